import type { RequestOrigin } from '../core/auth/request-origin.js';
import type { Db } from '../database/db.js';
import type { ClaimedJobRow, TrackedTable } from './tracked-table.js';

/**
 * What a feature writes to run work over many items as a tracked job (see TrackedJobs): its
 * table, its queue names, and `open`, which prepares a claimed job and hands back its batches and
 * its step. Claiming, the batch lock, checkpoints, slices and hand-off, cancel, failure and the
 * dead letter are the mechanism's.
 */
export interface TrackedJobDefinition<Claimed> {
  /**
   * The pg-boss queue of its jobs, and the one pg-boss moves a job to once its retries are used
   * up (the job then fails with `givenUpError`). Both are names in the database, as is
   * `dataKey`, the key of the job's id in a queued job's data: jobs queued before an upgrade must
   * still be found, so none of them changes.
   */
  queue: string;
  givenUpQueue: string;
  dataKey: string;
  givenUpError: string;
  table: TrackedTable<unknown, Claimed, unknown>;
  /** How long a worker may hold a queued job before pg-boss takes it back and retries it. */
  expirySeconds: number;
  /**
   * The reason the job fails with when its work throws `error` (a rule refusing it), which then
   * ends it; undefined for an error worth retrying (the database, a worker stopping).
   */
  refusal?: (error: unknown) => string | undefined;
  /**
   * Prepares a job just claimed (again, when resumed): where it resumes, its batches and its
   * step. Null when it is over or no longer this job's; throws JobFailed to fail it.
   */
  open(job: ClaimedJobRow & Claimed): Promise<TrackedRun<unknown> | null>;
  /**
   * Announces the job (its events, for the web app's progress bars), in `tx`: its `progress`
   * after a batch, at most once a second, in the batch's transaction; `finished` in the
   * transaction that ends it as succeeded or failed.
   */
  announce?: JobAnnouncer;
  /**
   * When its author leaves the workspace before it ends: cancelled (by default), or handed to
   * whoever removes them (`heir`), for a job that is not the member's own work.
   */
  authorLeaves?: 'cancel' | 'heir';
}

/** The job an announcement is about: what its events need to name their workspace and caller. */
export type AnnouncedJob = Pick<ClaimedJobRow, 'id' | 'workspace_id' | 'is_demo' | 'origin'>;
export type JobPhase = 'progress' | 'finished';

/** Job `id` of the request's workspace, announced as that request's (a cancel). */
export function jobOf(
  scope: { workspace: { id: string }; demo: boolean; origin: RequestOrigin },
  id: string,
): AnnouncedJob {
  return { id, workspace_id: scope.workspace.id, is_demo: scope.demo, origin: scope.origin };
}
export type JobAnnouncer = (tx: Db, job: AnnouncedJob, phase: JobPhase) => Promise<void>;

/** The least time between two progress announcements of one job. */
export const PROGRESS_EVERY_MS = 1_000;

/** One run of a job, from its checkpoint. */
export interface TrackedRun<Item> {
  /** The checkpoint the batches start after (items already done). */
  from: number;
  /**
   * The items from the checkpoint on, in batches; each batch counts as its length. The next
   * batch is read while the one before is applied, so reading must not depend on that one.
   */
  batches: AsyncIterable<readonly Item[]>;
  /**
   * Applies one batch in `tx`, the transaction that holds the job's row and then advances its
   * checkpoint: the batch and its count commit together or not at all. Throws JobFailed (or a
   * refusal) to fail the job, the batch undone.
   */
  step(tx: Db, batch: readonly Item[]): Promise<StepCounts>;
  /**
   * The run's last changes, made in the transaction that ends the job as succeeded, before its
   * row is ended (so take the locks a canceller of the job takes, in its order): they commit
   * with the job's success or not at all, undone when the job was ended meanwhile.
   */
  finish?: (tx: Db) => Promise<void>;
  /**
   * Upkeep once the job has committed as succeeded, outside any transaction (fresh planner
   * statistics after a bulk fill): it changes nothing the job reports, so its failure is only
   * logged, and the job stays succeeded.
   */
  afterSuccess?: () => Promise<void>;
  /**
   * False for a run that starts over whenever it resumes (a dry run that wrote nothing): it is
   * never cut into slices, which would each start it over.
   */
  sliced?: boolean;
}

/** What a batch adds beside its length: the table's counters and items for its lists. */
export interface StepCounts {
  counts?: Readonly<Record<string, number>>;
  lists?: Readonly<Record<string, readonly unknown[]>>;
}

/**
 * Thrown by `open`: what the job reads is not ready yet (a filter's index a job is building). The
 * job is queued again to start `seconds` later from where it stands, its retries untouched.
 */
export class JobWaits extends Error {
  override name = 'JobWaits';

  constructor(readonly seconds: number) {
    super(`not ready; tried again in ${seconds} s`);
  }
}

/** Thrown by a step or `open`: the job fails with `reason`, the batches before it kept. */
export class JobFailed extends Error {
  override name = 'JobFailed';

  constructor(readonly reason: string) {
    super(reason);
  }
}
