import { describe, expect, it } from '@jest/globals';
import {
  addMember,
  createContact,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { countQueries } from './support/query-counter.js';
import { call, useTestApp } from './support/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * A fixed-offset zone whose local clock now reads `hour`:mm, so the tests do not depend on when
 * they run (Etc/GMT signs are inverted: Etc/GMT-5 is UTC+5).
 */
function zoneWhereItIs(hour: number): string {
  let offset = (hour - new Date().getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

type Item = { id: string; title: string; contact: { id: string; name: string } };
const titles = (items: Item[]) => items.map((i) => i.title);

describe('Agenda', () => {
  const t = useTestApp();

  /** A member of a workspace whose zone is at `hour` now (the zone is kept: the hour may turn). */
  async function workspaceAt(hour: number): Promise<Member & { zone: string }> {
    const rep = await signUp(t, { premium: true });
    const zone = zoneWhereItIs(hour);
    await t.db.query(`UPDATE workspaces SET timezone = $2 WHERE id = $1`, [rep.workspaceId, zone]);
    return { ...rep, zone };
  }

  it('buckets open follow-ups: past due is overdue, later today is today, then the next days', async () => {
    const rep = await workspaceAt(12);
    const contact = await createContact(t, rep.email, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
    });
    const schedule = (title: string, at: number) =>
      scheduleFollowup(t, rep.email, contact.id, { title, scheduled_for: fromNow(at) });
    await schedule('two days late', -2 * DAY);
    await schedule('earlier today', -3 * HOUR);
    await schedule('later today', 2 * HOUR);
    await schedule('tomorrow', DAY);
    await schedule('in a week', 7 * DAY);
    await schedule('in eight days', 8 * DAY + HOUR);
    const done = await schedule('done already', -HOUR);
    await call(t, 'POST', `/followups/${done.id}/complete`, { as: rep.email });

    const res = await call(t, 'GET', '/agenda', { as: rep.email });
    expect(res.status).toBe(200);
    expect(titles(res.body.overdue)).toEqual(['two days late', 'earlier today']);
    expect(titles(res.body.today)).toEqual(['later today']);
    expect(titles(res.body.upcoming)).toEqual(['tomorrow', 'in a week']);
    expect(res.body.counts).toEqual({ overdue: 2, today: 1, upcoming: 2 });
    expect(res.body.timezone).toBe(rep.zone);
    expect(res.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.overdue[0]).toMatchObject({
      contact_id: contact.id,
      status: 'open',
      scheduled_for: expect.stringMatching(/Z$/),
      contact: {
        id: contact.id,
        name: 'Ada Lovelace',
        first_name: 'Ada',
        last_name: 'Lovelace',
        company: 'Analytical Engines',
      },
    });

    const wider = await call(t, 'GET', '/agenda', { as: rep.email, query: { days: '10' } });
    expect(titles(wider.body.upcoming)).toEqual(['tomorrow', 'in a week', 'in eight days']);
    const narrow = await call(t, 'GET', '/agenda', { as: rep.email, query: { days: '1' } });
    expect(titles(narrow.body.upcoming)).toEqual(['tomorrow']);
  });

  it('takes "today" in the workspace time zone', async () => {
    // Two hours from now is still today where it is noon, already tomorrow where it is 23:00.
    for (const [hour, bucket] of [
      [12, 'today'],
      [23, 'upcoming'],
    ] as const) {
      const rep = await workspaceAt(hour);
      const contact = await createContact(t, rep.email);
      await scheduleFollowup(t, rep.email, contact.id, {
        title: 'in two hours',
        scheduled_for: fromNow(2 * HOUR),
      });
      const res = await call(t, 'GET', '/agenda', { as: rep.email });
      expect(titles(res.body[bucket])).toEqual(['in two hours']);
      expect(res.body.counts[bucket]).toBe(1);
    }
  });

  it("filters by assignee (an id or `me`) and shows only the workspace's own follow-ups", async () => {
    const rep = await workspaceAt(12);
    const teammate = await addMember(t, rep.workspaceId);
    const contact = await createContact(t, rep.email);
    await scheduleFollowup(t, rep.email, contact.id, {
      title: 'mine',
      scheduled_for: fromNow(HOUR),
    });
    await scheduleFollowup(t, rep.email, contact.id, {
      title: 'theirs',
      scheduled_for: fromNow(2 * HOUR),
      owner_id: teammate.userId,
    });
    const other = await workspaceAt(12);
    const elsewhere = await createContact(t, other.email);
    await scheduleFollowup(t, other.email, elsewhere.id, {
      title: 'other workspace',
      scheduled_for: fromNow(HOUR),
    });

    const all = await call(t, 'GET', '/agenda', { as: rep.email });
    expect(titles(all.body.today)).toEqual(['mine', 'theirs']);
    const me = await call(t, 'GET', '/agenda', { as: rep.email, query: { owner_id: 'me' } });
    expect(titles(me.body.today)).toEqual(['mine']);
    const theirs = await call(t, 'GET', '/agenda', {
      as: rep.email,
      query: { owner_id: teammate.userId },
    });
    expect(titles(theirs.body.today)).toEqual(['theirs']);
    expect(theirs.body.counts).toEqual({ overdue: 0, today: 1, upcoming: 0 });
  });

  it('caps each bucket at `limit`, soonest first, and counts them all', async () => {
    const rep = await workspaceAt(12);
    const contact = await createContact(t, rep.email);
    for (const days of [3, 1, 2]) {
      await scheduleFollowup(t, rep.email, contact.id, {
        title: `late ${days}`,
        scheduled_for: fromNow(-days * DAY),
      });
    }
    await scheduleFollowup(t, rep.email, contact.id, {
      title: 'soon',
      scheduled_for: fromNow(HOUR),
    });
    const res = await call(t, 'GET', '/agenda', { as: rep.email, query: { limit: '2' } });
    expect(titles(res.body.overdue)).toEqual(['late 3', 'late 2']);
    expect(titles(res.body.today)).toEqual(['soon']);
    expect(res.body.counts).toEqual({ overdue: 3, today: 1, upcoming: 0 });
  });

  it('counts each bucket exactly through every change, whole hours and partial ones alike', async () => {
    const rep = await workspaceAt(12);
    const mate = await addMember(t, rep.workspaceId);
    const contact = await createContact(t, rep.email);
    const other = await createContact(t, rep.email);
    const at = (ms: number, title: string, contactId = contact.id) =>
      scheduleFollowup(t, rep.email, contactId, { title, scheduled_for: fromNow(ms) });
    // Minutes and hours either side of now, of the end of today and beyond. The zone is a whole
    // number of hours from UTC, so its midnight is 12 h after the start of the current hour.
    const midnight = Date.now() - (Date.now() % HOUR) + 12 * HOUR;
    const toMidnight = (ms: number) => midnight + ms - Date.now();
    const [, , minuteAgo, , , inAMinute] = await Promise.all([
      at(-30 * HOUR, 'a day ago'),
      at(-2 * HOUR - 10 * MINUTE, 'two hours ago'),
      at(-MINUTE, 'a minute ago'),
      at(-MINUTE, 'a minute ago, another contact', other.id),
      at(-DAY * 40, 'long ago'),
      at(MINUTE, 'in a minute'),
      at(50 * MINUTE, 'in fifty minutes'),
      at(toMidnight(-10 * MINUTE), 'before midnight'),
      at(toMidnight(10 * MINUTE), 'after midnight'),
      at(3 * DAY, 'in three days'),
    ]);
    const counts = async () =>
      (await call(t, 'GET', '/agenda', { as: rep.email, query: { limit: '1' } })).body.counts;
    expect(await counts()).toEqual({ overdue: 5, today: 3, upcoming: 2 });

    // Done, moved to another hour and owner, moved out of the overdue bucket, deleted, cascaded.
    await call(t, 'POST', `/followups/${minuteAgo.id}/complete`, { as: rep.email });
    await call(t, 'PATCH', `/followups/${inAMinute.id}`, {
      as: rep.email,
      body: { scheduled_for: fromNow(2 * DAY), owner_id: mate.userId },
    });
    await call(t, 'DELETE', `/contacts/${other.id}`, { as: rep.email });
    expect(await counts()).toEqual({ overdue: 3, today: 2, upcoming: 3 });
    const mine = await call(t, 'GET', '/agenda', {
      as: rep.email,
      query: { limit: '1', owner_id: mate.userId },
    });
    expect(mine.body.counts).toEqual({ overdue: 0, today: 0, upcoming: 1 });

    // The counters hold what a recount of the open follow-ups gives, per hour and owner.
    const rows = await t.db.query(
      `SELECT hour, owner_id, sum(open)::int AS n FROM followup_open_counts
        WHERE workspace_id = $1 GROUP BY 1, 2 HAVING sum(open) <> 0
       EXCEPT
       SELECT date_trunc('hour', scheduled_for, 'UTC'), owner_id, count(*)::int FROM followups
        WHERE workspace_id = $1 AND completed_at IS NULL GROUP BY 1, 2`,
      [rep.workspaceId],
    );
    expect(rows).toEqual([]);
  });

  it('costs the same number of queries for one item as for many (no per-item lookups)', async () => {
    const rep = await workspaceAt(12);
    const first = await createContact(t, rep.email);
    await scheduleFollowup(t, rep.email, first.id, { scheduled_for: fromNow(HOUR) });
    const one = await countQueries(t, () => call(t, 'GET', '/agenda', { as: rep.email }));
    for (let i = 0; i < 8; i++) {
      const contact = await createContact(t, rep.email, { first_name: `Lead ${i}` });
      await scheduleFollowup(t, rep.email, contact.id, { scheduled_for: fromNow((i - 4) * DAY) });
    }
    let body: { overdue: Item[]; today: Item[]; upcoming: Item[] } | undefined;
    const many = await countQueries(t, async () => {
      body = (await call(t, 'GET', '/agenda', { as: rep.email })).body;
    });
    expect(body!.overdue.length + body!.today.length + body!.upcoming.length).toBe(9);
    expect(one).toBeGreaterThan(0);
    expect(many).toBe(one);
  });

  it.each([
    ['days=0', { days: '0' }],
    ['days=91', { days: '91' }],
    ['days=soon', { days: 'soon' }],
    ['limit=201', { limit: '201' }],
    ['owner_id=bob', { owner_id: 'bob' }],
  ])('refuses %s with 422', async (_label, query) => {
    const rep = await signUp(t, { premium: true });
    const res = await call(t, 'GET', '/agenda', { as: rep.email, query });
    expect(res.status).toBe(422);
  });

  it("shows a free workspace its demo follow-ups in every bucket, with their contacts' names", async () => {
    const free = await signUp(t);
    const res = await call(t, 'GET', '/agenda', { as: free.email });
    expect(res.status).toBe(200);
    expect(res.body.overdue.length).toBeGreaterThan(0);
    expect(res.body.today.length).toBeGreaterThan(0);
    expect(res.body.upcoming.length).toBeGreaterThan(0);
    for (const item of [...res.body.overdue, ...res.body.today, ...res.body.upcoming]) {
      expect(item.contact.name).toEqual(expect.any(String));
      expect(item.completed_at).toBeNull();
    }
    const mine = await call(t, 'GET', '/agenda', { as: free.email, query: { owner_id: 'me' } });
    expect(mine.body.counts.overdue).toBeGreaterThan(0);
  });

  it('writes follow-up timestamps as ISO 8601 UTC with milliseconds and orders sub-second times', async () => {
    const rep = await workspaceAt(12);
    const contact = await createContact(t, rep.email);
    const later = await scheduleFollowup(t, rep.email, contact.id, { title: 'later' });
    const sooner = await scheduleFollowup(t, rep.email, contact.id, { title: 'sooner' });
    const day = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    // Same second, 0.9 and 0.1 s into it, stored with microseconds; created_at written at +02.
    await t.db.query(
      `UPDATE followups SET scheduled_for = ($2::date + time '12:00:05.900999') AT TIME ZONE 'UTC',
              created_at = '2026-01-02 03:04:05.678999+02' WHERE id = $1`,
      [later.id, day],
    );
    await t.db.query(
      `UPDATE followups SET scheduled_for = ($2::date + time '12:00:05.100001') AT TIME ZONE 'UTC'
        WHERE id = $1`,
      [sooner.id, day],
    );
    const res = await call(t, 'GET', '/agenda', { as: rep.email, query: { days: '7' } });
    const upcoming = res.body.upcoming as (Item & { scheduled_for: string; created_at: string })[];
    expect(titles(upcoming)).toEqual(['sooner', 'later']);
    expect(upcoming[0].scheduled_for).toBe(`${day}T12:00:05.100Z`);
    expect(upcoming[1].scheduled_for).toBe(`${day}T12:00:05.900Z`);
    expect(upcoming[1].created_at).toBe('2026-01-02T01:04:05.678Z');
  });

  it('requires authentication', async () => {
    const res = await call(t, 'GET', '/agenda');
    expect(res.status).toBe(401);
  });
});
