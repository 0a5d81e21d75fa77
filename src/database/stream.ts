import { Readable } from 'node:stream';
import Cursor from 'pg-cursor';
import type { Connections } from './checkout.js';
import { currentPlace } from './request-place.js';
import type { Statement } from './statement.js';
import { Transaction } from './transaction.js';

/** How much longer than a stream's deadline the server lets its cursor run: the deadline ends it. */
const STREAM_TIMEOUT_MARGIN_MS = 1_000;

export interface StreamOptions {
  batchSize: number;
  maxDurationMs: number;
}

/**
 * Every row of `statement` as an object-mode stream read through a cursor (see `Db.stream`), in a
 * read-only transaction on a connection of its own, which goes back once the last batch is read
 * or is dropped when the stream ends early; the request's place in its workspace's share goes
 * with it.
 */
export async function streamRows<Row>(
  connections: Connections,
  statement: Statement<Row>,
  options: StreamOptions,
): Promise<Readable> {
  const place = currentPlace();
  const tx = new Transaction(connections, await connections.checkOut(place));
  const client = tx.client;
  // The batches after the first are not watched: the watchdog would end the cursor one statement
  // timeout after it started, whatever its progress; the deadline below bounds the whole read.
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
    if (failure) return connections.checkIn(client, place, failure);
    try {
      await tx.control('COMMIT');
      connections.checkIn(client, place);
    } catch (error) {
      connections.checkIn(client, place, error as Error);
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
    // The server times a cursor's statement from its first fetch to its last (fetches are not
    // synced one by one), so the pool's statement timeout would cancel a read that takes
    // longer, however fast each fetch: here it covers the whole read, past the deadline's own.
    const readTimeoutMs = Math.ceil(options.maxDurationMs) + STREAM_TIMEOUT_MARGIN_MS;
    await tx.control(
      `${connections.begin.replace('START TRANSACTION', 'START TRANSACTION READ ONLY')}; ` +
        `SET LOCAL statement_timeout = ${readTimeoutMs}`,
    );
    connections.observer.logQuery(statement.text, statement.values as unknown[]);
    // The first batch is read before anything is answered, so it is watched as any statement
    // is: one the database never answers (a lock it waits on past the statement timeout, a
    // frozen server) ends its connection and fails the request with a 503, where the server,
    // timing the whole read, would let it wait until the deadline.
    connections.watchdog?.sent(client);
    try {
      client.query(cursor);
      pending = await cursor.read(options.batchSize);
    } finally {
      connections.watchdog?.answered(client);
    }
    // All of it in one batch: the connection goes back before the first byte is sent.
    last = pending.length < options.batchSize;
    if (last) await release();
  } catch (error) {
    await release(error as Error);
    throw error;
  }
  return stream;
}
