import { keyset } from '../../database/keyset.js';
import { isoUtc, SqlParams, type TenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';
import { CREATED_CUSTOM_KEY, hiddenHistoryKeys } from './history.rules.js';

/*
 * The contact history's reads; its writes are the triggers of migration ContactHistory.
 */

/** An entry as the API answers it, with its actor's name where the actor is still known. */
export interface HistoryEntryRow {
  id: string;
  at: string;
  actor_type: 'user' | 'api_key' | 'system';
  actor_user_id: string | null;
  actor_api_key_id: string | null;
  actor_name: string | null;
  via: string | null;
  request_id: string | null;
  operation_id: string | null;
  followup_id: string | null;
  merged_from: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** Newest first, in the order the entries were written (contact_history_contact_idx). */
export const HISTORY_ORDER = keyset('DESC', [
  { sql: 'h.seq', type: 'bigint', field: 'seq', hidden: true },
]);

/** A contact's entries, aliased `h`, each with its actor's name (a member's e-mail, a key's name). */
const ENTRIES = `contact_history h
  LEFT JOIN users u ON h.actor_type = 'user' AND u.id = h.actor_user_id
  LEFT JOIN api_keys k ON h.actor_type = 'api_key' AND k.id = h.actor_api_key_id`;

const ENTRY_COLUMNS = `h.id, ${isoUtc('h.at')} AS at, h.actor_type, h.actor_user_id,
  h.actor_api_key_id, coalesce(u.email, k.name) AS actor_name, h.via, h.request_id,
  h.operation_id, h.followup_id, h.merged_from`;

/** A scope whose workspace's custom fields are known: their archived ones' changes are hidden. */
export interface HistoryScope extends TenantScope {
  readonly workspace: {
    readonly id: string;
    readonly custom_fields?: readonly Pick<CustomFieldDefinition, 'key' | 'archived_at'>[];
  };
}

/**
 * An entry's changes as answered: without those of the workspace's archived custom fields
 * (`hiddenHistoryKeys`), a creation's custom values included; `where` then leaves out an entry
 * nothing is left of. Plain `h.changes` while none is archived.
 */
function visibleChanges(p: SqlParams, scope: HistoryScope): { changes: string; where: string[] } {
  const hidden = hiddenHistoryKeys(scope.workspace.custom_fields);
  if (hidden.length === 0) return { changes: 'h.changes', where: [] };
  const keys = p.add(hidden.map((key) => `custom.${key}`));
  const created = `(x->'${CREATED_CUSTOM_KEY}'->'to')`;
  const raw = p.add(hidden);
  const changes = `(SELECT CASE WHEN NOT x ? '${CREATED_CUSTOM_KEY}' THEN x
                        WHEN ${created} - ${raw}::text[] = '{}' THEN x - '${CREATED_CUSTOM_KEY}'
                        ELSE jsonb_set(x, '{${CREATED_CUSTOM_KEY},to}', ${created} - ${raw}::text[])
                   END
              FROM (SELECT h.changes - ${keys}::text[] AS x) AS c)`;
  return { changes, where: [`${changes} <> '{}'::jsonb`] };
}

/**
 * The entries that change one of `fields`: a key of their own, or, for `custom.<key>`, a value of
 * a creation's custom entry (CREATED_CUSTOM_KEY).
 */
function changesAny(p: SqlParams, fields: readonly string[]): string {
  const keys = p.add(fields);
  const custom = fields
    .filter((f) => f.startsWith('custom.'))
    .map((f) => f.slice('custom.'.length));
  if (custom.length === 0) return `h.changes ?| ${keys}::text[]`;
  return `(h.changes ?| ${keys}::text[]
           OR h.changes->'${CREATED_CUSTOM_KEY}'->'to' ?| ${p.add(custom)}::text[])`;
}

/** One page of a contact's history, newest first; with `fields`, the entries changing one of them. */
export function historyPage(
  scope: HistoryScope,
  filter: {
    contactId: string;
    fields: readonly string[] | null;
    after: readonly string[] | null;
    limit: number;
  },
): Statement<HistoryEntryRow & { seq: string }> {
  const p = new SqlParams();
  const where = [
    `h.contact_id = ${p.add(filter.contactId)}`,
    `h.workspace_id = ${p.add(scope.workspace.id)}`,
  ];
  if (filter.fields) where.push(changesAny(p, filter.fields));
  if (filter.after) where.push(HISTORY_ORDER.after(p, filter.after));
  const visible = visibleChanges(p, scope);
  where.push(...visible.where);
  return statement(
    `SELECT ${ENTRY_COLUMNS}, ${visible.changes} AS changes, ${HISTORY_ORDER.select} FROM ${ENTRIES}
      WHERE ${where.join(' AND ')}
      ${HISTORY_ORDER.orderBy} ${HISTORY_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}

/** Every entry of a contact, oldest first (the subject access export). */
export function contactHistory(scope: TenantScope, contactId: string): Statement<HistoryEntryRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${ENTRY_COLUMNS}, h.changes FROM ${ENTRIES}
      WHERE h.contact_id = ${p.add(contactId)} AND h.workspace_id = ${p.add(scope.workspace.id)}
      ORDER BY h.seq`,
    p.values,
  );
}

/** A contact's history as timeline events (kind, id, at, seq, actor_id, data): a UNION part. */
export function historyEvents(p: SqlParams, scope: HistoryScope, contactId: string): string {
  const visible = visibleChanges(p, scope);
  const where = [
    `h.contact_id = ${p.add(contactId)}`,
    `h.workspace_id = ${p.add(scope.workspace.id)}`,
    ...visible.where,
  ];
  return `SELECT 'change'::text AS kind, h.id, h.at, h.seq,
        h.actor_user_id AS actor_id,
        jsonb_build_object('via', h.via, 'followup_id', h.followup_id,
                           'merged_from', h.merged_from, 'changes', ${visible.changes}) AS data
      FROM contact_history h
      WHERE ${where.join(' AND ')}`;
}
