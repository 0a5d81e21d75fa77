import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import type { AgendaBucket, AgendaWindow } from './agenda.js';
import type { FollowupState, FollowupStatusFilter } from './followups.rules.js';

/**
 * The columns every follow-up is answered with (alias `f`), status derived from completion.
 * The timestamps arrive as ISO 8601 UTC text (see isoUtc): an agenda answers hundreds of them,
 * and Postgres writes that text for less than Node would parse each into a Date and write it
 * back out.
 */
const COLUMNS = `f.id, f.contact_id, f.owner_id, f.title,
  ${isoUtc('f.scheduled_for')} AS scheduled_for,
  CASE WHEN f.completed_at IS NULL THEN 'open' ELSE 'completed' END AS status,
  ${isoUtc('f.completed_at')} AS completed_at, f.completed_by, f.created_by, f.enrollment_id,
  ${isoUtc('f.created_at')} AS created_at, ${isoUtc('f.updated_at')} AS updated_at`;

/** A follow-up as the API answers it (timestamps as ISO 8601 UTC text). */
export interface FollowupRow {
  id: string;
  contact_id: string;
  owner_id: string | null;
  title: string;
  scheduled_for: string;
  status: FollowupState;
  completed_at: string | null;
  completed_by: string | null;
  created_by: string | null;
  enrollment_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One follow-up to insert for a contact; the assignee is already resolved. */
export interface NewFollowup {
  ownerId: string | null;
  title: string;
  scheduledFor: Date;
  createdBy: string | null;
  enrollmentId: string | null;
}

/** Inserts follow-ups of one contact in one statement (one row per element of the arrays). */
export function insertFollowups(
  scope: TenantScope,
  contactId: string,
  rows: readonly NewFollowup[],
): Statement<FollowupRow> {
  const p = new SqlParams();
  const head = [p.add(scope.workspace.id), p.add(scope.demo), p.add(contactId)].join(', ');
  const columns = [
    `${p.add(rows.map((r) => r.ownerId))}::uuid[]`,
    `${p.add(rows.map((r) => r.title))}::text[]`,
    `${p.add(rows.map((r) => r.scheduledFor))}::timestamptz[]`,
    `${p.add(rows.map((r) => r.createdBy))}::uuid[]`,
    `${p.add(rows.map((r) => r.enrollmentId))}::uuid[]`,
  ];
  return statement(
    `INSERT INTO followups AS f (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
              created_by, enrollment_id)
       SELECT ${head}, x.owner_id, x.title, x.scheduled_for, x.created_by, x.enrollment_id
         FROM unnest(${columns.join(', ')})
              AS x(owner_id, title, scheduled_for, created_by, enrollment_id)
       RETURNING ${COLUMNS}`,
    p.values,
  );
}

/** Which open follow-ups to delete: at least one criterion, all of those given must match. */
export interface OpenFollowupsFilter {
  contactId?: string;
  ids?: readonly string[];
  enrollmentIds?: readonly string[];
}

/** Deletes open follow-ups (completed ones are history and stay). */
export function deleteOpenFollowups(scope: TenantScope, filter: OpenFollowupsFilter): Statement {
  const p = new SqlParams();
  const where = [tenantScope(p, scope), 'completed_at IS NULL'];
  if (filter.contactId !== undefined) where.push(`contact_id = ${p.add(filter.contactId)}`);
  if (filter.ids !== undefined) where.push(`id = ANY(${p.add(filter.ids)}::uuid[])`);
  if (filter.enrollmentIds !== undefined) {
    where.push(`enrollment_id = ANY(${p.add(filter.enrollmentIds)}::uuid[])`);
  }
  return statement(`DELETE FROM followups WHERE ${where.join(' AND ')}`, p.values);
}

/** Where the follow-ups of one sequence enrollment stand. */
export interface EnrollmentProgressRow {
  enrollment_id: string;
  open: number;
  completed: number;
  /** The earliest open one's due time. */
  next_due_at: Date | null;
}

/** Open and completed follow-ups of each of the given enrollments, in one GROUP BY. */
export function enrollmentProgress(
  scope: TenantScope,
  enrollmentIds: readonly string[],
): Statement<EnrollmentProgressRow> {
  const p = new SqlParams();
  return statement(
    `SELECT f.enrollment_id,
              count(*) FILTER (WHERE f.completed_at IS NULL)::int AS open,
              count(*) FILTER (WHERE f.completed_at IS NOT NULL)::int AS completed,
              min(f.scheduled_for) FILTER (WHERE f.completed_at IS NULL) AS next_due_at
         FROM followups f
        WHERE f.enrollment_id = ANY(${p.add([...new Set(enrollmentIds)])}::uuid[])
          AND ${tenantScope(p, scope, 'f')}
        GROUP BY f.enrollment_id`,
    p.values,
  );
}

/** Follow-up outcomes of one assignee (owner_id null: assignee removed). */
export interface FollowupOutcomes {
  owner_id: string | null;
  on_time: number;
  late: number;
  overdue: number;
  upcoming: number;
}

/**
 * For reports: per assignee, follow-ups completed on time (completed_at <= scheduled_for),
 * completed late, overdue (open, due before `now`) and upcoming (open, due from `now`), among
 * those due in [from, to) when given. One GROUP BY.
 */
export function followupOutcomes(
  scope: TenantScope,
  range: { from?: Date; to?: Date; now: Date },
): Statement<FollowupOutcomes> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'f')];
  if (range.from !== undefined) where.push(`f.scheduled_for >= ${p.add(range.from)}`);
  if (range.to !== undefined) where.push(`f.scheduled_for < ${p.add(range.to)}`);
  const now = p.add(range.now);
  return statement(
    `SELECT f.owner_id,
              count(*) FILTER (WHERE f.completed_at <= f.scheduled_for)::int AS on_time,
              count(*) FILTER (WHERE f.completed_at > f.scheduled_for)::int AS late,
              count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for < ${now})::int AS overdue,
              count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for >= ${now})::int AS upcoming
         FROM followups f WHERE ${where.join(' AND ')}
        GROUP BY f.owner_id ORDER BY f.owner_id NULLS LAST`,
    p.values,
  );
}

