import { contactName } from '../contacts/contact-name.js';
import type { ContactSummary } from '../contacts/contact-lookups.queries.js';
import type { AgendaWindow } from './agenda.js';
import type { AgendaItem, AgendaResponse } from './dto/followup.response.js';
import type { AgendaRow } from './agenda.queries.js';

/**
 * The agenda's body from the rows of `agendaQuery` and the summaries of their contacts. A row
 * whose contact is missing (deleted since the first query, taking its follow-ups with it) is
 * left out of its bucket but still counted in the bucket's total. Each item is written field by
 * field: a rest and spread copy of each row would cost more than the rest of the assembly.
 */
export function agendaResponse(
  rows: readonly AgendaRow[],
  contacts: ReadonlyMap<string, ContactSummary>,
  window: AgendaWindow,
): AgendaResponse {
  const result: AgendaResponse = {
    overdue: [],
    today: [],
    upcoming: [],
    counts: { overdue: 0, today: 0, upcoming: 0 },
    timezone: window.timezone,
    date: window.date,
    today_ends_at: window.todayEnd.toISOString(),
    upcoming_ends_at: window.upcomingEnd.toISOString(),
  };
  for (const row of rows) {
    result.counts[row.bucket] = row.total;
    const contact = contacts.get(row.contact_id);
    if (contact) result[row.bucket].push(agendaItem(row, contact));
  }
  return result;
}

function agendaItem(row: AgendaRow, contact: ContactSummary): AgendaItem {
  return {
    id: row.id,
    contact_id: row.contact_id,
    owner_id: row.owner_id,
    title: row.title,
    scheduled_for: row.scheduled_for,
    status: row.status,
    completed_at: row.completed_at,
    completed_by: row.completed_by,
    created_by: row.created_by,
    enrollment_id: row.enrollment_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    contact: {
      id: contact.id,
      first_name: contact.first_name,
      last_name: contact.last_name,
      company: contact.company,
      name: contactName(contact),
    },
  };
}
