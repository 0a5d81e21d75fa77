import { ApiProperty } from '@nestjs/swagger';

export class BillingStatusResponse {
  @ApiProperty({ description: 'true when the workspace may write real data' })
  is_premium: boolean;

  @ApiProperty({
    nullable: true,
    type: String,
    description:
      'Set by the payment webhook: `active` when the checkout was paid, `incomplete` when its payment is still pending',
    example: 'active',
  })
  subscription_status: string | null;

  @ApiProperty({
    enum: ['enabled', 'disabled'],
    description:
      'enabled: upgrade with POST /billing/checkout; disabled: with POST /billing/simulate-payment',
  })
  payments: 'enabled' | 'disabled';
}

export class CheckoutSessionResponse {
  @ApiProperty({ description: 'Where to send the browser: the payment provider’s checkout page' })
  url: string;

  @ApiProperty({ description: 'The payment provider’s Checkout Session id', example: 'cs_test_a1' })
  session_id: string;
}

export class WebhookAckResponse {
  @ApiProperty({ example: true }) received: boolean;

  @ApiProperty({
    enum: ['applied', 'duplicate', 'ignored', 'stale', 'unknown_company'],
    description:
      'applied: the workspace was upgraded; duplicate: this event id was handled before; ignored: not an event the service acts on; stale: the workspace already holds a newer event (Stripe does not order deliveries), nothing changed; unknown_company: no workspace matches metadata.company_id',
  })
  outcome: 'applied' | 'duplicate' | 'ignored' | 'stale' | 'unknown_company';
}
