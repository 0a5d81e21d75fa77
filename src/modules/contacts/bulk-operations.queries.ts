import type { RequestOrigin } from '../../core/auth/request-origin.js';
import type { Keyed } from '../../core/pagination/pagination.js';
import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import type { JobStatus } from '../../jobs/job-status.js';
import type { BulkActionName } from './contacts-bulk.rules.js';
import { type ContactFilter, contactFilterConditions } from './contacts.queries.js';
import type { ContactFiltersQuery } from './dto/list-contacts.query.js';

/** A bulk operation as the API shows it, before its counts are grouped. */
export interface BulkOperationRow {
  id: string;
  action: BulkActionName;
  params: Record<string, unknown>;
  filter: Record<string, unknown>;
  status: JobStatus;
  matched: number | null;
  processed: number;
  affected: number;
  skipped: number;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

const OPERATION_COLUMNS = `o.id, o.action, o.params, o.filter, o.status, o.matched, o.processed,
  o.affected, o.skipped, o.error, ${isoUtc('o.created_at')} AS created_at,
  ${isoUtc('o.started_at')} AS started_at, ${isoUtc('o.finished_at')} AS finished_at`;

/** The states a bulk operation can still leave, as SQL. */
const UNFINISHED = `('queued', 'running')`;

export interface NewBulkOperation {
  createdBy: string;
  origin: RequestOrigin;
  action: BulkActionName;
  params: Record<string, unknown>;
  filter: Record<string, unknown>;
}

/** Records a bulk action over a filter, queued. */
export function insertBulkOperation(
  scope: TenantScope,
  operation: NewBulkOperation,
): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `INSERT INTO bulk_operations (workspace_id, is_demo, created_by, origin, action, params, filter)
       VALUES (${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(operation.createdBy)},
               ${p.add(JSON.stringify(operation.origin))}::jsonb, ${p.add(operation.action)},
               ${p.add(JSON.stringify(operation.params))}::jsonb,
               ${p.add(JSON.stringify(operation.filter))}::jsonb)
       RETURNING id`,
    p.values,
  );
}

