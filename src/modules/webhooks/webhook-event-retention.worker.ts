import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DAY_MS } from '../../calendar/calendar.js';
import { AppConfig } from '../../config/app-config.js';
import { cronEvery } from '../../config/cron-interval.js';
import { Db } from '../../database/db.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { deleteRetiredEvents } from './webhook-event-retention.queries.js';

/** The queue pg-boss's scheduler sends the retention's job to. */
export const EVENT_RETENTION_QUEUE = 'event-retention';

/**
 * Workspaces a round looks at, and events it deletes at most in each: one statement, well within
 * the statement timeout with the attempts it deletes too.
 */
export const EVENT_RETENTION_WORKSPACES = 20;
export const EVENT_RETENTION_BATCH = 500;

const FIRST_WORKSPACE = '00000000-0000-0000-0000-000000000000';

/**
 * Deletes, every hour (once across instances), the recorded events older than
 * `EVENT_RETENTION_DAYS`, so the outbox that webhooks and event streams read from does not grow
 * without end. A workspace's events go oldest first (`deleteRetiredEvents`).
 */
@Injectable()
export class WebhookEventRetentionWorker implements OnModuleInit {
  private readonly logger = new Logger('EventRetention');

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(
      EVENT_RETENTION_QUEUE,
      async () => void (await this.run()),
      1,
      cronEvery(3_600),
    );
  }

  /** One run as of `now`: how many events went. */
  async run(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.env.EVENT_RETENTION_DAYS * DAY_MS);
    let deleted = 0;
    let after = FIRST_WORKSPACE;
    while (!this.jobs.stopping.aborted) {
      const rows = await this.db.rows(
        deleteRetiredEvents(cutoff, after, EVENT_RETENTION_WORKSPACES, EVENT_RETENTION_BATCH),
      );
      if (rows.length === 0) break;
      deleted += rows.reduce((sum, row) => sum + row.deleted, 0);
      // The same workspaces again while one of them may have more due; else the next ones.
      if (rows.every((row) => row.deleted < EVENT_RETENTION_BATCH)) {
        after = rows[rows.length - 1].workspace_id;
      }
    }
    if (deleted > 0) this.logger.log(`events: ${deleted} older than the retention deleted`);
    return deleted;
  }
}
