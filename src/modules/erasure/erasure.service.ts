import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import {
  deleteErasedContact,
  type Erasing,
  ERASURE_ORDER,
  erasurePage,
  type ErasureRow,
  insertErasure,
  lockErasedContact,
  scrubBulkOperations,
  scrubHistory,
  scrubIdempotentAnswers,
  scrubImportFiles,
  scrubImports,
  scrubSavedViews,
  scrubWebhookEvents,
} from './erasure.queries.js';
import { erasurePattern } from './erasure.rules.js';

/**
 * Erasure on request (GDPR article 17): the contact goes for good, live or in the trash, and
 * the copies of its data the service keeps are scrubbed, in one transaction; one record of the
 * erasure stays, without personal data.
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly db: Db,
    private readonly events: WebhookEventsService,
  ) {}

  async erase(scope: WorkspaceScope, id: string): Promise<ErasureRow> {
    return this.events.write(this.db, scope, ['contact.erased'], async (tx, emit) => {
      const contact = await tx.oneOrNone(lockErasedContact(scope, id));
      if (!contact) throw new NotFoundProblem('Contact');
      const values = [contact.email, contact.phone, contact.first_name, contact.last_name];
      const erasing: Erasing = {
        contactId: contact.id,
        text: erasurePattern(values, 'text'),
        json: erasurePattern(values, 'json'),
        bytes: erasurePattern(values, 'bytes'),
      };
      await tx.exec(deleteErasedContact(scope, id));
      await tx.exec(scrubWebhookEvents(scope, erasing));
      await tx.exec(scrubIdempotentAnswers(scope, erasing));
      await tx.exec(scrubBulkOperations(scope, erasing));
      await tx.exec(scrubImports(scope, erasing));
      // A file holds the values, never the id: there is nothing to look for without them.
      if (erasing.bytes !== null) await tx.exec(scrubImportFiles(scope, erasing.bytes));
      await tx.exec(scrubSavedViews(scope, erasing));
      await tx.exec(scrubHistory(scope, erasing));
      const erasure = await tx.one(
        insertErasure(scope, { contactId: id, erasedBy: scope.origin.actor.user_id }),
      );
      // After the scrub, which would otherwise take this event for a copy.
      await emit('contact.erased', { record: { id } });
      return erasure;
    });
  }

  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<ErasureRow>> {
    const rows = await this.db.rows(
      erasurePage(scope, { after: ERASURE_ORDER.decode(query.cursor), limit: query.limit }),
    );
    return ERASURE_ORDER.page(rows, query.limit);
  }
}
