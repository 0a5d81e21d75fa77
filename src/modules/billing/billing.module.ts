import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { CheckoutWindow } from './checkout-window.entity.js';
import { PaymentEvent } from './payment-event.entity.js';
import { PaymentsWebhookController } from './payments-webhook.controller.js';
import { PaymentsWebhookService } from './payments-webhook.service.js';
import { stripeClientProvider } from './stripe.provider.js';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentEvent, CheckoutWindow]), WorkspacesModule],
  controllers: [BillingController, PaymentsWebhookController],
  providers: [stripeClientProvider, BillingService, PaymentsWebhookService],
})
export class BillingModule {}
