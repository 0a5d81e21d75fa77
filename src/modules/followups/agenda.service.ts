import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { SqlParams } from '../../core/http/sql.js';
import { ContactsQueryService } from '../contacts/contacts-query.service.js';
import { type AgendaBucket, agendaWindow } from './agenda.js';
import type { AgendaQuery } from './dto/agenda.query.js';
import { ME } from './dto/followup-fields.js';
import type { AgendaItem, AgendaResponse, FollowupResponse } from './dto/followup.response.js';
import { FOLLOWUP_COLUMNS } from './followups.service.js';

type AgendaRow = FollowupResponse & { bucket: AgendaBucket; total: number };

/** The rep's morning view: open follow-ups bucketed by the rule in agenda.ts. */
@Injectable()
export class AgendaService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contactsQuery: ContactsQueryService,
  ) {}

  /**
   * Open follow-ups in three buckets (rule in agenda.ts), soonest due first, at most `limit` per
   * bucket: one query for the follow-ups and the totals, one for the names of their contacts.
   */
  async agenda(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: AgendaQuery,
  ): Promise<AgendaResponse> {
    const window = agendaWindow(new Date(), scope.workspace.timezone, query.days);
    const p = new SqlParams();
    const where = [
      `f.workspace_id = ${p.add(scope.workspace.id)}`,
      `f.is_demo = ${p.add(scope.demo)}`,
      'f.completed_at IS NULL',
      `f.scheduled_for < ${p.add(window.upcomingEnd)}`,
    ];
    if (query.owner_id !== undefined) {
      where.push(`f.owner_id = ${p.add(query.owner_id === ME ? user.id : query.owner_id)}`);
    }
    const now = p.add(window.now);
    const todayEnd = p.add(window.todayEnd);
    const upcomingEnd = p.add(window.upcomingEnd);
    const inBucket = `${where.join(' AND ')} AND f.scheduled_for >= b.lo AND f.scheduled_for < b.hi`;
    // Per bucket: its total (an index-only count) and its first `limit` follow-ups (an index range
    // scan that stops at the limit), so a long overdue list costs no more than a short one.
    const rows = await this.dataSource.query<AgendaRow[]>(
      `SELECT items.*, b.bucket, totals.total
         FROM (VALUES ('overdue', '-infinity'::timestamptz, ${now}::timestamptz),
                      ('today', ${now}::timestamptz, ${todayEnd}::timestamptz),
                      ('upcoming', ${todayEnd}::timestamptz, ${upcomingEnd}::timestamptz)
              ) AS b(bucket, lo, hi)
        CROSS JOIN LATERAL (SELECT count(*)::int AS total FROM followups f WHERE ${inBucket}) totals
        CROSS JOIN LATERAL (
          SELECT ${FOLLOWUP_COLUMNS} FROM followups f WHERE ${inBucket}
           ORDER BY f.scheduled_for, f.id LIMIT ${p.add(query.limit)}
        ) items
        ORDER BY items.scheduled_for, items.id`,
      p.values,
    );
    const contacts = await this.contactsQuery.summaries(
      scope,
      rows.map((r) => r.contact_id),
    );
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
    for (const { bucket, total, ...followup } of rows) {
      result.counts[bucket] = total;
      const contact = contacts.get(followup.contact_id);
      // A contact deleted since the first query took its follow-ups with it.
      if (!contact) continue;
      const item: AgendaItem = {
        ...followup,
        contact: {
          ...contact,
          name: [contact.first_name, contact.last_name].filter(Boolean).join(' '),
        },
      };
      result[bucket].push(item);
    }
    return result;
  }
}
