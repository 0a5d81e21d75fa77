import { DataSource } from 'typeorm';
import { MigrationExecutor } from 'typeorm/migration/MigrationExecutor.js';
import { dataSourceOptions } from './data-source-options.js';

/** Key of the advisory lock that serialises migrations when several instances start at once. */
export const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies pending migrations on one connection, holding the advisory lock. That connection drops
 * the request timeouts (DATABASE_*_TIMEOUT_MS): an index build or waiting for another instance's
 * migrations may take longer than any request should, and must not be cut halfway.
 */
export async function runMigrations(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
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
    await runner.release();
  }
}

/**
 * Applies pending migrations over `migrationUrl` (DATABASE_MIGRATION_URL) when given, else on the
 * service's own pool. The advisory lock belongs to a session, which a pooler in transaction mode
 * cannot keep: its unlock could go to another server connection and leave the lock held there.
 * A direct connection of its own, named in pg_stat_activity, holds it instead.
 */
export async function applyMigrations(
  dataSource: DataSource,
  migrationUrl?: string,
): Promise<void> {
  if (migrationUrl === undefined) return runMigrations(dataSource);
  const options = dataSourceOptions(migrationUrl, 1);
  const direct = new DataSource({
    ...options,
    extra: { ...(options.extra as object), application_name: MIGRATION_APPLICATION_NAME },
  });
  await direct.initialize();
  try {
    await runMigrations(direct);
  } finally {
    await direct.destroy();
  }
}

/** How the migration connection over DATABASE_MIGRATION_URL shows in pg_stat_activity. */
export const MIGRATION_APPLICATION_NAME = 'pipeline-crm-migrations';
