import { Logger } from '@nestjs/common';
import type { Db } from '../database/db.js';
import type { JobQueue } from './job-queue.js';
import {
  type AnnouncedJob,
  JobFailed,
  JobWaits,
  PROGRESS_EVERY_MS,
  type StepCounts,
  type TrackedJobDefinition,
  type TrackedRun,
} from './tracked-job.js';
import { checkpointJob, claimJob, finishJob, lockRunningJob } from './tracked-jobs.queries.js';
import type { TrackedTable } from './tracked-table.js';

/** SQLSTATE of a lock not granted within the lock timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

const log = new Logger('TrackedJob');

/**
 * The longest one queued job works before it queues the rest as a new job: at most a fifth of
 * its expiry, so a slice and its last batch end well before pg-boss would give the job to
 * another worker, and the expiry can be a few minutes, so a worker that died is replaced soon.
 */
const MAX_SLICE_MS = 30_000;

/** Retries of a queued job that threw or whose worker died, each resuming from the checkpoint. */
export const TRACKED_JOB_RETRY_LIMIT = 5;
const RETRY_DELAY_SECONDS = 5;

/**
 * Runs one kind of tracked job. A job advances batch by batch, each batch in one transaction
 * with the checkpoint that counts it, taken under the job's turn and row lock only while the
 * job is running from that checkpoint: a batch is applied and counted together or not at all, a
 * cancel lands between batches, and a queued job that runs twice (pg-boss retrying a worker it
 * thought dead) cannot apply a batch twice. A slice of work later (or when the process stops) the rest
 * is queued as a new job, resuming from the checkpoint.
 */