export function followupById(scope: TenantScope, id: string): Statement<FollowupRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${COLUMNS} FROM followups f
        WHERE f.id = ${p.add(id)} AND ${tenantScope(p, scope, 'f')}`,
    p.values,
  );
}

/** When a follow-up was completed (null: still open); no row when it is not in scope. */
export function followupCompletion(
  scope: TenantScope,
  id: string,
): Statement<{ completed_at: Date | null }> {
  const p = new SqlParams();
  return statement(
    `SELECT completed_at FROM followups WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)}`,
    p.values,
  );
}

/**
 * Completes a follow-up if it is open. The condition decides between concurrent completions:
 * exactly one gets the row.
 */
export function completeFollowup(
  scope: TenantScope,
  id: string,
  completedBy: string,
): Statement<FollowupRow> {
  const p = new SqlParams();
  const where = `f.id = ${p.add(id)} AND ${tenantScope(p, scope, 'f')} AND f.completed_at IS NULL`;
  return statement(
    `UPDATE followups f SET completed_at = now(), completed_by = ${p.add(completedBy)}, updated_at = now()
        WHERE ${where}
        RETURNING ${COLUMNS}`,
    p.values,
  );
}

/** The fields of an open follow-up a rep can change; those absent stay. */
export interface FollowupChanges {
  title?: string;
  scheduled_for?: Date;
  owner_id?: string;
}

/** Changes an open follow-up; no row when it is completed or not in scope. */
export function updateFollowup(
  scope: TenantScope,
  id: string,
  changes: FollowupChanges,
): Statement<FollowupRow> {
  const p = new SqlParams();
  const sets = (['title', 'scheduled_for', 'owner_id'] as const)
    .filter((field) => changes[field] !== undefined)
    .map((field) => `${field} = ${p.add(changes[field])}`);
  sets.push('updated_at = now()');
  return statement(
    `UPDATE followups f SET ${sets.join(', ')}
        WHERE f.id = ${p.add(id)} AND ${tenantScope(p, scope, 'f')} AND f.completed_at IS NULL
        RETURNING ${COLUMNS}`,
    p.values,
  );
}

/** Deletes a follow-up and answers it as it was; no row when it is not in scope. */
export function deleteFollowup(scope: TenantScope, id: string): Statement<FollowupRow> {
  const p = new SqlParams();
  return statement(
    `DELETE FROM followups f WHERE f.id = ${p.add(id)} AND ${tenantScope(p, scope, 'f')}
        RETURNING ${COLUMNS}`,
    p.values,
  );
}

/** One follow-up, its row locked until the transaction ends (an edit reads what it changes). */
export function followupForUpdate(scope: TenantScope, id: string): Statement<FollowupRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${COLUMNS} FROM followups f WHERE f.id = ${p.add(id)} AND ${tenantScope(p, scope, 'f')}
        FOR UPDATE`,
    p.values,
  );
}

