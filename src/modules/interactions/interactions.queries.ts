import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { contactRecordScope } from '../../database/visibility.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { activityBump } from '../contacts/contacts.queries.js';
import type { InteractionType } from './interactions.rules.js';

/** An interaction as the API answers it, from `interactions` aliased `i`. */
export const INTERACTION_COLUMNS = `i.id, i.contact_id, i.type, i.summary, i.occurred_at, i.created_by, i.created_at`;

export interface InteractionRow {
  id: string;
  contact_id: string;
  type: InteractionType;
  summary: string;
  occurred_at: Date;
  created_by: string | null;
  created_at: Date;
}

/**
 * Logs an interaction and bumps its contact's last_activity_at in one statement, so the bump and
 * the record commit together. No row when the contact is not in scope.
 */
export function insertInteraction(
  scope: TenantScope,
  input: {
    contactId: string;
    type: InteractionType;
    summary: string;
    occurredAt: Date | null;
    createdBy: string;
  },
): Statement<InteractionRow> {
  const p = new SqlParams();
  return preparedStatement(
    'an insert: one plan fits every value',
    `WITH touched AS (${activityBump(p, scope, input.contactId)})
       INSERT INTO interactions AS i (workspace_id, is_demo, contact_id, type, summary, occurred_at, created_by)
       SELECT ${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, touched.id, ${p.add(input.type)},
              ${p.add(input.summary)}, COALESCE(${p.add(input.occurredAt)}::timestamptz, now()),
              ${p.add(input.createdBy)}
         FROM touched
       RETURNING ${INTERACTION_COLUMNS}`,
    p.values,
  );
}

/** A contact's interactions newest first, by when they happened. */
export const INTERACTION_ORDER = timeKeyset('DESC', 'i.occurred_at', 'i.id');

/** One page of a contact's interactions, newest first by when they happened. */
export function interactionPage(
  scope: TenantScope,
  filter: {
    contactId: string;
    type?: InteractionType;
    /** The (occurred_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<InteractionRow>> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'i'), `i.contact_id = ${p.add(filter.contactId)}`];
  if (filter.type !== undefined) where.push(`i.type = ${p.add(filter.type)}`);
  if (filter.after) where.push(INTERACTION_ORDER.after(p, filter.after));
  return statement(
    `SELECT ${INTERACTION_COLUMNS}, ${INTERACTION_ORDER.select} FROM interactions i
        WHERE ${where.join(' AND ')}
        ${INTERACTION_ORDER.orderBy} ${INTERACTION_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}

/**
 * One count of interactions of a type: per calendar day (`day` set, `author_id` null) or per
 * author (`per_day` false; `author_id` null when the author was removed).
 */
export interface InteractionCountRow {
  per_day: boolean;
  day: string | null;
  author_id: string | null;
  type: InteractionType;
  count: number;
}

/**
 * For reports: the interactions that happened in [from, to), counted per calendar day in
 * `timezone` and type, and per author and type, in one statement (GROUPING SETS).
 */
export function interactionCounts(
  scope: TenantScope,
  range: { from: Date; to: Date; timezone: string },
): Statement<InteractionCountRow> {
  const p = new SqlParams();
  return statement(
    `SELECT GROUPING(x.day) = 0 AS per_day, x.day::text AS day, x.author_id, x.type,
              count(*)::int AS count
         FROM (SELECT (i.occurred_at AT TIME ZONE ${p.add(range.timezone)})::date AS day, i.created_by AS author_id, i.type
                 FROM interactions i
                WHERE ${contactRecordScope(p, scope, 'i')}
                  AND i.occurred_at >= ${p.add(range.from)} AND i.occurred_at < ${p.add(range.to)}) x
        GROUP BY GROUPING SETS ((x.day, x.type), (x.author_id, x.type))
        ORDER BY per_day DESC, x.day, x.author_id, x.type`,
    p.values,
  );
}

/** A contact's interactions as timeline events (kind, id, at, seq, actor_id, data): a UNION part. */
export function interactionEvents(p: SqlParams, scope: TenantScope, contactId: string): string {
  return `SELECT 'interaction'::text AS kind, i.id, i.occurred_at AS at, 0::bigint AS seq,
        i.created_by AS actor_id,
        jsonb_build_object('type', i.type, 'summary', i.summary, 'created_at', i.created_at) AS data
      FROM interactions i
      WHERE ${tenantScope(p, scope, 'i')} AND i.contact_id = ${p.add(contactId)}`;
}

/** A demo interaction: all demo rows are created at their occurred_at. */
export interface DemoInteraction {
  contactId: string;
  type: InteractionType;
  summary: string;
  occurredAt: Date;
  createdBy: string;
}

/** Inserts a workspace's demo interactions in one statement. */
export function insertDemoInteractions(
  workspaceId: string,
  rows: readonly DemoInteraction[],
): Statement {
  const p = new SqlParams();
  const workspace = p.add(workspaceId);
  const tuples = rows.map((r) => {
    const occurredAt = p.add(r.occurredAt);
    return `(${workspace}, true, ${p.add(r.contactId)}, ${p.add(r.type)}, ${p.add(r.summary)}, ${occurredAt}, ${p.add(r.createdBy)}, ${occurredAt})`;
  });
  return statement(
    `INSERT INTO interactions (workspace_id, is_demo, contact_id, type, summary, occurred_at, created_by, created_at)
       VALUES ${tuples.join(', ')}`,
    p.values,
  );
}

/** Removes every workspace's demo interactions. */
export function deleteDemoInteractions(): Statement {
  return statement(`DELETE FROM interactions WHERE is_demo`);
}

/** Moves the interactions of merged contacts (`sourceIds`) to the contact they were merged into. */
export function moveInteractions(
  scope: TenantScope,
  targetId: string,
  sourceIds: readonly string[],
): Statement {
  const p = new SqlParams();
  return statement(
    `UPDATE interactions SET contact_id = ${p.add(targetId)}
      WHERE ${tenantScope(p, scope)} AND contact_id = ANY(${p.add(sourceIds)}::uuid[])`,
    p.values,
  );
}
