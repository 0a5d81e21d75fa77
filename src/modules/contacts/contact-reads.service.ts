import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { Db } from '../../database/db.js';
import {
  type ContactSummary,
  contactCountsByStage,
  contactIdsInStages,
  contactSummaries,
  stageTotals,
} from './contact-lookups.queries.js';
import { type StageTotal, stageTotalsOf } from './stage-totals.js';

/**
 * What other modules ask of contacts: the names of contacts in lists of their records, the
 * stage totals of the board and the pipeline report, and the stage counts a settings change
 * checks. Kept apart from ContactsService, which owns the contact routes and writes.
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

  /** How many contacts in scope sit in each of the stages `keys`; stages without any are absent. */
  async countByStages(
    scope: WorkspaceScope,
    keys: readonly string[],
    tx?: Db,
  ): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await (tx ?? this.db).rows(contactCountsByStage(scope, keys));
    return new Map(rows.map((r) => [r.stage, r.n]));
  }

  /** The ids of the contacts in scope in each of the stages `keys`, by stage. */
  async idsByStages(
    scope: WorkspaceScope,
    keys: readonly string[],
    tx: Db,
  ): Promise<Map<string, string[]>> {
    const byStage = new Map<string, string[]>();
    if (keys.length === 0) return byStage;
    for (const { id, stage } of await tx.rows(contactIdsInStages(scope, keys))) {
      const ids = byStage.get(stage) ?? [];
      ids.push(id);
      byStage.set(stage, ids);
    }
    return byStage;
  }
}
