import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { cronEvery } from '../../config/cron-interval.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { TrashService } from './trash.service.js';

/** The queue pg-boss's scheduler sends the purge's job to. */
export const TRASH_PURGE_QUEUE = 'trash-purge';

/** Contacts per transaction: each purge deletes what hangs from them too. */
export const TRASH_PURGE_BATCH = 200;

/**
 * Purges, every TRASH_PURGE_INTERVAL_SECONDS (once across instances), the contacts that have
 * been in the trash longer than their workspace's `trash_retention_days`.
 */
@Injectable()
export class TrashPurgeWorker implements OnModuleInit {
  private readonly logger = new Logger('TrashPurge');

  constructor(
    private readonly trash: TrashService,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const cron = cronEvery(this.config.env.TRASH_PURGE_INTERVAL_SECONDS);
    this.jobs.register(TRASH_PURGE_QUEUE, async () => void (await this.run()), 1, cron);
  }

  /** One run as of `now`: how many contacts went for good. */
  async run(now = new Date()): Promise<number> {
    const purged = await this.trash.purgeExpired(now, TRASH_PURGE_BATCH, this.jobs.stopping);
    if (purged > 0) this.logger.log(`trash: ${purged} contacts purged`);
    return purged;
  }
}
