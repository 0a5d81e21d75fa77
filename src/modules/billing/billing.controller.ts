import { Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { AllowOnFreeWorkspace, Roles } from '../../core/decorators/route-policy.decorators.js';
import { BillingService } from './billing.service.js';
import { BillingStatusResponse, CheckoutSessionResponse } from './dto/billing.response.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };

@ApiTags('Billing')
@ApiBearerAuth()
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get()
  @ApiOperation({ summary: "The workspace's plan and whether the server takes payments" })
  @ApiOkResponse({ type: BillingStatusResponse })
  status(@CurrentWorkspace() scope: WorkspaceScope) {
    return this.billing.status(scope);
  }

  @Post('checkout')
  @HttpCode(200)
  @AllowOnFreeWorkspace()
  @ApiOperation({
    summary: 'Open a Stripe Checkout Session for the premium subscription',
    description:
      'Any member may start it. Send the browser to `url`. Repeated calls by one user within 10 minutes, ' +
      'or with the same `Idempotency-Key`, answer the same session. The upgrade itself arrives through the webhook.',
  })
  @ApiHeader({
    name: 'idempotency-key',
    required: false,
    description: 'Optional; the same key answers the same session',
  })
  @ApiOkResponse({ type: CheckoutSessionResponse })
  @ApiConflictResponse({
    description:
      'Payments are disabled (use /billing/simulate-payment), or the workspace is already premium',
    schema: PROBLEM,
  })
  @ApiBadGatewayResponse({ description: 'The payment provider failed', schema: PROBLEM })
  @ApiServiceUnavailableResponse({
    description: 'The payment provider is unreachable',
    schema: PROBLEM,
  })
  checkout(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.billing.checkout(scope, user, idempotencyKey);
  }

  @Post('simulate-payment')
  @HttpCode(200)
  @AllowOnFreeWorkspace()
  @ApiOperation({
    summary: 'Upgrade to premium without paying, while payments are disabled',
    description: 'Any member may call it. Already premium: 200, nothing changes.',
  })
  @ApiOkResponse({ type: BillingStatusResponse })
  @ApiConflictResponse({
    description: 'Payments are enabled; use /billing/checkout',
    schema: PROBLEM,
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
    summary: "Upgrade the caller's workspace to premium (admins)",
    description:
      'Refused (403) while payments are enabled unless ALLOW_DEV_UPGRADE=true. Already premium: 200, nothing changes.',
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
