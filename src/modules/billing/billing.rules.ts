/** The one Stripe event the service acts on: a completed checkout upgrades its workspace. */
export const CHECKOUT_COMPLETED = 'checkout.session.completed';

/**
 * Clicks of one user within this long of their first click reuse one Checkout Session: a double
 * click, or a second tab, sends the same idempotency key and Stripe answers with the session it
 * created. The window counts from the first click, by the database's clock, so every instance
 * agrees on it; the first click after it starts the next (openCheckoutWindow).
 */
export const CHECKOUT_WINDOW_SECONDS = 10 * 60;

/** The parts of a Checkout Session that decide the subscription status. */
export interface CompletedCheckout {
  payment_status?: string | null;
}

/**
 * The `subscription_status` a completed checkout gives its workspace: `active` once the first
 * payment is through (or none was due), `incomplete` while it is still pending (delayed methods
 * such as bank debits complete the session before the money arrives). The workspace is premium
 * either way, as the specification ties the upgrade to `checkout.session.completed` itself.
 */
export function subscriptionStatusOf(session: CompletedCheckout): 'active' | 'incomplete' {
  return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
    ? 'active'
    : 'incomplete';
}

/**
 * Stripe's ids (`evt_...`, `cus_...`) are short visible ASCII. Anything else in a signed payload
 * is not one, and must not reach a text column or its index (NUL, or a row too large).
 */
export function isStripeIdShape(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value);
}

/** A Stripe reference that may come expanded (`{ id, ... }`) or as a bare id. */
export function stripeId(ref: unknown): string | null {
  if (isStripeIdShape(ref)) return ref;
  if (ref !== null && typeof ref === 'object' && 'id' in ref && isStripeIdShape(ref.id)) {
    return ref.id;
  }
  return null;
}
