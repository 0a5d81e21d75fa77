import { describe, expect, it } from '@jest/globals';
import { createKey, withKey } from './support/api-keys.js';
import { addMember, type Member, setPremium, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';
import { createView, storedView, viewCount } from './support/views.js';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";
const EDIT_FORBIDDEN = "Only the view's author or a manager can change a workspace view";
const DELETE_FORBIDDEN = "Only the view's author or a manager can delete a workspace view";
const VISIBILITY_FORBIDDEN = "Only the view's author can change its visibility";

const FILTER = {
  and: [
    { field: 'stage', op: 'in', value: ['lead', 'qualified'] },
    {
      or: [
        { field: 'owner_id', op: 'eq', value: 'me' },
        { field: 'tags', op: 'any', value: ['vip'] },
      ],
    },
  ],
};

describe('Views', () => {
  const t = useTestApp();

  describe('their author', () => {
    it('creates, lists, reads, changes and deletes a view', async () => {
      const admin = await signUp(t, { premium: true });
      const created = await call(t, 'POST', '/views', {
        as: admin.email,
        body: {
          name: '  My open deals ',
          filter: FILTER,
          sort: '-value_cents,last_name',
          columns: ['first_name', 'company', 'value_cents'],
        },
      });
      expect(created.status).toBe(200);
      const view = {
        id: expect.any(String),
        name: 'My open deals',
        filter: FILTER,
        sort: '-value_cents,last_name',
        columns: ['first_name', 'company', 'value_cents'],
        visibility: 'private',
        created_by: admin.userId,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
        valid: true,
        invalid: null,
      };
      expect(created.body).toEqual(view);
      const id = created.body.id as string;
      expect(await storedView(t, id)).toEqual({
        name: 'My open deals',
        filter: FILTER,
        sort: '-value_cents,last_name',
        columns: ['first_name', 'company', 'value_cents'],
        private_to: admin.userId,
        created_by: admin.userId,
      });

      const list = await call(t, 'GET', '/views', { as: admin.email });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ items: [view], next_cursor: null });
      const got = await call(t, 'GET', `/views/${id}`, { as: admin.email });
      expect(got.status).toBe(200);
      expect(got.body).toEqual(created.body);

      const patched = await call(t, 'PATCH', `/views/${id}`, {
        as: admin.email,
        body: { name: 'Renamed', sort: null, columns: ['stage'], visibility: 'workspace' },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual({
        ...created.body,
        name: 'Renamed',
        sort: null,
        columns: ['stage'],
        visibility: 'workspace',
        updated_at: expect.stringMatching(/Z$/),
      });
      expect(await storedView(t, id)).toMatchObject({
        name: 'Renamed',
        filter: FILTER,
        sort: null,
        private_to: null,
      });

      const deleted = await call(t, 'DELETE', `/views/${id}`, { as: admin.email });
      expect(deleted.status).toBe(204);
      expect(await storedView(t, id)).toBeUndefined();
      const gone = await call(t, 'GET', `/views/${id}`, { as: admin.email });
      expect(gone.status).toBe(404);
      expect(gone.body.detail).toBe('View not found');
      const again = await call(t, 'DELETE', `/views/${id}`, { as: admin.email });
      expect(again.status).toBe(404);
    });

    it('gets every contact, the default order, no columns and a private view by default', async () => {
      const admin = await signUp(t, { premium: true });
      const view = await createView(t, admin.email, { name: 'All', sort: '  ' });
      expect(view).toMatchObject({
        filter: { and: [] },
        sort: null,
        columns: [],
        visibility: 'private',
      });
    });
  });

  describe('visibility', () => {
    async function team(): Promise<{ admin: Member; author: Member; other: Member }> {
      const admin = await signUp(t, { premium: true });
      const author = await addMember(t, admin.workspaceId);
      const other = await addMember(t, admin.workspaceId);
      return { admin, author, other };
    }

    it("keeps a private view its author's alone: 404 to other members and to managers", async () => {
      const { admin, author, other } = await team();
      const view = await createView(t, author.email, { name: 'Mine' });
      for (const who of [other, admin]) {
        const answers = [
          await call(t, 'GET', `/views/${view.id}`, { as: who.email }),
          await call(t, 'PATCH', `/views/${view.id}`, { as: who.email, body: { name: 'Taken' } }),
          await call(t, 'DELETE', `/views/${view.id}`, { as: who.email }),
        ];
        for (const res of answers) {
          expect(res.status).toBe(404);
          expect(res.body.detail).toBe('View not found');
        }
        const list = await call(t, 'GET', '/views', { as: who.email });
        expect(list.body.items).toEqual([]);
      }
      expect(await storedView(t, view.id)).toMatchObject({ name: 'Mine' });
      const own = await call(t, 'GET', '/views', { as: author.email });
      expect(own.body.items.map((v: { id: string }) => v.id)).toEqual([view.id]);
    });

    it('lets every member read a workspace view, its author and managers change and delete it', async () => {
      const { admin, author, other } = await team();
      const view = await createView(t, author.email, { name: 'Team', visibility: 'workspace' });
      const read = await call(t, 'GET', `/views/${view.id}`, { as: other.email });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(view);
      const list = await call(t, 'GET', '/views', { as: other.email });
      expect(list.body.items).toEqual([view]);

      const edit = await call(t, 'PATCH', `/views/${view.id}`, {
        as: other.email,
        body: { name: 'Mine now' },
      });
      expect(edit.status).toBe(403);
      expect(edit.body.detail).toBe(EDIT_FORBIDDEN);
      const remove = await call(t, 'DELETE', `/views/${view.id}`, { as: other.email });
      expect(remove.status).toBe(403);
      expect(remove.body.detail).toBe(DELETE_FORBIDDEN);
      expect(await storedView(t, view.id)).toMatchObject({ name: 'Team' });

      // A manager edits it, but neither takes it from the workspace nor makes it theirs.
      const managed = await call(t, 'PATCH', `/views/${view.id}`, {
        as: admin.email,
        body: { name: 'Team, tidied', visibility: 'workspace' },
      });
      expect(managed.status).toBe(200);
      expect(managed.body).toMatchObject({ name: 'Team, tidied', created_by: author.userId });
      const hidden = await call(t, 'PATCH', `/views/${view.id}`, {
        as: admin.email,
        body: { name: 'Hidden', visibility: 'private' },
      });
      expect(hidden.status).toBe(403);
      expect(hidden.body.detail).toBe(VISIBILITY_FORBIDDEN);
      expect(await storedView(t, view.id)).toMatchObject({
        name: 'Team, tidied',
        private_to: null,
      });

      // Its author takes it back: from then on no one else sees it.
      const taken = await call(t, 'PATCH', `/views/${view.id}`, {
        as: author.email,
        body: { visibility: 'private' },
      });
      expect(taken.status).toBe(200);
      expect(taken.body.visibility).toBe('private');
      expect((await call(t, 'GET', `/views/${view.id}`, { as: other.email })).status).toBe(404);
      expect((await call(t, 'GET', `/views/${view.id}`, { as: admin.email })).status).toBe(404);
      await call(t, 'PATCH', `/views/${view.id}`, {
        as: author.email,
        body: { visibility: 'workspace' },
      });

      const deleted = await call(t, 'DELETE', `/views/${view.id}`, { as: admin.email });
      expect(deleted.status).toBe(204);
      expect(await storedView(t, view.id)).toBeUndefined();
    });

    it('lets a member delete their own workspace view', async () => {
      const { author } = await team();
      const view = await createView(t, author.email, { visibility: 'workspace' });
      expect((await call(t, 'DELETE', `/views/${view.id}`, { as: author.email })).status).toBe(204);
      expect(await storedView(t, view.id)).toBeUndefined();
    });

    it("drops a removed member's private views and keeps their workspace views for managers", async () => {
      const { admin, author, other } = await team();
      const own = await createView(t, author.email, { name: 'Own' });
      const shared = await createView(t, author.email, { name: 'Shared', visibility: 'workspace' });
      const removed = await call(t, 'DELETE', `/team/${author.userId}`, { as: admin.email });
      expect(removed.status).toBe(204);
      expect(await storedView(t, own.id)).toBeUndefined();
      expect(await storedView(t, shared.id)).toMatchObject({ created_by: null, private_to: null });
      const read = await call(t, 'GET', `/views/${shared.id}`, { as: other.email });
      expect(read.body).toMatchObject({ name: 'Shared', created_by: null });
      const edit = await call(t, 'PATCH', `/views/${shared.id}`, {
        as: other.email,
        body: { name: 'Orphan' },
      });
      expect(edit.status).toBe(403);
      const managed = await call(t, 'PATCH', `/views/${shared.id}`, {
        as: admin.email,
        body: { name: 'Adopted' },
      });
      expect(managed.status).toBe(200);
    });

    it("answers 404 for another workspace's view and for an id that is not one", async () => {
      const owner = await signUp(t, { premium: true });
      const view = await createView(t, owner.email, { visibility: 'workspace' });
      const stranger = await signUp(t, { premium: true });
      for (const id of [view.id, 'not-a-uuid']) {
        const answers = [
          await call(t, 'GET', `/views/${id}`, { as: stranger.email }),
          await call(t, 'PATCH', `/views/${id}`, { as: stranger.email, body: { name: 'x' } }),
          await call(t, 'DELETE', `/views/${id}`, { as: stranger.email }),
        ];
        for (const res of answers) {
          expect(res.status).toBe(404);
          expect(res.body.detail).toBe('View not found');
        }
      }
      expect((await call(t, 'GET', '/views', { as: stranger.email })).body.items).toEqual([]);
      expect(await storedView(t, view.id)).toMatchObject({ name: 'A view' });
    });
  });

  describe('a workspace', () => {
    it('holds at most 500 views, private ones included (409), even under concurrent creations', async () => {
      const admin = await signUp(t, { premium: true });
      const member = await addMember(t, admin.workspaceId);
      await t.db.query(
        `INSERT INTO saved_views (workspace_id, name, filter, private_to, created_by)
         SELECT $1, 'View ' || n, '{"and":[]}', $2, $2 FROM generate_series(1, 497) AS n`,
        [admin.workspaceId, member.userId],
      );
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          call(t, 'POST', '/views', { as: admin.email, body: { name: `Race ${i}` } }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409]);
      const refused = answers.find((r) => r.status === 409)!;
      expect(refused.body.detail).toBe(
        "A workspace has at most 500 views, every member's private views included",
      );
      expect(await viewCount(t, admin.workspaceId)).toBe(500);
      // One fewer, and there is room again.
      const first = answers.find((r) => r.status === 200)!;
      await call(t, 'DELETE', `/views/${first.body.id}`, { as: admin.email });
      expect(
        (await call(t, 'POST', '/views', { as: admin.email, body: { name: 'Room' } })).status,
      ).toBe(200);
    });

    it("lists the caller's private views and the workspace's, newest first, a page at a time", async () => {
      const admin = await signUp(t, { premium: true });
      const other = await addMember(t, admin.workspaceId);
      const made: string[] = [];
      for (const [who, visibility] of [
        [admin, 'private'],
        [other, 'workspace'],
        [other, 'private'],
        [admin, 'workspace'],
        [other, 'workspace'],
        [admin, 'private'],
      ] as const) {
        const view = await createView(t, who.email, { name: `${visibility}`, visibility });
        if (who === admin || visibility === 'workspace') made.push(view.id);
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await call(t, 'GET', '/views', {
          as: admin.email,
          query: { limit: '2', ...(cursor ? { cursor } : {}) },
        });
        expect(page.status).toBe(200);
        expect(page.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.items.map((v: { id: string }) => v.id));
        cursor = page.body.next_cursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual([...made].reverse());

      const forged = await call(t, 'GET', '/views', { as: admin.email, query: { cursor: 'abc' } });
      expect(forged.status).toBe(422);
      expect(forged.body.errors).toEqual([
        { field: 'cursor', message: 'cursor is not a next_cursor returned by this list' },
      ]);
    });
  });

  describe('a free workspace', () => {
    it('reads its views (none) and may not save one (402)', async () => {
      const free = await signUp(t);
      const list = await call(t, 'GET', '/views', { as: free.email });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ items: [], next_cursor: null });
      const created = await call(t, 'POST', '/views', { as: free.email, body: { name: 'Mine' } });
      expect(created.status).toBe(402);
      expect(created.body.detail).toBe(PREMIUM_DETAIL);
      expect(await viewCount(t, free.workspaceId)).toBe(0);
    });

    it('keeps the views of its premium days, readable and not writable', async () => {
      const admin = await signUp(t, { premium: true });
      const view = await createView(t, admin.email, { name: 'Kept', visibility: 'workspace' });
      await setPremium(t, admin.workspaceId, false);
      const read = await call(t, 'GET', `/views/${view.id}`, { as: admin.email });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(view);
      for (const res of [
        await call(t, 'PATCH', `/views/${view.id}`, { as: admin.email, body: { name: 'x' } }),
        await call(t, 'DELETE', `/views/${view.id}`, { as: admin.email }),
      ]) {
        expect(res.status).toBe(402);
        expect(res.body.detail).toBe(PREMIUM_DETAIL);
      }
      expect(await storedView(t, view.id)).toMatchObject({ name: 'Kept' });
    });
  });

  describe('API keys', () => {
    it('read views with contacts:read and write them with contacts:write, as their member', async () => {
      const admin = await signUp(t, { premium: true });
      const view = await createView(t, admin.email, { visibility: 'workspace' });
      const reader = await createKey(t, admin.email, ['contacts:read']);
      const writer = await createKey(t, admin.email, ['contacts:write']);
      const settings = await createKey(t, admin.email, ['settings:read', 'settings:write']);

      expect((await withKey(t, reader.key, 'GET', '/views')).body.items).toEqual([view]);
      expect((await withKey(t, reader.key, 'GET', `/views/${view.id}`)).status).toBe(200);
      for (const [key, method, path, scope] of [
        [reader.key, 'POST', '/views', 'contacts:write'],
        [reader.key, 'PATCH', `/views/${view.id}`, 'contacts:write'],
        [reader.key, 'DELETE', `/views/${view.id}`, 'contacts:write'],
        [writer.key, 'GET', '/views', 'contacts:read'],
        [settings.key, 'GET', `/views/${view.id}`, 'contacts:read'],
      ] as const) {
        const res = await withKey(t, key, method, path, { body: { name: 'Keyed' } });
        expect(res.status).toBe(403);
        expect(res.body.detail).toBe(`Scope '${scope}' required`);
      }

      const made = await withKey(t, writer.key, 'POST', '/views', { body: { name: 'Keyed' } });
      expect(made.status).toBe(200);
      expect(made.body).toMatchObject({ name: 'Keyed', created_by: admin.userId });
      const patched = await withKey(t, writer.key, 'PATCH', `/views/${made.body.id}`, {
        body: { name: 'Keyed again' },
      });
      expect(patched.body.name).toBe('Keyed again');
      expect((await withKey(t, writer.key, 'DELETE', `/views/${made.body.id}`)).status).toBe(204);
      expect(await storedView(t, made.body.id)).toBeUndefined();
    });
  });
});
