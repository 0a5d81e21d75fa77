import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Db } from '../src/database/db.js';
import { PoolShares, PoolShareTimeout } from '../src/database/pool-share.js';
import { RequestPlace, requestPlaceStorageEnabled } from '../src/database/request-place.js';
import { statement } from '../src/database/statement.js';

/** A promise and the function that settles it: a step the test lets a request take. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Polls until `probe` answers true (every 5 ms, for at most 10 s). */
async function until(probe: () => boolean): Promise<void> {
  for (let i = 0; i < 2_000; i++) {
    if (probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('condition never held');
}

/** The door's checkouts in a request's place: the door on its own, over a pool of four. */
describe("a workspace's place in the share, at the door's checkouts", () => {
  let pool: pg.Pool;
  let db: Db;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 4 });
    db = new Db(pool, { logQuery: () => undefined });
  });
  afterAll(() => pool.end());

  const one = statement<{ n: number }>('SELECT 1 AS n');
  /** A request of `workspace` running `work`, over when `work` is. */
  const request = <T>(shares: PoolShares, workspace: string, work: () => Promise<T>) => {
    const place = new RequestPlace(shares, workspace);
    return place.run(work).finally(() => place.end());
  };

  it('is held while a connection is out, and not between statements or once the request is over', async () => {
    const shares = new PoolShares(1, 5_000, 4);
    const heldDuring: number[] = [];
    await request(shares, 'w', async () => {
      heldDuring.push(shares.of('w').held);
      await db.rows(one);
      heldDuring.push(shares.of('w').held);
      await db.transaction(async (tx) => {
        heldDuring.push(shares.of('w').held);
        await tx.rows(one);
      });
      heldDuring.push(shares.of('w').held);
      const stream = await db.stream(
        statement<{ n: number }>('SELECT generate_series(1, 30) AS n'),
        { batchSize: 10, maxDurationMs: 5_000 },
      );
      heldDuring.push(shares.of('w').held);
      for await (const row of stream) void row;
      heldDuring.push(shares.of('w').held);
    });
    // Before, after a statement, in a transaction, after it, while a stream reads, after it.
    expect(heldDuring).toEqual([0, 0, 1, 0, 1, 0]);
    expect(shares.of('w')).toEqual({ held: 0, waiting: 0 });
  });

  it("holds one place for a request's reads side by side and for a statement sent on the pool from inside its transaction", async () => {
    // One place: a second checkout that waited for it would wait for itself.
    const shares = new PoolShares(1, 5_000, 4);
    const answers = await request(shares, 'w', () =>
      db.transaction(async (tx) => {
        const [inside, beside, pooled] = await Promise.all([tx.one(one), db.one(one), db.one(one)]);
        return { inside, beside, pooled, share: shares.of('w') };
      }),
    );
    expect(answers).toEqual({
      inside: { n: 1 },
      beside: { n: 1 },
      pooled: { n: 1 },
      share: { held: 1, waiting: 0 },
    });
    expect(shares.of('w')).toEqual({ held: 0, waiting: 0 });
  });

  it('queues the workspace’s other requests while its share is out, in order, and serves another workspace meanwhile', async () => {
    const shares = new PoolShares(1, 5_000, 4);
    const commit = gate();
    const order: string[] = [];
    const holder = request(shares, 'busy', () =>
      db.transaction(async (tx) => {
        await tx.rows(one);
        await commit.opened;
        order.push('holder commits');
      }),
    );
    await until(() => shares.of('busy').held === 1);
    const queued = [1, 2].map((n) =>
      request(shares, 'busy', async () => {
        await db.rows(one);
        order.push(`queued ${n}`);
      }),
    );
    await until(() => shares.of('busy').waiting === 2);
    // Another workspace takes a place of its own at once.
    await request(shares, 'other', () => db.rows(one));
    order.push('other answered');
    commit.open();
    await Promise.all([holder, ...queued]);
    expect(order).toEqual(['other answered', 'holder commits', 'queued 1', 'queued 2']);
    expect([shares.of('busy'), shares.of('other')]).toEqual([
      { held: 0, waiting: 0 },
      { held: 0, waiting: 0 },
    ]);
  });

  it("fails a wait past the share's timeout as the pool's acquire timeout, and leaves nothing held", async () => {
    const shares = new PoolShares(1, 50, 4);
    const commit = gate();
    const holder = request(shares, 'w', () =>
      db.transaction(async () => {
        await commit.opened;
      }),
    );
    await until(() => shares.of('w').held === 1);
    const waited = request(shares, 'w', () => Promise.all([db.rows(one), db.rows(one)]));
    await expect(waited).rejects.toBeInstanceOf(PoolShareTimeout);
    await expect(waited).rejects.toThrow(/^timeout exceeded when trying to connect/);
    expect(shares.of('w')).toEqual({ held: 1, waiting: 0 });
    commit.open();
    await holder;
    expect(shares.of('w')).toEqual({ held: 0, waiting: 0 });
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('gives the place back when a stream ends before its last row', async () => {
    const shares = new PoolShares(1, 5_000, 4);
    await request(shares, 'w', async () => {
      const stream = await db.stream(
        statement<{ n: number }>('SELECT generate_series(1, 100) AS n'),
        { batchSize: 10, maxDurationMs: 5_000 },
      );
      expect(shares.of('w').held).toBe(1);
      const closed = new Promise((resolve) => stream.once('close', resolve));
      stream.destroy();
      await closed;
    });
    expect(shares.of('w')).toEqual({ held: 0, waiting: 0 });
  });

  it('takes no place for what a request left running once it is over, while another request is in flight', async () => {
    const shares = new PoolShares(1, 5_000, 4);
    const later = gate();
    const finish = gate();
    let left!: Promise<number>;
    await request(shares, 'w', async () => {
      await db.rows(one);
      // Started by the request, sending only once it is over.
      left = later.opened.then(() =>
        db.transaction(async (tx) => {
          await tx.rows(one);
          return shares.of('w').held;
        }),
      );
    });
    // Another workspace's request keeps the storage on meanwhile.
    const elsewhere = request(shares, 'v', async () => {
      await db.rows(one);
      await finish.opened;
    });
    later.open();
    expect(await left).toBe(0);
    finish.open();
    await elsewhere;
    expect(shares.of('w')).toEqual({ held: 0, waiting: 0 });
    expect(shares.of('v')).toEqual({ held: 0, waiting: 0 });
  });

  it('keeps the storage requests travel in on only while one is in flight', async () => {
    const shares = new PoolShares(1, 5_000, 4);
    expect(requestPlaceStorageEnabled()).toBe(false);
    const finish = gate();
    const first = request(shares, 'w', async () => {
      await db.rows(one);
      await finish.opened;
    });
    const second = request(shares, 'w', () => db.rows(one));
    await second;
    expect(requestPlaceStorageEnabled()).toBe(true);
    finish.open();
    await first;
    expect(requestPlaceStorageEnabled()).toBe(false);
    expect(shares.of('w')).toEqual({ held: 0, waiting: 0 });
  });
});
