import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { type Page, toPage } from '../../core/http/pagination.js';
import { asUtc } from '../../core/http/utc.js';
import { DormancyRule } from './dormancy.js';
import type { ContactResponse } from './dto/contact.response.js';

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

/**
 * Presents contact rows with their dormancy derived at read time. Built once per response (one
 * dormancy cutoff), and each contact is written field by field: one object shape, no spread or
 * copy of the row, since lists present thousands of contacts a second.
 */
export class ContactPresenter {
  private readonly dormancy: DormancyRule;

  constructor(scope: WorkspaceScope, now: Date) {
    this.dormancy = new DormancyRule(now, scope.workspace.dormancy_days);
  }

  present(row: ContactRow): ContactResponse {
    const lastActivity = asUtc(row.last_activity_at);
    return {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      title: row.title,
      stage: row.stage,
      owner_id: row.owner_id,
      value_cents: Number(row.value_cents),
      tags: row.tags,
      last_activity_at: lastActivity.toISOString(),
      dormant: this.dormancy.isDormant(lastActivity),
      days_inactive: this.dormancy.daysInactive(lastActivity),
      created_at: asUtc(row.created_at).toISOString(),
      updated_at: asUtc(row.updated_at).toISOString(),
    };
  }
}

/** One contact as the API shows it. */
export function presentContact(scope: WorkspaceScope, row: ContactRow, now: Date): ContactResponse {
  return new ContactPresenter(scope, now).present(row);
}

/** A page of `limit + 1` fetched rows, presented, with the cursor after its last row. */
export function presentContactPage(
  scope: WorkspaceScope,
  rows: KeyedContactRow[],
  limit: number,
  now: Date,
): Page<ContactResponse> {
  const page = toPage(rows, limit, (r) => [r.sort_at, r.id]);
  const presenter = new ContactPresenter(scope, now);
  return { items: page.items.map((r) => presenter.present(r)), next_cursor: page.next_cursor };
}