/** What a list of follow-ups filters on; `ownerId` is already resolved from `me`. */
export interface FollowupFilter {
  status: FollowupStatusFilter;
  ownerId?: string;
  contactId?: string;
  dueFrom?: Date;
  dueBefore?: Date;
  /** The (scheduled_for, id) the page starts after. */
  after: readonly string[] | null;
  limit: number;
}

/** Follow-ups soonest due first. */
export const FOLLOWUP_ORDER = timeKeyset('ASC', 'f.scheduled_for', 'f.id');

/** One page of follow-ups, soonest due first. */
export function followupPage(
  scope: TenantScope,
  filter: FollowupFilter,
): Statement<Keyed<FollowupRow>> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'f')];
  if (filter.status === 'open') where.push('f.completed_at IS NULL');
  if (filter.status === 'completed') where.push('f.completed_at IS NOT NULL');
  if (filter.ownerId !== undefined) where.push(`f.owner_id = ${p.add(filter.ownerId)}`);
  if (filter.contactId !== undefined) where.push(`f.contact_id = ${p.add(filter.contactId)}`);
  if (filter.dueFrom !== undefined) where.push(`f.scheduled_for >= ${p.add(filter.dueFrom)}`);
  if (filter.dueBefore !== undefined) where.push(`f.scheduled_for < ${p.add(filter.dueBefore)}`);
  if (filter.after) where.push(FOLLOWUP_ORDER.after(p, filter.after));
  return statement(
    `SELECT ${COLUMNS}, ${FOLLOWUP_ORDER.select} FROM followups f
        WHERE ${where.join(' AND ')}
        ${FOLLOWUP_ORDER.orderBy} ${FOLLOWUP_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}

/** Whose agenda: a workspace's rows (demo or not), and only this owner's when set. */
export interface AgendaTarget {
  workspaceId: string;
  demo: boolean;
  /** Only this owner's follow-ups; everyone's when absent. */
  ownerId?: string;
}

/** A row of `agendaQuery`: a follow-up with its bucket and that bucket's total. */
export type AgendaRow = FollowupRow & { bucket: AgendaBucket; total: number };

/**
 * The agenda's statement: open follow-ups in the three buckets of `window` (rule in agenda.ts),
 * soonest due first, at most `limit` per bucket, each row with its bucket and the bucket's total.
 * Per bucket: its first `limit` follow-ups (an index range scan that stops at the limit) and its
 * total. The total sums the bucket's whole UTC hours from the open follow-ups' counters (migration
 * FollowupOpenCounts), at most a row per hour and owner, and counts only the partial hours at its
 * ends along the index, so a long overdue list, or a busy workspace, costs no more than a short
 * one. The rows carry `scheduled_for` as ISO 8601 text, which sorts by time byte by byte.
 */
export function agendaQuery(
  target: AgendaTarget,
  window: AgendaWindow,
  limit: number,
): Statement<AgendaRow> {
  const p = new SqlParams();
  const scope = { workspace: { id: target.workspaceId }, demo: target.demo };
  const where = [
    tenantScope(p, scope, 'f'),
    'f.completed_at IS NULL',
    `f.scheduled_for < ${p.add(window.upcomingEnd)}`,
  ];
  const counted = [tenantScope(p, scope, 't')];
  if (target.ownerId !== undefined) {
    const owner = p.add(target.ownerId);
    where.push(`f.owner_id = ${owner}`);
    counted.push(`t.owner_id = ${owner}`);
  }
  const now = p.add(window.now);
  const todayEnd = p.add(window.todayEnd);
  const upcomingEnd = p.add(window.upcomingEnd);
  // The whole hours of each bucket, [mid_lo, mid_hi): empty when the bucket lies within an hour.
  const hours = (lo: Date | null, hi: Date) => {
    const midLo = lo === null ? null : ceilHour(lo);
    const midHi = floorHour(hi);
    return [
      lo === null ? "'-infinity'::timestamptz" : `${p.add(midLo)}::timestamptz`,
      `${p.add(midLo === null || midHi > midLo ? midHi : midLo)}::timestamptz`,
    ].join(', ');
  };
  const inBucket = `${where.join(' AND ')} AND f.scheduled_for >= b.lo AND f.scheduled_for < b.hi`;
  const countedBetween = (from: string, to: string) =>
    `(SELECT count(*) FROM followups f
        WHERE ${where.join(' AND ')} AND f.scheduled_for >= ${from} AND f.scheduled_for < ${to})`;
  // The buckets with their totals first, once each (inlined, the totals would be computed again
  // for every row of the page).
  const text = `WITH b AS MATERIALIZED (
         SELECT v.bucket, v.lo, v.hi,
                (${countedBetween('v.lo', 'least(v.mid_lo, v.hi)')}
                 + ${countedBetween('greatest(v.mid_hi, v.lo)', 'v.hi')}
                 + (SELECT coalesce(sum(t.open), 0) FROM followup_open_counts t
                     WHERE ${counted.join(' AND ')} AND t.hour >= v.mid_lo AND t.hour < v.mid_hi)
                )::int AS total
           FROM (VALUES ('overdue', '-infinity'::timestamptz, ${now}::timestamptz, ${hours(null, window.now)}),
                        ('today', ${now}::timestamptz, ${todayEnd}::timestamptz, ${hours(window.now, window.todayEnd)}),
                        ('upcoming', ${todayEnd}::timestamptz, ${upcomingEnd}::timestamptz, ${hours(window.todayEnd, window.upcomingEnd)})
                ) AS v(bucket, lo, hi, mid_lo, mid_hi)
       )
       SELECT items.*, b.bucket, b.total
         FROM b
        CROSS JOIN LATERAL (
          SELECT ${COLUMNS} FROM followups f WHERE ${inBucket}
           ORDER BY f.scheduled_for, f.id LIMIT ${p.add(limit)}
        ) items
        ORDER BY items.scheduled_for COLLATE "C", items.id`;
  // Everyone's agenda is read along the open follow-ups' index whatever the tenant; one owner's
  // is planned for that owner.
  return target.ownerId === undefined
    ? preparedStatement('the open follow-ups index whatever the tenant', text, p.values)
    : statement(text, p.values);
}

const HOUR_MS = 3_600_000;
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * A contact's follow-ups as timeline events (kind, id, at, actor_id, data): each is two events,
 * when it was scheduled and when it was completed. A UNION part.
 */
export function followupEvents(p: SqlParams, scope: TenantScope, contactId: string): string {
  const where = `${tenantScope(p, scope, 'f')}
        AND f.contact_id = ${p.add(contactId)}`;
  const data = `jsonb_build_object('title', f.title,
        'scheduled_for', f.scheduled_for, 'owner_id', f.owner_id, 'completed_at', f.completed_at)`;
  return `SELECT 'followup_scheduled'::text AS kind, f.id, f.created_at AS at,
        f.created_by AS actor_id, ${data} AS data
      FROM followups f WHERE ${where}
      UNION ALL
      SELECT 'followup_completed'::text AS kind, f.id, f.completed_at AS at,
        f.completed_by AS actor_id, ${data} AS data
      FROM followups f WHERE ${where} AND f.completed_at IS NOT NULL`;
}

/**
 * A demo follow-up: created (scheduled) at `createdAt` by its owner, completed by its owner at
 * `completedAt` when set, last updated at its completion or else its creation.
 */
export interface DemoFollowup {
  contactId: string;
  ownerId: string;
  title: string;
  scheduledFor: Date;
  completedAt: Date | null;
  createdAt: Date;
  /** The demo enrollment that scheduled it, if any. */
  enrollmentId: string | null;
}

/** Inserts a workspace's demo follow-ups in one statement. */
export function insertDemoFollowups(workspaceId: string, rows: readonly DemoFollowup[]): Statement {
  const p = new SqlParams();
  const workspace = p.add(workspaceId);
  const columns = [
    `${p.add(rows.map((r) => r.contactId))}::uuid[]`,
    `${p.add(rows.map((r) => r.ownerId))}::uuid[]`,
    `${p.add(rows.map((r) => r.title))}::text[]`,
    `${p.add(rows.map((r) => r.scheduledFor))}::timestamptz[]`,
    `${p.add(rows.map((r) => r.completedAt))}::timestamptz[]`,
    `${p.add(rows.map((r) => r.enrollmentId))}::uuid[]`,
    `${p.add(rows.map((r) => r.createdAt))}::timestamptz[]`,
  ];
  return statement(
    `INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
              completed_at, completed_by, created_by, enrollment_id, created_at, updated_at)
       SELECT ${workspace}, true, x.contact_id, x.owner_id, x.title, x.due, x.completed_at,
              CASE WHEN x.completed_at IS NULL THEN NULL ELSE x.owner_id END, x.owner_id,
              x.enrollment_id, x.created_at, COALESCE(x.completed_at, x.created_at)
         FROM unnest(${columns.join(', ')})
              AS x(contact_id, owner_id, title, due, completed_at, enrollment_id, created_at)`,
    p.values,
  );
}

/** Removes every workspace's demo follow-ups. */
export function deleteDemoFollowups(): Statement {
  return statement(`DELETE FROM followups WHERE is_demo`);
}

/** Moves the follow-ups of merged contacts (`sourceIds`) to the contact they were merged into. */
export function moveFollowups(
  scope: TenantScope,
  targetId: string,
  sourceIds: readonly string[],
): Statement {
  const p = new SqlParams();
  return statement(
    `UPDATE followups SET contact_id = ${p.add(targetId)}, updated_at = now()
      WHERE ${tenantScope(p, scope)} AND contact_id = ANY(${p.add(sourceIds)}::uuid[])`,
    p.values,
  );
}

/** A key of the open follow-ups' counters (see agendaQuery), in the order writers lock them. */
export interface OpenCountKey {
  workspace_id: string;
  is_demo: boolean;
  hour: Date;
  owner_id: string | null;
}

/** What one batch of `compactOpenCounts` did, and the last key it looked at (its cursor). */
export interface OpenCountsBatchRow extends OpenCountKey {
  /** Keys the batch took: fewer than asked for when it reached the end. */
  keys: number;
  /** Counter rows it deleted (merged into another row of their key, or summing to 0). */
  removed: number;
}

/** Whether two aliases' counter keys are equal (owner_id is null when its user was removed). */
const sameKey = (a: string, b: string) =>
  `${a}.workspace_id = ${b}.workspace_id AND ${a}.is_demo = ${b}.is_demo AND ${a}.hour = ${b}.hour
      AND ${a}.owner_id IS NOT DISTINCT FROM ${b}.owner_id`;

/**
 * One batch of the compaction of the open follow-ups' counters, in one statement that commits by
 * itself: the next `maxKeys` keys after `after` (in key order) that have several rows or a row
 * at 0; the rows of each that it locks are replaced by one row holding their sum, or by none when
 * that is 0. No total ever changes: a reader sees the rows before the commit or their sum after.
 *
 * It never waits on a writer, so it is never part of a deadlock, whatever order a writer's
 * transaction takes counter rows in (a transaction of several statements does not keep the key
 * order across them): it locks in the writers' order (key, then shard), skips the rows a writer
 * holds, and then writes only rows it holds. So the row kept is the lowest shard it locked, shard
 * 0 when the key has one: making a shard 0 row where there is none would be an insert, and an
 * insert waits on a writer inserting the same row. A writer waiting on the kept row adds to the
 * sum once this commits; one waiting on a deleted row finds it gone and inserts its delta as a
 * new row (INSERT ... ON CONFLICT retries); a row committed after this statement began is not
 * seen, and leaves its key two rows until the next run.
 *
 * The writes find each locked row by its key, not its ctid: a row a writer changed after this
 * statement's snapshot but before the lock is found in its older version and followed to the one
 * locked, as READ COMMITTED does for any UPDATE (a ctid would name a version the snapshot hides).
 */
export function compactOpenCounts(
  after: OpenCountKey | null,
  maxKeys: number,
): Statement<OpenCountsBatchRow> {
  const p = new SqlParams();
  let from = '';
  if (after !== null) {
    const prefix = `(${p.add(after.workspace_id)}::uuid, ${p.add(after.is_demo)}::boolean, ${p.add(after.hour)}::timestamptz)`;
    const owner = p.add(after.owner_id);
    // Keyset past `after`, owner_id sorting nulls last as in the key's index; the first
    // condition alone bounds the index scan.
    from = `WHERE (workspace_id, is_demo, hour) >= ${prefix}
        AND ((workspace_id, is_demo, hour) > ${prefix}
             OR (${owner}::uuid IS NOT NULL AND (owner_id > ${owner}::uuid OR owner_id IS NULL)))`;
  }
  // `decided`: each locked row with its key's fate, the lowest shard keeping the sum unless 0.
  return statement(
    `WITH batch AS (
         SELECT workspace_id, is_demo, hour, owner_id FROM followup_open_counts ${from}
          GROUP BY workspace_id, is_demo, hour, owner_id
         HAVING count(*) > 1 OR bool_or(open = 0)
          ORDER BY workspace_id, is_demo, hour, owner_id
          LIMIT ${p.add(maxKeys)}
       ), locked AS (
         SELECT t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard, t.open
           FROM followup_open_counts t JOIN batch b ON ${sameKey('t', 'b')}
          ORDER BY t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard
            FOR UPDATE OF t SKIP LOCKED
       ), decided AS (
         SELECT l.*, min(l.shard) OVER per_key AS kept_shard, (sum(l.open) OVER per_key)::int AS key_open
           FROM locked l
         WINDOW per_key AS (PARTITION BY l.workspace_id, l.is_demo, l.hour, l.owner_id)
       ), kept AS (
         UPDATE followup_open_counts t SET open = d.key_open FROM decided d
          WHERE ${sameKey('t', 'd')} AND t.shard = d.shard
            AND d.shard = d.kept_shard AND d.key_open <> 0 AND t.open <> d.key_open
       ), removed AS (
         DELETE FROM followup_open_counts t USING decided d
          WHERE ${sameKey('t', 'd')} AND t.shard = d.shard
            AND (d.shard <> d.kept_shard OR d.key_open = 0)
          RETURNING 1
       )
       SELECT b.workspace_id, b.is_demo, b.hour, b.owner_id,
              (SELECT count(*) FROM batch)::int AS keys,
              (SELECT count(*) FROM removed)::int AS removed
         FROM batch b
        ORDER BY b.workspace_id DESC, b.is_demo DESC, b.hour DESC, b.owner_id DESC NULLS FIRST
        LIMIT 1`,
    p.values,
  );
}
