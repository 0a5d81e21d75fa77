import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import type { TrackedRun } from '../../jobs/tracked-job.js';
import type { TrackedJob } from '../../jobs/tracked-job.runner.js';
import { TrackedJobs } from '../../jobs/tracked-jobs.js';
import { cancelJob } from '../../jobs/tracked-jobs.queries.js';
import type { ClaimedJobRow } from '../../jobs/tracked-table.js';
import { bumpCustomFieldsVersion } from './custom-fields.queries.js';
import {
  FILTER_INDEX_BATCH_SIZE,
  FILTER_INDEX_GIVEN_UP_ERROR,
  FILTER_INDEX_LOCK_WAIT_ERROR,
} from './custom-fields.rules.js';
import {
  advanceFilterIndexWalk,
  analyzeFieldValues,
  contactsToWalk,
  FILTER_INDEX_BUILDS,
  type FilterIndexBuildClaimed,
  type FilterIndexWalk,
  fillFilterIndex,
  filterIndexWalk,
  insertFilterIndexBuild,
  markFilterIndexReady,
  unfinishedFilterIndexBuild,
  type WalkedContact,
  workspaceContactsUpTo,
} from './filter-index.queries.js';

export const FILTER_INDEX_QUEUE = 'custom-field-filter-index';
/** Where pg-boss puts a build's job whose retries are used up: the build then fails. */
export const FILTER_INDEX_GIVEN_UP_QUEUE = 'custom-field-filter-index-given-up';

/** Well past a slice and its last batch: pg-boss gives a job of a dead worker back after this. */
const JOB_EXPIRY_SECONDS = 300;

/** SQLSTATE of a lock not granted within the lock timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

type BuildJobRow = ClaimedJobRow & FilterIndexBuildClaimed;

/**
 * Fills a field's entries in `contact_field_values` when it becomes filterable on a workspace
 * with more contacts than FILTER_INDEX_INLINE_CONTACTS, as a tracked job (TrackedJobs: batches,
 * checkpoints, slices, cancel); a smaller workspace's are filled by `contact_field_values_refill`
 * in the transaction of that change. The field is marked filterable at once with its index
 * `building` (`custom_fields.indexing`), so from then on the triggers write the entries of every
 * contact written; the job walks the contacts that were there, a batch at a time, and gives
 * entries to those with a value and none yet (`contact_field_values_fill`, under the lock contact
 * writes share, so a contact written meanwhile keeps the entries its write gave it). The
 * transaction that ends it marks the index `ready` and bumps the definitions' version, so every
 * instance lets filters use the field at its next request; the planner's statistics of the
 * entries are refreshed right after (`analyzeFieldValues`).
 *
 * A build is cancelled in the transaction of the change that makes it moot: the field stops
 * being filterable (its entries are deleted by that change) or is archived (its entries so far
 * stay; unarchiving it starts a new build, which skips the contacts that have theirs).
 */
@Injectable()
export class FilterIndexWorker implements OnModuleInit {
  private job!: TrackedJob<FilterIndexBuildClaimed>;

  constructor(
    private readonly db: Db,
    private readonly tracked: TrackedJobs,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.job = this.tracked.register({
      // A build is its field's, not its author's work: it goes on under the admin removing them.
      authorLeaves: 'heir',
      queue: FILTER_INDEX_QUEUE,
      givenUpQueue: FILTER_INDEX_GIVEN_UP_QUEUE,
      dataKey: 'buildId',
      givenUpError: FILTER_INDEX_GIVEN_UP_ERROR,
      table: FILTER_INDEX_BUILDS,
      expirySeconds: JOB_EXPIRY_SECONDS,
      open: (job) => this.open(job),
    });
  }

  /** Whether a field made filterable now in the workspace is indexed by a job, not at once. */
  async byJob(tx: Db, workspaceId: string): Promise<boolean> {
    const most = this.config.env.FILTER_INDEX_INLINE_CONTACTS;
    const { contacts } = await tx.one(workspaceContactsUpTo(workspaceId, most + 1));
    return contacts > most;
  }

