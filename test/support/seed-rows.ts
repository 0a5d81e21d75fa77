import type { TestApp } from './test-app.js';

/**
 * Runs one statement that seeds many rows straight into the tables, without the statement
 * timeout the service's connections carry: a seed of tens of thousands of contacts (each firing
 * the triggers of its history, counters and stage moves) is set-up, not the behaviour under
 * test, and on a loaded machine it may take longer than a request ever may.
 */
export async function seedRows<T = unknown>(
  t: TestApp,
  sql: string,
  parameters: unknown[],
): Promise<T> {
  return t.db.transaction(async (manager) => {
    await manager.query('SET LOCAL statement_timeout = 0');
    return manager.query<T>(sql, parameters);
  });
}
