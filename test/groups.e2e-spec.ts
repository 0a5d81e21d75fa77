import { describe, expect, it } from '@jest/globals';
import { DemoService } from '../src/modules/demo/demo.service.js';
import { createKey, withKey } from './support/api-keys.js';
import { addMember, type Member, setPremium, signUp } from './support/factories.js';
import { createGroup, type GroupBody, storedGroups } from './support/groups.js';
import { holdAfter, holdWorkspaceRow, release, waitersOn } from './support/row-lock.js';
import { call, useTestApp } from './support/test-app.js';
import pg from 'pg';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";
const MANAGERS_ONLY = {
  type: 'about:blank',
  title: 'Forbidden',
  status: 403,
  detail: 'Managers only',
  code: 'forbidden',
};
const NOT_FOUND = {
  type: 'about:blank',
  title: 'Not Found',
  status: 404,
  detail: 'Group not found',
  code: 'not_found',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Ascending, as the API orders a group's members (PostgreSQL's uuid order is the text's). */
const sorted = (ids: string[]) => [...ids].sort();

describe('Groups', () => {
  const t = useTestApp();

  /** A premium workspace: its admin, a second admin and two members. */
  async function team(): Promise<{ admin: Member; lead: Member; rep: Member; other: Member }> {
    const admin = await signUp(t, { premium: true });
    const lead = await addMember(t, admin.workspaceId, 'admin');
    const rep = await addMember(t, admin.workspaceId);
    const other = await addMember(t, admin.workspaceId);
    return { admin, lead, rep, other };
  }

  /** How many of this database's sessions wait on a lock. */
  async function waitingOnLocks(): Promise<number> {
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return row.n;
  }

  /** Until `n` of this database's sessions wait on a lock (bounded). */
  async function untilWaiting(n: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const waiting = await waitingOnLocks();
      if (waiting >= n) return;
      if (Date.now() > deadline) throw new Error(`${waiting} sessions wait on a lock, not ${n}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The sample teammate the demo data of a free workspace adds. */
  async function demoTeammate(workspaceId: string): Promise<string> {
    const [row] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM users WHERE workspace_id = $1 AND is_demo`,
      [workspaceId],
    );
    return row.id;
  }

  describe('managers', () => {
    it('create, list, read, rename, re-member and delete a group', async () => {
      const { admin, lead, rep } = await team();
      const created = await call(t, 'POST', '/groups', {
        as: admin.email,
        body: { name: '  Inbound ', member_ids: [rep.userId, admin.userId] },
      });
      expect(created.status).toBe(200);
      const group = {
        id: expect.any(String),
        name: 'Inbound',
        member_ids: sorted([rep.userId, admin.userId]),
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      };
      expect(created.body).toEqual(group);
      const id = created.body.id as string;
      expect(await storedGroups(t, admin.workspaceId)).toEqual([
        {
          id,
          name: 'Inbound',
          updated_at: expect.any(String),
          members: sorted([rep.userId, admin.userId]),
        },
      ]);

      const list = await call(t, 'GET', '/groups', { as: admin.email });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ items: [created.body], next_cursor: null });
      const got = await call(t, 'GET', `/groups/${id}`, { as: admin.email });
      expect(got.status).toBe(200);
      expect(got.body).toEqual(created.body);

      // Another manager renames it; its members stay.
      const renamed = await call(t, 'PATCH', `/groups/${id}`, {
        as: lead.email,
        body: { name: ' Inbound leads ' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({
        ...created.body,
        name: 'Inbound leads',
        updated_at: expect.any(String),
      });
      expect(Date.parse(renamed.body.updated_at)).toBeGreaterThan(
        Date.parse(created.body.updated_at),
      );

      // member_ids replaces the set: the admin leaves, the lead joins, the rep stays.
      const remembered = await call(t, 'PATCH', `/groups/${id}`, {
        as: admin.email,
        body: { member_ids: [lead.userId, rep.userId] },
      });
      expect(remembered.status).toBe(200);
      expect(remembered.body).toMatchObject({
        name: 'Inbound leads',
        member_ids: sorted([lead.userId, rep.userId]),
      });
      expect((await storedGroups(t, admin.workspaceId))[0].members).toEqual(
        sorted([lead.userId, rep.userId]),
      );
      const emptied = await call(t, 'PATCH', `/groups/${id}`, {
        as: admin.email,
        body: { name: 'Nobody yet', member_ids: [] },
      });
      expect(emptied.body).toMatchObject({ name: 'Nobody yet', member_ids: [] });
      expect((await storedGroups(t, admin.workspaceId))[0]).toMatchObject({
        name: 'Nobody yet',
        members: [],
      });

      const deleted = await call(t, 'DELETE', `/groups/${id}`, { as: admin.email });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect(await storedGroups(t, admin.workspaceId)).toEqual([]);
      const gone = await call(t, 'GET', `/groups/${id}`, { as: admin.email });
      expect([gone.status, gone.body]).toEqual([404, NOT_FOUND]);
      const again = await call(t, 'DELETE', `/groups/${id}`, { as: admin.email });
      expect([again.status, again.body]).toEqual([404, NOT_FOUND]);
    });

    it('make an empty group without member_ids, and keep the members a PATCH does not name', async () => {
      const { admin, rep } = await team();
      const empty = await createGroup(t, admin.email, { name: 'Later' });
      expect(empty.member_ids).toEqual([]);
      const filled = await call(t, 'PATCH', `/groups/${empty.id}`, {
        as: admin.email,
        body: { member_ids: [rep.userId] },
      });
      expect(filled.body.member_ids).toEqual([rep.userId]);
      const same = await call(t, 'PATCH', `/groups/${empty.id}`, { as: admin.email, body: {} });
      expect(same.status).toBe(200);
      expect(same.body).toEqual(filled.body);
    });

    it('order members by id whatever order and case they are given in', async () => {
      const { admin, lead, rep, other } = await team();
      const ids = [other.userId, admin.userId, rep.userId, lead.userId];
      const group = await createGroup(t, admin.email, {
        member_ids: [ids[0].toUpperCase(), ...ids.slice(1)],
      });
      expect(group.member_ids).toEqual(sorted(ids));
      const reversed = await call(t, 'PATCH', `/groups/${group.id}`, {
        as: admin.email,
        body: { member_ids: [...sorted(ids)].reverse() },
      });
      expect(reversed.body.member_ids).toEqual(sorted(ids));
    });

    it('put a member in several groups', async () => {
      const { admin, rep, other } = await team();
      const a = await createGroup(t, admin.email, { name: 'A', member_ids: [rep.userId] });
      const b = await createGroup(t, admin.email, {
        name: 'B',
        member_ids: [rep.userId, other.userId],
      });
      expect(a.member_ids).toEqual([rep.userId]);
      expect(b.member_ids).toEqual(sorted([rep.userId, other.userId]));
      const list = await call(t, 'GET', '/groups', { as: rep.email });
      expect(list.body.items.map((g: GroupBody) => [g.name, g.member_ids])).toEqual([
        ['B', sorted([rep.userId, other.userId])],
        ['A', [rep.userId]],
      ]);
    });

    it('list newest first, page by page', async () => {
      const { admin } = await team();
      const made: string[] = [];
      for (let i = 0; i < 5; i++)
        made.push((await createGroup(t, admin.email, { name: `G${i}` })).id);
      const first = await call(t, 'GET', '/groups', { as: admin.email, query: { limit: '3' } });
      expect(first.body.items.map((g: GroupBody) => g.id)).toEqual(made.slice(2).reverse());
      expect(first.body.next_cursor).toEqual(expect.any(String));
      const second = await call(t, 'GET', '/groups', {
        as: admin.email,
        query: { limit: '3', cursor: first.body.next_cursor },
      });
      expect(second.body.items.map((g: GroupBody) => g.id)).toEqual(made.slice(0, 2).reverse());
      expect(second.body.next_cursor).toBeNull();
    });
  });

  describe('members', () => {
    it('read groups but cannot write them (403), and nothing changes', async () => {
      const { admin, rep } = await team();
      const group = await createGroup(t, admin.email, {
        name: 'Inbound',
        member_ids: [rep.userId],
      });
      const list = await call(t, 'GET', '/groups', { as: rep.email });
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([group]);
      const got = await call(t, 'GET', `/groups/${group.id}`, { as: rep.email });
      expect([got.status, got.body]).toEqual([200, group]);

      const before = await storedGroups(t, admin.workspaceId);
      for (const [method, url] of [
        ['POST', '/groups'],
        ['PATCH', `/groups/${group.id}`],
        ['DELETE', `/groups/${group.id}`],
      ] as const) {
        const res = await call(t, method, url, {
          as: rep.email,
          body: { name: 'Mine', member_ids: [rep.userId] },
        });
        expect([method, res.status, res.body]).toEqual([method, 403, MANAGERS_ONLY]);
      }
      expect(await storedGroups(t, admin.workspaceId)).toEqual(before);
    });
  });

  describe('demo data', () => {
    it('shows a free workspace its two demo groups and refuses its writes (402)', async () => {
      const free = await signUp(t);
      const teammate = await demoTeammate(free.workspaceId);
      const list = await call(t, 'GET', '/groups', { as: free.email });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({
        items: [
          {
            id: expect.any(String),
            name: 'Field sales',
            member_ids: [teammate],
            created_at: expect.stringMatching(/Z$/),
            updated_at: expect.stringMatching(/Z$/),
          },
          {
            id: expect.any(String),
            name: 'Inbound',
            member_ids: sorted([free.userId, teammate]),
            created_at: expect.stringMatching(/Z$/),
            updated_at: expect.stringMatching(/Z$/),
          },
        ],
        next_cursor: null,
      });
      const [fieldSales] = list.body.items as GroupBody[];
      const got = await call(t, 'GET', `/groups/${fieldSales.id}`, { as: free.email });
      expect([got.status, got.body]).toEqual([200, fieldSales]);

      const before = await storedGroups(t, free.workspaceId, true);
      expect(before.map((g) => g.name)).toEqual(['Inbound', 'Field sales']);
      expect(await storedGroups(t, free.workspaceId)).toEqual([]);
      for (const [method, url] of [
        ['POST', '/groups'],
        ['PATCH', `/groups/${fieldSales.id}`],
        ['DELETE', `/groups/${fieldSales.id}`],
      ] as const) {
        const res = await call(t, method, url, {
          as: free.email,
          body: { name: 'Mine', member_ids: [free.userId] },
        });
        expect([method, res.status, res.body.detail]).toEqual([method, 402, PREMIUM_DETAIL]);
      }
      // The role gate comes before the premium gate.
      const rep = await addMember(t, free.workspaceId);
      const member = await call(t, 'POST', '/groups', { as: rep.email, body: { name: 'Mine' } });
      expect([member.status, member.body]).toEqual([403, MANAGERS_ONLY]);
      expect(await storedGroups(t, free.workspaceId, true)).toEqual(before);
    });

    it('never shows the demo groups to a premium workspace, whose names are its own', async () => {
      const once = await signUp(t);
      const demo = (await call(t, 'GET', '/groups', { as: once.email })).body.items as GroupBody[];
      expect(demo).toHaveLength(2);
      await setPremium(t, once.workspaceId, true);

      const list = await call(t, 'GET', '/groups', { as: once.email });
      expect(list.body).toEqual({ items: [], next_cursor: null });
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await call(t, method, `/groups/${demo[0].id}`, {
          as: once.email,
          ...(method === 'PATCH' ? { body: { name: 'Taken over' } } : {}),
        });
        expect([method, res.status, res.body]).toEqual([method, 404, NOT_FOUND]);
      }
      // A demo group's name is free in the real data; the demo teammate is no member of it.
      const inbound = await createGroup(t, once.email, { name: 'Inbound' });
      expect(inbound.name).toBe('Inbound');
      const teammate = await demoTeammate(once.workspaceId);
      const refused = await call(t, 'POST', '/groups', {
        as: once.email,
        body: { name: 'With the teammate', member_ids: [teammate] },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          field: 'member_ids.0',
          message: `member_ids.0: ${teammate} is not a member of this workspace`,
        },
      ]);
      expect((await call(t, 'GET', '/groups', { as: once.email })).body.items).toEqual([inbound]);

      // Back to free: the demo groups again, never the real one.
      await setPremium(t, once.workspaceId, false);
      const freeAgain = await call(t, 'GET', '/groups', { as: once.email });
      expect(freeAgain.body.items).toEqual(demo);
    });
    it('goes with a demo reset and comes back at the next request; real groups stay', async () => {
      const free = await signUp(t);
      const paying = await signUp(t, { premium: true });
      const real = await createGroup(t, paying.email, { name: 'Inbound' });
      expect(await storedGroups(t, free.workspaceId, true)).toHaveLength(2);
      expect(await storedGroups(t, paying.workspaceId, true)).toHaveLength(2);

      await t.app.get(DemoService).resetAll();
      const [left] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM groups WHERE is_demo`,
      );
      expect(left.n).toBe(0);
      expect((await call(t, 'GET', '/groups', { as: paying.email })).body.items).toEqual([real]);

      // The free workspace's next request, whichever, seeds them again.
      const again = await call(t, 'GET', '/groups', { as: free.email });
      const teammate = await demoTeammate(free.workspaceId);
      expect(again.body.items.map((g: GroupBody) => [g.name, g.member_ids])).toEqual([
        ['Field sales', [teammate]],
        ['Inbound', sorted([free.userId, teammate])],
      ]);
    });
  });

  describe('refusals', () => {
    it('answers 422 on a name or member ids that do not read, and stores nothing', async () => {
      const { admin, rep } = await team();
      const stranger = await signUp(t, { premium: true });
      const group = await createGroup(t, admin.email, { name: 'Kept', member_ids: [rep.userId] });
      const before = await storedGroups(t, admin.workspaceId);
      const upper = rep.userId.toUpperCase();
      const cases: [Record<string, unknown>, string, { field: string; message: string }[]][] = [
        [{}, 'name must be a string', [{ field: 'name', message: 'name must be a string' }]],
        [
          { name: '   ' },
          'name must be 1 to 100 characters',
          [{ field: 'name', message: 'name must be 1 to 100 characters' }],
        ],
        [
          { name: 'x'.repeat(101) },
          'name must be 1 to 100 characters',
          [{ field: 'name', message: 'name must be 1 to 100 characters' }],
        ],
        [
          { name: 'G', member_ids: rep.userId },
          "member_ids must be a list of members' ids",
          [{ field: 'member_ids', message: "member_ids must be a list of members' ids" }],
        ],
        [
          { name: 'G', member_ids: Array.from({ length: 1001 }, () => rep.userId) },
          'member_ids must list at most 1000 members',
          [{ field: 'member_ids', message: 'member_ids must list at most 1000 members' }],
        ],
        [
          { name: 'G', member_ids: [rep.userId, 'nope', 7] },
          "member_ids.1 must be a member's id (a UUID); member_ids.2 must be a member's id (a UUID)",
          [
            { field: 'member_ids.1', message: "member_ids.1 must be a member's id (a UUID)" },
            { field: 'member_ids.2', message: "member_ids.2 must be a member's id (a UUID)" },
          ],
        ],
        [
          { name: 'G', member_ids: [rep.userId, admin.userId, upper] },
          `member_ids.2: ${rep.userId} is given twice`,
          [{ field: 'member_ids.2', message: `member_ids.2: ${rep.userId} is given twice` }],
        ],
        [
          { name: 'G', member_ids: [stranger.userId, admin.userId, UNKNOWN_ID] },
          `member_ids.0: ${stranger.userId} is not a member of this workspace; ` +
            `member_ids.2: ${UNKNOWN_ID} is not a member of this workspace`,
          [
            {
              field: 'member_ids.0',
              message: `member_ids.0: ${stranger.userId} is not a member of this workspace`,
            },
            {
              field: 'member_ids.2',
              message: `member_ids.2: ${UNKNOWN_ID} is not a member of this workspace`,
            },
          ],
        ],
      ];
      for (const [body, detail, errors] of cases) {
        const res = await call(t, 'POST', '/groups', { as: admin.email, body });
        expect([body, res.status, res.body]).toEqual([
          body,
          422,
          {
            type: 'about:blank',
            title: 'Unprocessable Entity',
            status: 422,
            detail: `Validation failed: ${detail}`,
            code: 'validation_failed',
            errors,
          },
        ]);
      }
      // A PATCH is all or nothing: a name given beside a stranger is not written either.
      const patches: [Record<string, unknown>, string][] = [
        [{ name: null }, 'name must be a string'],
        [{ name: '' }, 'name must be 1 to 100 characters'],
        [{ member_ids: null }, "member_ids must be a list of members' ids"],
        [
          { name: 'Renamed', member_ids: [rep.userId, stranger.userId] },
          `member_ids.1: ${stranger.userId} is not a member of this workspace`,
        ],
        [{ workspace_id: stranger.workspaceId }, 'property workspace_id should not exist'],
      ];
      for (const [body, detail] of patches) {
        const res = await call(t, 'PATCH', `/groups/${group.id}`, { as: admin.email, body });
        expect([body, res.status, res.body.detail]).toEqual([
          body,
          422,
          `Validation failed: ${detail}`,
        ]);
      }
      expect(await storedGroups(t, admin.workspaceId)).toEqual(before);
    });

    it('answers 409 on a name another group has whatever its case, and stores nothing', async () => {
      const { admin, rep } = await team();
      const inbound = await createGroup(t, admin.email, { name: 'Inbound' });
      const field = await createGroup(t, admin.email, { name: 'Field', member_ids: [rep.userId] });
      const before = await storedGroups(t, admin.workspaceId);
      const conflict = {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: "A group named 'Inbound' already exists",
        code: 'conflict',
      };
      const created = await call(t, 'POST', '/groups', {
        as: admin.email,
        body: { name: ' INBOUND ', member_ids: [rep.userId] },
      });
      expect([created.status, created.body]).toEqual([409, conflict]);
      const renamed = await call(t, 'PATCH', `/groups/${field.id}`, {
        as: admin.email,
        body: { name: 'inbound', member_ids: [] },
      });
      expect([renamed.status, renamed.body]).toEqual([409, conflict]);
      expect(await storedGroups(t, admin.workspaceId)).toEqual(before);

      // Its own name in another case is no conflict; another workspace's names are its own.
      const recased = await call(t, 'PATCH', `/groups/${inbound.id}`, {
        as: admin.email,
        body: { name: 'INBOUND' },
      });
      expect([recased.status, recased.body.name]).toEqual([200, 'INBOUND']);
      const elsewhere = await signUp(t, { premium: true });
      expect((await createGroup(t, elsewhere.email, { name: 'Inbound' })).name).toBe('Inbound');
    });

    it('answers 409 on a name another group has in another Unicode normalisation form, and stores nothing', async () => {
      const { admin, rep } = await team();
      // One with é as one code point (NFC), the others with e and a combining accent (NFD).
      const composed = 'Caf\u00e9';
      const decomposed = 'Cafe\u0301';
      await createGroup(t, admin.email, { name: composed });
      const other = await createGroup(t, admin.email, { name: 'Other', member_ids: [rep.userId] });
      const before = await storedGroups(t, admin.workspaceId);
      const conflict = {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: `A group named '${composed}' already exists`,
        code: 'conflict',
      };
      const created = await call(t, 'POST', '/groups', {
        as: admin.email,
        body: { name: decomposed, member_ids: [rep.userId] },
      });
      expect([created.status, created.body]).toEqual([409, conflict]);
      const renamed = await call(t, 'PATCH', `/groups/${other.id}`, {
        as: admin.email,
        body: { name: 'CAFE\u0301', member_ids: [] },
      });
      expect([renamed.status, renamed.body]).toEqual([409, conflict]);
      expect(await storedGroups(t, admin.workspaceId)).toEqual(before);
      const [row] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM groups WHERE workspace_id = $1 AND name IN ($2, $3)`,
        [admin.workspaceId, composed, decomposed],
      );
      expect(row.n).toBe(1);
    });

    it('lets one of two creations with one name in flight together through', async () => {
      const { admin } = await team();
      // The first creation waits, its name checked and its row inserted, on the workspace row
      // its foreign key reads; the second starts while the first is uncommitted.
      const blocker = await holdWorkspaceRow(admin.workspaceId);
      const create = (name: string) =>
        call(t, 'POST', '/groups', { as: admin.email, body: { name } });
      let first: ReturnType<typeof create> | undefined;
      let second: ReturnType<typeof create> | undefined;
      try {
        first = create('Race');
        await untilWaiting(1);
        second = create('race');
        await untilWaiting(2);
      } finally {
        await release(blocker);
      }
      const answers = [await first, await second];
      expect(answers.map((a) => [a?.status, a?.body.detail ?? null])).toEqual([
        [200, null],
        [409, "A group named 'Race' already exists"],
      ]);
      expect((await storedGroups(t, admin.workspaceId)).map((g) => g.name)).toEqual(['Race']);
    });

    it("answers 404 Group not found for another workspace's group or an id that is none", async () => {
      const { admin, rep } = await team();
      const theirs = await signUp(t, { premium: true });
      const group = await createGroup(t, theirs.email, { name: 'Theirs' });
      const before = await storedGroups(t, theirs.workspaceId);
      for (const id of [group.id, UNKNOWN_ID, 'not-an-id']) {
        for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
          const res = await call(t, method, `/groups/${id}`, {
            as: admin.email,
            ...(method === 'PATCH' ? { body: { name: 'Mine', member_ids: [rep.userId] } } : {}),
          });
          expect([id, method, res.status, res.body]).toEqual([id, method, 404, NOT_FOUND]);
        }
      }
      // 404 before the member ids are read, whatever they hold.
      for (const member_ids of [[UNKNOWN_ID], ['not-a-uuid'], [UNKNOWN_ID, UNKNOWN_ID]]) {
        const both = await call(t, 'PATCH', `/groups/${group.id}`, {
          as: admin.email,
          body: { member_ids },
        });
        expect([member_ids, both.status, both.body.detail]).toEqual([
          member_ids,
          404,
          'Group not found',
        ]);
      }
      expect(await storedGroups(t, theirs.workspaceId)).toEqual(before);
    });
  });

  describe('removing a member', () => {
    it('takes them out of every group; the groups stay', async () => {
      const { admin, rep, other } = await team();
      const a = await createGroup(t, admin.email, { name: 'A', member_ids: [rep.userId] });
      const b = await createGroup(t, admin.email, {
        name: 'B',
        member_ids: [rep.userId, other.userId],
      });
      const removed = await call(t, 'DELETE', `/team/${rep.userId}`, { as: admin.email });
      expect(removed.status).toBe(204);
      const list = await call(t, 'GET', '/groups', { as: admin.email });
      expect(list.body.items.map((g: GroupBody) => [g.id, g.member_ids])).toEqual([
        [b.id, [other.userId]],
        [a.id, []],
      ]);
    });

    it('a member removed while a group naming them is written is a 422 on their place', async () => {
      const { admin, rep, other } = await team();
      const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await blocker.connect();
      let creating: ReturnType<typeof call> | undefined;
      try {
        await blocker.query('BEGIN');
        await blocker.query('DELETE FROM users WHERE id = $1', [rep.userId]);
        creating = call(t, 'POST', '/groups', {
          as: admin.email,
          body: { name: 'Racing', member_ids: [other.userId, rep.userId] },
        });
        const deadline = Date.now() + 10_000;
        while ((await waitersOn(blocker)) === 0) {
          if (Date.now() > deadline) throw new Error('the creation never waited on the removal');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await release(blocker, 'COMMIT');
      }
      const res = await creating;
      expect([res?.status, res?.body.errors]).toEqual([
        422,
        [
          {
            field: 'member_ids.1',
            message: `member_ids.1: ${rep.userId} is not a member of this workspace`,
          },
        ],
      ]);
      expect(await storedGroups(t, admin.workspaceId)).toEqual([]);
    });
    it("lets a member's removal through while a change of their group waits for another member it names", async () => {
      const members = await team();
      const { admin } = members;
      // The change holds the members it names in id order: it waits at the first, held here,
      // before it would hold the second, who leaves.
      const [rep, other] = [members.rep, members.other].sort((a, b) =>
        a.userId < b.userId ? -1 : 1,
      );
      const group = await createGroup(t, admin.email, { name: 'G', member_ids: [other.userId] });
      const holdingRep = await holdAfter({
        text: 'SELECT 1 FROM users WHERE id = $1 FOR UPDATE',
        values: [rep.userId],
      });
      let changing: ReturnType<typeof call> | undefined;
      let removed: Awaited<ReturnType<typeof call>> | undefined;
      let removing: Promise<unknown> | undefined;
      try {
        changing = call(t, 'PATCH', `/groups/${group.id}`, {
          as: admin.email,
          body: { member_ids: [rep.userId, other.userId] },
        });
        await untilWaiting(1);
        // The removal holds other, then their groups: it must not wait for the change, which
        // would then wait for other.
        removing = call(t, 'DELETE', `/team/${other.userId}`, { as: admin.email }).then(
          (res) => (removed = res),
        );
        const deadline = Date.now() + 10_000;
        while (removed === undefined && (await waitingOnLocks()) < 2) {
          if (Date.now() > deadline) throw new Error('neither ended nor waited');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await release(holdingRep);
      }
      await removing;
      const res = await changing;
      expect(removed?.status).toBe(204);
      expect([res?.status, res?.body.errors]).toEqual([
        422,
        [
          {
            field: 'member_ids.1',
            message: `member_ids.1: ${other.userId} is not a member of this workspace`,
          },
        ],
      ]);
      expect(await storedGroups(t, admin.workspaceId)).toEqual([
        expect.objectContaining({ id: group.id, members: [] }),
      ]);
    });
  });

  describe('API keys', () => {
    it('read groups with settings:read, write them with settings:write, as their member', async () => {
      const { admin, rep } = await team();
      const group = await createGroup(t, admin.email, { name: 'Keyed' });
      const reader = await createKey(t, admin.email, ['settings:read']);
      const writer = await createKey(t, admin.email, ['settings:write']);
      const contacts = await createKey(t, admin.email, ['contacts:read', 'contacts:write']);
      const repWriter = await createKey(t, rep.email, ['settings:read', 'settings:write']);

      expect((await withKey(t, reader.key, 'GET', '/groups')).body.items).toEqual([group]);
      expect((await withKey(t, reader.key, 'GET', `/groups/${group.id}`)).body).toEqual(group);
      expect((await withKey(t, repWriter.key, 'GET', '/groups')).body.items).toEqual([group]);
      const before = await storedGroups(t, admin.workspaceId);
      for (const [key, method, path, detail] of [
        [reader.key, 'POST', '/groups', "Scope 'settings:write' required"],
        [reader.key, 'PATCH', `/groups/${group.id}`, "Scope 'settings:write' required"],
        [reader.key, 'DELETE', `/groups/${group.id}`, "Scope 'settings:write' required"],
        [writer.key, 'GET', '/groups', "Scope 'settings:read' required"],
        [contacts.key, 'GET', `/groups/${group.id}`, "Scope 'settings:read' required"],
        [contacts.key, 'POST', '/groups', "Scope 'settings:write' required"],
        [repWriter.key, 'POST', '/groups', 'Managers only'],
        [repWriter.key, 'DELETE', `/groups/${group.id}`, 'Managers only'],
      ] as const) {
        const res = await withKey(t, key, method, path, { body: { name: 'By key' } });
        expect([method, path, res.status, res.body.detail]).toEqual([method, path, 403, detail]);
      }
      expect(await storedGroups(t, admin.workspaceId)).toEqual(before);

      const made = await withKey(t, writer.key, 'POST', '/groups', {
        body: { name: 'By key', member_ids: [rep.userId] },
      });
      expect([made.status, made.body.member_ids]).toEqual([200, [rep.userId]]);
      const patched = await withKey(t, writer.key, 'PATCH', `/groups/${made.body.id}`, {
        body: { name: 'By key again' },
      });
      expect(patched.body.name).toBe('By key again');
      expect((await withKey(t, writer.key, 'DELETE', `/groups/${made.body.id}`)).status).toBe(204);
      expect(await storedGroups(t, admin.workspaceId)).toEqual(before);
    });
  });
});
