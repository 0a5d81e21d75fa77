import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../../../database/sql.js';
import { contactScope } from '../../../database/visibility.js';
import { type Statement, statement } from '../../../database/statement.js';
import { CONTACT_COLUMNS, type ContactRow } from '../../contacts/contact-columns.js';
import { STORED_TABLES } from '../../trash/trash-tables.js';

/*
 * What the service holds about one contact, for its subject access export. Read from the
 * tables, not the views: a contact in the trash is held too.
 */

/** A contact, live or in the trash, as the API shows it, with when it went to the trash. */
export function heldContact(
  scope: TenantScope,
  id: string,
): Statement<ContactRow & { deleted_at: string | null }> {
  const p = new SqlParams();
  return statement(
    `SELECT ${CONTACT_COLUMNS}, ${isoUtc('c.deleted_at')} AS deleted_at
       FROM ${STORED_TABLES.contacts} c
      WHERE c.id = ${p.add(id)} AND ${contactScope(p, scope, 'c')}`,
    p.values,
  );
}

/** The records hanging from a contact, each kind with its table and its order. */
export const HELD_RECORDS = {
  interactions: { table: STORED_TABLES.interactions, order: 'occurred_at, id' },
  followups: { table: STORED_TABLES.followups, order: 'scheduled_for, id' },
  enrollments: { table: STORED_TABLES.sequence_enrollments, order: 'enrolled_at, id' },
  stage_moves: { table: STORED_TABLES.stage_moves, order: 'moved_at, id' },
  merges: { table: 'contact_merges', order: 'merged_at, id' },
} as const;
export type HeldRecordKind = keyof typeof HELD_RECORDS;

/** Columns of the service's own bookkeeping, not data about the person. */
export const BOOKKEEPING_COLUMNS = ['workspace_id', 'is_demo', 'contact_id', 'in_trash'] as const;

/** Every record of one kind hanging from the contact, oldest first, every column. */
export function heldRecords(
  scope: TenantScope,
  kind: HeldRecordKind,
  contactId: string,
): Statement<Record<string, unknown>> {
  const p = new SqlParams();
  const { table, order } = HELD_RECORDS[kind];
  return statement(
    `SELECT r.* FROM ${table} r
      WHERE r.contact_id = ${p.add(contactId)} AND ${tenantScope(p, scope, 'r')}
      ORDER BY ${order}`,
    p.values,
  );
}
