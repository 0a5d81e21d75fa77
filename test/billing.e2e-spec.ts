import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMember, signUp } from './support/factories.js';
import { call, startApp, type TestApp, useTestApp } from './support/test-app.js';

async function tierChanges(t: TestApp, workspaceId: string) {
  return t.db.query<{ from_tier: string; to_tier: string; via: string; actor_user_id: string }[]>(
    `SELECT from_tier, to_tier, via, actor_user_id FROM tier_changes WHERE workspace_id = $1
      ORDER BY changed_at`,
    [workspaceId],
  );
}

describe('Billing with payments disabled', () => {
  const t = useTestApp();

  it('reports the plan and that payments are disabled', async () => {
    const owner = await signUp(t);
    const res = await call(t, 'GET', '/billing', { as: owner.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      is_premium: false,
      subscription_status: null,
      payments: 'disabled',
    });
    const health = await call(t, 'GET', '/health');
    expect(health.body.payments).toBe('disabled');
  });

  it('needs authentication', async () => {
    expect((await call(t, 'GET', '/billing')).status).toBe(401);
    expect((await call(t, 'POST', '/billing/simulate-payment')).status).toBe(401);
  });

  it('refuses checkout with 409 naming the simulate route', async () => {
    const owner = await signUp(t);
    const res = await call(t, 'POST', '/billing/checkout', { as: owner.email });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      'Payments are not enabled on this server; upgrade with POST /billing/simulate-payment instead',
    );
    expect(res.body.simulate_path).toBe('/billing/simulate-payment');
  });

  it('upgrades on a simulated payment by any member, audited, seen by every member at once', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner.workspaceId);
    const colleague = await addMember(t, owner.workspaceId);
    expect(
      (await call(t, 'POST', '/contacts', { as: colleague.email, body: { first_name: 'A' } }))
        .status,
    ).toBe(402);

    const res = await call(t, 'POST', '/billing/simulate-payment', { as: member.email });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ is_premium: true, subscription_status: null, payments: 'disabled' });
    const me = await call(t, 'GET', '/me', { as: colleague.email });
    expect(me.body.workspace.is_premium).toBe(true);
    expect(me.body.demo).toBe(false);
    expect(
      (await call(t, 'POST', '/contacts', { as: colleague.email, body: { first_name: 'A' } }))
        .status,
    ).toBe(200);
    expect((await call(t, 'GET', '/billing', { as: owner.email })).body.is_premium).toBe(true);
    expect(await tierChanges(t, owner.workspaceId)).toEqual([
      { from_tier: 'free', to_tier: 'premium', via: 'simulate', actor_user_id: member.userId },
    ]);
  });

  it('answers 200 and changes nothing when the workspace already is premium', async () => {
    const owner = await signUp(t, { premium: true });
    const res = await call(t, 'POST', '/billing/simulate-payment', { as: owner.email });
    expect(res.status).toBe(200);
    expect(res.body.is_premium).toBe(true);
    expect(await tierChanges(t, owner.workspaceId)).toEqual([]);
  });

  it('records one change when simulated payments race', async () => {
    const owner = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, 'POST', '/billing/simulate-payment', { as: owner.email }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await tierChanges(t, owner.workspaceId)).toHaveLength(1);
  });

  it('lets an admin dev-upgrade, and refuses a member with Managers only', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner.workspaceId);

    const refused = await call(t, 'POST', '/billing/dev-upgrade', { as: member.email });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Managers only');
    expect(await tierChanges(t, owner.workspaceId)).toEqual([]);

    const res = await call(t, 'POST', '/billing/dev-upgrade', { as: owner.email });
    expect(res.status).toBe(200);
    expect(res.body.is_premium).toBe(true);
    expect(await tierChanges(t, owner.workspaceId)).toEqual([
      { from_tier: 'free', to_tier: 'premium', via: 'dev', actor_user_id: owner.userId },
    ]);
    const memberMe = await call(t, 'GET', '/me', { as: member.email });
    expect(memberMe.body.workspace.is_premium).toBe(true);
  });

  it('upgrades only the caller’s workspace', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await call(t, 'POST', '/billing/simulate-payment', { as: owner.email });
    expect((await call(t, 'GET', '/billing', { as: other.email })).body.is_premium).toBe(false);
  });
});

describe('Billing with payments enabled', () => {
  let t: TestApp;
  let unlocked: TestApp;
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PRICE_ID: 'price_x',
    // Nothing listens here: no test in this block reaches the provider.
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  };

  beforeAll(async () => {
    t = await startApp(stripeEnv);
    unlocked = await startApp({ ...stripeEnv, ALLOW_DEV_UPGRADE: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await unlocked.close();
  });

  it('reports payments enabled', async () => {
    const owner = await signUp(t);
    expect((await call(t, 'GET', '/billing', { as: owner.email })).body.payments).toBe('enabled');
    expect((await call(t, 'GET', '/health')).body.payments).toBe('enabled');
  });

  it('refuses a simulated payment with 409', async () => {
    const owner = await signUp(t);
    const res = await call(t, 'POST', '/billing/simulate-payment', { as: owner.email });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      'Payments are enabled on this server; upgrade through POST /billing/checkout',
    );
    expect((await call(t, 'GET', '/billing', { as: owner.email })).body.is_premium).toBe(false);
  });

  it('refuses dev-upgrade with 403 unless ALLOW_DEV_UPGRADE=true', async () => {
    const owner = await signUp(t);
    const res = await call(t, 'POST', '/billing/dev-upgrade', { as: owner.email });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(
      'Dev upgrade is disabled while payments are enabled (set ALLOW_DEV_UPGRADE=true to allow it)',
    );
    expect(await tierChanges(t, owner.workspaceId)).toEqual([]);

    const other = await signUp(unlocked);
    const allowed = await call(unlocked, 'POST', '/billing/dev-upgrade', { as: other.email });
    expect(allowed.status).toBe(200);
    expect(allowed.body.is_premium).toBe(true);
  });

  it('checks the role before the payments setting', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner.workspaceId);
    const res = await call(t, 'POST', '/billing/dev-upgrade', { as: member.email });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Managers only');
  });
});
