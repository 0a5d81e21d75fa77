import { type ChangingScope, contactWrite } from '../../../database/change-context.js';
import { contactScope } from '../../../database/visibility.js';
import { SqlParams, type TenantScope, tenantScope } from '../../../database/sql.js';
import { statement, type Statement } from '../../../database/statement.js';
import { CONTACT_COLUMNS, type ContactRow } from '../../contacts/contact-columns.js';
import type { MergeField } from '../../contacts/contact-field-lists.js';
import type { CustomValue } from '../../contacts/custom-values.js';

/**
 * The contacts `ids` in scope, locked in id order until the transaction ends: every merge takes
 * its locks in one order, so two merges sharing contacts wait instead of deadlocking, and a write
 * to one of them waits for the merge (then finds it merged away, or its records moved).
 */
export function contactsForMerge(
  scope: TenantScope,
  ids: readonly string[],
): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${CONTACT_COLUMNS} FROM contacts c
      WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactScope(p, scope, 'c')}
      ORDER BY c.id FOR UPDATE`,
    p.values,
  );
}

/**
 * The merged contact: each picked field (and a picked phone's key) from its source, the tags and
 * custom values given (worked out from the locked rows: see mergeCustomValues; an archived
 * field's too, which the write carries) and the latest
 * `last_activity_at` of all of them. Its next follow-up follows the follow-ups it takes later in
 * the merge (their triggers keep it). The stage stays, so the per-stage counters move only by the
 * picked value or owner, as the triggers count them.
 */
export function mergeIntoTarget(
  scope: ChangingScope,
  merge: {
    targetId: string;
    sourceIds: readonly string[];
    picks: Partial<Record<MergeField, string>>;
    tags: readonly string[];
    custom: Readonly<Record<string, CustomValue>>;
  },
): Statement {
  const p = new SqlParams();
  const from = (column: string, source: string) =>
    `${column} = (SELECT s.${column} FROM contacts s WHERE s.id = ${p.add(source)})`;
  const sets = Object.entries(merge.picks).flatMap(([field, source]) =>
    field === 'phone' ? [from('phone', source), from('phone_key', source)] : [from(field, source)],
  );
  sets.push(`tags = ${p.add(merge.tags)}::text[]`);
  sets.push(`custom = ${p.add(JSON.stringify(merge.custom))}::jsonb`);
  const all = p.add([merge.targetId, ...merge.sourceIds]);
  sets.push(`last_activity_at = (SELECT max(a.last_activity_at) FROM contacts a
        WHERE a.id = ANY(${all}::uuid[]))`);
  sets.push('updated_at = now()');
  const target = p.add(merge.targetId);
  const write = contactWrite(p, scope, 'c', { carriesArchived: true });
  return statement(
    `UPDATE contacts c SET ${sets.join(', ')}
      WHERE c.id = ${target} AND ${write}`,
    p.values,
  );
}

/**
 * Moves the sources' stage moves and history entries (each keeping the contact it was made for,
 * `merged_from`) and the records of their own earlier merges to the target.
 */
export function moveContactHistory(
  scope: TenantScope,
  targetId: string,
  sourceIds: readonly string[],
): Statement {
  const p = new SqlParams();
  const target = p.add(targetId);
  const sources = p.add(sourceIds);
  const scoped = tenantScope(p, scope);
  return statement(
    `WITH moves AS (
       UPDATE stage_moves SET contact_id = ${target}, merged_from = coalesce(merged_from, contact_id)
        WHERE ${scoped} AND contact_id = ANY(${sources}::uuid[])
     ), history AS (
       UPDATE contact_history SET contact_id = ${target}, merged_from = coalesce(merged_from, contact_id)
        WHERE workspace_id = ${p.add(scope.workspace.id)} AND contact_id = ANY(${sources}::uuid[])
     )
     UPDATE contact_merges SET contact_id = ${target}
      WHERE ${scoped} AND contact_id = ANY(${sources}::uuid[])`,
    p.values,
  );
}

/** What the timeline keeps of a merged contact. */
export interface MergedContact {
  id: string;
  first_name: string;
  last_name: string | null;
  email: string | null;
  /** Kept since merges recorded it (an erasure ties a record to a person by its phone too). */
  phone: string | null;
}

/** Records the merge for the target's timeline. */
export function insertContactMerge(
  scope: TenantScope,
  merge: { targetId: string; merged: readonly MergedContact[]; mergedBy: string },
): Statement {
  const p = new SqlParams();
  return statement(
    `INSERT INTO contact_merges (workspace_id, is_demo, contact_id, merged, merged_by)
       VALUES (${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(merge.targetId)},
               ${p.add(JSON.stringify(merge.merged))}::jsonb, ${p.add(merge.mergedBy)})`,
    p.values,
  );
}

/** Deletes the merged contacts once their records moved; the counters' triggers count them out. */
export function deleteMergedContacts(scope: TenantScope, sourceIds: readonly string[]): Statement {
  const p = new SqlParams();
  return statement(
    `DELETE FROM contacts WHERE id = ANY(${p.add(sourceIds)}::uuid[]) AND ${tenantScope(p, scope)}`,
    p.values,
  );
}

/** A record's merged contacts, each with a `phone` (null in a record made before it was kept). */
const MERGED_AS_ANSWERED = `(SELECT coalesce(jsonb_agg('{"phone": null}'::jsonb || e.value ORDER BY e.n), '[]')
          FROM jsonb_array_elements(m.merged) WITH ORDINALITY AS e(value, n))`;

/** A contact's merges as timeline events (kind, id, at, seq, actor_id, data): a UNION part. */
export function mergeEvents(p: SqlParams, scope: TenantScope, contactId: string): string {
  return `SELECT 'merge'::text AS kind, m.id, m.merged_at AS at, 0::bigint AS seq,
        m.merged_by AS actor_id,
        jsonb_build_object('merged', ${MERGED_AS_ANSWERED}) AS data
      FROM contact_merges m
      WHERE ${tenantScope(p, scope, 'm')} AND m.contact_id = ${p.add(contactId)}`;
}
