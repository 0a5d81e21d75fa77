import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * CORS for the configured origins only (CORS_ORIGINS): any other origin, or a request naming
 * none, gets no CORS header, and the browser refuses it.
 */

/** The headers a browser script may read: the rate-limit ones let it back off, Idempotent-Replayed tells a retried write's stored answer. */
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'Idempotent-Replayed',
];

/** The options of the CORS plugin for `origins`. */
export function corsOptions(origins: ReadonlySet<string>) {
  return {
    // Decided per request: given the list, the plugin sent every other header (exposed ones,
    // a preflight's methods and headers) to any origin, and to requests that named none.
    origin: (origin: string | undefined, answer: (error: null, allow: boolean) => void) =>
      answer(null, origin !== undefined && origins.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'X-Api-Key',
      'Content-Type',
      'X-Request-Id',
      'Idempotency-Key',
      // A stream's resumption sent by a client that sets it itself (fetch streaming).
      'Last-Event-ID',
    ],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    // Every OPTIONS is answered as a preflight: the plugin's strict mode refused one without
    // Origin or Access-Control-Request-Method with a plain-text 400, no problem details.
    strictPreflight: false,
  };
}

/**
 * The CORS headers of an answer the plugin's hook never sees (the router's own 400 and 414, which
 * come before any hook), as it writes them for a request from an allowed origin: without them a
 * browser app reads a network failure, not the problem's detail.
 */
export function setCorsHeaders(
  origins: ReadonlySet<string>,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (origins.size === 0) return;
  // Every answer varies by origin once any is allowed, as the plugin marks them, so a shared
  // cache never serves one origin's answer to another.
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (origin === undefined || !origins.has(origin)) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
}
