import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { stageEntries } from '../src/modules/reports/reports.queries.js';
import { DEFAULT_WORKSPACE_STAGES } from '../src/tenancy/stages.js';
import {
  addMember,
  createContact,
  logInteraction,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { countQueries } from './support/query-counter.js';
import { call, useTestApp } from './support/test-app.js';
import { maintain } from './support/seed-rows.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const NO_TYPES = { call: 0, email: 0, meeting: 0, note: 0, message: 0 };
const DEFAULT_KEYS = ['lead', 'contacted', 'qualified', 'proposal', 'negotiation', 'won', 'lost'];

describe('Reports', () => {
  const t = useTestApp();

  async function report(member: Member, name: string, query: Record<string, string> = {}) {
    const res = await call(t, 'GET', `/reports/${name}`, { as: member.email, query });
    expect(res.status).toBe(200);
    return res.body;
  }

  async function setTimeZone(member: Member, timezone: string): Promise<void> {
    await t.db.query(`UPDATE workspaces SET timezone = $2 WHERE id = $1`, [
      member.workspaceId,
      timezone,
    ]);
  }

  describe('an empty workspace', () => {
    it('answers zeros, not errors', async () => {
      const empty = await signUp(t, { premium: true });
      const pipeline = await report(empty, 'pipeline');
      expect(pipeline.stages.map((s: { key: string }) => s.key)).toEqual(DEFAULT_KEYS);
      expect(
        pipeline.stages.every(
          (s: Record<string, number>) => s.count === 0 && s.value_cents === 0 && s.entered === 0,
        ),
      ).toBe(true);
      expect(pipeline.pipeline).toBe('default');
      expect(pipeline.totals).toEqual({
        count: 0,
        value_cents: 0,
        currencies: [],
        open: { count: 0, value_cents: 0, currencies: [] },
        won: { count: 0, value_cents: 0, currencies: [] },
        lost: { count: 0, value_cents: 0, currencies: [] },
      });
      expect(pipeline.win_rate).toBeNull();

      const activity = await report(empty, 'activity');
      expect(activity.totals).toEqual({ total: 0, by_type: NO_TYPES });
      expect(activity.days).toHaveLength(30);
      expect(activity.days.every((d: { total: number }) => d.total === 0)).toBe(true);
      expect(activity.owners).toEqual([]);

      const followups = await report(empty, 'followups');
      expect(followups).toEqual({
        from: null,
        to: null,
        timezone: 'UTC',
        as_of: expect.stringMatching(/Z$/),
        totals: {
          on_time: 0,
          late: 0,
          overdue: 0,
          upcoming: 0,
          completed: 0,
          open: 0,
          total: 0,
          on_time_rate: null,
        },
        owners: [],
      });
    });
  });

  describe('pipeline', () => {
    it('counts and values each stage in workspace order, with totals by kind and the win rate', async () => {
      const rep = await signUp(t, { premium: true });
      const other = await signUp(t, { premium: true });
      await createContact(t, other.email, { stage: 'won', value_cents: 1_000_000 });
      for (const [stage, value_cents] of [
        ['lead', 100],
        ['lead', 200],
        ['qualified', 500],
        ['won', 1000],
        ['won', 3000],
        ['lost', 700],
      ] as const) {
        await createContact(t, rep.email, { stage, value_cents });
      }
      const moved = await createContact(t, rep.email, { stage: 'lead', value_cents: 50 });
      await call(t, 'POST', `/contacts/${moved.id}/stage`, {
        as: rep.email,
        body: { stage: 'contacted' },
      });

      const body = await report(rep, 'pipeline');
      expect(
        body.stages.map((s: Record<string, unknown>) => [
          s.key,
          s.kind,
          s.count,
          s.value_cents,
          s.entered,
        ]),
      ).toEqual([
        ['lead', 'open', 2, 300, 3],
        ['contacted', 'open', 1, 50, 1],
        ['qualified', 'open', 1, 500, 1],
        ['proposal', 'open', 0, 0, 0],
        ['negotiation', 'open', 0, 0, 0],
        ['won', 'won', 2, 4000, 2],
        ['lost', 'lost', 1, 700, 1],
      ]);
      expect(body.stages[0].label).toBe('Lead');
      // The workspace's currency; weighted by the stages' probabilities (lead 10, contacted 20,
      // qualified 40, won 100, lost 0).
      const eur = (count: number, value_cents: number, weighted_value_cents: number) => [
        { currency: 'EUR', count, value_cents, weighted_value_cents },
      ];
      expect(body.totals).toEqual({
        count: 7,
        value_cents: 5550,
        currencies: eur(7, 5550, 4000 + 200 + 10 + 30),
        open: { count: 4, value_cents: 850, currencies: eur(4, 850, 240) },
        won: { count: 2, value_cents: 4000, currencies: eur(2, 4000, 4000) },
        lost: { count: 1, value_cents: 700, currencies: eur(1, 700, 0) },
      });
      expect(body.win_rate).toBe(0.6667);

      // Entries are counted over the period; the standing counts are always now.
      const past = await report(rep, 'pipeline', { from: '2020-01-01', to: '2020-12-31' });
      expect(past.stages.map((s: { entered: number }) => s.entered)).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(past.totals.count).toBe(7);
      expect(past.from).toBe('2020-01-01T00:00:00.000Z');
      expect(past.to).toBe('2021-01-01T00:00:00.000Z');
    });

    it('counts a contact once per stage it entered, however often it went back and forth', async () => {
      const rep = await signUp(t, { premium: true });
      const bouncing = await createContact(t, rep.email, { stage: 'lead' });
      for (const stage of ['contacted', 'lead', 'contacted', 'qualified', 'contacted']) {
        const moved = await call(t, 'POST', `/contacts/${bouncing.id}/stage`, {
          as: rep.email,
          body: { stage },
        });
        expect(moved.status).toBe(200);
      }
      await createContact(t, rep.email, { stage: 'contacted' });
      // An entry before the period counts for nothing in it.
      const old = await createContact(t, rep.email, { stage: 'proposal' });
      await t.db.query(
        `UPDATE stage_moves SET moved_at = now() - interval '400 days' WHERE contact_id = $1`,
        [old.id],
      );

      const body = await report(rep, 'pipeline');
      expect(body.stages.map((s: { key: string; entered: number }) => [s.key, s.entered])).toEqual([
        ['lead', 1],
        ['contacted', 2],
        ['qualified', 1],
        ['proposal', 0],
        ['negotiation', 0],
        ['won', 0],
        ['lost', 0],
      ]);
      expect(body.stages[3].count).toBe(1);
    });

    it("reads a period's entries from the report index alone", async () => {
      // If stage_moves_report_idx stopped covering the columns the report reads, every entry in
      // the period would cost a visit to the table. With every other way priced out, the plan
      // can only be an index-only scan of it, or a (disabled) sequential scan.
      await maintain(t, 'VACUUM (ANALYZE) stage_moves_all');
      const plan = await t.db.transaction(async (manager) => {
        for (const path of ['seqscan', 'bitmapscan', 'indexscan']) {
          await manager.query(`SET LOCAL enable_${path} = off`);
        }
        const entries = stageEntries(
          { workspace: { id: randomUUID() }, demo: false },
          { from: new Date(Date.now() - 30 * DAY), to: new Date() },
          DEFAULT_WORKSPACE_STAGES,
        );
        const rows = await manager.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${entries.text}`, [
          ...entries.values,
        ]);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('Index Only Scan using stage_moves_report_idx');
      expect(plan).not.toContain('Seq Scan');
    });

    it("follows the workspace's own stages and their kinds", async () => {
      const manager = await signUp(t, { premium: true });
      const res = await call(t, 'PUT', '/settings', {
        as: manager.email,
        body: {
          dormancy_days: 14,
          timezone: 'UTC',
          stages: [
            { key: 'new', label: 'New', kind: 'open' },
            { key: 'signed', label: 'Signed', kind: 'won' },
            { key: 'churned', label: 'Churned', kind: 'lost' },
            { key: 'no_budget', label: 'No budget', kind: 'lost' },
          ],
        },
      });
      expect(res.status).toBe(200);
      await createContact(t, manager.email, { stage: 'signed', value_cents: 10 });
      await createContact(t, manager.email, { stage: 'churned' });
      await createContact(t, manager.email, { stage: 'no_budget' });
      await createContact(t, manager.email, { stage: 'no_budget' });
      const body = await report(manager, 'pipeline');
      expect(body.stages.map((s: { key: string; count: number }) => [s.key, s.count])).toEqual([
        ['new', 0],
        ['signed', 1],
        ['churned', 1],
        ['no_budget', 2],
      ]);
      expect(body.totals.lost).toMatchObject({ count: 3, value_cents: 0 });
      expect(body.win_rate).toBe(0.25);
    });

    it('sums amounts per currency apart, never converted, beside the sum over every currency', async () => {
      const rep = await signUp(t, { premium: true });
      await createContact(t, rep.email, {
        stage: 'qualified',
        value_cents: 1_000_000,
        currency: 'EUR',
      });
      await createContact(t, rep.email, { stage: 'qualified', value_cents: 500, currency: 'USD' });
      await createContact(t, rep.email, { stage: 'won', value_cents: 300, currency: 'EUR' });
      const body = await report(rep, 'pipeline');
      const qualified = body.stages.find((s: { key: string }) => s.key === 'qualified');
      expect([qualified.value_cents, qualified.currencies]).toEqual([
        1_000_500,
        [
          { currency: 'EUR', count: 1, value_cents: 1_000_000, weighted_value_cents: 400_000 },
          { currency: 'USD', count: 1, value_cents: 500, weighted_value_cents: 200 },
        ],
      ]);
      expect(body.totals.currencies).toEqual([
        { currency: 'EUR', count: 2, value_cents: 1_000_300, weighted_value_cents: 400_300 },
        { currency: 'USD', count: 1, value_cents: 500, weighted_value_cents: 200 },
      ]);
    });

    it("reports the pipeline asked for, with that pipeline's stages, win rate and entries", async () => {
      const admin = await signUp(t, { premium: true });
      const created = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: {
          key: 'renewals',
          name: 'Renewals',
          stages: [
            { key: 'due', label: 'Due', kind: 'open' },
            { key: 'renewed', label: 'Renewed', kind: 'won' },
            { key: 'churned', label: 'Churned', kind: 'lost' },
          ],
        },
      });
      expect(created.status).toBe(201);
      await createContact(t, admin.email, { stage: 'won', value_cents: 100 });
      await createContact(t, admin.email, { stage: 'due', value_cents: 40 });
      await createContact(t, admin.email, { stage: 'churned' });
      const renewals = await report(admin, 'pipeline', { pipeline: 'renewals' });
      expect(
        renewals.stages.map((s: Record<string, unknown>) => [
          s.key,
          s.count,
          s.value_cents,
          s.entered,
        ]),
      ).toEqual([
        ['due', 1, 40, 1],
        ['renewed', 0, 0, 0],
        ['churned', 1, 0, 1],
      ]);
      expect([renewals.pipeline, renewals.totals.count, renewals.win_rate]).toEqual([
        'renewals',
        2,
        0,
      ]);
      const main = await report(admin, 'pipeline');
      expect([main.pipeline, main.totals.count, main.win_rate]).toEqual(['default', 1, 1]);

      const unknown = await call(t, 'GET', '/reports/pipeline', {
        as: admin.email,
        query: { pipeline: 'nope' },
      });
      expect([unknown.status, unknown.body.detail]).toEqual([
        422,
        "Validation failed: Unknown pipeline 'nope'. Valid pipelines: default, renewals",
      ]);
    });

    it('reports the deals a filter, an owner or a view keeps, as GET /contacts chooses them', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId);
      await createContact(t, admin.email, { stage: 'lead', value_cents: 100, company: 'Acme' });
      await createContact(t, admin.email, { stage: 'won', value_cents: 300, company: 'Acme' });
      await createContact(t, admin.email, {
        stage: 'lost',
        value_cents: 50,
        company: 'Acme',
        owner_id: rep.userId,
      });
      await createContact(t, admin.email, { stage: 'lead', value_cents: 7, company: 'Other' });
      // key, count, value_cents, entered of the stages with deals; then the win rate.
      const figures = (body: Record<string, unknown>) => [
        (body.stages as Record<string, unknown>[])
          .filter((s) => s.count !== 0 || s.entered !== 0)
          .map((s) => [s.key, s.count, s.value_cents, s.entered]),
        body.win_rate,
      ];
      expect(figures(await report(admin, 'pipeline'))).toEqual([
        [
          ['lead', 2, 107, 2],
          ['won', 1, 300, 1],
          ['lost', 1, 50, 1],
        ],
        0.5,
      ]);
      const acme = { 'filter[company][eq]': 'Acme' };
      expect(figures(await report(admin, 'pipeline', acme))).toEqual([
        [
          ['lead', 1, 100, 1],
          ['won', 1, 300, 1],
          ['lost', 1, 50, 1],
        ],
        0.5,
      ]);
      expect(figures(await report(admin, 'pipeline', { ...acme, owner_id: rep.userId }))).toEqual([
        [['lost', 1, 50, 1]],
        0,
      ]);
      expect(figures(await report(admin, 'pipeline', { owner_id: admin.userId }))).toEqual([
        [
          ['lead', 2, 107, 2],
          ['won', 1, 300, 1],
        ],
        1,
      ]);
      const view = await call(t, 'POST', '/views', {
        as: admin.email,
        body: { name: 'Others', filter: { and: [{ field: 'company', op: 'eq', value: 'Other' }] } },
      });
      expect(view.status).toBe(200);
      expect(figures(await report(admin, 'pipeline', { view: view.body.id }))).toEqual([
        [['lead', 1, 7, 1]],
        null,
      ]);
      const refused = await call(t, 'GET', '/reports/pipeline', {
        as: admin.email,
        query: { 'filter[nope][eq]': '1' },
      });
      expect([refused.status, refused.body.errors?.[0]?.field]).toEqual([422, 'filter.nope']);
    });
  });

  describe('activity', () => {
    it('counts interactions per day (workspace time zone) and type, and per author', async () => {
      const rep = await signUp(t, { premium: true });
      const teammate = await addMember(t, rep.workspaceId);
      await setTimeZone(rep, 'America/New_York');
      const contact = await createContact(t, rep.email);
      const log = (who: Member, type: string, occurred_at: string) =>
        logInteraction(t, who.email, contact.id, { type, occurred_at });
      await log(rep, 'call', '2026-03-02T03:00:00Z'); // 1 March, 22:00 in New York
      await log(rep, 'email', '2026-03-02T15:00:00Z');
      await log(teammate, 'call', '2026-03-02T16:00:00Z');
      await log(teammate, 'meeting', '2026-03-05T12:00:00Z'); // after the period
      await log(rep, 'note', '2026-02-28T12:00:00Z'); // before it
      const other = await signUp(t, { premium: true });
      const theirs = await createContact(t, other.email);
      await logInteraction(t, other.email, theirs.id, { occurred_at: '2026-03-02T15:00:00Z' });

      const body = await report(rep, 'activity', { from: '2026-03-01', to: '2026-03-04' });
      expect(body.from).toBe('2026-03-01T05:00:00.000Z');
      expect(body.to).toBe('2026-03-05T05:00:00.000Z');
      expect(body.timezone).toBe('America/New_York');
      expect(body.totals).toEqual({ total: 3, by_type: { ...NO_TYPES, call: 2, email: 1 } });
      expect(body.days).toEqual([
        { date: '2026-03-01', total: 1, by_type: { ...NO_TYPES, call: 1 } },
        { date: '2026-03-02', total: 2, by_type: { ...NO_TYPES, call: 1, email: 1 } },
        { date: '2026-03-03', total: 0, by_type: NO_TYPES },
        { date: '2026-03-04', total: 0, by_type: NO_TYPES },
      ]);
      expect(body.owners).toEqual([
        { owner_id: rep.userId, total: 2, by_type: { ...NO_TYPES, call: 1, email: 1 } },
        { owner_id: teammate.userId, total: 1, by_type: { ...NO_TYPES, call: 1 } },
      ]);

      const hour = await report(rep, 'activity', {
        from: '2026-03-02T15:00:00Z',
        to: '2026-03-02T16:00:00Z',
      });
      expect(hour.totals).toEqual({ total: 1, by_type: { ...NO_TYPES, email: 1 } });
      expect(hour.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-02']);
    });

    it('covers the last 30 days up to the end of today by default', async () => {
      const rep = await signUp(t, { premium: true });
      await setTimeZone(rep, 'Asia/Tokyo');
      const contact = await createContact(t, rep.email);
      await logInteraction(t, rep.email, contact.id, { type: 'message' });
      await logInteraction(t, rep.email, contact.id, {
        occurred_at: new Date(Date.now() - 40 * DAY).toISOString(),
      });
      const body = await report(rep, 'activity');
      expect(body.totals).toEqual({ total: 1, by_type: { ...NO_TYPES, message: 1 } });
      expect(body.days).toHaveLength(30);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
      expect(body.days[29]).toEqual({
        date: today,
        total: 1,
        by_type: { ...NO_TYPES, message: 1 },
      });
      expect(new Date(body.to).getTime()).toBeGreaterThan(Date.now());
      expect(new Date(body.to).getTime() - Date.now()).toBeLessThanOrEqual(DAY);
    });

    it.each([
      ['to before from', { from: '2026-03-02', to: '2026-03-01' }, 'to'],
      ['a range over 366 days', { from: '2025-01-01', to: '2026-01-02' }, 'to'],
      ['a malformed from', { from: 'last week' }, 'from'],
      ['an impossible date', { to: '2026-02-30' }, 'to'],
    ])('refuses %s with 422', async (_label, query, field) => {
      const rep = await signUp(t, { premium: true });
      const res = await call(t, 'GET', '/reports/activity', { as: rep.email, query });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    });
  });

  describe('follow-ups', () => {
    it('counts done on time, done late, overdue and upcoming per assignee, with totals', async () => {
      const rep = await signUp(t, { premium: true });
      const teammate = await addMember(t, rep.workspaceId);
      const contact = await createContact(t, rep.email, { owner_id: rep.userId });
      const onTime = await scheduleFollowup(t, rep.email, contact.id, {
        scheduled_for: inHours(48),
      });
      const late = await scheduleFollowup(t, rep.email, contact.id, {
        scheduled_for: inHours(-48),
      });
      await scheduleFollowup(t, rep.email, contact.id, {
        scheduled_for: inHours(-24),
        owner_id: teammate.userId,
      });
      await scheduleFollowup(t, rep.email, contact.id, {
        scheduled_for: inHours(72),
        owner_id: teammate.userId,
      });
      await scheduleFollowup(t, rep.email, contact.id, { scheduled_for: inHours(24) });
      for (const f of [onTime, late]) {
        expect(
          (await call(t, 'POST', `/followups/${f.id}/complete`, { as: rep.email })).status,
        ).toBe(200);
      }
      const other = await signUp(t, { premium: true });
      const theirs = await createContact(t, other.email);
      await scheduleFollowup(t, other.email, theirs.id, { scheduled_for: inHours(-5) });

      const body = await report(rep, 'followups');
      expect(body.totals).toEqual({
        on_time: 1,
        late: 1,
        overdue: 1,
        upcoming: 2,
        completed: 2,
        open: 3,
        total: 5,
        on_time_rate: 0.5,
      });
      expect(body.owners).toEqual([
        {
          owner_id: rep.userId,
          on_time: 1,
          late: 1,
          overdue: 0,
          upcoming: 1,
          completed: 2,
          open: 1,
          total: 3,
          on_time_rate: 0.5,
        },
        {
          owner_id: teammate.userId,
          on_time: 0,
          late: 0,
          overdue: 1,
          upcoming: 1,
          completed: 0,
          open: 2,
          total: 2,
          on_time_rate: null,
        },
      ]);

      const ahead = await report(rep, 'followups', { from: inHours(1) });
      expect(ahead.from).toMatch(/Z$/);
      expect(ahead.to).toBeNull();
      expect(ahead.totals).toMatchObject({
        on_time: 1,
        late: 0,
        overdue: 0,
        upcoming: 2,
        total: 3,
      });
      const behind = await report(rep, 'followups', { to: inHours(0) });
      expect(behind.totals).toMatchObject({
        on_time: 0,
        late: 1,
        overdue: 1,
        upcoming: 0,
        total: 2,
      });

      const reversed = await call(t, 'GET', '/reports/followups', {
        as: rep.email,
        query: { from: inHours(2), to: inHours(1) },
      });
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors).toEqual([
        { field: 'to', message: 'to must not be before from' },
      ]);
      const malformed = await call(t, 'GET', '/reports/followups', {
        as: rep.email,
        query: { from: 'soon' },
      });
      expect(malformed.status).toBe(422);
    });
  });

  describe('on a free workspace', () => {
    it('reports the demo data', async () => {
      const free = await signUp(t);
      const pipeline = await report(free, 'pipeline');
      expect(pipeline.totals.count).toBe(21);
      expect(pipeline.stages.map((s: { key: string }) => s.key)).toEqual(DEFAULT_KEYS);
      expect(pipeline.stages.every((s: { count: number }) => s.count > 0)).toBe(true);
      expect(pipeline.win_rate).toBe(0.5);
      const activity = await report(free, 'activity');
      expect(activity.totals.total).toBeGreaterThan(0);
      expect(activity.owners.length).toBe(2);
      const followups = await report(free, 'followups');
      expect(followups.totals.on_time).toBeGreaterThan(0);
      expect(followups.totals.late).toBeGreaterThan(0);
      expect(followups.totals.overdue).toBeGreaterThan(0);
      expect(followups.totals.upcoming).toBeGreaterThan(0);

      // The same workspace once premium sees only its (no) real rows.
      await t.db.query(`UPDATE workspaces SET is_premium = true WHERE id = $1`, [free.workspaceId]);
      expect((await report(free, 'pipeline')).totals.count).toBe(0);
      expect((await report(free, 'activity')).totals.total).toBe(0);
      expect((await report(free, 'followups')).totals.total).toBe(0);
    });

    it('costs the same number of queries whatever the amount of data', async () => {
      const empty = await signUp(t, { premium: true });
      const busy = await signUp(t);
      for (const name of ['pipeline', 'activity', 'followups']) {
        const few = await countQueries(t, () => report(empty, name));
        const many = await countQueries(t, () => report(busy, name));
        expect({ name, queries: many }).toEqual({ name, queries: few });
      }
    });
  });
});
