import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { FANOUT_QUEUE, type FanoutJob } from './webhook-delivery.worker.js';

/**
 * Queues the fan-out of one recorded event, in the caller's transaction: a test ping, which goes
 * to one endpoint. Writes do not use it: their events are dispatched a workspace at a time after
 * a nudge (`WebhookRelay`); the fan-out job also dispatches those first, so numbers stay in order.
 */
@Injectable()
export class WebhookQueue {
  constructor(private readonly jobs: JobQueue) {}

  /**
   * Schedules the delivery of event `eventId` to `endpointId` alone (a test ping), or to every
   * active endpoint of its workspace subscribing to its type. One job insert in the caller's
   * transaction; the worker finds the endpoints and makes the attempts.
   */
  async enqueue(tx: Db, eventId: string, endpointId?: string): Promise<void> {
    const job: FanoutJob = { eventId, endpointId: endpointId ?? null };
    await this.jobs.send(tx, FANOUT_QUEUE, job);
  }
}
