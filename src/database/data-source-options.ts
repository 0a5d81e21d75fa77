import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';

/** How long the pool waits to hand out a connection before the request fails. */
export const POOL_ACQUIRE_TIMEOUT_MS = 5_000;

/** Per-connection caps, in milliseconds (0: none); see DATABASE_*_TIMEOUT_MS in environment.ts. */
export interface DatabaseTimeouts {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/** Options shared by the service, the migration command and the tests. Never `synchronize`. */
export function dataSourceOptions(
  url: string,
  poolSize = 20,
  timeouts: DatabaseTimeouts = { statementTimeoutMs: 5_000, lockTimeoutMs: 2_000 },
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into PostgreSQL 13+; no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: false,
    extra: {
      max: poolSize,
      // Fail fast rather than queue forever when the database is gone.
      connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
      application_name: 'pipeline-crm',
      // Sent at connect, so every connection has them as its session defaults (migrations turn
      // them off on their own connection, see migrate.ts).
      statement_timeout: timeouts.statementTimeoutMs,
      lock_timeout: timeouts.lockTimeoutMs,
    },
  };
}
