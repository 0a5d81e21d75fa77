import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMember, listAsOwner, signUp, type Member } from './support/factories.js';
import { startRedis, type PrivateRedis } from './support/redis-server.js';
import { checkoutCompletedEvent, sign, WEBHOOK_SECRET } from './support/stripe-events.js';
import { call, startApp, type TestApp, uniqueEmail } from './support/test-app.js';

const LIMIT = 40;

/**
 * Two instances of the service, as behind a load balancer: one database, one Redis (a private
 * server for this file), every request free to land on either.
 */
describe('two instances on one database and one Redis', () => {
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  const env = () => ({
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });

  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await Promise.all([startApp(env()), startApp(env())]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  async function workspaceState(workspaceId: string) {
    const [row] = await a.db.query<{ is_premium: boolean; changes: number; events: number }[]>(
      `SELECT is_premium,
              (SELECT count(*)::int FROM tier_changes WHERE workspace_id = w.id) AS changes,
              (SELECT count(*)::int FROM payment_events WHERE workspace_id = w.id) AS events
         FROM workspaces w WHERE id = $1`,
      [workspaceId],
    );
    return row;
  }

  /** Whether each instance lets the workspace write, on its very next request. */
  async function writesAllowed(member: Member): Promise<[number, number]> {
    const create = (t: TestApp) =>
      call(t, 'POST', '/contacts', { as: member.email, body: { first_name: 'Probe' } });
    return [(await create(a)).status, (await create(b)).status];
  }

  it("sees a custom field defined or archived on one instance at the other's next request", async () => {
    const admin = await signUp(a, { premium: true });
    // Each instance holds the workspace's definitions at the version it last read.
    const contact = await call(b, 'POST', '/contacts', {
      as: admin.email,
      body: { first_name: 'Cy' },
    });
    expect(contact.body.custom).toEqual({});
    const defined = await call(a, 'POST', '/custom-fields', {
      as: admin.email,
      body: { key: 'plan', label: 'Plan', type: 'text' },
    });
    expect(defined.status).toBe(201);
    const edit = await call(b, 'PATCH', `/contacts/${contact.body.id}`, {
      as: admin.email,
      body: { custom: { plan: 'pro' } },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.custom).toEqual({ plan: 'pro' });
    expect((await call(a, 'POST', '/custom-fields/plan/archive', { as: admin.email })).status).toBe(
      200,
    );
    const read = await call(b, 'GET', `/contacts/${contact.body.id}`, { as: admin.email });
    expect(read.body.custom).toEqual({});
    const list = await call(b, 'GET', '/custom-fields', { as: admin.email });
    expect(list.body.items[0].archived_at).toEqual(expect.any(String));
  });

  it('spends one rate-limit budget per caller across both, and a restart does not refill it', async () => {
    const authorization = `Bearer dev:${uniqueEmail('busy')}`;
    const answers = [];
    for (let i = 0; i < LIMIT; i++) {
      const t = i % 2 === 0 ? a : b;
      answers.push(await t.app.inject({ method: 'GET', url: '/me', headers: { authorization } }));
    }
    expect(answers.map((r) => r.statusCode)).toEqual(Array(LIMIT).fill(200));
    // One counter: the remaining budget falls by one per request, whichever instance answers.
    expect(answers.map((r) => Number(r.headers['ratelimit-remaining']))).toEqual(
      Array.from({ length: LIMIT }, (_, i) => LIMIT - 1 - i),
    );
    for (const t of [a, b]) {
      const limited = await t.app.inject({ method: 'GET', url: '/me', headers: { authorization } });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    }

    // Callers without a valid token are counted by address, across both as well.
    const anonymous = [];
    for (let i = 0; i <= LIMIT; i++) {
      const t = i % 2 === 0 ? a : b;
      const response = await t.app.inject({
        method: 'GET',
        url: '/me',
        remoteAddress: '198.51.100.20',
        headers: i % 3 === 0 ? { authorization: `Bearer junk-${i}` } : {},
      });
      anonymous.push(response.statusCode);
    }
    expect(anonymous).toEqual([...Array(LIMIT).fill(401), 429]);

    // A restarted instance finds the budget spent.
    await a.close();
    a = await startApp(env());
    const afterRestart = await a.app.inject({
      method: 'GET',
      url: '/me',
      headers: { authorization },
    });
    expect(afterRestart.statusCode).toBe(429);
  });

  it('acts once on a payment webhook delivered to both at once; both see the upgrade next', async () => {
    const owner = await signUp(a);
    expect(await writesAllowed(owner)).toEqual([402, 402]);
    const payload = JSON.stringify(checkoutCompletedEvent(owner.workspaceId));
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: '/webhooks/payments',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          payload,
        }),
      ),
    );
    expect(deliveries.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = deliveries.map((r) => r.json<{ outcome: string }>().outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await workspaceState(owner.workspaceId)).toEqual({
      is_premium: true,
      changes: 1,
      events: 1,
    });
    expect(await writesAllowed(owner)).toEqual([200, 200]);
  });

  it("sees a tier change made on one instance on the other's next request", async () => {
    const appOwner = await signUp(b, { role: 'super_admin', prefix: 'owner' });
    listAsOwner(a, appOwner.email);
    const customer = await signUp(a, { premium: true });
    const toggle = (t: TestApp) =>
      call(t, 'POST', `/admin/companies/${customer.workspaceId}/toggle-premium`, {
        as: appOwner.email,
      });

    expect((await toggle(a)).body).toMatchObject({ tier: 'free' });
    const onB = await call(b, 'POST', '/contacts', {
      as: customer.email,
      body: { first_name: 'Late' },
    });
    expect(onB.status).toBe(402);

    expect((await toggle(b)).body).toMatchObject({ tier: 'premium' });
    const onA = await call(a, 'POST', '/contacts', {
      as: customer.email,
      body: { first_name: 'Back' },
    });
    expect(onA.status).toBe(200);
    expect(await writesAllowed(customer)).toEqual([200, 200]);
  });

  it('splits concurrent creations on both instances evenly over a round robin', async () => {
    const admin = await signUp(a, { premium: true });
    const first = await addMember(a, admin.workspaceId);
    const second = await addMember(a, admin.workspaceId);
    const routing = await call(b, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: [first.userId, second.userId] },
    });
    expect(routing.status).toBe(200);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/contacts', {
          as: admin.email,
          body: { first_name: `Lead ${i}` },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const owners = await a.db.query<{ owner_id: string; n: number }[]>(
      `SELECT owner_id, count(*)::int AS n FROM contacts
        WHERE workspace_id = $1 AND NOT is_demo GROUP BY owner_id`,
      [admin.workspaceId],
    );
    expect(Object.fromEntries(owners.map((r) => [r.owner_id, r.n]))).toEqual({
      [first.userId]: 10,
      [second.userId]: 10,
    });
    const [rule] = await b.db.query<{ n: number }[]>(
      `SELECT next_index::int AS n FROM routing_rules WHERE workspace_id = $1 AND NOT is_demo`,
      [admin.workspaceId],
    );
    expect(rule.n).toBe(20);
  });
});
