import type { TestApp } from './test-app.js';

/**
 * Counts the SQL statements the application sends while `work` runs (every query goes through a
 * TypeORM query runner). Used to show that a read costs the same number of queries whatever the
 * number of rows: no N+1.
 */
export async function countQueries(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  const runner = t.db.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => unknown };
  await runner.release();
  const original = prototype.query;
  let count = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return count;
}
