import { CurrentOrigin } from '../../core/decorators/request-context.decorators.js';
import type { RequestOrigin } from '../../core/auth/request-origin.js';
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
      '`ignored`, `stale` or `unknown_company`. Each event id acts once: it is recorded in the ' +
      'transaction of the upgrade, so redeliveries, concurrent ones included, answer 200 and ' +
      "change nothing. An event's `created` (Unix seconds) orders deliveries: a checkout older " +
      'than the newest one applied to the workspace is `stale`; one without `created` is not ' +
      'ordered and applies, and one whose `created` is not Unix seconds is `ignored`. ' +
      'Exempt from the rate limit.',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true, description: 'Set by Stripe' })
  @ApiBody({
    description: 'A Stripe event, exactly as Stripe sent it (the signature covers the raw bytes)',
    schema: {
      type: 'object',
      example: {
        id: 'evt_1QxExampleEvent0001',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1764000000,
        livemode: false,
        data: {
          object: {
            id: 'cs_test_a1ExampleSession',
            object: 'checkout.session',
            mode: 'subscription',
            status: 'complete',
            payment_status: 'paid',
            customer: 'cus_ExampleCustomer1',
            client_reference_id: '5d0c1f7e-2b3a-4c9d-8e7f-6a5b4c3d2e1f',
            metadata: { company_id: '5d0c1f7e-2b3a-4c9d-8e7f-6a5b4c3d2e1f' },
          },
        },
      },
    },
  })
  @ApiOkResponse({ type: WebhookAckResponse })
  @ApiBadRequestResponse({
    description: 'Missing, invalid or stale signature',
    schema: PROBLEM,
    example: { status: 400, detail: 'Missing Stripe-Signature header', code: 'invalid_signature' },
  })
  @ApiServiceUnavailableResponse({
    description: 'STRIPE_WEBHOOK_SECRET is not configured; nothing is acted on',
    schema: PROBLEM,
    example: {
      status: 503,
      detail: 'The payment webhook is not configured: STRIPE_WEBHOOK_SECRET is not set',
      code: 'webhook_not_configured',
    },
  })
  receive(@Req() request: RawBodyRequest<FastifyRequest>, @CurrentOrigin() origin: RequestOrigin) {
    return this.webhook.receive(
      request.rawBody,
      request.headers['stripe-signature'],
      request.log,
      origin,
    );
  }
}
