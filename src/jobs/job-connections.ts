import pg from 'pg';
import { checkOutOf, sendOn } from '../database/checkout.js';
import { inSessionTimeZone, POOL_ACQUIRE_TIMEOUT_MS } from '../database/data-source-options.js';
import { StatementWatchdog } from '../database/statement-watchdog.js';

/**
 * pg-boss's connections, handed to it (its `db` option) rather than opened by it, so that a
 * stopping process can see whether any of its queries is still on its way: a worker's fetch under
 * way when the stop began is the one thing that keeps a worker running after it was told to stop.
 *
 * Guarded as the door's are, since pg-boss's workers await each fetch without a limit of their
 * own: a connection the database stops answering (a failover, a network that drops it silently)
 * would hold its worker, and every job of its queue, for good. Making a connection, or waiting
 * for one, fails after the pool's acquire timeout; the network is probed (TCP keepalive); and a
 * statement unanswered past `answerWithinMs` ends its connection (the door's watchdog), so the
 * fetch fails and the worker fetches again on a new one. Its sessions run in UTC, as the door's
 * do (`inSessionTimeZone`).
 */
export class JobConnections {
  private readonly pool: pg.Pool;
  private readonly watchdog?: StatementWatchdog;
  private watching = false;
  /** Connections with a statement on its way, which `close` ends rather than waits for. */
  private readonly sending = new Set<pg.PoolClient>();
  private running = 0;
  private started = 0;

  /**
   * `answerWithinMs`: the door's (the statement timeout plus a margin). pg-boss's statements are
   * short (fetch, complete, insert, its maintenance of a few minutes' finished jobs); the work of
   * a job is not among them: handlers run theirs through the door, under its own limits. A
   * maintenance cut short (one kept waiting on another's lock) runs again at the next interval.
   * Unset, a statement waits as long as it takes. `settingsAtConnect` false: `connectionString`
   * is a pooler's in transaction mode, which takes no startup option (DATABASE_PREPARED_STATEMENTS).
   */
  constructor(
    connectionString: string,
    max: number,
    answerWithinMs: number | undefined,
    onError: (error: Error) => void,
    settingsAtConnect = true,
  ) {
    this.pool = new pg.Pool({
      ...inSessionTimeZone(connectionString, settingsAtConnect),
      max,
      application_name: 'pipeline-crm-jobs',
      connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
      keepAlive: true,
    });
    this.pool.on('error', onError);
    this.watchdog = answerWithinMs ? new StatementWatchdog(answerWithinMs) : undefined;
  }

  /**
   * Statements are watched from now on: pg-boss's start, which may migrate its schema (as long
   * as that takes, as the service's own migrations may), is not.
   */
  watch(): void {
    this.watching = true;
  }

  /** The one method pg-boss calls on its database. */
  async executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    this.running++;
    this.started++;
    try {
      const client = await checkOutOf(this.pool);
      this.sending.add(client);
      try {
        const result = await sendOn(
          client,
          { text, values },
          this.watching ? this.watchdog : undefined,
        );
        client.release();
        return result;
      } catch (error) {
        // Dropped whatever failed, as `pool.query` does: pg-boss's statements open transactions
        // of their own (BEGIN; …; COMMIT), which one that failed midway leaves open.
        client.release(error as Error);
        throw error;
      } finally {
        this.sending.delete(client);
      }
    } finally {
      this.running--;
    }
  }

  /** Queries on their way now. */
  get inFlight(): number {
    return this.running;
  }

  /** Queries begun so far: a stop sees whether one began while it waited. */
  get begun(): number {
    return this.started;
  }

  /**
   * Ends the pool. A statement still unanswered now (its stop's wait is over) fails: its
   * connection is ended at once, as the pool's end would otherwise wait for an answer that may
   * never come.
   */
  async close(): Promise<void> {
    for (const client of this.sending) void client.end().catch(() => undefined);
    if (!this.pool.ending) await this.pool.end();
  }
}
