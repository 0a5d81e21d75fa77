import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { SqlParams } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import type { ViewVisibility } from './views.rules.js';

/** A view as the API shows it, before its validity is read. */
export interface ViewRow {
  id: string;
  name: string;
  filter: unknown;
  sort: string | null;
  columns: string[];
  visibility: ViewVisibility;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

const VIEW_COLUMNS = `v.id, v.name, v.filter, v.sort, v.columns,
  CASE WHEN v.private_to IS NULL THEN 'workspace' ELSE 'private' END AS visibility,
  v.created_by, v.created_at, v.updated_at`;

/** The views of a workspace `userId` sees: the workspace's, and their own private ones. */
function visibleTo(p: SqlParams, workspaceId: string, userId: string): string {
  return `v.workspace_id = ${p.add(workspaceId)}
      AND (v.private_to IS NULL OR v.private_to = ${p.add(userId)})`;
}

/**
 * Serialises the creations of a workspace's views until the transaction ends, so the count the
 * insert after it reads is exact under concurrent creations.
 */
export function lockViewsOf(workspaceId: string): Statement {
  return statement(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `saved_views:${workspaceId}`,
  ]);
}

export interface NewView {
  name: string;
  filter: unknown;
  sort: string | null;
  columns: readonly string[];
  /** The author, for a private view; null for the workspace. */
  privateTo: string | null;
  createdBy: string;
}

/** Creates a view; no row when the workspace already has `limit` views. */
export function insertView(workspaceId: string, view: NewView, limit: number): Statement<ViewRow> {
  const p = new SqlParams();
  const workspace = p.add(workspaceId);
  return statement(
    `INSERT INTO saved_views AS v (workspace_id, name, filter, sort, columns, private_to, created_by)
     SELECT ${workspace}, ${p.add(view.name)}, ${p.add(JSON.stringify(view.filter))}::jsonb,
            ${p.add(view.sort)}, ${p.add(view.columns)}::text[], ${p.add(view.privateTo)}::uuid,
            ${p.add(view.createdBy)}
      WHERE (SELECT count(*) FROM saved_views WHERE workspace_id = ${workspace}) < ${p.add(limit)}
     RETURNING ${VIEW_COLUMNS}`,
    p.values,
  );
}

/** Views newest first. */
export const VIEW_ORDER = timeKeyset('DESC', 'v.created_at', 'v.id');

/** One page of the views `userId` sees, newest first. */
export function viewPage(
  workspaceId: string,
  userId: string,
  page: {
    /** The (created_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<ViewRow>> {
  const p = new SqlParams();
  const where = [visibleTo(p, workspaceId, userId)];
  if (page.after) where.push(VIEW_ORDER.after(p, page.after));
  return statement(
    `SELECT ${VIEW_COLUMNS}, ${VIEW_ORDER.select} FROM saved_views v
      WHERE ${where.join(' AND ')}
      ${VIEW_ORDER.orderBy} ${VIEW_ORDER.limit(p, page.limit)}`,
    p.values,
  );
}

/**
 * One view `userId` sees; no row for a view of another workspace or another member's private
 * view. `lock`: held until the transaction ends, before it is changed or deleted.
 */
export function viewOf(
  workspaceId: string,
  userId: string,
  id: string,
  lock = false,
): Statement<ViewRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${VIEW_COLUMNS} FROM saved_views v
      WHERE v.id = ${p.add(id)} AND ${visibleTo(p, workspaceId, userId)}${lock ? ' FOR UPDATE' : ''}`,
    p.values,
  );
}

/** What an edit changes of a view; undefined leaves a part as it is. */
export interface ViewChanges {
  name?: string;
  filter?: unknown;
  /** null: the default order. */
  sort?: string | null;
  columns?: readonly string[];
  /** The author, to make it private; null to share it with the workspace. */
  privateTo?: string | null;
}

/** Applies `changes` to a view of the workspace and answers it. */
export function updateView(
  workspaceId: string,
  id: string,
  changes: ViewChanges,
): Statement<ViewRow> {
  const p = new SqlParams();
  const sets = ['updated_at = now()'];
  if (changes.name !== undefined) sets.push(`name = ${p.add(changes.name)}`);
  if (changes.filter !== undefined) {
    sets.push(`filter = ${p.add(JSON.stringify(changes.filter))}::jsonb`);
  }
  if (changes.sort !== undefined) sets.push(`sort = ${p.add(changes.sort)}`);
  if (changes.columns !== undefined) sets.push(`columns = ${p.add(changes.columns)}::text[]`);
  if (changes.privateTo !== undefined) {
    sets.push(`private_to = ${p.add(changes.privateTo)}::uuid`);
  }
  return statement(
    `UPDATE saved_views v SET ${sets.join(', ')}
      WHERE v.id = ${p.add(id)} AND v.workspace_id = ${p.add(workspaceId)}
      RETURNING ${VIEW_COLUMNS}`,
    p.values,
  );
}

/**
 * Locks the views a member's removal writes (those they made, whose author it clears, and those
 * private to them, which it deletes) until the transaction ends, in id order, before the removal
 * locks the member: an edit of one holds it before it names the member (making it private).
 */
export function lockLeaverViews(workspaceId: string, userId: string): Statement {
  return statement(
    `SELECT 1 FROM saved_views v
      WHERE v.workspace_id = $1 AND (v.created_by = $2 OR v.private_to = $2)
      ORDER BY v.id FOR UPDATE`,
    [workspaceId, userId],
  );
}

/** Deletes the private views of member `userId`, who is leaving, answering them as they were. */
export function deletePrivateViews(workspaceId: string, userId: string): Statement<ViewRow> {
  return statement(
    `DELETE FROM saved_views v WHERE v.workspace_id = $1 AND v.private_to = $2
      RETURNING ${VIEW_COLUMNS}`,
    [workspaceId, userId],
  );
}

/** Deletes a view of the workspace. */
export function deleteView(workspaceId: string, id: string): Statement {
  return statement(`DELETE FROM saved_views WHERE id = $1 AND workspace_id = $2`, [
    id,
    workspaceId,
  ]);
}
