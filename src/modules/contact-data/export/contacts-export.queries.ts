import { SqlParams, type TenantScope } from '../../../database/sql.js';
import { type Statement, statement } from '../../../database/statement.js';
import { CONTACT_COLUMNS, type ContactRow } from '../../contacts/contact-columns.js';
import { type ContactFilter, contactFilterConditions } from '../../contacts/contacts.queries.js';

/**
 * Every contact in scope matching `filter`, newest first as the list, for the export to read
 * through a cursor. One statement, so one snapshot: contacts created while it is read are not in
 * it. Planned for its values, as a filtered page is.
 */
export function contactExport(scope: TenantScope, filter: ContactFilter): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${CONTACT_COLUMNS} FROM contacts c
        WHERE ${contactFilterConditions(p, scope, filter).join(' AND ')}
        ORDER BY c.created_at DESC, c.id DESC`,
    p.values,
  );
}
