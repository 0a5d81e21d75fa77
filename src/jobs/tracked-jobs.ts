import { Injectable } from '@nestjs/common';
import { Db } from '../database/db.js';
import { JobQueue } from './job-queue.js';
import type { WorkspaceScope } from '../core/auth/request-context.js';
import { ConflictProblem } from '../core/http/problem.js';
import { CALLER_REMOVED_DETAIL } from '../core/http/removed-user.js';
import { jobOf, type TrackedJobDefinition } from './tracked-job.js';
import { TrackedJob } from './tracked-job.runner.js';
import {
  cancelJob,
  failUnfinishedJob,
  handOverUnfinishedJobs,
  holdJobAuthor,
  takeJobTurn,
  unfinishedJobsStartedBy,
} from './tracked-jobs.queries.js';

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

  /** Every kind of tracked job, as registered. */
  private readonly definitions: TrackedJobDefinition<unknown>[] = [];

  register<Claimed>(definition: TrackedJobDefinition<Claimed>): TrackedJob<Claimed> {
    this.definitions.push(definition);
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
    // The dead letter: a queued job whose retries are used up fails its job, counts kept, and
    // its end is announced as any other failure's.
    this.queue.register<Record<string, unknown>>(definition.givenUpQueue, async (jobs) => {
      for (const queued of jobs) {
        await this.db.transaction(async (tx) => {
          const ended = await tx.oneOrNone(
            failUnfinishedJob(definition.table, idOf(queued.data), definition.givenUpError),
          );
          if (ended) await definition.announce?.(tx, ended, 'finished');
        });
      }
    });
    return job;
  }

  /**
   * In `tx`, before a job of `authorId` is recorded: holds them as a member until `tx` ends, so
   * their removal cannot miss the job (it ends their unended ones, `authorLeaving`); 409 when they
   * were removed meanwhile, as any write of a removed caller is.
   */
  async holdAuthor(tx: Db, scope: WorkspaceScope, authorId: string): Promise<void> {
    if (!(await tx.oneOrNone(holdJobAuthor(scope, authorId)))) {
      throw new ConflictProblem(CALLER_REMOVED_DETAIL);
    }
  }

  /**
   * In `tx`, as member `authorId` is removed: each job they started that has not ended is to be
   * cancelled, as its cancel route does (and announced so), or is handed to `heirId`, the admin
   * removing them, where its kind says so (`authorLeaves`). No job runs without an author. The
   * turns of the jobs to cancel are taken here, before the removal locks the member's contacts,
   * as a batch takes its turn before the contacts it changes; the jobs are written by the answered
   * `cancel`, once the removal holds the contacts: an erasure locks its contacts and then scrubs
   * the jobs that hold them, so a removal that held a job's row while it waited for a contact the
   * erasure held deadlocked with it.
   */
  async authorLeaving(
    tx: Db,
    scope: WorkspaceScope,
    authorId: string,
    heirId: string,
  ): Promise<{ cancel: () => Promise<void> }> {
    const leaving: { definition: TrackedJobDefinition<unknown>; id: string }[] = [];
    for (const definition of this.definitions) {
      const { table } = definition;
      if (definition.authorLeaves === 'heir') {
        await tx.exec(handOverUnfinishedJobs(table, scope, authorId, heirId));
        continue;
      }
      for (const { id } of await tx.rows(unfinishedJobsStartedBy(table, scope, authorId))) {
        await tx.exec(takeJobTurn(table, id));
        leaving.push({ definition, id });
      }
    }
    const cancel = async () => {
      for (const { definition, id } of leaving) {
        const ended = await tx.oneOrNone(cancelJob(definition.table, scope, id, authorId));
        if (ended && definition.announce) {
          await definition.announce(tx, jobOf(scope, id), 'finished');
        }
      }
    };
    return { cancel };
  }
}
