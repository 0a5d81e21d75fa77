import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { decodeKeyset, type Page, type PageQueryDto } from '../../core/http/pagination.js';
import { SqlParams } from '../../core/http/sql.js';
import { queryRows } from '../../database/pool-query.js';
import type { TimelineSource } from '../timeline/timeline-source.js';
import { CONTACT_COLUMNS } from './contact-columns.js';
import { type KeyedContactRow, presentContactPage } from './contact-presenter.js';
import { STAGE_ENTRIES_SQL } from './stage-entries.js';
import { stageTotalsSql } from './stage-totals.js';
import type { ContactResponse } from './dto/contact.response.js';

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
export class ContactsQueryService implements TimelineSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Names of many contacts in one query (for lists of other records that show their contact). */
  async summaries(
    scope: WorkspaceScope,
    ids: readonly string[],
  ): Promise<Map<string, ContactSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<ContactSummary>(
      this.dataSource,
      `SELECT id, first_name, last_name, company FROM contacts
        WHERE id = ANY($1::uuid[]) AND workspace_id = $2 AND is_demo = $3`,
      [[...new Set(ids)], scope.workspace.id, scope.demo],
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
    const cards = await queryRows<KeyedContactRow>(
      this.dataSource,
      `SELECT col.* FROM unnest(${p.add(stages)}::text[]) WITH ORDINALITY AS s(key, ord)
       CROSS JOIN LATERAL (
         SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
          WHERE ${where.join(' AND ')} AND c.stage = s.key
          ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(options.perStage + 1)}
       ) col
       ORDER BY s.ord, col.last_activity_at DESC, col.id DESC`,
      p.values,
      // Each column is read along the stage index; one owner's cards are planned per owner.
      { prepared: options.ownerId === undefined },
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
    const rows = await queryRows<KeyedContactRow>(
      this.dataSource,
      `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(query.limit + 1)}`,
      p.values,
      { prepared: query.owner_id === undefined },
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
    const rows = await queryRows<{ stage: string; count: number; value: string }>(
      this.dataSource,
      stageTotalsSql(ownerId !== undefined),
      ownerId === undefined
        ? [scope.workspace.id, scope.demo]
        : [scope.workspace.id, scope.demo, ownerId],
      // A few counter rows read by their key.
      { prepared: true },
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
    return queryRows(this.dataSource, STAGE_ENTRIES_SQL, [
      scope.workspace.id,
      scope.demo,
      range.from,
      range.to,
    ]);
  }

  /** The stage moves of one contact as timeline events (see TimelineSource). */
  timelineSql(p: SqlParams, scope: WorkspaceScope, contactId: string): string {
    return `SELECT 'stage_move'::text AS kind, m.id, m.moved_at AS at, m.moved_by AS actor_id,
        jsonb_build_object('from_stage', m.from_stage, 'to_stage', m.to_stage) AS data
      FROM stage_moves m
      WHERE m.workspace_id = ${p.add(scope.workspace.id)} AND m.is_demo = ${p.add(scope.demo)}
        AND m.contact_id = ${p.add(contactId)}`;
  }

  /** How many contacts in scope sit in each of the stages `keys`; stages without any are absent. */
  async countByStages(
    scope: WorkspaceScope,
    keys: readonly string[],
    manager?: EntityManager,
  ): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await (manager ?? this.dataSource.manager).query<{ stage: string; n: number }[]>(
      `SELECT stage, count(*)::int AS n FROM contacts
        WHERE workspace_id = $1 AND is_demo = $2 AND stage = ANY($3::text[]) GROUP BY stage`,
      [scope.workspace.id, scope.demo, keys],
    );
    return new Map(rows.map((r) => [r.stage, r.n]));
  }
}
