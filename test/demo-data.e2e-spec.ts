import { describe, expect, it, jest } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEV_TOKEN_DETAIL } from '../src/core/auth/token-verifier.js';
import { DemoSeeders } from '../src/tenancy/demo-seeders.js';
import { DEMO_ADDRESS_DETAIL } from '../src/tenancy/identity.js';
import { DemoService } from '../src/modules/demo/demo.service.js';
import { createContact, setPremium, signUp } from './support/factories.js';
import { LogCapture } from './support/log-capture.js';
import { call, uniqueEmail, useTestApp } from './support/test-app.js';

describe('demo data', () => {
  const t = useTestApp();

  async function counts(workspaceId: string) {
    const [row] = await t.db.query(
      `SELECT count(*) FILTER (WHERE is_demo)::int AS demo, count(*) FILTER (WHERE NOT is_demo)::int AS real
         FROM contacts WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row as { demo: number; real: number };
  }

  it('seeds a free workspace at sign-in with contacts in every stage, some dormant', async () => {
    const free = await signUp(t);
    const res = await call(t, 'GET', '/contacts', { as: free.email, query: { limit: '200' } });
    expect(res.status).toBe(200);
    const stages = new Set(res.body.items.map((c: { stage: string }) => c.stage));
    expect([...stages].sort()).toEqual([
      'churned',
      'contacted',
      'lead',
      'lost',
      'negotiation',
      'proposal',
      'qualified',
      'renewal-due',
      'renewal-talks',
      'renewed',
      'won',
    ]);
    expect(res.body.items.some((c: { dormant: boolean }) => c.dormant)).toBe(true);
    expect(res.body.items.some((c: { dormant: boolean }) => !c.dormant)).toBe(true);
    const dormant = await call(t, 'GET', '/contacts/dormant', { as: free.email });
    expect(dormant.body.items.length).toBeGreaterThan(0);
    expect((await counts(free.workspaceId)).real).toBe(0);
  });

  it('shows a free workspace deals that forecast, win and lose with a reason, and a snoozed contact', async () => {
    const free = await signUp(t);
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const forecast = await call(t, 'GET', '/reports/forecast', { as: free.email });
    expect(forecast.status).toBe(200);
    expect(forecast.body.totals).toEqual([
      expect.objectContaining({ currency: 'EUR', count: expect.any(Number) }),
    ]);
    expect(forecast.body.totals[0].weighted_value_cents).toBeGreaterThan(0);
    const winRate = await call(t, 'GET', '/reports/win-rate', { as: free.email });
    expect(winRate.body.totals.won + winRate.body.totals.lost).toBeGreaterThan(0);
    const lost = await call(t, 'GET', '/reports/lost-reasons', {
      as: free.email,
      query: { from },
    });
    expect(lost.body.reasons.some((r: { reason: string | null }) => r.reason !== null)).toBe(true);
    const velocity = await call(t, 'GET', '/reports/velocity', {
      as: free.email,
      query: { from },
    });
    expect(velocity.body.stages[0].count).toBeGreaterThan(0);
    const contacts = await call(t, 'GET', '/contacts', { as: free.email, query: { limit: '200' } });
    const snoozed = contacts.body.items.filter(
      (c: { snoozed_until: string | null }) => c.snoozed_until !== null,
    );
    expect(snoozed).toHaveLength(1);
    expect(snoozed[0]).toMatchObject({ dormant: false, snooze_reason: 'Back after the holidays' });
    expect(snoozed[0].days_inactive).toBeGreaterThanOrEqual(snoozed[0].dormancy_threshold_days);
    const dormant = await call(t, 'GET', '/contacts/dormant', {
      as: free.email,
      query: { limit: '100' },
    });
    expect(dormant.body.items.map((c: { id: string }) => c.id)).not.toContain(snoozed[0].id);
  });

  it('shows a free workspace a second pipeline, Renewals, that is never stored and that a premium workspace never sees', async () => {
    const free = await signUp(t);
    const pipelines = await call(t, 'GET', '/pipelines', { as: free.email });
    expect(pipelines.body.items.map((p: { key: string; position: number }) => p.key)).toEqual([
      'default',
      'renewals',
    ]);
    expect(pipelines.body.items[1]).toMatchObject({
      name: 'Renewals',
      position: 1,
      default: false,
    });
    const board = await call(t, 'GET', '/board', {
      as: free.email,
      query: { pipeline: 'renewals' },
    });
    expect(board.status).toBe(200);
    expect(board.body.stages.map((s: { key: string; count: number }) => [s.key, s.count])).toEqual([
      ['renewal-due', 2],
      ['renewal-talks', 1],
      ['renewed', 1],
      ['churned', 1],
    ]);
    const listed = await call(t, 'GET', '/contacts', {
      as: free.email,
      query: { 'filter[pipeline][eq]': 'renewals' },
    });
    expect(listed.body.items).toHaveLength(5);
    expect(listed.body.items.every((c: { pipeline: string }) => c.pipeline === 'renewals')).toBe(
      true,
    );
    // Its won and lost deals are closed, the lost one with a reason, as in the default pipeline,
    // so the pipeline report and the win rate agree.
    const closings = listed.body.items
      .filter((c: { stage: string }) => ['renewed', 'churned'].includes(c.stage))
      .map((c: { stage: string; closed_at: string | null; lost_reason: string | null }) => ({
        stage: c.stage,
        closed: c.closed_at !== null,
        reason: c.lost_reason !== null,
      }))
      .sort((a: { stage: string }, b: { stage: string }) => a.stage.localeCompare(b.stage));
    expect(closings).toEqual([
      { stage: 'churned', closed: true, reason: true },
      { stage: 'renewed', closed: true, reason: false },
    ]);
    const winRate = await call(t, 'GET', '/reports/win-rate', {
      as: free.email,
      query: { pipeline: 'renewals' },
    });
    expect(winRate.body.totals).toMatchObject({ won: 1, lost: 1, win_rate: 0.5 });
    // Its first stage rots after 21 days, not the workspace's 14: idle 18 days, not dormant.
    const easley = listed.body.items.find((c: { last_name: string }) => c.last_name === 'Easley');
    expect(easley).toMatchObject({
      dormant: false,
      days_inactive: 18,
      dormancy_threshold_days: 21,
    });

    const [stored] = await t.db.query(`SELECT pipelines, stages FROM workspaces WHERE id = $1`, [
      free.workspaceId,
    ]);
    expect(stored.pipelines.map((p: { key: string }) => p.key)).toEqual(['default']);
    expect(stored.stages.some((s: { key: string }) => s.key === 'renewal-due')).toBe(false);
    await setPremium(t, free.workspaceId, true);
    const upgraded = await call(t, 'GET', '/pipelines', { as: free.email });
    expect(upgraded.body.items.map((p: { key: string }) => p.key)).toEqual(['default']);
    const missing = await call(t, 'GET', '/board', {
      as: free.email,
      query: { pipeline: 'renewals' },
    });
    expect(missing.status).toBe(422);
  });

  it('seeds a new free workspace at its first request, whatever it asks, once for concurrent ones', async () => {
    const email = uniqueEmail('first-read');
    const lists = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t, 'GET', '/contacts', { as: email, query: { limit: '200' } }),
      ),
    );
    expect(lists.map((r) => [r.status, r.body.items.length])).toEqual(
      Array.from({ length: 6 }, () => [200, 26]),
    );
    const me = await call(t, 'GET', '/me', { as: email });
    expect((await counts(me.body.workspace.id as string)).demo).toBe(26);
  });

  it('seeds once under concurrent sign-ins', async () => {
    const email = uniqueEmail('concurrent');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call(t, 'GET', '/me', { as: email })),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const workspaceId = responses[0].body.workspace.id as string;
    expect((await counts(workspaceId)).demo).toBe(26);
    await call(t, 'GET', '/me', { as: email });
    expect((await counts(workspaceId)).demo).toBe(26);
  });

  it('shows a premium workspace only its real rows, and a free one only its demo rows; nothing is deleted either way', async () => {
    const member = await signUp(t);
    await setPremium(t, member.workspaceId, true);
    const premiumList = await call(t, 'GET', '/contacts', {
      as: member.email,
      query: { limit: '200' },
    });
    expect(premiumList.body.items).toEqual([]);
    const real = await createContact(t, member.email, { first_name: 'Real' });
    expect((await call(t, 'GET', '/me', { as: member.email })).body.demo).toBe(false);

    await setPremium(t, member.workspaceId, false);
    const freeList = await call(t, 'GET', '/contacts', {
      as: member.email,
      query: { limit: '200' },
    });
    expect(freeList.body.items.map((c: { id: string }) => c.id)).not.toContain(real.id);
    expect(freeList.body.items).toHaveLength(26);
    expect((await call(t, 'GET', `/contacts/${real.id}`, { as: member.email })).status).toBe(404);
    expect(await counts(member.workspaceId)).toEqual({ demo: 26, real: 1 });

    await setPremium(t, member.workspaceId, true);
    const again = await call(t, 'GET', '/contacts', { as: member.email });
    expect(again.body.items.map((c: { id: string }) => c.id)).toEqual([real.id]);
  });

  it('repopulates the demo rows at the next request after a reset, whatever it asks, leaving real rows alone', async () => {
    const free = await signUp(t);
    const premium = await signUp(t, { premium: true });
    const real = await createContact(t, premium.email);
    await t.app.get(DemoService).resetAll();
    expect((await counts(free.workspaceId)).demo).toBe(0);
    const list = await call(t, 'GET', '/contacts', { as: free.email, query: { limit: '200' } });
    expect(list.body.items).toHaveLength(26);
    expect((await counts(free.workspaceId)).demo).toBe(26);
    expect((await call(t, 'GET', `/contacts/${real.id}`, { as: premium.email })).status).toBe(200);
  });

  it('wipes a seeding under way with the rest when a reset comes during it: one set of demo rows after', async () => {
    const free = await signUp(t);
    await t.app.get(DemoService).resetAll();
    // The next request's seeding stops before its last seeder until the gate opens.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const last = t.app.get(DemoSeeders).inOrder().at(-1)!;
    const seed = last.seed.bind(last);
    const held = jest.spyOn(last, 'seed').mockImplementationOnce(async (context) => {
      await gate;
      return seed(context);
    });
    try {
      const seeding = call(t, 'GET', '/contacts', { as: free.email });
      while (held.mock.calls.length === 0) await sleep(10);
      const reset = t.app.get(DemoService).resetAll();
      // Time for the reset to wipe, were it not waiting for the seeding.
      await sleep(300);
      open();
      expect((await seeding).status).toBe(200);
      await reset;
    } finally {
      held.mockRestore();
    }
    expect((await counts(free.workspaceId)).demo).toBe(0);
    const list = await call(t, 'GET', '/contacts', { as: free.email, query: { limit: '200' } });
    expect(list.body.items).toHaveLength(26);
    expect((await counts(free.workspaceId)).demo).toBe(26);
  });

  describe("the sample teammate's address, between a reset and the reseed", () => {
    // Its own app, logging its errors here: a reseed that cannot take the address says why.
    const logs = new LogCapture();
    const logged = useTestApp({ LOG_LEVEL: 'error', LOG_FORMAT: 'json' }, { logs });

    /** A free workspace whose demo data an app owner has just reset, and its teammate's address. */
    async function resetVictim() {
      const appOwner = await signUp(logged, { role: 'super_admin', prefix: 'owner' });
      const victim = await signUp(logged);
      expect((await call(logged, 'POST', '/admin/demo/reset', { as: appOwner.email })).status).toBe(
        200,
      );
      return { victim, address: `demo.rep+${victim.workspaceId}@demo.invalid` };
    }

    it('cannot be signed in with, and the reseed gives it to a sample teammate of the workspace', async () => {
      const { victim, address } = await resetVictim();
      const squatter = await call(logged, 'GET', '/me', { as: address });
      expect(squatter.status).toBe(401);
      expect(squatter.body.detail).toBe(`${DEV_TOKEN_DETAIL}. ${DEMO_ADDRESS_DETAIL}`);
      expect((await call(logged, 'GET', '/me', { as: victim.email })).status).toBe(200);
      const users = await t.db.query(
        `SELECT workspace_id, role, is_demo FROM users WHERE email = $1`,
        [address],
      );
      expect(users).toEqual([{ workspace_id: victim.workspaceId, role: 'member', is_demo: true }]);
      expect((await call(logged, 'GET', '/me', { as: address })).status).toBe(401);
    });

    it.each([
      ["another workspace's admin", true],
      ["a real member of the workspace's own", false],
    ])(
      'held by %s from before the reserved domain, fails the reseed and leaves that user as they were',
      async (_case, elsewhere) => {
        const { victim, address } = await resetVictim();
        const other = await signUp(logged);
        const [holder] = await t.db.query<{ id: string }[]>(
          `INSERT INTO users (workspace_id, email, role) VALUES ($1, $2, 'admin') RETURNING id`,
          [elsewhere ? other.workspaceId : victim.workspaceId, address],
        );
        const requestId = `reseed-held-${elsewhere}`;
        const res = await call(logged, 'GET', '/me', {
          as: victim.email,
          headers: { 'x-request-id': requestId },
        });
        expect(res.status).toBe(500);
        expect(logs.of(requestId)[0]).toMatchObject({
          msg: 'unexpected error; answered 500',
          err: {
            message: `Cannot seed the sample teammate: ${address} belongs to a user who is not this workspace's`,
          },
        });
        const users = await t.db.query(
          `SELECT id, workspace_id, role, is_demo FROM users WHERE email = $1`,
          [address],
        );
        expect(users).toEqual([
          {
            id: holder.id,
            workspace_id: elsewhere ? other.workspaceId : victim.workspaceId,
            role: 'admin',
            is_demo: false,
          },
        ]);
        expect(await counts(victim.workspaceId)).toEqual({ demo: 0, real: 0 });
        const [owned] = await t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM contacts WHERE owner_id = $1`,
          [holder.id],
        );
        expect(owned.n).toBe(0);
        const [workspace] = await t.db.query(
          `SELECT demo_seeded_at FROM workspaces WHERE id = $1`,
          [victim.workspaceId],
        );
        expect(workspace).toEqual({ demo_seeded_at: null });
      },
    );
  });
});
