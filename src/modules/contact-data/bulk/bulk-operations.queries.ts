import type { RequestOrigin } from '../../../core/auth/request-origin.js';
import { SqlParams, type TenantScope } from '../../../database/sql.js';
import { type Statement, statement } from '../../../database/statement.js';
import { trackedTable } from '../../../jobs/tracked-table.js';
import { contactQueryConditions } from '../../contacts/query/contact-conditions.queries.js';
import type { QueryGroup } from '../../contacts/query/contact-query.tree.js';
import type { BulkActionName } from './contacts-bulk.rules.js';

/** A bulk operation's own columns the API shows, beside those of every tracked job. */
export interface BulkOperationView {
  action: BulkActionName;
  params: Record<string, unknown>;
  filter: Record<string, unknown>;
  view_id: string | null;
  matched: number | null;
  affected: number;
  skipped: number;
}

/** What the worker needs of a bulk operation to run it, beside what every tracked job hands it. */
export interface BulkOperationClaimed {
  action: BulkActionName;
  params: Record<string, unknown>;
  /** The filter as it was asked for: a filter tree, or the list's parameters. */
  filter: Record<string, unknown>;
  /** The saved view whose filter is ANDed with it. */
  view_id: string | null;
  matched: number | null;
  /** When it was accepted: how long its start may wait for a filter index being built. */
  created_at: Date;
}

/**
 * Bulk operations as tracked jobs (the lifecycle's statements are in tracked-jobs.queries.ts): a
 * batch counts contacts acted on and those skipped (gone since the start); the ids the filter
 * matched are working data, dropped when the operation ends.
 */
export const BULK_OPERATIONS = trackedTable<BulkOperationView, BulkOperationClaimed>({
  name: 'bulk_operations',
  shown: ['action', 'params', 'filter', 'view_id', 'matched', 'affected', 'skipped'],
  claimed: ['action', 'params', 'filter', 'view_id', 'matched', 'created_at'],
  counts: ['affected', 'skipped'],
  clearedOnEnd: ['contact_ids'],
});

export interface NewBulkOperation {
  createdBy: string;
  origin: RequestOrigin;
  action: BulkActionName;
  params: Record<string, unknown>;
  filter: Record<string, unknown>;
  viewId: string | null;
}

/** Records a bulk action over a filter, queued. */
export function insertBulkOperation(
  scope: TenantScope,
  operation: NewBulkOperation,
): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `INSERT INTO bulk_operations (workspace_id, is_demo, created_by, origin, action, params, filter, view_id)
       VALUES (${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(operation.createdBy)},
               ${p.add(JSON.stringify(operation.origin))}::jsonb, ${p.add(operation.action)},
               ${p.add(JSON.stringify(operation.params))}::jsonb,
               ${p.add(JSON.stringify(operation.filter))}::jsonb, ${p.add(operation.viewId)})
       RETURNING id`,
    p.values,
  );
}

// The worker's statements beside the lifecycle's: it knows the operation by its id.

/**
 * Keeps the ids of the contacts `where` matches now, in id order (the order bulk actions lock
 * contacts in), as the set the operation works through; no row when it is not running or has
 * its set already (another worker took it first).
 */
export function snapshotBulkOperation(
  id: string,
  scope: TenantScope,
  where: QueryGroup,
): Statement<{ matched: number }> {
  const p = new SqlParams();
  const operation = p.add(id);
  return statement(
    `UPDATE bulk_operations o
        SET contact_ids = m.ids, matched = cardinality(m.ids), updated_at = now()
        FROM (SELECT COALESCE(array_agg(c.id ORDER BY c.id), '{}') AS ids FROM contacts c
               WHERE ${contactQueryConditions(p, scope, where).join(' AND ')}) m
        WHERE o.id = ${operation} AND o.status = 'running' AND o.contact_ids IS NULL
        RETURNING o.matched`,
    p.values,
  );
}

/**
 * The stages of a running operation's contacts after the first `from`, with how many are in
 * each: what a move checks against the whole rest of its set before acting on any of it.
 */
export function bulkOperationStages(
  id: string,
  from: number,
): Statement<{ stage: string; contacts: number }> {
  return statement(
    `SELECT c.stage, count(*)::int AS contacts
       FROM bulk_operations o
       CROSS JOIN LATERAL unnest(o.contact_ids[$2 + 1:]) AS s(id)
       JOIN contacts c ON c.id = s.id AND c.workspace_id = o.workspace_id AND c.is_demo = o.is_demo
      WHERE o.id = $1 AND o.status = 'running'
      GROUP BY c.stage ORDER BY c.stage`,
    [id, from],
  );
}

/**
 * The next `size` ids of a running operation's set after the first `from`: none once all are
 * read, no row once it is over (its set dropped). The set does not change while it runs, so
 * this is read ahead of the batch lock, which decides whether the batch is still this job's.
 */
export function bulkOperationIds(
  id: string,
  from: number,
  size: number,
): Statement<{ ids: string[] }> {
  return statement(
    `SELECT contact_ids[$2 + 1 : $2 + $3] AS ids FROM bulk_operations
        WHERE id = $1 AND status = 'running' AND contact_ids IS NOT NULL`,
    [id, from, size],
  );
}
