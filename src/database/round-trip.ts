import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Statement } from './statement.js';
import type { Transaction } from './transaction.js';

/**
 * How `statement` is written into a round trip of several statements, which goes in the simple
 * protocol and takes no values: as it is when it has none. When it has, and is declared
 * prepared, as an EXECUTE of it with its values written as literals (`sqlLiteral`), prepared in
 * SQL on this connection the first time (PREPARE, a round trip of its own, kept for the
 * connection's life as pg keeps its named statements): planned once, as a prepared statement
 * sent alone. Undefined when it cannot join: its plan would be made on every run, or statements
 * are not prepared on these connections (a transaction-mode pooler).
 */
export async function inRoundTrip(
  tx: Transaction,
  statement: Statement<unknown>,
): Promise<string | undefined> {
  if (!statement.values.length) return statement.text;
  if (!statement.prepared || !tx.connections.options.preparedStatements) return undefined;
  const name = preparedName(statement.text, SQL_NAMES);
  let prepared = preparedInSql.get(tx.client);
  if (!prepared) preparedInSql.set(tx.client, (prepared = new Set()));
  if (!prepared.has(name)) {
    // Connection set-up, as pg's own Parse of a named statement: not shown to the observer.
    await tx.enqueue({ text: `PREPARE ${name} AS ${statement.text}` });
    prepared.add(name);
  }
  return `EXECUTE ${name}(${statement.values.map(sqlLiteral).join(', ')})`;
}

/**
 * Commits `tx` in the round trip that sends `last`, its last statement (as `inRoundTrip` writes
 * it), and answers how many rows `last` wrote: one round trip fewer than sending it and then the
 * COMMIT. When it fails the server skips the COMMIT, and the transaction rolls back as on any
 * error. Where `last` cannot join the COMMIT, the two go one after the other. Only outside
 * savepoints; nothing is sent on the transaction after it.
 */
export async function commitWith(tx: Transaction, last: Statement<unknown>): Promise<number> {
  const text = await inRoundTrip(tx, last);
  if (text === undefined) {
    const config = queryConfig(last, tx.connections.options.preparedStatements);
    tx.connections.observer.logQuery(config.text, config.values);
    const written = await tx.enqueue(config);
    await tx.control('COMMIT');
    tx.committed = true;
    return written.rowCount ?? 0;
  }
  const sent = `${text}; COMMIT`;
  tx.connections.observer.logQuery(sent);
  const [written] = (await tx.enqueue({ text: sent })) as unknown as pg.QueryResult[];
  tx.committed = true;
  return written.rowCount ?? 0;
}

/**
 * Unnamed when prepared statements are off: a pooler may send each to another connection. Its
 * rows come as arrays, which `sendOn` makes objects of (row-objects.ts).
 */
export function queryConfig(
  statement: Statement<unknown>,
  preparedStatements: boolean,
): pg.QueryArrayConfig {
  const values = statement.values as unknown[];
  const { text } = statement;
  return preparedStatements && statement.prepared
    ? { name: preparedName(text, PROTOCOL_NAMES), text, values, rowMode: 'array' }
    : { text, values, rowMode: 'array' };
}

/** Names of prepared statements by their text, all with one prefix. */
interface PreparedNames {
  readonly prefix: string;
  readonly byText: Map<string, string>;
}

/** Statements pg prepares itself (named in `queryConfig`). */
const PROTOCOL_NAMES: PreparedNames = { prefix: 'crm_', byText: new Map() };

/**
 * Statements prepared in SQL (`inRoundTrip`): names of their own, so pg never meets one of them
 * under a name it would prepare itself.
 */
const SQL_NAMES: PreparedNames = { prefix: 'crm_sql_', byText: new Map() };

/**
 * The name a prepared statement goes by on every connection: derived from its text, so two texts
 * never share a name (hex, so it is an SQL identifier as it is). The texts are the code's own
 * (values travel as parameters), so few; each name is made once.
 */
function preparedName(text: string, names: PreparedNames): string {
  let name = names.byText.get(text);
  if (name === undefined) {
    name = names.prefix + createHash('sha256').update(text).digest('hex').slice(0, 32);
    names.byText.set(text, name);
  }
  return name;
}

/** The names prepared in SQL on each connection. */
const preparedInSql = new WeakMap<pg.ClientBase, Set<string>>();

/**
 * A value written into SQL text for an EXECUTE: strings through pg's `escapeLiteral` (quotes
 * doubled; with a backslash, an E'' string with it doubled), so no character of them is read as
 * SQL. NUL, which would end the text the protocol carries, and values of other types are refused.
 */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('a text value holds NUL, which PostgreSQL refuses');
    return pg.escapeLiteral(value);
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  throw new Error(`a ${typeof value} value is not written into SQL text`);
}
