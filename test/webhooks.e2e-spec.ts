import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { addMember, setPremium, signUp, type Member } from './support/factories.js';
import {
  checkoutCompletedEvent,
  otherEvent,
  sign,
  WEBHOOK_SECRET,
} from './support/stripe-events.js';
import { call, type TestApp, useTestApp } from './support/test-app.js';

async function deliver(t: TestApp, payload: string, signature?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/webhooks/payments',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== undefined ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<Record<string, unknown>>(),
  };
}

async function workspaceRow(t: TestApp, id: string) {
  const [row] = await t.db.query<
    {
      is_premium: boolean;
      subscription_status: string | null;
      payment_customer_id: string | null;
    }[]
  >(`SELECT is_premium, subscription_status, payment_customer_id FROM workspaces WHERE id = $1`, [
    id,
  ]);
  return row;
}

async function countRows(
  t: TestApp,
  table: 'payment_events' | 'tier_changes',
  workspaceId: string,
) {
  const [row] = await t.db.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM ${table} WHERE workspace_id = $1`,
    [workspaceId],
  );
  return row.n;
}

const FREE_UNCHANGED = { is_premium: false, subscription_status: null, payment_customer_id: null };

describe('POST /webhooks/payments', () => {
  const t = useTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });

  it('upgrades the workspace named by metadata.company_id, once, with an audit row', async () => {
    const owner = await signUp(t);
    const event = checkoutCompletedEvent(owner.workspaceId);
    const session = (event.data as { object: { customer: string } }).object;
    const payload = JSON.stringify(event);

    const res = await deliver(t, payload, sign(payload));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    expect(await workspaceRow(t, owner.workspaceId)).toEqual({
      is_premium: true,
      subscription_status: 'active',
      payment_customer_id: session.customer,
    });
    const events = await t.db.query(
      `SELECT event_id, type, workspace_id FROM payment_events WHERE workspace_id = $1`,
      [owner.workspaceId],
    );
    expect(events).toEqual([
      { event_id: event.id, type: 'checkout.session.completed', workspace_id: owner.workspaceId },
    ]);
    const audit = await t.db.query(
      `SELECT from_tier, to_tier, via, actor_user_id, event_id FROM tier_changes WHERE workspace_id = $1`,
      [owner.workspaceId],
    );
    expect(audit).toEqual([
      {
        from_tier: 'free',
        to_tier: 'premium',
        via: 'webhook',
        actor_user_id: null,
        event_id: event.id,
      },
    ]);
  });

  it('lets every member see premium on their very next request', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner.workspaceId);
    const before = await call(t, 'POST', '/contacts', {
      as: member.email,
      body: { first_name: 'Ann' },
    });
    expect(before.status).toBe(402);

    const payload = JSON.stringify(checkoutCompletedEvent(owner.workspaceId));
    expect((await deliver(t, payload, sign(payload))).status).toBe(200);

    const me = await call(t, 'GET', '/me', { as: member.email });
    expect(me.body.workspace.is_premium).toBe(true);
    expect(me.body.demo).toBe(false);
    const after = await call(t, 'POST', '/contacts', {
      as: member.email,
      body: { first_name: 'Ann' },
    });
    expect(after.status).toBe(200);
  });

  it('marks a checkout whose payment is still pending as incomplete, yet premium', async () => {
    const owner = await signUp(t);
    const payload = JSON.stringify(
      checkoutCompletedEvent(owner.workspaceId, { payment_status: 'unpaid' }),
    );
    expect((await deliver(t, payload, sign(payload))).status).toBe(200);
    expect(await workspaceRow(t, owner.workspaceId)).toMatchObject({
      is_premium: true,
      subscription_status: 'incomplete',
    });
  });

  it('updates the subscription of a workspace that already is premium without an audit row', async () => {
    const owner = await signUp(t, { premium: true });
    const event = checkoutCompletedEvent(owner.workspaceId, { customer: 'cus_existing' });
    const payload = JSON.stringify(event);
    const res = await deliver(t, payload, sign(payload));
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    expect(await workspaceRow(t, owner.workspaceId)).toEqual({
      is_premium: true,
      subscription_status: 'active',
      payment_customer_id: 'cus_existing',
    });
    expect(await countRows(t, 'tier_changes', owner.workspaceId)).toBe(0);
    expect(await countRows(t, 'payment_events', owner.workspaceId)).toBe(1);
  });

  it('leaves newer state alone when an older event is delivered late, answering 200 stale', async () => {
    const owner = await signUp(t);
    const now = Math.floor(Date.now() / 1000);
    const newer = JSON.stringify({
      ...checkoutCompletedEvent(owner.workspaceId, { customer: 'cus_newer' }),
      created: now,
    });
    const older = JSON.stringify({
      ...checkoutCompletedEvent(owner.workspaceId, {
        customer: 'cus_older',
        payment_status: 'unpaid',
      }),
      created: now - 600,
    });

    expect((await deliver(t, newer, sign(newer))).body).toEqual({
      received: true,
      outcome: 'applied',
    });
    const late = await deliver(t, older, sign(older));
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ received: true, outcome: 'stale' });
    expect(await workspaceRow(t, owner.workspaceId)).toEqual({
      is_premium: true,
      subscription_status: 'active',
      payment_customer_id: 'cus_newer',
    });
    const [held] = await t.db.query(
      `SELECT extract(epoch FROM payment_event_created_at)::int AS at FROM workspaces WHERE id = $1`,
      [owner.workspaceId],
    );
    expect(held.at).toBe(now);
    // Claimed all the same: a redelivery of the stale event is a duplicate.
    expect(await countRows(t, 'payment_events', owner.workspaceId)).toBe(2);
    expect((await deliver(t, older, sign(older))).body.outcome).toBe('duplicate');

    // A newer event still applies.
    const newest = JSON.stringify({
      ...checkoutCompletedEvent(owner.workspaceId, { customer: 'cus_newest' }),
      created: now + 1,
    });
    expect((await deliver(t, newest, sign(newest))).body.outcome).toBe('applied');
    expect((await workspaceRow(t, owner.workspaceId)).payment_customer_id).toBe('cus_newest');
  });

  describe('refuses what Stripe did not sign', () => {
    let owner: Member;
    let payload: string;

    beforeAll(async () => {
      owner = await signUp(t);
      payload = JSON.stringify(checkoutCompletedEvent(owner.workspaceId));
    });

    it('a tampered body', async () => {
      const signature = sign(payload);
      const tampered = payload.replace('"payment_status":"paid"', '"payment_status":"unpaid"');
      expect(tampered).not.toBe(payload);
      const res = await deliver(t, tampered, signature);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Stripe-Signature does not match the request body');
    });

    it('a signature made with another secret', async () => {
      const res = await deliver(t, payload, sign(payload, { secret: 'whsec_other' }));
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Stripe-Signature does not match the request body');
    });

    it('a signature older than the 300 s tolerance', async () => {
      const timestamp = Math.floor(Date.now() / 1000) - 301 - 60;
      const res = await deliver(t, payload, sign(payload, { timestamp }));
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(
        'Stripe-Signature timestamp is too old (outside the 300 s tolerance)',
      );
    });

    it('a missing header', async () => {
      const res = await deliver(t, payload);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Missing Stripe-Signature header');
    });

    it('a header that is not a Stripe signature', async () => {
      const res = await deliver(t, payload, 'sha256=abcdef');
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Stripe-Signature does not match the request body');
    });

    it('and none of them changed anything', async () => {
      expect(await workspaceRow(t, owner.workspaceId)).toEqual(FREE_UNCHANGED);
      expect(await countRows(t, 'payment_events', owner.workspaceId)).toBe(0);
      expect(await countRows(t, 'tier_changes', owner.workspaceId)).toBe(0);
    });
  });

  it.each(['customer.subscription.updated', 'invoice.paid', 'checkout.session.expired'])(
    'acknowledges %s and changes nothing',
    async (type) => {
      const owner = await signUp(t);
      const payload = JSON.stringify(otherEvent(type, owner.workspaceId));
      const res = await deliver(t, payload, sign(payload));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, outcome: 'ignored' });
      expect(await workspaceRow(t, owner.workspaceId)).toEqual(FREE_UNCHANGED);
      expect(await countRows(t, 'payment_events', owner.workspaceId)).toBe(0);
    },
  );

  it('applies a checkout without created, unordered, as the README example sends it', async () => {
    const owner = await signUp(t);
    const payload = JSON.stringify({
      id: `evt_${Date.now()}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          customer: 'cus_1',
          payment_status: 'paid',
          metadata: { company_id: owner.workspaceId },
        },
      },
    });
    const res = await deliver(t, payload, sign(payload));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    expect(await workspaceRow(t, owner.workspaceId)).toMatchObject({
      is_premium: true,
      subscription_status: 'active',
    });
    expect(await countRows(t, 'payment_events', owner.workspaceId)).toBe(1);
    // It does not stand for a time: a later event with `created` is ordered as before.
    const [row] = await t.db.query<{ at: Date | null }[]>(
      `SELECT payment_event_created_at AS at FROM workspaces WHERE id = $1`,
      [owner.workspaceId],
    );
    expect(row.at).toBeNull();
    const again = await deliver(t, payload, sign(payload));
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
  });

  it.each([
    ['\\'],
    ['2026-01-01T00:00:00Z'],
    [1.5],
    [-1],
    [null],
    [8_640_000_000_001],
    [Number.MAX_SAFE_INTEGER],
  ])(
    'acknowledges a checkout whose created is %p (not Unix seconds) and changes nothing',
    async (created) => {
      const owner = await signUp(t);
      const event = { ...checkoutCompletedEvent(owner.workspaceId), created };
      const payload = JSON.stringify(event);
      const res = await deliver(t, payload, sign(payload));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, outcome: 'ignored' });
      expect(await workspaceRow(t, owner.workspaceId)).toEqual(FREE_UNCHANGED);
      expect(await countRows(t, 'payment_events', owner.workspaceId)).toBe(0);
    },
  );

  it('applies a checkout created at the latest second a date holds', async () => {
    const owner = await signUp(t);
    const event = { ...checkoutCompletedEvent(owner.workspaceId), created: 8_640_000_000_000 };
    const payload = JSON.stringify(event);
    const res = await deliver(t, payload, sign(payload));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    expect((await workspaceRow(t, owner.workspaceId)).is_premium).toBe(true);
  });

  it.each([
    ['an unknown company id', () => randomUUID()],
    ['a company id that is not a UUID', () => 'not-a-uuid'],
    ['no company id', () => null],
  ])('acknowledges a checkout with %s and changes nothing', async (_case, companyId) => {
    const bystander = await signUp(t);
    const event = checkoutCompletedEvent(companyId(), {
      client_reference_id: bystander.workspaceId,
    });
    const payload = JSON.stringify(event);
    const res = await deliver(t, payload, sign(payload));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'unknown_company' });
    const recorded = await t.db.query(`SELECT 1 FROM payment_events WHERE event_id = $1`, [
      event.id,
    ]);
    expect(recorded).toHaveLength(0);
    expect(await workspaceRow(t, bystander.workspaceId)).toEqual(FREE_UNCHANGED);
  });

  it('acts once on a redelivery, even after the tier changed in between', async () => {
    const owner = await signUp(t);
    const payload = JSON.stringify(checkoutCompletedEvent(owner.workspaceId));
    expect((await deliver(t, payload, sign(payload))).body.outcome).toBe('applied');
    await setPremium(t, owner.workspaceId, false);

    const again = await deliver(t, payload, sign(payload));

    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await workspaceRow(t, owner.workspaceId)).is_premium).toBe(false);
    expect(await countRows(t, 'tier_changes', owner.workspaceId)).toBe(1);
  });

  it('acts once when ten deliveries of one event arrive at the same time', async () => {
    const owner = await signUp(t);
    const payload = JSON.stringify(checkoutCompletedEvent(owner.workspaceId));
    const signature = sign(payload);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => deliver(t, payload, signature)),
    );

    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = results.map((r) => r.body.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await countRows(t, 'payment_events', owner.workspaceId)).toBe(1);
    expect(await countRows(t, 'tier_changes', owner.workspaceId)).toBe(1);
    expect((await workspaceRow(t, owner.workspaceId)).is_premium).toBe(true);
  });

  it('handles different events for one workspace arriving at the same time', async () => {
    const owner = await signUp(t);
    // Created in the same second, as they would be: none is older than another.
    const created = Math.floor(Date.now() / 1000);
    const payloads = Array.from({ length: 6 }, () =>
      JSON.stringify({ ...checkoutCompletedEvent(owner.workspaceId), created }),
    );

    const results = await Promise.all(payloads.map((p) => deliver(t, p, sign(p))));

    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(results.map((r) => r.body.outcome)).toEqual(Array(6).fill('applied'));
    expect(await countRows(t, 'payment_events', owner.workspaceId)).toBe(6);
    expect(await countRows(t, 'tier_changes', owner.workspaceId)).toBe(1);
  });

  it('needs no Authorization header and ignores one', async () => {
    const owner = await signUp(t);
    const payload = JSON.stringify(checkoutCompletedEvent(owner.workspaceId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sign(payload),
        authorization: 'Bearer nonsense',
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /webhooks/payments without STRIPE_WEBHOOK_SECRET', () => {
  const t = useTestApp();

  it('answers 503 and acts on nothing, even on a well-signed event', async () => {
    const owner = await signUp(t);
    const payload = JSON.stringify(checkoutCompletedEvent(owner.workspaceId));
    const res = await deliver(t, payload, sign(payload));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.body.detail).toBe(
      'The payment webhook is not configured: STRIPE_WEBHOOK_SECRET is not set',
    );
    expect(await workspaceRow(t, owner.workspaceId)).toEqual(FREE_UNCHANGED);
    expect(await countRows(t, 'payment_events', owner.workspaceId)).toBe(0);
  });
});
