import { type Page, sortKey, toPage } from '../../core/pagination/pagination.js';
import { asUtc } from '../../core/http/utc.js';
import type { ContactRow, KeyedContactRow } from './contacts.queries.js';
import { DormancyRule } from './dormancy.js';
import type { ContactResponse } from './dto/contact.response.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';

/** What presenting needs of the caller's scope: the workspace's dormancy threshold, no more. */
export interface PresentationScope {
  readonly workspace: Pick<Workspace, 'dormancy_days'>;
}

/**
 * Presents contact rows with their dormancy derived at read time. Built once per response (one
 * dormancy cutoff), and each contact is written field by field: one object shape, no spread or
 * copy of the row, since lists present thousands of contacts a second. The timestamps arrive
 * formatted (CONTACT_COLUMNS), so no Date is built or formatted per field.
 */
export class ContactPresenter {
  private readonly dormancy: DormancyRule;

  constructor(scope: PresentationScope, now: Date) {
    this.dormancy = new DormancyRule(now, scope.workspace.dormancy_days);
  }

  present(row: ContactRow): ContactResponse {
    // One parse, for the dormancy arithmetic; the timestamps themselves are passed through.
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
      last_activity_at: row.last_activity_at,
      dormant: this.dormancy.isDormant(lastActivity),
      days_inactive: this.dormancy.daysInactive(lastActivity),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }
}

/** One contact as the API shows it. */
export function presentContact(
  scope: PresentationScope,
  row: ContactRow,
  now: Date,
): ContactResponse {
  return new ContactPresenter(scope, now).present(row);
}

/** A page of `limit + 1` fetched rows, presented, with the cursor after its last row. */
export function presentContactPage(
  scope: PresentationScope,
  rows: KeyedContactRow[],
  limit: number,
  now: Date,
): Page<ContactResponse> {
  const page = toPage(rows, limit, sortKey);
  const presenter = new ContactPresenter(scope, now);
  return { items: page.items.map((r) => presenter.present(r)), next_cursor: page.next_cursor };
}
