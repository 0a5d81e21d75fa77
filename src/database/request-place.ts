import { AsyncLocalStorage } from 'node:async_hooks';
import type { PoolShares } from './pool-share.js';

/**
 * The place of the request each async context belongs to. Enabled only while such a request is
 * in flight: once a storage is entered, Node 20 runs promise hooks on every promise of the
 * process until the last storage is disabled again (as request-transaction.ts does).
 */
const storage = new AsyncLocalStorage<RequestPlace>();
let requestsInFlight = 0;

/**
 * The place of the request the current async context belongs to, if it has a workspace and is
 * not over yet. What a request left running reads its place here for as long as any request keeps
 * the storage on: once the request is over, that work takes no place, as a background job takes
 * none.
 */
export function currentPlace(): RequestPlace | undefined {
  const place = storage.getStore();
  return place?.over ? undefined : place;
}

/** Whether the storage requests travel in is enabled (tests read it). */
export function requestPlaceStorageEnabled(): boolean {
  return requestsInFlight > 0;
}

/**
 * A request's claim on a place in its workspace's share of the pool (`PoolShares`): taken when
 * the door checks out a connection in the request's async context, given back when the last
 * connection it has out goes back. A request with two connections out at once (reads side by
 * side, a statement sent on the pool from inside a transaction) holds one place, so it never
 * waits for a place it holds itself.
 */
export class RequestPlace {
  /** The request's checkouts holding the place or waiting for it. */
  private users = 0;
  private held = false;
  /** The wait for the place, while one is under way. */
  private granting?: Promise<void>;
  private ended = false;

  constructor(
    private readonly shares: PoolShares,
    private readonly workspaceId: string,
  ) {}

  /** Whether the request is over (`end`). */
  get over(): boolean {
    return this.ended;
  }

  /**
   * Runs `work` as this request's: the checkouts made in its async context, and in everything it
   * starts, take this place. `end` says when the request is over.
   */
  run<A extends unknown[], T>(work: (...args: A) => T, ...args: A): T {
    requestsInFlight += 1;
    try {
      return storage.run(this, work, ...args);
    } catch (error) {
      this.end();
      throw error;
    }
  }

  /**
   * The request is over; the last one out turns the storage, and with it the promise hooks, off.
   * What it left running then takes no place, as a background job takes none.
   */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (--requestsInFlight === 0) storage.disable();
  }

  /**
   * Joins the place for one checkout: undefined when the place is held (now), else the wait for
   * it, which fails with `PoolShareTimeout` past the share's timeout. Each call is matched by one
   * `leave`, whether the wait succeeded or not.
   */
  take(): Promise<void> | undefined {
    if (this.users++ > 0) return this.granting;
    const waiting = this.shares.acquire(this.workspaceId);
    if (!waiting) {
      this.held = true;
      return undefined;
    }
    // A failed wait stays failed for the checkouts that join it, until the last of them leaves.
    this.granting = waiting.then(() => {
      this.held = true;
      this.granting = undefined;
    });
    return this.granting;
  }

  /** One checkout is over: the last gives the place back. */
  leave(): void {
    if (--this.users > 0) return;
    this.granting = undefined;
    if (!this.held) return;
    this.held = false;
    this.shares.release(this.workspaceId);
  }
}
