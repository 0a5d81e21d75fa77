import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { FANOUT_QUEUE, type FanoutJob } from './webhook-delivery.worker.js';

/**
 * Hands recorded events to the job queue that delivers them. `enqueue` runs in the caller's
 * transaction: the job exists exactly when the event (and the write that caused it) commits.
 */
@Injectable()
export class WebhookQueue {
  constructor(private readonly jobs: JobQueue) {}

  /**
   * Schedules the delivery of event `eventId` to every active endpoint of its workspace that
   * subscribes to its type, or to `endpointId` alone (a test ping). One job insert in the
   * writer's transaction; the worker finds the endpoints and makes the attempts.
   */
  async enqueue(tx: Db, eventId: string, endpointId?: string): Promise<void> {
    const job: FanoutJob = { eventId, endpointId: endpointId ?? null };
    await this.jobs.send(tx, FANOUT_QUEUE, job);
  }
}
