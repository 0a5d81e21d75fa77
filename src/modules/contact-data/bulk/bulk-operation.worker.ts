import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { WorkspaceScope } from '../../../core/auth/request-context.js';
import { Problem, ValidationProblem } from '../../../core/http/problem.js';
import { Db } from '../../../database/db.js';
import {
  JobFailed,
  type JobAnnouncer,
  JobWaits,
  type TrackedRun,
} from '../../../jobs/tracked-job.js';
import type { TrackedJob } from '../../../jobs/tracked-job.runner.js';
import { TrackedJobs } from '../../../jobs/tracked-jobs.js';
import type { ClaimedJobRow } from '../../../jobs/tracked-table.js';
import type { Workspace } from '../../../tenancy/workspace.entity.js';
import { IndexBuildingProblem } from '../../contacts/query/contact-query.fields.js';
import { ContactQueryService } from '../../contacts/query/contact-query.service.js';
import { inField } from '../../contacts/nested-field.js';
import { jobAnnouncer } from '../../events/job-events.js';
import { WebhookEventsService } from '../../webhooks/webhook-events.service.js';
import { WorkspacesService } from '../../workspaces/workspaces.service.js';
import { presentOperation } from './bulk-operations.presenter.js';
import {
  BULK_OPERATIONS,
  type BulkOperationClaimed,
  bulkOperationIds,
  bulkOperationStages,
  snapshotBulkOperation,
} from './bulk-operations.queries.js';
import { lockContacts } from './contacts-bulk.queries.js';
import {
  BULK_BATCH_SIZE,
  BULK_GIVEN_UP_ERROR,
  BULK_INDEX_RECHECK_SECONDS,
  BULK_INDEX_WAIT_SECONDS,
  BULK_NO_LONGER_PREMIUM_ERROR,
  type BulkAction,
  bulkSelection,
} from './contacts-bulk.rules.js';
import {
  ContactsBulkService,
  parseBulkAction,
  requireOwnPipelines,
} from './contacts-bulk.service.js';

export const BULK_OPERATION_QUEUE = 'contact-bulk-operation';
/** Where pg-boss puts an operation's job whose retries are used up: its operation then fails. */
export const BULK_GIVEN_UP_QUEUE = 'contact-bulk-given-up';

/** Well past a slice and its last batch: pg-boss gives a job of a dead worker back after this. */
const JOB_EXPIRY_SECONDS = 300;

type BulkOperationJobRow = ClaimedJobRow & BulkOperationClaimed;

/**
 * Runs bulk actions over a filter as tracked jobs (TrackedJobs: batches, checkpoints, slices,
 * cancel). When an operation starts, the ids its filter matches then are kept in its row (in id
 * order), once: a resumed job works through the same contacts, and contacts created later are
 * not among them. Each batch (500 ids) goes through `ContactsBulkService.apply`, so each contact
 * follows its single route's rules and events; contacts gone since the start are skipped and
 * counted. A batch the action's rules refuse (a contact would carry more than 20 tags, a move
 * without `pipeline` meets a contact whose pipeline lacks the stage, the stage or owner is no
 * longer valid) fails the operation with the reason, the batches before it kept.
 */
@Injectable()
export class BulkOperationWorker implements OnModuleInit {
  private job!: TrackedJob<BulkOperationClaimed>;
  /** An operation's events: its progress (at most once a second) and its end, with its counts. */
  readonly announce: JobAnnouncer;

  constructor(
    private readonly db: Db,
    private readonly tracked: TrackedJobs,
    private readonly bulk: ContactsBulkService,
    private readonly queries: ContactQueryService,
    private readonly workspaces: WorkspacesService,
    events: WebhookEventsService,
  ) {
    this.announce = jobAnnouncer(events, BULK_OPERATIONS, presentOperation, {
      progress: 'bulk_operation.progress',
      finished: 'bulk_operation.finished',
    });
  }

  onModuleInit(): void {
    this.job = this.tracked.register({
      queue: BULK_OPERATION_QUEUE,
      givenUpQueue: BULK_GIVEN_UP_QUEUE,
      dataKey: 'operationId',
      givenUpError: BULK_GIVEN_UP_ERROR,
      table: BULK_OPERATIONS,
      expirySeconds: JOB_EXPIRY_SECONDS,
      refusal: (error) => (error instanceof Problem ? reasonOf(error) : undefined),
      open: (job) => this.open(job),
      announce: this.announce,
    });
  }

  /** Queues (the rest of) an operation, in the caller's transaction. */
  enqueue(tx: Db, operationId: string): Promise<void> {
    return this.job.enqueue(tx, operationId);
  }

  run(operationId: string): Promise<void> {
    return this.job.run(operationId);
  }

