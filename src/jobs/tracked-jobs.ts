import { Injectable } from '@nestjs/common';
import { Db } from '../database/db.js';
import { JobQueue } from './job-queue.js';
import type { TrackedJobDefinition } from './tracked-job.js';
import { TrackedJob } from './tracked-job.runner.js';
import { failUnfinishedJob } from './tracked-jobs.queries.js';

/**
 * The one mechanism for work over many items that must survive restarts and report progress (a
 * CSV import, a bulk action over a filter): a row per job in the feature's table (its entity
 * extends TrackedJobRecord), worked on the job queue in slices. A feature registers a
 * definition (TrackedJobDefinition) once, at module init, and keeps the handle to queue and run
 * its jobs.
 */
@Injectable()
export class TrackedJobs {
  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
  ) {}

  register<Claimed>(definition: TrackedJobDefinition<Claimed>): TrackedJob<Claimed> {
    const job = new TrackedJob(this.db, this.queue, definition);
    const idOf = (data: Record<string, unknown>) => String(data[definition.dataKey]);
    // One job at a time per worker: each works for a slice, and holds a connection meanwhile.
    this.queue.register<Record<string, unknown>>(
      definition.queue,
      async (jobs) => {
        for (const queued of jobs) await job.run(idOf(queued.data));
      },
      1,
    );
    // The dead letter: a queued job whose retries are used up fails its job, counts kept.
    this.queue.register<Record<string, unknown>>(definition.givenUpQueue, async (jobs) => {
      for (const queued of jobs) {
        await this.db.exec(
          failUnfinishedJob(definition.table, idOf(queued.data), definition.givenUpError),
        );
      }
    });
    return job;
  }
}
