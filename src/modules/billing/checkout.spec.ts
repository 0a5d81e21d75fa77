import { describe, expect, it } from '@jest/globals';
import { CHECKOUT_IDEMPOTENCY_WINDOW_MS } from './billing.rules.js';
import { checkoutIdempotencyKey, checkoutSessionParams, type CheckoutInput } from './checkout.js';

const input: CheckoutInput = {
  workspaceId: '0b6f7c1e-9d4a-4c7e-8f53-2a1d6e9b7c10',
  userId: '5a2e8f3c-1b7d-4e9a-9c61-7d3f0a8b2e45',
  email: 'ada@example.com',
  customerId: null,
  priceId: 'price_123',
  appUrl: 'https://app.example.com/',
};
const at = (ms: number) => new Date(ms);

describe('checkoutSessionParams', () => {
  it('subscribes the workspace to the price with URLs under the app', () => {
    expect(checkoutSessionParams(input)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_123', quantity: 1 }],
      client_reference_id: input.workspaceId,
      metadata: { company_id: input.workspaceId },
      subscription_data: { metadata: { company_id: input.workspaceId } },
      customer_email: 'ada@example.com',
      success_url:
        'https://app.example.com/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example.com/billing?checkout=cancelled',
    });
  });

  it('reuses a known customer instead of the e-mail', () => {
    const params = checkoutSessionParams({ ...input, customerId: 'cus_1' });
    expect(params.customer).toBe('cus_1');
    expect(params).not.toHaveProperty('customer_email');
  });
});

describe('checkoutIdempotencyKey', () => {
  const start = 100 * CHECKOUT_IDEMPOTENCY_WINDOW_MS;

  it('is the same for clicks within one window and differs in the next', () => {
    const first = checkoutIdempotencyKey(input, undefined, at(start + 1_000));
    expect(checkoutIdempotencyKey(input, undefined, at(start + 2_000))).toBe(first);
    expect(
      checkoutIdempotencyKey(input, undefined, at(start + CHECKOUT_IDEMPOTENCY_WINDOW_MS)),
    ).not.toBe(first);
  });

  it('differs per user, per price and per client key', () => {
    const base = checkoutIdempotencyKey(input, undefined, at(start));
    expect(checkoutIdempotencyKey({ ...input, userId: 'other' }, undefined, at(start))).not.toBe(
      base,
    );
    expect(
      checkoutIdempotencyKey({ ...input, priceId: 'price_456' }, undefined, at(start)),
    ).not.toBe(base);
    const client = checkoutIdempotencyKey(input, 'abc', at(start));
    expect(client).not.toBe(base);
    expect(
      checkoutIdempotencyKey(input, 'abc', at(start + 5 * CHECKOUT_IDEMPOTENCY_WINDOW_MS)),
    ).toBe(client);
    expect(checkoutIdempotencyKey(input, 'abd', at(start))).not.toBe(client);
  });

  it('fits Stripe’s 255-character limit and names the workspace', () => {
    const key = checkoutIdempotencyKey(input, 'x'.repeat(255), at(start));
    expect(key.length).toBeLessThanOrEqual(255);
    expect(key.startsWith(`checkout-${input.workspaceId}-`)).toBe(true);
  });
});
