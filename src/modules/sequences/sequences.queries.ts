// Over 400 lines as one file: every statement of sequences and their enrollments, the feature's SQL in one place.
import { type ChangingScope, changeContext } from '../../database/change-context.js';
import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { contactRecordScope, visibleContact } from '../../database/visibility.js';
import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { FOLLOWUP_COLUMNS, type FollowupRow } from '../followups/followups.queries.js';
import { STORED_TABLES } from '../trash/trash-tables.js';
import type { EnrollmentStatus, SequenceStep } from './sequences.rules.js';

/** A sequence with its enrollments counted by status. */
export interface SequenceRow {
  id: string;
  name: string;
  steps: SequenceStep[];
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  enrollment_counts: { active: number; cancelled: number; finished: number };
}

/**
 * Sequences (alias `s`) with their enrollments counted by status, a LATERAL over its index;
 * only those of contacts the scope's member sees.
 */
function selectSequences(p: SqlParams, scope: TenantScope, extraColumns?: string): string {
  const visible = visibleContact(p, scope, 'se.contact_id');
  return `SELECT ${extraColumns ? `${extraColumns}, ` : ''}s.id, s.name, s.steps, s.created_by, s.created_at, s.updated_at,
    jsonb_build_object('active', e.active, 'cancelled', e.cancelled, 'finished', e.finished)
      AS enrollment_counts
  FROM sequences s
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
           count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
           count(*) FILTER (WHERE status = 'finished')::int AS finished
      FROM sequence_enrollments se
     WHERE se.workspace_id = s.workspace_id AND se.sequence_id = s.id${visible ? ` AND ${visible}` : ''}
  ) e`;
}

/** Creates a sequence whose steps are already in day order. */
export function insertSequence(
  scope: TenantScope,
  sequence: { name: string; steps: readonly SequenceStep[]; createdBy: string },
): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `INSERT INTO sequences (workspace_id, is_demo, name, steps, created_by)
       VALUES (${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(sequence.name)},
               ${p.add(JSON.stringify(sequence.steps))}::jsonb, ${p.add(sequence.createdBy)})
       RETURNING id`,
    p.values,
  );
}

/** Sequences newest first. */
export const SEQUENCE_ORDER = timeKeyset('DESC', 's.created_at', 's.id');

