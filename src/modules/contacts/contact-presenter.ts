import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { type Page, toPage } from '../../core/http/pagination.js';
import { daysInactive, isDormant } from './dormancy.js';
import type { ContactResponse } from './dto/contact.response.js';

/** Columns of a contact as the API shows it (alias `c`). Every read of contacts selects these. */
export const CONTACT_COLUMNS = `c.id, c.first_name, c.last_name, c.email, c.phone, c.company,
  c.title, c.stage, c.owner_id, c.value_cents, c.tags, c.last_activity_at, c.created_at,
  c.updated_at`;

export interface ContactRow extends Omit<
  ContactResponse,
  'dormant' | 'days_inactive' | 'value_cents' | 'last_activity_at' | 'created_at' | 'updated_at'
> {
  value_cents: string | number;
  last_activity_at: Date;
  created_at: Date;
  updated_at: Date;
}

/** A row of a keyset-paginated list: its sort timestamp as text (microsecond precision). */
export type KeyedContactRow = ContactRow & { sort_at: string };

/** A contact row as the API shows it, with its dormancy derived at read time. */
export function presentContact(scope: WorkspaceScope, row: ContactRow, now: Date): ContactResponse {
  const { sort_at: _sortAt, ...contact } = row as KeyedContactRow;
  return {
    ...contact,
    value_cents: Number(contact.value_cents),
    dormant: isDormant(row.last_activity_at, now, scope.workspace.dormancy_days),
    days_inactive: daysInactive(row.last_activity_at, now),
    last_activity_at: row.last_activity_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A page of `limit + 1` fetched rows, presented, with the cursor after its last row. */
export function presentContactPage(
  scope: WorkspaceScope,
  rows: KeyedContactRow[],
  limit: number,
  now: Date,
): Page<ContactResponse> {
  const page = toPage(rows, limit, (r) => [r.sort_at, r.id]);
  return { ...page, items: page.items.map((r) => presentContact(scope, r, now)) };
}
