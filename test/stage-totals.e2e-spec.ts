import { describe, expect, it } from '@jest/globals';
import {
  addMember,
  createContact,
  logInteraction,
  type Member,
  signUp,
} from './support/factories.js';
import pg from 'pg';
import { call, useTestApp } from './support/test-app.js';
import { stageTotalsDrift } from './support/counter-drift.js';

/**
 * The per-stage counters behind the board's column headers and the pipeline report are kept by
 * triggers on contacts (migration ContactStageTotals). Whatever writes contacts, and however
 * concurrently, the counters must equal a count of the contacts themselves.
 */
describe('Per-stage contact totals', () => {
  const t = useTestApp();
  const drift = () => stageTotalsDrift(t);

  async function column(member: Member, stage: string, query: Record<string, string> = {}) {
    const res = await call(t, 'GET', '/board', { as: member.email, query });
    expect(res.status).toBe(200);
    const found = (res.body.stages as { key: string; count: number; value_cents: number }[]).find(
      (s) => s.key === stage,
    )!;
    return { count: found.count, value_cents: found.value_cents };
  }

  it('follow creation, stage moves, value and owner changes and deletion', async () => {
    const rep = await signUp(t, { premium: true, role: 'admin' });
    const colleague = await addMember(t, rep.workspaceId);
    const a = await createContact(t, rep.email, { stage: 'qualified', value_cents: 1000 });
    const b = await createContact(t, rep.email, { stage: 'qualified', value_cents: 250 });
    await createContact(t, rep.email, { stage: 'won', value_cents: 7 });
    expect(await column(rep, 'qualified')).toEqual({ count: 2, value_cents: 1250 });

    const moved = await call(t, 'POST', `/contacts/${a.id}/stage`, {
      as: rep.email,
      body: { stage: 'won' },
    });
    expect(moved.status).toBe(200);
    const patched = await call(t, 'PATCH', `/contacts/${b.id}`, {
      as: rep.email,
      body: { value_cents: 300, owner_id: colleague.userId },
    });
    expect(patched.status).toBe(200);

    expect(await column(rep, 'qualified')).toEqual({ count: 1, value_cents: 300 });
    expect(await column(rep, 'won')).toEqual({ count: 2, value_cents: 1007 });
    expect(await column(rep, 'qualified', { owner_id: rep.userId })).toEqual({
      count: 0,
      value_cents: 0,
    });
    expect(await column(rep, 'qualified', { owner_id: colleague.userId })).toEqual({
      count: 1,
      value_cents: 300,
    });

    expect((await call(t, 'DELETE', `/contacts/${a.id}`, { as: rep.email })).status).toBe(204);
    expect(await column(rep, 'won')).toEqual({ count: 1, value_cents: 7 });
    expect(await drift()).toEqual([]);
  });

  it('give each board column its value and weighted value per currency, with or without a filter', async () => {
    const admin = await signUp(t, { premium: true, role: 'admin' });
    // Qualified deals win 40% of the time unless they say otherwise.
    await createContact(t, admin.email, { stage: 'qualified', value_cents: 1000 });
    const own = await createContact(t, admin.email, {
      stage: 'qualified',
      value_cents: 333,
      probability: 50,
    });
    await createContact(t, admin.email, {
      stage: 'qualified',
      value_cents: 999,
      currency: 'USD',
    });
    await createContact(t, admin.email, { stage: 'lead', value_cents: 10, currency: 'USD' });
    const qualified = async (query: Record<string, string> = {}) => {
      const res = await call(t, 'GET', '/board', { as: admin.email, query });
      expect(res.status).toBe(200);
      return (res.body.stages as { key: string; currencies: unknown[] }[]).find(
        (s) => s.key === 'qualified',
      );
    };

    // EUR: (333 x 50 + 1000 x 40) / 100 = 566.5; USD: 999 x 40 / 100 = 399.6; rounded half up.
    expect(await qualified()).toMatchObject({
      count: 3,
      value_cents: 2332,
      currencies: [
        { currency: 'EUR', count: 2, value_cents: 1333, weighted_value_cents: 567 },
        { currency: 'USD', count: 1, value_cents: 999, weighted_value_cents: 400 },
      ],
    });
    // Counted from the contacts a filter keeps, the same figures.
    expect(await qualified({ 'filter[value_cents][gte]': '1' })).toMatchObject({
      currencies: [
        { currency: 'EUR', count: 2, value_cents: 1333, weighted_value_cents: 567 },
        { currency: 'USD', count: 1, value_cents: 999, weighted_value_cents: 400 },
      ],
    });
    expect(await qualified({ 'filter[currency][eq]': 'USD' })).toMatchObject({
      count: 1,
      value_cents: 999,
      currencies: [{ currency: 'USD', count: 1, value_cents: 999, weighted_value_cents: 400 }],
    });

    // The stage's probability changes in settings: the counters need no recount.
    const pipeline = await call(t, 'GET', '/pipelines/default', { as: admin.email });
    const stages = (pipeline.body.stages as { key: string; probability: number }[]).map((s) =>
      s.key === 'qualified' ? { ...s, probability: 50 } : s,
    );
    const patched = await call(t, 'PATCH', '/pipelines/default', {
      as: admin.email,
      body: { stages },
    });
    expect(patched.status).toBe(200);
    // A deal's own probability changes: its counter row follows.
    const changed = await call(t, 'PATCH', `/contacts/${own.id}`, {
      as: admin.email,
      body: { probability: 10 },
    });
    expect(changed.status).toBe(200);
    // EUR: (333 x 10 + 1000 x 50) / 100 = 533.3; USD: 999 x 50 / 100 = 499.5.
    expect((await qualified())?.currencies).toEqual([
      { currency: 'EUR', count: 2, value_cents: 1333, weighted_value_cents: 533 },
      { currency: 'USD', count: 1, value_cents: 999, weighted_value_cents: 500 },
    ]);
    expect(await drift()).toEqual([]);
  });

  it('sum cents past 2^53 exactly, and keep counting past what a bigint of weighted cents holds', async () => {
    const admin = await signUp(t, { premium: true, role: 'admin' });
    // Deals of the largest value a contact takes, less a cent (an odd sum is no double), each
    // weighted at its own 100 %: 9,300 of them weigh 9.3 x 10^18 hundredths of a cent, past a
    // bigint, in one counter row (one statement, one writer).
    const value = 10n ** 13n - 1n;
    await t.db.query(
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, value_cents,
              probability, expected_close_date, last_activity_at)
       SELECT $1, false, 'Deal ' || n, 'qualified', $2, $3, 100, current_date + 20, now()
         FROM generate_series(1, 9300) AS n`,
      [admin.workspaceId, admin.userId, String(value)],
    );
    const created = await call(t, 'POST', '/contacts', {
      as: admin.email,
      body: {
        first_name: 'One more',
        stage: 'qualified',
        value_cents: Number(value),
        probability: 100,
      },
    });
    expect(created.status).toBe(200);
    expect(await drift()).toEqual([]);

    // The body's own digits: a JSON parser of doubles would round them as the service did.
    const sum = String(9301n * value);
    expect(sum).toBe('93009999999990699');
    const totals = `"count":9301,"value_cents":${sum},"currencies":[{"currency":"EUR","count":9301,"value_cents":${sum},"weighted_value_cents":${sum}}]`;
    const board = await call(t, 'GET', '/board', { as: admin.email });
    expect(board.status).toBe(200);
    expect(board.text).toContain(`"key":"qualified","label":"Qualified","kind":"open",${totals}`);
    const report = await call(t, 'GET', '/reports/pipeline', { as: admin.email });
    expect(report.status).toBe(200);
    expect(report.text).toContain(`"kind":"open",${totals},"entered":`);
    expect(report.text).toContain(`"totals":{${totals},"open":{${totals}}`);
    // The forecast sums the 9,300 that close this month or the next.
    const forecast = await call(t, 'GET', '/reports/forecast', { as: admin.email });
    expect(forecast.status).toBe(200);
    const closing = String(9300n * value);
    expect(forecast.text).toContain(
      `"totals":[{"currency":"EUR","count":9300,"value_cents":${closing},"weighted_value_cents":${closing}}]`,
    );
  });

  it('weigh a won or lost deal by its stage, not by the probability it was given while open', async () => {
    const admin = await signUp(t, { premium: true, role: 'admin' });
    const winning = await createContact(t, admin.email, { value_cents: 1000, probability: 60 });
    const losing = await createContact(t, admin.email, { value_cents: 400, probability: 60 });
    const moved = await Promise.all([
      call(t, 'POST', `/contacts/${winning.id}/stage`, { as: admin.email, body: { stage: 'won' } }),
      call(t, 'POST', `/contacts/${losing.id}/stage`, { as: admin.email, body: { stage: 'lost' } }),
    ]);
    expect(moved.map((r) => r.status)).toEqual([200, 200]);
    const columns = async (query: Record<string, string> = {}) => {
      const res = await call(t, 'GET', '/board', { as: admin.email, query });
      expect(res.status).toBe(200);
      return Object.fromEntries(
        (res.body.stages as { key: string; currencies: { weighted_value_cents: number }[] }[])
          .filter((s) => s.key === 'won' || s.key === 'lost')
          .map((s) => [s.key, s.currencies.map((c) => c.weighted_value_cents)]),
      );
    };

    // Won weighs 100 %, lost 0 %: the 60 % each was given stays on the contact for a reopening.
    expect(await columns()).toEqual({ won: [1000], lost: [0] });
    // Counted from the contacts a filter keeps, the same.
    expect(await columns({ 'filter[value_cents][gte]': '1' })).toEqual({ won: [1000], lost: [0] });
    const report = await call(t, 'GET', '/reports/pipeline', { as: admin.email });
    expect(report.status).toBe(200);
    expect(report.body.totals.won.currencies[0].weighted_value_cents).toBe(1000);
    expect(report.body.totals.lost.currencies[0].weighted_value_cents).toBe(0);
    expect(report.body.totals.currencies[0].weighted_value_cents).toBe(1000);
    const stored = await t.db.query<{ probability: number }[]>(
      'SELECT probability FROM contacts WHERE id = ANY($1) ORDER BY value_cents',
      [[winning.id, losing.id]],
    );
    expect(stored.map((r) => r.probability)).toEqual([60, 60]);
  });

  it("follow a removed member's contacts to no owner", async () => {
    const admin = await signUp(t, { premium: true, role: 'admin' });
    const leaving = await addMember(t, admin.workspaceId);
    await createContact(t, admin.email, {
      stage: 'lead',
      owner_id: leaving.userId,
      value_cents: 5,
    });

    const removed = await call(t, 'DELETE', `/team/${leaving.userId}`, { as: admin.email });

    expect(removed.status).toBe(204);
    expect(await column(admin, 'lead')).toEqual({ count: 1, value_cents: 5 });
    expect(await drift()).toEqual([]);
  });

  it('follow demo data seeded at sign-in and wiped by the demo reset', async () => {
    const free = await signUp(t);
    const seeded = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND is_demo`,
      [free.workspaceId],
    );
    let shown = 0;
    for (const pipeline of ['default', 'renewals']) {
      const board = await call(t, 'GET', '/board', { as: free.email, query: { pipeline } });
      shown += (board.body.stages as { count: number }[]).reduce((n, s) => n + s.count, 0);
    }
    expect(shown).toBe(seeded[0].n);

    const owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
    expect((await call(t, 'POST', '/admin/demo/reset', { as: owner.email })).status).toBe(200);
    expect(await drift()).toEqual([]);
  });

  it('stay exact under concurrent moves in opposite directions and concurrent creations', async () => {
    const rep = await signUp(t, { premium: true });
    const inLead = await Promise.all(
      Array.from({ length: 15 }, () =>
        createContact(t, rep.email, { stage: 'lead', value_cents: 1 }),
      ),
    );
    const inWon = await Promise.all(
      Array.from({ length: 15 }, () =>
        createContact(t, rep.email, { stage: 'won', value_cents: 10 }),
      ),
    );

    const results = await Promise.all([
      ...inLead.map((c) =>
        call(t, 'POST', `/contacts/${c.id}/stage`, { as: rep.email, body: { stage: 'won' } }),
      ),
      ...inWon.map((c) =>
        call(t, 'POST', `/contacts/${c.id}/stage`, { as: rep.email, body: { stage: 'lead' } }),
      ),
      ...Array.from({ length: 10 }, () =>
        call(t, 'POST', '/contacts', {
          as: rep.email,
          body: { first_name: 'New', stage: 'lead', value_cents: 100 },
        }),
      ),
    ]);

    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(await column(rep, 'lead')).toEqual({ count: 25, value_cents: 1150 });
    expect(await column(rep, 'won')).toEqual({ count: 15, value_cents: 15 });
    expect(await drift()).toEqual([]);
  });

  it('are not rewritten by writes that leave stage, owner and value alone', async () => {
    const rep = await signUp(t, { premium: true });
    const contact = await createContact(t, rep.email, { stage: 'lead', value_cents: 3 });
    const versions = () =>
      t.db.query(
        `SELECT shard, xmin::text FROM contact_stage_totals WHERE workspace_id = $1 ORDER BY shard`,
        [rep.workspaceId],
      );
    const before = await versions();

    await logInteraction(t, rep.email, contact.id);
    const renamed = await call(t, 'PATCH', `/contacts/${contact.id}`, {
      as: rep.email,
      body: { company: 'Acme' },
    });

    expect(renamed.status).toBe(200);
    expect(await versions()).toEqual(before);
  });

  it('let two connections create contacts in one stage without waiting on each other', async () => {
    const rep = await signUp(t, { premium: true });
    // Connections of their own, not the app's pool: a pooled connection given back would come
    // back with the same server process, and holding extra ones could exhaust the pool.
    const connect = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      return { client, shard: rows[0].pid & 15 };
    };
    const insert = (client: pg.Client, contacts: number) =>
      client.query(
        `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, value_cents, last_activity_at)
         SELECT $1, false, 'Concurrent ' || n, 'lead', $2, 10, now() FROM generate_series(1, $3) AS n`,
        [rep.workspaceId, rep.userId, contacts],
      );
    const first = await connect();
    let second = await connect();
    try {
      // Two server processes whose counter rows differ, as two pooled connections' mostly do.
      while (second.shard === first.shard) {
        await second.client.end();
        second = await connect();
      }

      // The first transaction creates a contact and, until it ends, holds its counter row.
      await first.client.query('BEGIN');
      await insert(first.client, 1);
      // Thirty contacts in the same stage for the same owner: with a shard per contact they would
      // have met the first one's row (one of 8) and waited for it, here until the lock timeout.
      await second.client.query(`SET lock_timeout = '2s'`);
      await expect(insert(second.client, 30)).resolves.toBeDefined();
      await first.client.query('COMMIT');
    } finally {
      await first.client.end();
      await second.client.end();
    }

    expect(await column(rep, 'lead')).toEqual({ count: 31, value_cents: 310 });
    expect(await drift()).toEqual([]);
  });

  it('are recounted by contact_stage_totals_rebuild() after a load that bypassed the triggers', async () => {
    const rep = await signUp(t, { premium: true });
    await createContact(t, rep.email, { stage: 'lead', value_cents: 5 });
    // A bulk load with the counting trigger off, as under session_replication_role = replica.
    await t.db.transaction(async (manager) => {
      await manager.query('ALTER TABLE contacts_all DISABLE TRIGGER contact_stage_totals_insert');
      await manager.query(
        `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, value_cents, last_activity_at)
         SELECT $1, false, 'Loaded ' || n, 'qualified', 100, now() FROM generate_series(1, 30) AS n`,
        [rep.workspaceId],
      );
      await manager.query('ALTER TABLE contacts_all ENABLE TRIGGER contact_stage_totals_insert');
    });
    expect(await column(rep, 'qualified')).toEqual({ count: 0, value_cents: 0 });
    expect(await drift()).not.toEqual([]);

    await t.db.query('SELECT contact_stage_totals_rebuild()');

    expect(await drift()).toEqual([]);
    // Recounted into one row per key.
    expect(
      await t.db.query(`SELECT DISTINCT shard FROM contact_stage_totals WHERE workspace_id = $1`, [
        rep.workspaceId,
      ]),
    ).toEqual([{ shard: 0 }]);
    expect(await column(rep, 'qualified')).toEqual({ count: 30, value_cents: 3000 });
    expect(await column(rep, 'lead')).toEqual({ count: 1, value_cents: 5 });
  });
});
