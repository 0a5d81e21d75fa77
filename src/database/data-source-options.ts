import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';

/** Options shared by the service, the migration command and the tests. Never `synchronize`. */
export function dataSourceOptions(url: string, poolSize = 20): DataSourceOptions {
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
      connectionTimeoutMillis: 5_000,
      application_name: 'pipeline-crm',
    },
  };
}