/** One bulk operation; no row when not in scope. */
export function bulkOperationById(scope: TenantScope, id: string): Statement<BulkOperationRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${OPERATION_COLUMNS} FROM bulk_operations o
        WHERE o.id = ${p.add(id)} AND ${tenantScope(p, scope, 'o')}`,
    p.values,
  );
}

/** A page of bulk operations, newest first. */
export function bulkOperationPage(
  scope: TenantScope,
  page: { after: readonly string[] | null; limit: number },
): Statement<Keyed<BulkOperationRow>> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'o')];
  if (page.after) {
    where.push(
      `(o.created_at, o.id) < (${p.add(page.after[0])}::timestamptz, ${p.add(page.after[1])}::uuid)`,
    );
  }
  return statement(
    `SELECT ${OPERATION_COLUMNS}, o.created_at::text AS sort_at FROM bulk_operations o
        WHERE ${where.join(' AND ')}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${p.add(page.limit + 1)}`,
    p.values,
  );
}

/**
 * Cancels a bulk operation that is not over, dropping its ids; no row when it is over or not in
 * scope. A batch being applied holds the row (`lockRunningBulkOperation`), so this waits for it
 * and the batch counts; the worker sees the cancel before its next batch.
 */
export function cancelBulkOperation(scope: TenantScope, id: string): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `UPDATE bulk_operations o
        SET status = 'cancelled', finished_at = now(), contact_ids = NULL, updated_at = now()
        WHERE o.id = ${p.add(id)} AND ${tenantScope(p, scope, 'o')} AND o.status IN ${UNFINISHED}
        RETURNING o.id`,
    p.values,
  );
}

// The worker's statements: it knows the operation by its id, taken from its own queued job.

/** What the worker needs of a bulk operation to run it. */
export interface BulkOperationJobRow {
  id: string;
  workspace_id: string;
  is_demo: boolean;
  created_by: string;
  /** Who asked for it: its events name that request and caller. */
  origin: RequestOrigin;
  action: BulkActionName;
  params: Record<string, unknown>;
  /** The filters as they were asked for. */
  filter: ContactFiltersQuery;
  matched: number | null;
  processed: number;
}

/** Marks a bulk operation running (once more, when resumed); no row when it is over. */
export function claimBulkOperation(id: string): Statement<BulkOperationJobRow> {
  return statement(
    `UPDATE bulk_operations SET status = 'running', started_at = COALESCE(started_at, now()),
            updated_at = now()
        WHERE id = $1 AND status IN ${UNFINISHED}
        RETURNING id, workspace_id, is_demo, created_by, origin, action, params, filter, matched,
                  processed`,
    [id],
  );
}

/**
 * Keeps the ids of the contacts `filter` matches now, in id order (the order bulk actions lock
 * contacts in), as the set the operation works through; no row when it is not running or has
 * its set already (another worker took it first).
 */
export function snapshotBulkOperation(
  id: string,
  scope: TenantScope,
  filter: ContactFilter,
): Statement<{ matched: number }> {
  const p = new SqlParams();
  const operation = p.add(id);
  return statement(
    `UPDATE bulk_operations o
        SET contact_ids = m.ids, matched = cardinality(m.ids), updated_at = now()
        FROM (SELECT COALESCE(array_agg(c.id ORDER BY c.id), '{}') AS ids FROM contacts c
               WHERE ${contactFilterConditions(p, scope, filter).join(' AND ')}) m
        WHERE o.id = ${operation} AND o.status = 'running' AND o.contact_ids IS NULL
        RETURNING o.matched`,
    p.values,
  );
}

/**
 * The operation's row, locked until the batch's transaction ends, when it is still running
 * from `processed`, with the next `size` ids of its set (none once all are processed): no row
 * when it was cancelled or another worker has counted past it.
 */
export function lockRunningBulkOperation(
  id: string,
  processed: number,
  size: number,
): Statement<{ ids: string[] }> {
  return statement(
    `SELECT contact_ids[$2 + 1 : $2 + $3] AS ids FROM bulk_operations
        WHERE id = $1 AND status = 'running' AND processed = $2 AND contact_ids IS NOT NULL
        FOR UPDATE`,
    [id, processed, size],
  );
}

/** What one batch adds to the counts. */
export interface BulkBatchCounts {
  processed: number;
  affected: number;
  skipped: number;
}

/** Advances the checkpoint by a batch, in the batch's transaction. */
export function checkpointBulkOperation(id: string, batch: BulkBatchCounts): Statement {
  return statement(
    `UPDATE bulk_operations SET processed = processed + $2, affected = affected + $3,
            skipped = skipped + $4, updated_at = now()
        WHERE id = $1`,
    [id, batch.processed, batch.affected, batch.skipped],
  );
}

/** Ends a running bulk operation (its ids dropped); no row when it was over already. */
export function finishBulkOperation(
  id: string,
  status: Extract<JobStatus, 'succeeded' | 'failed'>,
  error: string | null,
): Statement<{ id: string }> {
  return statement(
    `UPDATE bulk_operations
        SET status = $2, error = $3, finished_at = now(), contact_ids = NULL, updated_at = now()
        WHERE id = $1 AND status = 'running' RETURNING id`,
    [id, status, error],
  );
}

/**
 * Fails a bulk operation that is not over yet (its ids dropped), whatever its checkpoint: its
 * job used up its retries. No row when it was over already.
 */
export function failUnfinishedBulkOperation(id: string, error: string): Statement<{ id: string }> {
  return statement(
    `UPDATE bulk_operations
        SET status = 'failed', error = $2, finished_at = now(), contact_ids = NULL, updated_at = now()
        WHERE id = $1 AND status IN ${UNFINISHED} RETURNING id`,
    [id, error],
  );
}