export class TrackedJob<Claimed = unknown> {
  private readonly table: TrackedTable<unknown, Claimed, unknown>;
  private readonly sliceMs: number;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly definition: TrackedJobDefinition<Claimed>,
  ) {
    this.table = definition.table;
    this.sliceMs = Math.min(MAX_SLICE_MS, (definition.expirySeconds * 1000) / 5);
  }

  /** Queues (the rest of) a job, in the caller's transaction, to start now or that much later. */
  async enqueue(tx: Db, id: string, startAfterSeconds?: number): Promise<void> {
    await this.queue.send(
      tx,
      this.definition.queue,
      { [this.definition.dataKey]: id },
      {
        startAfterSeconds,
        expireInSeconds: this.definition.expirySeconds,
        retryLimit: TRACKED_JOB_RETRY_LIMIT,
        retryDelaySeconds: RETRY_DELAY_SECONDS,
        deadLetter: this.definition.givenUpQueue,
      },
    );
  }

  /** Claims the job and works it for a slice; nothing when it is over. */
  async run(id: string): Promise<void> {
    const job = await this.db.oneOrNone(claimJob(this.table, id));
    if (!job) return;
    const started = Date.now();
    try {
      const run = await this.definition.open(job);
      if (run) await this.work(job, run, started);
    } catch (error) {
      if (error instanceof JobWaits) {
        await this.handOver(id, job.processed, error.seconds);
        return;
      }
      const reason = error instanceof JobFailed ? error.reason : this.definition.refusal?.(error);
      if (reason === undefined) throw error;
      // The refused batch was undone with its transaction; those before it stay counted.
      await this.db.transaction(async (tx) => {
        if (await tx.oneOrNone(finishJob(this.table, id, 'failed', reason))) {
          await this.definition.announce?.(tx, job, 'finished');
        }
      });
    }
  }

  private async work(job: AnnouncedJob, run: TrackedRun<unknown>, started: number): Promise<void> {
    const { id } = job;
    // When the job last announced its progress: the first batch of a run does.
    const progress = { at: 0 };
    let processed = run.from;
    // The batch being applied while the next one is read: one at a time, in order.
    let writing: { size: number; done: Promise<boolean> } | null = null;
    const written = async (): Promise<boolean> => {
      if (!writing) return true;
      const { size, done } = writing;
      writing = null;
      if (!(await done)) return false;
      processed += size;
      return true;
    };
    for await (const batch of run.batches) {
      if (!(await written())) return;
      const sliceOver = run.sliced !== false && Date.now() - started > this.sliceMs;
      if (sliceOver || this.queue.stopping.aborted) {
        // The batch in hand is left to the next job, which reads it again from the checkpoint.
        await this.handOver(id, processed);
        return;
      }
      const done = this.commit(job, run, processed, batch, progress);
      // Awaited by written(); a failure of the read meanwhile must not leave it unhandled.
      done.catch(() => undefined);
      writing = { size: batch.length, done };
    }
    if (!(await written())) return;
    if (!(await this.succeed(job, run, processed)) || !run.afterSuccess) return;
    await run.afterSuccess().catch((error: unknown) => {
      log.warn(`${this.definition.queue} ${id}: upkeep after success failed: ${String(error)}`);
    });
  }

  /**
   * Ends the job as succeeded once its batches are counted up to `processed`, with the run's last
   * changes when it has any; false when it was ended meanwhile (cancelled, or by another worker)
   * or started over by another worker, which goes on with it.
   */
  private async succeed(
    job: AnnouncedJob,
    run: TrackedRun<unknown>,
    processed: number,
  ): Promise<boolean> {
    const { finish } = run;
    const { announce } = this.definition;
    const ended = finishJob(this.table, job.id, 'succeeded', null, processed);
    if (!finish && !announce) return (await this.db.oneOrNone(ended)) !== null;
    try {
      await this.db.transaction(async (tx) => {
        await finish?.(tx);
        if (!(await tx.oneOrNone(ended))) {
          throw new NoLongerThisJob();
        }
        await announce?.(tx, job, 'finished');
      });
      return true;
    } catch (error) {
      // Cancelled or ended by another worker meanwhile: its last changes are undone.
      if (!(error instanceof NoLongerThisJob)) throw error;
      return false;
    }
  }

  /**
   * Applies one batch with its checkpoint; false when the job is no longer this one's: cancelled,
   * counted past by another worker, or still locked by another worker applying this very batch
   * past the lock timeout (that worker goes on with the job; this one steps aside). A lock the
   * step itself waits for past the timeout throws, so pg-boss retries the job.
   */
  private commit(
    job: AnnouncedJob,
    run: TrackedRun<unknown>,
    processed: number,
    batch: readonly unknown[],
    progress: { at: number },
  ): Promise<boolean> {
    return this.apply(job, run, processed, batch, progress).catch((error: unknown) => {
      if (error instanceof TurnHeldElsewhere || error instanceof NoLongerThisJob) return false;
      throw error;
    });
  }

  private apply(
    job: AnnouncedJob,
    run: TrackedRun<unknown>,
    processed: number,
    batch: readonly unknown[],
    progress: { at: number },
  ): Promise<boolean> {
    const { id } = job;
    return this.db.transaction(async (tx) => {
      const locked = await tx
        .oneOrNone(lockRunningJob(this.table, id, processed))
        .catch((error: unknown) => {
          // Only the job's own turn and row: a lock the step waits for past the timeout (contacts
          // a long write holds) is an error like any other, retried from the checkpoint, where
          // stepping aside would leave the job running with no worker.
          if ((error as { code?: unknown } | null)?.code === LOCK_NOT_AVAILABLE) {
            throw new TurnHeldElsewhere('the job is locked by another worker', { cause: error });
          }
          throw error;
        });
      if (!locked) return false;
      const { counts = {}, lists = {} }: StepCounts = await run.step(tx, batch);
      const kept: Record<string, readonly unknown[]> = {};
      for (const [list, most] of Object.entries(this.table.lists ?? {})) {
        const room = Math.max(0, most - (locked.kept[list] ?? 0));
        kept[list] = (lists[list] ?? []).slice(0, room);
      }
      const checkpoint = { processed: batch.length, counts, lists: kept };
      if (!(await tx.oneOrNone(checkpointJob(this.table, id, processed, checkpoint)))) {
        // Ended or counted past without its turn meanwhile (a dry run started over): undone.
        throw new NoLongerThisJob();
      }
      const { announce } = this.definition;
      if (announce && Date.now() - progress.at >= PROGRESS_EVERY_MS) {
        progress.at = Date.now();
        await announce(tx, job, 'progress');
      }
      return true;
    });
  }

  /** Queues the rest of a running job as a new job (that much later), with its checkpoint held. */
  private async handOver(id: string, processed: number, startAfterSeconds?: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await tx.oneOrNone(lockRunningJob(this.table, id, processed))) {
        await this.enqueue(tx, id, startAfterSeconds);
      }
    });
  }
}

/**
 * Thrown to undo a finishing transaction, or a batch, whose job was ended or counted past
 * meanwhile; never leaves the runner.
 */
class NoLongerThisJob extends Error {
  override name = 'NoLongerThisJob';
}

/**
 * The job's turn or row stayed locked past the lock timeout by another worker applying this very
 * batch: that worker goes on with the job. Never leaves the runner.
 */
class TurnHeldElsewhere extends Error {
  override name = 'TurnHeldElsewhere';
}
