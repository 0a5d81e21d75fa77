import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { decodeKeyset, type Page, toKeyedPage } from '../../core/http/pagination.js';
import { NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import { ContactsService } from '../contacts/contacts.service.js';
import type { CreateInteractionDto } from './dto/create-interaction.dto.js';
import type { ListInteractionsQuery } from './dto/list-interactions.query.js';
import {
  type InteractionCountRow,
  type InteractionRow,
  insertInteraction,
  interactionCounts,
  interactionPage,
} from './interactions.queries.js';
import { FUTURE_SKEW_MS } from './interactions.rules.js';

@Injectable()
export class InteractionsService {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactsService,
  ) {}

  /**
   * Logs an interaction and bumps the contact's last_activity_at to now, atomically.
   * A back-dated interaction still counts as activity now: it is when the rep touched the lead.
   */
  async log(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    contactId: string,
    dto: CreateInteractionDto,
  ): Promise<InteractionRow> {
    if (dto.occurred_at && dto.occurred_at.getTime() > Date.now() + FUTURE_SKEW_MS) {
      throw ValidationProblem.of('occurred_at', 'occurred_at cannot be in the future');
    }
    const row = await this.db.oneOrNone(
      insertInteraction(scope, {
        contactId,
        type: dto.type,
        summary: dto.summary,
        occurredAt: dto.occurred_at ?? null,
        createdBy: user.id,
      }),
    );
    if (!row) throw new NotFoundProblem('Contact');
    return row;
  }

  /** A contact's interactions, newest first (by when they happened). */
  async list(
    scope: WorkspaceScope,
    contactId: string,
    query: ListInteractionsQuery,
  ): Promise<Page<InteractionRow>> {
    await this.contacts.requireExists(scope, contactId);
    const rows = await this.db.rows(
      interactionPage(scope, {
        contactId,
        type: query.type,
        after: decodeKeyset(query.cursor, ['timestamp', 'uuid']),
        limit: query.limit,
      }),
    );
    return toKeyedPage(rows, query.limit);
  }

  /** For reports: interactions in [from, to) per day in `timezone` and type, and per author. */
  activityCounts(
    scope: WorkspaceScope,
    range: { from: Date; to: Date; timezone: string },
  ): Promise<InteractionCountRow[]> {
    return this.db.rows(interactionCounts(scope, range));
  }
}
