import type pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import type { Environment } from '../config/environment.js';

/** How long the pool waits to hand out a connection before the request fails. */
export const POOL_ACQUIRE_TIMEOUT_MS = 5_000;

/**
 * How much longer than the statement timeout the door waits for an answer before ending the
 * connection (`StatementWatchdog`): the server enforces statement_timeout only while it runs; a
 * frozen server or a silently dropped network never answers, and this is what ends those waits.
 */
export const QUERY_TIMEOUT_MARGIN_MS = 1_000;

/** Per-connection caps, in milliseconds (0: none); see DATABASE_*_TIMEOUT_MS in environment.ts. */
export interface DatabaseTimeouts {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/** How the service uses the database, from the environment. */
export interface DatabaseSettings {
  poolSize: number;
  /** DATABASE_POOL_SHARE: the fraction of the pool one workspace's requests may hold at once. */
  poolShare: number;
  timeouts: DatabaseTimeouts;
  /**
   * DATABASE_PREPARED_STATEMENTS. Off, the service keeps nothing on a connection beyond a
   * transaction, as a pooler in transaction mode needs: no named statements, no timeouts set
   * at connect.
   */
  preparedStatements: boolean;
  /**
   * DATABASE_MIGRATION_URL: the direct way to the database past a pooler, for what needs a
   * session of its own (LISTEN, `DatabaseListener`). Unset, the service's URL is direct.
   */
  directUrl?: string;
}

/**
 * How long the door, and the job queue's connections, let a statement go unanswered; undefined
 * (no limit) without a statement timeout.
 */
export function answerWithinMs(timeouts: DatabaseTimeouts): number | undefined {
  return timeouts.statementTimeoutMs > 0
    ? timeouts.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS
    : undefined;
}

export function databaseSettings(env: Environment): DatabaseSettings {
  return {
    poolSize: env.DATABASE_POOL_SIZE,
    poolShare: env.DATABASE_POOL_SHARE,
    timeouts: {
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
    },
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    directUrl: env.DATABASE_MIGRATION_URL,
  };
}

/**
 * How a connection of the service is opened, for the door's pool (`DatabasePool`) and TypeORM's
 * alike: the pool's size, how long a checkout waits, the name shown in pg_stat_activity, and the
 * request timeouts as every connection's session defaults.
 *
 * `timeoutsAtConnect` false is for a pooler in transaction mode (DATABASE_PREPARED_STATEMENTS=false):
 * PgBouncer refuses startup parameters it does not track, and a server connection it hands out
 * is anyone's after the transaction, so the door sets the timeouts on each transaction instead
 * (transaction.ts); statements outside a transaction then have the role's defaults on the server
 * and the door's watchdog (`answerWithinMs`).
 */
export function poolConnectionOptions(
  url: string,
  poolSize = 20,
  timeouts: DatabaseTimeouts = { statementTimeoutMs: 5_000, lockTimeoutMs: 2_000 },
  timeoutsAtConnect = true,
): pg.PoolConfig & { connectionString: string } {
  return {
    connectionString: url,
    max: poolSize,
    // Fail fast rather than queue forever when the database is gone.
    connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
    application_name: 'pipeline-crm',
    // Sent at connect, so every connection has them as its session defaults (migrations turn
    // them off on their own connection, see migrate.ts); behind a pooler, see above.
    ...(timeoutsAtConnect
      ? { statement_timeout: timeouts.statementTimeoutMs, lock_timeout: timeouts.lockTimeoutMs }
      : {}),
  };
}

/**
 * TypeORM's options, shared by the service (entities, migrations at start), the migration
 * command and the tests. Never `synchronize`. Its pool is opened as the door's (see above).
 */
export function dataSourceOptions(
  url: string,
  poolSize = 20,
  timeouts?: DatabaseTimeouts,
  timeoutsAtConnect = true,
): DataSourceOptions {
  const { connectionString: _url, ...extra } = poolConnectionOptions(
    url,
    poolSize,
    timeouts,
    timeoutsAtConnect,
  );
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
    extra,
  };
}
