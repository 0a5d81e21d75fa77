import type { RequestOrigin } from '../../core/auth/request-origin.js';
import { timeKeyset } from '../../database/keyset.js';
import { SqlParams } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { UNFINISHED_STATUSES } from '../../jobs/job-status.js';
import { trackedTable } from '../../jobs/tracked-table.js';

/*
 * The statements of a field's filter index built by a job (FilterIndexWorker): the build's row,
 * the walk through the workspace's contacts, a batch's entries and the field's state.
 */

/** A build's own columns beside those of every tracked job. */
export interface FilterIndexBuildView {
  field_id: string;
  filled: number;
}

/** What the worker needs of a build to run it, beside what every tracked job hands it. */
export interface FilterIndexBuildClaimed {
  field_id: string;
}

/**
 * Builds as tracked jobs (the lifecycle's statements are in tracked-jobs.queries.ts): `processed`
 * counts the contacts walked, `filled` those given entries.
 */
export const FILTER_INDEX_BUILDS = trackedTable<FilterIndexBuildView, FilterIndexBuildClaimed>({
  name: 'filter_index_builds',
  shown: ['field_id', 'filled'],
  claimed: ['field_id'],
  counts: ['filled'],
});

/** The unfinished states, as SQL (the unique index of a field's build under way names them). */
const UNFINISHED = `(${UNFINISHED_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/**
 * How many contacts (real and demo) the workspace has, counted up to `most`: the index-only scan
 * stops there, so the answer costs at most `most` index entries however large the workspace.
 */
export function workspaceContactsUpTo(
  workspaceId: string,
  most: number,
): Statement<{ contacts: number }> {
  return statement(
    `SELECT count(*)::int AS contacts
       FROM (SELECT 1 FROM contacts c WHERE c.workspace_id = $1 LIMIT $2) s`,
    [workspaceId, most],
  );
}

export interface NewFilterIndexBuild {
  fieldId: string;
  createdBy: string;
  origin: RequestOrigin;
}

/** Records a field's build, queued; no row when one is under way already. */
export function insertFilterIndexBuild(
  workspaceId: string,
  build: NewFilterIndexBuild,
): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `INSERT INTO filter_index_builds (workspace_id, is_demo, created_by, origin, field_id)
       VALUES (${p.add(workspaceId)}, false, ${p.add(build.createdBy)},
               ${p.add(JSON.stringify(build.origin))}::jsonb, ${p.add(build.fieldId)})
       ON CONFLICT (field_id) WHERE status IN ${UNFINISHED} DO NOTHING
       RETURNING id`,
    p.values,
  );
}

/** The field's build under way, if any. */
export function unfinishedFilterIndexBuild(fieldId: string): Statement<{ id: string }> {
  return statement(
    `SELECT id FROM filter_index_builds WHERE field_id = $1 AND status IN ${UNFINISHED}`,
    [fieldId],
  );
}

// The worker's statements: it knows the build by its id, taken from its own queued job.

/** Where a build's walk is: its checkpoint, the timestamp as text (a Date drops microseconds). */
export interface FilterIndexWalk {
  after_demo: boolean;
  after_created_at: string | null;
  after_id: string | null;
}

export function filterIndexWalk(id: string): Statement<FilterIndexWalk> {
  return statement(
    `SELECT after_demo, after_created_at::text AS after_created_at, after_id
       FROM filter_index_builds WHERE id = $1`,
    [id],
  );
}

/** A walk's order: that of `contacts_list_idx` within the real or the demo contacts. */
const WALK_ORDER = timeKeyset('ASC', 'c.created_at', 'c.id');

/** A contact walked, with its place in the walk. */
export interface WalkedContact {
  id: string;
  is_demo: boolean;
  sort_at: string;
}

/**
 * The next `size` of the workspace's real (or demo) contacts after `after` (created_at as text,
 * id; null from the first), in the walk's order: read along the index, whatever their values.
 */
export function contactsToWalk(
  workspaceId: string,
  demo: boolean,
  after: readonly [string, string] | null,
  size: number,
): Statement<WalkedContact> {
  const p = new SqlParams();
  const where = [`c.workspace_id = ${p.add(workspaceId)}`, `c.is_demo = ${p.add(demo)}`];
  if (after) where.push(WALK_ORDER.after(p, after));
  return statement(
    `SELECT c.id, c.is_demo, ${WALK_ORDER.select} FROM contacts c
      WHERE ${where.join(' AND ')}
      ${WALK_ORDER.orderBy} LIMIT ${p.add(size)}`,
    p.values,
  );
}

/**
 * Gives the listed contacts their entries of field `fieldId` (`contact_field_values_fill`: under
 * the workspace's lock, those with a value and none written since); how many it gave entries.
 */
export function fillFilterIndex(
  fieldId: string,
  contactIds: readonly string[],
): Statement<{ filled: number }> {
  return statement(`SELECT contact_field_values_fill($1, $2::uuid[]) AS filled`, [
    fieldId,
    contactIds,
  ]);
}

/** Moves a build's checkpoint to the last contact of the batch it applied, in that batch. */
export function advanceFilterIndexWalk(id: string, last: WalkedContact): Statement {
  return statement(
    `UPDATE filter_index_builds
        SET after_demo = $2, after_created_at = $3::timestamptz, after_id = $4
      WHERE id = $1`,
    [id, last.is_demo, last.sort_at, last.id],
  );
}

/** Marks a field's index ready; no row when it is not building (un-marked, or ready already). */
export function markFilterIndexReady(fieldId: string): Statement<{ id: string }> {
  return statement(
    `UPDATE custom_fields SET indexing = false WHERE id = $1 AND indexing RETURNING id`,
    [fieldId],
  );
}

/**
 * Refreshes the planner's statistics of every field's entries, as PostgreSQL advises after a
 * bulk load. Until autovacuum samples a build's thousands of new entries, a filter on the field
 * may be planned as if it had none, probing all of them once per contact.
 */
export function analyzeFieldValues(): Statement {
  return statement('ANALYZE contact_field_values', []);
}
