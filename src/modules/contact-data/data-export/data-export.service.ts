import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../../core/auth/request-context.js';
import { NotFoundProblem } from '../../../core/http/problem.js';
import { Db } from '../../../database/db.js';
import { presentContact } from '../../contacts/contact-presenter.js';
import { customValuesPresenter } from '../../contacts/custom-values.js';
import { presentHistoryEntry } from '../../history/history-presenter.js';
import { contactHistory } from '../../history/history.queries.js';
import {
  BOOKKEEPING_COLUMNS,
  HELD_RECORDS,
  type HeldRecordKind,
  heldContact,
  heldRecords,
} from './data-export.queries.js';
import type { ContactDataExportResponse } from './dto/contact-data-export.response.js';

/** A subject access export: one JSON document with everything held about a contact. */
@Injectable()
export class DataExportService {
  constructor(private readonly db: Db) {}

  /** 404 for a contact not in scope, live or in the trash. */
  async export(scope: WorkspaceScope, id: string): Promise<ContactDataExportResponse> {
    return this.db.transaction(async (tx) => {
      const row = await tx.oneOrNone(heldContact(scope, id));
      if (!row) throw new NotFoundProblem('Contact');
      const now = new Date();
      const archivedFields = (scope.workspace.custom_fields ?? []).filter(
        (f) => f.archived_at !== null,
      );
      const records = {} as Record<HeldRecordKind, Record<string, unknown>[]>;
      for (const kind of Object.keys(HELD_RECORDS) as HeldRecordKind[]) {
        records[kind] = (await tx.rows(heldRecords(scope, kind, id))).map(withoutBookkeeping);
      }
      const history = (await tx.rows(contactHistory(scope, id))).map(presentHistoryEntry);
      return {
        exported_at: now.toISOString(),
        contact: presentContact(scope, row, now),
        // Archiving hides a field's values from answers but keeps them: they are still held.
        archived_custom: customValuesPresenter(archivedFields)(row.custom),
        deleted_at: row.deleted_at,
        ...records,
        history,
      };
    });
  }
}

function withoutBookkeeping(record: Record<string, unknown>): Record<string, unknown> {
  const kept = { ...record };
  for (const column of BOOKKEEPING_COLUMNS) delete kept[column];
  return kept;
}
