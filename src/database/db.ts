import type { Readable } from 'node:stream';
import type pg from 'pg';
import { Connections, DIRECT, type DoorOptions, type StatementObserver } from './checkout.js';
import {
  type GuardRows,
  openRequestTransaction,
  runAsRequestTransaction,
  runRequestTransaction,
} from './request-transaction.js';
import { commitWith, queryConfig } from './round-trip.js';
import type { Statement } from './statement.js';
import { type StreamOptions, streamRows } from './stream.js';
import { runHook, runTransaction, type Transaction } from './transaction.js';

export type { DoorOptions, StatementObserver } from './checkout.js';
export type { GuardRows } from './request-transaction.js';
export { requestTransactionStorageEnabled } from './request-transaction.js';

/**
 * The one door to Postgres: services run the statements their `*.queries.ts` builders make
 * through it, and nothing else touches the pool or a connection. Each mechanism has its file:
 * checkout.ts (the pool, a statement alone, the watchdog), request-place.ts (the place a
 * checkout takes in its workspace's share of the pool), transaction.ts (transactions and
 * savepoints), request-transaction.ts (a request's own transaction), round-trip.ts (statements
 * joined into one round trip), row-objects.ts (rows read as arrays, made objects), stream.ts
 * (cursor reads). Every statement, transaction control included, is shown to the observer
 * first, so counting them stays exact.
 *
 * A handle is bound to a transaction (`transaction` hands one to its work) or sends each
 * statement on a pooled connection of its own. While a request transaction is open
 * (`requestTransaction`, then `asRequestTransaction`, for idempotent writes), every statement any
 * handle sends in that request's async context goes through it, and a `transaction` opened
 * meanwhile is a savepoint of it, so a service's work still commits together or not at all.
 */
export class Db {
  /** The transaction this handle is bound to; undefined outside one. */
  private tx?: Transaction;

  constructor(
    pool: pg.Pool,
    observer: StatementObserver,
    options: DoorOptions = DIRECT,
    private readonly connections = new Connections(pool, observer, options),
  ) {}

  /** What is shown every statement before it is sent (the opt-in counter; the tests' counts). */
  get observer(): StatementObserver {
    return this.connections.observer;
  }

  /** Whether this handle is bound to an open transaction. */
  get inTransaction(): boolean {
    return this.tx !== undefined;
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
    const tx = this.tx ?? openRequestTransaction();
    if (tx) tx.afterCommit(hook);
    else runHook(hook);
  }

