import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import type { ContactMergeReaction, ContactsMerge } from '../contacts/contact-merge-reactions.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import type { CreateInteractionDto } from './dto/create-interaction.dto.js';
import type { ListInteractionsQuery } from './dto/list-interactions.query.js';
import {
  type InteractionCountRow,
  type InteractionRow,
  insertInteraction,
  INTERACTION_ORDER,
  interactionCounts,
  interactionPage,
  moveInteractions,
} from './interactions.queries.js';
import { FUTURE_SKEW_MS } from './interactions.rules.js';

@Injectable()
export class InteractionsService implements ContactMergeReaction {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactsService,
    private readonly events: WebhookEventsService,
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
    return this.events.write(this.db, scope, ['interaction.created'], async (tx, emit) => {
      const interaction = await tx.oneOrNone(
        insertInteraction(scope, {
          contactId,
          type: dto.type,
          summary: dto.summary,
          occurredAt: dto.occurred_at ?? null,
          createdBy: user.id,
        }),
      );
      if (!interaction) throw new NotFoundProblem('Contact');
      await emit('interaction.created', { record: interaction });
      return interaction;
    });
  }

  /** A merge moves the merged contacts' interactions to the contact kept, in its transaction. */
  async onContactsMerged(tx: Db, scope: WorkspaceScope, merge: ContactsMerge): Promise<undefined> {
    await tx.exec(moveInteractions(scope, merge.target_id, merge.source_ids));
    return undefined;
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
        after: INTERACTION_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return INTERACTION_ORDER.page(rows, query.limit);
  }

  /** For reports: interactions in [from, to) per day in `timezone` and type, and per author. */
  activityCounts(
    scope: WorkspaceScope,
    range: { from: Date; to: Date; timezone: string },
  ): Promise<InteractionCountRow[]> {
    return this.db.rows(interactionCounts(scope, range));
  }
}
