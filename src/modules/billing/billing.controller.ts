import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import {
  CurrentUser,
  CurrentWorkspace,
  IdempotencyKeyHeader,
  RequestLog,
} from '../../core/decorators/request-context.decorators.js';
import { AllowOnFreeWorkspace, Roles } from '../../core/decorators/route-policy.decorators.js';
import type { RequestLogger } from '../../core/logging/logger.js';
import { BillingService } from './billing.service.js';
import { BillingStatusResponse, CheckoutSessionResponse } from './dto/billing.response.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };

@ApiTags('Billing')
@ApiBearerAuth()
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get()
  @ApiOperation({
    operationId: 'getBillingStatus',
    summary: "The workspace's plan and whether the server takes payments",
    description:
      '`payments` is `enabled` when both STRIPE_SECRET_KEY and STRIPE_PRICE_ID are set. An ' +
      'upgrade, whichever way it came, shows here and on every route from the very next request ' +
      'of every member: the workspace is read fresh on each request.',
  })
  @ApiOkResponse({ type: BillingStatusResponse })
  status(@CurrentWorkspace() scope: WorkspaceScope) {
    return this.billing.status(scope);
  }

  @Post('checkout')
  @HttpCode(200)
  @AllowOnFreeWorkspace()
  @ApiOperation({
    operationId: 'createCheckoutSession',
    summary: 'Open a Stripe Checkout Session for the premium subscription',
    description:
      'Any member may start it. Creates a Checkout Session in subscription mode for ' +
      'STRIPE_PRICE_ID; send the browser to `url`. The session carries the workspace id as ' +
      '`metadata.company_id` (also on the subscription) and `client_reference_id`, and the ' +
      "caller's e-mail (or the workspace's known Stripe customer). Stripe returns to " +
      '`<APP_URL>/billing?checkout=success&session_id=...` or ' +
      '`<APP_URL>/billing?checkout=cancelled`. Repeated calls by one user within 10 minutes ' +
      'of their first answer the same session, and the first call after those 10 minutes opens a ' +
      'new one; a repeat with the same `Idempotency-Key` replays the first ' +
      'answer, and the key also keys the request to Stripe. Payments disabled: 409 naming ' +
      '`/billing/simulate-payment`; already premium: 409. Stripe unreachable or busy: 503; ' +
      'Stripe failing or refusing: 502; never a 500. The upgrade itself arrives through the ' +
      'webhook.',
  })
  @ApiOkResponse({ type: CheckoutSessionResponse })
  @ApiConflictResponse({
    description:
      'Payments are disabled (use /billing/simulate-payment), the workspace is already premium, or the same checkout is still being opened',
    schema: PROBLEM,
    example: {
      status: 409,
      detail:
        'Payments are not enabled on this server; upgrade with POST /billing/simulate-payment instead',
      code: 'payments_disabled',
      simulate_path: '/billing/simulate-payment',
    },
  })
  @ApiBadGatewayResponse({
    description: 'The payment provider failed or refused the request',
    schema: PROBLEM,
    example: {
      status: 502,
      detail: 'The payment provider failed to create the checkout session; please try again',
      code: 'upstream_unavailable',
    },
  })
  @ApiServiceUnavailableResponse({
    description: 'The payment provider is unreachable or busy',
    schema: PROBLEM,
    example: {
      status: 503,
      detail: 'The payment provider could not be reached; please try again in a moment',
      code: 'upstream_unavailable',
    },
  })
  checkout(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @RequestLog() log: RequestLogger,
    @IdempotencyKeyHeader() idempotencyKey: string | undefined,
  ) {
    return this.billing.checkout(scope, user, log, idempotencyKey);
  }

  @Post('simulate-payment')
  @HttpCode(200)
  @AllowOnFreeWorkspace()
  @ApiOperation({
    operationId: 'simulatePayment',
    summary: 'Upgrade to premium without paying, while payments are disabled',
    description:
      'Any member may call it, only while payments are disabled (else 409). Already premium: ' +
      '200, nothing changes. Recorded in the tier audit with via `simulate`.',
  })
  @ApiOkResponse({ type: BillingStatusResponse })
  @ApiConflictResponse({
    description: 'Payments are enabled; use /billing/checkout',
    schema: PROBLEM,
    example: {
      status: 409,
      detail: 'Payments are enabled on this server; upgrade through POST /billing/checkout',
      code: 'payments_enabled',
      checkout_path: '/billing/checkout',
    },
  })
  simulatePayment(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.billing.simulatePayment(scope, user);
  }

  @Post('dev-upgrade')
  @HttpCode(200)
  @Roles('admin')
  @AllowOnFreeWorkspace()
  @ApiOperation({
    operationId: 'devUpgradeWorkspace',
    summary: "Upgrade the caller's workspace to premium (admins)",
    description:
      'Admins only (403 `Managers only`). Refused (403) while payments are enabled unless ' +
      'ALLOW_DEV_UPGRADE=true. Already premium: 200, nothing changes. Recorded in the tier ' +
      'audit with via `dev`.',
  })
  @ApiOkResponse({ type: BillingStatusResponse })
  @ApiForbiddenResponse({
    description: '`Managers only`, or payments are enabled and ALLOW_DEV_UPGRADE is not set',
    schema: PROBLEM,
  })
  devUpgrade(@CurrentWorkspace() scope: WorkspaceScope, @CurrentUser() user: AuthenticatedUser) {
    return this.billing.devUpgrade(scope, user);
  }
}
