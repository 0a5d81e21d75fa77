import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { Db } from '../../database/db.js';
import {
  type ContactSummary,
  contactSummaries,
  filteredStageTotals,
  stageTotals,
} from './contact-lookups.queries.js';
import type { OwnedFilter } from './query/contact-conditions.queries.js';
import { hasConditions } from './query/contact-query.tree.js';
import { type StageTotal, stageTotalsOf } from './stage-totals.js';

/**
 * What other modules ask of contacts: the names of contacts in lists of their records, and the
 * stage totals of the board and the pipeline report. Kept apart from ContactsService, which owns the contact routes and writes.
 */
/** Every contact the scope sees. */
const EVERY_CONTACT: OwnedFilter = { where: { op: 'and', nodes: [] } };

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
   * Per stage key, how many contacts of `filter` sit there and their total value, also per
   * currency with the weighted value: the board's column headers and the pipeline report. Read
   * from the counters (`stageTotals`) for every contact or one owner's, else summed from the
   * contacts the conditions keep (`filteredStageTotals`).
   */
  async stageTotals(
    scope: WorkspaceScope,
    filter: OwnedFilter = EVERY_CONTACT,
  ): Promise<Map<string, StageTotal>> {
    const rows = await this.db.rows(
      hasConditions(filter.where)
        ? filteredStageTotals(scope, filter)
        : stageTotals(scope, filter.ownerId),
    );
    return stageTotalsOf(rows, scope.workspace.stages);
  }
}
