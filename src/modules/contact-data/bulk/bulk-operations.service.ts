import { Injectable } from '@nestjs/common';
import { jobOf } from '../../../jobs/tracked-job.js';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import type { PageQueryDto } from '../../../core/pagination/pagination.js';
import { ConflictProblem, NotFoundProblem, ValidationProblem } from '../../../core/http/problem.js';
import { Db } from '../../../database/db.js';
import { TrackedJobs } from '../../../jobs/tracked-jobs.js';
import type { Page } from '../../../database/keyset.js';
import { BulkOperationWorker } from './bulk-operation.worker.js';
import { presentOperation } from './bulk-operations.presenter.js';
import {
  cancelJob,
  JOB_ORDER,
  jobById,
  jobPage,
  jobsStartedBy,
} from '../../../jobs/tracked-jobs.queries.js';
import { BULK_OPERATIONS, insertBulkOperation } from './bulk-operations.queries.js';
import {
  BOTH_IDS_AND_FILTER_MESSAGE,
  BULK_ALREADY_FINISHED_DETAIL,
  bulkSelection,
  NEITHER_IDS_NOR_FILTER_MESSAGE,
} from './contacts-bulk.rules.js';
import { ContactsBulkService, parseBulkAction } from './contacts-bulk.service.js';
import { inField } from '../../contacts/nested-field.js';
import { ContactQueryService } from '../../contacts/query/contact-query.service.js';
import type { BulkContactsDto, BulkContactsResponse } from './dto/bulk-contacts.dto.js';
import type {
  BulkOperationQueuedResponse,
  BulkOperationResponse,
} from './dto/bulk-operation.response.js';

/**
 * `POST /contacts/bulk` and the bulk operations it starts: with `contact_ids` the action is
 * applied at once, all or nothing; with `filter` it is queued as a job over the contacts the
 * filter matches when the job starts (see BulkOperationWorker).
 */
@Injectable()
export class BulkOperationsService {
  constructor(
    private readonly db: Db,
    private readonly bulk: ContactsBulkService,
    private readonly worker: BulkOperationWorker,
    private readonly queries: ContactQueryService,
    private readonly tracked: TrackedJobs,
  ) {}

  async submit(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: BulkContactsDto,
  ): Promise<BulkContactsResponse | BulkOperationQueuedResponse> {
    const contacts = contactsOf(dto);
    const action = await parseBulkAction(dto.action, dto.params);
    if ('ids' in contacts) {
      return { affected: await this.bulk.apply(scope, user, action, contacts.ids) };
    }
    const { filter, view } = contacts;
    // The filter and the view are read now for their 404 and 422s; the job reads them again
    // when it starts, as the operation's author.
    if (view !== undefined) await this.queries.read(scope, user, { view });
    const selection = bulkSelection(filter);
    if ('tree' in selection) await this.queries.read(scope, user, selection);
    else await inField('filter', () => this.queries.read(scope, user, selection));
    // Everything that does not depend on the contacts is refused now rather than by the job.
    await this.bulk.check(scope, action);
    return this.db.transaction(async (tx) => {
      await this.tracked.holdAuthor(tx, scope, user.id);
      const { id } = await tx.one(
        insertBulkOperation(scope, {
          createdBy: user.id,
          origin: scope.origin,
          action: dto.action,
          params: dto.params ?? {},
          filter,
          viewId: view ?? null,
        }),
      );
      await this.worker.enqueue(tx, id);
      return { id, status: 'queued' };
    });
  }

  /** One operation; a member whose visibility is restricted sees only those they started. */
  async get(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    id: string,
  ): Promise<BulkOperationResponse> {
    const startedBy = jobsStartedBy(scope, user.id);
    const row = await this.db.oneOrNone(jobById(BULK_OPERATIONS, scope, id, startedBy));
    if (!row) throw new NotFoundProblem('Bulk operation');
    return presentOperation(row);
  }

  async list(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: PageQueryDto,
  ): Promise<Page<BulkOperationResponse>> {
    const rows = await this.db.rows(
      jobPage(BULK_OPERATIONS, scope, {
        after: JOB_ORDER.decode(query.cursor),
        limit: query.limit,
        startedBy: jobsStartedBy(scope, user.id),
      }),
    );
    return JOB_ORDER.page(rows, query.limit, presentOperation);
  }

  /** Cancels a queued or running operation: batches already applied stay; 409 once it is over. */
  async cancel(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    id: string,
  ): Promise<BulkOperationResponse> {
    const startedBy = jobsStartedBy(scope, user.id);
    const cancelled = await this.db.transaction(async (tx) => {
      const ended = await tx.oneOrNone(cancelJob(BULK_OPERATIONS, scope, id, startedBy));
      if (ended) await this.worker.announce(tx, jobOf(scope, id), 'finished');
      return ended;
    });
    const current = await this.get(scope, user, id);
    if (!cancelled) {
      throw new ConflictProblem(BULK_ALREADY_FINISHED_DETAIL, { status_now: current.status });
    }
    return current;
  }
}

/**
 * The contacts a bulk action names: its ids, or a filter and a view (each `{}` when left out,
 * ANDed); one of the two ways, else 422.
 */
function contactsOf(
  dto: BulkContactsDto,
): { ids: string[] } | { filter: Record<string, unknown>; view?: string } {
  const chosen = dto.filter !== undefined || dto.view !== undefined;
  if (dto.contact_ids !== undefined && chosen) {
    const field = dto.filter !== undefined ? 'filter' : 'view';
    throw ValidationProblem.of(field, BOTH_IDS_AND_FILTER_MESSAGE);
  }
  if (dto.contact_ids !== undefined) return { ids: dto.contact_ids };
  if (chosen) return { filter: { ...(dto.filter ?? {}) }, view: dto.view };
  throw ValidationProblem.of('contact_ids', NEITHER_IDS_NOR_FILTER_MESSAGE);
}
