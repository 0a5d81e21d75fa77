import { keyset } from '../../../database/keyset.js';
import { SqlParams, type TenantScope } from '../../../database/sql.js';
import { statement, type Statement } from '../../../database/statement.js';
import { CONTACT_COLUMNS, type ContactRow } from '../../contacts/contact-columns.js';
import type { DuplicateKind } from './contact-duplicates.rules.js';
import { contactQueryConditions } from '../../contacts/query/contact-conditions.queries.js';
import type { QueryGroup } from '../../contacts/query/contact-query.tree.js';
import { STORED_TABLES } from '../../trash/trash-tables.js';

/**
 * The normalised e-mail: `lower(email)`, the expression of `contacts_email_idx` and of the
 * upsert's match (e-mails are trimmed when written).
 */
const EMAIL_KEY = 'lower(c.email)';

/** The columns each kind of key is read from, along the index it is grouped on. */
const KEY_COLUMN: Record<DuplicateKind, string> = {
  email: EMAIL_KEY,
  phone: 'c.phone_key',
};

/** A group of contacts sharing a key, as `duplicateGroupPage` reads it. */
export interface DuplicateGroupRow {
  kind: DuplicateKind;
  value: string;
  contacts: number;
}

/** Duplicate groups in (kind, value) order: the list's cursor and page. */
export const DUPLICATE_ORDER = keyset('ASC', [
  { sql: 'g.kind', type: 'text', field: 'kind' },
  { sql: 'g.value', type: 'text', field: 'value' },
]);

/**
 * One page of duplicate groups in (kind, value) order: e-mail groups first, then phone groups,
 * among the contacts `where` keeps (a filter, a view). Each kind is a GROUP BY along its index
 * (`contacts_email_idx`, `contacts_phone_key_idx`) from the cursor on, stopping one group past
 * the page; a kind the cursor is past is not read.
 */
export function duplicateGroupPage(
  scope: TenantScope,
  page: { after: readonly [DuplicateKind, string] | null; limit: number; where: QueryGroup },
): Statement<DuplicateGroupRow> {
  const p = new SqlParams();
  const kinds = (Object.keys(KEY_COLUMN) as DuplicateKind[]).filter(
    (kind) => page.after === null || kind >= page.after[0],
  );
  // Each kind compares its own key column (along its index); one LIMIT serves every part and all.
  const limit = DUPLICATE_ORDER.limit(p, page.limit);
  const parts = kinds.map((kind) => {
    const key = KEY_COLUMN[kind];
    const where = [...contactQueryConditions(p, scope, page.where), `${key} IS NOT NULL`];
    if (page.after !== null && page.after[0] === kind)
      where.push(`${key} > ${p.add(page.after[1])}`);
    return `(SELECT ${p.add(kind)}::text AS kind, ${key} AS value, count(*)::int AS contacts
          FROM contacts c WHERE ${where.join(' AND ')}
         GROUP BY ${key} HAVING count(*) > 1 ORDER BY ${key} ${limit})`;
  });
  return statement(
    `SELECT g.kind, g.value, g.contacts FROM (${parts.join('\nUNION ALL\n')}) g
      ORDER BY g.kind, g.value ${limit}`,
    p.values,
  );
}

/** A contact of a duplicate group, with the group's key. */
export interface DuplicateMemberRow extends ContactRow {
  kind: DuplicateKind;
  value: string;
  /** Its creation time, which orders a group. */
  sort_at: Date;
}

/**
 * The contacts of each of `groups` that `where` keeps, oldest first, at most `perGroup` of each:
 * one index scan per group through LATERAL, whatever the number of groups.
 */
export function duplicateGroupMembers(
  scope: TenantScope,
  groups: readonly { kind: DuplicateKind; value: string }[],
  perGroup: number,
  where: QueryGroup,
): Statement<DuplicateMemberRow> {
  const p = new SqlParams();
  const kinds = p.add(groups.map((g) => g.kind));
  const values = p.add(groups.map((g) => g.value));
  const scoped = contactQueryConditions(p, scope, where).join(' AND ');
  const limit = p.add(perGroup);
  const member = (kind: DuplicateKind) =>
    `SELECT ${CONTACT_COLUMNS}, c.created_at AS sort_at FROM contacts c
      WHERE g.kind = '${kind}' AND ${scoped} AND ${KEY_COLUMN[kind]} = g.value`;
  return statement(
    `SELECT g.kind, g.value, m.* FROM unnest(${kinds}::text[], ${values}::text[]) WITH ORDINALITY AS g(kind, value, ord)
       CROSS JOIN LATERAL (
         SELECT * FROM (${member('email')} UNION ALL ${member('phone')}) x
          ORDER BY x.sort_at, x.id LIMIT ${limit}
       ) m
      ORDER BY g.ord, m.sort_at, m.id`,
    p.values,
  );
}

/**
 * Contacts of a workspace (demo and real, those in the trash too: a restore brings them back as
 * they would be) with a phone, in id order from `after`.
 */
export function phonesFrom(
  workspaceId: string,
  after: string | null,
  limit: number,
): Statement<{ id: string; phone: string }> {
  const p = new SqlParams();
  const where = [`workspace_id = ${p.add(workspaceId)}`, 'phone IS NOT NULL'];
  if (after !== null) where.push(`id > ${p.add(after)}`);
  return statement(
    `SELECT id, phone FROM ${STORED_TABLES.contacts} WHERE ${where.join(' AND ')} ORDER BY id LIMIT ${p.add(limit)}`,
    p.values,
  );
}

/**
 * Sets the `phone_key` of each of a workspace's contacts to the key computed from the phone read
 * with it; a contact whose phone changed since (a merge waited on) keeps the key written with it.
 * Those it changes are locked first, in id order, as a bulk action or a merge locks its contacts:
 * locked in the order the update reads them, the re-key and such a write could each wait on a
 * contact the other held (a deadlock).
 */
export function setPhoneKeys(
  workspaceId: string,
  keys: readonly { id: string; phone: string; key: string | null }[],
): Statement {
  const p = new SqlParams();
  const ids = p.add(keys.map((k) => k.id));
  const phones = p.add(keys.map((k) => k.phone));
  const values = p.add(keys.map((k) => k.key));
  const workspace = p.add(workspaceId);
  return statement(
    `WITH held AS (
       SELECT c.id, k.key FROM ${STORED_TABLES.contacts} c
         JOIN unnest(${ids}::uuid[], ${phones}::text[], ${values}::text[]) AS k(id, phone, key)
           ON c.id = k.id
        WHERE c.workspace_id = ${workspace} AND c.phone = k.phone
          AND c.phone_key IS DISTINCT FROM k.key
        ORDER BY c.id FOR NO KEY UPDATE OF c
     )
     UPDATE ${STORED_TABLES.contacts} c SET phone_key = held.key
       FROM held WHERE c.id = held.id AND c.workspace_id = ${workspace}`,
    p.values,
  );
}
