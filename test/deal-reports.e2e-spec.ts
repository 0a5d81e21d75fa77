import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { addMember, createContact, type Member, signUp } from './support/factories.js';
import { recordQueries } from './support/query-counter.js';
import { maintain } from './support/seed-rows.js';
import { call, useTestApp } from './support/test-app.js';

/**
 * The deal reports against figures worked out by hand on a small fixture, in a workspace whose
 * time zone is not UTC (Asia/Tokyo, UTC+9 all year), so a period's bounds and buckets are that
 * zone's days.
 */
describe('Deal reports', () => {
  const t = useTestApp();

  async function workspace(): Promise<{ admin: Member; rep: Member }> {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const res = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: {
        dormancy_days: 14,
        timezone: 'Asia/Tokyo',
        stages: DEFAULT_STAGES,
        lost_reasons: ['Price', 'Timing'],
      },
    });
    expect(res.status).toBe(200);
    return { admin, rep };
  }

  /** A contact closed at `closedAt` (set afterwards, as if it closed then). */
  async function closed(
    admin: Member,
    body: Record<string, unknown>,
    closedAt: string,
    reason?: string,
  ) {
    const { closing, ...fields } = body;
    const contact = await createContact(t, admin.email, { stage: 'qualified', ...fields });
    const stage = (closing as string | undefined) ?? 'won';
    const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: admin.email,
      body: { stage, ...(reason ? { lost_reason: reason } : {}) },
    });
    expect(moved.status).toBe(200);
    await t.db.query(`UPDATE contacts SET closed_at = $2 WHERE id = $1`, [contact.id, closedAt]);
    return contact;
  }

  const report = (admin: Member, name: string, query: Record<string, string>) =>
    call(t, 'GET', `/reports/${name}`, { as: admin.email, query });

  describe('GET /reports/forecast', () => {
    async function fixture() {
      const { admin, rep } = await workspace();
      const deal = (body: Record<string, unknown>) => createContact(t, admin.email, body);
      // Stage probabilities: lead 10, qualified 40, proposal 60.
      await deal({ stage: 'lead', value_cents: 100000, expected_close_date: '2027-01-15' }); // 10000
      await deal({
        stage: 'qualified',
        value_cents: 50000,
        probability: 90,
        expected_close_date: '2027-01-31',
        owner_id: rep.userId,
      }); // 45000
      await deal({
        stage: 'proposal',
        value_cents: 30000,
        currency: 'USD',
        expected_close_date: '2027-02-01',
      }); // 18000
      await deal({ stage: 'qualified', value_cents: 333, expected_close_date: '2027-02-10' }); // 133.2
      await deal({ stage: 'won', value_cents: 99999, expected_close_date: '2027-01-10' }); // closed
      await deal({ stage: 'lead', value_cents: 12345, expected_close_date: '2027-05-01' }); // later
      await deal({ stage: 'lead', value_cents: 777 }); // no close date
      const renewals = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: {
          key: 'renewals',
          name: 'Renewals',
          stages: [
            { key: 'renewal-due', label: 'Due', kind: 'open', probability: 70 },
            { key: 'renewed', label: 'Renewed', kind: 'won' },
          ],
        },
      });
      expect(renewals.status).toBe(201);
      await deal({ stage: 'renewal-due', value_cents: 1000, expected_close_date: '2027-01-20' }); // 700
      return { admin, rep };
    }

    it('sums open deals per month and currency, weighted by their probability or their stage’s', async () => {
      const { admin } = await fixture();
      const res = await report(admin, 'forecast', {
        from: '2027-01-01',
        to: '2027-02-28',
        pipeline: 'default',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        pipeline: 'default',
        from: '2026-12-31T15:00:00.000Z',
        to: '2027-02-28T15:00:00.000Z',
        timezone: 'Asia/Tokyo',
        months: [
          {
            month: '2027-01',
            currencies: [
              { currency: 'EUR', count: 2, value_cents: 150000, weighted_value_cents: 55000 },
            ],
          },
          {
            month: '2027-02',
            currencies: [
              { currency: 'EUR', count: 1, value_cents: 333, weighted_value_cents: 133 },
              { currency: 'USD', count: 1, value_cents: 30000, weighted_value_cents: 18000 },
            ],
          },
        ],
        totals: [
          // 55000 + 133.2, rounded once.
          { currency: 'EUR', count: 3, value_cents: 150333, weighted_value_cents: 55133 },
          { currency: 'USD', count: 1, value_cents: 30000, weighted_value_cents: 18000 },
        ],
      });
    });

    it('reads a close date of a year before 100 as that year, and refuses a bound outside years 1 to 9999', async () => {
      const { admin } = await workspace();
      const early = await createContact(t, admin.email, {
        stage: 'lead',
        value_cents: 1000,
        probability: 50,
        expected_close_date: '0050-06-15',
      });
      expect(early.expected_close_date).toBe('0050-06-15');
      const res = await report(admin, 'forecast', { from: '0050-06-01', to: '0050-06-30' });
      expect(res.status).toBe(200);
      // Before 1888 Tokyo kept its local mean time, UTC+9:18:59.
      expect(res.body).toMatchObject({
        from: '0050-05-31T14:41:01.000Z',
        to: '0050-06-30T14:41:01.000Z',
        months: [
          {
            month: '0050-06',
            currencies: [
              { currency: 'EUR', count: 1, value_cents: 1000, weighted_value_cents: 500 },
            ],
          },
        ],
      });
      // Year 1's first day in Tokyo starts in 1 BC, UTC.
      const before = await report(admin, 'forecast', { from: '0001-01-01', to: '0001-01-31' });
      expect(before.status).toBe(422);
      expect(before.body.errors).toEqual([
        { field: 'from', message: 'from must fall in the years 0001 to 9999 (UTC)' },
      ]);
    });

    it('takes every pipeline without one, and the owner, the filters and an unknown pipeline’s 422', async () => {
      const { admin, rep } = await fixture();
      const every = await report(admin, 'forecast', { from: '2027-01-01', to: '2027-01-31' });
      expect(every.body.pipeline).toBeNull();
      expect(every.body.totals).toEqual([
        { currency: 'EUR', count: 3, value_cents: 151000, weighted_value_cents: 55700 },
      ]);
      const owned = await report(admin, 'forecast', {
        from: '2027-01-01',
        to: '2027-02-28',
        owner_id: rep.userId,
      });
      expect(owned.body.totals).toEqual([
        { currency: 'EUR', count: 1, value_cents: 50000, weighted_value_cents: 45000 },
      ]);
      const big = await report(admin, 'forecast', {
        from: '2027-01-01',
        to: '2027-02-28',
        'filter[value_cents][gte]': '40000',
      });
      expect(big.body.months[1]).toEqual({ month: '2027-02', currencies: [] });
      expect(big.body.totals).toEqual([
        { currency: 'EUR', count: 2, value_cents: 150000, weighted_value_cents: 55000 },
      ]);
      const unknown = await report(admin, 'forecast', { pipeline: 'partners' });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual([
        {
          field: 'pipeline',
          message: "Unknown pipeline 'partners'. Valid pipelines: default, renewals",
        },
      ]);
    });

    it('reads a date given alone as a year from it or up to it', async () => {
      const { admin } = await fixture();
      const from = await report(admin, 'forecast', { from: '2027-01-01' });
      expect(from.status).toBe(200);
      expect(from.body).toMatchObject({
        from: '2026-12-31T15:00:00.000Z',
        to: '2027-12-31T15:00:00.000Z',
      });
      expect(from.body.months.map((m: { month: string }) => m.month)).toEqual(
        Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}`),
      );
      expect(from.body.totals).toEqual(
        (await report(admin, 'forecast', { from: '2027-01-01', to: '2027-12-31' })).body.totals,
      );
      const to = await report(admin, 'forecast', { to: '2027-01-31' });
      expect(to.body).toMatchObject({
        from: '2026-01-31T15:00:00.000Z',
        to: '2027-01-31T15:00:00.000Z',
      });
      expect(to.body.months[0].month).toBe('2026-02');
      expect(to.body.months.at(-1).month).toBe('2027-01');
      // The year stops at the last or first date the zone holds, never refusing a bound not sent.
      for (const name of ['forecast', 'win-rate']) {
        const last = await report(admin, name, { from: '9999-06-01' });
        expect([last.status, last.body.to]).toEqual([200, '9999-12-31T15:00:00.000Z']);
        // Tokyo's local mean time was 9:18:59 ahead of UTC: 0001-01-01 began in the year 0.
        const first = await report(admin, name, { to: '0001-06-01' });
        expect([first.status, first.body.from]).toEqual([200, '0001-01-01T14:41:01.000Z']);
      }
    });
  });

  describe('GET /reports/win-rate', () => {
    async function fixture() {
      const { admin, rep } = await workspace();
      const owned = { owner_id: rep.userId };
      await closed(admin, {}, '2026-10-15T00:00:00Z'); // won, October
      // 20:00 UTC on 31 October is 05:00 on 1 November in Tokyo.
      await closed(admin, owned, '2026-10-31T20:00:00Z');
      await closed(admin, { closing: 'lost' }, '2026-11-10T00:00:00Z', 'Price');
      // 16:00 UTC on 30 September is 01:00 on 1 October in Tokyo: inside the period.
      await closed(admin, { ...owned, closing: 'lost' }, '2026-09-30T16:00:00Z', 'Timing');
      await closed(admin, {}, '2026-11-20T00:00:00Z'); // won, November
      await closed(admin, {}, '2026-12-05T00:00:00Z'); // won, after the period
      await createContact(t, admin.email); // open
      return { admin, rep };
    }

    it('counts won and lost per month of closed_at in the workspace time zone, per owner and overall', async () => {
      const { admin, rep } = await fixture();
      const res = await report(admin, 'win-rate', { from: '2026-10-01', to: '2026-11-30' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        pipeline: null,
        from: '2026-09-30T15:00:00.000Z',
        to: '2026-11-30T15:00:00.000Z',
        timezone: 'Asia/Tokyo',
        period: 'month',
        periods: [
          { period: '2026-10', won: 1, lost: 1, win_rate: 0.5 },
          { period: '2026-11', won: 2, lost: 1, win_rate: 0.6667 },
        ],
        owners: expect.arrayContaining([{ owner_id: rep.userId, won: 1, lost: 1, win_rate: 0.5 }]),
        totals: { won: 3, lost: 2, win_rate: 0.6 },
      });
      expect(res.body.owners).toHaveLength(2);
      const quarter = await report(admin, 'win-rate', {
        from: '2026-10-01',
        to: '2026-11-30',
        period: 'quarter',
      });
      expect(quarter.body.periods).toEqual([{ period: '2026-Q4', won: 3, lost: 2, win_rate: 0.6 }]);
      const none = await report(admin, 'win-rate', { from: '2025-01-01', to: '2025-01-31' });
      expect(none.body.totals).toEqual({ won: 0, lost: 0, win_rate: null });
      expect(none.body.periods).toEqual([{ period: '2025-01', won: 0, lost: 0, win_rate: null }]);
    });
  });

  describe('GET /reports/lost-reasons', () => {
    it('counts lost deals per reason, most first and none given last, with their value per currency', async () => {
      const { admin } = await workspace();
      const lost = (body: Record<string, unknown>, at: string, reason?: string) =>
        closed(admin, { ...body, closing: 'lost' }, at, reason);
      await lost({ value_cents: 500 }, '2026-11-10T00:00:00Z', 'Price');
      await lost({ value_cents: 250 }, '2026-11-11T00:00:00Z', 'Price');
      await lost({ value_cents: 700, currency: 'USD' }, '2026-11-12T00:00:00Z', 'Timing');
      await lost({ value_cents: 100 }, '2026-11-13T00:00:00Z');
      await lost({ value_cents: 900 }, '2026-10-01T00:00:00Z', 'Timing'); // before the period
      await closed(admin, { value_cents: 5 }, '2026-11-10T00:00:00Z'); // won
      const res = await report(admin, 'lost-reasons', { from: '2026-11-01', to: '2026-11-30' });
      expect(res.status).toBe(200);
      expect(res.body.reasons).toEqual([
        { reason: 'Price', count: 2, values: [{ currency: 'EUR', value_cents: 750 }] },
        { reason: 'Timing', count: 1, values: [{ currency: 'USD', value_cents: 700 }] },
        { reason: null, count: 1, values: [{ currency: 'EUR', value_cents: 100 }] },
      ]);
    });
  });

  describe('GET /reports/velocity', () => {
    /** A contact of `owner` whose stage moves are `path` (from, to, when) and nothing else. */
    async function withMoves(
      admin: Member,
      owner: Member,
      path: [string | null, string, string][],
    ): Promise<{ id: string }> {
      const contact = await createContact(t, admin.email, { owner_id: owner.userId });
      await t.db.query(`DELETE FROM stage_moves WHERE contact_id = $1`, [contact.id]);
      for (const [from, to, at] of path) {
        await t.db.query(
          `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_at)
           VALUES ($1, false, $2, $3, $4, $5)`,
          [admin.workspaceId, contact.id, from, to, at],
        );
      }
      return contact;
    }

    it("gives each stage's mean and median days from the stays that ended in the period, and days from entry to won", async () => {
      const { admin, rep } = await workspace();
      const moves = (owner: Member, path: [string | null, string, string][]) =>
        withMoves(admin, owner, path);
      await moves(admin, [
        [null, 'lead', '2026-10-01T00:00:00Z'],
        ['lead', 'qualified', '2026-10-05T00:00:00Z'], // 4 days in lead
        ['qualified', 'won', '2026-10-15T00:00:00Z'], // 10 in qualified; 14 from entry to won
      ]);
      await moves(rep, [
        [null, 'lead', '2026-10-02T00:00:00Z'],
        ['lead', 'qualified', '2026-10-04T00:00:00Z'], // 2 in lead
        ['qualified', 'lost', '2026-10-10T00:00:00Z'], // 6 in qualified
      ]);
      await moves(admin, [
        [null, 'lead', '2026-09-01T00:00:00Z'],
        ['lead', 'qualified', '2026-10-20T00:00:00Z'], // 49 in lead, ended in the period
        ['qualified', 'won', '2026-10-30T00:00:00Z'], // 10 in qualified; 59 from entry to won
        ['won', 'negotiation', '2026-11-05T00:00:00Z'], // after the period
      ]);
      const res = await report(admin, 'velocity', { from: '2026-10-01', to: '2026-10-31' });
      expect(res.status).toBe(200);
      expect(res.body.pipeline).toBe('default');
      const byKey = Object.fromEntries(res.body.stages.map((s: { key: string }) => [s.key, s]));
      expect(byKey.lead).toEqual({
        key: 'lead',
        label: 'Lead',
        count: 3,
        average_days: 18.33,
        median_days: 4,
      });
      expect(byKey.qualified).toMatchObject({ count: 3, average_days: 8.67, median_days: 10 });
      expect(byKey.won).toMatchObject({ count: 0, average_days: null, median_days: null });
      expect(res.body.stages.map((s: { key: string }) => s.key)).toEqual(
        DEFAULT_STAGES.map((s) => s.key),
      );
      expect(res.body.won).toEqual({ count: 2, average_days: 36.5, median_days: 36.5 });

      const owned = await report(admin, 'velocity', {
        from: '2026-10-01',
        to: '2026-10-31',
        owner_id: rep.userId,
      });
      expect(owned.body.stages[0]).toMatchObject({ key: 'lead', count: 1, average_days: 2 });
      expect(owned.body.won).toEqual({ count: 0, average_days: null, median_days: null });
    });

    it("follows each deal's own moves when a merge interleaved another deal's", async () => {
      const { admin } = await workspace();
      const kept = await withMoves(admin, admin, [
        [null, 'lead', '2026-10-01T00:00:00Z'],
        ['lead', 'qualified', '2026-10-03T00:00:00Z'], // 2 days in lead
        ['qualified', 'won', '2026-10-13T00:00:00Z'], // 10 in qualified; 12 from entry to won
      ]);
      const folded = await withMoves(admin, admin, [
        [null, 'lead', '2026-10-05T00:00:00Z'],
        ['lead', 'contacted', '2026-10-09T00:00:00Z'], // 4 in lead
        ['contacted', 'won', '2026-10-11T00:00:00Z'], // 2 in contacted; 6 from entry to won
      ]);
      const merged = await call(t, 'POST', `/contacts/${kept.id}/merge`, {
        as: admin.email,
        body: { source_ids: [folded.id] },
      });
      expect(merged.status).toBe(200);
      // The kept contact has every move, each saying which deal it was made for.
      const moves = await t.db.query<{ merged_from: string | null; n: number }[]>(
        `SELECT merged_from, count(*)::int AS n FROM stage_moves WHERE contact_id = $1
          GROUP BY merged_from ORDER BY merged_from NULLS FIRST`,
        [kept.id],
      );
      expect(moves).toEqual([
        { merged_from: null, n: 3 },
        { merged_from: folded.id, n: 3 },
      ]);

      const res = await report(admin, 'velocity', { from: '2026-10-01', to: '2026-10-31' });
      expect(res.status).toBe(200);
      const byKey = Object.fromEntries(res.body.stages.map((s: { key: string }) => [s.key, s]));
      // 10 days in qualified, from the move into it (3rd), not from the folded deal's on the 9th.
      expect(byKey.qualified).toMatchObject({ count: 1, average_days: 10, median_days: 10 });
      expect(byKey.lead).toMatchObject({ count: 2, average_days: 3, median_days: 3 });
      expect(byKey.contacted).toMatchObject({ count: 1, average_days: 2, median_days: 2 });
      // Each win from its own deal's entry: 12 and 6 days, not 12 and 10 from the kept one's.
      expect(res.body.won).toEqual({ count: 2, average_days: 9, median_days: 9 });
    });

    const settingsWith = (stages: unknown[], moveTo?: Record<string, string>) => ({
      dormancy_days: 14,
      timezone: 'Asia/Tokyo',
      stages,
      ...(moveTo ? { move_to: moveTo } : {}),
    });
    const october = { from: '2026-10-01', to: '2026-10-31' };
    const stageOf = (body: { stages: { key: string }[] }, key: string) =>
      body.stages.find((s) => s.key === key);

    it('counts one win for a deal that moves on from one won stage to another', async () => {
      const { admin } = await workspace();
      const stages = [
        ...DEFAULT_STAGES.filter((s) => s.key !== 'lost'),
        { key: 'paid', label: 'Paid', kind: 'won' },
        DEFAULT_STAGES.find((s) => s.key === 'lost')!,
      ];
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWith(stages),
      });
      expect(res.status).toBe(200);
      // Moves made since the stages were: over the next days.
      const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
      await withMoves(admin, admin, [
        [null, 'lead', day(1)],
        ['lead', 'won', day(5)], // 4 days from entry to won
        ['won', 'paid', day(9)], // still won: no second win
      ]);
      // Created won: a win on the day it entered.
      await withMoves(admin, admin, [[null, 'paid', day(10)]]);
      const velocity = await report(admin, 'velocity', {
        from: day(0).slice(0, 10),
        to: day(20).slice(0, 10),
      });
      expect(velocity.body.won).toEqual({ count: 2, average_days: 2, median_days: 2 });
    });

    it('counts stages by their kind now: a move into a stage made won since is a win as of the move', async () => {
      const { admin } = await workspace();
      await withMoves(admin, admin, [
        [null, 'lead', '2026-10-01T00:00:00Z'],
        ['lead', 'proposal', '2026-10-04T00:00:00Z'], // 3 days from entry
      ]);
      const before = await report(admin, 'velocity', october);
      expect(before.body.won).toEqual({ count: 0, average_days: null, median_days: null });
      const made = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWith(
          DEFAULT_STAGES.map((s) => (s.key === 'proposal' ? { ...s, kind: 'won' } : s)),
        ),
      });
      expect(made.status).toBe(200);
      const after = await report(admin, 'velocity', october);
      expect(after.body.won).toEqual({ count: 1, average_days: 3, median_days: 3 });
    });

    it('counts the stays and entries of a renamed stage under its new key', async () => {
      const { admin } = await workspace();
      await withMoves(admin, admin, [
        [null, 'lead', '2026-10-01T00:00:00Z'],
        ['lead', 'qualified', '2026-10-03T00:00:00Z'],
        ['qualified', 'won', '2026-10-13T00:00:00Z'], // 10 days in qualified
      ]);
      const renamed = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWith(
          DEFAULT_STAGES.map((s) => (s.key === 'qualified' ? { ...s, key: 'vetted' } : s)),
          { qualified: 'vetted' },
        ),
      });
      expect(renamed.status).toBe(200);
      const velocity = await report(admin, 'velocity', october);
      expect(stageOf(velocity.body, 'vetted')).toMatchObject({ count: 1, average_days: 10 });
      const pipeline = await report(admin, 'pipeline', october);
      expect(stageOf(pipeline.body, 'vetted')).toMatchObject({ entered: 1 });
    });

    it('makes one stay of a stay split between stages that become one, and shows no move between them', async () => {
      const { admin } = await workspace();
      const contact = await withMoves(admin, admin, [
        [null, 'lead', '2026-10-01T00:00:00Z'],
        ['lead', 'contacted', '2026-10-03T00:00:00Z'],
        ['contacted', 'qualified', '2026-10-11T00:00:00Z'],
      ]);
      // lead and contacted merge into a new stage, early.
      const merged = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWith(
          [
            { key: 'early', label: 'Early', kind: 'open' },
            ...DEFAULT_STAGES.filter((s) => s.key !== 'lead' && s.key !== 'contacted'),
          ],
          { lead: 'early', contacted: 'early' },
        ),
      });
      expect(merged.status).toBe(200);
      const velocity = await report(admin, 'velocity', october);
      expect(stageOf(velocity.body, 'early')).toMatchObject({ count: 1, average_days: 10 });
      const timeline = await call(t, 'GET', `/contacts/${contact.id}/timeline`, {
        as: admin.email,
        query: { kind: 'stage_move' },
      });
      expect(
        timeline.body.items.map(
          (e: { stage_move: { from_stage: string | null; to_stage: string } }) => [
            e.stage_move.from_stage,
            e.stage_move.to_stage,
          ],
        ),
      ).toEqual([
        ['early', 'qualified'],
        [null, 'early'],
      ]);
    });

    it('starts a stage afresh that takes the key of a removed one, in another pipeline', async () => {
      const { admin } = await workspace();
      await withMoves(admin, admin, [
        [null, 'lead', '2026-10-01T00:00:00Z'],
        ['lead', 'contacted', '2026-10-05T00:00:00Z'],
        ['contacted', 'lead', '2026-10-07T00:00:00Z'],
      ]);
      const removed = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWith(
          DEFAULT_STAGES.filter((s) => s.key !== 'lead'),
          { lead: 'contacted' },
        ),
      });
      expect(removed.status).toBe(200);
      const created = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: {
          key: 'renew',
          name: 'Renewals',
          stages: [
            { key: 'lead', label: 'Renewal lead', kind: 'open' },
            { key: 'renewed', label: 'Renewed', kind: 'won' },
          ],
        },
      });
      expect(created.status).toBe(201);
      // The old lead's entries and stays, October's and the removal's move out of it, are not
      // the new stage's.
      for (const period of [october, {}]) {
        const query = { ...period, pipeline: 'renew' };
        const pipeline = await report(admin, 'pipeline', query);
        expect(stageOf(pipeline.body, 'lead')).toMatchObject({ entered: 0 });
        const velocity = await report(admin, 'velocity', query);
        expect(stageOf(velocity.body, 'lead')).toMatchObject({ count: 0 });
      }
      const renewal = await createContact(t, admin.email, { pipeline: 'renew' });
      expect(renewal.stage).toBe('lead');
      const now = await report(admin, 'pipeline', { pipeline: 'renew' });
      expect(stageOf(now.body, 'lead')).toMatchObject({ count: 1, entered: 1 });
    });

    it("counts a stage renamed to a removed stage's key from the rename, as a stage added with that key: the removed stage's moves are not its", async () => {
      const { admin } = await workspace();
      await withMoves(admin, admin, [
        [null, 'lead', '2026-10-01T00:00:00Z'],
        ['lead', 'proposal', '2026-10-02T00:00:00Z'],
        ['proposal', 'won', '2026-10-12T00:00:00Z'], // 10 days in the old proposal
      ]);
      await withMoves(admin, admin, [
        [null, 'lead', '2026-10-01T00:00:00Z'],
        ['lead', 'qualified', '2026-10-03T00:00:00Z'],
        ['qualified', 'won', '2026-10-06T00:00:00Z'], // 3 days in qualified
      ]);
      const removed = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWith(DEFAULT_STAGES.filter((s) => s.key !== 'proposal')),
      });
      expect(removed.status).toBe(200);
      const before = await report(admin, 'velocity', october);
      expect(stageOf(before.body, 'qualified')).toMatchObject({ count: 1, average_days: 3 });
      const renamed = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWith(
          DEFAULT_STAGES.filter((s) => s.key !== 'proposal').map((s) =>
            s.key === 'qualified' ? { ...s, key: 'proposal' } : s,
          ),
          { qualified: 'proposal' },
        ),
      });
      expect(renamed.status).toBe(200);
      // Neither the old proposal's stay nor qualified's: which was which, the moves no longer say.
      const velocity = await report(admin, 'velocity', october);
      expect(stageOf(velocity.body, 'proposal')).toMatchObject({ count: 0 });
      const pipeline = await report(admin, 'pipeline', october);
      expect(stageOf(pipeline.body, 'proposal')).toMatchObject({ entered: 0 });
      // A rename into a key no stage had keeps the renamed stage's moves (the test above).
    });

    it('reads the moves on its own backend, without the parallel workers a large tenant would get', async () => {
      const { admin } = await workspace();
      await createContact(t, admin.email, { stage: 'lead' });
      const sent = await recordQueries(t, async () => {
        const res = await report(admin, 'velocity', { from: '2026-10-01', to: '2026-10-31' });
        expect(res.status).toBe(200);
      });
      const at = sent.findIndex((q) => q.text.includes('period_moves'));
      expect(sent.slice(at - 2, at + 2).map((q) => q.text.split(';')[0])).toEqual([
        'START TRANSACTION',
        'SET LOCAL max_parallel_workers_per_gather = 0',
        sent[at].text,
        'COMMIT',
      ]);
      // Where the planner would split the read among workers, the setting keeps it whole. The
      // scans' cost is made all per-row work, which workers divide, and counted on statistics
      // taken now: where the database is shared with other specs, a table analysed after their
      // deletes could look nearly empty, and splitting a nearly empty scan saves nothing.
      await maintain(t, 'ANALYZE stage_moves_all, contacts_all');
      const plan = (serial: boolean) =>
        t.db.transaction(async (manager) => {
          await manager.query(
            'SET LOCAL parallel_setup_cost = 0; SET LOCAL parallel_tuple_cost = 0; ' +
              'SET LOCAL min_parallel_table_scan_size = 0; SET LOCAL min_parallel_index_scan_size = 0; ' +
              'SET LOCAL enable_indexscan = off; SET LOCAL enable_bitmapscan = off; ' +
              'SET LOCAL seq_page_cost = 0',
          );
          if (serial) await manager.query(sent[at - 1].text);
          const rows = await manager.query<{ 'QUERY PLAN': string }[]>(
            `EXPLAIN ${sent[at].text}`,
            sent[at].values,
          );
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        });
      expect(await plan(false)).toContain('Gather');
      expect(await plan(true)).not.toContain('Gather');
    });
  });
});
