import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { parseEnvironment } from '../src/config/environment.js';
import { Db } from '../src/database/db.js';
import { tryLockIdempotencyKey } from '../src/database/idempotency.queries.js';
import { MIGRATION_LOCK_KEY } from '../src/database/migrate.js';
import { statement } from '../src/database/statement.js';
import { CuttableProxy } from './support/cuttable-proxy.js';
import { createContact, signUp } from './support/factories.js';
import { LogCapture } from './support/log-capture.js';
import { holdWorkspaceRow, release, waitersOn } from './support/row-lock.js';
import { call, startApp, type TestApp, useTestApp } from './support/test-app.js';
import { expectDatabaseUnavailable, expectLockWaitLost } from './support/unavailable.js';
import { eventually } from './support/webhooks.js';

/** The app's warnings as JSON lines, for `causesOf`. */
const LOGGED = { LOG_LEVEL: 'warn', LOG_FORMAT: 'json' };

/** What the server logged as the cause of the error it answered `res` with. */
function causesOf(logs: LogCapture, res: { headers: Record<string, unknown> }): unknown[] {
  return logs
    .of(String(res.headers['x-request-id']))
    .filter((entry) => entry.context === 'Errors')
    .map((entry) => entry.msg);
}

/** The answer to a statement the database did not answer in time: 503, retry in a second. */
function expectDatabaseBusy(res: {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}): void {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.body).toMatchObject({
    status: 503,
    detail: 'Database did not answer in time; retry shortly',
    code: 'database_busy',
  });
}

describe('the database unreachable', () => {
  const proxy = new CuttableProxy();
  const logs = new LogCapture();
  beforeAll(() => proxy.open());
  const t = useTestApp(
    { DATABASE_POOL_SIZE: '4', ...LOGGED },
    { databaseUrl: () => proxy.url(), logs },
  );
  // After the app has closed (hooks run in the order they are declared).
  afterAll(() => proxy.cut());

  it('answers 503 problem details with Retry-After, then serves again once it is back', async () => {
    const rep = await signUp(t, { premium: true });
    expect((await call(t, 'GET', '/contacts', { as: rep.email })).status).toBe(200);

    await proxy.cut();
    for (const [method, url] of [
      ['GET', '/me'],
      ['GET', '/contacts'],
      ['POST', '/contacts'],
    ] as const) {
      const res = await call(t, method, url, {
        as: rep.email,
        ...(method === 'POST' ? { body: { first_name: 'Lost' } } : {}),
      });
      expectDatabaseUnavailable(res);
      // Refused at once, not after waiting the pool's 5 s for a connection (the same answer).
      expect([url, causesOf(logs, res)]).toEqual([
        url,
        [
          expect.stringMatching(
            /^database_unavailable: (connect ECONNREFUSED|Connection terminated)/,
          ),
        ],
      ]);
    }
    const health = await call(t, 'GET', '/health');
    expect(health.status).toBe(503);
    expect(health.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(health.body).toMatchObject({
      status: 503,
      detail: 'Database unavailable; retry shortly',
      code: 'database_unavailable',
      database: 'down',
    });
    // Asked again after the same Retry-After as every other answer meanwhile.
    expect(health.headers['retry-after']).toBe('5');

    await proxy.open();
    const created = await call(t, 'POST', '/contacts', {
      as: rep.email,
      body: { first_name: 'Back' },
    });
    expect(created.status).toBe(200);
    const healthy = await call(t, 'GET', '/health');
    expect([healthy.status, healthy.body.database]).toEqual([200, 'up']);
    expect(healthy.headers['retry-after']).toBeUndefined();
    const rows = await t.db.query<{ first_name: string }[]>(
      'SELECT first_name FROM contacts WHERE workspace_id = $1 AND NOT is_demo',
      [rep.workspaceId],
    );
    expect(rows.map((r) => r.first_name)).toEqual(['Back']);
  });
});

describe('one tenant holding its workspace row', () => {
  const t = useTestApp({
    DATABASE_POOL_SIZE: '4',
    DATABASE_POOL_SHARE: '0.5',
    DATABASE_LOCK_TIMEOUT_MS: '500',
  });

  it('makes its own waiting writes answer 503 after the lock timeout, and other tenants are served', async () => {
    const busy = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const blocker = await holdWorkspaceRow(busy.workspaceId);
    try {
      // More waiting writes than the pool has connections.
      const writes = Array.from({ length: 8 }, (_, i) =>
        call(t, 'POST', '/contacts', { as: busy.email, body: { first_name: `Held ${i}` } }),
      );
      const me = call(t, 'GET', '/me', { as: other.email });
      const list = call(t, 'GET', '/contacts', { as: other.email });
      expect((await me).status).toBe(200);
      expect((await list).status).toBe(200);
      // Eight writes through the workspace's two places (half the pool), each ended by the 500 ms
      // lock timeout: none waited out the 5 s for a place or a connection, whose answer is
      // 'Database unavailable'.
      for (const res of await Promise.all(writes)) {
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.body).toMatchObject({
          status: 503,
          detail: 'The record is being changed by another request; retry shortly',
          code: 'database_busy',
        });
      }
    } finally {
      await release(blocker);
    }
    const [{ n }] = await t.db.query<{ n: number }[]>(
      "SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND first_name LIKE 'Held%'",
      [busy.workspaceId],
    );
    expect(n).toBe(0);
    expect(
      (await call(t, 'POST', '/contacts', { as: busy.email, body: { first_name: 'After' } }))
        .status,
    ).toBe(200);
  });
});

