import { SqlParams } from '../../database/sql.js';
import { contactName } from '../contacts/contact-name.js';
import type { ContactSummary } from '../contacts/contacts.queries.js';
import type { AgendaBucket, AgendaWindow } from './agenda.js';
import type { AgendaItem, AgendaResponse, FollowupResponse } from './dto/followup.response.js';
import { FOLLOWUP_COLUMNS } from './followup-columns.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';

export interface AgendaTarget {
  workspaceId: string;
  demo: boolean;
  /** Only this owner's follow-ups; everyone's when absent. */
  ownerId?: string;
}

/**
 * The agenda's statement: open follow-ups in the three buckets of `window` (rule in agenda.ts),
 * soonest due first, at most `limit` per bucket, each row with its bucket and the bucket's total.
 * Per bucket: its total (an index-only count) and its first `limit` follow-ups (an index range
 * scan that stops at the limit), so a long overdue list costs no more than a short one. The rows
 * carry `scheduled_for` as ISO 8601 text (FOLLOWUP_COLUMNS), which sorts by time byte by byte.
 */
export function agendaQuery(
  target: AgendaTarget,
  window: AgendaWindow,
  limit: number,
): Statement<AgendaRow> {
  const p = new SqlParams();
  const where = [
    `f.workspace_id = ${p.add(target.workspaceId)}`,
    `f.is_demo = ${p.add(target.demo)}`,
    'f.completed_at IS NULL',
    `f.scheduled_for < ${p.add(window.upcomingEnd)}`,
  ];
  if (target.ownerId !== undefined) where.push(`f.owner_id = ${p.add(target.ownerId)}`);
  const now = p.add(window.now);
  const todayEnd = p.add(window.todayEnd);
  const upcomingEnd = p.add(window.upcomingEnd);
  const inBucket = `${where.join(' AND ')} AND f.scheduled_for >= b.lo AND f.scheduled_for < b.hi`;
  const text = `SELECT items.*, b.bucket, totals.total
         FROM (VALUES ('overdue', '-infinity'::timestamptz, ${now}::timestamptz),
                      ('today', ${now}::timestamptz, ${todayEnd}::timestamptz),
                      ('upcoming', ${todayEnd}::timestamptz, ${upcomingEnd}::timestamptz)
              ) AS b(bucket, lo, hi)
        CROSS JOIN LATERAL (SELECT count(*)::int AS total FROM followups f WHERE ${inBucket}) totals
        CROSS JOIN LATERAL (
          SELECT ${FOLLOWUP_COLUMNS} FROM followups f WHERE ${inBucket}
           ORDER BY f.scheduled_for, f.id LIMIT ${p.add(limit)}
        ) items
        ORDER BY items.scheduled_for COLLATE "C", items.id`;
  // Everyone's agenda is read along the open follow-ups' index whatever the tenant; one owner's
  // is planned for that owner.
  return target.ownerId === undefined
    ? preparedStatement('the open follow-ups index whatever the tenant', text, p.values)
    : statement(text, p.values);
}

/** A row of `agendaQuery`: a follow-up with its bucket and that bucket's total. */
export type AgendaRow = FollowupResponse & { bucket: AgendaBucket; total: number };

/**
 * The agenda's body from the rows of `agendaQuery` and the summaries of their contacts. A row
 * whose contact is missing (deleted since the first query, taking its follow-ups with it) is
 * left out of its bucket but still counted in the bucket's total. Each item is written field by
 * field: rest and spread copies of the rows cost ~3 us an item, most of the body's assembly.
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
