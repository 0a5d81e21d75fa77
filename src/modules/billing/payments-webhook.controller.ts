import { Controller, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../core/decorators/route-policy.decorators.js';
import { WebhookAckResponse } from './dto/billing.response.js';
import { PaymentsWebhookService } from './payments-webhook.service.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };

@ApiTags('Billing')
@Controller('webhooks')
export class PaymentsWebhookController {
  constructor(private readonly webhook: PaymentsWebhookService) {}

  @Public()
  @Post('payments')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe webhook endpoint',
    description:
      'Authenticated by the `Stripe-Signature` header over the raw body (STRIPE_WEBHOOK_SECRET), not by Authorization. ' +
      '`checkout.session.completed` upgrades the workspace named by `metadata.company_id` and sets ' +
      '`subscription_status` and `payment_customer_id`. Each event id acts once; redeliveries and other events answer 200 and change nothing.',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true, description: 'Set by Stripe' })
  @ApiBody({ description: 'A Stripe event', schema: { type: 'object' } })
  @ApiOkResponse({ type: WebhookAckResponse })
  @ApiBadRequestResponse({ description: 'Missing, invalid or stale signature', schema: PROBLEM })
  @ApiServiceUnavailableResponse({
    description: 'STRIPE_WEBHOOK_SECRET is not configured; nothing is acted on',
    schema: PROBLEM,
  })
  receive(@Req() request: RawBodyRequest<FastifyRequest>) {
    return this.webhook.receive(request.rawBody, request.headers['stripe-signature']);
  }
}
