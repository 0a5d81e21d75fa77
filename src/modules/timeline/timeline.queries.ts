import { keyset } from '../../database/keyset.js';
import { SqlParams } from '../../database/sql.js';
import { statement, type Statement } from '../../database/statement.js';
import { mergeEvents } from '../contact-data/merge/contact-merge.queries.js';
import { stageMoveEvents } from '../contacts/contacts.queries.js';
import { followupEvents } from '../followups/followups.queries.js';
import { historyEvents, type HistoryScope } from '../history/history.queries.js';
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

/** A contact's history newest first; the kind tells apart rows of two tables with one id. */
export const TIMELINE_ORDER = keyset('DESC', [
  { sql: 'e.at', type: 'timestamptz', field: 'sort_at' },
  { sql: 'e.id', type: 'uuid', field: 'id' },
  { sql: 'e.kind', type: 'text', field: 'kind' },
]);

/** The parts of the timeline, each the kinds of event it yields and its SELECT (a UNION part). */
const TIMELINE_PARTS: readonly {
  kinds: readonly TimelineKind[];
  events: (p: SqlParams, scope: HistoryScope, contactId: string) => string;
}[] = [
  { kinds: ['interaction'], events: interactionEvents },
  { kinds: ['stage_move'], events: stageMoveEvents },
  { kinds: ['followup_scheduled', 'followup_completed'], events: followupEvents },
  { kinds: ['merge'], events: mergeEvents },
  { kinds: ['change'], events: historyEvents },
];

/**
 * One page of a contact's history, newest first on (at, id, kind). Each module that owns a table
 * writes the SELECT over it; this joins them with UNION ALL so the merge and the keyset run in
 * one statement.
 */
export function timelinePage(
  scope: HistoryScope,
  filter: {
    contactId: string;
    kinds: readonly TimelineKind[];
    after: readonly string[] | null;
    limit: number;
  },
): Statement<TimelineEventRow> {
  const p = new SqlParams();
  const union = TIMELINE_PARTS.filter((part) => part.kinds.some((k) => filter.kinds.includes(k)))
    .map((part) => `(${part.events(p, scope, filter.contactId)})`)
    .join('\nUNION ALL\n');
  const where = [`e.kind = ANY(${p.add(filter.kinds)}::text[])`];
  if (filter.after) where.push(TIMELINE_ORDER.after(p, filter.after));
  return statement(
    `SELECT e.kind, e.id, e.at, e.actor_id, e.data, ${TIMELINE_ORDER.select}
         FROM (${union}) e WHERE ${where.join(' AND ')}
        ${TIMELINE_ORDER.orderBy} ${TIMELINE_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}
