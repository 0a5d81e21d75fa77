import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { queryRows } from '../../database/pool-query.js';
import { ContactsQueryService } from '../contacts/contacts-query.service.js';
import { agendaWindow } from './agenda.js';
import { type AgendaRow, agendaQuery, agendaResponse } from './agenda-query.js';
import type { AgendaQuery } from './dto/agenda.query.js';
import { ME } from './dto/followup-fields.js';
import type { AgendaResponse } from './dto/followup.response.js';

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
    const owner = query.owner_id === ME ? user.id : query.owner_id;
    const statement = agendaQuery(
      { workspaceId: scope.workspace.id, demo: scope.demo, ownerId: owner },
      window,
      query.limit,
    );
    // Everyone's agenda is read along the open follow-ups' index whatever the tenant; one
    // owner's is planned for that owner.
    const rows = await queryRows<AgendaRow>(this.dataSource, statement.text, statement.values, {
      prepared: owner === undefined,
    });
    const contacts = await this.contactsQuery.summaries(
      scope,
      rows.map((r) => r.contact_id),
    );
    return agendaResponse(rows, contacts, window);
  }
}