  /** Queues a build of the field, in the caller's transaction, unless one is under way. */
  async start(tx: Db, scope: WorkspaceScope, userId: string, fieldId: string): Promise<void> {
    const build = await tx.oneOrNone(
      insertFilterIndexBuild(scope.workspace.id, {
        fieldId,
        createdBy: userId,
        origin: scope.origin,
      }),
    );
    if (build) await this.job.enqueue(tx, build.id);
  }

  /**
   * Cancels the field's build under way, if any, in the caller's transaction; a batch being
   * applied commits first, and its job sees the cancel before the next.
   */
  async cancel(tx: Db, workspaceId: string, fieldId: string): Promise<void> {
    const build = await tx.oneOrNone(unfinishedFilterIndexBuild(fieldId));
    if (!build) return;
    await tx.oneOrNone(
      cancelJob(FILTER_INDEX_BUILDS, { workspace: { id: workspaceId }, demo: false }, build.id),
    );
  }

  run(buildId: string): Promise<void> {
    return this.job.run(buildId);
  }

  private async open(job: BuildJobRow): Promise<TrackedRun<WalkedContact> | null> {
    const walk = await this.db.oneOrNone(filterIndexWalk(job.id));
    if (!walk) return null;
    return {
      from: job.processed,
      batches: this.walk(job.workspace_id, walk),
      step: async (tx, batch) => ({ counts: { filled: await this.fill(tx, job, batch) } }),
      finish: (tx) => this.ready(tx, job),
      afterSuccess: async () => {
        await this.db.exec(analyzeFieldValues());
      },
    };
  }

  /**
   * The workspace's contacts after the checkpoint, real ones then demo ones, a batch at a time.
   * Contacts created after the read of their part of the walk are not its concern: the triggers
   * gave them their entries, as the field was filterable before the job was queued.
   */
  private async *walk(workspaceId: string, from: FilterIndexWalk): AsyncGenerator<WalkedContact[]> {
    let demo = from.after_demo;
    let after: [string, string] | null =
      from.after_id === null ? null : [from.after_created_at!, from.after_id];
    for (;;) {
      const contacts = await this.db.rows(
        contactsToWalk(workspaceId, demo, after, FILTER_INDEX_BATCH_SIZE),
      );
      if (contacts.length > 0) {
        yield contacts;
        const last = contacts[contacts.length - 1];
        after = [last.sort_at, last.id];
      }
      if (contacts.length < FILTER_INDEX_BATCH_SIZE) {
        if (demo) return;
        demo = true;
        after = null;
      }
    }
  }

  /** Gives the batch's contacts their entries and moves the checkpoint past them. */
  private async fill(tx: Db, job: BuildJobRow, batch: readonly WalkedContact[]): Promise<number> {
    let filled: number;
    try {
      ({ filled } = await tx.one(
        fillFilterIndex(
          job.field_id,
          batch.map((c) => c.id),
        ),
      ));
    } catch (error) {
      // The runner takes a lock timeout for another worker holding the build's row and steps
      // aside, which would leave the build running with no job; contact writes held this one,
      // so the job fails and pg-boss retries it from the checkpoint.
      if ((error as { code?: unknown } | null)?.code === LOCK_NOT_AVAILABLE) {
        throw new Error(FILTER_INDEX_LOCK_WAIT_ERROR, { cause: error });
      }
      throw error;
    }
    await tx.exec(advanceFilterIndexWalk(job.id, batch[batch.length - 1]));
    return filled;
  }

  /**
   * The build's end: the field's index is ready, and the definitions' version moves so every
   * instance reads it. The version first, as every change of a definition takes it first: a
   * change that cancels the build waits for this, or this for it (and then is undone).
   */
  private async ready(tx: Db, job: BuildJobRow): Promise<void> {
    await tx.one(bumpCustomFieldsVersion(job.workspace_id));
    await tx.oneOrNone(markFilterIndexReady(job.field_id));
  }
}
