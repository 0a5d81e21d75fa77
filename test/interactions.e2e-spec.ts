import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Db } from '../src/database/db.js';
import { statement } from '../src/database/statement.js';
import { JobConnections } from '../src/jobs/job-connections.js';
import {
  createContact,
  demoContactId,
  idleFor,
  lastActivityOf,
  logInteraction,
  type Member,
  signUp,
} from './support/factories.js';
import { expectRefusal, type Refusal } from './support/refusals.js';
import { call, startApp, type TestApp } from './support/test-app.js';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";

describe('Interactions', () => {
  let t: TestApp;
  let rep: Member;

  beforeAll(async () => {
    t = await startApp();
    rep = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs an interaction with 200, stores it and bumps last_activity_at to now', async () => {
    const contact = await createContact(t, rep.email);
    await idleFor(t, contact.id, 10);
    const before = Date.now();
    const res = await call(t, 'POST', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      body: { type: 'meeting', summary: '  Demo with the buying committee  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      contact_id: contact.id,
      type: 'meeting',
      summary: 'Demo with the buying committee',
      occurred_at: expect.stringMatching(/Z$/),
      created_by: rep.userId,
      created_at: expect.stringMatching(/Z$/),
    });
    const [row] = await t.db.query(
      `SELECT i.occurred_at, c.last_activity_at FROM interactions i
         JOIN contacts c ON c.id = i.contact_id WHERE i.id = $1`,
      [res.body.id],
    );
    expect(row.last_activity_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // One transaction: the default occurred_at and the bump are the same instant.
    expect(row.occurred_at.getTime()).toBe(row.last_activity_at.getTime());
  });

  it('keeps a back-dated occurred_at but still bumps last_activity_at to now', async () => {
    const contact = await createContact(t, rep.email);
    await idleFor(t, contact.id, 20);
    const res = await call(t, 'POST', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      body: {
        type: 'call',
        summary: 'Call last Tuesday',
        occurred_at: '2026-01-06T15:00:00+02:00',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.occurred_at).toBe('2026-01-06T13:00:00.000Z');
    const [row] = await t.db.query(
      `SELECT now() - last_activity_at < interval '1 minute' AS fresh FROM contacts WHERE id = $1`,
      [contact.id],
    );
    expect(row.fresh).toBe(true);
  });

  it('reads an occurred_at without an offset as UTC', async () => {
    const contact = await createContact(t, rep.email);
    const res = await call(t, 'POST', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      body: { type: 'note', summary: 'Noted', occurred_at: '2026-01-06T09:30:00' },
    });
    expect(res.status).toBe(200);
    expect(res.body.occurred_at).toBe('2026-01-06T09:30:00.000Z');
  });

  it('refuses an occurred_at in the future beyond a small clock skew', async () => {
    const contact = await createContact(t, rep.email);
    await idleFor(t, contact.id, 3);
    const before = await lastActivityOf(t, contact.id);
    const res = await call(t, 'POST', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      body: {
        type: 'call',
        summary: 'Tomorrow',
        occurred_at: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'occurred_at', message: 'occurred_at cannot be in the future' },
    ]);
    expect(await lastActivityOf(t, contact.id)).toBe(before);
    const skewed = await call(t, 'POST', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      body: {
        type: 'call',
        summary: 'Fast clock',
        occurred_at: new Date(Date.now() + 60_000).toISOString(),
      },
    });
    expect(skewed.status).toBe(200);
  });

  const TYPES = 'type must be one of: call, email, meeting, note, message';
  const SUMMARY_LENGTH = 'summary must be shorter than or equal to 5000 characters';
  it.each<Refusal>([
    ['an unknown type', { type: 'fax', summary: 'x' }, 'type', TYPES],
    ['no type', { summary: 'x' }, 'type', TYPES],
    ['no summary', { type: 'call' }, 'summary', 'summary must be a string'],
    ['a blank summary', { type: 'call', summary: '   ' }, 'summary', 'summary should not be empty'],
    [
      'a summary over 5000 characters',
      { type: 'call', summary: 'x'.repeat(5001) },
      'summary',
      SUMMARY_LENGTH,
    ],
    [
      'a malformed occurred_at',
      { type: 'call', summary: 'x', occurred_at: 'yesterday' },
      'occurred_at',
      'occurred_at must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z',
    ],
    [
      'an occurred_at whose offset takes it into 1 BC',
      { type: 'call', summary: 'x', occurred_at: '0001-01-01T00:00:00+01:00' },
      'occurred_at',
      'occurred_at must fall in the years 0001 to 9999 (UTC)',
    ],
    [
      'an unknown field',
      { type: 'call', summary: 'x', contact_id: '00000000-0000-0000-0000-000000000000' },
      'contact_id',
      'property contact_id should not exist',
    ],
  ])('refuses %s with 422 and stores nothing', async (_label, body, field, message) => {
    const contact = await createContact(t, rep.email);
    const res = await call(t, 'POST', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      body,
    });
    expectRefusal(res, field, message);
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n FROM interactions WHERE contact_id = $1`,
      [contact.id],
    );
    expect(row.n).toBe(0);
  });

  it('accepts a summary of exactly 5000 characters', async () => {
    const contact = await createContact(t, rep.email);
    const res = await call(t, 'POST', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      body: { type: 'email', summary: 'x'.repeat(5000) },
    });
    expect(res.status).toBe(200);
  });

  it('lists newest first (by occurred_at), paginated with a stable cursor, filterable by type', async () => {
    const contact = await createContact(t, rep.email);
    const times = ['2026-01-01T10:00:00Z', '2026-01-03T10:00:00Z', '2026-01-02T10:00:00Z'];
    for (const [i, at] of times.entries()) {
      await logInteraction(t, rep.email, contact.id, {
        type: i === 1 ? 'email' : 'call',
        summary: `#${i}`,
        occurred_at: at,
      });
    }
    const first = await call(t, 'GET', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      query: { limit: '2' },
    });
    expect(first.status).toBe(200);
    expect(first.body.items.map((i: { summary: string }) => i.summary)).toEqual(['#1', '#2']);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    // An interaction logged between pages lands on top and does not shift the next page.
    await logInteraction(t, rep.email, contact.id, { summary: '#new' });
    const second = await call(t, 'GET', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      query: { limit: '2', cursor: first.body.next_cursor },
    });
    expect(second.body.items.map((i: { summary: string }) => i.summary)).toEqual(['#0']);
    expect(second.body.next_cursor).toBeNull();
    const emails = await call(t, 'GET', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      query: { type: 'email' },
    });
    expect(emails.body.items.map((i: { summary: string }) => i.summary)).toEqual(['#1']);
  });

  it('pages through interactions back to the first instant of year 1 with its own cursors', async () => {
    const contact = await createContact(t, rep.email);
    for (const at of ['0001-01-01T00:00:00Z', '0001-01-01T01:30:00+01:00']) {
      await logInteraction(t, rep.email, contact.id, { summary: at, occurred_at: at });
    }
    const first = await call(t, 'GET', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      query: { limit: '1' },
    });
    expect(first.body.items.map((i: { occurred_at: string }) => i.occurred_at)).toEqual([
      '0001-01-01T00:30:00.000Z',
    ]);
    const second = await call(t, 'GET', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      query: { limit: '1', cursor: first.body.next_cursor },
    });
    expect(second.status).toBe(200);
    expect(second.body.items.map((i: { occurred_at: string }) => i.occurred_at)).toEqual([
      '0001-01-01T00:00:00.000Z',
    ]);
  });

  it('refuses a cursor it did not issue with 422', async () => {
    const contact = await createContact(t, rep.email);
    const forged = Buffer.from('["2026-01-01T00:00:00Z","not-a-uuid"]').toString('base64url');
    for (const cursor of ['bogus', forged]) {
      const res = await call(t, 'GET', `/contacts/${contact.id}/interactions`, {
        as: rep.email,
        query: { cursor },
      });
      expect(res.status).toBe(422);
    }
  });

  it("answers 404 Contact not found for another workspace's contact, unknown and malformed ids", async () => {
    const other = await signUp(t, { premium: true });
    const theirs = await createContact(t, other.email);
    await idleFor(t, theirs.id, 5);
    const before = await lastActivityOf(t, theirs.id);
    for (const id of [theirs.id, '7d4f8a4e-4c55-4c38-9a57-2f4f3c1b9e10', 'not-a-uuid']) {
      const post = await call(t, 'POST', `/contacts/${id}/interactions`, {
        as: rep.email,
        body: { type: 'call', summary: 'x' },
      });
      expect(post.status).toBe(404);
      expect(post.body.detail).toBe('Contact not found');
      const get = await call(t, 'GET', `/contacts/${id}/interactions`, { as: rep.email });
      expect(get.status).toBe(404);
      expect(get.body.detail).toBe('Contact not found');
    }
    expect(await lastActivityOf(t, theirs.id)).toBe(before);
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n FROM interactions WHERE contact_id = $1`,
      [theirs.id],
    );
    expect(row.n).toBe(0);
  });

  it('is premium: a free workspace gets 402 on POST and still reads its demo interactions', async () => {
    const free = await signUp(t);
    const contactId = await demoContactId(t, free.workspaceId);
    const before = await lastActivityOf(t, contactId);
    const post = await call(t, 'POST', `/contacts/${contactId}/interactions`, {
      as: free.email,
      body: { type: 'call', summary: 'x' },
    });
    expect(post.status).toBe(402);
    expect(post.body.detail).toBe(PREMIUM_DETAIL);
    expect(await lastActivityOf(t, contactId)).toBe(before);
    const get = await call(t, 'GET', `/contacts/${contactId}/interactions`, { as: free.email });
    expect(get.status).toBe(200);
    expect(get.body.items.length).toBeGreaterThanOrEqual(2);
    // The latest demo interaction is the lead's last activity.
    const [lead] = await t.db.query(`SELECT last_activity_at FROM contacts WHERE id = $1`, [
      contactId,
    ]);
    expect(get.body.items[0].occurred_at).toBe(lead.last_activity_at.toISOString());
  });

  it('shows a premium workspace only its real interactions, never its demo ones', async () => {
    const upgraded = await signUp(t);
    const demoId = await demoContactId(t, upgraded.workspaceId);
    await t.db.query(`UPDATE workspaces SET is_premium = true WHERE id = $1`, [
      upgraded.workspaceId,
    ]);
    const res = await call(t, 'GET', `/contacts/${demoId}/interactions`, { as: upgraded.email });
    expect(res.status).toBe(404);
  });
});

/**
 * A server whose default time zone is not UTC (postgresql.conf, or ALTER DATABASE or ROLE ... SET
 * timezone), as a startup option in the URL makes it here, beside another option of the URL's
 * own. PostgreSQL writes a timestamptz as text in the session's zone: in America/New_York, one of
 * 1850 in local mean time, its offset to the second ("1850-01-01 19:03:58-04:56:02").
 */
describe('Interactions on a server whose default time zone is not UTC', () => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', '-c TimeZone=America/New_York -c work_mem=5MB');
  let t: TestApp;
  let rep: Member;

  beforeAll(async () => {
    t = await startApp({}, url.toString());
    rep = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The occurred_at of every page of the contact's interactions, `limit` a page, and the statuses. */
  async function pages(contactId: string, limit: number) {
    const seen: { status: number; occurredAt: string[] }[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(t, 'GET', `/contacts/${contactId}/interactions`, {
        as: rep.email,
        query: { limit: String(limit), ...(cursor ? { cursor } : {}) },
      });
      seen.push({
        status: res.status,
        occurredAt: (res.body.items ?? []).map((i: { occurred_at: string }) => i.occurred_at),
      });
      cursor = res.body.next_cursor ?? undefined;
    } while (cursor && seen.length < 10);
    return seen;
  }

  it('pages through interactions of 1850, when the zone kept local mean time, with its own cursors', async () => {
    const contact = await createContact(t, rep.email);
    for (const at of ['1850-01-02T00:00:00Z', '1850-01-01T00:00:00Z', '1850-01-01T00:00:00.5Z']) {
      await logInteraction(t, rep.email, contact.id, { summary: at, occurred_at: at });
    }
    expect(await pages(contact.id, 1)).toEqual([
      { status: 200, occurredAt: ['1850-01-02T00:00:00.000Z'] },
      { status: 200, occurredAt: ['1850-01-01T00:00:00.500Z'] },
      { status: 200, occurredAt: ['1850-01-01T00:00:00.000Z'] },
    ]);
  });

  it('pages through interactions of today, either side of a change of summer time, with its own cursors', async () => {
    const contact = await createContact(t, rep.email);
    // New York moved its clocks an hour forward at 07:00 UTC on 8 March 2026.
    for (const at of ['2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z', '2026-03-08T07:00:00Z']) {
      await logInteraction(t, rep.email, contact.id, { summary: at, occurred_at: at });
    }
    expect(await pages(contact.id, 2)).toEqual([
      { status: 200, occurredAt: ['2026-03-08T07:30:00.000Z', '2026-03-08T07:00:00.000Z'] },
      { status: 200, occurredAt: ['2026-03-08T06:30:00.000Z'] },
    ]);
  });

  it("runs every session it opens in UTC, keeping the URL's other options", async () => {
    const settings = statement<{ zone: string; work_mem: string }>(
      "SELECT current_setting('TimeZone') AS zone, current_setting('work_mem') AS work_mem",
    );
    const expected = [{ zone: 'UTC', work_mem: '5MB' }];
    // The requests' pool, and TypeORM's (migrations at start).
    expect(await t.app.get(Db).rows(settings)).toEqual(expected);
    expect(await t.db.query(settings.text)).toEqual(expected);
    // The job queue's own connections, as the service opens them.
    const jobs = new JobConnections(url.toString(), 1, undefined, () => undefined, true);
    try {
      expect((await jobs.executeSql(settings.text)).rows).toEqual(expected);
    } finally {
      await jobs.close();
    }
  });
});
