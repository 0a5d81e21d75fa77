import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { DatabaseTimeouts } from './data-source-options.js';
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

const DIRECT: DoorOptions = { preparedStatements: true };

/** The request transaction statements join while it is open (see `asRequestTransaction`). */
interface RequestTransaction {
  readonly tx: Db;
  open: boolean;
}

/**
 * Enabled only while a request transaction is open anywhere in the process: once a storage is
 * entered, Node 20 runs promise hooks on every promise of every request (twice the cost of an
 * `await` in a micro-benchmark) until the last storage is disabled again.
 */
const requestTransaction = new AsyncLocalStorage<RequestTransaction>();
let requestTransactionsOpen = 0;

/** The open request transaction of the current async context, if any. */
function openRequestTransaction(): Db | undefined {
  const shared = requestTransaction.getStore();
  return shared?.open ? shared.tx : undefined;
}

/** Whether the storage request transactions travel in is enabled (tests read it). */
export function requestTransactionStorageEnabled(): boolean {
  return requestTransactionsOpen > 0;
}

/** The rows each guard of a request transaction answered, in the order the guards were given. */
export type GuardRows<S extends readonly Statement<unknown>[]> = {
  -readonly [K in keyof S]: S[K] extends Statement<infer Row> ? Row[] : never;
};

/** How much longer than a stream's deadline the server lets its cursor run: the deadline ends it. */
const STREAM_TIMEOUT_MARGIN_MS = 1_000;

/** The savepoint `requestTransaction` sets for the request's work in its opening round trip. */
const REQUEST_SAVEPOINT = 'request';

/**
 * The one door to Postgres: services run the statements their `*.queries.ts` builders make
 * through it, and nothing else touches the pool or a connection. Outside a transaction a
 * statement goes straight to the pool TypeORM holds (TypeORM's query runner would add a runner
 * object, events and result wrapping to each); `transaction` hands its work a `Db` bound to one
 * connection. Every statement, transaction control included, is shown to the observer first, so
 * counting them stays exact.
 *
 * A request may run inside a transaction of its own (`requestTransaction`, then
 * `asRequestTransaction`, for idempotent writes): then every statement any handle sends in that request's async context goes through
 * it, and a `transaction` opened meanwhile is a savepoint of it, so a service's work still
 * commits together or not at all within it.
 */
export class Db {
  /** The transaction's connection; undefined outside a transaction. */
  private client?: pg.PoolClient;
  /** The savepoints open on the transaction, innermost last. */
  private readonly savepoints: string[] = [];
  /** Set by `requestTransaction` until `asRequestTransaction` runs the request's work in it. */
  private requestSavepoint?: string;
  private savepointCount = 0;
  /** The last statement queued on the transaction's connection (see `enqueue`). */
  private queue: Promise<unknown> = Promise.resolve();
  /** Set once `commitWith` has committed the transaction: nothing more is sent on it. */
  private committed = false;
  /** What runs once the transaction has committed (see `afterCommit`). */
  private commitHooks?: (() => void)[];
  private readonly begin: string;

  constructor(
    private readonly pool: pg.Pool,
    private readonly observer: StatementObserver,
    private readonly options: DoorOptions = DIRECT,
    private readonly watchdog = options.answerWithinMs
      ? new StatementWatchdog(options.answerWithinMs)
      : undefined,
  ) {
    const timeouts = options.transactionTimeouts;
    // One simple-protocol round trip, as START TRANSACTION alone; SET LOCAL ends with the
    // transaction, so nothing is left on a connection the pooler gives to another client.
    this.begin = timeouts
      ? `START TRANSACTION; SET LOCAL statement_timeout = ${timeouts.statementTimeoutMs}; ` +
        `SET LOCAL lock_timeout = ${timeouts.lockTimeoutMs}`
      : 'START TRANSACTION';
  }

  /** The door over the pool of TypeORM's (initialised) data source. */
  static over(dataSource: DataSource, options: DoorOptions = DIRECT): Db {
    const pool = (dataSource.driver as PostgresDriver).master as pg.Pool;
    return new Db(pool, dataSource.logger, options);
  }

  /** Whether this handle is bound to an open transaction. */
  get inTransaction(): boolean {
    return this.client !== undefined;
  }

