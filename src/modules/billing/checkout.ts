import { createHash } from 'node:crypto';
import type Stripe from 'stripe';

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
 * A digest of the session's parameters: a click asking for another session (a changed price,
 * e-mail or customer) has a checkout window of its own.
 */
export function checkoutParamsDigest(input: CheckoutInput): string {
  return createHash('sha256')
    .update(JSON.stringify(checkoutSessionParams(input)))
    .digest('hex');
}

/** What a checkout's idempotency key stands on: the client's key, or the caller's window. */
export type CheckoutKeyBasis = { clientKey: string } | { windowStartedAt: Date };

/**
 * The idempotency key of a checkout request. It covers the parameters, so a changed price or
 * e-mail never collides with an earlier request (Stripe refuses a reused key with other
 * parameters), and the caller, so two members never share a session. Without a client key it
 * stands on the start of the caller's checkout window, so the clicks within it reuse one session.
 */
export function checkoutIdempotencyKey(input: CheckoutInput, basis: CheckoutKeyBasis): string {
  const part =
    'clientKey' in basis
      ? ['client', basis.clientKey]
      : ['window', basis.windowStartedAt.toISOString()];
  const digest = createHash('sha256')
    .update(JSON.stringify([input.userId, part, checkoutSessionParams(input)]))
    .digest('hex');
  return `checkout-${input.workspaceId}-${digest.slice(0, 32)}`;
}
