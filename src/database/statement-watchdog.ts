import type pg from 'pg';

/**
 * What a statement the database never answered fails with: its connection was ended by the
 * watchdog. Mapped to a 503 like a statement timeout (see database-faults.ts).
 */
export class StatementNotAnswered extends Error {
  constructor(limitMs: number) {
    super(`the database did not answer a statement within ${limitMs} ms`);
    this.name = 'StatementNotAnswered';
  }
}

/** The connection's socket; pg exposes it on every client, typed or not. */
interface WithSocket {
  connection: { stream: { destroy(error?: Error): void } };
}

/**
 * Ends a connection whose statement got no answer within the limit: the server enforces
 * statement_timeout only while it runs, so a frozen server or a silently dropped network would
 * otherwise leave the request waiting forever.
 *
 * One timer for every connection, rather than pg's `query_timeout`, which arms a timer and wraps
 * the callback of every query in closures of its own that keep answered rows alive through
 * young-generation collections under load (bench/README.md). Here a statement costs a map entry
 * keyed by its (long-lived) connection whose value is a small integer: nothing young is kept.
 */
export class StatementWatchdog {
  /** When each connection's statement in flight was sent, in ticks of `periodMs`. */
  private readonly sentAt = new Map<pg.ClientBase, number>();
  private readonly periodMs: number;
  /** Ticks a statement may wait: its wait is then at least `limitMs`, and under `limitMs` + 2 periods. */
  private readonly limitTicks: number;
  private tick = 0;
  private timer?: NodeJS.Timeout;

  constructor(private readonly limitMs: number) {
    this.periodMs = Math.min(1_000, Math.max(25, Math.ceil(limitMs / 8)));
    this.limitTicks = Math.ceil(limitMs / this.periodMs) + 1;
  }

  /** Notes that a statement was just sent on `client`; `answered` must follow. */
  sent(client: pg.ClientBase): void {
    this.sentAt.set(client, this.tick);
    // Started with the first statement and stopped once none is in flight, so an idle process
    // (or a closed application in a test run) has no timer running.
    this.timer ??= setInterval(() => this.check(), this.periodMs).unref();
  }

  /** Notes that `client`'s statement was answered (or failed). */
  answered(client: pg.ClientBase): void {
    this.sentAt.delete(client);
  }

  private check(): void {
    this.tick++;
    for (const [client, sentAt] of this.sentAt) {
      if (this.tick - sentAt < this.limitTicks) continue;
      this.sentAt.delete(client);
      // The client fails its query with this error and is dropped by the pool on release.
      (client as unknown as WithSocket).connection.stream.destroy(
        new StatementNotAnswered(this.limitMs),
      );
    }
    if (this.sentAt.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }
}
