import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from './clock.js';
import { WebhookDeliveriesController } from './webhook-deliveries.controller.js';
import { WebhookDeliveriesService } from './webhook-deliveries.service.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookSender } from './webhook-delivery.sender.js';
import { WebhookDeliveryWorker } from './webhook-delivery.worker.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEndpointsController } from './webhook-endpoints.controller.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WebhookEvent } from './webhook-event.entity.js';
import { WebhookEventFeed } from './webhook-event-feed.js';
import { WebhookEventRetentionWorker } from './webhook-event-retention.worker.js';
import { WebhookEventsService } from './webhook-events.service.js';
import { WebhookQueue } from './webhook-queue.js';
import { WebhookRelay } from './webhook-relay.js';
import { WebhookSequence } from './webhook-sequence.entity.js';

/** Outbound webhooks: endpoints, the event outbox and the deliveries. */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEndpoint, WebhookEvent, WebhookSequence, WebhookDelivery]),
  ],
  controllers: [WebhookEndpointsController, WebhookDeliveriesController],
  providers: [
    WebhookQueue,
    WebhookRelay,
    WebhookEventsService,
    WebhookEventFeed,
    WebhookEndpointsService,
    Clock,
    WebhookSender,
    WebhookDeliveryWorker,
    WebhookDeliveriesService,
    WebhookEventRetentionWorker,
  ],
  exports: [WebhookEventsService, WebhookEventFeed],
})
export class WebhooksModule {}
