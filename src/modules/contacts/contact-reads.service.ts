import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { Db } from '../../database/db.js';
import { type ContactSummary, contactSummaries, stageTotals } from './contact-lookups.queries.js';
import { type StageTotal, stageTotalsOf } from './stage-totals.js';

/**
 * What other modules ask of contacts: the names of contacts in lists of their records, and the
 * stage totals of the board and the pipeline report. Kept apart from ContactsService, which owns the contact routes and writes.
 */
@Injectable()
export class ContactReadsService {
  constructor(private readonly db: Db) {}

  /** Names of many contacts in one query (for lists of other records that show their contact). */
  async summaries(
    scope: WorkspaceScope,
    ids: readonly string[],
    db: Db = this.db,
  ): Promise<Map<string, ContactSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await db.rows(contactSummaries(scope, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * Per stage key, how many contacts in scope (of one owner, when given) sit there and their total
   * value, also per currency with the weighted value: the board's column headers and the pipeline
   * report.
   */
  async stageTotals(scope: WorkspaceScope, ownerId?: string): Promise<Map<string, StageTotal>> {
    const rows = await this.db.rows(stageTotals(scope, ownerId));
    return stageTotalsOf(rows, scope.workspace.stages);
  }
}
