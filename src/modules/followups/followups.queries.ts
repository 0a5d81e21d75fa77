// Over 400 lines as one file: every statement on follow-ups outside the agenda, so a route's
// SQL and the locks its write takes are read in one place.
import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { contactRecordScope, contactScope } from '../../database/visibility.js';
import { type ChangingScope, changeContext, followupWrite } from '../../database/change-context.js';
import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { STORED_TABLES } from '../trash/trash-tables.js';
import type { FollowupState, FollowupStatusFilter } from './followups.rules.js';

/*
 * The follow-up record's statements: its writes, its list, what reports, sequences, the timeline
 * and merges read or change of it. The agenda's read is in agenda.queries.ts.
 */

/**
 * The columns every follow-up is answered with (alias `f`), status derived from completion.
 * The timestamps arrive as ISO 8601 UTC text (see isoUtc): an agenda answers hundreds of them,
 * and Postgres writes that text for less than Node would parse each into a Date and write it
 * back out.
 */
export const FOLLOWUP_COLUMNS = `f.id, f.contact_id, f.owner_id, f.title,
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
  scope: ChangingScope,
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
        WHERE ${changeContext(p, scope)}
       RETURNING ${FOLLOWUP_COLUMNS}`,
    p.values,
  );
}

/**
 * Whose contacts a write of follow-ups holds before it writes them: those named, that of one
 * follow-up, or every contact ever enrolled in a sequence (its enrollments of every status, the
 * trash included: deleting the sequence unlinks or deletes the follow-ups of all of them).
 */
export type FollowupContacts =
  { contacts: readonly string[] } | { followup: string } | { sequence: string };

/**
 * Locks the contacts of the follow-ups a write is about to change (`FollowupsService.holdContacts`)
 * until the transaction ends, in id order and as a write of a contact locks it (`NO KEY`): those
 * the scope sees, in the trash too. A statement of its own, sent before the write: within one
 * statement nothing says which rows are locked first.
 */
export function lockFollowupContacts(
  scope: TenantScope,
  of: FollowupContacts,
): Statement<{ id: string }> {
  return followupContacts(scope, of, true);
}

/**
 * The contact follow-up `id` is on now, as `lockFollowupContacts` finds it, without locking it:
 * where the follow-up went when the contact that lock waited for was merged away.
 */
export function followupContact(scope: TenantScope, id: string): Statement<{ id: string }> {
  return followupContacts(scope, { followup: id }, false);
}

/** The contacts `of` names that the scope sees; locked in id order when `lock`. */
function followupContacts(
  scope: TenantScope,
  of: FollowupContacts,
  lock: boolean,
): Statement<{ id: string }> {
  const p = new SqlParams();
  let which: string;
  if ('contacts' in of) {
    which = `c.id = ANY(${p.add(of.contacts)}::uuid[])`;
  } else if ('followup' in of) {
    which = `c.id IN (SELECT f.contact_id FROM followups f
                        WHERE f.id = ${p.add(of.followup)} AND ${tenantScope(p, scope, 'f')})`;
  } else {
    which = `c.id IN (SELECT se.contact_id FROM ${STORED_TABLES.sequence_enrollments} se
                        WHERE ${tenantScope(p, scope, 'se')} AND se.sequence_id = ${p.add(of.sequence)})`;
  }
  // A sequence's deletion writes the follow-ups of contacts hidden from the caller too.
  const scoped = 'sequence' in of ? tenantScope(p, scope, 'c') : contactScope(p, scope, 'c');
  return statement(
    `SELECT c.id FROM ${STORED_TABLES.contacts} c
      WHERE ${which} AND ${scoped}${lock ? '\n      ORDER BY c.id FOR NO KEY UPDATE' : ''}`,
    p.values,
  );
}

/** Which open follow-ups to delete: at least one criterion, all of those given must match. */
export interface OpenFollowupsFilter {
  contactId?: string;
  ids?: readonly string[];
  enrollmentIds?: readonly string[];
}

/** Deletes open follow-ups (completed ones are history and stay); answers them as they were. */
export function deleteOpenFollowups(
  scope: ChangingScope,
  filter: OpenFollowupsFilter,
): Statement<FollowupRow> {
  const p = new SqlParams();
  const where = [followupWrite(p, scope, 'f'), 'f.completed_at IS NULL'];
  if (filter.contactId !== undefined) where.push(`f.contact_id = ${p.add(filter.contactId)}`);
  if (filter.ids !== undefined) where.push(`f.id = ANY(${p.add(filter.ids)}::uuid[])`);
  if (filter.enrollmentIds !== undefined) {
    where.push(`f.enrollment_id = ANY(${p.add(filter.enrollmentIds)}::uuid[])`);
  }
  return statement(
    `DELETE FROM followups f WHERE ${where.join(' AND ')} RETURNING ${FOLLOWUP_COLUMNS}`,
    p.values,
  );
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
  const where = [contactRecordScope(p, scope, 'f')];
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
    `SELECT ${FOLLOWUP_COLUMNS} FROM followups f
        WHERE f.id = ${p.add(id)} AND ${contactRecordScope(p, scope, 'f')}`,
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
    `SELECT f.completed_at FROM followups f
        WHERE f.id = ${p.add(id)} AND ${contactRecordScope(p, scope, 'f')}`,
    p.values,
  );
}

