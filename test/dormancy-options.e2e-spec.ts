import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import {
  createContact,
  createSequence,
  enroll,
  idleFor,
  lastActivityOf,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

const DAY_MS = 86_400_000;
const UNTIL_FORM = 'until must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z';
/** Next year: each odd form below names a day ahead, refused for its form alone. */
const YEAR = new Date().getUTCFullYear() + 1;

/**
 * Dormancy that fits: the specification's rule by default, and each option on and off. Every
 * check asks the three places that must agree: a contact's `dormant`, the dormant list and
 * `filter[dormant]` (both ways).
 */
describe('Dormancy options', () => {
  const t = useTestApp();

  async function settings(admin: Member, body: Record<string, unknown>) {
    const res = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: { dormancy_days: 14, timezone: 'UTC', stages: DEFAULT_STAGES, ...body },
    });
    expect(res.status).toBe(200);
  }

  const withStage = (key: string, changes: Record<string, unknown>) =>
    DEFAULT_STAGES.map((s) => (s.key === key ? { ...s, ...changes } : s));

  /** A contact in `stage`, idle for `days`. */
  async function idle(admin: Member, stage: string, days: number) {
    const contact = await createContact(t, admin.email, { stage });
    await idleFor(t, contact.id, days);
    return contact.id;
  }

  const ids = (body: { items: { id: string }[] }) => body.items.map((c) => c.id);

  /** Whether each place says the contact is dormant; fails unless they all agree. */
  async function dormant(admin: Member, id: string): Promise<boolean> {
    const one = await call(t, 'GET', `/contacts/${id}`, { as: admin.email });
    const list = await call(t, 'GET', '/contacts/dormant', {
      as: admin.email,
      query: { limit: '100' },
    });
    const yes = await call(t, 'GET', '/contacts', {
      as: admin.email,
      query: { 'filter[dormant][eq]': 'true', limit: '100' },
    });
    const no = await call(t, 'GET', '/contacts', {
      as: admin.email,
      query: { 'filter[dormant][eq]': 'false', limit: '100' },
    });
    const says = [
      one.body.dormant as boolean,
      ids(list.body).includes(id),
      ids(yes.body).includes(id),
      !ids(no.body).includes(id),
    ];
    expect(new Set(says).size).toBe(1);
    return says[0];
  }

  async function threshold(admin: Member, id: string) {
    return (await call(t, 'GET', `/contacts/${id}`, { as: admin.email })).body
      .dormancy_threshold_days as number | null;
  }

  it('keeps the specification rule when every option is off', async () => {
    const admin = await signUp(t, { premium: true });
    const due = await idle(admin, 'lead', 14);
    const fresh = await idle(admin, 'lead', 13);
    const won = await idle(admin, 'won', 20);
    const planned = await idle(admin, 'qualified', 20);
    await scheduleFollowup(t, admin.email, planned);
    await idleFor(t, planned, 20);
    expect(await dormant(admin, due)).toBe(true);
    expect(await dormant(admin, fresh)).toBe(false);
    expect(await dormant(admin, won)).toBe(true);
    expect(await dormant(admin, planned)).toBe(true);
    expect(await threshold(admin, won)).toBe(14);
  });

  it("takes a stage's rotting days as its contacts' threshold, shorter or longer", async () => {
    const admin = await signUp(t, { premium: true });
    await settings(admin, {
      stages: withStage('proposal', { rotting_days: 3 }).map((s) =>
        s.key === 'lead' ? { ...s, rotting_days: 30 } : s,
      ),
    });
    const proposal = await idle(admin, 'proposal', 4);
    const qualified = await idle(admin, 'qualified', 4);
    const lead = await idle(admin, 'lead', 20);
    expect(await dormant(admin, proposal)).toBe(true);
    expect(await threshold(admin, proposal)).toBe(3);
    expect(await dormant(admin, qualified)).toBe(false);
    expect(await dormant(admin, lead)).toBe(false);
    expect(await threshold(admin, lead)).toBe(30);
    // Off again: the workspace's threshold.
    await settings(admin, {});
    expect(await dormant(admin, proposal)).toBe(false);
    expect(await dormant(admin, lead)).toBe(true);
  });

  it('never calls a won or lost contact dormant with dormancy_ignores_closed, unless its stage rots', async () => {
    const admin = await signUp(t, { premium: true });
    await settings(admin, { dormancy_ignores_closed: true });
    const won = await idle(admin, 'won', 100);
    const lost = await idle(admin, 'lost', 100);
    const open = await idle(admin, 'lead', 100);
    expect(await dormant(admin, won)).toBe(false);
    expect(await threshold(admin, won)).toBeNull();
    expect(await dormant(admin, lost)).toBe(false);
    expect(await dormant(admin, open)).toBe(true);
    await settings(admin, { stages: withStage('won', { rotting_days: 90 }) });
    expect(await dormant(admin, won)).toBe(true);
    expect(await dormant(admin, lost)).toBe(false);
  });

  it('waits for a planned follow-up with dormancy_respects_plans, until it is overdue', async () => {
    const admin = await signUp(t, { premium: true });
    await settings(admin, { dormancy_respects_plans: true });
    const planned = await idle(admin, 'qualified', 20);
    const due = new Date(Date.now() + 2 * DAY_MS).toISOString();
    const followup = await scheduleFollowup(t, admin.email, planned, { scheduled_for: due });
    await idleFor(t, planned, 20);
    const read = await call(t, 'GET', `/contacts/${planned}`, { as: admin.email });
    expect(read.body.next_followup_at).toBe(due);
    expect(await dormant(admin, planned)).toBe(false);
    // Overdue: dormant again.
    await t.db.query(
      `UPDATE followups SET scheduled_for = now() - interval '1 hour' WHERE id = $1`,
      [followup.id],
    );
    expect(await dormant(admin, planned)).toBe(true);
    // Completed: no plan left.
    await t.db.query(
      `UPDATE followups SET scheduled_for = now() + interval '1 day' WHERE id = $1`,
      [followup.id],
    );
    expect(await dormant(admin, planned)).toBe(false);
    const done = await call(t, 'POST', `/followups/${followup.id}/complete`, { as: admin.email });
    expect(done.status).toBe(200);
    expect(
      (await call(t, 'GET', `/contacts/${planned}`, { as: admin.email })).body.next_followup_at,
    ).toBeNull();
    expect(await dormant(admin, planned)).toBe(true);
  });

  it('forgets a plan cancelled while its contact was in the trash: restored, it is dormant', async () => {
    const admin = await signUp(t, { premium: true });
    await settings(admin, { dormancy_respects_plans: true });
    const id = await idle(admin, 'qualified', 1);
    const sequence = await createSequence(t, admin.email, {
      steps: [{ day_offset: 5, title: 'Check in', channel: 'call' }],
    });
    await enroll(t, admin.email, sequence.id, [id]);
    await idleFor(t, id, 20);
    expect(await dormant(admin, id)).toBe(false);
    expect((await call(t, 'DELETE', `/contacts/${id}`, { as: admin.email })).status).toBe(204);
    // Deleting the sequence cancels its open steps, those of contacts in the trash included.
    const gone = await call(t, 'DELETE', `/sequences/${sequence.id}`, { as: admin.email });
    expect(gone.status).toBe(204);
    const restored = await call(t, 'POST', `/contacts/${id}/restore`, { as: admin.email });
    expect(restored.status).toBe(200);
    expect(restored.body.next_followup_at).toBeNull();
    expect(await dormant(admin, id)).toBe(true);
    const [row] = await t.db.query(`SELECT next_followup_at FROM contacts WHERE id = $1`, [id]);
    expect(row.next_followup_at).toBeNull();
  });

  it('keeps a trashed contact its plan, which comes back with it', async () => {
    const admin = await signUp(t, { premium: true });
    await settings(admin, { dormancy_respects_plans: true });
    const id = await idle(admin, 'qualified', 1);
    const due = new Date(Date.now() + 2 * DAY_MS).toISOString();
    await scheduleFollowup(t, admin.email, id, { scheduled_for: due });
    await idleFor(t, id, 20);
    expect((await call(t, 'DELETE', `/contacts/${id}`, { as: admin.email })).status).toBe(204);
    const restored = await call(t, 'POST', `/contacts/${id}/restore`, { as: admin.email });
    expect(restored.body.next_followup_at).toBe(due);
    expect(await dormant(admin, id)).toBe(false);
  });

  describe('snooze', () => {
    it('keeps a contact off the dormant list until it ends, without counting as activity', async () => {
      const admin = await signUp(t, { premium: true });
      const id = await idle(admin, 'lead', 30);
      const before = await lastActivityOf(t, id);
      const until = new Date(Date.now() + 7 * DAY_MS).toISOString();
      const snoozed = await call(t, 'POST', `/contacts/${id}/snooze`, {
        as: admin.email,
        body: { until, reason: 'On leave' },
      });
      expect(snoozed.status).toBe(200);
      expect(snoozed.body).toMatchObject({
        snoozed_until: until,
        snooze_reason: 'On leave',
        dormant: false,
        days_inactive: 30,
      });
      expect(await lastActivityOf(t, id)).toBe(before);
      expect(await dormant(admin, id)).toBe(false);

      const woken = await call(t, 'DELETE', `/contacts/${id}/snooze`, { as: admin.email });
      expect(woken.status).toBe(200);
      expect(woken.body).toMatchObject({ snoozed_until: null, snooze_reason: null, dormant: true });
      expect(await dormant(admin, id)).toBe(true);

      // A snooze that has ended keeps nothing off.
      await t.db.query(
        `UPDATE contacts SET snoozed_until = now() - interval '1 minute' WHERE id = $1`,
        [id],
      );
      expect(await dormant(admin, id)).toBe(true);
    });

    it.each([
      ['a past time', new Date(Date.now() - DAY_MS).toISOString(), 'until must be in the future'],
      [
        '181 days ahead',
        new Date(Date.now() + 181 * DAY_MS).toISOString(),
        'until must be at most 180 days ahead',
      ],
      ['no datetime', 'next week', UNTIL_FORM],
      // ISO 8601 forms a Date cannot read: a week date, an ordinal date, the basic format, an
      // hour alone, a decimal comma.
      ['a week date', `${YEAR}-W03-5`, UNTIL_FORM],
      ['an ordinal date', `${YEAR}-015`, UNTIL_FORM],
      ['the basic format', `${YEAR}0115T090000Z`, UNTIL_FORM],
      ['an hour alone', `${YEAR}-01-15T09`, UNTIL_FORM],
      ['a decimal comma', `${YEAR}-01-15T09:00:00,5Z`, UNTIL_FORM],
    ])('refuses %s with 422, changing nothing', async (_case, until, message) => {
      const admin = await signUp(t, { premium: true });
      const id = await idle(admin, 'lead', 30);
      const res = await call(t, 'POST', `/contacts/${id}/snooze`, {
        as: admin.email,
        body: { until },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'until', message }]);
      const [row] = await t.db.query(`SELECT snoozed_until FROM contacts WHERE id = $1`, [id]);
      expect(row.snoozed_until).toBeNull();
    });

    it("is 404 for another workspace's contact and 402 on a free workspace", async () => {
      const admin = await signUp(t, { premium: true });
      const id = await idle(admin, 'lead', 30);
      const other = await signUp(t, { premium: true });
      const until = new Date(Date.now() + DAY_MS).toISOString();
      const hidden = await call(t, 'POST', `/contacts/${id}/snooze`, {
        as: other.email,
        body: { until },
      });
      expect(hidden.status).toBe(404);
      const free = await signUp(t);
      const unpaid = await call(t, 'DELETE', `/contacts/${id}/snooze`, { as: free.email });
      expect(unpaid.status).toBe(402);
    });
  });
});
