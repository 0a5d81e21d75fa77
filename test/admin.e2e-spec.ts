import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { listRoutes } from '../src/core/guards/route-inventory.js';
import { unknownPropertyMessage } from '../src/core/http/unread-input.js';
import { addMember, createContact, signUp, type Member } from './support/factories.js';
import { callRoute, routeName } from './support/route-calls.js';
import { holdAfter, holdWorkspaceRow, release, waitersOn } from './support/row-lock.js';
import {
  checkoutCompletedEvent,
  deliverPaymentEvent,
  WEBHOOK_SECRET,
} from './support/stripe-events.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/** Every route only the app owner may call, from the decorators: a new one is covered here. */
function ownerRoutes(t: TestApp) {
  const routes = listRoutes(t.app).filter((r) => r.requiredRole === 'super_admin');
  expect(routes.length).toBeGreaterThan(0);
  return routes;
}

async function nameWorkspace(t: TestApp, workspaceId: string, name: string) {
  await t.db.query(`UPDATE workspaces SET name = $1 WHERE id = $2`, [name, workspaceId]);
}

async function countContacts(t: TestApp, workspaceId: string, demo: boolean) {
  const [row] = await t.db.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND is_demo = $2`,
    [workspaceId, demo],
  );
  return row.n;
}

describe('Admin area', () => {
  let t: TestApp;
  let owner: Member;

  beforeAll(async () => {
    t = await startApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('is for the app owner only', () => {
    it('answers 403 App owner only to an admin and a member, and 401 without a token, on every owner route', async () => {
      const admin = await signUp(t, { premium: true });
      const member = await addMember(t, admin.workspaceId);
      for (const route of ownerRoutes(t)) {
        for (const who of [admin, member]) {
          const res = await callRoute(t, route, admin.workspaceId, { as: who.email });
          expect({ route: routeName(route), status: res.status, detail: res.body.detail }).toEqual({
            route: routeName(route),
            status: 403,
            detail: 'App owner only',
          });
        }
        const anonymous = await callRoute(t, route, admin.workspaceId);
        expect({ route: routeName(route), status: anonymous.status }).toEqual({
          route: routeName(route),
          status: 401,
        });
      }
    });

    it('answers 200 to the owner on every owner route, even on a free workspace', async () => {
      for (const route of ownerRoutes(t)) {
        const target = await signUp(t);
        const res = await callRoute(t, route, target.workspaceId, { as: owner.email });
        expect({ route: routeName(route), status: res.status }).toEqual({
          route: routeName(route),
          status: 200,
        });
      }
    });

    it('makes an OWNER_EMAILS address the owner', async () => {
      const email = `boss-${randomUUID().slice(0, 8)}@example.com`;
      const app = await startApp({ OWNER_EMAILS: `someone@example.com, ${email.toUpperCase()}` });
      try {
        const res = await call(app, 'GET', '/admin/companies', { as: email });
        expect(res.status).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('refuses a toggle by an admin without changing the tier', async () => {
      const admin = await signUp(t);
      const res = await call(t, 'POST', `/admin/companies/${admin.workspaceId}/toggle-premium`, {
        as: admin.email,
      });
      expect(res.status).toBe(403);
      const [row] = await t.db.query<{ is_premium: boolean }[]>(
        `SELECT is_premium FROM workspaces WHERE id = $1`,
        [admin.workspaceId],
      );
      expect(row.is_premium).toBe(false);
    });
  });

  describe('GET /admin/companies', () => {
    it('lists every workspace with tier, subscription and real counts', async () => {
      const tag = randomUUID().slice(0, 8);
      const paying = await signUp(t, { premium: true });
      await addMember(t, paying.workspaceId);
      await createContact(t, paying.email, { first_name: 'Real 1' });
      await createContact(t, paying.email, { first_name: 'Real 2' });
      await t.db.query(
        `UPDATE workspaces SET subscription_status = 'active', payment_customer_id = 'cus_9' WHERE id = $1`,
        [paying.workspaceId],
      );
      const free = await signUp(t);
      expect(await countContacts(t, free.workspaceId, true)).toBeGreaterThan(0);
      await nameWorkspace(t, paying.workspaceId, `Paying ${tag}`);
      await nameWorkspace(t, free.workspaceId, `Free ${tag}`);

      const res = await call(t, 'GET', '/admin/companies', {
        as: owner.email,
        query: { q: tag },
      });

      expect(res.status).toBe(200);
      expect(res.body.next_cursor).toBeNull();
      expect(res.body.items).toEqual([
        {
          id: free.workspaceId,
          name: `Free ${tag}`,
          tier: 'free',
          is_premium: false,
          subscription_status: null,
          payment_customer_id: null,
          member_count: 1,
          contact_count: 0,
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        },
        {
          id: paying.workspaceId,
          name: `Paying ${tag}`,
          tier: 'premium',
          is_premium: true,
          subscription_status: 'active',
          payment_customer_id: 'cus_9',
          member_count: 2,
          contact_count: 2,
          created_at: expect.any(String),
        },
      ]);
    });

    it('matches q literally and case-insensitively', async () => {
      const tag = randomUUID().slice(0, 8);
      const a = await signUp(t);
      const b = await signUp(t);
      await nameWorkspace(t, a.workspaceId, `ACME_${tag} Inc`);
      await nameWorkspace(t, b.workspaceId, `acmex${tag} Inc`);
      const res = await call(t, 'GET', '/admin/companies', {
        as: owner.email,
        query: { q: `acme_${tag}` },
      });
      expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([a.workspaceId]);
    });

    it('pages with a keyset cursor, without gaps or repeats', async () => {
      const tag = randomUUID().slice(0, 8);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const m = await signUp(t);
        await nameWorkspace(t, m.workspaceId, `Paged ${tag} ${i}`);
        ids.push(m.workspaceId);
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const res = await call(t, 'GET', '/admin/companies', {
          as: owner.email,
          query: { q: tag, limit: '2', ...(cursor ? { cursor } : {}) },
        });
        expect(res.status).toBe(200);
        seen.push(...res.body.items.map((c: { id: string }) => c.id));
        cursor = res.body.next_cursor ?? undefined;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].reverse());
    });

    it('refuses a cursor it did not issue and a limit over 200 with 422', async () => {
      const bad = await call(t, 'GET', '/admin/companies', {
        as: owner.email,
        query: { cursor: 'nope' },
      });
      expect(bad.status).toBe(422);
      const big = await call(t, 'GET', '/admin/companies', {
        as: owner.email,
        query: { limit: '201' },
      });
      expect(big.status).toBe(422);
    });

    it('counts in SQL: the number of queries does not grow with the page', async () => {
      const tag = randomUUID().slice(0, 8);
      for (let i = 0; i < 4; i++) {
        const m = await signUp(t, { premium: true });
        await createContact(t, m.email);
        await nameWorkspace(t, m.workspaceId, `Counted ${tag} ${i}`);
      }
      const spy = jest.spyOn(t.db, 'query');
      try {
        const queriesFor = async (limit: string) => {
          spy.mockClear();
          const res = await call(t, 'GET', '/admin/companies', {
            as: owner.email,
            query: { q: tag, limit },
          });
          expect(res.body.items).toHaveLength(Number(limit));
          return spy.mock.calls.length;
        };
        expect(await queriesFor('4')).toBe(await queriesFor('1'));
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('POST /admin/companies/{id}/toggle-premium', () => {
    it('flips the tier both ways, answers the company and audits each change', async () => {
      const target = await signUp(t);

      const up = await call(t, 'POST', `/admin/companies/${target.workspaceId}/toggle-premium`, {
        as: owner.email,
      });
      expect(up.status).toBe(200);
      expect(up.body).toMatchObject({
        id: target.workspaceId,
        tier: 'premium',
        is_premium: true,
        member_count: 1,
      });
      expect(up.body).not.toHaveProperty('sort_at');
      const me = await call(t, 'GET', '/me', { as: target.email });
      expect(me.body.workspace.is_premium).toBe(true);

      const down = await call(t, 'POST', `/admin/companies/${target.workspaceId}/toggle-premium`, {
        as: owner.email,
      });
      expect(down.body).toMatchObject({ tier: 'free', is_premium: false });

      const audit = await t.db.query(
        `SELECT from_tier, to_tier, via, actor_user_id FROM tier_changes WHERE workspace_id = $1
          ORDER BY changed_at`,
        [target.workspaceId],
      );
      expect(audit).toEqual([
        { from_tier: 'free', to_tier: 'premium', via: 'admin', actor_user_id: owner.userId },
        { from_tier: 'premium', to_tier: 'free', via: 'admin', actor_user_id: owner.userId },
      ]);
    });

    it('dates a change when it applies, so a change that waited for another is listed after it', async () => {
      const target = await signUp(t);
      const blocker = await holdWorkspaceRow(target.workspaceId);
      const toggled = call(t, 'POST', `/admin/companies/${target.workspaceId}/toggle-premium`, {
        as: owner.email,
      });
      while ((await waitersOn(blocker)) === 0) await new Promise((r) => setTimeout(r, 10));
      // The change that held the lock ends now: the waiting one applies after it.
      const [{ at }] = (await blocker.query<{ at: Date }>(`SELECT clock_timestamp() AS at`)).rows;
      await release(blocker);
      expect((await toggled).status).toBe(200);

      const [change] = await t.db.query<{ changed_at: Date }[]>(
        `SELECT changed_at FROM tier_changes WHERE workspace_id = $1`,
        [target.workspaceId],
      );
      expect(change.changed_at.getTime()).toBeGreaterThanOrEqual(at.getTime());
    });

    it.each(['the owner toggle', 'a simulated payment', 'the payment webhook'])(
      "changes the tier through %s without waiting for a write in the workspace checking its rows' key",
      async (path) => {
        const target = await signUp(t);
        // As the foreign-key check of a row being written in the workspace holds it until its
        // transaction ends: a change waiting for it queued the checks of other writes behind it.
        const writing = await holdAfter({
          text: 'SELECT 1 FROM workspaces WHERE id = $1 FOR KEY SHARE',
          values: [target.workspaceId],
        });
        try {
          let res: { status: number };
          if (path === 'the owner toggle') {
            res = await call(t, 'POST', `/admin/companies/${target.workspaceId}/toggle-premium`, {
              as: owner.email,
            });
          } else if (path === 'a simulated payment') {
            res = await call(t, 'POST', '/billing/simulate-payment', { as: target.email });
          } else {
            const delivered = await deliverPaymentEvent(
              t,
              checkoutCompletedEvent(target.workspaceId),
            );
            res = { status: delivered.statusCode };
          }
          expect(res.status).toBe(200);
          const [{ is_premium }] = await t.db.query<{ is_premium: boolean }[]>(
            `SELECT is_premium FROM workspaces WHERE id = $1`,
            [target.workspaceId],
          );
          expect(is_premium).toBe(true);
        } finally {
          await release(writing);
        }
      },
    );

    it.each([randomUUID(), 'not-a-uuid'])('answers 404 Company not found for %s', async (id) => {
      const res = await call(t, 'POST', `/admin/companies/${id}/toggle-premium`, {
        as: owner.email,
      });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Company not found');
    });

    it('keeps real data through a downgrade and shows it again after the next upgrade', async () => {
      const customer = await signUp(t, { premium: true });
      const kept = await createContact(t, customer.email, { first_name: 'Keep', last_name: 'Me' });
      const toggle = () =>
        call(t, 'POST', `/admin/companies/${customer.workspaceId}/toggle-premium`, {
          as: owner.email,
        });

      expect((await toggle()).body.tier).toBe('free');
      const asFree = await call(t, 'GET', '/contacts', { as: customer.email });
      expect(asFree.status).toBe(200);
      expect(asFree.body.items.length).toBeGreaterThan(0);
      expect(asFree.body.items.map((c: { id: string }) => c.id)).not.toContain(kept.id);
      expect(await countContacts(t, customer.workspaceId, false)).toBe(1);
      const blocked = await call(t, 'PATCH', `/contacts/${kept.id}`, {
        as: customer.email,
        body: { first_name: 'Changed' },
      });
      expect(blocked.status).toBe(402);

      expect((await toggle()).body.tier).toBe('premium');
      const asPremium = await call(t, 'GET', '/contacts', { as: customer.email });
      expect(asPremium.body.items).toEqual([
        expect.objectContaining({ id: kept.id, first_name: 'Keep', last_name: 'Me' }),
      ]);
    });
  });

  describe('POST /admin/demo/reset', () => {
    it('refuses a body, which it would not read, with 422 naming each property and resets nothing', async () => {
      const free = await signUp(t);
      const seeded = await countContacts(t, free.workspaceId, true);
      expect(seeded).toBeGreaterThan(0);

      const res = await call(t, 'POST', '/admin/demo/reset', {
        as: owner.email,
        body: { workspace_id: free.workspaceId, dry_run: true },
      });

      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.body).toMatchObject({
        status: 422,
        code: 'validation_failed',
        detail:
          'Validation failed: property workspace_id should not exist; property dry_run should not exist',
        errors: [
          { field: 'workspace_id', message: unknownPropertyMessage('workspace_id') },
          { field: 'dry_run', message: unknownPropertyMessage('dry_run') },
        ],
      });
      expect(await countContacts(t, free.workspaceId, true)).toBe(seeded);
      const [flag] = await t.db.query<{ demo_seeded_at: Date | null }[]>(
        `SELECT demo_seeded_at FROM workspaces WHERE id = $1`,
        [free.workspaceId],
      );
      expect(flag.demo_seeded_at).not.toBeNull();
    });

    it('wipes every demo row, keeps real rows, and reseeds a free workspace at its next request', async () => {
      const free = await signUp(t);
      const paying = await signUp(t, { premium: true });
      const real = await createContact(t, paying.email);
      const seeded = await countContacts(t, free.workspaceId, true);
      expect(seeded).toBeGreaterThan(0);

      const res = await call(t, 'POST', '/admin/demo/reset', { as: owner.email });

      expect(res.status).toBe(200);
      expect(res.body.workspaces_reset).toBeGreaterThanOrEqual(2);
      const [left] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM contacts WHERE is_demo`,
      );
      expect(left.n).toBe(0);
      expect(await countContacts(t, paying.workspaceId, false)).toBe(1);
      expect((await call(t, 'GET', `/contacts/${real.id}`, { as: paying.email })).status).toBe(200);
      const [flag] = await t.db.query<{ demo_seeded_at: Date | null }[]>(
        `SELECT demo_seeded_at FROM workspaces WHERE id = $1`,
        [free.workspaceId],
      );
      expect(flag.demo_seeded_at).toBeNull();

      // Its next request, whichever, reads the demo rows again.
      const board = await call(t, 'GET', '/board', { as: free.email });
      expect(board.status).toBe(200);
      expect(board.body.stages.some((s: { count: number }) => s.count > 0)).toBe(true);
      expect(await countContacts(t, free.workspaceId, true)).toBe(seeded);
      // A premium workspace is not reseeded: it reads its real rows.
      await call(t, 'GET', '/me', { as: paying.email });
      expect(await countContacts(t, paying.workspaceId, true)).toBe(0);
    });
  });

  describe('GET /admin/audit', () => {
    it('shows every tier change, whichever path made it, newest first', async () => {
      const workspace = await signUp(t);
      const id = workspace.workspaceId;
      const toggle = () =>
        call(t, 'POST', `/admin/companies/${id}/toggle-premium`, { as: owner.email });

      expect(
        (await call(t, 'POST', '/billing/simulate-payment', { as: workspace.email })).status,
      ).toBe(200);
      await toggle();
      expect((await call(t, 'POST', '/billing/dev-upgrade', { as: workspace.email })).status).toBe(
        200,
      );
      await toggle();
      const event = checkoutCompletedEvent(id);
      const delivered = await deliverPaymentEvent(t, event);
      expect(delivered.statusCode).toBe(200);

      const res = await call(t, 'GET', '/admin/audit', {
        as: owner.email,
        query: { workspace_id: id },
      });

      expect(res.status).toBe(200);
      const item = (
        via: string,
        from: string,
        to: string,
        actor: Member | null,
        eventId: string | null,
      ) => ({
        id: expect.any(String),
        workspace_id: id,
        workspace_name: expect.any(String),
        from_tier: from,
        to_tier: to,
        via,
        actor_user_id: actor?.userId ?? null,
        actor_email: actor?.email ?? null,
        event_id: eventId,
        changed_at: expect.stringMatching(/Z$/),
      });
      expect(res.body.items).toEqual([
        item('webhook', 'free', 'premium', null, event.id),
        item('admin', 'premium', 'free', owner, null),
        item('dev', 'free', 'premium', workspace, null),
        item('admin', 'premium', 'free', owner, null),
        item('simulate', 'free', 'premium', workspace, null),
      ]);
      expect(res.body.next_cursor).toBeNull();
    });

    it('pages through the changes of all workspaces', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      await call(t, 'POST', '/billing/simulate-payment', { as: a.email });
      await call(t, 'POST', '/billing/simulate-payment', { as: b.email });

      const first = await call(t, 'GET', '/admin/audit', {
        as: owner.email,
        query: { limit: '1' },
      });
      expect(first.body.items).toHaveLength(1);
      expect(first.body.items[0].workspace_id).toBe(b.workspaceId);
      const second = await call(t, 'GET', '/admin/audit', {
        as: owner.email,
        query: { limit: '1', cursor: first.body.next_cursor },
      });
      expect(second.body.items[0].workspace_id).toBe(a.workspaceId);
    });
  });
});
