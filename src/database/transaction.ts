import type pg from 'pg';
import { type Connections, type QueryConfig, sendOn } from './checkout.js';
import { currentPlace } from './request-place.js';

/**
 * One transaction on one checked-out connection: what is queued on it, the savepoints open on it,
 * and what runs once it commits. `Db` handles bound to it send through `enqueue`.
 */
export class Transaction {
  /** The savepoints open on the transaction, innermost last. */
  readonly savepoints: string[] = [];
  /** Set by a request transaction's opening until its work runs in it (request-transaction.ts). */
  requestSavepoint?: string;
  /** Set once the transaction has committed with its last statement: nothing more is sent. */
  committed = false;
  /** What runs once the transaction has committed (see `Db.afterCommit`). */
  commitHooks?: (() => void)[];
  private savepointCount = 0;
  /** The last statement queued on the connection (see `enqueue`). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly connections: Connections,
    readonly client: pg.PoolClient,
  ) {}

  /**
   * Sends on the transaction's connection after what is already queued there: work may send
   * side by side (Promise.all; a request's services do, as they would on pooled connections),
   * and one connection takes one query at a time.
   */
  enqueue(config: QueryConfig): Promise<pg.QueryResult> {
    const send = () => sendOn(this.client, config, this.connections.watchdog);
    const result = this.queue.then(send, send);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** A statement of transaction control, shown to the observer as every statement is. */
  async control(text: string): Promise<void> {
    this.connections.observer.logQuery(text);
    await this.enqueue({ text });
  }

  /**
   * Runs `work` in a savepoint of this transaction: on an error, what it sent is rolled back and
   * the error rethrown; the transaction goes on. Savepoints nest; two run side by side on one
   * connection would release each other, which is refused as a defect.
   */
  async savepoint<T>(work: () => Promise<T>): Promise<T> {
    const name = `nested_${++this.savepointCount}`;
    await this.control(`SAVEPOINT ${name}`);
    this.savepoints.push(name);
    try {
      const result = await work();
      this.leave(name);
      await this.control(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await this.rollBackTo(name);
      throw error;
    }
  }

  async rollBackTo(name: string): Promise<void> {
    if (this.savepoints.at(-1) === name) this.savepoints.pop();
    // A connection that cannot roll back fails the statements after it, the COMMIT included.
    await this.control(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
  }

  leave(name: string): void {
    if (this.savepoints.at(-1) !== name) {
      throw new Error(
        `savepoint ${name} ended while a later one was open: overlapping transactions`,
      );
    }
    this.savepoints.pop();
  }

  afterCommit(hook: () => void): void {
    (this.commitHooks ??= []).push(hook);
  }
}

/**
 * Runs `work` in a transaction on a connection of its own, opened by `open`: it commits when
 * `work` succeeds (unless `work` committed it itself), rolls back when either throws, and runs
 * the commit hooks once committed.
 */
export async function runTransaction<T>(
  connections: Connections,
  open: (tx: Transaction) => Promise<void>,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const place = currentPlace();
  const tx = new Transaction(connections, await connections.checkOut(place));
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
    connections.checkIn(tx.client, place, broken);
  }
}

/** Runs a commit hook; one that throws is ignored: it ran after the commit, the change stands. */
export function runHook(hook: () => void): void {
  try {
    hook();
  } catch {
    // See Db.afterCommit.
  }
}
