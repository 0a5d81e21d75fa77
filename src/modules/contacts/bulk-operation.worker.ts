import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { Problem, ValidationProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import { JobQueue } from '../../jobs/job-queue.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import {
  type BulkOperationJobRow,
  checkpointBulkOperation,
  claimBulkOperation,
  failUnfinishedBulkOperation,
  finishBulkOperation,
  lockRunningBulkOperation,
  snapshotBulkOperation,
} from './bulk-operations.queries.js';
import { lockContacts } from './contacts-bulk.queries.js';
import {
  BULK_BATCH_SIZE,
  BULK_GIVEN_UP_ERROR,
  BULK_NO_LONGER_PREMIUM_ERROR,
  type BulkAction,
} from './contacts-bulk.rules.js';
import { ContactsBulkService, parseBulkAction } from './contacts-bulk.service.js';
import { ContactsService } from './contacts.service.js';

export const BULK_OPERATION_QUEUE = 'contact-bulk-operation';
/** Where pg-boss puts an operation's job whose retries are used up: its operation then fails. */
export const BULK_GIVEN_UP_QUEUE = 'contact-bulk-given-up';

export interface BulkOperationJob {
  operationId: string;
}

/**
 * How long one job works before it queues the rest of its operation as a new job: short enough
 * that a job's expiry (below) can be a few minutes, so a worker that died is replaced soon.
 */
const SLICE_MS = 30_000;
/** Well past a slice and its last batch: pg-boss gives a job of a dead worker back after this. */
const JOB_EXPIRY_SECONDS = 300;

/**
 * Runs bulk actions over a filter on the job queue. When an operation starts, the ids its filter
 * matches then are kept in its row (in id order), once: a resumed job works through the same
 * contacts, and contacts created later are not among them. The operation then advances batch by
 * batch (500 ids), each batch in one transaction with the checkpoint that counts it, taken under
 * the operation's row lock only while it is running from that checkpoint: a batch is applied and
 * counted together or not at all, a cancel lands between batches, and a job that runs twice
 * (pg-boss retrying a worker it thought dead) cannot apply a batch twice. Each batch goes through
 * `ContactsBulkService.apply`, so each contact follows its single route's rules and events;
 * contacts gone since the start are skipped and counted. A batch the action's rules refuse (a
 * contact would carry more than 20 tags, the stage or owner is no longer valid) fails the
 * operation with the reason, the batches before it kept.
 */
