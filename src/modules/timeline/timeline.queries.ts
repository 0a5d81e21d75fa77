import { keyset } from '../../database/keyset.js';
import { SqlParams } from '../../database/sql.js';
import { statement, type Statement } from '../../database/statement.js';
import { mergeEvents } from '../contact-data/merge/contact-merge.queries.js';
import { stageMoveEvents } from '../contacts/contacts.queries.js';
import { followupEvents } from '../followups/followups.queries.js';
import { historyEvents, type HistoryScope } from '../history/history.queries.js';
import { interactionEvents } from '../interactions/interactions.queries.js';
import { type TimelineKind, WRITE_ORDER } from './timeline.rules.js';

export interface TimelineEventRow {
  kind: TimelineKind;
  id: string;
  at: Date;
  actor_id: string | null;
  data: Record<string, unknown>;
  sort_at: string;
  written: string;
  seq: string;
}

/** An event's kind's place in WRITE_ORDER, from 1 (a bigint: read as text for the cursor). */
const WRITTEN = `array_position(ARRAY[${WRITE_ORDER.map((k) => `'${k}'`).join(', ')}], e.kind)::bigint`;

/**
 * A contact's history newest first. The events of one instant (one write's) in the reverse of the
 * order the write made them: by kind (WRITE_ORDER), then the history's entries by their `seq`, as
 * the history lists them (their ids order them only to the millisecond), the others by id. A kind
 * and an id, or a `seq`, name one event.
 */
export const TIMELINE_ORDER = keyset('DESC', [
  { sql: 'e.at', type: 'timestamptz', field: 'sort_at' },
  { sql: WRITTEN, type: 'bigint', field: 'written', hidden: true },
  { sql: 'e.seq', type: 'bigint', field: 'seq', hidden: true },
  { sql: 'e.id', type: 'uuid', field: 'id' },
]);

/**
 * The parts of the timeline, each the kinds of event it yields and its SELECT (a UNION part) of
 * (kind, id, at, seq, actor_id, data): `seq` the order its events of one instant were written in
 * where its table keeps one (the history's), else 0 and the id orders them.
 */
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
 * One page of a contact's history, newest first (TIMELINE_ORDER). Each module that owns a table
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
