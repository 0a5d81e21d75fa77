/**
 * What a request waiting for a place in its workspace's share fails with once the pool's acquire
 * timeout has passed. Its message begins as pg-pool's own acquire timeout does, so it is answered the
 * same way: 503 `database_unavailable` with Retry-After (core/http/database-faults.ts).
 */
export class PoolShareTimeout extends Error {
  constructor(waitedMs: number) {
    super(
      `timeout exceeded when trying to connect: waited ${waitedMs} ms for a place in the workspace's share of the pool`,
    );
    this.name = 'PoolShareTimeout';
  }
}

/** One workspace's lane at the door: how many places it holds, who waits, in order. */
interface Lane {
  held: number;
  readonly waiting: Waiter[];
}

interface Waiter {
  grant(): void;
  timer: NodeJS.Timeout;
}

/**
 * At most `limit` places at the door for any one workspace at once. A request of a workspace
 * takes one when the door checks out a connection for it (a statement alone, a transaction, a
 * stream, a request transaction) and gives it back when the connection goes back
 * (request-place.ts; pool-share.interceptor.ts says which request is whose). Its other requests
 * wait for a place in a queue of their own, first come first served, and give up after
 * `timeoutMs` as a checkout from the pool does. So a workspace holds at most `limit` connections
 * (a request sending reads side by side holds one place for them), and the rest of the pool serves the others; without
 * it the pool serves checkouts in arrival order whoever asks, and one workspace sending many
 * slow reads at once takes every connection. Between its statements, and while Node builds its
 * answer, a request holds no place.
 *
 * A place taken must be given back with `release` exactly once.
 */
export class PoolShares {
  private readonly lanes = new Map<string, Lane>();

  /** `poolSize`: the pool the share is of (unknown: the share always binds). */
  constructor(
    readonly limit: number,
    private readonly timeoutMs: number,
    private readonly poolSize = Infinity,
  ) {}

  /**
   * Whether the share is less than the pool. A share of the whole pool never makes a request
   * wait, so its requests then take no place and pay nothing for it.
   */
  get binds(): boolean {
    return this.limit < this.poolSize;
  }

  /**
   * Takes a place in `workspaceId`'s share: at once (undefined, no promise made) when one is
   * free, else a promise settled when a place is handed over or the wait times out.
   */
  acquire(workspaceId: string): Promise<void> | undefined {
    let lane = this.lanes.get(workspaceId);
    if (!lane) this.lanes.set(workspaceId, (lane = { held: 0, waiting: [] }));
    if (lane.held < this.limit) {
      lane.held += 1;
      return undefined;
    }
    const queue = lane.waiting;
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new PoolShareTimeout(this.timeoutMs));
        }, this.timeoutMs),
      };
      queue.push(waiter);
    });
  }

  /** Gives a place back: to the workspace's first waiter, if any, else to the share. */
  release(workspaceId: string): void {
    const lane = this.lanes.get(workspaceId);
    if (!lane) throw new Error(`no place of workspace ${workspaceId} to release`);
    const next = lane.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.grant();
      return;
    }
    lane.held -= 1;
    // Idle workspaces leave nothing behind.
    if (lane.held === 0) this.lanes.delete(workspaceId);
  }

  /** How many places `workspaceId` holds, and how many of its requests wait for one. */
  of(workspaceId: string): { held: number; waiting: number } {
    const lane = this.lanes.get(workspaceId);
    return { held: lane?.held ?? 0, waiting: lane?.waiting.length ?? 0 };
  }
}

/** The share of a pool of `poolSize` for a fraction `share` of it: at least one connection. */
export function shareLimit(poolSize: number, share: number): number {
  return Math.max(1, Math.floor(poolSize * share));
}
