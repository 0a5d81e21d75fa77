import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { createContact, type Member, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

const LOST_REASONS = ['Price', 'Timing', 'Competitor'];

/** Deals that forecast: currency, expected close date, probability, closed_at and lost_reason. */
describe('Deal fields', () => {
  const t = useTestApp();

  async function settings(admin: Member, body: Record<string, unknown>) {
    return call(t, 'PUT', '/settings', {
      as: admin.email,
      body: { dormancy_days: 14, timezone: 'UTC', stages: DEFAULT_STAGES, ...body },
    });
  }

  async function move(admin: Member, id: string, body: Record<string, unknown>) {
    return call(t, 'POST', `/contacts/${id}/stage`, { as: admin.email, body });
  }

  async function stored(id: string) {
    const [row] = await t.db.query(
      `SELECT stage, closed_at, lost_reason FROM contacts WHERE id = $1`,
      [id],
    );
    return row as { stage: string; closed_at: Date | null; lost_reason: string | null };
  }

  describe('on a contact', () => {
    it("takes a currency (the workspace's by default), a probability and an expected close date", async () => {
      const admin = await signUp(t, { premium: true });
      const plain = await createContact(t, admin.email);
      expect(plain).toMatchObject({
        currency: 'EUR',
        probability: null,
        expected_close_date: null,
        closed_at: null,
        lost_reason: null,
      });
      expect((await settings(admin, { currency: 'USD' })).status).toBe(200);
      const dollars = await createContact(t, admin.email, { value_cents: 1000 });
      expect(dollars.currency).toBe('USD');
      const given = await createContact(t, admin.email, {
        currency: 'JPY',
        probability: 35,
        expected_close_date: '2027-03-31',
      });
      expect(given).toMatchObject({
        currency: 'JPY',
        probability: 35,
        expected_close_date: '2027-03-31',
      });
      const edited = await call(t, 'PATCH', `/contacts/${given.id}`, {
        as: admin.email,
        body: { probability: null, expected_close_date: '2027-04-15' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ probability: null, expected_close_date: '2027-04-15' });
    });

    it.each([
      [{ currency: 'XYZ' }, 'currency', 'currency must be an ISO 4217 currency code, e.g. EUR'],
      [{ probability: 101 }, 'probability', 'probability must not be greater than 100'],
      [
        { expected_close_date: '2027-02-30' },
        'expected_close_date',
        'expected_close_date must be a date as YYYY-MM-DD',
      ],
      [
        { expected_close_date: '0000-12-31' },
        'expected_close_date',
        'expected_close_date must be a date as YYYY-MM-DD',
      ],
      [
        { expected_close_date: '2027-03-31T10:00:00Z' },
        'expected_close_date',
        'expected_close_date must be a date as YYYY-MM-DD',
      ],
    ])('refuses %j with 422 naming %s, creating nothing', async (body, field, message) => {
      const admin = await signUp(t, { premium: true });
      const res = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Bad', ...body },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toContainEqual({ field, message });
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      );
      expect(n).toBe(0);
    });
  });

  describe('expected_close_date', () => {
    it('takes any calendar date of years 1 to 9999 (year 0 is refused above), as a custom date does, and filters on it', async () => {
      const admin = await signUp(t, { premium: true });
      const early = await createContact(t, admin.email, { expected_close_date: '0050-06-15' });
      const late = await createContact(t, admin.email, { expected_close_date: '9999-12-31' });
      expect([early.expected_close_date, late.expected_close_date]).toEqual([
        '0050-06-15',
        '9999-12-31',
      ]);
      const list = (query: Record<string, string>) =>
        call(t, 'GET', '/contacts', { as: admin.email, query });
      const found = await list({ 'filter[expected_close_date][eq]': '0050-06-15' });
      expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([early.id]);
      const before = await list({ 'filter[created_at][lt]': '0500-01-01' });
      expect([before.status, before.body.items]).toEqual([200, []]);
    });
  });

  describe('closed_at', () => {
    it('is set when a contact enters a won or lost stage and cleared when it leaves', async () => {
      const admin = await signUp(t, { premium: true });
      const won = await createContact(t, admin.email, { stage: 'won' });
      expect(won.closed_at).toEqual(expect.stringMatching(/Z$/));
      const open = await createContact(t, admin.email);
      expect(open.closed_at).toBeNull();

      const reopened = await move(admin, won.id, { stage: 'negotiation' });
      expect(reopened.body.closed_at).toBeNull();
      const lost = await move(admin, won.id, { stage: 'lost' });
      expect(lost.body.closed_at).toEqual(expect.stringMatching(/Z$/));
      // Set to its own stage again: still closed as of the first move.
      const again = await move(admin, won.id, { stage: 'lost' });
      expect(again.body.closed_at).toBe(lost.body.closed_at);

      const bulk = await call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'move_stage', params: { stage: 'won' }, contact_ids: [open.id] },
      });
      expect(bulk.status).toBe(200);
      expect((await stored(open.id)).closed_at).toBeInstanceOf(Date);
    });

    it('filters and sorts: the deals closed in a period, newest first', async () => {
      const admin = await signUp(t, { premium: true });
      const first = await createContact(t, admin.email, { stage: 'won' });
      const second = await createContact(t, admin.email, { stage: 'lost' });
      await createContact(t, admin.email);
      await t.db.query(
        `UPDATE contacts SET closed_at = CASE id WHEN $1::uuid THEN '2026-10-05T00:00:00Z'::timestamptz
                                               ELSE '2026-11-05T00:00:00Z'::timestamptz END
          WHERE id IN ($1, $2)`,
        [first.id, second.id],
      );
      const res = await call(t, 'GET', '/contacts', {
        as: admin.email,
        query: { 'filter[closed_at][gte]': '2026-10-01T00:00:00Z', sort: '-closed_at' },
      });
      expect(res.status).toBe(200);
      expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    });
  });

  describe('lost_reason', () => {
    it('is one of the workspace lost_reasons, only with a move into a lost stage, and required when the workspace says so', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email);
      const unlisted = await move(admin, contact.id, { stage: 'lost', lost_reason: 'Weather' });
      expect(unlisted.status).toBe(422);
      expect(unlisted.body.errors).toEqual([
        {
          field: 'lost_reason',
          message:
            "lost_reason must be one of the workspace's lost_reasons: Price, Timing, Competitor, No decision",
        },
      ]);
      expect((await settings(admin, { lost_reasons: [] })).status).toBe(200);
      const none = await move(admin, contact.id, { stage: 'lost', lost_reason: 'Price' });
      expect(none.body.errors[0].message).toBe(
        "lost_reason must be one of the workspace's lost_reasons: (none yet: settings.lost_reasons)",
      );

      const refused = await settings(admin, { require_lost_reason: true });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          field: 'require_lost_reason',
          message: 'require_lost_reason needs lost_reasons to choose from',
        },
      ]);
      const set = await settings(admin, { lost_reasons: LOST_REASONS, require_lost_reason: true });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({
        currency: 'EUR',
        lost_reasons: LOST_REASONS,
        require_lost_reason: true,
      });

      const missing = await move(admin, contact.id, { stage: 'lost' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual([
        {
          field: 'lost_reason',
          message:
            'lost_reason is required for a move into a lost stage; one of: Price, Timing, Competitor',
        },
      ]);
      const misplaced = await move(admin, contact.id, { stage: 'won', lost_reason: 'Price' });
      expect(misplaced.status).toBe(422);
      expect(misplaced.body.errors[0].message).toBe(
        'lost_reason is given only with a move into a lost stage',
      );
      expect(await stored(contact.id)).toMatchObject({ stage: 'lead', closed_at: null });

      const lost = await move(admin, contact.id, { stage: 'lost', lost_reason: 'Timing' });
      expect(lost.status).toBe(200);
      expect(lost.body.lost_reason).toBe('Timing');
      const filtered = await call(t, 'GET', '/contacts', {
        as: admin.email,
        query: { 'filter[lost_reason][eq]': 'Timing' },
      });
      expect(filtered.body.items.map((c: { id: string }) => c.id)).toEqual([contact.id]);
      // Settings drop the reason: the contact keeps it, and a filter still finds it.
      const dropped = await settings(admin, { lost_reasons: ['Price', 'Competitor'] });
      expect(dropped.status).toBe(200);
      expect((await stored(contact.id)).lost_reason).toBe('Timing');
      const queries: Record<string, string>[] = [
        { 'filter[lost_reason][eq]': 'Timing' },
        { 'filter[lost_reason][in]': 'Timing,Weather' },
      ];
      for (const query of queries) {
        const found = await call(t, 'GET', '/contacts', { as: admin.email, query });
        expect(found.status).toBe(200);
        expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([contact.id]);
      }
      const reinstated = await settings(admin, { lost_reasons: LOST_REASONS });
      expect(reinstated.status).toBe(200);

      const back = await move(admin, contact.id, { stage: 'qualified' });
      expect(back.body).toMatchObject({ lost_reason: null, closed_at: null });

      const bulk = await call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'move_stage', params: { stage: 'lost' }, contact_ids: [contact.id] },
      });
      expect(bulk.status).toBe(422);
      expect(bulk.body.errors[0].field).toBe('params.lost_reason');
      expect((await stored(contact.id)).stage).toBe('qualified');
    });
  });

  describe('settings', () => {
    it('shows the new settings with their defaults and keeps them when a PUT leaves them out', async () => {
      const admin = await signUp(t, { premium: true });
      const read = await call(t, 'GET', '/settings', { as: admin.email });
      expect(read.body).toMatchObject({
        currency: 'EUR',
        lost_reasons: ['Price', 'Timing', 'Competitor', 'No decision'],
        require_lost_reason: false,
      });
      await settings(admin, { currency: 'GBP', lost_reasons: ['Price'] });
      const kept = await settings(admin, { dormancy_days: 21 });
      expect(kept.body).toMatchObject({
        dormancy_days: 21,
        currency: 'GBP',
        lost_reasons: ['Price'],
        require_lost_reason: false,
      });
    });
  });

  it('filters by currency and expected close date, and exports the deal columns', async () => {
    const admin = await signUp(t, { premium: true });
    const march = await createContact(t, admin.email, {
      currency: 'USD',
      expected_close_date: '2027-03-31',
      probability: 40,
    });
    await createContact(t, admin.email, { currency: 'USD', expected_close_date: '2027-05-01' });
    await createContact(t, admin.email, { expected_close_date: '2027-03-01' });
    const res = await call(t, 'GET', '/contacts', {
      as: admin.email,
      query: {
        'filter[currency][eq]': 'USD',
        'filter[expected_close_date][lte]': '2027-03-31',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([march.id]);

    const exported = await call(t, 'GET', '/contacts/export', {
      as: admin.email,
      query: { 'filter[probability][eq]': '40' },
    });
    const [record] = parse<Record<string, string>>(exported.text, { columns: true });
    expect(record).toMatchObject({
      currency: 'USD',
      probability: '40',
      expected_close_date: '2027-03-31',
      closed_at: '',
      lost_reason: '',
    });
  });
});
