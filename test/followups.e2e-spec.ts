import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { WorkspaceScope } from '../src/core/auth/request-context.js';
import { FollowupsService } from '../src/modules/followups/followups.service.js';
import type { Workspace } from '../src/tenancy/workspace.entity.js';
import {
  addMember,
  createContact,
  idleFor,
  lastActivityOf,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { expectRefusal, type Refusal } from './support/refusals.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { Db } from '../src/database/db.js';
import { SYSTEM_ORIGIN } from '../src/core/auth/request-origin.js';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

describe('Follow-ups', () => {
  let t: TestApp;
  let rep: Member;

  beforeAll(async () => {
    t = await startApp();
    rep = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function stored(id: string) {
    const [row] = await t.db.query(`SELECT * FROM followups WHERE id = $1`, [id]);
    return row;
  }

  describe('scheduling', () => {
    it("answers 200 with the follow-up, assigned to the contact's owner, and bumps the contact", async () => {
      const teammate = await addMember(t, rep.workspaceId);
      const contact = await createContact(t, rep.email, { owner_id: teammate.userId });
      await idleFor(t, contact.id, 9);
      const res = await call(t, 'POST', `/contacts/${contact.id}/followups`, {
        as: rep.email,
        body: { title: '  Send the contract  ', scheduled_for: '2030-03-04T09:30:00+01:00' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: expect.any(String),
        contact_id: contact.id,
        owner_id: teammate.userId,
        title: 'Send the contract',
        scheduled_for: '2030-03-04T08:30:00.000Z',
        status: 'open',
        completed_at: null,
        completed_by: null,
        created_by: rep.userId,
        enrollment_id: null,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      });
      const [row] = await t.db.query(
        `SELECT f.created_at = c.last_activity_at AS same_instant
           FROM followups f JOIN contacts c ON c.id = f.contact_id WHERE f.id = $1`,
        [res.body.id],
      );
      expect(row.same_instant).toBe(true);
    });

    it('assigns the caller when the contact has no owner, or the given member', async () => {
      const contact = await createContact(t, rep.email, { owner_id: null });
      const mine = await scheduleFollowup(t, rep.email, contact.id);
      expect(mine.owner_id).toBe(rep.userId);
      const teammate = await addMember(t, rep.workspaceId);
      const theirs = await scheduleFollowup(t, rep.email, contact.id, {
        owner_id: teammate.userId,
      });
      expect(theirs.owner_id).toBe(teammate.userId);
      expect((await stored(theirs.id)).owner_id).toBe(teammate.userId);
    });

    it('reads a scheduled_for without an offset as UTC', async () => {
      const contact = await createContact(t, rep.email);
      const res = await scheduleFollowup(t, rep.email, contact.id, {
        scheduled_for: '2030-01-02T09:30:00',
      });
      expect(res.scheduled_for).toBe('2030-01-02T09:30:00.000Z');
      expect((await stored(res.id)).scheduled_for.toISOString()).toBe('2030-01-02T09:30:00.000Z');
    });

    it('refuses an assignee from another workspace with 422, storing nothing and not bumping', async () => {
      const other = await signUp(t, { premium: true });
      const contact = await createContact(t, rep.email);
      await idleFor(t, contact.id, 4);
      const before = await lastActivityOf(t, contact.id);
      const res = await call(t, 'POST', `/contacts/${contact.id}/followups`, {
        as: rep.email,
        body: { title: 'x', scheduled_for: inHours(5), owner_id: other.userId },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'owner_id', message: 'owner_id is not a member of this workspace' },
      ]);
      expect(await lastActivityOf(t, contact.id)).toBe(before);
      const [row] = await t.db.query(
        `SELECT count(*)::int AS n FROM followups WHERE contact_id = $1`,
        [contact.id],
      );
      expect(row.n).toBe(0);
    });

    const DATETIME = 'scheduled_for must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z';
    const WINDOW = 'scheduled_for must be within a year in the past and ten years ahead';
    const TITLE_LENGTH = 'title must be shorter than or equal to 200 characters';
    it.each<Refusal>([
      ['no title', { scheduled_for: '2030-01-01T00:00:00Z' }, 'title', 'title must be a string'],
      [
        'a blank title',
        { title: '  ', scheduled_for: '2030-01-01T00:00:00Z' },
        'title',
        'title should not be empty',
      ],
      [
        'a title over 200 characters',
        { title: 'x'.repeat(201), scheduled_for: '2030-01-01T00:00:00Z' },
        'title',
        TITLE_LENGTH,
      ],
      ['no scheduled_for', { title: 'x' }, 'scheduled_for', DATETIME],
      [
        'a malformed scheduled_for',
        { title: 'x', scheduled_for: 'next week' },
        'scheduled_for',
        DATETIME,
      ],
      [
        'a scheduled_for decades ahead',
        { title: 'x', scheduled_for: '2099-01-01T00:00:00Z' },
        'scheduled_for',
        WINDOW,
      ],
      [
        'a scheduled_for years ago',
        { title: 'x', scheduled_for: '2001-01-01T00:00:00Z' },
        'scheduled_for',
        WINDOW,
      ],
      [
        'an unknown field',
        { title: 'x', scheduled_for: '2030-01-01T00:00:00Z', completed_at: '2030-01-01T00:00:00Z' },
        'completed_at',
        'property completed_at should not exist',
      ],
      [
        'a malformed owner_id',
        { title: 'x', scheduled_for: '2030-01-01T00:00:00Z', owner_id: 'bob' },
        'owner_id',
        'owner_id must be a UUID',
      ],
    ])(
      'refuses %s with 422, storing nothing and not bumping',
      async (_label, body, field, message) => {
        const contact = await createContact(t, rep.email);
        await idleFor(t, contact.id, 2);
        const before = await lastActivityOf(t, contact.id);
        const res = await call(t, 'POST', `/contacts/${contact.id}/followups`, {
          as: rep.email,
          body,
        });
        expectRefusal(res, field, message);
        expect(await lastActivityOf(t, contact.id)).toBe(before);
      },
    );

    it('accepts a follow-up due earlier today (it is simply overdue)', async () => {
      const contact = await createContact(t, rep.email);
      const res = await call(t, 'POST', `/contacts/${contact.id}/followups`, {
        as: rep.email,
        body: { title: 'Missed call', scheduled_for: inHours(-2) },
      });
      expect(res.status).toBe(200);
    });
  });

  describe('completing', () => {
    it('sets completed_at and completed_by once; a second completion is 409 and changes nothing', async () => {
      const contact = await createContact(t, rep.email);
      const followup = await scheduleFollowup(t, rep.email, contact.id);
      const done = await call(t, 'POST', `/followups/${followup.id}/complete`, { as: rep.email });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        id: followup.id,
        status: 'completed',
        completed_at: expect.stringMatching(/Z$/),
        completed_by: rep.userId,
      });
      const first = await stored(followup.id);
      const again = await call(t, 'POST', `/followups/${followup.id}/complete`, { as: rep.email });
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe('Follow-up already completed');
      expect((await stored(followup.id)).completed_at).toEqual(first.completed_at);
    });

    it('lets exactly one of several concurrent completions win', async () => {
      const contact = await createContact(t, rep.email);
      const followup = await scheduleFollowup(t, rep.email, contact.id);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(t, 'POST', `/followups/${followup.id}/complete`, { as: rep.email }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    });

    it('does not bump the contact', async () => {
      const contact = await createContact(t, rep.email);
      const followup = await scheduleFollowup(t, rep.email, contact.id);
      await idleFor(t, contact.id, 3);
      const before = await lastActivityOf(t, contact.id);
      const res = await call(t, 'POST', `/followups/${followup.id}/complete`, { as: rep.email });
      expect(res.status).toBe(200);
      expect(await lastActivityOf(t, contact.id)).toBe(before);
    });
  });

  describe('editing and deleting', () => {
    it('reschedules, retitles and reassigns an open follow-up without bumping the contact', async () => {
      const teammate = await addMember(t, rep.workspaceId);
      const contact = await createContact(t, rep.email);
      const followup = await scheduleFollowup(t, rep.email, contact.id);
      await idleFor(t, contact.id, 6);
      const before = await lastActivityOf(t, contact.id);
      const res = await call(t, 'PATCH', `/followups/${followup.id}`, {
        as: rep.email,
        body: {
          title: 'Call about the renewal',
          scheduled_for: '2030-05-06T07:00:00',
          owner_id: teammate.userId,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: 'Call about the renewal',
        scheduled_for: '2030-05-06T07:00:00.000Z',
        owner_id: teammate.userId,
        status: 'open',
      });
      const row = await stored(followup.id);
      expect(row.title).toBe('Call about the renewal');
      expect(row.scheduled_for.toISOString()).toBe('2030-05-06T07:00:00.000Z');
      expect(await lastActivityOf(t, contact.id)).toBe(before);
    });

    it('changes only the fields sent', async () => {
      const contact = await createContact(t, rep.email);
      const followup = await scheduleFollowup(t, rep.email, contact.id, { title: 'Keep me' });
      const res = await call(t, 'PATCH', `/followups/${followup.id}`, {
        as: rep.email,
        body: { scheduled_for: '2031-01-01T12:00:00Z' },
      });
      expect(res.status).toBe(200);
      expect(res.body.title).toBe('Keep me');
      expect(res.body.owner_id).toBe(followup.owner_id);
    });

    it('refuses to edit a completed follow-up (409) and validates edits (422)', async () => {
      const contact = await createContact(t, rep.email);
      const followup = await scheduleFollowup(t, rep.email, contact.id, { title: 'Done' });
      const blank = await call(t, 'PATCH', `/followups/${followup.id}`, {
        as: rep.email,
        body: { title: '' },
      });
      expect(blank.status).toBe(422);
      for (const body of [{ title: null }, { scheduled_for: null }, { owner_id: null }]) {
        const cleared = await call(t, 'PATCH', `/followups/${followup.id}`, {
          as: rep.email,
          body,
        });
        expect(cleared.status).toBe(422);
      }
      const stranger = await call(t, 'PATCH', `/followups/${followup.id}`, {
        as: rep.email,
        body: { contact_id: contact.id },
      });
      expect(stranger.status).toBe(422);
      await call(t, 'POST', `/followups/${followup.id}/complete`, { as: rep.email });
      const res = await call(t, 'PATCH', `/followups/${followup.id}`, {
        as: rep.email,
        body: { title: 'Rewritten history' },
      });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe('Follow-up already completed');
      expect((await stored(followup.id)).title).toBe('Done');
    });

    it('deletes with 204 (open or completed) without bumping; then the id is 404', async () => {
      const contact = await createContact(t, rep.email);
      const open = await scheduleFollowup(t, rep.email, contact.id);
      const done = await scheduleFollowup(t, rep.email, contact.id);
      await call(t, 'POST', `/followups/${done.id}/complete`, { as: rep.email });
      await idleFor(t, contact.id, 2);
      const before = await lastActivityOf(t, contact.id);
      for (const id of [open.id, done.id]) {
        const res = await call(t, 'DELETE', `/followups/${id}`, { as: rep.email });
        expect(res.status).toBe(204);
        expect(res.text).toBe('');
        expect(await stored(id)).toBeUndefined();
      }
      expect(await lastActivityOf(t, contact.id)).toBe(before);
      const again = await call(t, 'DELETE', `/followups/${open.id}`, { as: rep.email });
      expect(again.status).toBe(404);
      expect(again.body.detail).toBe('Follow-up not found');
    });

    it('goes away with its contact', async () => {
      const contact = await createContact(t, rep.email);
      const followup = await scheduleFollowup(t, rep.email, contact.id);
      await call(t, 'DELETE', `/contacts/${contact.id}`, { as: rep.email });
      expect(await stored(followup.id)).toBeUndefined();
    });
  });

  describe('listing', () => {
    it('lists by status, assignee, contact and due range, soonest first, paginated', async () => {
      const team = await signUp(t, { premium: true });
      const teammate = await addMember(t, team.workspaceId);
      const a = await createContact(t, team.email);
      const b = await createContact(t, team.email);
      const f1 = await scheduleFollowup(t, team.email, a.id, { scheduled_for: inHours(30) });
      const f2 = await scheduleFollowup(t, team.email, b.id, { scheduled_for: inHours(10) });
      const f3 = await scheduleFollowup(t, team.email, a.id, {
        scheduled_for: inHours(20),
        owner_id: teammate.userId,
      });
      const f4 = await scheduleFollowup(t, team.email, b.id, { scheduled_for: inHours(-5) });
      await call(t, 'POST', `/followups/${f4.id}/complete`, { as: team.email });
      const ids = async (query: Record<string, string>) => {
        const res = await call(t, 'GET', '/followups', { as: team.email, query });
        expect(res.status).toBe(200);
        return res.body.items.map((f: { id: string }) => f.id);
      };
      expect(await ids({})).toEqual([f2.id, f3.id, f1.id]);
      expect(await ids({ status: 'completed' })).toEqual([f4.id]);
      expect(await ids({ status: 'all' })).toEqual([f4.id, f2.id, f3.id, f1.id]);
      expect(await ids({ owner_id: 'me' })).toEqual([f2.id, f1.id]);
      expect(await ids({ owner_id: teammate.userId })).toEqual([f3.id]);
      expect(await ids({ contact_id: a.id })).toEqual([f3.id, f1.id]);
      expect(await ids({ due_from: inHours(15), due_before: inHours(25) })).toEqual([f3.id]);
      const page1 = await call(t, 'GET', '/followups', { as: team.email, query: { limit: '2' } });
      expect(page1.body.items.map((f: { id: string }) => f.id)).toEqual([f2.id, f3.id]);
      const page2 = await call(t, 'GET', '/followups', {
        as: team.email,
        query: { limit: '2', cursor: page1.body.next_cursor },
      });
      expect(page2.body.items.map((f: { id: string }) => f.id)).toEqual([f1.id]);
      expect(page2.body.next_cursor).toBeNull();
      const one = await call(t, 'GET', `/followups/${f3.id}`, { as: team.email });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: f3.id, owner_id: teammate.userId });
    });

    it('refuses bad filters with 422', async () => {
      const forged = Buffer.from('["yesterday","not-a-uuid"]').toString('base64url');
      const queries: Record<string, string>[] = [
        { status: 'late' },
        { owner_id: 'you' },
        { due_from: 'soon' },
        { cursor: forged },
      ];
      for (const query of queries) {
        const res = await call(t, 'GET', '/followups', { as: rep.email, query });
        expect(res.status).toBe(422);
      }
      // A range given in reverse, as the reports refuse one; an empty one is an empty list.
      const at = '2026-12-01T10:00:00.000Z';
      const reversed = await call(t, 'GET', '/followups', {
        as: rep.email,
        query: { due_from: at, due_before: '2026-12-01T09:59:59.999Z' },
      });
      expect([reversed.status, reversed.body.errors]).toEqual([
        422,
        [{ field: 'due_before', message: 'due_before must not be before due_from' }],
      ]);
      const empty = await call(t, 'GET', '/followups', {
        as: rep.email,
        query: { due_from: at, due_before: at },
      });
      expect([empty.status, empty.body.items]).toEqual([200, []]);
    });
  });

  describe('workspaces and the premium gate', () => {
    it("answers 404 Follow-up not found for another workspace's follow-up on every route", async () => {
      const other = await signUp(t, { premium: true });
      const contact = await createContact(t, other.email);
      const theirs = await scheduleFollowup(t, other.email, contact.id, { title: 'Theirs' });
      const before = await stored(theirs.id);
      const attempts = [
        call(t, 'GET', `/followups/${theirs.id}`, { as: rep.email }),
        call(t, 'POST', `/followups/${theirs.id}/complete`, { as: rep.email }),
        call(t, 'PATCH', `/followups/${theirs.id}`, { as: rep.email, body: { title: 'Mine' } }),
        call(t, 'DELETE', `/followups/${theirs.id}`, { as: rep.email }),
        call(t, 'GET', '/followups/not-a-uuid', { as: rep.email }),
        call(t, 'POST', '/followups/not-a-uuid/complete', { as: rep.email }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Follow-up not found');
      }
      expect(await stored(theirs.id)).toEqual(before);
      const scheduleOnTheirs = await call(t, 'POST', `/contacts/${contact.id}/followups`, {
        as: rep.email,
        body: { title: 'x', scheduled_for: inHours(3) },
      });
      expect(scheduleOnTheirs.status).toBe(404);
      expect(scheduleOnTheirs.body.detail).toBe('Contact not found');
      const listTheirs = await call(t, 'GET', '/followups', {
        as: rep.email,
        query: { contact_id: contact.id },
      });
      expect(listTheirs.status).toBe(404);
      expect(listTheirs.body.detail).toBe('Contact not found');
    });

    it('gives a free workspace 402 on every write and changes nothing; reads still work', async () => {
      const free = await signUp(t);
      const [demo] = await t.db.query(
        `SELECT * FROM followups WHERE workspace_id = $1 AND is_demo AND completed_at IS NULL
          ORDER BY scheduled_for LIMIT 1`,
        [free.workspaceId],
      );
      expect(demo).toBeDefined();
      const before = await lastActivityOf(t, demo.contact_id);
      const writes = [
        call(t, 'POST', `/contacts/${demo.contact_id}/followups`, {
          as: free.email,
          body: { title: 'x', scheduled_for: inHours(3) },
        }),
        call(t, 'POST', `/followups/${demo.id}/complete`, { as: free.email }),
        call(t, 'PATCH', `/followups/${demo.id}`, { as: free.email, body: { title: 'x' } }),
        call(t, 'DELETE', `/followups/${demo.id}`, { as: free.email }),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.status).toBe(402);
        expect(res.body.detail).toBe(PREMIUM_DETAIL);
      }
      expect(await stored(demo.id)).toEqual(demo);
      expect(await lastActivityOf(t, demo.contact_id)).toBe(before);
      const list = await call(t, 'GET', '/followups', { as: free.email, query: { status: 'all' } });
      expect(list.status).toBe(200);
      expect(list.body.items.length).toBeGreaterThan(0);
    });
  });

  describe('FollowupsService for other modules', () => {
    function scopeOf(workspace: Workspace): WorkspaceScope {
      return { workspace, demo: false, origin: SYSTEM_ORIGIN };
    }

    it('schedules inside the caller transaction: a rollback leaves neither the follow-up nor the bump', async () => {
      const service = t.app.get(FollowupsService);
      const contact = await createContact(t, rep.email);
      await idleFor(t, contact.id, 30);
      const before = await lastActivityOf(t, contact.id);
      const [workspace] = await t.db.query(`SELECT * FROM workspaces WHERE id = $1`, [
        rep.workspaceId,
      ]);
      let scheduledId = '';
      await expect(
        t.app.get(Db).transaction(async (manager) => {
          const f = await service.scheduleIn(manager, scopeOf(workspace), contact.id, {
            title: 'Step 1',
            scheduled_for: new Date(Date.now() + DAY),
            created_by: null,
          });
          scheduledId = f.id;
          expect(f.owner_id).toBe(rep.userId);
          throw new Error('enrollment failed');
        }),
      ).rejects.toThrow('enrollment failed');
      expect(scheduledId).not.toBe('');
      expect(await stored(scheduledId)).toBeUndefined();
      expect(await lastActivityOf(t, contact.id)).toBe(before);
      const committed = await t.app.get(Db).transaction((manager) =>
        service.scheduleIn(manager, scopeOf(workspace), contact.id, {
          title: 'Step 1',
          scheduled_for: new Date(Date.now() + DAY),
          created_by: null,
        }),
      );
      expect(committed.created_by).toBeNull();
      expect(await lastActivityOf(t, contact.id)).not.toBe(before);
    });

    it('cancels the open follow-ups matching a filter and keeps completed ones', async () => {
      const service = t.app.get(FollowupsService);
      const contact = await createContact(t, rep.email);
      const other = await createContact(t, rep.email);
      const open1 = await scheduleFollowup(t, rep.email, contact.id);
      const open2 = await scheduleFollowup(t, rep.email, contact.id);
      const done = await scheduleFollowup(t, rep.email, contact.id);
      await call(t, 'POST', `/followups/${done.id}/complete`, { as: rep.email });
      const elsewhere = await scheduleFollowup(t, rep.email, other.id);
      const [workspace] = await t.db.query(`SELECT * FROM workspaces WHERE id = $1`, [
        rep.workspaceId,
      ]);
      await idleFor(t, contact.id, 3);
      const before = await lastActivityOf(t, contact.id);
      const byIds = await t.app
        .get(Db)
        .transaction((manager) =>
          service.cancelOpen(manager, scopeOf(workspace), { ids: [open1.id, done.id] }),
        );
      expect(byIds.map((f) => [f.id, f.status])).toEqual([[open1.id, 'open']]);
      const byContact = await t.app
        .get(Db)
        .transaction((manager) =>
          service.cancelOpen(manager, scopeOf(workspace), { contact_id: contact.id }),
        );
      expect(byContact.map((f) => f.id)).toEqual([open2.id]);
      expect(await stored(open1.id)).toBeUndefined();
      expect(await stored(open2.id)).toBeUndefined();
      expect(await stored(done.id)).toBeDefined();
      expect(await stored(elsewhere.id)).toBeDefined();
      expect(await lastActivityOf(t, contact.id)).toBe(before);
      await expect(
        t.app.get(Db).transaction((manager) => service.cancelOpen(manager, scopeOf(workspace), {})),
      ).rejects.toThrow('cancelOpen needs a filter');
    });
  });
});