/** One page of sequences, newest first. */
export function sequencePage(
  scope: TenantScope,
  filter: {
    /** The (created_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<SequenceRow>> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 's')];
  if (filter.after) where.push(SEQUENCE_ORDER.after(p, filter.after));
  return statement(
    `${selectSequences(p, scope, SEQUENCE_ORDER.select)}
        WHERE ${where.join(' AND ')}
        ${SEQUENCE_ORDER.orderBy} ${SEQUENCE_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}

export function sequenceById(scope: TenantScope, id: string): Statement<SequenceRow> {
  const p = new SqlParams();
  return statement(
    `${selectSequences(p, scope)} WHERE s.id = ${p.add(id)} AND ${tenantScope(p, scope, 's')}`,
    p.values,
  );
}

/** Renames a sequence or replaces its steps (already in day order); no row when not in scope. */
export function updateSequence(
  scope: TenantScope,
  id: string,
  changes: { name?: string; steps?: readonly SequenceStep[] },
): Statement<{ id: string }> {
  const p = new SqlParams();
  const sets = ['updated_at = now()'];
  if (changes.name !== undefined) sets.push(`name = ${p.add(changes.name)}`);
  if (changes.steps !== undefined) {
    sets.push(`steps = ${p.add(JSON.stringify(changes.steps))}::jsonb`);
  }
  return statement(
    `UPDATE sequences SET ${sets.join(', ')}
        WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)} RETURNING id`,
    p.values,
  );
}

/** Whether a sequence is in scope: a row when it is. */
export function sequenceExists(scope: TenantScope, id: string): Statement<unknown> {
  const p = new SqlParams();
  return statement(
    `SELECT 1 FROM sequences WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)}`,
    p.values,
  );
}

/** Locks a sequence until the transaction ends, before it is deleted; a row when in scope. */
export function lockSequence(scope: TenantScope, id: string): Statement<unknown> {
  const p = new SqlParams();
  return statement(
    `SELECT 1 FROM sequences WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)} FOR UPDATE`,
    p.values,
  );
}

/**
 * Whether a sequence has an enrollment (of any status, the trash included) of a contact other
 * than `held`: a row when it has, of a contact enrolled since its deletion held those enrolled.
 */
export function enrolledBeyond(
  scope: TenantScope,
  id: string,
  held: readonly string[],
): Statement<unknown> {
  const p = new SqlParams();
  return statement(
    `SELECT 1 FROM ${STORED_TABLES.sequence_enrollments} se
      WHERE ${tenantScope(p, scope, 'se')} AND se.sequence_id = ${p.add(id)}
        AND se.contact_id <> ALL(${p.add(held)}::uuid[])
      LIMIT 1`,
    p.values,
  );
}

/**
 * A sequence's steps, with the row shared with other enrollments until the transaction ends:
 * a deletion waits for the enrollment to commit. No row when the sequence is not in scope.
 */
export function sequenceStepsToEnroll(
  scope: TenantScope,
  id: string,
): Statement<{ steps: SequenceStep[] }> {
  const p = new SqlParams();
  return statement(
    `SELECT steps FROM sequences WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)}
            FOR KEY SHARE`,
    p.values,
  );
}

/** Deletes a sequence (its enrollments go with it). */
export function deleteSequence(scope: TenantScope, id: string): Statement {
  const p = new SqlParams();
  return statement(
    `DELETE FROM sequences WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)}`,
    p.values,
  );
}

const ENROLLMENT_COLUMNS = `se.id, se.sequence_id, se.contact_id, se.status, se.steps_scheduled,
  se.enrolled_by, se.enrolled_at, se.ended_at`;

export interface EnrollmentRow {
  id: string;
  sequence_id: string;
  contact_id: string;
  status: EnrollmentStatus;
  steps_scheduled: number;
  enrolled_by: string | null;
  enrolled_at: Date;
  ended_at: Date | null;
}

/**
 * Enrolls contacts in a sequence. A contact already active in it gets no row: the partial unique
 * index decides, so of two concurrent enrollments of a contact one succeeds.
 */
export function insertEnrollments(
  scope: TenantScope,
  enrollment: {
    sequenceId: string;
    contactIds: readonly string[];
    stepsScheduled: number;
    enrolledBy: string;
    enrolledAt: Date;
  },
): Statement<EnrollmentRow> {
  const p = new SqlParams();
  const head = [p.add(scope.workspace.id), p.add(scope.demo), p.add(enrollment.sequenceId)];
  const tail = [
    p.add(enrollment.stepsScheduled),
    p.add(enrollment.enrolledBy),
    p.add(enrollment.enrolledAt),
  ];
  return statement(
    `INSERT INTO sequence_enrollments AS se (workspace_id, is_demo, sequence_id, contact_id,
                steps_scheduled, enrolled_by, enrolled_at)
         SELECT ${head.join(', ')}, c.id, ${tail.join(', ')}
           FROM unnest(${p.add(enrollment.contactIds)}::uuid[]) AS c(id)
         ON CONFLICT (sequence_id, contact_id) WHERE status = 'active' DO NOTHING
         RETURNING ${ENROLLMENT_COLUMNS}`,
    p.values,
  );
}

/** A sequence's enrollments newest first. */
export const ENROLLMENT_ORDER = timeKeyset('DESC', 'se.enrolled_at', 'se.id');

/** One page of a sequence's enrollments, newest first, of one status or all. */
export function enrollmentPage(
  scope: TenantScope,
  filter: {
    sequenceId: string;
    status?: EnrollmentStatus;
    /** The (enrolled_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<EnrollmentRow>> {
  const p = new SqlParams();
  const where = [
    contactRecordScope(p, scope, 'se'),
    `se.sequence_id = ${p.add(filter.sequenceId)}`,
  ];
  if (filter.status !== undefined) where.push(`se.status = ${p.add(filter.status)}`);
  if (filter.after) where.push(ENROLLMENT_ORDER.after(p, filter.after));
  return statement(
    `SELECT ${ENROLLMENT_COLUMNS}, ${ENROLLMENT_ORDER.select} FROM sequence_enrollments se
        WHERE ${where.join(' AND ')}
        ${ENROLLMENT_ORDER.orderBy} ${ENROLLMENT_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}

/**
 * Before a sequence is deleted, its active enrollments (of every contact, the trash included)
 * become cancelled, as taking each contact out does.
 */
export function cancelEnrollmentsOfSequence(
  scope: TenantScope,
  sequenceId: string,
): Statement<EnrollmentRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE ${STORED_TABLES.sequence_enrollments} se SET status = 'cancelled', ended_at = now()
        WHERE ${tenantScope(p, scope, 'se')} AND se.sequence_id = ${p.add(sequenceId)}
          AND se.status = 'active'
        RETURNING ${ENROLLMENT_COLUMNS}`,
    p.values,
  );
}

/**
 * Deletes the open follow-ups of a sequence's enrollments, those of contacts in the trash or
 * hidden from the caller included (completed ones stay as history): the deletion that follows
 * would leave them unlinked, back on the agenda after a restore. Not activity. Answers them as
 * they were and whether in the trash (announced only when not, as no event shows them there).
 */
export function deleteOpenFollowupsOfSequence(
  scope: ChangingScope,
  sequenceId: string,
): Statement<FollowupRow & { trashed: boolean }> {
  const p = new SqlParams();
  return statement(
    `DELETE FROM ${STORED_TABLES.followups} f USING ${STORED_TABLES.sequence_enrollments} se
      WHERE ${tenantScope(p, scope, 'se')} AND se.sequence_id = ${p.add(sequenceId)}
        AND f.enrollment_id = se.id AND ${tenantScope(p, scope, 'f')} AND f.completed_at IS NULL
        AND ${changeContext(p, scope)}
      RETURNING ${FOLLOWUP_COLUMNS}, f.in_trash AS trashed`,
    p.values,
  );
}

/** Takes a contact out of a sequence: its active enrollment there becomes cancelled. */
export function cancelEnrollment(
  scope: TenantScope,
  sequenceId: string,
  contactId: string,
): Statement<EnrollmentRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE sequence_enrollments se SET status = 'cancelled', ended_at = now()
          WHERE ${contactRecordScope(p, scope, 'se')} AND se.sequence_id = ${p.add(sequenceId)}
            AND se.contact_id = ${p.add(contactId)} AND se.status = 'active'
          RETURNING ${ENROLLMENT_COLUMNS}`,
    p.values,
  );
}

/** Ends every active enrollment of a contact as finished (it reached a won or lost stage). */
export function finishEnrollmentsOf(
  scope: TenantScope,
  contactId: string,
): Statement<EnrollmentRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE sequence_enrollments se SET status = 'finished', ended_at = now()
        WHERE ${tenantScope(p, scope, 'se')} AND se.contact_id = ${p.add(contactId)}
          AND se.status = 'active'
        RETURNING ${ENROLLMENT_COLUMNS}`,
    p.values,
  );
}

/**
 * Moves the enrollments of merged contacts (`sourceIds`) to the contact they were merged into,
 * cancelling those that would make two active enrollments in one sequence, as the one active
 * enrollment per sequence and contact requires: of the active enrollments of the target and the
 * sources in one sequence, the target's stays (else the earliest). Answers the cancelled ones,
 * moved.
 *
 * One statement, so each row is written once: a row written twice in a transaction has every
 * foreign key checked again, and the check of `sequence_id` waits for a sequence whose deletion
 * holds it while waiting for the merged contacts the merge holds, a deadlock.
 */
export function moveEnrollmentsMergedAway(
  scope: TenantScope,
  targetId: string,
  sourceIds: readonly string[],
): Statement<EnrollmentRow> {
  const p = new SqlParams();
  const target = p.add(targetId);
  return statement(
    `WITH ranked AS (
       SELECT id, row_number() OVER (PARTITION BY sequence_id
                ORDER BY contact_id = ${target}::uuid DESC, enrolled_at, id) AS rank
         FROM sequence_enrollments
        WHERE ${tenantScope(p, scope)} AND status = 'active'
          AND contact_id = ANY(${p.add([targetId, ...sourceIds])}::uuid[])
     ), ending AS (
       SELECT id FROM ranked WHERE rank > 1
     ), moved AS (
       UPDATE sequence_enrollments se SET contact_id = ${target},
              status = CASE WHEN se.id IN (SELECT id FROM ending) THEN 'cancelled' ELSE se.status END,
              ended_at = CASE WHEN se.id IN (SELECT id FROM ending) THEN now() ELSE se.ended_at END
        WHERE ${tenantScope(p, scope, 'se')} AND se.contact_id = ANY(${p.add(sourceIds)}::uuid[])
        RETURNING ${ENROLLMENT_COLUMNS}
     )
     SELECT moved.* FROM moved WHERE moved.id IN (SELECT id FROM ending)`,
    p.values,
  );
}

/** A demo sequence; its steps are already in day order. */
export interface DemoSequence {
  name: string;
  steps: readonly SequenceStep[];
}

/**
 * Inserts a workspace's demo sequences in one statement; the n-th (from 1) is created n days
 * before `since`.
 */
export function insertDemoSequences(
  workspaceId: string,
  sequences: readonly DemoSequence[],
  since: Date,
): Statement<{ id: string; name: string }> {
  const p = new SqlParams();
  const workspace = p.add(workspaceId);
  const names = p.add(sequences.map((s) => s.name));
  const steps = p.add(sequences.map((s) => JSON.stringify(s.steps)));
  const createdAt = `${p.add(since)}::timestamptz - (x.n || ' days')::interval`;
  return statement(
    `INSERT INTO sequences (workspace_id, is_demo, name, steps, created_at, updated_at)
       SELECT ${workspace}, true, x.name, x.steps, ${createdAt}, ${createdAt}
         FROM unnest(${names}::text[], ${steps}::jsonb[]) WITH ORDINALITY AS x(name, steps, n)
       RETURNING id, name`,
    p.values,
  );
}

/** A demo enrollment, by the contact's owner; finished when `endedAt` is set, else active. */
export interface DemoEnrollment {
  contactId: string;
  enrolledBy: string;
  enrolledAt: Date;
  endedAt: Date | null;
}

/** Inserts a workspace's demo enrollments in one sequence, in one statement. */
export function insertDemoEnrollments(
  workspaceId: string,
  sequenceId: string,
  stepsScheduled: number,
  enrollments: readonly DemoEnrollment[],
): Statement<{ id: string; contact_id: string }> {
  const p = new SqlParams();
  const head = [p.add(workspaceId), 'true', p.add(sequenceId)].join(', ');
  const steps = p.add(stepsScheduled);
  const columns = [
    `${p.add(enrollments.map((e) => e.contactId))}::uuid[]`,
    `${p.add(enrollments.map((e) => e.enrolledBy))}::uuid[]`,
    `${p.add(enrollments.map((e) => e.enrolledAt))}::timestamptz[]`,
    `${p.add(enrollments.map((e) => e.endedAt))}::timestamptz[]`,
  ];
  return statement(
    `INSERT INTO sequence_enrollments (workspace_id, is_demo, sequence_id, contact_id, status,
              steps_scheduled, enrolled_by, enrolled_at, ended_at)
       SELECT ${head}, x.contact_id, CASE WHEN x.ended_at IS NULL THEN 'active' ELSE 'finished' END,
              ${steps}, x.enrolled_by, x.enrolled_at, x.ended_at
         FROM unnest(${columns.join(', ')}) AS x(contact_id, enrolled_by, enrolled_at, ended_at)
       RETURNING id, contact_id`,
    p.values,
  );
}

/** Removes every workspace's demo enrollments (before their sequences). */
export function deleteDemoEnrollments(): Statement {
  return statement(`DELETE FROM sequence_enrollments WHERE is_demo`);
}

/** Removes every workspace's demo sequences. */
export function deleteDemoSequences(): Statement {
  return statement(`DELETE FROM sequences WHERE is_demo`);
}
