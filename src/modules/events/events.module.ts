import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoreModule } from '../../core/core.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { EventStreamLease } from './event-stream-lease.entity.js';
import { EventStreams } from './event-streams.js';
import { EventsController } from './events.controller.js';

/** The workspace's events as a stream (`GET /events`), over the webhook outbox. */
@Module({
  imports: [TypeOrmModule.forFeature([EventStreamLease]), WebhooksModule, CoreModule],
  controllers: [EventsController],
  providers: [EventStreams],
})
export class EventsModule {}
