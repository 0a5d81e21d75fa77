import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TestApp } from './test-app.js';

export const WEBHOOK_SECRET = 'whsec_test';

function stripeLikeId(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
}

/** A realistic `checkout.session.completed` event for the workspace `companyId`. */
export function checkoutCompletedEvent(
  companyId: string | null,
  session: Record<string, unknown> = {},
): Record<string, unknown> & { id: string } {
  const sessionId = stripeLikeId('cs_test');
  return {
    id: stripeLikeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer: stripeLikeId('cus'),
        subscription: stripeLikeId('sub'),
        client_reference_id: companyId,
        customer_details: { email: 'payer@example.com' },
        metadata: companyId === null ? {} : { company_id: companyId },
        url: null,
        ...session,
      },
    },
  };
}

/** Another kind of event, carrying the same metadata. */
export function otherEvent(type: string, companyId: string): Record<string, unknown> {
  return {
    id: stripeLikeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: stripeLikeId('sub'),
        object: 'subscription',
        status: 'active',
        customer: stripeLikeId('cus'),
        metadata: { company_id: companyId },
      },
    },
  };
}

/** The Stripe-Signature header Stripe would send for `payload`, computed by the SDK. */
export function sign(
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
}

/** Delivers `event` to the payment webhook as Stripe would, signed by the SDK; answers the reply. */
export function deliverPaymentEvent(t: TestApp, event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/payments',
    headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
    payload,
  });
}
