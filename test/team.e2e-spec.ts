import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  DEMO_ADDRESS_INVITE_MESSAGE,
  UNSAFE_INVITE_EMAIL_MESSAGE,
} from '../src/modules/team/team.rules.js';
import { EVENTS_PER_INSERT } from '../src/modules/webhooks/webhooks.queries.js';
import {
  addMember,
  createContact,
  listAsOwner,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import {
  holdAfter,
  release,
  releasedTogetherAtContact,
  untilWaitingOnLocks,
} from './support/row-lock.js';
import { call, startApp, uniqueEmail, useTestApp } from './support/test-app.js';
import { createView, storedView } from './support/views.js';
import {
  NUMBERING_ORDER,
  insertEndpoint,
  turnOffUndeliverableEndpoints,
} from './support/webhooks.js';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";

describe('Team', () => {
  const owner = uniqueEmail('owner');
  const t = useTestApp({ OWNER_EMAILS: owner, SQL_STATEMENT_COUNTER: 'true' });

  async function roleOf(userId: string): Promise<string> {
    const [row] = await t.db.query(`SELECT role FROM users WHERE id = $1`, [userId]);
    return row.role;
  }

  async function invite(as: string, body: Record<string, unknown>) {
    return call(t, 'POST', '/team/invites', { as, body });
  }

  describe('GET /team', () => {
    it('lists the real members of a premium workspace with their roles, oldest first', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const lead = await addMember(t, admin.workspaceId, 'admin');
      await signUp(t, { premium: true }); // another workspace's people stay out
      const res = await call(t, 'GET', '/team', { as: rep.email });
      expect(res.status).toBe(200);
      expect(res.body.next_cursor).toBeNull();
      expect(
        res.body.items.map((m: Record<string, unknown>) => [m.id, m.email, m.role, m.is_demo]),
      ).toEqual([
        [admin.userId, admin.email, 'admin', false],
        [rep.userId, rep.email, 'member', false],
        [lead.userId, lead.email, 'admin', false],
      ]);
      expect(res.body.items[0].created_at).toMatch(/Z$/);
    });

    it('adds the sample teammate while the workspace is free', async () => {
      const admin = await signUp(t);
      const rep = await addMember(t, admin.workspaceId, 'member');
      const res = await call(t, 'GET', '/team', { as: admin.email });
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(3);
      expect(res.body.items.filter((m: { is_demo: boolean }) => !m.is_demo)).toEqual([
        expect.objectContaining({ id: admin.userId, role: 'admin' }),
        expect.objectContaining({ id: rep.userId, role: 'member' }),
      ]);
      const demo = res.body.items.find((m: { is_demo: boolean }) => m.is_demo);
      expect(demo).toMatchObject({
        email: `demo.rep+${admin.workspaceId}@demo.invalid`,
        role: 'member',
      });
    });

    it('pages with a cursor', async () => {
      const admin = await signUp(t, { premium: true });
      for (let i = 0; i < 4; i++) await addMember(t, admin.workspaceId);
      const first = await call(t, 'GET', '/team', { as: admin.email, query: { limit: '3' } });
      expect(first.body.items).toHaveLength(3);
      const second = await call(t, 'GET', '/team', {
        as: admin.email,
        query: { limit: '3', cursor: first.body.next_cursor },
      });
      expect(second.body.items).toHaveLength(2);
      expect(second.body.next_cursor).toBeNull();
      const ids = [...first.body.items, ...second.body.items].map((m: { id: string }) => m.id);
      expect(new Set(ids).size).toBe(5);
    });
  });

  describe('invites', () => {
    it('invites by e-mail; the invitee joins this workspace with the role at first sign-in', async () => {
      const admin = await signUp(t, { premium: true });
      const email = uniqueEmail('invitee');
      const res = await invite(admin.email, { email: `  ${email.toUpperCase()} `, role: 'admin' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        email,
        role: 'admin',
        invited_by: admin.userId,
        created_at: expect.stringMatching(/Z$/),
      });
      const pending = await call(t, 'GET', '/team/invites', { as: admin.email });
      expect(pending.body.items.map((i: { id: string }) => i.id)).toEqual([res.body.id]);

      const me = await call(t, 'GET', '/me', { as: email });
      expect(me.status).toBe(200);
      expect(me.body.workspace.id).toBe(admin.workspaceId);
      expect(me.body.user.role).toBe('admin');
      expect(me.body.demo).toBe(false);
      const [row] = await t.db.query(`SELECT accepted_at FROM invites WHERE id = $1`, [
        res.body.id,
      ]);
      expect(row.accepted_at).not.toBeNull();

      const after = await call(t, 'GET', '/team/invites', { as: admin.email });
      expect(after.body.items).toEqual([]);
      const team = await call(t, 'GET', '/team', { as: email });
      expect(team.body.items.map((m: { email: string }) => m.email)).toContain(email);
      // The new admin can manage the team straight away.
      const next = await invite(email, { email: uniqueEmail('third'), role: 'member' });
      expect(next.status).toBe(201);
    });

    it('lists pending invites newest first to any member', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const a = await invite(admin.email, { email: uniqueEmail('a'), role: 'member' });
      const b = await invite(admin.email, { email: uniqueEmail('b'), role: 'admin' });
      const res = await call(t, 'GET', '/team/invites', { as: rep.email });
      expect(res.status).toBe(200);
      expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([b.body.id, a.body.id]);
    });

    it('refuses someone who is already a member here with 409', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');

      const here = await invite(admin.email, { email: rep.email.toUpperCase(), role: 'member' });
      expect(here.status).toBe(409);
      expect(here.body.detail).toBe(`${rep.email} is already a member of this workspace`);

      const rows = await t.db.query(`SELECT 1 FROM invites WHERE workspace_id = $1`, [
        admin.workspaceId,
      ]);
      expect(rows).toEqual([]);
    });

    it("refuses an address at the sample teammates' domain with 422, held by a teammate or not, and creates nothing", async () => {
      // A premium workspace keeps its sample teammate's row, hidden from GET /team.
      const admin = await signUp(t, { premium: true });
      const free = await signUp(t);
      const ours = `demo.rep+${admin.workspaceId}@demo.invalid`;
      const theirs = `demo.rep+${free.workspaceId}@demo.invalid`;
      const [held] = await t.db.query(`SELECT 1 FROM users WHERE email = $1 AND is_demo`, [ours]);
      expect(held).toBeDefined();

      // A reset wiped the teammate of the third; the fourth was never a teammate's.
      const unheld = `demo.rep+${randomUUID()}@demo.invalid`;
      const other = uniqueEmail('someone').replace('@example.com', '@demo.invalid');
      for (const email of [ours, theirs.toUpperCase(), unheld, other]) {
        const res = await invite(admin.email, { email, role: 'member' });
        expect(res.status).toBe(422);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body.detail).toBe(`Validation failed: ${DEMO_ADDRESS_INVITE_MESSAGE}`);
        expect(res.body.errors).toEqual([{ field: 'email', message: DEMO_ADDRESS_INVITE_MESSAGE }]);
      }
      const rows = await t.db.query(`SELECT 1 FROM invites WHERE email = ANY($1)`, [
        [ours, theirs, unheld, other],
      ]);
      expect(rows).toEqual([]);
      // A free workspace cannot invite at all: the premium refusal comes first.
      const byFree = await invite(free.email, { email: theirs, role: 'member' });
      expect(byFree.status).toBe(402);
      expect(byFree.body.detail).toBe(PREMIUM_DETAIL);
    });

    it.each([
      ['a right-to-left override', 'ad\u202emin@example.com'],
      ['a zero-width space', 'ad\u200bmin@example.com'],
      ['a C1 control character', 'ad\u0085min@example.com'],
    ])('refuses an address with %s with 422 and creates nothing', async (_case, email) => {
      const admin = await signUp(t, { premium: true });
      const res = await invite(admin.email, { email, role: 'member' });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(`Validation failed: ${UNSAFE_INVITE_EMAIL_MESSAGE}`);
      expect(res.body.errors).toEqual([{ field: 'email', message: UNSAFE_INVITE_EMAIL_MESSAGE }]);
      const rows = await t.db.query(`SELECT 1 FROM invites WHERE workspace_id = $1`, [
        admin.workspaceId,
      ]);
      expect(rows).toEqual([]);
    });

    it.each(['"@example.com', '""@example.com', 'nope'])(
      'refuses %s, which no mailbox has, as a contact refuses it, and creates nothing',
      async (email) => {
        const admin = await signUp(t, { premium: true });
        const res = await invite(admin.email, { email, role: 'member' });
        expect(res.status).toBe(422);
        expect(res.body.detail).toBe('Validation failed: email must be an email');
        expect(res.body.errors).toEqual([{ field: 'email', message: 'email must be an email' }]);
        const rows = await t.db.query(`SELECT 1 FROM invites WHERE workspace_id = $1`, [
          admin.workspaceId,
        ]);
        expect(rows).toEqual([]);
      },
    );

    // Contract change: another workspace's user used to be refused with 409 "already belongs to
    // another workspace", which let any admin find out who has an account. The answer is now the
    // one an unknown address gets; the invite never takes effect for that person.
    it("answers another workspace's user exactly as an unknown address, and the invite never takes effect", async () => {
      const admin = await signUp(t, { premium: true });
      const stranger = await signUp(t);
      const unknown = uniqueEmail('unknown');

      const elsewhere = await invite(admin.email, { email: stranger.email, role: 'admin' });
      const nobody = await invite(admin.email, { email: unknown, role: 'admin' });
      expect(elsewhere.status).toBe(201);
      expect(nobody.status).toBe(201);
      expect(Object.keys(elsewhere.body).sort()).toEqual(Object.keys(nobody.body).sort());
      expect(elsewhere.body).toMatchObject({ email: stranger.email, role: 'admin' });

      const me = await call(t, 'GET', '/me', { as: stranger.email });
      expect(me.body.user).toMatchObject({ workspace_id: stranger.workspaceId, role: 'admin' });
      const [user] = await t.db.query(`SELECT workspace_id FROM users WHERE id = $1`, [
        stranger.userId,
      ]);
      expect(user.workspace_id).toBe(stranger.workspaceId);
      const team = await call(t, 'GET', '/team', { as: admin.email });
      expect(team.body.items.map((m: { email: string }) => m.email)).toEqual([admin.email]);
    });

    it('never lets an invite capture the app owner: the owner gets a workspace of their own', async () => {
      const admin = await signUp(t, { premium: true });
      const newOwner = uniqueEmail('new-owner');
      const other = await startApp({ OWNER_EMAILS: `${owner},${newOwner}` });
      try {
        const res = await call(other, 'POST', '/team/invites', {
          as: admin.email,
          body: { email: newOwner, role: 'admin' },
        });
        // The same answer as for any address: nothing tells the admin this one is the owner.
        expect(res.status).toBe(201);

        const me = await call(other, 'GET', '/me', { as: newOwner });
        expect(me.status).toBe(200);
        expect(me.body.user.role).toBe('super_admin');
        expect(me.body.workspace.id).not.toBe(admin.workspaceId);
        const team = await call(other, 'GET', '/team', { as: admin.email });
        expect(team.body.items.map((m: { email: string }) => m.email)).toEqual([admin.email]);
        const [user] = await t.db.query(`SELECT workspace_id, role FROM users WHERE email = $1`, [
          newOwner,
        ]);
        expect(user).toEqual({ workspace_id: me.body.workspace.id, role: 'super_admin' });
        const [pending] = await t.db.query(
          `SELECT accepted_at FROM invites WHERE workspace_id = $1 AND email = $2`,
          [admin.workspaceId, newOwner],
        );
        expect(pending.accepted_at).toBeNull();
      } finally {
        await other.close();
      }
    });

    it('refuses a second pending invite for the same e-mail with 409', async () => {
      const admin = await signUp(t, { premium: true });
      const email = uniqueEmail('twice');
      expect((await invite(admin.email, { email, role: 'member' })).status).toBe(201);
      const again = await invite(admin.email, { email: email.toUpperCase(), role: 'admin' });
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe(`${email} is already invited`);
      const rows = await t.db.query(`SELECT role FROM invites WHERE workspace_id = $1`, [
        admin.workspaceId,
      ]);
      expect(rows).toEqual([{ role: 'member' }]);
    });

    it('creates one invite when the same e-mail is invited twice at once', async () => {
      const admin = await signUp(t, { premium: true });
      const email = uniqueEmail('race');
      const results = await Promise.all(
        Array.from({ length: 5 }, () => invite(admin.email, { email, role: 'member' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const rows = await t.db.query(`SELECT 1 FROM invites WHERE email = $1`, [email]);
      expect(rows).toHaveLength(1);
    });

    it.each([5, ['x@example.com'], { address: 'x@example.com' }, true])(
      'says an email of %p is no string, and creates nothing',
      async (email) => {
        const admin = await signUp(t, { premium: true });
        const res = await invite(admin.email, { email, role: 'member' });
        expect(res.status).toBe(422);
        expect(res.body.detail).toBe('Validation failed: email must be a string');
        const rows = await t.db.query(`SELECT 1 FROM invites WHERE workspace_id = $1`, [
          admin.workspaceId,
        ]);
        expect(rows).toEqual([]);
      },
    );

    it.each([
      [{ email: 'not-an-email', role: 'member' }, 'email'],
      [{ role: 'member' }, 'email'],
      [{ email: 'x@example.com' }, 'role'],
      [{ email: 'x@example.com', role: 'super_admin' }, 'role'],
      [{ email: 'x@example.com', role: 'owner' }, 'role'],
      [{ email: 'x@example.com', role: 'member', workspace_id: 'x' }, 'workspace_id'],
    ])('refuses %p with 422', async (body, field) => {
      const admin = await signUp(t, { premium: true });
      const res = await invite(admin.email, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('is for managers of premium workspaces', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const byMember = await invite(rep.email, { email: uniqueEmail(), role: 'member' });
      expect(byMember.status).toBe(403);
      expect(byMember.body.detail).toBe('Managers only');

      const free = await signUp(t);
      const byFree = await invite(free.email, { email: uniqueEmail(), role: 'member' });
      expect(byFree.status).toBe(402);
      expect(byFree.body.detail).toBe(PREMIUM_DETAIL);
      const rows = await t.db.query(`SELECT 1 FROM invites WHERE workspace_id = ANY($1)`, [
        [admin.workspaceId, free.workspaceId],
      ]);
      expect(rows).toEqual([]);
    });

    describe('DELETE /team/invites/{id}', () => {
      it('revokes a pending invite: the e-mail then signs up on its own', async () => {
        const admin = await signUp(t, { premium: true });
        const email = uniqueEmail('revoked');
        const created = await invite(admin.email, { email, role: 'member' });
        const res = await call(t, 'DELETE', `/team/invites/${created.body.id}`, {
          as: admin.email,
        });
        expect(res.status).toBe(204);
        expect(await t.db.query(`SELECT 1 FROM invites WHERE id = $1`, [created.body.id])).toEqual(
          [],
        );
        const again = await call(t, 'DELETE', `/team/invites/${created.body.id}`, {
          as: admin.email,
        });
        expect(again.status).toBe(404);
        expect(again.body.detail).toBe('Invite not found');

        const me = await call(t, 'GET', '/me', { as: email });
        expect(me.body.workspace.id).not.toBe(admin.workspaceId);
        expect(me.body.user.role).toBe('admin');
      });

      it('lets the e-mail be invited again after a revoke', async () => {
        const admin = await signUp(t, { premium: true });
        const email = uniqueEmail('again');
        const first = await invite(admin.email, { email, role: 'member' });
        await call(t, 'DELETE', `/team/invites/${first.body.id}`, { as: admin.email });
        const second = await invite(admin.email, { email, role: 'admin' });
        expect(second.status).toBe(201);
        expect(second.body.role).toBe('admin');
      });

      it("answers 404 for another workspace's invite and leaves it alone", async () => {
        const admin = await signUp(t, { premium: true });
        const other = await signUp(t, { premium: true });
        const theirs = await invite(other.email, { email: uniqueEmail(), role: 'member' });
        const res = await call(t, 'DELETE', `/team/invites/${theirs.body.id}`, {
          as: admin.email,
        });
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Invite not found');
        expect(
          await t.db.query(`SELECT 1 FROM invites WHERE id = $1`, [theirs.body.id]),
        ).toHaveLength(1);
        const notUuid = await call(t, 'DELETE', '/team/invites/nope', { as: admin.email });
        expect(notUuid.status).toBe(404);
        expect(notUuid.body.detail).toBe('Invite not found');
      });

      it('answers 409 for an invite already accepted', async () => {
        const admin = await signUp(t, { premium: true });
        const email = uniqueEmail('joined');
        const created = await invite(admin.email, { email, role: 'member' });
        await call(t, 'GET', '/me', { as: email });
        const res = await call(t, 'DELETE', `/team/invites/${created.body.id}`, {
          as: admin.email,
        });
        expect(res.status).toBe(409);
        expect(res.body.detail).toBe('Invite was already accepted');
      });

      it('is for managers', async () => {
        const admin = await signUp(t, { premium: true });
        const rep = await addMember(t, admin.workspaceId, 'member');
        const created = await invite(admin.email, { email: uniqueEmail(), role: 'member' });
        const res = await call(t, 'DELETE', `/team/invites/${created.body.id}`, { as: rep.email });
        expect(res.status).toBe(403);
        expect(res.body.detail).toBe('Managers only');
      });
    });
  });

  describe('PATCH /team/{user_id}', () => {
    async function setRole(as: string, userId: string, body: Record<string, unknown>) {
      return call(t, 'PATCH', `/team/${userId}`, { as, body });
    }

    it('promotes a member to admin and back; the new role applies on the next request', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const up = await setRole(admin.email, rep.userId, { role: 'admin' });
      expect(up.status).toBe(200);
      expect(up.body).toMatchObject({ id: rep.userId, email: rep.email, role: 'admin' });
      expect(await roleOf(rep.userId)).toBe('admin');
      const asAdmin = await invite(rep.email, { email: uniqueEmail(), role: 'member' });
      expect(asAdmin.status).toBe(201);

      const down = await setRole(admin.email, rep.userId, { role: 'member' });
      expect(down.status).toBe(200);
      expect(await roleOf(rep.userId)).toBe('member');
      const asMember = await invite(rep.email, { email: uniqueEmail(), role: 'member' });
      expect(asMember.status).toBe(403);
    });

    it('lets an admin step down while another admin remains', async () => {
      const admin = await signUp(t, { premium: true });
      await addMember(t, admin.workspaceId, 'admin');
      const res = await setRole(admin.email, admin.userId, { role: 'member' });
      expect(res.status).toBe(200);
      expect(await roleOf(admin.userId)).toBe('member');
    });

    it('refuses to let the last admin step down with 409', async () => {
      const admin = await signUp(t, { premium: true });
      await addMember(t, admin.workspaceId, 'member');
      const res = await setRole(admin.email, admin.userId, { role: 'member' });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(
        'You are the only admin of this workspace; make another member an admin first',
      );
      expect(await roleOf(admin.userId)).toBe('admin');
    });

    it.each([
      ['member', 409],
      [null, 409],
      ['admin', 200],
    ])(
      'counts an app owner remembering %s as the admin who remains only if it is one off OWNER_EMAILS: %s',
      async (remembered, status) => {
        const admin = await signUp(t, { premium: true });
        const owner = await addMember(t, admin.workspaceId, 'member');
        listAsOwner(t, owner.email);
        await t.db.query(
          `UPDATE users SET role = 'super_admin', role_before_owner = $2 WHERE id = $1`,
          [owner.userId, remembered],
        );
        const res = await setRole(admin.email, admin.userId, { role: 'member' });
        expect(res.status).toBe(status);
        if (status === 409) {
          expect(res.body.detail).toBe(
            'You are the only admin of this workspace; make another member an admin first',
          );
        }
        expect(await roleOf(admin.userId)).toBe(status === 200 ? 'member' : 'admin');
      },
    );

    it('keeps one admin when two admins step down at once', async () => {
      const admin = await signUp(t, { premium: true });
      const other = await addMember(t, admin.workspaceId, 'admin');
      const [a, b] = await Promise.all([
        setRole(admin.email, admin.userId, { role: 'member' }),
        setRole(other.email, other.userId, { role: 'member' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const admins = await t.db.query(
        `SELECT id FROM users WHERE workspace_id = $1 AND role = 'admin'`,
        [admin.workspaceId],
      );
      expect(admins).toHaveLength(1);
    });

    it('refuses super_admin as a new role with 422', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const res = await setRole(admin.email, rep.userId, { role: 'super_admin' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'role', message: 'role must be one of: member, admin' },
      ]);
      expect(await roleOf(rep.userId)).toBe('member');
    });

    it("refuses to change the app owner's role with 403", async () => {
      const me = await call(t, 'GET', '/me', { as: owner });
      expect(me.body.user.role).toBe('super_admin');
      await t.db.query(`UPDATE workspaces SET is_premium = true WHERE id = $1`, [
        me.body.workspace.id,
      ]);
      const admin = await addMember(t, me.body.workspace.id, 'admin');
      const res = await setRole(admin.email, me.body.user.id, { role: 'member' });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe("The app owner's role cannot be changed");
      expect(await roleOf(me.body.user.id)).toBe('super_admin');
      // The app owner counts as a manager, so the other admin may step down.
      const down = await setRole(admin.email, admin.userId, { role: 'member' });
      expect(down.status).toBe(200);
    });

    it("answers 404 for another workspace's user, a sample teammate or a non-id", async () => {
      const admin = await signUp(t, { premium: true });
      const other = await signUp(t, { premium: true });
      const theirs = await setRole(admin.email, other.userId, { role: 'member' });
      expect(theirs.status).toBe(404);
      expect(theirs.body.detail).toBe('Member not found');
      expect(await roleOf(other.userId)).toBe('admin');

      const [demo] = await t.db.query(`SELECT id FROM users WHERE workspace_id = $1 AND is_demo`, [
        admin.workspaceId,
      ]);
      expect(demo).toBeDefined();
      const sample = await setRole(admin.email, demo.id, { role: 'admin' });
      expect(sample.status).toBe(404);

      const bad = await setRole(admin.email, 'nope', { role: 'admin' });
      expect(bad.status).toBe(404);
      expect(bad.body.detail).toBe('Member not found');
    });

    it('is for managers of premium workspaces', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const byMember = await setRole(rep.email, rep.userId, { role: 'admin' });
      expect(byMember.status).toBe(403);
      expect(byMember.body.detail).toBe('Managers only');
      expect(await roleOf(rep.userId)).toBe('member');

      const free = await signUp(t);
      const freeRep = await addMember(t, free.workspaceId, 'member');
      const byFree = await setRole(free.email, freeRep.userId, { role: 'admin' });
      expect(byFree.status).toBe(402);
      expect(await roleOf(freeRep.userId)).toBe('member');
    });
  });

  describe('DELETE /team/{user_id}', () => {
    async function remove(as: string, userId: string) {
      return call(t, 'DELETE', `/team/${userId}`, { as });
    }

    it('removes a member who left: contacts unassigned, rotation skips them, sign-in starts afresh', async () => {
      const admin = await signUp(t, { premium: true });
      const leaver = await addMember(t, admin.workspaceId, 'member');
      const stayer = await addMember(t, admin.workspaceId, 'member');
      const owned = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Owned', owner_id: leaver.userId },
      });
      await call(t, 'PUT', '/routing', {
        as: admin.email,
        body: { strategy: 'round_robin', member_ids: [leaver.userId, stayer.userId] },
      });

      const trashed = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Trashed', owner_id: leaver.userId },
      });
      await call(t, 'DELETE', `/contacts/${trashed.body.id}`, { as: admin.email });
      const kept = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Kept', owner_id: stayer.userId },
      });
      // An endpoint that hears every event (turned off before it is tried: no network here).
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });

      const res = await remove(admin.email, leaver.userId);
      await turnOffUndeliverableEndpoints(t);
      expect(res.status).toBe(204);
      expect(await t.db.query(`SELECT 1 FROM users WHERE id = $1`, [leaver.userId])).toEqual([]);
      const owners = await t.db.query(
        `SELECT first_name, owner_id FROM contacts_all WHERE id = ANY($1) ORDER BY first_name`,
        [[owned.body.id, trashed.body.id, kept.body.id]],
      );
      expect(owners).toEqual([
        { first_name: 'Kept', owner_id: stayer.userId },
        { first_name: 'Owned', owner_id: null },
        { first_name: 'Trashed', owner_id: null },
      ]);
      // Each contact it unassigned is announced, with its owner before; none in the trash.
      type Updated = { contact: { id: string; owner_id: string | null }; previous: unknown };
      const updated = await t.db.query<{ data: Updated }[]>(
        `SELECT payload -> 'data' AS data FROM webhook_events
          WHERE workspace_id = $1 AND type = 'contact.updated' ORDER BY ${NUMBERING_ORDER}`,
        [admin.workspaceId],
      );
      expect(
        updated.map(({ data }) => [data.contact.id, data.contact.owner_id, data.previous]),
      ).toEqual([[owned.body.id, null, { owner_id: leaver.userId }]]);
      const team = await call(t, 'GET', '/team', { as: admin.email });
      expect(team.body.items.map((m: { id: string }) => m.id)).toEqual([
        admin.userId,
        stayer.userId,
      ]);
      const routed = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Routed' },
      });
      expect(routed.body.owner_id).toBe(stayer.userId);

      const me = await call(t, 'GET', '/me', { as: leaver.email });
      expect(me.status).toBe(200);
      expect(me.body.workspace.id).not.toBe(admin.workspaceId);
    });

    it('announces the follow-ups, groups and private views their removal changes', async () => {
      const admin = await signUp(t, { premium: true });
      const leaver = await addMember(t, admin.workspaceId, 'member');
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const contact = await createContact(t, admin.email, { owner_id: admin.userId });
      const open = await scheduleFollowup(t, admin.email, contact.id, { owner_id: leaver.userId });
      const done = await scheduleFollowup(t, admin.email, contact.id, { owner_id: leaver.userId });
      expect(
        (await call(t, 'POST', `/followups/${done.id}/complete`, { as: admin.email })).status,
      ).toBe(200);
      const others = await scheduleFollowup(t, admin.email, contact.id);
      const trashed = await createContact(t, admin.email, { owner_id: admin.userId });
      const inTrash = await scheduleFollowup(t, admin.email, trashed.id, {
        owner_id: leaver.userId,
      });
      expect((await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: admin.email })).status).toBe(
        204,
      );
      const group = await call(t, 'POST', '/groups', {
        as: admin.email,
        body: { name: 'East', member_ids: [leaver.userId, admin.userId] },
      });
      const without = await call(t, 'POST', '/groups', {
        as: admin.email,
        body: { name: 'West', member_ids: [admin.userId] },
      });
      const mine = await createView(t, leaver.email, { name: 'Mine', visibility: 'private' });
      const shared = await createView(t, leaver.email, { name: 'Ours', visibility: 'workspace' });
      const earlier = (
        await t.db.query<{ id: string }[]>(
          `SELECT id FROM webhook_events WHERE workspace_id = $1`,
          [admin.workspaceId],
        )
      ).map((e) => e.id);

      expect((await remove(admin.email, leaver.userId)).status).toBe(204);
      await turnOffUndeliverableEndpoints(t);
      const events = await t.db.query<
        {
          type: string;
          data: {
            followup: { id: string; owner_id: string | null };
            previous: unknown;
            group: unknown;
            view: unknown;
          };
        }[]
      >(
        `SELECT type, payload -> 'data' AS data FROM webhook_events
          WHERE workspace_id = $1 AND NOT id = ANY ($2) ORDER BY ${NUMBERING_ORDER}`,
        [admin.workspaceId, earlier],
      );
      expect(events.map((e) => e.type)).toEqual([
        'followup.updated',
        'followup.updated',
        'group.updated',
        'view.deleted',
      ]);
      const [first, second] = events;
      const read = async (id: string) =>
        (await call(t, 'GET', `/followups/${id}`, { as: admin.email })).body;
      expect([first.data.followup, second.data.followup].map((f) => f.id).sort()).toEqual(
        [open.id, done.id].sort(),
      );
      for (const e of [first, second]) {
        expect(e.data.followup).toEqual(await read(e.data.followup.id));
        expect(e.data.followup.owner_id).toBeNull();
        expect(e.data.previous).toEqual({ owner_id: leaver.userId });
      }
      const [, , grouped, deleted] = events;
      const now = (await call(t, 'GET', `/groups/${group.body.id}`, { as: admin.email })).body;
      expect(now.member_ids).toEqual([admin.userId]);
      expect(grouped.data.group).toEqual(now);
      expect(grouped.data.previous).toEqual({ member_ids: group.body.member_ids });
      expect(deleted.data.view).toEqual(mine);
      // What no event names: another's follow-up, a group without them, their workspace view
      // (kept, its author gone), a follow-up in the trash (unassigned silently).
      expect((await read(others.id)).owner_id).toBe(admin.userId);
      expect(
        (await call(t, 'GET', `/groups/${without.body.id}`, { as: admin.email })).body,
      ).toEqual(without.body);
      const kept = await call(t, 'GET', `/views/${shared.id}`, { as: admin.email });
      expect(kept.body).toMatchObject({ id: shared.id, created_by: null });
      const [stored] = await t.db.query(`SELECT owner_id FROM followups_all WHERE id = $1`, [
        inTrash.id,
      ]);
      expect(stored.owner_id).toBeNull();
    });

    it("locks the contacts of their follow-ups before the follow-ups, as a follow-up's write does", async () => {
      const admin = await signUp(t, { premium: true });
      const leaver = await addMember(t, admin.workspaceId, 'member');
      const contact = await createContact(t, admin.email, { owner_id: admin.userId });
      const theirs = await scheduleFollowup(t, admin.email, contact.id, {
        owner_id: leaver.userId,
      });
      // The removal waits for the follow-up first; the completion then holds its contact and
      // waits for the follow-up too. Had the removal not locked the contact before, it would
      // take the follow-up and wait for the contact: a deadlock.
      const blocker = await holdAfter({
        text: `SELECT 1 FROM followups_all WHERE id = $1 FOR UPDATE`,
        values: [theirs.id],
      });
      const removal = remove(admin.email, leaver.userId);
      await untilWaitingOnLocks(t.db, 1);
      const completion = call(t, 'POST', `/followups/${theirs.id}/complete`, { as: admin.email });
      await untilWaitingOnLocks(t.db, 2);
      await release(blocker);
      expect((await removal).status).toBe(204);
      const completed = await completion;
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({ status: 'completed', owner_id: null });
    });

    // The edit goes first and waits on the held contact; the removal comes second. The removal's
    // deletion of the member takes the follow-ups they scheduled (created_by) and, through their
    // trigger, that contact: taken then, after the removal had held off custom value writes,
    // the edit held the contact and waited for that lock while the removal waited for the
    // contact, and PostgreSQL ended one of the two (503).
    it('locks the contacts of the follow-ups they scheduled before it holds off custom value writes', async () => {
      const admin = await signUp(t, { premium: true });
      const leaver = await addMember(t, admin.workspaceId, 'member');
      const field = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: { key: 'note', label: 'Note', type: 'text' },
      });
      expect(field.status).toBe(201);
      const contact = await createContact(t, admin.email, { owner_id: admin.userId });
      const scheduled = await scheduleFollowup(t, leaver.email, contact.id, {
        owner_id: admin.userId,
      });
      const [edit, removal] = await releasedTogetherAtContact(
        t.db,
        contact.id,
        () =>
          call(t, 'PATCH', `/contacts/${contact.id}`, {
            as: admin.email,
            body: { custom: { note: 'Renewal' } },
          }),
        () => remove(admin.email, leaver.userId),
      );
      expect([edit.status, removal.status]).toEqual([200, 204]);
      const [kept] = await t.db.query(`SELECT created_by FROM followups_all WHERE id = $1`, [
        scheduled.id,
      ]);
      expect(kept.created_by).toBeNull();
    });

    // The removal waits on their contact, held a moment; another contact is given to them
    // meanwhile, then a bulk action holds it and waits on theirs. The removal's deletion of the
    // member unassigned the contact given meanwhile (the foreign key) after it held theirs, and
    // waited for the bulk action, which waited for it (a deadlock, 503). It now sees the contact
    // given meanwhile before it goes on, gives its locks back and takes them again with it.
    it('removes a member beside a contact given to them meanwhile and a write that holds it', async () => {
      const admin = await signUp(t, { premium: true });
      const leaver = await addMember(t, admin.workspaceId, 'member');
      const given = await createContact(t, admin.email, { owner_id: admin.userId });
      const theirs = await createContact(t, admin.email, { owner_id: leaver.userId });
      expect(given.id < theirs.id).toBe(true);
      const blocker = await holdAfter({
        text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
        values: [theirs.id],
      });
      const removal = remove(admin.email, leaver.userId);
      await untilWaitingOnLocks(t.db, 1);
      const assigned = await call(t, 'PATCH', `/contacts/${given.id}`, {
        as: admin.email,
        body: { owner_id: leaver.userId },
      });
      expect(assigned.status).toBe(200);
      const tagged = call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'add_tags', params: { tags: ['vip'] }, contact_ids: [given.id, theirs.id] },
      });
      await untilWaitingOnLocks(t.db, 2);
      await release(blocker);
      expect([(await removal).status, (await tagged).status]).toEqual([204, 200]);
      const owners = await t.db.query(
        `SELECT owner_id, tags FROM contacts_all WHERE id = ANY($1) ORDER BY id`,
        [[given.id, theirs.id]],
      );
      expect(owners).toEqual([
        { owner_id: null, tags: ['vip'] },
        { owner_id: null, tags: ['vip'] },
      ]);
    });

    // The leaver makes their view private while they are removed: the edit holds the view, then
    // names the leaver (a foreign key check). The removal had locked the leaver, then met the view
    // (its author's key set to null, or the view deleted as theirs) and waited for the edit,
    // which waited for it (a deadlock, 503). It now locks their views before the leaver.
    it('removes a member beside their edit of a view of theirs, which they make private', async () => {
      const admin = await signUp(t, { premium: true });
      const leaver = await addMember(t, admin.workspaceId, 'member');
      const view = await createView(t, leaver.email, { visibility: 'workspace' });
      const blocker = await holdAfter({
        text: 'SELECT 1 FROM saved_views WHERE id = $1 FOR UPDATE',
        values: [view.id],
      });
      const edit = call(t, 'PATCH', `/views/${view.id}`, {
        as: leaver.email,
        body: { visibility: 'private' },
      });
      await untilWaitingOnLocks(t.db, 1);
      const removal = remove(admin.email, leaver.userId);
      await untilWaitingOnLocks(t.db, 2);
      await release(blocker);
      expect([(await edit).status, (await removal).status]).toEqual([200, 204]);
      // Private to the leaver when they left: gone with them.
      expect(await storedView(t, view.id)).toBeUndefined();
    });

    it('announces many unassigned contacts a few hundred a statement, and reads none when nothing listens', async () => {
      const admin = await signUp(t, { premium: true });
      const statements = async (userId: string) =>
        Number((await remove(admin.email, userId)).headers['x-sql-statements']);
      /** A member owning `count` contacts (one more than a statement of events holds, say). */
      const memberOwning = async (count: number) => {
        const member = await addMember(t, admin.workspaceId, 'member');
        const owned = await t.db.query<{ id: string }[]>(
          `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at)
           SELECT $1, false, 'Owned ' || n, 'lead', $2, now() FROM generate_series(1, $3::int) n
           RETURNING id`,
          [admin.workspaceId, member.userId, count],
        );
        return { userId: member.userId, owned: owned.map((r) => r.id).sort() };
      };

      // Nothing listens: a member's contacts are not read (reading them is a twentieth
      // statement); a savepoint holds their contacts, their views, takes them out of the
      // rotations, holds them, and sees that no contact was given to them meanwhile (from the
      // ninth statement to the fifteenth), the sixteenth clears them from `user` custom values,
      // the next three release their follow-ups, groups and private views.
      const [none, three] = [await memberOwning(0), await memberOwning(3)];
      expect(await statements(three.userId)).toBe(19);
      expect(await statements(none.userId)).toBe(19);
      expect(
        await t.db.query(`SELECT 1 FROM webhook_events WHERE workspace_id = $1`, [
          admin.workspaceId,
        ]),
      ).toEqual([]);

      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const [one, many] = [await memberOwning(1), await memberOwning(EVENTS_PER_INSERT + 1)];
      const forOne = await statements(one.userId);
      // Two statements of events for one more than one holds, where one event takes one.
      expect(await statements(many.userId)).toBe(forOne + 1);
      await turnOffUndeliverableEndpoints(t);
      const announced = await t.db.query<{ id: string; previous: string }[]>(
        `SELECT payload #>> '{data,contact,id}' AS id, payload #>> '{data,previous,owner_id}' AS previous
           FROM webhook_events WHERE workspace_id = $1 AND type = 'contact.updated'
          ORDER BY created_at, id`,
        [admin.workspaceId],
      );
      // In the order they are numbered: the removals', each in the lock's (id) order.
      expect(announced.map((e) => e.id)).toEqual([...one.owned, ...many.owned]);
      expect(new Set(announced.map((e) => e.previous))).toEqual(new Set([one.userId, many.userId]));
    });

    it('lets a removed member be invited back', async () => {
      const admin = await signUp(t, { premium: true });
      const email = uniqueEmail('returning');
      await invite(admin.email, { email, role: 'member' });
      const first = await call(t, 'GET', '/me', { as: email });
      expect((await remove(admin.email, first.body.user.id)).status).toBe(204);

      const again = await invite(admin.email, { email, role: 'admin' });
      expect(again.status).toBe(201);
      const back = await call(t, 'GET', '/me', { as: email });
      expect(back.body.workspace.id).toBe(admin.workspaceId);
      expect(back.body.user.role).toBe('admin');
    });

    it('refuses to remove the last admin (409) or the app owner (403)', async () => {
      const admin = await signUp(t, { premium: true });
      const alone = await remove(admin.email, admin.userId);
      expect(alone.status).toBe(409);
      expect(alone.body.detail).toBe(
        'You are the only admin of this workspace; make another member an admin first',
      );

      const ownerMe = await call(t, 'GET', '/me', { as: owner });
      await t.db.query(`UPDATE workspaces SET is_premium = true WHERE id = $1`, [
        ownerMe.body.workspace.id,
      ]);
      const colleague = await addMember(t, ownerMe.body.workspace.id, 'admin');
      const res = await remove(colleague.email, ownerMe.body.user.id);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('The app owner cannot be removed from a workspace');
      expect(await roleOf(ownerMe.body.user.id)).toBe('super_admin');
    });

    it('lets an admin leave while another admin remains', async () => {
      const admin = await signUp(t, { premium: true });
      const other = await addMember(t, admin.workspaceId, 'admin');
      expect((await remove(admin.email, admin.userId)).status).toBe(204);
      const team = await call(t, 'GET', '/team', { as: other.email });
      expect(team.body.items.map((m: { id: string }) => m.id)).toEqual([other.userId]);
    });

    it("answers 404 for another workspace's user and leaves them alone", async () => {
      const admin = await signUp(t, { premium: true });
      const other = await signUp(t, { premium: true });
      const res = await remove(admin.email, other.userId);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Member not found');
      expect(await t.db.query(`SELECT 1 FROM users WHERE id = $1`, [other.userId])).toHaveLength(1);
    });

    it('is for managers of premium workspaces', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const byMember = await remove(rep.email, admin.userId);
      expect(byMember.status).toBe(403);
      expect(byMember.body.detail).toBe('Managers only');

      const free = await signUp(t);
      const freeRep = await addMember(t, free.workspaceId, 'member');
      const byFree = await remove(free.email, freeRep.userId);
      expect(byFree.status).toBe(402);
      expect(
        await t.db.query(`SELECT 1 FROM users WHERE id = ANY($1)`, [
          [admin.userId, freeRep.userId],
        ]),
      ).toHaveLength(2);
    });
  });

  it('documents the settings, team and routing routes in the OpenAPI document', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const json = (op: { content?: Record<string, { schema: unknown }> }) =>
      op.content?.['application/json']?.schema;
    const expected: Array<[string, string, string | null, string | null, string[]]> = [
      ['/settings', 'get', null, 'SettingsResponse', ['200', '401']],
      ['/settings', 'put', 'SettingsDto', 'SettingsResponse', ['200', '402', '403', '409', '422']],
      ['/team', 'get', null, 'TeamPageResponse', ['200', '401']],
      ['/team/invites', 'get', null, 'InvitePageResponse', ['200']],
      ['/team/invites', 'post', 'CreateInviteDto', 'InviteResponse', ['201', '402', '403', '409']],
      ['/team/invites/{id}', 'delete', null, null, ['204', '402', '403', '404', '409']],
      [
        '/team/{user_id}',
        'patch',
        'ChangeRoleDto',
        'TeamMemberResponse',
        ['200', '403', '404', '409'],
      ],
      ['/team/{user_id}', 'delete', null, null, ['204', '402', '403', '404', '409']],
      ['/routing', 'get', null, 'RoutingResponse', ['200']],
      ['/routing', 'put', 'ReplaceRoutingDto', 'RoutingResponse', ['200', '402', '403', '422']],
    ];
    for (const [path, method, body, response, statuses] of expected) {
      const op = doc.paths[path]?.[method];
      expect({ path, method, found: Boolean(op) }).toEqual({ path, method, found: true });
      if (body) expect(json(op.requestBody)).toEqual(ref(body));
      const ok = op.responses[statuses[0]];
      if (response) expect(json(ok)).toEqual(ref(response));
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(statuses));
    }
    expect(doc.components.schemas.SettingsDto.required).toEqual([
      'dormancy_days',
      'timezone',
      'stages',
    ]);
  });
});
