import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Helmet's security headers, with a Content-Security-Policy that still lets the API explorer at
 * /docs load its own scripts, styles and the validator badge. Without helmet's
 * `upgrade-insecure-requests`: over plain HTTP on any host but localhost (which browsers exempt)
 * it makes the browser fetch the explorer's assets over HTTPS, and /docs stays blank.
 */
const SECURITY_HEADERS = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      upgradeInsecureRequests: null,
    },
  },
});

/** A caller's request id is kept only when it is short and plain: it is echoed and logged. */
const CALLER_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is at most 128 letters, digits and
 * `._:-` (so it can be quoted, logged and echoed safely), else a generated one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && CALLER_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * The headers every response carries: helmet's security headers and the request id, so a caller
 * can quote it when reporting a problem; an answer to a request with credentials is someone's
 * own data, so no cache (browser or proxy) may keep it. One hook, and helmet's middleware is built
 * once here: the Fastify plugin builds a new one, parsing the whole policy again, on every request.
 */
export function installResponseHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    setResponseHeaders(request, reply);
    done();
  });
}

/**
 * The headers of installResponseHeaders on one answer. Also called for the router's own errors
 * (a malformed URL), which Fastify answers before any hook runs.
 */
export function setResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.setHeader('x-request-id', request.id);
  if (request.headers.authorization !== undefined || request.headers['x-api-key'] !== undefined)
    reply.raw.setHeader('cache-control', 'no-store');
  // Helmet sets the headers synchronously and throws rather than passing errors on.
  SECURITY_HEADERS(request.raw, reply.raw, () => {});
}
