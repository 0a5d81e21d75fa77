import { Db } from '../../src/database/db.js';
import type { TestApp } from './test-app.js';

/**
 * Counts the SQL statements the application sends while `work` runs: the door shows every
 * statement, transaction control included, to its observer first. Used to show that a read
 * costs the same number of queries whatever the number of rows: no N+1.
 */
export async function countQueries(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  return (await recordQueries(t, work)).length;
}

/** The SQL statements (text and values) the application sends while `work` runs, in order. */
export async function recordQueries(
  t: TestApp,
  work: () => Promise<unknown>,
): Promise<{ text: string; values: unknown[] }[]> {
  const logger = t.app.get(Db).observer;
  const own = Object.getOwnPropertyDescriptor(logger, 'logQuery');
  const original = logger.logQuery.bind(logger);
  const sent: { text: string; values: unknown[] }[] = [];
  logger.logQuery = (text, values, ...rest) => {
    sent.push({ text, values: values ?? [] });
    return original(text, values, ...rest);
  };
  try {
    await work();
  } finally {
    if (own) Object.defineProperty(logger, 'logQuery', own);
    else delete (logger as { logQuery?: unknown }).logQuery; // uncovers the class's method
  }
  return sent;
}
