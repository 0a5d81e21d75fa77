import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { describeInFlight } from './http/in-flight.js';

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
