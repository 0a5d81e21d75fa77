import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers, with a Content-Security-Policy that still lets the API explorer at
 * /docs load its own scripts, styles and the validator badge.
 */
const securityMiddleware = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
      scriptSrc: ["'self'", "'unsafe-inline'"],
    },
  },
});

/**
 * What helmet sets, recorded once at start-up. With this configuration every value is the same on
 * every response (no nonces, nothing read from the request), so replaying the list costs a
 * response a dozen `setHeader` calls instead of a run through helmet's dozen middlewares.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = recordHeaders();

function recordHeaders(): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    // hidePoweredBy: Fastify sends no X-Powered-By to remove.
    removeHeader: () => undefined,
  };
  securityMiddleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The headers every response carries: helmet's security headers and the request id (the one the
 * caller sent in `X-Request-Id`, or a generated one), so a caller can quote it when reporting a
 * problem.
 */
export function installResponseHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    raw.setHeader('x-request-id', request.id);
    for (const [name, value] of SECURITY_HEADERS) raw.setHeader(name, value);
    done();
  });
}
