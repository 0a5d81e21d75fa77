import { DataSource } from 'typeorm';

/** Key of the advisory lock that serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 727_001;

export async function runMigrations(dataSource: DataSource): Promise<void> {
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await lockHolder.release();
  }
}
