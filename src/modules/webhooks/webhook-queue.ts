import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';

/**
 * Hands recorded events to the job queue that delivers them. `enqueue` runs in the caller's
 * transaction: the job exists exactly when the event (and the write that caused it) commits.
 */
@Injectable()
export class WebhookQueue {
  /**
   * Schedules the delivery of event `eventId` to every active endpoint of its workspace that
   * subscribes to its type, or to `endpointId` alone (a test ping).
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  async enqueue(tx: Db, eventId: string, endpointId?: string): Promise<void> {
    // Delivery lands with the job queue; until then recorded events wait in the outbox.
  }
}
