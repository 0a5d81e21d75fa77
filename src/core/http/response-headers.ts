import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers, with a Content-Security-Policy that still lets the API explorer at
 * /docs load its own scripts, styles and the validator badge.
 */
const SECURITY_HEADERS = helmet({
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
 * The headers every response carries: helmet's security headers and the request id (the one the
 * caller sent in `X-Request-Id`, or a generated one), so a caller can quote it when reporting a
 * problem. One hook, and helmet's middleware is built once here: the Fastify plugin builds a new
 * one, parsing the whole policy again, on every request.
 */
export function installResponseHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    // Helmet sets the headers synchronously and throws rather than passing errors on.
    SECURITY_HEADERS(request.raw, reply.raw, () => {});
    done();
  });
}