describe('one tenant holding its workspace row, with the default pool and timeouts', () => {
  const defaults = parseEnvironment({});
  const t = useTestApp({
    DATABASE_POOL_SIZE: String(defaults.DATABASE_POOL_SIZE),
    DATABASE_POOL_SHARE: String(defaults.DATABASE_POOL_SHARE),
  });

  it('keeps serving other tenants while 30 of its writes wait on the row', async () => {
    const busy = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const blocker = await holdWorkspaceRow(busy.workspaceId);
    try {
      let writesOver = false;
      const writes = Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(t, 'POST', '/contacts', { as: busy.email, body: { first_name: `Held ${i}` } }),
        ),
      ).then((answers) => {
        writesOver = true;
        return answers;
      });
      await eventually(async () => (await waitersOn(blocker)) > 0, 20);
      const [me, list] = await Promise.all([
        call(t, 'GET', '/me', { as: other.email }),
        call(t, 'GET', '/contacts', { as: other.email }),
      ]);
      expect([me.status, list.status]).toEqual([200, 200]);
      // Answered while the writes still waited (five at a time on the row, each until its 2 s
      // lock timeout, the rest for a place until its 5 s), so not queued behind them.
      expect(writesOver).toBe(false);
      const statuses = (await writes).map((res) => res.status);
      expect(statuses).toEqual(Array.from({ length: 30 }, () => 503));
    } finally {
      await release(blocker);
    }
  });
  it('answers 503 when PostgreSQL ends its transaction to break a deadlock, and stores nothing under its key', async () => {
    const rep = await signUp(t, { premium: true });
    const key = 'crossed-1';
    const blocker = await holdWorkspaceRow(rep.workspaceId);
    let res: Awaited<ReturnType<typeof call>>;
    try {
      // The keyed write takes its key's advisory lock, then waits on the held workspace row.
      const write = call(t, 'POST', '/contacts', {
        as: rep.email,
        body: { first_name: 'Crossed' },
        headers: { 'idempotency-key': key },
      });
      await eventually(async () => (await waitersOn(blocker)) === 1, 20);
      // Half of deadlock_timeout (1 s) later, the holder waits for the key's lock: each waits on
      // the other. The write has waited the longer, so its server process is the one to find
      // the deadlock and end its transaction, half a second before the holder's would look.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { text } = tryLockIdempotencyKey({
        workspaceId: rep.workspaceId,
        callerId: rep.userId,
        key,
      });
      const holderWaits = blocker.query(
        text.replace('pg_try_advisory_xact_lock', 'pg_advisory_xact_lock'),
      );
      res = await write;
      await holderWaits;
    } finally {
      await release(blocker);
    }
    expectLockWaitLost(res);
    const [{ contacts, keys }] = await t.db.query<{ contacts: number; keys: number }[]>(
      `SELECT (SELECT count(*)::int FROM contacts WHERE workspace_id = $1 AND first_name = 'Crossed') AS contacts,
              (SELECT count(*)::int FROM idempotency_keys WHERE workspace_id = $1) AS keys`,
      [rep.workspaceId],
    );
    expect({ contacts, keys }).toEqual({ contacts: 0, keys: 0 });
    // Nothing was stored under the key: the retry runs, and creates the contact once.
    const retried = await call(t, 'POST', '/contacts', {
      as: rep.email,
      body: { first_name: 'Crossed' },
      headers: { 'idempotency-key': key },
    });
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('a statement over the statement timeout', () => {
  const logs = new LogCapture();
  // No lock timeout: the statement timeout is what ends the wait.
  const t = useTestApp(
    { DATABASE_STATEMENT_TIMEOUT_MS: '300', DATABASE_LOCK_TIMEOUT_MS: '0', ...LOGGED },
    { logs },
  );

  it('answers 503 with Retry-After once the timeout fires', async () => {
    const rep = await signUp(t, { premium: true });
    const blocker = await holdWorkspaceRow(rep.workspaceId);
    try {
      const res = await call(t, 'POST', '/contacts', {
        as: rep.email,
        body: { first_name: 'Slow' },
      });
      // Ended by the server's statement timeout, not by the door's watchdog a second later.
      expect(causesOf(logs, res)).toEqual([
        'database_busy: canceling statement due to statement timeout',
      ]);
      expectDatabaseBusy(res);
    } finally {
      await release(blocker);
    }
  });

  it('ends a count waiting on a lock of the contacts table at the timeout, answering 503', async () => {
    const rep = await signUp(t, { premium: true });
    await createContact(t, rep.email, { first_name: 'Counted' });
    // A read waits only on a lock that keeps every reader out: the table's own.
    const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE contacts IN ACCESS EXCLUSIVE MODE');
    const observer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await observer.connect();
    try {
      let answered = false;
      const counting = call(t, 'GET', '/contacts/count?filter[first_name][eq]=counted', {
        as: rep.email,
      }).finally(() => (answered = true));
      // What waits on the lock while the request runs: its count (the statement's start).
      const count = 'SELECT count(*)::int AS count FROM contacts c';
      const waiting = new Set<string>();
      while (!answered) {
        const { rows } = await observer.query<{ query: string }>(
          `SELECT query FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        for (const row of rows) waiting.add(row.query.replace(/\s+/g, ' ').slice(0, count.length));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const res = await counting;
      // Contains, not equals: where specs share the database, their writes of contacts wait on
      // the same lock while it is held.
      expect([...waiting]).toContain(count);
      expect(causesOf(logs, res)).toEqual([
        'database_busy: canceling statement due to statement timeout',
      ]);
      expectDatabaseBusy(res);
    } finally {
      await observer.end();
      await release(blocker);
    }
    const counted = await call(t, 'GET', '/contacts/count?filter[first_name][eq]=counted', {
      as: rep.email,
    });
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({ count: 1 });
  });

  it("ends an export whose first read waits on a lock of the contacts table from the door's watchdog, answering 503", async () => {
    const rep = await signUp(t, { premium: true });
    await createContact(t, rep.email, { first_name: 'Exported' });
    const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE contacts IN ACCESS EXCLUSIVE MODE');
    // The export's own statement timeout is its whole read's (minutes), so the server does not
    // end that wait. Should nothing else end it, the lock goes after a while all the same, and
    // the export answers its file rather than leave the run hanging.
    const giveUp = setTimeout(() => void release(blocker).catch(() => undefined), 15_000);
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(t, 'GET', '/contacts/export', { as: rep.email });
    } finally {
      clearTimeout(giveUp);
      await release(blocker).catch(() => undefined);
    }
    expect(causesOf(logs, res)).toEqual([
      'database_busy: the database did not answer a statement within 1300 ms',
    ]);
    expectDatabaseBusy(res);
    // The connection the watchdog ended is gone from the pool: the next export reads on another.
    const again = await call(t, 'GET', '/contacts/export', { as: rep.email });
    expect(again.status).toBe(200);
    expect(again.text).toContain('Exported');
  });
});

describe('GET /health with every pooled connection taken', () => {
  const t = useTestApp({ DATABASE_POOL_SIZE: '2', DATABASE_LOCK_TIMEOUT_MS: '4000' });

  it('reports the database busy, not down, and up again once connections are free', async () => {
    // One workspace holds at most its share of the pool (DATABASE_POOL_SHARE): it takes two to fill it.
    const reps = [await signUp(t, { premium: true }), await signUp(t, { premium: true })];
    const blockers = await Promise.all(reps.map((rep) => holdWorkspaceRow(rep.workspaceId)));
    let writes: Promise<unknown>[] = [];
    try {
      // A write of each, waiting on its held row, takes both connections.
      writes = reps.map((rep, i) =>
        call(t, 'POST', '/contacts', { as: rep.email, body: { first_name: `Wait ${i}` } }),
      );
      await eventually(async () => {
        const waiting = await Promise.all(blockers.map((blocker) => waitersOn(blocker)));
        return waiting.every((n) => n === 1);
      }, 20);
      // 'busy' is the probe's answer on a connection of its own after a second without one from
      // the pool; waiting on the pool would have got a connection once a write's 4 s lock
      // timeout ended it, and answered 'up'.
      const health = await call(t, 'GET', '/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'degraded', database: 'busy' });
    } finally {
      await Promise.all(blockers.map((blocker) => release(blocker)));
      await Promise.all(writes);
    }
    const health = await call(t, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('migrations under the request timeouts', () => {
  it('wait for another instance holding the migration lock longer than the timeouts allow', async () => {
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    let start: 'waiting' | 'up' | 'failed' = 'waiting';
    const starting = startApp({
      DATABASE_STATEMENT_TIMEOUT_MS: '100',
      DATABASE_LOCK_TIMEOUT_MS: '50',
    }).then(
      (app) => {
        start = 'up';
        return app;
      },
      (error: unknown) => {
        start = 'failed';
        throw error;
      },
    );
    let t: TestApp | undefined;
    try {
      // Its migration waits on the lock, still, ten times its statement timeout after it began.
      await eventually(async () => {
        if (start !== 'waiting') return true;
        const { rows } = await other.query<{ long: boolean }>(
          `SELECT now() - a.query_start > interval '1 second' AS long
             FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
            WHERE l.locktype = 'advisory' AND l.objid = $1 AND NOT l.granted`,
          [MIGRATION_LOCK_KEY],
        );
        return rows[0]?.long === true;
      }, 50);
      expect(start).toBe('waiting');
      await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      t = await starting;
      // Back in the pool, connections keep the request timeouts.
      const [{ statement_timeout: statementTimeout, lock_timeout: lockTimeout }] = await t.db.query<
        { statement_timeout: string; lock_timeout: string }[]
      >(
        "SELECT current_setting('statement_timeout') AS statement_timeout, current_setting('lock_timeout') AS lock_timeout",
      );
      expect([statementTimeout, lockTimeout]).toEqual(['100ms', '50ms']);
      // The door's own pool opens its connections with them too.
      const door = await t.app
        .get(Db)
        .one(
          statement<{ statement_timeout: string; lock_timeout: string }>(
            "SELECT current_setting('statement_timeout') AS statement_timeout, current_setting('lock_timeout') AS lock_timeout",
          ),
        );
      expect(door).toEqual({ statement_timeout: '100ms', lock_timeout: '50ms' });
    } finally {
      await other.end();
      // Closed however the test ended: once up, even when it came up late.
      await (t ?? (await starting.catch(() => undefined)))?.close();
    }
  });

  it('refuse a lock timeout that is not below the pool acquire timeout', () => {
    expect(() => parseEnvironment({ DATABASE_LOCK_TIMEOUT_MS: '5000' })).toThrow(
      /DATABASE_LOCK_TIMEOUT_MS: DATABASE_LOCK_TIMEOUT_MS must not be greater than 4999/,
    );
    expect(parseEnvironment({}).DATABASE_LOCK_TIMEOUT_MS).toBe(2_000);
    expect(parseEnvironment({}).DATABASE_STATEMENT_TIMEOUT_MS).toBe(5_000);
    expect(parseEnvironment({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
  });
});

describe('the database frozen (no answer at all)', () => {
  const proxy = new CuttableProxy();
  const logs = new LogCapture();
  beforeAll(() => proxy.open());
  const t = useTestApp(
    { DATABASE_STATEMENT_TIMEOUT_MS: '300', ...LOGGED },
    { databaseUrl: () => proxy.url(), logs },
  );
  afterAll(() => proxy.cut());

  it("answers 503 from the door's watchdog, which ends the statement's connection after the statement timeout plus 1 s", async () => {
    const rep = await signUp(t, { premium: true });
    proxy.frozen = true;
    const res = await call(t, 'GET', '/contacts', { as: rep.email });
    proxy.frozen = false;
    // When it ends the connection is the watchdog's own spec (src/database/statement-watchdog.spec.ts).
    expect(causesOf(logs, res)).toEqual([
      'database_busy: the database did not answer a statement within 1300 ms',
    ]);
    expectDatabaseBusy(res);
  });
});
