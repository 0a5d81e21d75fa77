import { SqlParams, type TenantScope } from '../../database/sql.js';
import { statement, type Statement } from '../../database/statement.js';
import { mergeEvents } from '../contact-data/merge/contact-merge.queries.js';
import { stageMoveEvents } from '../contacts/contacts.queries.js';
import { followupEvents } from '../followups/followups.queries.js';
import { interactionEvents } from '../interactions/interactions.queries.js';
import type { TimelineKind } from './timeline.rules.js';

export interface TimelineEventRow {
  kind: TimelineKind;
  id: string;
  at: Date;
  actor_id: string | null;
  data: Record<string, unknown>;
  sort_at: string;
}

/**
 * One page of a contact's history, newest first on (at, id, kind). Each module that owns a table
 * writes the SELECT over it; this joins them with UNION ALL so the merge and the keyset run in
 * one statement.
 */
export function timelinePage(
  scope: TenantScope,
  filter: { contactId: string; after: readonly string[] | null; limit: number },
): Statement<TimelineEventRow> {
  const p = new SqlParams();
  const union = [interactionEvents, stageMoveEvents, followupEvents, mergeEvents]
    .map((events) => `(${events(p, scope, filter.contactId)})`)
    .join('\nUNION ALL\n');
  const keyset = filter.after
    ? `WHERE (e.at, e.id, e.kind) < (${p.add(filter.after[0])}::timestamptz, ${p.add(filter.after[1])}::uuid, ${p.add(filter.after[2])}::text)`
    : '';
  return statement(
    `SELECT e.kind, e.id, e.at, e.actor_id, e.data, e.at::text AS sort_at
         FROM (${union}) e ${keyset}
        ORDER BY e.at DESC, e.id DESC, e.kind DESC LIMIT ${p.add(filter.limit + 1)}`,
    p.values,
  );
}
