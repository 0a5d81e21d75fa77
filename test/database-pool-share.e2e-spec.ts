import { beforeAll, describe, expect, it } from '@jest/globals';
import { parseEnvironment } from '../src/config/environment.js';
import { PoolShares, shareLimit } from '../src/database/pool-share.js';
import { type Member, signUp } from './support/factories.js';
import { holdWorkspaceRow, release } from './support/row-lock.js';
import { seedRows } from './support/seed-rows.js';
import { call, type TestApp, useTestApp } from './support/test-app.js';
import { expectDatabaseUnavailable } from './support/unavailable.js';

/** Four connections, one workspace's share half of them: two. */
const POOL = { DATABASE_POOL_SIZE: '4', DATABASE_POOL_SHARE: '0.5', RATE_LIMIT_PER_MINUTE: '0' };

/** Contacts of the flooding workspace that a search (`?q=zz`) reads through and never matches. */
const CONTACTS = 60_000;

async function seedContacts(t: TestApp, member: Member, count: number): Promise<void> {
  await seedRows(
    t,
    `INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, stage, owner_id, last_activity_at)
     SELECT $1, false, 'First ' || n, 'Last ' || n, 'person' || n || '@example.com', 'lead', $2, now()
       FROM generate_series(1, $3::int) AS n`,
    [member.workspaceId, member.userId, count],
  );
}