  /** Every row the statement answers. */
  async rows<Row>(statement: Statement<Row>): Promise<Row[]> {
    return (await this.send(statement)).rows as Row[];
  }

  /** The one row the statement answers; any other number of rows is a defect, thrown as such. */
  async one<Row>(statement: Statement<Row>): Promise<Row> {
    const rows = await this.rows(statement);
    if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`);
    return rows[0];
  }

  /** The row the statement answers, or null when it answers none; more than one is a defect. */
  async oneOrNone<Row>(statement: Statement<Row>): Promise<Row | null> {
    const rows = await this.rows(statement);
    if (rows.length > 1) throw new Error(`expected at most one row, got ${rows.length}`);
    return rows[0] ?? null;
  }

  /** Runs a write and answers how many rows it affected. */
  async exec(statement: Statement<unknown>): Promise<number> {
    return (await this.send(statement)).rowCount ?? 0;
  }

  /**
   * Runs `hook` once what was sent through this handle has committed: after the COMMIT of the
   * transaction it is in (the request's included), never when that rolls back, and at once
   * outside a transaction, where each statement commits by itself. For hints to other processes
   * (a job queue's nudge) that must not arrive before the change they point at is visible. A
   * hook that throws is ignored: it ran after the commit, the change stands.
   */
  afterCommit(hook: () => void): void {
    const tx = this.client ? this : openRequestTransaction();
    if (!tx) return runHook(hook);
    (tx.commitHooks ??= []).push(hook);
  }

  /**
   * Runs `work` in one transaction on one connection: everything it sends through the handle it
   * is given commits together or not at all. Called on a handle already in a transaction, `work`
   * joins that transaction.
   */
  async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    if (this.client) return work(this);
    const shared = openRequestTransaction();
    if (shared) return shared.savepoint(work);
    return this.transactionOpenedBy((tx) => tx.control(this.begin), work);
  }

  /**
   * A transaction for a request to run in (see `asRequestTransaction`), opened in one round trip
   * that also runs `guards` and then sets the savepoint the request's work will run in: what the
   * work writes can be undone without undoing the guards (a lock stays held). `work` gets the rows
   * each guard answered, in order. Each guard reads a snapshot taken when it starts, as any
   * statement of a READ COMMITTED transaction: a look-up after a lock sees what committed before
   * the lock was granted. A guard with values joins the round trip as an EXECUTE (`inRoundTrip`);
   * where it cannot, it and the guards after it follow one by one, and then the savepoint. What
   * is sent before `asRequestTransaction` is inside the savepoint too, so it is undone with the
   * request's work: send reads there, not writes. The savepoint is never released: the COMMIT
   * does that.
   */
  async requestTransaction<const S extends readonly Statement<unknown>[], T>(
    guards: S,
    work: (tx: Db, guardRows: GuardRows<S>) => Promise<T>,
  ): Promise<T> {
    if (this.client || openRequestTransaction()) {
      throw new Error('a request transaction opens outside any transaction');
    }
    let guardRows: GuardRows<S>;
    return this.transactionOpenedBy(
      async (tx) => {
        const joined: string[] = [];
        for (const guard of guards) {
          const text = await tx.inRoundTrip(guard);
          if (text === undefined) break;
          joined.push(text);
        }
        const rest = guards.slice(joined.length);
        const savepoint = `SAVEPOINT ${REQUEST_SAVEPOINT}`;
        const opening = [this.begin, ...joined, ...(rest.length ? [] : [savepoint])].join('; ');
        this.observer.logQuery(opening);
        const results = (await tx.enqueue({
          text: opening,
        })) as unknown as pg.QueryResult<pg.QueryResultRow>[];
        // START TRANSACTION (with its SET LOCALs), the guards joined, the savepoint if it came.
        const after = results.length - (rest.length ? 0 : 1);
        const rows = results
          .slice(after - joined.length, after)
          .map((result): unknown[] => result.rows);
        for (const guard of rest) rows.push(await tx.rows(guard));
        if (rest.length) await tx.control(savepoint);
        guardRows = rows as GuardRows<S>;
        tx.requestSavepoint = REQUEST_SAVEPOINT;
      },
      (tx) => work(tx, guardRows),
    );
  }

  /**
   * Commits this transaction in the round trip that sends `last`, its last statement (as
   * `inRoundTrip` writes it), and answers how many rows `last` wrote: one round trip fewer than
   * sending it and then the COMMIT. When it fails the server skips the COMMIT, and the
   * transaction rolls back as on any error. Where `last` cannot join the COMMIT, the two go one
   * after the other. Only outside savepoints; nothing is sent on the transaction after it.
   */
  async commitWith(last: Statement<unknown>): Promise<number> {
    if (!this.client || this.savepoints.length || this.committed) {
      throw new Error('commitWith ends a transaction, outside its savepoints');
    }
    const text = await this.inRoundTrip(last);
    if (text === undefined) {
      const written = await this.exec(last);
      await this.control('COMMIT');
      this.committed = true;
      return written;
    }
    const sent = `${text}; COMMIT`;
    this.observer.logQuery(sent);
    const [written] = (await this.enqueue({ text: sent })) as unknown as pg.QueryResult[];
    this.committed = true;
    return written.rowCount ?? 0;
  }

  /**
   * How `statement` is written into a round trip of several statements, which goes in the simple
   * protocol and takes no values: as it is when it has none. When it has, and is declared
   * prepared, as an EXECUTE of it with its values written as literals (`sqlLiteral`), prepared in
   * SQL on this connection the first time (PREPARE, a round trip of its own, kept for the
   * connection's life as pg keeps its named statements): planned once, as a prepared statement
   * sent alone. Undefined when it cannot join: its plan would be made on every run, or statements
   * are not prepared on these connections (a transaction-mode pooler).
   */
  private async inRoundTrip(statement: Statement<unknown>): Promise<string | undefined> {
    if (!statement.values.length) return statement.text;
    if (!statement.prepared || !this.options.preparedStatements) return undefined;
    const client = this.client!;
    const name = preparedName(statement.text, SQL_NAMES);
    let prepared = preparedInSql.get(client);
    if (!prepared) preparedInSql.set(client, (prepared = new Set()));
    if (!prepared.has(name)) {
      // Connection set-up, as pg's own Parse of a named statement: not shown to the observer.
      await this.enqueue({ text: `PREPARE ${name} AS ${statement.text}` });
      prepared.add(name);
    }
    return `EXECUTE ${name}(${statement.values.map(sqlLiteral).join(', ')})`;
  }

  private async transactionOpenedBy<T>(
    open: (tx: Db) => Promise<void>,
    work: (tx: Db) => Promise<T>,
  ): Promise<T> {
    const tx = this.boundTo(await this.checkOut());
    const client = tx.client!;
    let broken: Error | undefined;
    try {
      await open(tx);
      const result = await work(tx);
      if (!tx.committed) await tx.control('COMMIT');
      for (const hook of tx.commitHooks ?? []) runHook(hook);
      return result;
    } catch (error) {
      if (!tx.committed) {
        await tx.control('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      }
      throw error;
    } finally {
      // A connection whose rollback failed is in an unknown state: the pool drops it.
      client.release(broken);
    }
  }

  /**
   * Makes this transaction the request's while `work` runs: every statement sent in its async
   * context, through any handle, joins it, and `transaction` becomes a savepoint. `work` itself
   * runs in the savepoint `requestTransaction` set, so when it throws, what it wrote is undone
   * and the transaction (with the locks it took before) stays usable. Once `work` is over,
   * statements go to the pool again, even from something `work` left running. Once per request
   * transaction.
   */
  async asRequestTransaction<T>(work: () => Promise<T>): Promise<T> {
    const name = this.requestSavepoint;
    if (!name) throw new Error('asRequestTransaction runs once, in a requestTransaction');
    this.requestSavepoint = undefined;
    const shared: RequestTransaction = { tx: this, open: true };
    this.savepoints.push(name);
    requestTransactionsOpen += 1;
    try {
      const result = await requestTransaction.run(shared, work);
      this.leave(name);
      return result;
    } catch (error) {
      await this.rollBackTo(name);
      throw error;
    } finally {
      shared.open = false;
      // The last one out turns the storage, and with it the promise hooks, off.
      if (--requestTransactionsOpen === 0) requestTransaction.disable();
    }
  }

  /**
   * Runs `work` in a savepoint of this transaction: on an error, what it sent is rolled back and
   * the error rethrown; the transaction goes on. Savepoints nest; two run side by side on one
   * connection would release each other, which is refused as a defect.
   */
  private async savepoint<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const name = `nested_${++this.savepointCount}`;
    await this.control(`SAVEPOINT ${name}`);
    this.savepoints.push(name);
    try {
      const result = await work(this);
      this.leave(name);
      await this.control(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await this.rollBackTo(name);
      throw error;
    }
  }

  private async rollBackTo(name: string): Promise<void> {
    if (this.savepoints.at(-1) === name) this.savepoints.pop();
    // A connection that cannot roll back fails the statements after it, the COMMIT included.
    await this.control(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
  }

  private leave(name: string): void {
    if (this.savepoints.at(-1) !== name) {
      throw new Error(
        `savepoint ${name} ended while a later one was open: overlapping transactions`,
      );
    }
    this.savepoints.pop();
  }

  /**
   * Every row the statement answers, as an object-mode stream read through a cursor in batches
   * of `batchSize`: memory holds a batch or two whatever the number of rows, and a batch is
   * fetched only when the reader has taken the last one. The statement runs in a read-only
   * transaction of its own on one pooled connection, so every row comes from one snapshot. The
   * whole read is bounded by `maxDurationMs`, past which the stream fails (a reader that stalls
   * cannot hold the connection), and not by the statement timeout, which the server would count
   * from the first fetch to the last. The first batch is read before the stream is answered, so a statement that
   * fails does so here, before anything is sent. Not inside a transaction: the cursor holds its
   * connection until the reader is done.
   */
  async stream<Row>(
    statement: Statement<Row>,
    options: { batchSize: number; maxDurationMs: number },
  ): Promise<Readable> {
    if (this.client || openRequestTransaction()) {
      throw new Error('stream reads on a connection of its own, outside any transaction');
    }
    const tx = this.boundTo(await this.checkOut());
    const client = tx.client!;
    // Not watched: the watchdog would end the cursor one statement timeout after it started,
    // whatever its progress; the deadline below bounds the whole read instead.
    const cursor = new Cursor<Row>(statement.text, [...statement.values]);
    /** Rows read but not yet handed on; a batch shorter than asked for is the last one. */
    let pending: Row[] | undefined;
    let last = false;
    let fetching = false;
    let released = false;
    const release = async (failure?: Error | null): Promise<void> => {
      if (released) return;
      released = true;
      clearTimeout(deadline);
      // A cursor left mid-read (an error, a reader gone) leaves the connection in a state not
      // worth repairing: the pool drops it, and the server ends its transaction.
      if (failure) return client.release(failure);
      try {
        await tx.control('COMMIT');
        client.release();
      } catch (error) {
        client.release(error as Error);
      }
    };
    const hand = (readable: Readable, rows: Row[]) => {
      for (const row of rows) readable.push(row);
      if (last) readable.push(null);
    };
    const stream = new Readable({
      objectMode: true,
      highWaterMark: options.batchSize,
      read() {
        if (pending) {
          const rows = pending;
          pending = undefined;
          return hand(this, rows);
        }
        if (fetching || last) return;
        fetching = true;
        cursor.read(options.batchSize).then(
          async (rows) => {
            fetching = false;
            last = rows.length < options.batchSize;
            if (last) await release();
            hand(this, rows);
          },
          (error: Error) => this.destroy(error),
        );
      },
      destroy(error, done) {
        // After the last row the connection is back already; before it, it is dropped.
        release(error ?? new Error('stream closed before its end')).then(() => done(error), done);
      },
    });
    const deadline = setTimeout(() => {
      stream.destroy(new Error(`stream read past its ${options.maxDurationMs} ms`));
    }, options.maxDurationMs);
    try {
      // The server times a cursor's statement from its first fetch to its last (fetches are
      // not synced one by one), so the pool's statement timeout would cancel a read that takes
      // longer, however fast each fetch: here it covers the whole read, past the deadline's own.
      const readTimeoutMs = Math.ceil(options.maxDurationMs) + STREAM_TIMEOUT_MARGIN_MS;
      await tx.control(
        `${this.begin.replace('START TRANSACTION', 'START TRANSACTION READ ONLY')}; ` +
          `SET LOCAL statement_timeout = ${readTimeoutMs}`,
      );
      this.observer.logQuery(statement.text, statement.values as unknown[]);
      client.query(cursor);
      pending = await cursor.read(options.batchSize);
      // All of it in one batch: the connection goes back before the first byte is sent.
      last = pending.length < options.batchSize;
      if (last) await release();
    } catch (error) {
      await release(error as Error);
      throw error;
    }
    return stream;
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
    client.on('error', () => {});
    try {
      await client.connect();
      this.observer.logQuery(statement.text, statement.values as unknown[]);
      await client.query(statement.text, statement.values as unknown[]);
      return true;
    } catch {
      return false;
    } finally {
      void client.end().catch(() => {});
    }
  }

  private async control(text: string): Promise<void> {
    this.observer.logQuery(text);
    await this.enqueue({ text });
  }

  private send(statement: Statement<unknown>): Promise<pg.QueryResult> {
    if (this.committed) {
      return Promise.reject(new Error('the transaction has committed: nothing more is sent on it'));
    }
    const config = queryConfig(statement, this.options.preparedStatements);
    this.observer.logQuery(config.text, config.values);
    if (this.client) return this.enqueue(config);
    const shared = openRequestTransaction();
    if (shared) return shared.enqueue(config);
    return this.watchdog ? this.sendPooled(config, this.watchdog) : this.pool.query(config);
  }

  /**
   * A statement outside any transaction, on a connection checked out for it alone (as
   * `pool.query` does), so the watchdog knows which connection to end.
   */
  private async sendPooled(
    config: pg.QueryConfig,
    watchdog: StatementWatchdog,
  ): Promise<pg.QueryResult> {
    const client = await this.checkOut();
    try {
      const result = await sendOn(client, config, watchdog);
      client.release();
      return result;
    } catch (error) {
      // The server's own errors leave the connection usable; any other (lost, ended) drops it.
      client.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
      throw error;
    }
  }

  /**
   * A pooled connection for this door's own use. The pool listens for a connection's errors only
   * while it is idle; one that fails while checked out (lost, or ended by the watchdog) also
   * fails its statement, which is where the error is handled, so the event itself is let go
   * rather than thrown as an unhandled 'error' event.
   */
  private async checkOut(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    if (!guardedClients.has(client)) {
      guardedClients.add(client);
      client.on('error', letGo);
    }
    return client;
  }

  /** A handle bound to `client`, sharing this door's pool, observer and watchdog. */
  private boundTo(client: pg.PoolClient): Db {
    const tx = new Db(this.pool, this.observer, this.options, this.watchdog);
    tx.client = client;
    return tx;
  }

  /**
   * Sends on the transaction's connection after what is already queued there: work may send
   * side by side (Promise.all; a request's services do, as they would on pooled connections),
   * and one connection takes one query at a time.
   */
  private enqueue(config: pg.QueryConfig): Promise<pg.QueryResult> {
    const send = () => sendOn(this.client!, config, this.watchdog);
    const result = this.queue.then(send, send);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/**
 * Sends `config` on `client` through pg's callback form. Its promise form (`client.query(config)`
 * without a callback) wraps the answer in closures made inside pg's `Client.query`, and under load
 * those kept answered queries' rows alive through young-generation collections: on the contact
 * list 4.3 MB survived each scavenge against 0.7 MB this way, and were then promoted and collected
 * from the old generation (bench/README.md, "The garbage collector: answered rows kept alive").
 */
function sendOn(
  client: pg.ClientBase,
  config: pg.QueryConfig,
  watchdog?: StatementWatchdog,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    watchdog?.sent(client);
    client.query(config, (error: Error | null, result: pg.QueryResult) => {
      watchdog?.answered(client);
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/** Connections `checkOut` has given an error listener (see there). */
const guardedClients = new WeakSet<pg.PoolClient>();

function letGo(): void {}

function runHook(hook: () => void): void {
  try {
    hook();
  } catch {
    // See afterCommit: the commit stands whatever a hook does.
  }
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

/** Unnamed when prepared statements are off: a pooler may send each to another connection. */
function queryConfig(statement: Statement<unknown>, preparedStatements: boolean): pg.QueryConfig {
  const values = statement.values as unknown[];
  return preparedStatements && statement.prepared
    ? { name: preparedName(statement.text, PROTOCOL_NAMES), text: statement.text, values }
    : { text: statement.text, values };
}
