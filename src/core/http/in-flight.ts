import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests being answered, with when each started; one registry per server. */
const registries = new WeakMap<FastifyInstance, Map<FastifyRequest, number>>();

/** Keeps the registry of requests in flight, so a shutdown that gives up can say what it left. */
export function trackInFlight(fastify: FastifyInstance): void {
  const open = new Map<FastifyRequest, number>();
  registries.set(fastify, open);
  fastify.addHook('onRequest', (request, _reply, done) => {
    open.set(request, Date.now());
    done();
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    open.delete(request);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    open.delete(request);
    done();
  });
}

/**
 * One line per request still in flight: method, route pattern (never the raw URL, which may
 * carry search terms), request id and age.
 */
export function describeInFlight(fastify: FastifyInstance): string[] {
  const now = Date.now();
  return [...(registries.get(fastify) ?? new Map<FastifyRequest, number>())].map(
    ([request, started]) =>
      `${request.method} ${request.routeOptions.url ?? '(no route)'} (request id ${request.id}, ${now - started} ms)`,
  );
}
