import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Draining } from './draining.js';
import { describeInFlight } from './http/in-flight.js';

export interface DrainOptions {
  /** How long the instance keeps answering, reported not ready, before it stops accepting. */
  graceMs: number;
  /** Then, how long in-flight requests get (see closeWithin). */
  timeoutMs: number;
  log: (message: string) => void;
  /** Ends the grace early (a second signal). */
  endGrace?: AbortSignal;
}

/**
 * The shutdown sequence, as SIGTERM runs it:
 * 1. At once: `GET /health/ready` answers 503, every response carries `Connection: close`, and
 *    everything else is served as usual, so the balancer takes the instance out and clients move
 *    their keep-alive connections elsewhere.
 * 2. After `graceMs`: the listener closes. Node then closes idle keep-alive sockets, never one with
 *    a request whose bytes it has read; such a request, and any arriving on a socket still open,
 *    is served (`return503OnClosing: false`: a 503 would fail a POST that no balancer retries).
 *    Only a request sent on a socket idle all through the grace can meet its close: a balancer
 *    that saw readiness fail sends none, hence a grace longer than its probe interval.
 * 3. In-flight requests finish within `timeoutMs`; the pool closes; the caller exits.
 */
export async function drainAndClose(
  app: NestFastifyApplication,
  { graceMs, timeoutMs, log, endGrace }: DrainOptions,
): Promise<'closed' | 'deadline'> {
  app.get(Draining).begin();
  await grace(graceMs, endGrace);
  return closeWithin(app, timeoutMs, log);
}

function grace(ms: number, end: AbortSignal | undefined): Promise<void> {
  if (ms <= 0 || end?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      end?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    end?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Closes the application (no new requests; in-flight ones finish; then the pool closes), giving
 * up after `timeoutMs`: a request stuck in the database must not keep a stopping process alive.
 * On giving up it logs every request it abandons and answers 'deadline'; the caller exits anyway.
 */
export async function closeWithin(
  app: NestFastifyApplication,
  timeoutMs: number,
  log: (message: string) => void,
): Promise<'closed' | 'deadline'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), timeoutMs);
  });
  const closed = app.close().then(() => 'closed' as const);
  try {
    const outcome = await Promise.race([closed, deadline]);
    if (outcome === 'deadline') {
      const abandoned = describeInFlight(app.getHttpAdapter().getInstance());
      log(
        `shutdown deadline of ${timeoutMs} ms passed; abandoning ${abandoned.length} request(s) in flight` +
          abandoned.map((line) => `\n  ${line}`).join(''),
      );
    }
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}
