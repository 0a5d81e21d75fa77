import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ContactReadsService } from '../contacts/contact-reads.service.js';
import { Db } from '../../database/db.js';
import { agendaWindow } from './agenda.js';
import { agendaResponse } from './agenda-response.js';
import type { AgendaQuery } from './dto/agenda.query.js';
import type { AgendaResponse } from './dto/followup.response.js';
import { agendaQuery } from './agenda.queries.js';
import { ME } from './followups.rules.js';

/** The rep's morning view: open follow-ups bucketed by the rule in agenda.ts. */
@Injectable()
export class AgendaService {
  constructor(
    private readonly db: Db,
    private readonly contactReads: ContactReadsService,
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
    const rows = await this.db.rows(
      agendaQuery(
        {
          workspaceId: scope.workspace.id,
          demo: scope.demo,
          ownerId: owner,
          visibility: scope.visibility,
        },
        window,
        query.limit,
      ),
    );
    const contacts = await this.contactReads.summaries(
      scope,
      rows.map((r) => r.contact_id),
    );
    return agendaResponse(rows, contacts, window);
  }
}
