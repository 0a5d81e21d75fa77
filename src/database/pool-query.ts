import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/*
 * The hot statements' way to Postgres: the reads of the list routes (`queryRows`) and the
 * statements every request or write sends (`queryPrepared`) go to the pool TypeORM holds without
 * its query runner. Everything else uses TypeORM's `query` and transactions as usual.
 */

/**
 * A statement each pooled connection parses and plans once, then only binds and executes: for
 * the statements every request or every write sends (the identity lookup, contact creation,
 * interaction logging), parsing and planning cost Postgres as much as running them.
 *
 * The service runs them with `queryPrepared` below. `prepared` is the same named query config
 * typed as SQL text, for code that hands it to TypeORM or node-postgres as text (the bench
 * baseline): both pass it on unchanged, and node-postgres prepares it on first use per
 * connection. The name is derived from the text, so two texts never share a name. Only for
 * statements whose best plan is the same whatever the values (lookups by key, inserts, a page
 * read along the index that matches both its equalities and its order): after five runs
 * Postgres may keep one generic plan for all values, blind to how many rows a tenant or a filter
 * value has.
 */
export function prepared(text: string): string {
  return statementConfig(text) as unknown as string;
}

function statementConfig(text: string): { name: string; text: string } {
  let name = names.get(text);
  if (name === undefined) {
    name = `crm_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return { name, text };
}

/** Text to statement name; the texts are the code's own (values travel as parameters), so few. */
const names = new Map<string, string>();

/**
 * Runs a prepared statement (see `prepared`) and answers its rows: on the transaction's
 * connection inside one, else straight on the pool (see `queryRows`).
 */
export async function queryPrepared<T extends object>(
  manager: EntityManager,
  text: string,
  values: unknown[],
): Promise<T[]> {
  if (manager.queryRunner) return manager.query<T[]>(prepared(text), values);
  return poolRows<T>(manager.connection, text, values, statementConfig(text));
}

/**
 * Runs a statement that answers rows (a SELECT, or a write with RETURNING) outside any
 * transaction, straight on the pool TypeORM holds. TypeORM's query runner adds ~10-40 us of CPU
 * to a statement (a runner object, connect and release, query events, result wrapping): a few
 * percent of every list page and of the statements every request sends. The data source's logger
 * still sees every statement, so statement counting stays exact.
 *
 * `prepared: true` sends it as a prepared statement (see `prepared` for when a plan may be kept):
 * planning a list page's statement costs Postgres ~0.2-0.3 ms, about what running it does.
 */
export function queryRows<T extends object>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
  options: { prepared?: boolean } = {},
): Promise<T[]> {
  return poolRows<T>(dataSource, text, values, options.prepared ? statementConfig(text) : { text });
}

async function poolRows<T extends object>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
  config: { text: string; name?: string },
): Promise<T[]> {
  dataSource.logger.logQuery(text, values);
  const pool = (dataSource.driver as PostgresDriver).master as pg.Pool;
  const { rows } = await pool.query<T & pg.QueryResultRow>({ ...config, values });
  return rows;
}
