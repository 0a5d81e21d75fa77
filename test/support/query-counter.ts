import type { TestApp } from './test-app.js';

/**
 * Counts the SQL statements the application sends while `work` runs: every statement is announced
 * to the data source's logger first, whether it goes through a TypeORM query runner or straight
 * to the pool (src/database/pool-query.ts). Used to show that a read costs the same number of
 * queries whatever the number of rows: no N+1.
 */
export async function countQueries(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  const logger = t.db.logger;
  const own = Object.getOwnPropertyDescriptor(logger, 'logQuery');
  const original = logger.logQuery.bind(logger);
  let count = 0;
  logger.logQuery = (...args) => {
    count += 1;
    return original(...args);
  };
  try {
    await work();
  } finally {
    if (own) Object.defineProperty(logger, 'logQuery', own);
    else delete (logger as { logQuery?: unknown }).logQuery; // uncovers the class's method
  }
  return count;
}