/**
 * Completes a follow-up if it is open. The condition decides between concurrent completions:
 * exactly one gets the row.
 */
export function completeFollowup(
  scope: ChangingScope,
  id: string,
  completedBy: string,
): Statement<FollowupRow> {
  const p = new SqlParams();
  const where = `f.id = ${p.add(id)} AND ${followupWrite(p, scope, 'f')} AND f.completed_at IS NULL`;
  return statement(
    `UPDATE followups f SET completed_at = now(), completed_by = ${p.add(completedBy)}, updated_at = now()
        WHERE ${where}
        RETURNING ${FOLLOWUP_COLUMNS}`,
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
  scope: ChangingScope,
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
        WHERE f.id = ${p.add(id)} AND ${followupWrite(p, scope, 'f')} AND f.completed_at IS NULL
        RETURNING ${FOLLOWUP_COLUMNS}`,
    p.values,
  );
}

/**
 * Unassigns the follow-ups of member `userId`, who is leaving, open and completed, answering them
 * as they now are; those of a contact in the trash are left to the foreign key, silently.
 */
export function releaseMemberFollowups(
  scope: ChangingScope,
  userId: string,
): Statement<FollowupRow> {
  return releaseFollowups(scope, userId, true);
}

/** `releaseMemberFollowups` answering nothing, where no announcement goes anywhere. */
export function releaseMemberFollowupsUnanswered(scope: ChangingScope, userId: string): Statement {
  return releaseFollowups(scope, userId, false);
}

function releaseFollowups(
  scope: ChangingScope,
  userId: string,
  answer: boolean,
): Statement<FollowupRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE followups f SET owner_id = NULL, updated_at = now()
        WHERE f.owner_id = ${p.add(userId)} AND ${followupWrite(p, scope, 'f')}
        ${answer ? `RETURNING ${FOLLOWUP_COLUMNS}` : ''}`,
    p.values,
  );
}

/** Deletes a follow-up and answers it as it was; no row when it is not in scope. */
export function deleteFollowup(scope: ChangingScope, id: string): Statement<FollowupRow> {
  const p = new SqlParams();
  return statement(
    `DELETE FROM followups f WHERE f.id = ${p.add(id)} AND ${followupWrite(p, scope, 'f')}
        RETURNING ${FOLLOWUP_COLUMNS}`,
    p.values,
  );
}

/** One follow-up, its row locked until the transaction ends (an edit reads what it changes). */
export function followupForUpdate(scope: TenantScope, id: string): Statement<FollowupRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${FOLLOWUP_COLUMNS} FROM followups f
        WHERE f.id = ${p.add(id)} AND ${contactRecordScope(p, scope, 'f')}
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
  const where = [contactRecordScope(p, scope, 'f')];
  if (filter.status === 'open') where.push('f.completed_at IS NULL');
  if (filter.status === 'completed') where.push('f.completed_at IS NOT NULL');
  if (filter.ownerId !== undefined) where.push(`f.owner_id = ${p.add(filter.ownerId)}`);
  if (filter.contactId !== undefined) where.push(`f.contact_id = ${p.add(filter.contactId)}`);
  if (filter.dueFrom !== undefined) where.push(`f.scheduled_for >= ${p.add(filter.dueFrom)}`);
  if (filter.dueBefore !== undefined) where.push(`f.scheduled_for < ${p.add(filter.dueBefore)}`);
  if (filter.after) where.push(FOLLOWUP_ORDER.after(p, filter.after));
  return statement(
    `SELECT ${FOLLOWUP_COLUMNS}, ${FOLLOWUP_ORDER.select} FROM followups f
        WHERE ${where.join(' AND ')}
        ${FOLLOWUP_ORDER.orderBy} ${FOLLOWUP_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}

/**
 * A contact's follow-ups as timeline events (kind, id, at, seq, actor_id, data): each is two events,
 * when it was scheduled and when it was completed. A UNION part.
 */
export function followupEvents(p: SqlParams, scope: TenantScope, contactId: string): string {
  const where = `${tenantScope(p, scope, 'f')}
        AND f.contact_id = ${p.add(contactId)}`;
  const data = `jsonb_build_object('title', f.title,
        'scheduled_for', f.scheduled_for, 'owner_id', f.owner_id, 'completed_at', f.completed_at)`;
  return `SELECT 'followup_scheduled'::text AS kind, f.id, f.created_at AS at, 0::bigint AS seq,
        f.created_by AS actor_id, ${data} AS data
      FROM followups f WHERE ${where}
      UNION ALL
      SELECT 'followup_completed'::text AS kind, f.id, f.completed_at AS at, 0::bigint AS seq,
        f.completed_by AS actor_id, ${data} AS data
      FROM followups f WHERE ${where} AND f.completed_at IS NOT NULL`;
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
