import { Injectable } from '@nestjs/common';
import { DatabaseListener } from '../../database/database-listener.js';
import { EVENTS_NUMBERED_CHANNEL } from './webhook-dispatch.queries.js';
import { WebhookDeliveryWorker } from './webhook-delivery.worker.js';

/** The types of the events the outbox records: what its readers may be handed. */
export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks.queries.js';

/**
 * The outbox as its readers see it (the event streams, src/modules/events/): what they may ask
 * of it besides reading the numbered events. Writers go through WebhookEventsService alone.
 */
@Injectable()
export class WebhookEventFeed {
  constructor(
    private readonly dispatcher: WebhookDeliveryWorker,
    private readonly listener: DatabaseListener,
  ) {}

  /**
   * Numbers (and fans out) the workspace's recorded events now, as a nudge's job would, for a
   * reader that will not wait for a worker's turn. Under the workspace's counter lock, so the
   * numbers are the same whoever gives them.
   */
  dispatchNow(workspaceId: string): Promise<void> {
    return this.dispatcher.relay(workspaceId);
  }

  /**
   * Calls `listener` with a workspace's id once a dispatch on any instance has numbered events
   * of it while a stream of it is open (a NOTIFY at the dispatch's commit). A hint that can be
   * lost (the listening connection down): a reader still reads the store by itself from time to
   * time.
   */
  whenNumbered(listener: (workspaceId: string) => void): void {
    this.listener.listen(EVENTS_NUMBERED_CHANNEL, listener);
  }
}
