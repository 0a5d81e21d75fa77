import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests being answered, with when each started; one registry per server. */
const registries = new WeakMap<FastifyInstance, Map<FastifyRequest, number>>();

/** Keeps the registry of requests in flight, so a shutdown that gives up can say what it left. */
export function trackInFlight(fastify: FastifyInstance): void {
  const open = new Map<FastifyRequest, number>();
  registries.set(fastify, open);
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (open.size >= SWEEP_AT) forgetClosed(open);
    open.set(request, Date.now());
    done();
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    open.delete(request);
    done();
  });
}

/**
 * onResponse does not run for a request whose client went away before the answer; an
 * onRequestAbort hook would catch those, but costs every request a listener on its socket. The
 * registry forgets them instead once it grows past what is ever in flight at once.
 */
const SWEEP_AT = 512;

function forgetClosed(open: Map<FastifyRequest, number>): void {
  for (const request of open.keys()) if (request.raw.destroyed) open.delete(request);
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
