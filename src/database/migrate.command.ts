import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { parseEnvironment } from '../config/environment.js';
import { dataSourceOptions } from './data-source-options.js';
import { EmbeddedDatabaseError, startEmbeddedDatabase } from './embedded-database.mjs';
import { runMigrations } from './migrate.js';

/**
 * `npm run db:migrate`: applies pending migrations over DATABASE_MIGRATION_URL, else DATABASE_URL
 * (or the embedded database).
 */
async function main(): Promise<void> {
  const env = parseEnvironment(process.env);
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedDatabase({ dir: env.EMBEDDED_DB_DIR, port: env.EMBEDDED_DB_PORT });
  const dataSource = new DataSource(
    dataSourceOptions(env.DATABASE_MIGRATION_URL ?? env.DATABASE_URL ?? embedded!.url, 2, {
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
    }),
  );
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    console.log('Migrations applied.');
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EmbeddedDatabaseError ? error.message : error);
  process.exit(1);
});