@Injectable()
export class BulkOperationWorker implements OnModuleInit {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly bulk: ContactsBulkService,
    private readonly contacts: ContactsService,
    private readonly workspaces: WorkspacesService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<BulkOperationJob>(
      BULK_OPERATION_QUEUE,
      async (jobs) => {
        for (const job of jobs) await this.run(job.data.operationId);
      },
      1,
    );
    this.jobs.register<BulkOperationJob>(BULK_GIVEN_UP_QUEUE, async (jobs) => {
      for (const job of jobs) {
        await this.db.exec(failUnfinishedBulkOperation(job.data.operationId, BULK_GIVEN_UP_ERROR));
      }
    });
  }

  /** Queues (the rest of) an operation, in the caller's transaction. */
  async enqueue(tx: Db, operationId: string): Promise<void> {
    const job: BulkOperationJob = { operationId };
    await this.jobs.send(tx, BULK_OPERATION_QUEUE, job, {
      expireInSeconds: JOB_EXPIRY_SECONDS,
      retryLimit: 5,
      retryDelaySeconds: 5,
      deadLetter: BULK_GIVEN_UP_QUEUE,
    });
  }

  async run(operationId: string): Promise<void> {
    const job = await this.db.oneOrNone(claimBulkOperation(operationId));
    if (!job) return;
    await this.work(job);
  }

  private async work(job: BulkOperationJobRow): Promise<void> {
    const started = Date.now();
    if (job.matched === null && !(await this.snapshot(job))) return;
    // Checked when it was asked for; a stored action the rules no longer take fails the job.
    const action = await this.failOnRefusal(job.id, () =>
      Promise.resolve(parseBulkAction(job.action, job.params)),
    );
    if (action === false) return;
    let processed = job.processed;
    for (;;) {
      const done = await this.commit(job, action, processed);
      if (done === null) return;
      processed += done;
      if (Date.now() - started > SLICE_MS || this.jobs.stopping.aborted) {
        await this.handOver(job.id, processed);
        return;
      }
    }
  }

  /**
   * Keeps the ids the filter matches now; false when the operation is no longer this job's (or
   * failed: the workspace is no longer premium, the filter's stage is gone).
   */
  private async snapshot(job: BulkOperationJobRow): Promise<boolean> {
    return this.failOnRefusal(job.id, () =>
      this.db.transaction(async (tx) => {
        const scope = await this.scopeOf(tx, job);
        if (!scope) return false;
        const filter = this.contacts.filterOf(scope, job.filter, new Date());
        return (await tx.oneOrNone(snapshotBulkOperation(job.id, scope, filter))) !== null;
      }),
    );
  }

  /**
   * Applies the batch after checkpoint `processed` with its checkpoint: how many ids it counted,
   * or null when the operation is over (the last batch done, cancelled, failed) or no longer
   * this job's.
   */
  private async commit(
    job: BulkOperationJobRow,
    action: BulkAction,
    processed: number,
  ): Promise<number | null> {
    const counted = await this.failOnRefusal(job.id, () =>
      this.db.transaction(async (tx) => {
        const running = await tx.oneOrNone(
          lockRunningBulkOperation(job.id, processed, BULK_BATCH_SIZE),
        );
        if (!running) return false;
        if (running.ids.length === 0) {
          await tx.exec(finishBulkOperation(job.id, 'succeeded', null));
          return false;
        }
        const scope = await this.scopeOf(tx, job);
        if (!scope) return false;
        // Locked until the batch commits, so those present stay for the action; the rest went.
        const present = (await tx.rows(lockContacts(scope, running.ids))).map((c) => c.id);
        const affected =
          present.length === 0
            ? 0
            : await this.bulk.apply(scope, { id: job.created_by }, action, present, tx);
        await tx.exec(
          checkpointBulkOperation(job.id, {
            processed: running.ids.length,
            affected,
            skipped: running.ids.length - affected,
          }),
        );
        return running.ids.length;
      }),
    );
    return counted === false ? null : counted;
  }

  /** The operation's workspace with its settings held; null (the operation failed) once free. */
  private async scopeOf(tx: Db, job: BulkOperationJobRow): Promise<WorkspaceScope | null> {
    const scope = await this.workspaces.holdSettings(tx, {
      workspace: { id: job.workspace_id } as Workspace,
      demo: job.is_demo,
      // Its events name the request that asked for it, as the single writes name theirs.
      origin: job.origin,
    });
    if (!scope.workspace.is_premium && !job.is_demo) {
      await tx.exec(finishBulkOperation(job.id, 'failed', BULK_NO_LONGER_PREMIUM_ERROR));
      return null;
    }
    return scope;
  }

  /**
   * Runs `work`; when the rules refuse it (a problem: 422), its transaction is undone and the
   * operation fails with the reason, answering false.
   */
  private async failOnRefusal<T>(operationId: string, work: () => Promise<T>): Promise<T | false> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      await this.db.exec(finishBulkOperation(operationId, 'failed', reasonOf(error)));
      return false;
    }
  }

  /** Queues the rest of a running operation as a new job, with its checkpoint held. */
  private async handOver(operationId: string, processed: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await tx.oneOrNone(lockRunningBulkOperation(operationId, processed, 0))) {
        await this.enqueue(tx, operationId);
      }
    });
  }
}

/** A refusal as a sentence: the messages of a validation problem, else its detail. */
function reasonOf(problem: Problem): string {
  if (problem instanceof ValidationProblem && problem.errors.length > 0) {
    return problem.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  }
  return problem.detail;
}
