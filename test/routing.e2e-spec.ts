import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DemoService } from '../src/modules/demo/demo.service.js';
import { memberForTurnSql } from '../src/modules/routing/routing.queries.js';
import { addMember, createContact, signUp, type Member } from './support/factories.js';
import { holdAfter, release, untilWaitingOnLocks } from './support/row-lock.js';
import { call, useTestApp } from './support/test-app.js';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";

describe('Routing', () => {
  const t = useTestApp();

  async function put(as: string, body: unknown) {
    return call(t, 'PUT', '/routing', { as, body });
  }

  async function roundRobin(admin: Member, members: Member[]) {
    const res = await put(admin.email, {
      strategy: 'round_robin',
      member_ids: members.map((m) => m.userId),
    });
    if (res.status !== 200) throw new Error(`routing failed: ${res.status} ${res.text}`);
    return res;
  }

  async function ownersOf(workspaceId: string): Promise<Record<string, number>> {
    const rows = await t.db.query<{ owner_id: string; n: number }[]>(
      `SELECT owner_id, count(*)::int AS n FROM contacts
        WHERE workspace_id = $1 AND NOT is_demo GROUP BY owner_id`,
      [workspaceId],
    );
    return Object.fromEntries(rows.map((r) => [r.owner_id, r.n]));
  }

  describe('the rotation rule (memberForTurnSql)', () => {
    const [a, b, c] = [
      '00000000-0000-4000-8000-00000000000a',
      '00000000-0000-4000-8000-00000000000b',
      '00000000-0000-4000-8000-00000000000c',
    ];
    async function pick(members: string[], turn: bigint): Promise<string | null> {
      const [row] = await t.db.query<{ id: string | null }[]>(
        `SELECT ${memberForTurnSql('$1::uuid[]', '$2::bigint')} AS id`,
        [members, turn.toString()],
      );
      return row.id;
    }

    it('walks the members in order and starts over', async () => {
      const turns = [];
      for (const turn of [0n, 1n, 2n, 3n, 4n]) turns.push(await pick([a, b, c], turn));
      expect(turns).toEqual([a, b, c, a, b]);
    });

    it('handles counters beyond the safe integer range', async () => {
      expect(await pick([a, b, c], 2n ** 63n - 1n)).toBe(b);
    });

    it('has no one to pick from an empty rotation', async () => {
      expect(await pick([], 0n)).toBeNull();
    });
  });

  describe('GET /routing', () => {
    it('is manual with nobody in the rotation until a manager sets it', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const res = await call(t, 'GET', '/routing', { as: rep.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        strategy: 'manual',
        member_ids: [],
        next_member_id: null,
        updated_at: null,
      });
    });

    it('shows a free workspace the demo rotation over its demo members', async () => {
      const admin = await signUp(t);
      const res = await call(t, 'GET', '/routing', { as: admin.email });
      expect(res.status).toBe(200);
      const [teammate] = await t.db.query(
        `SELECT id FROM users WHERE workspace_id = $1 AND is_demo`,
        [admin.workspaceId],
      );
      expect(res.body).toMatchObject({
        strategy: 'round_robin',
        member_ids: [admin.userId, teammate.id],
        next_member_id: admin.userId,
      });
    });
  });

  describe('PUT /routing', () => {
    it('saves a round robin over members; every member reads it', async () => {
      const admin = await signUp(t, { premium: true });
      const a = await addMember(t, admin.workspaceId, 'member');
      const b = await addMember(t, admin.workspaceId, 'member');
      // An id in capitals names the same member.
      const res = await put(admin.email, {
        strategy: 'round_robin',
        member_ids: [b.userId.toUpperCase(), a.userId],
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        strategy: 'round_robin',
        member_ids: [b.userId, a.userId],
        next_member_id: b.userId,
        updated_at: expect.stringMatching(/Z$/),
      });
      const read = await call(t, 'GET', '/routing', { as: a.email });
      expect(read.body).toEqual(res.body);
      const [row] = await t.db.query(
        `SELECT strategy, member_ids, next_index::int AS next_index, updated_by
           FROM routing_rules WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      );
      expect(row).toEqual({
        strategy: 'round_robin',
        member_ids: [b.userId, a.userId],
        next_index: 0,
        updated_by: admin.userId,
      });
    });

    it('is for managers of premium workspaces', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const byMember = await put(rep.email, { strategy: 'round_robin', member_ids: [rep.userId] });
      expect(byMember.status).toBe(403);
      expect(byMember.body.detail).toBe('Managers only');

      const free = await signUp(t);
      const byFree = await put(free.email, { strategy: 'manual', member_ids: [] });
      expect(byFree.status).toBe(402);
      expect(byFree.body.detail).toBe(PREMIUM_DETAIL);
      const rows = await t.db.query(
        `SELECT strategy FROM routing_rules WHERE workspace_id = ANY($1) AND NOT is_demo`,
        [[admin.workspaceId, free.workspaceId]],
      );
      expect(rows).toEqual([]);
    });

    it('refuses ids that are not members of this workspace with 422 naming them', async () => {
      const admin = await signUp(t, { premium: true });
      const other = await signUp(t, { premium: true });
      const [sample] = await t.db.query(
        `SELECT id FROM users WHERE workspace_id = $1 AND is_demo`,
        [admin.workspaceId],
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      const res = await put(admin.email, {
        strategy: 'round_robin',
        member_ids: [admin.userId, other.userId, sample.id, unknown],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'member_ids', message: `${other.userId} is not a member of this workspace` },
        { field: 'member_ids', message: `${sample.id} is not a member of this workspace` },
        { field: 'member_ids', message: `${unknown} is not a member of this workspace` },
      ]);
    });

    it.each([
      ['an empty round robin', { strategy: 'round_robin', member_ids: [] }, 'member_ids'],
      ['an unknown strategy', { strategy: 'random', member_ids: [] }, 'strategy'],
      ['a missing strategy', { member_ids: [] }, 'strategy'],
      ['missing member_ids', { strategy: 'manual' }, 'member_ids'],
      ['a non-uuid member', { strategy: 'manual', member_ids: ['bob'] }, 'member_ids'],
      ['an unknown field', { strategy: 'manual', member_ids: [], next_index: 3 }, 'next_index'],
    ])('refuses %s with 422', async (_case, body, field) => {
      const admin = await signUp(t, { premium: true });
      const res = await put(admin.email, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it.each([
      ['25,000 distinct ids', () => Array.from({ length: 25_000 }, () => randomUUID())],
      ['25,000 copies of one id that is not a UUID', () => Array<string>(25_000).fill('bob')],
    ])('refuses %s by their number, changing nothing', async (_label, ids) => {
      const admin = await signUp(t, { premium: true });
      const member = await addMember(t, admin.workspaceId);
      await roundRobin(admin, [admin, member]);
      const rule = () =>
        t.db.query(`SELECT * FROM routing_rules WHERE workspace_id = $1`, [admin.workspaceId]);
      const before = await rule();
      const res = await put(admin.email, { strategy: 'round_robin', member_ids: ids() });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(
        'Validation failed: member_ids must contain no more than 100 elements',
      );
      expect(res.body.errors).toEqual([
        { field: 'member_ids', message: 'member_ids must contain no more than 100 elements' },
      ]);
      expect(await rule()).toEqual(before);
    });

    it('says member_ids must be a list when it is not one', async () => {
      const admin = await signUp(t, { premium: true });
      const res = await put(admin.email, { strategy: 'manual', member_ids: 'bob' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'member_ids', message: 'member_ids must be an array' },
      ]);
    });

    it('refuses a member listed twice with 422', async () => {
      const admin = await signUp(t, { premium: true });
      const res = await put(admin.email, {
        strategy: 'round_robin',
        member_ids: [admin.userId, admin.userId.toUpperCase()],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'member_ids', message: 'member_ids must not list a member twice' },
      ]);
    });

    it('keeps the turn when the same rule is saved again and restarts it when the rule changes', async () => {
      const admin = await signUp(t, { premium: true });
      const a = await addMember(t, admin.workspaceId);
      const b = await addMember(t, admin.workspaceId);
      await roundRobin(admin, [a, b]);
      await createContact(t, admin.email);
      const same = await roundRobin(admin, [a, b]);
      expect(same.body.next_member_id).toBe(b.userId);
      const changed = await roundRobin(admin, [b, a]);
      expect(changed.body.next_member_id).toBe(b.userId);
      const [row] = await t.db.query(
        `SELECT next_index::int AS n FROM routing_rules WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      );
      expect(row.n).toBe(0);
    });
  });

  describe('assigning new contacts', () => {
    it('gives a contact without owner_id to its creator under manual routing', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      await put(admin.email, { strategy: 'manual', member_ids: [rep.userId] });
      const contact = await createContact(t, admin.email);
      expect(contact.owner_id).toBe(admin.userId);
    });

    it('hands contacts to the members in turn under round robin', async () => {
      const admin = await signUp(t, { premium: true });
      const a = await addMember(t, admin.workspaceId);
      const b = await addMember(t, admin.workspaceId);
      const c = await addMember(t, admin.workspaceId);
      await roundRobin(admin, [a, b, c]);
      const owners: unknown[] = [];
      for (let i = 0; i < 4; i++) owners.push((await createContact(t, admin.email)).owner_id);
      expect(owners).toEqual([a.userId, b.userId, c.userId, a.userId]);
      const routing = await call(t, 'GET', '/routing', { as: admin.email });
      expect(routing.body.next_member_id).toBe(b.userId);
    });

    it('leaves an explicit owner_id (or null) alone and does not use up a turn', async () => {
      const admin = await signUp(t, { premium: true });
      const a = await addMember(t, admin.workspaceId);
      const b = await addMember(t, admin.workspaceId);
      await roundRobin(admin, [a, b]);
      const chosen = await createContact(t, admin.email, { owner_id: b.userId });
      expect(chosen.owner_id).toBe(b.userId);
      const unowned = await createContact(t, admin.email, { owner_id: null });
      expect(unowned.owner_id).toBeNull();
      const [rule] = await t.db.query<{ n: number }[]>(
        `SELECT next_index::int AS n FROM routing_rules WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      );
      expect(rule.n).toBe(0);
      const routed = await createContact(t, admin.email);
      expect(routed.owner_id).toBe(a.userId);
    });

    it('splits concurrent creations evenly: 20 at once over 2 members give 10 and 10', async () => {
      const admin = await signUp(t, { premium: true });
      const a = await addMember(t, admin.workspaceId);
      const b = await addMember(t, admin.workspaceId);
      await roundRobin(admin, [a, b]);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(t, 'POST', '/contacts', { as: admin.email, body: { first_name: `Lead ${i}` } }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(await ownersOf(admin.workspaceId)).toEqual({ [a.userId]: 10, [b.userId]: 10 });
      const [row] = await t.db.query(
        `SELECT next_index::int AS n FROM routing_rules WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      );
      expect(row.n).toBe(20);
    });

    it('skips members who have left the workspace', async () => {
      const admin = await signUp(t, { premium: true });
      const a = await addMember(t, admin.workspaceId);
      const b = await addMember(t, admin.workspaceId);
      const c = await addMember(t, admin.workspaceId);
      await roundRobin(admin, [a, b, c]);
      await t.db.query(`DELETE FROM users WHERE id = $1`, [b.userId]);
      const owners: unknown[] = [];
      for (let i = 0; i < 4; i++) owners.push((await createContact(t, admin.email)).owner_id);
      expect(owners).toEqual([a.userId, c.userId, a.userId, c.userId]);
      const routing = await call(t, 'GET', '/routing', { as: admin.email });
      expect(routing.body.member_ids).toEqual([a.userId, c.userId]);
    });

    it('keeps the next turn with whom it was when a member is removed (DELETE /team)', async () => {
      const admin = await signUp(t, { premium: true });
      const [x, y, z] = [
        await addMember(t, admin.workspaceId),
        await addMember(t, admin.workspaceId),
        await addMember(t, admin.workspaceId),
      ];
      await roundRobin(admin, [x, y, z]);
      expect((await createContact(t, admin.email)).owner_id).toBe(x.userId);
      const removed = await call(t, 'DELETE', `/team/${x.userId}`, { as: admin.email });
      expect(removed.status).toBe(204);
      const routing = await call(t, 'GET', '/routing', { as: admin.email });
      expect(routing.body).toMatchObject({
        member_ids: [y.userId, z.userId],
        next_member_id: y.userId,
      });
      // The rule as shown is the rule stored: saving it back keeps the turn.
      const saved = await roundRobin(admin, [y, z]);
      expect(saved.body.next_member_id).toBe(y.userId);
      const owners: unknown[] = [];
      for (let i = 0; i < 3; i++) owners.push((await createContact(t, admin.email)).owner_id);
      expect(owners).toEqual([y.userId, z.userId, y.userId]);
    });

    it.each([
      ['the member whose turn is next', 1, 'b', ['c', 'a']],
      ['the last member, whose turn is next', 2, 'c', ['a', 'b']],
      ['a member after the next', 1, 'c', ['b', 'a']],
      ['a member before the next', 2, 'a', ['c', 'b']],
    ] as const)('passes the turn on when removing %s', async (_name, taken, gone, expected) => {
      const admin = await signUp(t, { premium: true });
      const members = {
        a: await addMember(t, admin.workspaceId),
        b: await addMember(t, admin.workspaceId),
        c: await addMember(t, admin.workspaceId),
      };
      await roundRobin(admin, [members.a, members.b, members.c]);
      for (let i = 0; i < taken; i++) await createContact(t, admin.email);
      const removed = await call(t, 'DELETE', `/team/${members[gone].userId}`, {
        as: admin.email,
      });
      expect(removed.status).toBe(204);
      const owners: unknown[] = [];
      for (let i = 0; i < 2; i++) owners.push((await createContact(t, admin.email)).owner_id);
      expect(owners).toEqual(expected.map((name) => members[name].userId));
    });

    /**
     * A round robin over `leaver` and `stayer`, and the removal of `leaver` under way: as far as
     * the rotation and the leaver's contacts, waiting at a contact of theirs `blocker` holds.
     */
    async function removalUnderWay() {
      const admin = await signUp(t, { premium: true });
      const leaver = await addMember(t, admin.workspaceId);
      const stayer = await addMember(t, admin.workspaceId);
      await roundRobin(admin, [leaver, stayer]);
      const theirs = await createContact(t, admin.email, { owner_id: leaver.userId });
      const blocker = await holdAfter({
        text: `SELECT 1 FROM contacts WHERE id = $1 FOR UPDATE`,
        values: [theirs.id],
      });
      const removal = call(t, 'DELETE', `/team/${leaver.userId}`, { as: admin.email });
      await untilWaitingOnLocks(t.db, 1);
      return { admin, leaver, stayer, blocker, removal };
    }

    // The removal takes the leaver out of the rotation once it holds their contacts (and the
    // custom value writes), as a write locks a contact before it takes a turn: a creation made
    // while it waits for those contacts may still take the leaver's turn. Its contact is then
    // one of theirs, unassigned with the others, and the next turn is a stayer's.
    it('unassigns a contact routed to the leaver while their removal waits, and routes the next to a member who stays', async () => {
      const { admin, leaver, stayer, blocker, removal } = await removalUnderWay();
      const created = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Routed' },
      });
      expect([created.status, created.body.owner_id]).toEqual([200, leaver.userId]);
      await release(blocker);
      expect((await removal).status).toBe(204);
      const [kept] = await t.db.query(`SELECT owner_id FROM contacts_all WHERE id = $1`, [
        created.body.id,
      ]);
      expect(kept).toEqual({ owner_id: null });
      const next = await createContact(t, admin.email, { first_name: 'Next' });
      expect(next.owner_id).toBe(stayer.userId);
    });

    // The removal holds the leaver while it waits for their contacts; a new rule naming the
    // leaver waits for them. The rule had held the leaver as a member only as a contact naming
    // them does, passing that lock, and the removal then waited for the rule to change the
    // rotation and to delete them: a deadlock, 503.
    it('refuses a rule naming a member being removed once the removal is done: no deadlock', async () => {
      const { admin, leaver, stayer, blocker, removal } = await removalUnderWay();
      const rule = put(admin.email, {
        strategy: 'round_robin',
        member_ids: [stayer.userId, leaver.userId],
      });
      await untilWaitingOnLocks(t.db, 2);
      await release(blocker);
      const [removed, refused] = await Promise.all([removal, rule]);
      expect([removed.status, refused.status]).toEqual([204, 422]);
      expect(refused.body.errors).toEqual([
        { field: 'member_ids', message: `${leaver.userId} is not a member of this workspace` },
      ]);
      const saved = await call(t, 'GET', '/routing', { as: admin.email });
      expect(saved.body.member_ids).toEqual([stayer.userId]);
    });

    it('falls back to the creator when everyone in the rotation has left', async () => {
      const admin = await signUp(t, { premium: true });
      const a = await addMember(t, admin.workspaceId);
      await roundRobin(admin, [a]);
      await t.db.query(`DELETE FROM users WHERE id = $1`, [a.userId]);
      const contact = await createContact(t, admin.email);
      expect(contact.owner_id).toBe(admin.userId);
    });

    it("never routes to another workspace's rotation", async () => {
      const admin = await signUp(t, { premium: true });
      const other = await signUp(t, { premium: true });
      const theirRep = await addMember(t, other.workspaceId);
      await roundRobin(other, [theirRep]);
      const contact = await createContact(t, admin.email);
      expect(contact.owner_id).toBe(admin.userId);
    });
  });

  describe('demo data', () => {
    it('spreads demo contacts over the signed-in user and the sample teammate', async () => {
      const admin = await signUp(t);
      const [teammate] = await t.db.query(
        `SELECT id, email, role FROM users WHERE workspace_id = $1 AND is_demo`,
        [admin.workspaceId],
      );
      expect(teammate).toMatchObject({
        email: `demo.rep+${admin.workspaceId}@demo.invalid`,
        role: 'member',
      });
      const rows = await t.db.query<{ owner_id: string }[]>(
        `SELECT DISTINCT owner_id FROM contacts WHERE workspace_id = $1 AND is_demo`,
        [admin.workspaceId],
      );
      expect(rows.map((r) => r.owner_id).sort()).toEqual([admin.userId, teammate.id].sort());
      const list = await call(t, 'GET', '/contacts', {
        as: admin.email,
        query: { owner_id: teammate.id },
      });
      expect(list.body.items.length).toBeGreaterThan(0);
    });

    it('a demo reset removes the sample teammate and demo routing; the next sign-in brings them back', async () => {
      const admin = await signUp(t);
      const premium = await signUp(t, { premium: true });
      const a = await addMember(t, premium.workspaceId);
      await roundRobin(premium, [a]);

      await t.app.get(DemoService).resetAll();
      const gone = await t.db.query(
        `SELECT 1 FROM users WHERE workspace_id = $1 AND is_demo
         UNION ALL SELECT 1 FROM routing_rules WHERE workspace_id = $1 AND is_demo`,
        [admin.workspaceId],
      );
      expect(gone).toEqual([]);
      // Real routing and real members are untouched.
      const real = await call(t, 'GET', '/routing', { as: premium.email });
      expect(real.body.member_ids).toEqual([a.userId]);
      expect(await t.db.query(`SELECT 1 FROM users WHERE id = $1`, [a.userId])).toHaveLength(1);

      const me = await call(t, 'GET', '/me', { as: admin.email });
      expect(me.status).toBe(200);
      const team = await call(t, 'GET', '/team', { as: admin.email });
      expect(team.body.items.filter((m: { is_demo: boolean }) => m.is_demo)).toHaveLength(1);
      const routing = await call(t, 'GET', '/routing', { as: admin.email });
      expect(routing.body.strategy).toBe('round_robin');
      expect(routing.body.member_ids).toHaveLength(2);
    });
  });
});
