import { describe, expect, it } from '@jest/globals';
import { stripeId, subscriptionStatusOf } from './billing.rules.js';

describe('subscriptionStatusOf', () => {
  it('is active once paid or when nothing was due', () => {
    expect(subscriptionStatusOf({ payment_status: 'paid' })).toBe('active');
    expect(subscriptionStatusOf({ payment_status: 'no_payment_required' })).toBe('active');
  });

  it('is incomplete while the payment is pending or unknown', () => {
    expect(subscriptionStatusOf({ payment_status: 'unpaid' })).toBe('incomplete');
    expect(subscriptionStatusOf({ payment_status: null })).toBe('incomplete');
    expect(subscriptionStatusOf({})).toBe('incomplete');
  });
});

describe('stripeId', () => {
  it('reads bare and expanded references', () => {
    expect(stripeId('cus_1')).toBe('cus_1');
    expect(stripeId({ id: 'cus_2', object: 'customer' })).toBe('cus_2');
    expect(stripeId(null)).toBeNull();
    expect(stripeId('')).toBeNull();
    expect(stripeId({ object: 'customer' })).toBeNull();
  });
});
