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
    operationId: 'receivePaymentWebhook',
    summary: 'Stripe webhook endpoint',
    description:
      'Authenticated by the `Stripe-Signature` header over the raw body (STRIPE_WEBHOOK_SECRET), ' +
      'not by Authorization; verified by the Stripe SDK with its default 300 s tolerance. ' +
      '`checkout.session.completed` makes the workspace named by `metadata.company_id` premium, ' +
      "sets `payment_customer_id` to the session's customer and `subscription_status` to " +
      '`active` when `payment_status` is `paid` or `no_payment_required`, `incomplete` otherwise ' +
      '(premium either way: the completed checkout is the trigger). Every other event type, and ' +
      'a checkout whose `company_id` is missing, not a UUID or unknown, answers 200 and changes ' +
      'nothing (logged). The answer is `{ received, outcome }`, outcome `applied`, `duplicate`, ' +
      '`ignored` or `unknown_company`. Each event id acts once: it is recorded in the transaction ' +
      'of the upgrade, so redeliveries, concurrent ones included, answer 200 and change nothing. ' +
      'Exempt from the rate limit.',
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
    return this.webhook.receive(request.rawBody, request.headers['stripe-signature'], request.log);
  }
}
