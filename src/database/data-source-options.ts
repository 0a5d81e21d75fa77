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
 * The time zone of every session the service opens. PostgreSQL writes a timestamptz as text (a
 * keyset's key, `::text`) and reads days and hours of one (`::date`, `date_trunc`) in the
 * session's zone, which defaults to the server's (postgresql.conf, or ALTER DATABASE or ROLE ...
 * SET timezone): in America/New_York an instant of 1850 is written in local mean time, its offset
 * to the second (`1850-01-01 19:03:58-04:56:02`).
 */
export const SESSION_TIME_ZONE = 'UTC';

/** How a connection opens in SESSION_TIME_ZONE (`inSessionTimeZone`). */
export interface SessionTimeZone {
  connectionString: string;
  /** The startup option that sets it, after the URL's own (or PGOPTIONS). */
  options?: string;
  /** Sets it once the connection is made, where no startup option is sent. */
  onConnect?: (client: pg.ClientBase) => Promise<void>;
}

/** SET once a connection is made, bounded as making one is (pg reads a timeout its types omit). */
async function setSessionTimeZone(client: pg.ClientBase): Promise<void> {
  const set: pg.QueryConfig & { query_timeout: number } = {
    text: `SET TimeZone = '${SESSION_TIME_ZONE}'`,
    query_timeout: POOL_ACQUIRE_TIMEOUT_MS,
  };
  await client.query(set);
}

/**
 * How a connection to `url` opens in SESSION_TIME_ZONE. `atConnect`: as a startup option, which
 * costs no round trip and comes after any the URL (or PGOPTIONS, which pg reads when the URL has
 * none) already gives, so theirs stay and the zone is this one; the URL keeps its other
 * parameters. Otherwise, for a pooler in transaction mode (DATABASE_PREPARED_STATEMENTS=false),
 * which refuses the `options` startup parameter (PgBouncer before 1.20): SET once the connection is
 * made, within the pool's acquire timeout. PgBouncer tracks TimeZone per client and sets it on
 * whichever server connection it hands that client, so it holds there for every statement.
 */
export function inSessionTimeZone(url: string, atConnect: boolean): SessionTimeZone {
  if (!atConnect) return { connectionString: url, onConnect: setSessionTimeZone };
  // pg reads the URL's parameters over the options it is given: the URL's `options` (else
  // PGOPTIONS, which pg reads when neither gives any) go into ours instead. Only its query is
  // rewritten; what comes before stays as written.
  const queryAt = url.indexOf('?');
  const params = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
  const given = params.get('options') ?? process.env.PGOPTIONS;
  params.delete('options');
  const query = params.toString();
  return {
    connectionString: queryAt < 0 ? url : url.slice(0, queryAt) + (query ? `?${query}` : ''),
    options: [given, `-c TimeZone=${SESSION_TIME_ZONE}`].filter(Boolean).join(' '),
  };
}

/**
 * How a connection of the service is opened, for the door's pool (`DatabasePool`) and TypeORM's
 * alike: the pool's size, how long a checkout waits, the name shown in pg_stat_activity, the
 * session time zone, and the request timeouts as every connection's session defaults.
 *
 * `settingsAtConnect` false is for a pooler in transaction mode (DATABASE_PREPARED_STATEMENTS=false):
 * PgBouncer refuses startup parameters it does not track, and a server connection it hands out
 * is anyone's after the transaction, so the door sets the timeouts on each transaction instead
 * (transaction.ts); statements outside a transaction then have the role's defaults on the server
 * and the door's watchdog (`answerWithinMs`). The time zone is set once a connection is made
 * (`inSessionTimeZone`).
 */
export function poolConnectionOptions(
  url: string,
  poolSize = 20,
  timeouts: DatabaseTimeouts = { statementTimeoutMs: 5_000, lockTimeoutMs: 2_000 },
  settingsAtConnect = true,
): pg.PoolConfig & SessionTimeZone {
  return {
    ...inSessionTimeZone(url, settingsAtConnect),
    max: poolSize,
    // Fail fast rather than queue forever when the database is gone.
    connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
    application_name: 'pipeline-crm',
    // Sent at connect, so every connection has them as its session defaults (migrations turn
    // them off on their own connection, see migrate.ts); behind a pooler, see above.
    ...(settingsAtConnect
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
  settingsAtConnect = true,
): DataSourceOptions {
  const { connectionString, ...extra } = poolConnectionOptions(
    url,
    poolSize,
    timeouts,
    settingsAtConnect,
  );
  return {
    type: 'postgres',
    url: connectionString,
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
