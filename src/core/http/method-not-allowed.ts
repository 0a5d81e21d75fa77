import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { Problem } from './problem.js';

/** The methods a route may be asked for, in the order an `Allow` header lists them. */
const METHODS: readonly HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function methodNotAllowedDetail(method: string, path: string, allowed: string[]): string {
  return `${method} is not allowed on ${path}; it takes ${allowed.join(', ')}`;
}

/**
 * A request for a path that exists, with a method it does not take, is 405 with `Allow` naming
 * the methods it does take (RFC 9110), where it was a 404 that read as if the path were wrong.
 * The routes are kept, as Fastify registers them, in a router of their own (Fastify's, find-my-way)
 * that is asked only when Fastify's found no route. Installed before the routes are registered.
 */
export function answerWrongMethods(fastify: FastifyInstance): void {
  const paths = FindMyWay({ maxParamLength: fastify.initialConfig.maxParamLength });
  const taken = new Set<string>();
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // A wildcard (CORS's preflight on every path, the explorer's files) names no path of its
      // own; a route Fastify registers twice is kept once.
      const key = `${method} ${route.url}`;
      if (route.url.includes('*') || taken.has(key) || !METHODS.includes(method as HTTPMethod)) {
        continue;
      }
      taken.add(key);
      paths.on(method as HTTPMethod, route.url, () => undefined);
    }
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done();
    const path = request.url.split('?', 1)[0];
    const allowed = METHODS.filter((method) => paths.find(method, path) !== null);
    if (allowed.length === 0) return done();
    void reply.header('allow', allowed.join(', '));
    done(
      new Problem(405, methodNotAllowedDetail(request.method, path, allowed), 'method_not_allowed'),
    );
  });
}
