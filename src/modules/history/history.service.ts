import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { ValidationProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { ContactsService } from '../contacts/contacts.service.js';
import type { HistoryEntry } from './dto/history.response.js';
import type { HistoryQueryDto } from './dto/history-query.dto.js';
import { HISTORY_ORDER, historyPage } from './history.queries.js';
import { presentHistoryEntry } from './history-presenter.js';
import { MAX_FILTERED_FIELDS, unknownHistoryField } from './history.rules.js';

/** A contact's history: every write of its fields and its follow-ups, newest first. */
@Injectable()
export class HistoryService {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactsService,
  ) {}

  async list(
    scope: WorkspaceScope,
    contactId: string,
    query: HistoryQueryDto,
  ): Promise<Page<HistoryEntry>> {
    const fields = this.fieldsOf(scope, query.field);
    const after = HISTORY_ORDER.decode(query.cursor);
    await this.contacts.requireExists(scope, contactId);
    const rows = await this.db.rows(
      historyPage(scope, { contactId, fields, after, limit: query.limit }),
    );
    return HISTORY_ORDER.page(rows, query.limit, presentHistoryEntry);
  }

  /** The fields `?field=` names, each checked; null when it names none. */
  private fieldsOf(scope: WorkspaceScope, field: string | undefined): string[] | null {
    if (field === undefined) return null;
    const fields = [...new Set(field.split(',').map((f) => f.trim()))];
    if (fields.length > MAX_FILTERED_FIELDS) {
      throw ValidationProblem.of('field', `names at most ${MAX_FILTERED_FIELDS} fields`);
    }
    for (const name of fields) {
      const unknown = unknownHistoryField(name, scope.workspace.custom_fields ?? []);
      if (unknown) throw ValidationProblem.of('field', unknown);
    }
    return fields;
  }
}
