import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { decodeKeyset, type Page, type PageQueryDto } from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import { presentContactPage } from './contact-presenter.js';
import {
  boardCards,
  type ContactSummary,
  contactCountsByStage,
  contactSummaries,
  type KeyedContactRow,
  stageContactPage,
  stageEntries,
  stageTotals,
} from './contacts.queries.js';
import type { ContactResponse } from './dto/contact.response.js';

export interface BoardColumn {
  count: number;
  value_cents: number;
  contacts: ContactResponse[];
  next_cursor: string | null;
}

/**
 * The contact reads other features are built on: the board's columns, the stage totals and
 * entries of reports, the names of contacts in lists of other records, and the stage counts a
 * settings change checks. Kept apart from ContactsService, which owns the contact routes and
 * writes.
 */
@Injectable()
export class ContactReadsService {
  constructor(private readonly db: Db) {}

  /** Names of many contacts in one query (for lists of other records that show their contact). */
  async summaries(
    scope: WorkspaceScope,
    ids: readonly string[],
  ): Promise<Map<string, ContactSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.rows(contactSummaries(scope, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * The board's numbers and first cards: per stage the count and total value (the stage totals),
   * and the `perStage` most recently active contacts of each stage (one LATERAL query, an index
   * scan per stage), with the cursor to the rest of each column.
   */
  async boardColumns(
    scope: WorkspaceScope,
    stages: readonly string[],
    options: { perStage: number; ownerId?: string },
  ): Promise<Map<string, BoardColumn>> {
    const now = new Date();
    const totals = await this.stageTotals(scope, options.ownerId);
    const cards = await this.db.rows(
      boardCards(scope, { stages, perStage: options.perStage, ownerId: options.ownerId }),
    );
    const columns = new Map<string, BoardColumn>(
      stages.map((key) => [key, { count: 0, value_cents: 0, contacts: [], next_cursor: null }]),
    );
    for (const [stage, total] of totals) {
      const column = columns.get(stage);
      if (column) Object.assign(column, total);
    }
    const byStage = new Map<string, KeyedContactRow[]>();
    for (const row of cards) {
      const rows = byStage.get(row.stage);
      if (rows) rows.push(row);
      else byStage.set(row.stage, [row]);
    }
    for (const [stage, rows] of byStage) {
      const column = columns.get(stage);
      if (!column) continue;
      const page = presentContactPage(scope, rows, options.perStage, now);
      Object.assign(column, { contacts: page.items, next_cursor: page.next_cursor });
    }
    return columns;
  }

  /** One board column past its first cards: most recently active first, keyset-paginated. */
  async listStage(
    scope: WorkspaceScope,
    stage: string,
    query: PageQueryDto & { owner_id?: string },
  ): Promise<Page<ContactResponse>> {
    const now = new Date();
    const rows = await this.db.rows(
      stageContactPage(scope, {
        stage,
        ownerId: query.owner_id,
        after: decodeKeyset(query.cursor, ['timestamp', 'uuid']),
        limit: query.limit,
      }),
    );
    return presentContactPage(scope, rows, query.limit, now);
  }

  /**
   * Per stage key, how many contacts in scope (of one owner, when given) sit there and their total
   * value: the board's column headers and the pipeline report.
   */
  async stageTotals(
    scope: WorkspaceScope,
    ownerId?: string,
  ): Promise<Map<string, { count: number; value_cents: number }>> {
    const rows = await this.db.rows(stageTotals(scope, ownerId));
    return new Map(rows.map((r) => [r.stage, { count: r.count, value_cents: Number(r.value) }]));
  }

  /**
   * For reports: per target stage, how many distinct contacts moved into it in [from, to)
   * (entries into the pipeline included). Stages nobody entered are absent.
   */
  stageEntries(
    scope: WorkspaceScope,
    range: { from: Date; to: Date },
  ): Promise<{ stage: string; contacts: number }[]> {
    return this.db.rows(stageEntries(scope, range));
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
}
