import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { Connections } from './checkout.js';
import { inRoundTrip, queryConfig } from './round-trip.js';
import type { Statement } from './statement.js';
import { runTransaction, type Transaction } from './transaction.js';

/** The rows each guard of a request transaction answered, in the order the guards were given. */
export type GuardRows<S extends readonly Statement<unknown>[]> = {
  -readonly [K in keyof S]: S[K] extends Statement<infer Row> ? Row[] : never;
};

/** The request transaction statements join while it is open (see `runAsRequestTransaction`). */
interface RequestTransaction {
  readonly tx: Transaction;
  open: boolean;
}

/**
 * Enabled only while a request transaction is open anywhere in the process: once a storage is
 * entered, Node 20 runs promise hooks on every promise of every request until the last storage
 * is disabled again.
 */
const storage = new AsyncLocalStorage<RequestTransaction>();
let requestTransactionsOpen = 0;

/** The savepoint a request transaction's opening sets for the request's work. */
const REQUEST_SAVEPOINT = 'request';

/** The open request transaction of the current async context, if any. */
export function openRequestTransaction(): Transaction | undefined {
  const shared = storage.getStore();
  return shared?.open ? shared.tx : undefined;
}

/** Whether the storage request transactions travel in is enabled (tests read it). */
export function requestTransactionStorageEnabled(): boolean {
  return requestTransactionsOpen > 0;
}

/**
 * Opens a transaction with `guards` and the request's savepoint in one round trip (see
 * `Db.requestTransaction`) and runs `work` in it with the rows each guard answered.
 */
export function runRequestTransaction<const S extends readonly Statement<unknown>[], T>(
  connections: Connections,
  guards: S,
  work: (tx: Transaction, guardRows: GuardRows<S>) => Promise<T>,
): Promise<T> {
  let guardRows: GuardRows<S>;
  return runTransaction(
    connections,
    async (tx) => {
      const joined: string[] = [];
      for (const guard of guards) {
        const text = await inRoundTrip(tx, guard);
        if (text === undefined) break;
        joined.push(text);
      }
      const rest = guards.slice(joined.length);
      const savepoint = `SAVEPOINT ${REQUEST_SAVEPOINT}`;
      const opening = [connections.begin, ...joined, ...(rest.length ? [] : [savepoint])].join(
        '; ',
      );
      connections.observer.logQuery(opening);
      const results = (await tx.enqueue({
        text: opening,
      })) as unknown as pg.QueryResult<pg.QueryResultRow>[];
      // START TRANSACTION (with its SET LOCALs), the guards joined, the savepoint if it came.
      const after = results.length - (rest.length ? 0 : 1);
      const rows = results
        .slice(after - joined.length, after)
        .map((result): unknown[] => result.rows);
      for (const guard of rest) {
        const config = queryConfig(guard, connections.options.preparedStatements);
        connections.observer.logQuery(config.text, config.values);
        rows.push((await tx.enqueue(config)).rows);
      }
      if (rest.length) await tx.control(savepoint);
      guardRows = rows as GuardRows<S>;
      tx.requestSavepoint = REQUEST_SAVEPOINT;
    },
    (tx) => work(tx, guardRows),
  );
}

/**
 * Makes `tx` the request's transaction while `work` runs: every statement sent in its async
 * context, through any handle, joins it. `work` runs in the savepoint the opening set, so when it
 * throws, what it wrote is undone and the transaction (with the locks taken before) stays usable.
 */
export async function runAsRequestTransaction<T>(
  tx: Transaction,
  work: () => Promise<T>,
): Promise<T> {
  const name = tx.requestSavepoint;
  if (!name) throw new Error('asRequestTransaction runs once, in a requestTransaction');
  tx.requestSavepoint = undefined;
  const shared: RequestTransaction = { tx, open: true };
  tx.savepoints.push(name);
  requestTransactionsOpen += 1;
  try {
    const result = await storage.run(shared, work);
    tx.leave(name);
    return result;
  } catch (error) {
    await tx.rollBackTo(name);
    throw error;
  } finally {
    shared.open = false;
    // The last one out turns the storage, and with it the promise hooks, off.
    if (--requestTransactionsOpen === 0) storage.disable();
  }
}
