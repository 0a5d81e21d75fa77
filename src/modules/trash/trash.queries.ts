import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { contactScope } from '../../database/visibility.js';
import { type ChangingScope, contactWrite } from '../../database/change-context.js';
import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { CONTACT_COLUMNS, type ContactRow } from '../contacts/contact-columns.js';
import { STORED_TABLES } from './trash-tables.js';

/*
 * The trash's own statements: the only ones that read `contacts_all`, the table behind the
 * `contacts` view (see trash-tables.ts). Moving a contact to the trash is `trashContacts` in
 * contacts.queries.ts, an update through the view like any other edit.
 */

/** Every contact, the trash included, aliased `c`. */
const ALL_CONTACTS = `${STORED_TABLES.contacts} c`;

/** A contact in the trash: as the API shows it, with who deleted it and when. */
export type TrashedContactRow = ContactRow & {
  deleted_at: string;
  deleted_by: string | null;
  deleted_by_operation: string | null;
};

const TRASHED_COLUMNS = `${CONTACT_COLUMNS},
  ${isoUtc('c.deleted_at')} AS deleted_at, c.deleted_by, c.deleted_by_operation`;

/** The trash, most recently deleted first (contacts_trash_idx). */
export const TRASH_ORDER = timeKeyset('DESC', 'c.deleted_at', 'c.id');

/** One page of the workspace's trash, most recently deleted first. */
export function trashPage(
  scope: TenantScope,
  filter: { after: readonly string[] | null; limit: number },
): Statement<Keyed<TrashedContactRow>> {
  const p = new SqlParams();
  const where = [contactScope(p, scope, 'c'), 'c.deleted_at IS NOT NULL'];
  if (filter.after) where.push(TRASH_ORDER.after(p, filter.after));
  return statement(
    `SELECT ${TRASHED_COLUMNS}, ${TRASH_ORDER.select} FROM ${ALL_CONTACTS}
        WHERE ${where.join(' AND ')}
        ${TRASH_ORDER.orderBy} ${TRASH_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}

/** Which contacts to take out of the trash: listed ones, or those a bulk operation deleted. */
export type TrashSelection = { ids: readonly string[] } | { operationId: string };

/**
 * The contacts of `selection` in the scope's trash, locked in id order until the transaction
 * ends (a restore and a purge of the same contact wait for each other).
 */
export function lockTrashed(
  scope: TenantScope,
  selection: TrashSelection,
): Statement<TrashedContactRow> {
  const p = new SqlParams();
  const which =
    'ids' in selection
      ? `c.id = ANY(${p.add(selection.ids)}::uuid[])`
      : `c.deleted_by_operation = ${p.add(selection.operationId)}::uuid`;
  return statement(
    `SELECT ${TRASHED_COLUMNS} FROM ${ALL_CONTACTS}
        WHERE ${which} AND ${contactScope(p, scope, 'c')} AND c.deleted_at IS NOT NULL
        ORDER BY c.id FOR UPDATE`,
    p.values,
  );
}

/** A contact taken out of the trash, and whether it has an active sequence enrollment. */
export type RestoredContactRow = ContactRow & { enrolled: boolean };

/**
 * Takes the contacts out of the trash as they were: what hangs from them comes back with them
 * and the typed copy of its filterable custom values is written anew (the triggers of migration
 * ContactTrash); no activity bump, no routing turn.
 */
export function restoreContacts(
  scope: ChangingScope,
  ids: readonly string[],
): Statement<RestoredContactRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE ${ALL_CONTACTS} SET deleted_at = NULL, deleted_by = NULL, deleted_by_operation = NULL
        WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactWrite(p, scope, 'c')}
          AND c.deleted_at IS NOT NULL
        RETURNING ${CONTACT_COLUMNS},
                  EXISTS (SELECT 1 FROM ${STORED_TABLES.sequence_enrollments} se
                           WHERE se.contact_id = c.id AND se.status = 'active') AS enrolled`,
    p.values,
  );
}

/** Deletes for good contacts of the scope's trash, with everything hanging from them. */
export function purgeContacts(
  scope: TenantScope,
  ids: readonly string[],
): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `DELETE FROM ${ALL_CONTACTS}
        WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${tenantScope(p, scope, 'c')}
          AND c.deleted_at IS NOT NULL
        RETURNING c.id`,
    p.values,
  );
}

/** A contact whose time in the trash is up, with its workspace. */
export interface ExpiredContactRow {
  id: string;
  workspace_id: string;
  is_demo: boolean;
}

/**
 * Up to `limit` contacts in the trash longer than their workspace's `trash_retention_days` at
 * `now`, oldest first, locked (SKIP LOCKED: a restore under way keeps its contact).
 */
export function expiredTrash(now: Date, limit: number): Statement<ExpiredContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT c.id, c.workspace_id, c.is_demo FROM ${ALL_CONTACTS}
        JOIN workspaces w ON w.id = c.workspace_id
       WHERE c.deleted_at IS NOT NULL
         AND c.deleted_at <= ${p.add(now)}::timestamptz - make_interval(days => w.trash_retention_days)
       ORDER BY c.deleted_at, c.id
       LIMIT ${p.add(limit)}
       FOR UPDATE OF c SKIP LOCKED`,
    p.values,
  );
}
