import pg from 'pg';
import type { DatabaseTimeouts } from './data-source-options.js';
import { currentPlace, type RequestPlace } from './request-place.js';
import { objectRows } from './row-objects.js';
import type { Statement } from './statement.js';
import { StatementWatchdog } from './statement-watchdog.js';

/** What sees every statement the door sends: the opt-in statement counter (x-sql-statements). */
export interface StatementObserver {
  logQuery(text: string, values?: unknown[]): unknown;
}

/** How the door uses its connections (DATABASE_PREPARED_STATEMENTS, see environment.ts). */
export interface DoorOptions {
  /** Whether statements declared prepared go as named prepared statements. */
  preparedStatements: boolean;
  /**
   * Set on each transaction the door opens (SET LOCAL, in the round trip that starts it), for
   * connections that carry no timeouts of their own: those a transaction-mode pooler hands out.
   */
  transactionTimeouts?: DatabaseTimeouts;
  /**
   * How long a statement may wait for its answer before its connection is ended (the statement
   * timeout plus a margin; see `StatementWatchdog`). Unset, a statement waits as long as it takes.
   */
  answerWithinMs?: number;
}

export const DIRECT: DoorOptions = { preparedStatements: true };

/** A statement as pg takes it; its rows asked for as objects, or as arrays (`queryConfig`). */
export type QueryConfig = pg.QueryConfig | pg.QueryArrayConfig;

/**
 * The door's pool and what every handle of one door shares: the observer, the options, the
 * watchdog. A connection is checked out here for a statement alone, a transaction or a stream,
 * in the place of the request asking for it (request-place.ts), and goes back through `checkIn`.
 */
export class Connections {
  readonly watchdog?: StatementWatchdog;
  /** The opening of every transaction: START TRANSACTION, with the timeouts a pooler needs. */
  readonly begin: string;

  constructor(
    readonly pool: pg.Pool,
    readonly observer: StatementObserver,
    readonly options: DoorOptions,
  ) {
    this.watchdog = options.answerWithinMs
      ? new StatementWatchdog(options.answerWithinMs)
      : undefined;
    const timeouts = options.transactionTimeouts;
    // One simple-protocol round trip, as START TRANSACTION alone; SET LOCAL ends with the
    // transaction, so nothing is left on a connection the pooler gives to another client.
    this.begin = timeouts
      ? `START TRANSACTION; SET LOCAL statement_timeout = ${timeouts.statementTimeoutMs}; ` +
        `SET LOCAL lock_timeout = ${timeouts.lockTimeoutMs}`
      : 'START TRANSACTION';
  }

  /**
   * A pooled connection, once `place` (the asking request's, `currentPlace()`) holds a place in
   * its workspace's share; a workspace over its share waits here, in a queue of its own. Given
   * back with `checkIn(client, place)`. Its errors while checked out are let go (`checkOutOf`).
   */
  async checkOut(place: RequestPlace | undefined): Promise<pg.PoolClient> {
    try {
      const waiting = place?.take();
      if (waiting) await waiting;
      return await checkOutOf(this.pool);
    } catch (error) {
      place?.leave();
      throw error;
    }
  }

  /** Gives a connection back to the pool (dropped when `failure` is set), and its place. */
  checkIn(client: pg.PoolClient, place: RequestPlace | undefined, failure?: Error): void {
    client.release(failure);
    place?.leave();
  }

  /**
   * A statement outside any transaction, on a connection checked out for it alone (as
   * `pool.query` does), so the watchdog knows which connection to end.
   */
  async send(config: QueryConfig): Promise<pg.QueryResult> {
    const place = currentPlace();
    const client = await this.checkOut(place);
    try {
      const result = await sendOn(client, config, this.watchdog);
      this.checkIn(client, place);
      return result;
    } catch (error) {
      // The server's own errors leave the connection usable; any other (lost, ended) drops it.
      this.checkIn(client, place, error instanceof pg.DatabaseError ? undefined : (error as Error));
      throw error;
    }
  }

  /**
   * Sends the statement on a connection of its own, opened and closed outside the pool, and
   * answers whether the database answered within `timeoutMs`. Only for telling a database that
   * is down from a pool that is busy (GET /health): a pool whose connections are all taken
   * cannot say which.
   */
  async answersOutsidePool(statement: Statement<unknown>, timeoutMs: number): Promise<boolean> {
    const client = new pg.Client({
      ...(this.pool.options as pg.ClientConfig),
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    client.on('error', letGo);
    try {
      await client.connect();
      this.observer.logQuery(statement.text, statement.values as unknown[]);
      await client.query(statement.text, statement.values as unknown[]);
      return true;
    } catch {
      return false;
    } finally {
      void client.end().catch(letGo);
    }
  }
}

/**
 * Sends `config` on `client` through pg's callback form: its promise form wraps the answer in
 * closures that kept answered rows alive through young-generation collections under load
 * (bench/README.md, "The garbage collector: answered rows kept alive"). Rows asked for as arrays
 * are answered as objects all the same (`objectRows`).
 */
export function sendOn(
  client: pg.ClientBase,
  config: QueryConfig,
  watchdog?: StatementWatchdog,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    watchdog?.sent(client);
    client.query(config, (error: Error | null, result: pg.QueryResult) => {
      watchdog?.answered(client);
      if (error) reject(error);
      else resolve('rowMode' in config ? objectRows(result) : result);
    });
  });
}

/**
 * A connection of `pool`, with a listener for its 'error' event: the pool listens only while a
 * connection is idle, and one that fails while checked out (lost, or ended by the watchdog) also
 * fails its statement, where the error is handled, so the event itself is let go rather than
 * thrown as an unhandled 'error' event.
 */
export async function checkOutOf(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  if (!guardedClients.has(client)) {
    guardedClients.add(client);
    client.on('error', letGo);
  }
  return client;
}

/** Connections `checkOutOf` has given an error listener. */
const guardedClients = new WeakSet<pg.PoolClient>();

function letGo(): void {}
