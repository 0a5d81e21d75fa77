import { DataSource } from 'typeorm';
import { MigrationExecutor } from 'typeorm/migration/MigrationExecutor.js';

/** Key of the advisory lock that serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies pending migrations on one connection, holding the advisory lock. That connection drops
 * the request timeouts (DATABASE_*_TIMEOUT_MS): an index build or waiting for another instance's
 * migrations may take longer than any request should, and must not be cut halfway.
 */
export async function runMigrations(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  // pg's client-side read timeout (see data-source-options.ts) is off on this connection too.
  const client = (await runner.connect()) as { connectionParameters: { query_timeout?: number } };
  const queryTimeout = client.connectionParameters.query_timeout;
  client.connectionParameters.query_timeout = undefined;
  try {
    await runner.query('SET statement_timeout = 0');
    await runner.query('SET lock_timeout = 0');
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    await executor.executePendingMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    // Back to the session defaults set at connect, before the connection returns to the pool.
    await runner.query('RESET statement_timeout').catch(() => {});
    await runner.query('RESET lock_timeout').catch(() => {});
    client.connectionParameters.query_timeout = queryTimeout;
    await runner.release();
  }
}
