import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { AppConfig } from '../../config/app-config.js';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import {
  ConflictProblem,
  ForbiddenProblem,
  Problem,
  UpstreamProblem,
} from '../../core/http/problem.js';
import type { RequestLogger } from '../../core/logging/logger.js';
import { Db } from '../../database/db.js';
import { WorkspaceTierService } from '../workspaces/workspace-tier.service.js';
import type { WorkspaceTier } from '../workspaces/workspaces.queries.js';
import type { TierChangeVia } from '../workspaces/workspaces.rules.js';
import {
  AlreadyPremiumProblem,
  PaymentsDisabledProblem,
  PaymentsEnabledProblem,
} from './billing.problems.js';
import { openCheckoutWindow } from './billing.queries.js';
import { CHECKOUT_WINDOW_SECONDS } from './billing.rules.js';
import {
  type CheckoutInput,
  type CheckoutKeyBasis,
  checkoutIdempotencyKey,
  checkoutParamsDigest,
  checkoutSessionParams,
} from './checkout.js';
import type { BillingStatusResponse, CheckoutSessionResponse } from './dto/billing.response.js';
import { loadStripe } from './stripe-sdk.js';
import { STRIPE_CLIENT } from './stripe.provider.js';

export const DEV_UPGRADE_REFUSED_DETAIL =
  'Dev upgrade is disabled while payments are enabled (set ALLOW_DEV_UPGRADE=true to allow it)';

@Injectable()
export class BillingService {
  constructor(
    private readonly config: AppConfig,
    private readonly db: Db,
    private readonly tiers: WorkspaceTierService,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  status(scope: WorkspaceScope): BillingStatusResponse {
    return this.present(scope.workspace);
  }

  /**
   * Opens a Stripe Checkout Session for the caller's workspace. Repeated clicks reuse one session
   * (see `checkoutIdempotencyKey`); a provider failure is a 502/503 with a detail, never a 500.
   * `clientKey`, the request's checked Idempotency-Key (IdempotencyInterceptor replays its
   * outcome), also keys Stripe's request, so a retry after a lost answer finds the same session.
   */
  async checkout(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    requestLog: RequestLogger,
    clientKey: string | undefined,
  ): Promise<CheckoutSessionResponse> {
    const log = requestLog.child({ context: 'Billing' });
    const priceId = this.config.env.STRIPE_PRICE_ID;
    if (!this.stripe || !priceId) throw new PaymentsDisabledProblem();
    if (scope.workspace.is_premium) throw new AlreadyPremiumProblem();
    const input: CheckoutInput = {
      workspaceId: scope.workspace.id,
      userId: user.id,
      email: user.email,
      customerId: scope.workspace.payment_customer_id,
      priceId,
      appUrl: this.config.env.APP_URL,
    };
    const basis: CheckoutKeyBasis =
      clientKey === undefined
        ? { windowStartedAt: await this.checkoutWindowStart(input) }
        : { clientKey };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(checkoutSessionParams(input), {
        idempotencyKey: checkoutIdempotencyKey(input, basis),
      });
    } catch (error) {
      const StripeSdk = await loadStripe();
      if (error instanceof StripeSdk.errors.StripeError) throw this.upstreamProblem(error, log);
      throw error;
    }
    if (!session.url) {
      log.error(`Checkout Session ${session.id} came back without a url`);
      throw new UpstreamProblem('The payment provider returned a checkout session without a URL');
    }
    return { url: session.url, session_id: session.id };
  }

  /** When the caller's window for these parameters started: now, if this click starts it. */
  private async checkoutWindowStart(input: CheckoutInput): Promise<Date> {
    const { started_at } = await this.db.one(
      openCheckoutWindow(
        input.workspaceId,
        input.userId,
        checkoutParamsDigest(input),
        CHECKOUT_WINDOW_SECONDS,
      ),
    );
    return started_at;
  }

  /** Upgrades without paying, for servers that run without a payment provider. */
  async simulatePayment(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
  ): Promise<BillingStatusResponse> {
    if (this.config.paymentsEnabled) throw new PaymentsEnabledProblem();
    return this.upgrade(scope, user, 'simulate');
  }

  /** An admin's shortcut to premium; never a way around paying on a server that takes payments. */
  async devUpgrade(scope: WorkspaceScope, user: AuthenticatedUser): Promise<BillingStatusResponse> {
    if (this.config.paymentsEnabled && !this.config.env.ALLOW_DEV_UPGRADE) {
      throw new ForbiddenProblem(DEV_UPGRADE_REFUSED_DETAIL);
    }
    return this.upgrade(scope, user, 'dev');
  }

  private async upgrade(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    via: TierChangeVia,
  ): Promise<BillingStatusResponse> {
    const result = await this.tiers.change({
      workspaceId: scope.workspace.id,
      to: 'premium',
      via,
      actorUserId: user.id,
      origin: scope.origin,
    });
    // The caller's workspace was read on this request; only a concurrent deletion could lose it.
    if (!result) throw new Error(`workspace ${scope.workspace.id} vanished during an upgrade`);
    return this.present(result.workspace);
  }

  private present(workspace: Pick<WorkspaceTier, 'is_premium' | 'subscription_status'>) {
    return {
      is_premium: workspace.is_premium,
      subscription_status: workspace.subscription_status,
      payments: this.config.paymentsEnabled ? ('enabled' as const) : ('disabled' as const),
    };
  }

  private upstreamProblem(error: Stripe.errors.StripeError, log: RequestLogger): Problem {
    log.warn(`Stripe checkout failed: ${error.type}: ${error.message}`);
    if (error.statusCode === 409 || error.type === 'StripeIdempotencyError') {
      // Stripe is still answering the same click (same idempotency key); the SDK already retried.
      // Asks for a retry (Retry-After), so it is not stored as the key's outcome either.
      return new ConflictProblem(
        'A checkout for this request is already being opened; please try again in a moment',
        { retry_after: 1 },
      );
    }
    switch (error.type) {
      case 'StripeConnectionError':
        return new UpstreamProblem(
          'The payment provider could not be reached; please try again in a moment',
          503,
        );
      case 'StripeRateLimitError':
        return new UpstreamProblem(
          'The payment provider is busy; please try again in a moment',
          503,
        );
      case 'StripeAuthenticationError':
      case 'StripePermissionError':
      case 'StripeInvalidRequestError':
        log.error(`Stripe refused the checkout request; check the Stripe configuration`);
        return new UpstreamProblem(
          'The payment provider refused the checkout request; the billing configuration needs attention',
        );
      default:
        return new UpstreamProblem(
          'The payment provider failed to create the checkout session; please try again',
        );
    }
  }
}
