import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEndpointsController } from './webhook-endpoints.controller.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WebhookEvent } from './webhook-event.entity.js';
import { WebhookEventsService } from './webhook-events.service.js';
import { WebhookQueue } from './webhook-queue.js';
import { WebhookSequence } from './webhook-sequence.entity.js';

/** Outbound webhooks: endpoints, the event outbox and the deliveries. */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEndpoint, WebhookEvent, WebhookSequence, WebhookDelivery]),
  ],
  controllers: [WebhookEndpointsController],
  providers: [WebhookQueue, WebhookEventsService, WebhookEndpointsService],
  exports: [WebhookQueue, WebhookEventsService],
})
export class WebhooksModule {}