  /**
   * Runs `work` in one transaction on one connection: everything it sends through the handle it
   * is given commits together or not at all. Called on a handle already in a transaction, `work`
   * joins that transaction.
   */
  async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    if (this.tx) return work(this);
    const shared = openRequestTransaction();
    if (shared) return shared.savepoint(() => work(this.boundTo(shared)));
    return runTransaction(
      this.connections,
      (tx) => tx.control(this.connections.begin),
      (tx) => work(this.boundTo(tx)),
    );
  }

  /**
   * Runs `work` as `transaction` does, and where this handle is in a transaction already, in a
   * savepoint of it: when `work` throws, what it sent is undone and the transaction can go on
   * (a batch whose one row a constraint refuses).
   */
  async savepoint<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const tx = this.tx;
    return tx ? tx.savepoint(() => work(this)) : this.transaction(work);
  }

  /**
   * Runs `attempt` in a savepoint until it answers. A write that locks rows in a statement of
   * their own, in id order, and finds afterwards a row it changes that the lock did not take (one
   * a concurrent write tied to it meanwhile) calls `again`: taking that row now, after rows of
   * higher ids, could wait for a write that holds it and waits for them. What the attempt did is
   * undone, its locks given back, and it runs again, that row locked with the others. Writes
   * that keep tying rows to it could keep it running: past `LOCKING_AGAIN_ATTEMPTS` it throws
   * `LocksKeptMoving`, answered as a lost wait on locks is (503 with Retry-After), and the
   * transaction rolls back.
   */
  async lockingAgain<T>(attempt: (tx: Db, again: () => never) => Promise<T>): Promise<T> {
    for (let attempts = 1; ; attempts++) {
      try {
        return await this.savepoint((sp) => attempt(sp, lockAgain));
      } catch (error) {
        if (!(error instanceof LockAgain)) throw error;
        if (attempts >= LOCKING_AGAIN_ATTEMPTS) throw new LocksKeptMoving(attempts);
      }
    }
  }

  /**
   * A transaction for a request to run in (see `asRequestTransaction`), opened in one round trip
   * that also runs `guards` and then sets the savepoint the request's work will run in: what the
   * work writes can be undone without undoing the guards (a lock stays held). `work` gets the rows
   * each guard answered, in order. Each guard reads a snapshot taken when it starts, as any
   * statement of a READ COMMITTED transaction: a look-up after a lock sees what committed before
   * the lock was granted. A guard with values joins the round trip as an EXECUTE (round-trip.ts);
   * where it cannot, it and the guards after it follow one by one, and then the savepoint. What
   * is sent before `asRequestTransaction` is inside the savepoint too, so it is undone with the
   * request's work: send reads there, not writes. The savepoint is never released: the COMMIT
   * does that.
   */
  async requestTransaction<const S extends readonly Statement<unknown>[], T>(
    guards: S,
    work: (tx: Db, guardRows: GuardRows<S>) => Promise<T>,
  ): Promise<T> {
    if (this.tx || openRequestTransaction()) {
      throw new Error('a request transaction opens outside any transaction');
    }
    return runRequestTransaction(this.connections, guards, (tx, rows) =>
      work(this.boundTo(tx), rows),
    );
  }

  /**
   * Makes this transaction the request's while `work` runs: every statement sent in its async
   * context, through any handle, joins it, and `transaction` becomes a savepoint. `work` itself
   * runs in the savepoint `requestTransaction` set, so when it throws, what it wrote is undone
   * and the transaction (with the locks it took before) stays usable. Once `work` is over,
   * statements go to the pool again, even from something `work` left running. Once per request
   * transaction.
   */
  asRequestTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (!this.tx) throw new Error('asRequestTransaction runs once, in a requestTransaction');
    return runAsRequestTransaction(this.tx, work);
  }

  /**
   * Commits this transaction in the round trip that sends `last`, its last statement, and answers
   * how many rows `last` wrote (round-trip.ts). When it fails the server skips the COMMIT, and
   * the transaction rolls back as on any error. Only outside savepoints; nothing is sent on the
   * transaction after it.
   */
  async commitWith(last: Statement<unknown>): Promise<number> {
    const tx = this.tx;
    if (!tx || tx.savepoints.length || tx.committed) {
      throw new Error('commitWith ends a transaction, outside its savepoints');
    }
    return commitWith(tx, last);
  }

  /**
   * Every row the statement answers, as an object-mode stream read through a cursor in batches
   * of `batchSize`: memory holds a batch or two whatever the number of rows, and a batch is
   * fetched only when the reader has taken the last one. The statement runs in a read-only
   * transaction of its own on one pooled connection, so every row comes from one snapshot. The
   * whole read is bounded by `maxDurationMs`, past which the stream fails (a reader that stalls
   * cannot hold the connection), and not by the statement timeout, which the server would count
   * from the first fetch to the last. The first batch is read before the stream is answered, so
   * a statement that fails does so here, before anything is sent; that read is watched as a
   * statement is (`answerWithinMs`), so one the database never answers fails here too. Not
   * inside a transaction: the cursor holds its connection until the reader is done.
   */
  async stream<Row>(statement: Statement<Row>, options: StreamOptions): Promise<Readable> {
    if (this.tx || openRequestTransaction()) {
      throw new Error('stream reads on a connection of its own, outside any transaction');
    }
    return streamRows(this.connections, statement, options);
  }

  /**
   * Whether the database answers `statement` within `timeoutMs` on a connection of its own,
   * outside the pool: only for telling a database that is down from a pool that is busy
   * (GET /health), which a pool whose connections are all taken cannot say.
   */
  answersOutsidePool(statement: Statement<unknown>, timeoutMs: number): Promise<boolean> {
    return this.connections.answersOutsidePool(statement, timeoutMs);
  }

  private send(statement: Statement<unknown>): Promise<pg.QueryResult> {
    if (this.tx?.committed) {
      return Promise.reject(new Error('the transaction has committed: nothing more is sent on it'));
    }
    const config = queryConfig(statement, this.connections.options.preparedStatements);
    this.connections.observer.logQuery(config.text, config.values);
    const tx = this.tx ?? openRequestTransaction();
    return tx ? tx.enqueue(config) : this.connections.send(config);
  }

  /** A handle bound to `tx`, sharing this door's connections. */
  private boundTo(tx: Transaction): Db {
    const handle = new Db(
      this.connections.pool,
      this.connections.observer,
      this.connections.options,
      this.connections,
    );
    handle.tx = tx;
    return handle;
  }
}

/** How many times `lockingAgain` runs its attempt before it gives up (`LocksKeptMoving`). */
export const LOCKING_AGAIN_ATTEMPTS = 5;

/**
 * What `lockingAgain` throws when each of its attempts found a row tied to the write meanwhile:
 * concurrent writes kept tying rows faster than it took them. Nothing is wrong with the request,
 * which sent again goes through once they settle: answered 503 with Retry-After, as a lost
 * wait on locks is (database-faults.ts).
 */
export class LocksKeptMoving extends Error {
  constructor(attempts: number) {
    super(`rows kept being tied to the write while it took its locks, ${attempts} times`);
    this.name = 'LocksKeptMoving';
  }
}

/** What `lockingAgain`'s `again` throws: the attempt is undone and runs again. */
class LockAgain extends Error {}

function lockAgain(): never {
  throw new LockAgain();
}
