import type { FastifyInstance, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { Problem } from './problem.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route takes on `path` (a request's path, not a route's pattern). */
    methodsOf(path: string): HTTPMethod[];
  }
}

/** The methods a route may be asked for, in the order an `Allow` header lists them. */
const METHODS: readonly HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A path that exists asked with a method it does not take (RFC 9110: with `Allow`). */
export class MethodNotAllowedProblem extends Problem {
  constructor(
    method: string,
    path: string,
    readonly allowed: readonly string[],
  ) {
    super(
      405,
      `${method} is not allowed on ${path}; it takes ${allowed.join(', ')}`,
      'method_not_allowed',
    );
  }
}

/**
 * Keeps the routes, as Fastify registers them, in a router of their own (find-my-way, Fastify's),
 * asked only for a request Fastify found no route for. Installed before the routes are registered.
 */
export function keepRouteMethods(fastify: FastifyInstance): void {
  const paths = FindMyWay({ maxParamLength: fastify.initialConfig.maxParamLength });
  const kept = new Set<string>();
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // A wildcard (CORS's preflight on every path, the explorer's files) names no path of its
      // own; a route Fastify registers twice is kept once.
      const key = `${method} ${route.url}`;
      if (route.url.includes('*') || kept.has(key) || !METHODS.includes(method as HTTPMethod)) {
        continue;
      }
      kept.add(key);
      paths.on(method as HTTPMethod, route.url, () => undefined);
    }
  });
  fastify.decorate('methodsOf', (path: string) =>
    METHODS.filter((method) => {
      const found = paths.find(method, path);
      // Nest's adapter sends a request with an empty parameter (`/groups/`, `/contacts//stage`)
      // to the not-found handler: such a path is not the route's.
      return found !== null && Object.values(found.params).every((value) => value !== '');
    }),
  );
}

/**
 * The 405 a request Fastify found no route for stands for, when its path takes other methods:
 * such a request was a 404 that read as if the path were wrong. Undefined for any other request.
 */
export function methodNotAllowed(request: FastifyRequest): MethodNotAllowedProblem | undefined {
  if (!request.is404) return undefined;
  const path = request.url.split('?', 1)[0];
  const allowed = request.server.methodsOf(path);
  return allowed.length > 0
    ? new MethodNotAllowedProblem(request.method, path, allowed)
    : undefined;
}