  private async open(job: BulkOperationJobRow): Promise<TrackedRun<string> | null> {
    if (job.matched === null && !(await this.snapshot(job))) return null;
    // Checked when it was asked for; a stored action the rules no longer take fails the job.
    const action = await parseBulkAction(job.action, job.params);
    if (action.action === 'move_stage') await this.checkPipelines(job, action);
    return {
      from: job.processed,
      batches: this.batches(job.id, job.processed),
      step: async (tx, ids) => {
        const affected = await this.apply(tx, job, action, ids);
        return { counts: { affected, skipped: ids.length - affected } };
      },
    };
  }

  /**
   * Keeps the ids the filter matches now; false when the operation is no longer this job's.
   * Throws (failing it) when the workspace is no longer premium or the filter no longer reads (a stage or field gone).
   * A filter on a field whose index is being built waits for it (JobWaits), up to a point.
   */
  private async snapshot(job: BulkOperationJobRow): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const scope = await this.scopeOf(tx, job);
      // As its author would read it now: `me` is them, relative dates count from now. A flat
      // filter's refusals name its fields under `filter`, as the request's did.
      const selection = bulkSelection(job.filter);
      const read = () =>
        this.queries.read(
          scope,
          { id: job.created_by },
          { ...selection, view: job.view_id ?? undefined },
        );
      const { where } = await ('tree' in selection ? read() : inField('filter', read)).catch(
        (error: unknown) => {
          const waited = (Date.now() - job.created_at.getTime()) / 1000;
          if (error instanceof IndexBuildingProblem && waited < BULK_INDEX_WAIT_SECONDS) {
            throw new JobWaits(BULK_INDEX_RECHECK_SECONDS);
          }
          throw error;
        },
      );
      return (await tx.oneOrNone(snapshotBulkOperation(job.id, scope, where))) !== null;
    });
  }

  /**
   * A move keeps each contact in its own pipeline unless it names one: checked over the rest of
   * the set before any batch, so a contact whose pipeline lacks the stage fails the job before
   * it acts, not after the batches ahead of that contact's. (Each batch checks its own again: a
   * contact moved to another pipeline meanwhile.)
   */
  private checkPipelines(
    job: BulkOperationJobRow,
    action: Extract<BulkAction, { action: 'move_stage' }>,
  ): Promise<void> {
    if (action.pipeline !== undefined) return Promise.resolve();
    return this.db.transaction(async (tx) => {
      const scope = await this.scopeOf(tx, job);
      const checked = await this.bulk.check(scope, action, tx);
      requireOwnPipelines(
        scope,
        action,
        checked,
        await tx.rows(bulkOperationStages(job.id, job.processed)),
      );
    });
  }

  /** Acts on the batch's contacts still there; how many it acted on. */
  private async apply(
    tx: Db,
    job: BulkOperationJobRow,
    action: BulkAction,
    ids: readonly string[],
  ): Promise<number> {
    const scope = await this.scopeOf(tx, job);
    // Locked until the batch commits, so those present stay for the action; the rest went.
    const present = (await tx.rows(lockContacts(scope, ids))).map((c) => c.id);
    if (present.length === 0) return 0;
    return this.bulk.apply(scope, { id: job.created_by }, action, present, tx, {
      operationId: job.id,
    });
  }

  /** The set's ids after the first `from`, a batch at a time, until all are read or it ends. */
  private async *batches(id: string, from: number): AsyncGenerator<string[]> {
    for (let at = from; ;) {
      const ids = (await this.db.oneOrNone(bulkOperationIds(id, at, BULK_BATCH_SIZE)))?.ids ?? [];
      if (ids.length === 0) return;
      yield ids;
      at += ids.length;
    }
  }

  /** The operation's workspace with its settings held; JobFailed once it is no longer premium. */
  private async scopeOf(tx: Db, job: BulkOperationJobRow): Promise<WorkspaceScope> {
    const scope = await this.workspaces.holdSettings(
      tx,
      {
        workspace: { id: job.workspace_id } as Workspace,
        demo: job.is_demo,
        // Its events name the request that asked for it, as the single writes name theirs.
        origin: job.origin,
      },
      job.created_by,
    );
    if (!scope.workspace.is_premium && !job.is_demo) {
      throw new JobFailed(BULK_NO_LONGER_PREMIUM_ERROR);
    }
    return scope;
  }
}

/**
 * A refusal as a sentence: the messages of a validation problem, each after its field, else its
 * detail. A message that starts with the field's own name, as a custom value's does
 * (`custom.tier must be …` under `params.custom.tier`), starts with the whole path instead,
 * rather than saying it twice.
 */
function reasonOf(problem: Problem): string {
  if (problem instanceof ValidationProblem && problem.errors.length > 0) {
    return problem.errors.map(({ field, message }) => fieldMessage(field, message)).join('; ');
  }
  return problem.detail;
}

function fieldMessage(field: string, message: string): string {
  const names = field.split('.').map((_, i, parts) => parts.slice(i).join('.'));
  // A path only (`custom.tier`): a single word may begin a sentence ("custom values of …").
  const named = names.find((name) => name.includes('.') && message.startsWith(`${name} `));
  return named ? `${field}${message.slice(named.length)}` : `${field}: ${message}`;
}
