import { Module } from '@nestjs/common';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { EventStreams } from './event-streams.js';
import { EventsController } from './events.controller.js';

/** `GET /events`: the workspace's events as they commit, for the web app. */
@Module({
  imports: [WebhooksModule],
  controllers: [EventsController],
  providers: [EventStreams],
})
export class EventsModule {}
