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

/**
 * Runs VACUUM or ANALYZE of a table as set-up, without the statement and lock timeouts: the
 * table holds every spec's rows, and on a loaded machine reading its sample, or waiting for
 * another spec's ANALYZE of it, may take longer than a request ever may. VACUUM cannot run in
 * a transaction, so the settings are set on a connection of its own and reset before it goes
 * back to the pool.
 */
export async function maintain(t: TestApp, statement: string): Promise<void> {
  const runner = t.db.createQueryRunner();
  try {
    await runner.query('SET statement_timeout = 0');
    await runner.query('SET lock_timeout = 0');
    await runner.query(statement);
  } finally {
    await runner.query('RESET statement_timeout');
    await runner.query('RESET lock_timeout');
    await runner.release();
  }
}
