import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { addMember, type Member, signUp } from './support/factories.js';
import { FakeStripe } from './support/fake-stripe.js';
import { call, startApp, type TestApp } from './support/test-app.js';

describe('POST /billing/checkout', () => {
  const stripe = new FakeStripe();
  let t: TestApp;

  beforeAll(async () => {
    const base = await stripe.start();
    t = await startApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PRICE_ID: 'price_x',
      STRIPE_API_BASE: base,
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      APP_URL: 'https://crm.example.com/',
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });
  beforeEach(() => stripe.reset());

  const click = (member: Member) => call(t, 'POST', '/billing/checkout', { as: member.email });

  /** The user's checkout windows: how long ago each started, in whole minutes. */
  const windows = async (member: Member) =>
    (
      await t.db.query<{ age: number }[]>(
        `SELECT floor(extract(epoch FROM now() - started_at) / 60)::int AS age
           FROM checkout_windows WHERE user_id = $1`,
        [member.userId],
      )
    ).map((w) => w.age);

  /** Moves the start of the user's checkout window `age` back, as the database counts time. */
  const startedAgo = (member: Member, age: string) =>
    t.db.query(`UPDATE checkout_windows SET started_at = now() - $2::interval WHERE user_id = $1`, [
      member.userId,
      age,
    ]);

  it('creates a subscription Checkout Session for the caller’s workspace', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner.workspaceId);

    const res = await call(t, 'POST', '/billing/checkout', { as: member.email });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
      session_id: expect.stringMatching(/^cs_test_/),
    });
    expect(stripe.requests).toHaveLength(1);
    const [sent] = stripe.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_x');
    expect(Object.fromEntries(sent.form)).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_x',
      'line_items[0][quantity]': '1',
      client_reference_id: owner.workspaceId,
      'metadata[company_id]': owner.workspaceId,
      'subscription_data[metadata][company_id]': owner.workspaceId,
      customer_email: member.email,
      success_url:
        'https://crm.example.com/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://crm.example.com/billing?checkout=cancelled',
    });
    expect(sent.headers['idempotency-key']).toMatch(new RegExp(`^checkout-${owner.workspaceId}-`));
  });

  it('answers clicks at the same moment with one session', async () => {
    const owner = await signUp(t);
    const clicks = await Promise.all([click(owner), click(owner), click(owner), click(owner)]);
    expect(clicks.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(clicks.map((r) => r.body.session_id)).size).toBe(1);
    const keys = stripe.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(await windows(owner)).toEqual([0]);
  });

  it('answers two clicks two seconds apart with the same session across a ten-minute mark of the clock', async () => {
    const owner = await signUp(t);
    const tenMinutes = 10 * 60_000;
    const mark = (Math.floor(Date.now() / tenMinutes) + 1) * tenMinutes;
    // Only the clock moves; the timers the app and the database driver run on stay real.
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
      now: mark - 1_000,
    });
    try {
      const first = await click(owner);
      jest.setSystemTime(mark + 1_000);
      const second = await click(owner);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.session_id).toBe(first.body.session_id);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the session for ten minutes counted from the first click, not the last', async () => {
    const owner = await signUp(t);
    await click(owner);
    // A window nine minutes and 58 seconds old (another start: its clicks are compared together).
    await startedAgo(owner, '9 minutes 58 seconds');
    const late = await click(owner);
    const later = await click(owner);
    expect(later.body.session_id).toBe(late.body.session_id);
    // The clicks within the window did not extend it.
    expect(await windows(owner)).toEqual([9]);
  });

  it('opens a new session once ten minutes have passed since the first click', async () => {
    const owner = await signUp(t);
    const first = await click(owner);
    await startedAgo(owner, '10 minutes 1 second');
    const next = await click(owner);
    expect(next.status).toBe(200);
    expect(next.body.session_id).not.toBe(first.body.session_id);
    // The next window starts with that click, and its repeats answer its session.
    expect(await windows(owner)).toEqual([0]);
    expect((await click(owner)).body.session_id).toBe(next.body.session_id);
  });

  it('gives another member of the workspace their own session', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner.workspaceId);
    const [mine, theirs] = await Promise.all([click(owner), click(member)]);
    expect(theirs.body.session_id).not.toBe(mine.body.session_id);
    expect([await windows(owner), await windows(member)]).toEqual([[0], [0]]);
  });

  it('honours a client Idempotency-Key', async () => {
    const owner = await signUp(t);
    const plain = await call(t, 'POST', '/billing/checkout', { as: owner.email });
    const keyed = await call(t, 'POST', '/billing/checkout', {
      as: owner.email,
      headers: { 'idempotency-key': 'order-1' },
    });
    const again = await call(t, 'POST', '/billing/checkout', {
      as: owner.email,
      headers: { 'idempotency-key': 'order-1' },
    });
    expect(keyed.body.session_id).not.toBe(plain.body.session_id);
    // The repeat is answered from the stored outcome, without asking Stripe again.
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(keyed.text);
    const keys = stripe.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('documents Idempotency-Key once, optional, as it answers without one', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const declared = (doc.paths['/billing/checkout'].post.parameters ?? []) as {
      $ref?: string;
      name?: string;
    }[];
    const keys = declared.filter((p) => /idempotency-key/i.test(p.$ref ?? p.name ?? ''));
    expect(keys).toEqual([{ $ref: '#/components/parameters/Idempotency-Key' }]);
    expect(doc.components.parameters['Idempotency-Key'].required).toBe(false);
    const owner = await signUp(t);
    expect((await call(t, 'POST', '/billing/checkout', { as: owner.email })).status).toBe(200);
  });

  it('refuses an unusable Idempotency-Key with 400, as every write does', async () => {
    const owner = await signUp(t);
    const res = await call(t, 'POST', '/billing/checkout', {
      as: owner.email,
      headers: { 'idempotency-key': 'x'.repeat(256) },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Idempotency-Key must be 1 to 255 printable ASCII characters');
    expect(stripe.requests).toHaveLength(0);
  });

  it('keys Stripe’s request by a client key of any accepted length', async () => {
    const owner = await signUp(t);
    const res = await call(t, 'POST', '/billing/checkout', {
      as: owner.email,
      headers: { 'idempotency-key': `order ${'x'.repeat(249)}` },
    });
    expect(res.status).toBe(200);
    expect(stripe.requests[0].headers['idempotency-key']).toMatch(
      new RegExp(`^checkout-${owner.workspaceId}-[0-9a-f]{32}$`),
    );
  });

  it('refuses a workspace that already is premium with 409', async () => {
    const owner = await signUp(t, { premium: true });
    const res = await call(t, 'POST', '/billing/checkout', { as: owner.email });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('This workspace is already premium');
    expect(stripe.requests).toHaveLength(0);
  });

  it('reuses the workspace’s payment customer instead of the e-mail', async () => {
    const owner = await signUp(t);
    await t.db.query(`UPDATE workspaces SET payment_customer_id = 'cus_known' WHERE id = $1`, [
      owner.workspaceId,
    ]);
    expect((await call(t, 'POST', '/billing/checkout', { as: owner.email })).status).toBe(200);
    expect(stripe.requests[0].form.get('customer')).toBe('cus_known');
    expect(stripe.requests[0].form.has('customer_email')).toBe(false);
  });

  it('answers 502 with a detail when Stripe fails', async () => {
    const owner = await signUp(t);
    stripe.mode = 'error';
    const res = await call(t, 'POST', '/billing/checkout', { as: owner.email });
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.body).toMatchObject({
      status: 502,
      code: 'upstream_unavailable',
      detail: 'The payment provider failed to create the checkout session; please try again',
    });
    expect(res.text).not.toMatch(/at .*\.js|stack/i);
    expect(stripe.requests.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 503 with a detail and Retry-After when Stripe drops the connection, and stores no answer for the key', async () => {
    const owner = await signUp(t);
    stripe.mode = 'close';
    const headers = { 'idempotency-key': 'through-the-outage' };
    const res = await call(t, 'POST', '/billing/checkout', { as: owner.email, headers });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toMatchObject({
      status: 503,
      detail: 'The payment provider could not be reached; please try again in a moment',
    });
    // The retry the header asks for, with the same key, reaches the provider again.
    stripe.mode = 'ok';
    const retried = await call(t, 'POST', '/billing/checkout', { as: owner.email, headers });
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.body.url).toEqual(expect.any(String));
  });

  it('answers 502 without Stripe’s wording when Stripe refuses the configured price', async () => {
    const owner = await signUp(t);
    stripe.mode = 'no-such-price';
    const res = await call(t, 'POST', '/billing/checkout', { as: owner.email });
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe(
      'The payment provider refused the checkout request; the billing configuration needs attention',
    );
    expect(stripe.requests).toHaveLength(1);
  });

  it('answers 409 while Stripe is still answering the same click', async () => {
    const owner = await signUp(t);
    stripe.mode = 'in-flight';
    const res = await call(t, 'POST', '/billing/checkout', { as: owner.email });
    expect(res.status).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body.detail).toBe(
      'A checkout for this request is already being opened; please try again in a moment',
    );
  });

  it('does not store that 409 under a client key: the retry reaches Stripe', async () => {
    const owner = await signUp(t);
    const send = () =>
      call(t, 'POST', '/billing/checkout', {
        as: owner.email,
        headers: { 'idempotency-key': 'busy-click' },
      });
    stripe.mode = 'in-flight';
    expect((await send()).status).toBe(409);
    stripe.mode = 'ok';
    const retried = await send();
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does not upgrade anything by itself', async () => {
    const owner = await signUp(t);
    await call(t, 'POST', '/billing/checkout', { as: owner.email });
    expect((await call(t, 'GET', '/billing', { as: owner.email })).body).toEqual({
      is_premium: false,
      subscription_status: null,
      payments: 'enabled',
    });
  });
});
