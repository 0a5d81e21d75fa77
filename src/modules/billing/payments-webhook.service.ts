import type { RequestOrigin } from '../../core/auth/request-origin.js';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type Stripe from 'stripe';
import { AppConfig } from '../../config/app-config.js';
import type { RequestLogger } from '../../core/logging/logger.js';
import { Db } from '../../database/db.js';
import { WorkspaceTierService } from '../workspaces/workspace-tier.service.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import { WebhookNotConfiguredProblem, WebhookSignatureProblem } from './billing.problems.js';
import { claimPaymentEvent, recordAppliedPaymentEvent } from './billing.queries.js';
import {
  CHECKOUT_COMPLETED,
  isStripeIdShape,
  stripeId,
  subscriptionStatusOf,
} from './billing.rules.js';
import type { WebhookAckResponse } from './dto/billing.response.js';
import { loadStripe } from './stripe-sdk.js';

/**
 * Stripe's events, verified against the raw body. Only `checkout.session.completed` acts; every
 * other verified event is acknowledged so Stripe stops retrying it.
 */
@Injectable()
export class PaymentsWebhookService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly workspaces: WorkspacesService,
    private readonly tiers: WorkspaceTierService,
  ) {}

  async receive(
    rawBody: Buffer | undefined,
    signature: string | string[] | undefined,
    requestLog: RequestLogger,
    origin: RequestOrigin,
  ): Promise<WebhookAckResponse> {
    const log = requestLog.child({ context: 'PaymentsWebhook' });
    const event = await this.verify(rawBody, signature, log);
    if (event.type !== CHECKOUT_COMPLETED) {
      log.info(`event ${event.id} (${event.type}) acknowledged, not acted on`);
      return { received: true, outcome: 'ignored' };
    }
    // Signed does not mean well formed: a session that is not an object is not one to act on.
    const session = event.data.object as unknown;
    if (session === null || typeof session !== 'object' || Array.isArray(session)) {
      log.warn(`event ${event.id}: data.object is not a checkout session; nothing changed`);
      return { received: true, outcome: 'ignored' };
    }
    // `created` orders deliveries (the staleness check hands it to the database). The contract
    // sets no condition on it, so an event without one applies unordered; one that is there but
    // not Unix seconds is malformed.
    const created: unknown = event.created;
    if (created !== undefined && !isUnixSeconds(created)) {
      log.warn(`event ${event.id}: created is not Unix seconds; nothing changed`);
      return { received: true, outcome: 'ignored' };
    }
    const checkout = session as Stripe.Checkout.Session;
    const metadata: unknown = checkout.metadata;
    const companyId =
      metadata !== null && typeof metadata === 'object'
        ? (metadata as Record<string, unknown>).company_id
        : undefined;
    const outcome =
      typeof companyId === 'string' && isUUID(companyId)
        ? await this.applyCheckout(event, checkout, companyId, log, origin)
        : 'unknown_company';
    if (outcome === 'unknown_company') {
      log.warn(
        `event ${event.id}: no workspace matches metadata.company_id ${JSON.stringify(companyId ?? null)}; nothing changed`,
      );
    }
    return { received: true, outcome };
  }

  /**
   * Claims the event id and upgrades the workspace in one transaction, under the workspace's row
   * lock: of any number of deliveries of one event, concurrent or not, exactly one claims it and
   * acts; the others find the claim taken and change nothing. An event older than the newest one
   * applied to the workspace is claimed but changes nothing (stale); one without `created` is
   * not ordered, and applies.
   */
  private applyCheckout(
    event: Stripe.Event,
    session: Stripe.Checkout.Session,
    workspaceId: string,
    log: RequestLogger,
    origin: RequestOrigin,
  ): Promise<WebhookAckResponse['outcome']> {
    return this.db.transaction(async (tx) => {
      if (!(await this.workspaces.lockForChange(tx, workspaceId))) return 'unknown_company';
      if ((await tx.exec(claimPaymentEvent(event, workspaceId))) === 0) {
        log.info(`event ${event.id} was handled before; nothing changed`);
        return 'duplicate';
      }
      const created = event.created as number | undefined;
      if (
        created !== undefined &&
        (await tx.exec(recordAppliedPaymentEvent(workspaceId, created))) === 0
      ) {
        log.info(
          `event ${event.id}: workspace ${workspaceId} already holds a newer payment event; nothing changed`,
        );
        return 'stale';
      }
      const result = await this.tiers.change(
        {
          workspaceId,
          to: 'premium',
          via: 'webhook',
          eventId: event.id,
          origin,
          subscription: {
            status: subscriptionStatusOf(session),
            customerId: stripeId(session.customer),
          },
        },
        tx,
      );
      log.info(
        `event ${event.id}: workspace ${workspaceId} ${result?.changed ? 'upgraded to premium' : 'already premium; subscription updated'}`,
      );
      return 'applied';
    });
  }

  /** The event, if the Stripe-Signature header signs this exact body with our secret recently. */
  private async verify(
    rawBody: Buffer | undefined,
    signature: string | string[] | undefined,
    log: RequestLogger,
  ): Promise<Stripe.Event> {
    const secret = this.config.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new WebhookNotConfiguredProblem();
    if (typeof signature !== 'string' || signature.trim() === '') {
      throw new WebhookSignatureProblem('Missing Stripe-Signature header');
    }
    if (!rawBody || rawBody.length === 0) {
      throw new WebhookSignatureProblem('Missing request body');
    }
    const StripeSdk = await loadStripe();
    let event: Stripe.Event;
    try {
      event = StripeSdk.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn(`webhook refused: ${message.split('\n')[0]}`);
      throw new WebhookSignatureProblem(
        /tolerance/i.test(message)
          ? 'Stripe-Signature timestamp is too old (outside the 300 s tolerance)'
          : 'Stripe-Signature does not match the request body',
      );
    }
    if (
      !isStripeIdShape(event?.id) ||
      !isStripeIdShape(event.type) ||
      event.data === null ||
      typeof event.data !== 'object'
    ) {
      throw new WebhookSignatureProblem('Signed payload is not a Stripe event');
    }
    return event;
  }
}

/**
 * The latest second a date holds (JavaScript's limit, year 275760; PostgreSQL's is later): a
 * larger number names no time, and `to_timestamp` would fail on it.
 */
const MAX_UNIX_SECONDS = 8_640_000_000_000;

function isUnixSeconds(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 0 &&
    value <= MAX_UNIX_SECONDS
  );
}
