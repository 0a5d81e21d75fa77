import { describe, expect, it } from '@jest/globals';
import {
  checkoutIdempotencyKey,
  checkoutParamsDigest,
  checkoutSessionParams,
  type CheckoutInput,
} from './checkout.js';

const input: CheckoutInput = {
  workspaceId: '0b6f7c1e-9d4a-4c7e-8f53-2a1d6e9b7c10',
  userId: '5a2e8f3c-1b7d-4e9a-9c61-7d3f0a8b2e45',
  email: 'ada@example.com',
  customerId: null,
  priceId: 'price_123',
  appUrl: 'https://app.example.com/',
};

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

describe('checkoutParamsDigest', () => {
  it('differs when the session would, not per caller', () => {
    const base = checkoutParamsDigest(input);
    expect(checkoutParamsDigest({ ...input })).toBe(base);
    expect(checkoutParamsDigest({ ...input, priceId: 'price_456' })).not.toBe(base);
    expect(checkoutParamsDigest({ ...input, customerId: 'cus_1' })).not.toBe(base);
    // The caller is a column of the window's key of its own.
    expect(checkoutParamsDigest({ ...input, userId: 'other' })).toBe(base);
  });
});

describe('checkoutIdempotencyKey', () => {
  const window = { windowStartedAt: new Date('2026-01-15T09:30:00.123Z') };

  it('is the same for clicks of one window and differs in the next', () => {
    const first = checkoutIdempotencyKey(input, window);
    expect(
      checkoutIdempotencyKey(input, { windowStartedAt: new Date(window.windowStartedAt) }),
    ).toBe(first);
    expect(
      checkoutIdempotencyKey(input, { windowStartedAt: new Date('2026-01-15T09:40:00.123Z') }),
    ).not.toBe(first);
  });

  it('differs per user, per price and per client key', () => {
    const base = checkoutIdempotencyKey(input, window);
    expect(checkoutIdempotencyKey({ ...input, userId: 'other' }, window)).not.toBe(base);
    expect(checkoutIdempotencyKey({ ...input, priceId: 'price_456' }, window)).not.toBe(base);
    const client = checkoutIdempotencyKey(input, { clientKey: 'abc' });
    expect(client).not.toBe(base);
    expect(checkoutIdempotencyKey(input, { clientKey: 'abd' })).not.toBe(client);
  });

  it('fits Stripe’s 255-character limit and names the workspace', () => {
    const key = checkoutIdempotencyKey(input, { clientKey: 'x'.repeat(255) });
    expect(key.length).toBeLessThanOrEqual(255);
    expect(key.startsWith(`checkout-${input.workspaceId}-`)).toBe(true);
  });
});