/** The connections of the service's pool whose statement waits on a lock. */
async function waitingOnLocks(t: TestApp): Promise<number> {
  const [{ n }] = await t.db.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'pipeline-crm'
        AND wait_event_type = 'Lock'`,
  );
  return n;
}

/** Polls until `probe` answers true (every 20 ms, for at most 10 s). */
async function until(probe: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never held');
}

describe('one workspace flooding the service with slow searches', () => {
  const t = useTestApp(POOL);
  let flooding: Member;
  let other: Member;

  beforeAll(async () => {
    flooding = await signUp(t, { premium: true });
    other = await signUp(t, { premium: true });
    await seedContacts(t, flooding, CONTACTS);
  });

  it('holds at most its share of the pool, its other searches queueing, while another workspace is answered', async () => {
    const shares = t.app.get(PoolShares);
    expect(shares.limit).toBe(2);
    let mostHeld = 0;
    let mostWaiting = 0;
    let floodOver = false;
    const sample = setInterval(() => {
      const { held, waiting } = shares.of(flooding.workspaceId);
      mostHeld = Math.max(mostHeld, held);
      mostWaiting = Math.max(mostWaiting, waiting);
    }, 2);
    try {
      const flood = Promise.all(
        Array.from({ length: 40 }, () =>
          call(t, 'GET', '/contacts', { as: flooding.email, query: { q: 'zz', limit: '200' } }),
        ),
      ).then((responses) => {
        floodOver = true;
        return responses;
      });
      await until(() => Promise.resolve(shares.of(flooding.workspaceId).waiting > 0));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(t, 'GET', '/contacts', { as: other.email, query: { limit: '5' } }),
        ),
      );
      // Every one of them was answered while the flood was still being served.
      expect(floodOver).toBe(false);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      const responses = await flood;
      expect(responses.map((res) => res.status)).toEqual(responses.map(() => 200));
      expect(responses[0].body.items).toEqual([]);
    } finally {
      clearInterval(sample);
    }
    // The flood held both places of its share and never more; the rest of it queued.
    expect(mostHeld).toBe(2);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(shares.of(flooding.workspaceId)).toEqual({ held: 0, waiting: 0 });
  });
});

describe('a place in the share', () => {
  const t = useTestApp(POOL);

  it('is given back however the request ends: refused before the handler, failed in it, answered, streamed', async () => {
    const rep = await signUp(t, { premium: true });
    const shares = t.app.get(PoolShares);
    const endings: [string, () => ReturnType<typeof call>, number][] = [
      [
        'an unusable Idempotency-Key',
        () =>
          call(t, 'POST', '/contacts', {
            as: rep.email,
            body: { first_name: 'Nobody' },
            headers: { 'idempotency-key': 'café' },
          }),
        400,
      ],
      ['an invalid body', () => call(t, 'POST', '/contacts', { as: rep.email, body: {} }), 422],
      [
        'a contact that is not there',
        () => call(t, 'GET', '/contacts/00000000-0000-4000-8000-000000000000', { as: rep.email }),
        404,
      ],
      ['a list', () => call(t, 'GET', '/contacts', { as: rep.email }), 200],
      ['a CSV export', () => call(t, 'GET', '/contacts/export', { as: rep.email }), 200],
    ];
    for (const [ending, send, status] of endings) {
      // More of them than the share has places: a place kept would leave the last ones waiting.
      for (let i = 0; i < 3; i++) expect([ending, (await send()).status]).toEqual([ending, status]);
      await until(() => Promise.resolve(shares.of(rep.workspaceId).held === 0));
    }
    expect(shares.of(rep.workspaceId)).toEqual({ held: 0, waiting: 0 });
  });
});

describe('one workspace holding its share with requests that wait on its locks', () => {
  // No lock or statement timeout: the held requests wait until the test lets them go.
  const t = useTestApp({
    ...POOL,
    DATABASE_LOCK_TIMEOUT_MS: '0',
    DATABASE_STATEMENT_TIMEOUT_MS: '0',
  });

  it('queues the rest of its requests, answers them 503 with Retry-After past the acquire timeout, and serves another workspace meanwhile', async () => {
    const flooding = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const blocker = await holdWorkspaceRow(flooding.workspaceId);
    let held: Promise<Awaited<ReturnType<typeof call>>[]> | undefined;
    try {
      const write = (i: number) =>
        call(t, 'POST', '/contacts', { as: flooding.email, body: { first_name: `Held ${i}` } });
      // Two writes take the workspace's two places and wait on its row...
      held = Promise.all([0, 1].map(write));
      await until(async () => (await waitingOnLocks(t)) === 2);
      // ...and four more wait for a place, not for a connection.
      const queued = Promise.all([2, 3, 4, 5].map(write));
      await until(() =>
        Promise.resolve(t.app.get(PoolShares).of(flooding.workspaceId).waiting === 4),
      );

      // The other workspace is served from the two connections left.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          call(t, 'GET', '/contacts', { as: other.email, query: { limit: '5' } }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      const created = await call(t, 'POST', '/contacts', {
        as: other.email,
        body: { first_name: 'Served' },
      });
      expect(created.status).toBe(200);

      // Past the pool's acquire timeout the queued ones give up as a checkout from the pool does.
      for (const res of await queued) {
        expectDatabaseUnavailable(res);
      }
      // The held ones still hold their places and wait: never more than the share.
      expect(await waitingOnLocks(t)).toBe(2);
    } finally {
      await release(blocker, 'ROLLBACK');
    }
    expect((await held).map((res) => res.status)).toEqual([200, 200]);
    const [{ names }] = await t.db.query<{ names: string[] }[]>(
      `SELECT array_agg(first_name ORDER BY first_name) AS names FROM contacts
        WHERE workspace_id = $1 AND NOT is_demo`,
      [flooding.workspaceId],
    );
    expect(names).toEqual(['Held 0', 'Held 1']);
    expect(t.app.get(PoolShares).of(flooding.workspaceId)).toEqual({ held: 0, waiting: 0 });
  });
});

describe('without a share (DATABASE_POOL_SHARE=1)', () => {
  const t = useTestApp({
    ...POOL,
    DATABASE_POOL_SHARE: '1',
    DATABASE_LOCK_TIMEOUT_MS: '0',
    DATABASE_STATEMENT_TIMEOUT_MS: '0',
  });

  it("lets one workspace's waiting requests take every connection, and another workspace's request queues behind them", async () => {
    const flooding = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const blocker = await holdWorkspaceRow(flooding.workspaceId);
    let held: Promise<unknown> | undefined;
    try {
      held = Promise.all(
        [0, 1, 2, 3].map((i) =>
          call(t, 'POST', '/contacts', { as: flooding.email, body: { first_name: `Held ${i}` } }),
        ),
      );
      await until(async () => (await waitingOnLocks(t)) === 4);
      const res = await call(t, 'GET', '/contacts', { as: other.email, query: { limit: '5' } });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('database_unavailable');
    } finally {
      await release(blocker, 'ROLLBACK');
    }
    await held;
  });
});

describe('DATABASE_POOL_SHARE', () => {
  it('is half the pool by default, at least one connection, and a fraction up to 1', () => {
    expect(parseEnvironment({}).DATABASE_POOL_SHARE).toBe(0.25);
    expect(parseEnvironment({ DATABASE_POOL_SHARE: '0.5' }).DATABASE_POOL_SHARE).toBe(0.5);
    for (const value of ['0', '1.5', '-1', 'half']) {
      expect(() => parseEnvironment({ DATABASE_POOL_SHARE: value })).toThrow(/DATABASE_POOL_SHARE/);
    }
    expect(shareLimit(20, 0.5)).toBe(10);
    expect(shareLimit(3, 0.5)).toBe(1);
    expect(shareLimit(1, 0.1)).toBe(1);
    expect(shareLimit(20, 1)).toBe(20);
  });
});
