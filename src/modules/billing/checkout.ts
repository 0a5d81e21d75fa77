import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { CHECKOUT_IDEMPOTENCY_WINDOW_MS } from './billing.rules.js';

export interface CheckoutInput {
  workspaceId: string;
  userId: string;
  email: string;
  /** The provider's customer of an earlier subscription, reused so Stripe keeps one customer. */
  customerId: string | null;
  priceId: string;
  appUrl: string;
}

/** The Checkout Session: a subscription to the configured price, tied to the workspace. */
export function checkoutSessionParams(input: CheckoutInput): Stripe.Checkout.SessionCreateParams {
  const appUrl = input.appUrl.replace(/\/+$/, '');
  return {
    mode: 'subscription',
    line_items: [{ price: input.priceId, quantity: 1 }],
    client_reference_id: input.workspaceId,
    metadata: { company_id: input.workspaceId },
    subscription_data: { metadata: { company_id: input.workspaceId } },
    ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
    // Stripe fills in {CHECKOUT_SESSION_ID}; the braces must stay unencoded.
    success_url: `${appUrl}/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${appUrl}/billing?checkout=cancelled`,
  };
}

/**
 * The idempotency key of a checkout request. It covers the parameters, so a changed price or
 * e-mail never collides with an earlier request (Stripe refuses a reused key with other
 * parameters), and the caller, so two members never share a session. Without a client key the
 * time window makes repeated clicks reuse one session.
 */
export function checkoutIdempotencyKey(
  input: CheckoutInput,
  clientKey: string | undefined,
  now: Date,
): string {
  const basis = clientKey
    ? ['client', clientKey]
    : ['window', String(Math.floor(now.getTime() / CHECKOUT_IDEMPOTENCY_WINDOW_MS))];
  const digest = createHash('sha256')
    .update(JSON.stringify([input.userId, basis, checkoutSessionParams(input)]))
    .digest('hex');
  return `checkout-${input.workspaceId}-${digest.slice(0, 32)}`;
}
