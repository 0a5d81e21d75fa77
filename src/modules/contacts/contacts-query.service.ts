import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { decodeKeyset, type Page, type PageQueryDto } from '../../core/http/pagination.js';
import { SqlParams } from '../../database/sql.js';
import { CONTACT_COLUMNS } from './contact-columns.js';
import { type KeyedContactRow, presentContactPage } from './contact-presenter.js';
import { STAGE_ENTRIES_SQL } from './stage-entries.js';
import { stageTotalsSql } from './stage-totals.js';
import type { ContactResponse } from './dto/contact.response.js';
import { Db } from '../../database/db.js';
import { preparedStatement, statement } from '../../database/statement.js';

export interface ContactSummary {
  id: string;
  first_name: string;
  last_name: string | null;
  company: string | null;
}

export interface BoardColumn {
  count: number;
  value_cents: number;
  contacts: ContactResponse[];
  next_cursor: string | null;
}

/**
 * The contact reads other features are built on: the board's columns, report aggregates, names
 * for lists of other records and the stage moves of a timeline. Kept apart from ContactsService,
 * which owns the contact routes and writes.
 */
@Injectable()
export class ContactsQueryService {
  constructor(private readonly db: Db) {}

  /** Names of many contacts in one query (for lists of other records that show their contact). */
  async summaries(
    scope: WorkspaceScope,
    ids: readonly string[],
  ): Promise<Map<string, ContactSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.rows<ContactSummary>(
      statement(
        `SELECT id, first_name, last_name, company FROM contacts
        WHERE id = ANY($1::uuid[]) AND workspace_id = $2 AND is_demo = $3`,
        [[...new Set(ids)], scope.workspace.id, scope.demo],
      ),
      // Not prepared: a generic plan, blind to the array's length and the tenant's size, reads
      // the workspace's whole newest-first index instead of the primary key (~100 ms, measured).
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * The board's numbers and first cards: per stage the count and total value (one GROUP BY), and
   * the `perStage` most recently active contacts of each stage (one LATERAL query, an index scan
   * per stage), with the cursor to the rest of each column.
   */
  async boardColumns(
    scope: WorkspaceScope,
    stages: readonly string[],
    options: { perStage: number; ownerId?: string },
  ): Promise<Map<string, BoardColumn>> {
    const now = new Date();
    const p = new SqlParams();
    const where = [
      `c.workspace_id = ${p.add(scope.workspace.id)}`,
      `c.is_demo = ${p.add(scope.demo)}`,
    ];
    if (options.ownerId !== undefined) where.push(`c.owner_id = ${p.add(options.ownerId)}`);
    const totals = await this.stageTotals(scope, options.ownerId);
    const cardsText = `SELECT col.* FROM unnest(${p.add(stages)}::text[]) WITH ORDINALITY AS s(key, ord)
       CROSS JOIN LATERAL (
         SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
          WHERE ${where.join(' AND ')} AND c.stage = s.key
          ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(options.perStage + 1)}
       ) col
       ORDER BY s.ord, col.last_activity_at DESC, col.id DESC`;
    const cards = await this.db.rows<KeyedContactRow>(
      options.ownerId === undefined
        ? preparedStatement('each column read along the stage index', cardsText, p.values)
        : statement(cardsText, p.values),
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
    const p = new SqlParams();
    const where = [
      `c.workspace_id = ${p.add(scope.workspace.id)}`,
      `c.is_demo = ${p.add(scope.demo)}`,
      `c.stage = ${p.add(stage)}`,
    ];
    if (query.owner_id !== undefined) where.push(`c.owner_id = ${p.add(query.owner_id)}`);
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after)
      where.push(
        `(c.last_activity_at, c.id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`,
      );
    const text = `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(query.limit + 1)}`;
    const rows = await this.db.rows<KeyedContactRow>(
      query.owner_id === undefined
        ? preparedStatement('the stage index whatever the tenant', text, p.values)
        : statement(text, p.values),
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
    const rows = await this.db.rows<{ stage: string; count: number; value: string }>(
      preparedStatement(
        'a few counter rows read by their key',
        stageTotalsSql(ownerId !== undefined),
        ownerId === undefined
          ? [scope.workspace.id, scope.demo]
          : [scope.workspace.id, scope.demo, ownerId],
      ),
    );
    return new Map(rows.map((r) => [r.stage, { count: r.count, value_cents: Number(r.value) }]));
  }

  /**
   * For reports: per target stage, how many distinct contacts moved into it in [from, to)
   * (entries into the pipeline included). Stages nobody entered are absent.
   */
  async stageEntries(
    scope: WorkspaceScope,
    range: { from: Date; to: Date },
  ): Promise<{ stage: string; contacts: number }[]> {
    return this.db.rows(
      statement<{ stage: string; contacts: number }>(STAGE_ENTRIES_SQL, [
        scope.workspace.id,
        scope.demo,
        range.from,
        range.to,
      ]),
    );
  }

  /** How many contacts in scope sit in each of the stages `keys`; stages without any are absent. */
  async countByStages(
    scope: WorkspaceScope,
    keys: readonly string[],
    tx?: Db,
  ): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await (tx ?? this.db).rows<{ stage: string; n: number }>(
      statement(
        `SELECT stage, count(*)::int AS n FROM contacts
        WHERE workspace_id = $1 AND is_demo = $2 AND stage = ANY($3::text[]) GROUP BY stage`,
        [scope.workspace.id, scope.demo, keys],
      ),
    );
    return new Map(rows.map((r) => [r.stage, r.n]));
  }
}
