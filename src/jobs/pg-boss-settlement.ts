import type { EventEmitter } from 'node:events';
// pg-boss's Manager class: the one that works the queues (no types ship for this path).
// @ts-expect-error -- a CommonJS file of the package without a declaration
import Manager from 'pg-boss/src/manager.js';

type Settle = (this: EventEmitter, ...args: unknown[]) => Promise<unknown>;

const SETTLED = Symbol.for('pipeline-crm.pg-boss-settled');

/**
 * pg-boss 10 completes or fails each batch of jobs after its handler without awaiting the
 * statement (its src/manager.js; timgit/pg-boss#577): if the database cannot be reached at that
 * moment, the promise rejects with nothing to handle it, and Node ends the process on an unhandled
 * rejection. A blip of the database would then take the service down. This hands such a
 * rejection to the queue's `error` event instead (JobQueue logs it); the jobs stay active until
 * their expiry, after which pg-boss retries them as it does a dead worker's. Applied once, on
 * import; a newer pg-boss that awaits these calls makes it unnecessary.
 */
export function settlePgBossCompletions(): void {
  const prototype = (Manager as { prototype: Record<string, Settle & { [SETTLED]?: true }> })
    .prototype;
  for (const name of ['complete', 'fail']) {
    const original = prototype[name];
    if (typeof original !== 'function') {
      throw new Error(`pg-boss's Manager has no ${name}(): see src/jobs/pg-boss-settlement.ts`);
    }
    if (original[SETTLED]) continue;
    const settled: Settle & { [SETTLED]?: true } = function (this: EventEmitter, ...args) {
      const outcome = original.apply(this, args);
      outcome.catch((error: unknown) => this.emit('error', error));
      return outcome;
    };
    settled[SETTLED] = true;
    prototype[name] = settled;
  }
}
