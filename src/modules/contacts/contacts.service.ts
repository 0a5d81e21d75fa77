import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { decodeKeyset, type Page, toPage } from '../../core/http/pagination.js';
import { NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { SqlParams } from '../../core/http/sql.js';
import { contactSearchCondition, contactSearchPattern } from './contact-search.js';
import { entryStage, findStage, type Stage } from '../pipeline/stage.js';
import { RoutingService } from '../routing/routing.service.js';
import type { TimelineSource } from '../timeline/timeline-source.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import { daysInactive, dormancyCutoff, isDormant } from './dormancy.js';
import type { ChangeStageDto } from './dto/change-stage.dto.js';
import type { ContactResponse } from './dto/contact.response.js';
import type { CreateContactDto } from './dto/create-contact.dto.js';
import type { ListContactsQuery } from './dto/list-contacts.query.js';
import type { UpdateContactDto } from './dto/update-contact.dto.js';
import { StageChangeHooks } from './stage-change-hooks.js';
import type { PageQueryDto } from '../../core/http/pagination.js';

/** Columns of a contact as the API shows it, plus the text of the sort keys for cursors. */
export const CONTACT_COLUMNS = `c.id, c.first_name, c.last_name, c.email, c.phone, c.company,
  c.title, c.stage, c.owner_id, c.value_cents, c.tags, c.last_activity_at, c.created_at,
  c.updated_at`;

export interface ContactRow extends Omit<
  ContactResponse,
  'dormant' | 'days_inactive' | 'value_cents' | 'last_activity_at' | 'created_at' | 'updated_at'
> {
  value_cents: string | number;
  last_activity_at: Date;
  created_at: Date;
  updated_at: Date;
}

type KeyedRow = ContactRow & { sort_at: string };

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

const EDITABLE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'owner_id',
  'value_cents',
  'tags',
] as const;

@Injectable()
export class ContactsService implements TimelineSource {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly workspaces: WorkspacesService,
    private readonly routing: RoutingService,
    private readonly stageHooks: StageChangeHooks,
  ) {}

  async list(scope: WorkspaceScope, query: ListContactsQuery): Promise<Page<ContactResponse>> {
    const now = new Date();
    const p = new SqlParams();
    const where = [
      `c.workspace_id = ${p.add(scope.workspace.id)}`,
      `c.is_demo = ${p.add(scope.demo)}`,
    ];
    if (query.stage !== undefined) {
      this.requireStage(scope, query.stage, 'stage');
      where.push(`c.stage = ${p.add(query.stage)}`);
    }
    if (query.owner_id !== undefined) where.push(`c.owner_id = ${p.add(query.owner_id)}`);
    if (query.q !== undefined && query.q.trim() !== '') {
      where.push(contactSearchCondition(p.add(contactSearchPattern(query.q))));
    }
    if (query.dormant !== undefined) {
      const cutoff = p.add(dormancyCutoff(now, scope.workspace.dormancy_days));
      where.push(
        query.dormant ? `c.last_activity_at <= ${cutoff}` : `c.last_activity_at > ${cutoff}`,
      );
    }
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after)
      where.push(
        `(c.created_at, c.id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`,
      );
    const rows = await this.dataSource.query<KeyedRow[]>(
      `SELECT ${CONTACT_COLUMNS}, c.created_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.created_at DESC, c.id DESC LIMIT ${p.add(query.limit + 1)}`,
      p.values,
    );
    return this.page(scope, rows, query.limit, now);
  }

  /** Dormant contacts, longest inactive first. */
  async listDormant(
    scope: WorkspaceScope,
    query: PageQueryDto,
  ): Promise<Page<ContactResponse> & { threshold_days: number }> {
    const now = new Date();
    const threshold = scope.workspace.dormancy_days;
    const p = new SqlParams();
    const where = [
      `c.workspace_id = ${p.add(scope.workspace.id)}`,
      `c.is_demo = ${p.add(scope.demo)}`,
      `c.last_activity_at <= ${p.add(dormancyCutoff(now, threshold))}`,
    ];
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after)
      where.push(
        `(c.last_activity_at, c.id) > (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`,
      );
    const rows = await this.dataSource.query<KeyedRow[]>(
      `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_activity_at ASC, c.id ASC LIMIT ${p.add(query.limit + 1)}`,
      p.values,
    );
    return { ...this.page(scope, rows, query.limit, now), threshold_days: threshold };
  }

  async get(scope: WorkspaceScope, id: string): Promise<ContactResponse> {
    const row = await this.findRow(this.dataSource.manager, scope, id);
    if (!row) throw new NotFoundProblem('Contact');
    return this.present(scope, row, new Date());
  }

  async create(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: CreateContactDto,
  ): Promise<ContactResponse> {
    const stage = dto.stage ?? entryStage(scope.workspace.stages).key;
    this.requireStage(scope, stage, 'stage');
    return this.dataSource.transaction(async (manager) => {
      this.requireStage(await this.workspaces.holdSettings(manager, scope), stage, 'stage');
      const ownerId =
        dto.owner_id === undefined
          ? await this.routing.nextOwner(manager, scope, user.id)
          : dto.owner_id === null
            ? null
            : await this.requireOwner(manager, scope, dto.owner_id);
      // The contact and its entry into the pipeline, in one statement (one round trip).
      const [row] = await manager.query<ContactRow[]>(
        `WITH c AS (
           INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone,
                  company, title, stage, owner_id, value_cents, tags, last_activity_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
           RETURNING *
         ), entry AS (
           INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
           SELECT workspace_id, is_demo, id, NULL, stage, $13 FROM c
         )
         SELECT ${CONTACT_COLUMNS} FROM c`,
        [
          scope.workspace.id,
          scope.demo,
          dto.first_name,
          dto.last_name ?? null,
          dto.email ?? null,
          dto.phone ?? null,
          dto.company ?? null,
          dto.title ?? null,
          stage,
          ownerId,
          dto.value_cents ?? 0,
          dto.tags ?? [],
          user.id,
        ],
      );
      return this.present(scope, row, new Date());
    });
  }

  /** Edits fields; deliberately leaves last_activity_at alone (an edit is not activity). */
  async update(scope: WorkspaceScope, id: string, dto: UpdateContactDto): Promise<ContactResponse> {
    return this.dataSource.transaction(async (manager) => {
      if (dto.owner_id !== undefined && dto.owner_id !== null) {
        await this.requireOwner(manager, scope, dto.owner_id);
      }
      if (dto.first_name === null)
        throw ValidationProblem.of('first_name', 'first_name cannot be cleared');
      const p = new SqlParams();
      const sets = EDITABLE_FIELDS.filter((f) => dto[f] !== undefined).map(
        (f) =>
          `${f} = ${p.add(f === 'tags' ? (dto.tags ?? []) : f === 'value_cents' ? (dto.value_cents ?? 0) : dto[f])}`,
      );
      sets.push('updated_at = now()');
      const [rows] = await manager.query<[ContactRow[], number]>(
        `UPDATE contacts c SET ${sets.join(', ')}
          WHERE c.id = ${p.add(id)} AND c.workspace_id = ${p.add(scope.workspace.id)} AND c.is_demo = ${p.add(scope.demo)}
          RETURNING ${CONTACT_COLUMNS}`,
        p.values,
      );
      const row = rows[0];
      if (!row) throw new NotFoundProblem('Contact');
      return this.present(scope, row, new Date());
    });
  }

  async remove(scope: WorkspaceScope, id: string): Promise<void> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM contacts WHERE id = $1 AND workspace_id = $2 AND is_demo = $3`,
      [id, scope.workspace.id, scope.demo],
    );
    if (deleted === 0) throw new NotFoundProblem('Contact');
  }

  /**
   * Moves a contact to another stage, records the move and bumps last_activity_at, in one
   * transaction. Calling it with the current stage still counts as activity but records no move.
   * The registered stage-change hooks (e.g. sequences ending on a won or lost stage) run in the
   * same transaction.
   */
  async changeStage(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    id: string,
    dto: ChangeStageDto,
  ): Promise<ContactResponse> {
    this.requireStage(scope, dto.stage, 'stage');
    return this.dataSource.transaction(async (manager) => {
      const stage = this.requireStage(
        await this.workspaces.holdSettings(manager, scope),
        dto.stage,
        'stage',
      );
      const [current] = await manager.query<{ stage: string }[]>(
        `SELECT stage FROM contacts WHERE id = $1 AND workspace_id = $2 AND is_demo = $3 FOR UPDATE`,
        [id, scope.workspace.id, scope.demo],
      );
      if (!current) throw new NotFoundProblem('Contact');
      const [rows] = await manager.query<[ContactRow[], number]>(
        `UPDATE contacts c SET stage = $2, last_activity_at = now(), updated_at = now()
          WHERE c.id = $1 RETURNING ${CONTACT_COLUMNS}`,
        [id, dto.stage],
      );
      if (current.stage !== dto.stage) {
        await this.recordStageMove(manager, scope, id, current.stage, dto.stage, user.id);
      }
      await this.stageHooks.run(manager, scope, {
        contact_id: id,
        from_stage: current.stage,
        to_stage: stage,
      });
      return this.present(scope, rows[0], new Date());
    });
  }

  /**
   * The activity bump used by logging an interaction and scheduling a follow-up: sets
   * last_activity_at to now inside the caller's transaction. 404 when the contact is not in scope.
   */
  async recordActivity(
    manager: EntityManager,
    scope: WorkspaceScope,
    contactId: string,
  ): Promise<{ owner_id: string | null }> {
    const [rows] = await manager.query<[{ owner_id: string | null }[], number]>(
      `UPDATE contacts SET last_activity_at = now()
        WHERE id = $1 AND workspace_id = $2 AND is_demo = $3 RETURNING owner_id`,
      [contactId, scope.workspace.id, scope.demo],
    );
    if (rows.length === 0) throw new NotFoundProblem('Contact');
    return rows[0];
  }

  /** Names of many contacts in one query (for lists of other records that show their contact). */
  async summaries(
    scope: WorkspaceScope,
    ids: readonly string[],
  ): Promise<Map<string, ContactSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<ContactSummary[]>(
      `SELECT id, first_name, last_name, company FROM contacts
        WHERE id = ANY($1::uuid[]) AND workspace_id = $2 AND is_demo = $3`,
      [[...new Set(ids)], scope.workspace.id, scope.demo],
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
    const totals = await this.dataSource.query<{ stage: string; count: number; value: string }[]>(
      `SELECT c.stage, count(*)::int AS count, COALESCE(sum(c.value_cents), 0)::text AS value
         FROM contacts c WHERE ${where.join(' AND ')} GROUP BY c.stage`,
      p.values,
    );
    const cards = await this.dataSource.query<KeyedRow[]>(
      `SELECT col.* FROM unnest(${p.add(stages)}::text[]) WITH ORDINALITY AS s(key, ord)
       CROSS JOIN LATERAL (
         SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
          WHERE ${where.join(' AND ')} AND c.stage = s.key
          ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(options.perStage + 1)}
       ) col
       ORDER BY s.ord, col.last_activity_at DESC, col.id DESC`,
      p.values,
    );
    const columns = new Map<string, BoardColumn>(
      stages.map((key) => [key, { count: 0, value_cents: 0, contacts: [], next_cursor: null }]),
    );
    for (const t of totals) {
      const column = columns.get(t.stage);
      if (column) Object.assign(column, { count: t.count, value_cents: Number(t.value) });
    }
    const byStage = new Map<string, KeyedRow[]>();
    for (const row of cards) byStage.set(row.stage, [...(byStage.get(row.stage) ?? []), row]);
    for (const [stage, rows] of byStage) {
      const column = columns.get(stage);
      if (!column) continue;
      const page = this.page(scope, rows, options.perStage, now);
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
    const rows = await this.dataSource.query<KeyedRow[]>(
      `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(query.limit + 1)}`,
      p.values,
    );
    return this.page(scope, rows, query.limit, now);
  }

  /** For reports: per stage key, how many contacts in scope sit there and their total value. */
  async stageTotals(
    scope: WorkspaceScope,
  ): Promise<Map<string, { count: number; value_cents: number }>> {
    const rows = await this.dataSource.query<{ stage: string; count: number; value: string }[]>(
      `SELECT c.stage, count(*)::int AS count, COALESCE(sum(c.value_cents), 0)::text AS value
         FROM contacts c WHERE c.workspace_id = $1 AND c.is_demo = $2 GROUP BY c.stage`,
      [scope.workspace.id, scope.demo],
    );
    return new Map(rows.map((r) => [r.stage, { count: r.count, value_cents: Number(r.value) }]));
  }

  /**
   * For reports: per target stage, how many moves into it happened in [from, to) and how many
   * distinct contacts made them (entries into the pipeline included, `from_stage` null).
   */
  async stageMoveCounts(
    scope: WorkspaceScope,
    range: { from: Date; to: Date },
  ): Promise<{ stage: string; moves: number; contacts: number }[]> {
    return this.dataSource.query(
      `SELECT m.to_stage AS stage, count(*)::int AS moves, count(DISTINCT m.contact_id)::int AS contacts
         FROM stage_moves m
        WHERE m.workspace_id = $1 AND m.is_demo = $2 AND m.moved_at >= $3 AND m.moved_at < $4
        GROUP BY m.to_stage ORDER BY m.to_stage`,
      [scope.workspace.id, scope.demo, range.from, range.to],
    );
  }

  /** The stage moves of one contact as timeline events (see TimelineSource). */
  timelineSql(p: SqlParams, scope: WorkspaceScope, contactId: string): string {
    return `SELECT 'stage_move'::text AS kind, m.id, m.moved_at AS at, m.moved_by AS actor_id,
        jsonb_build_object('from_stage', m.from_stage, 'to_stage', m.to_stage) AS data
      FROM stage_moves m
      WHERE m.workspace_id = ${p.add(scope.workspace.id)} AND m.is_demo = ${p.add(scope.demo)}
        AND m.contact_id = ${p.add(contactId)}`;
  }

  /** 404 unless the contact exists in this scope. */
  async requireExists(
    scope: WorkspaceScope,
    contactId: string,
    manager?: EntityManager,
  ): Promise<void> {
    const found = await (manager ?? this.dataSource.manager).query<unknown[]>(
      `SELECT 1 FROM contacts WHERE id = $1 AND workspace_id = $2 AND is_demo = $3`,
      [contactId, scope.workspace.id, scope.demo],
    );
    if (found.length === 0) throw new NotFoundProblem('Contact');
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

  /** Presents raw contact rows (selected with CONTACT_COLUMNS) with their derived dormancy. */
  present(scope: WorkspaceScope, row: ContactRow, now: Date): ContactResponse {
    const { sort_at: _sortAt, ...contact } = row as KeyedRow;
    return {
      ...contact,
      value_cents: Number(contact.value_cents),
      dormant: isDormant(row.last_activity_at, now, scope.workspace.dormancy_days),
      days_inactive: daysInactive(row.last_activity_at, now),
    } as unknown as ContactResponse;
  }

  private page(
    scope: WorkspaceScope,
    rows: KeyedRow[],
    limit: number,
    now: Date,
  ): Page<ContactResponse> {
    const page = toPage(rows, limit, (r) => [r.sort_at, r.id]);
    return { ...page, items: page.items.map((r) => this.present(scope, r, now)) };
  }

  private async findRow(
    manager: EntityManager,
    scope: WorkspaceScope,
    id: string,
  ): Promise<ContactRow | undefined> {
    const [row] = await manager.query<ContactRow[]>(
      `SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.id = $1 AND c.workspace_id = $2 AND c.is_demo = $3`,
      [id, scope.workspace.id, scope.demo],
    );
    return row;
  }

  private requireStage(scope: WorkspaceScope, key: string, field: string): Stage {
    const stage = findStage(scope.workspace.stages, key);
    if (!stage) {
      const valid = scope.workspace.stages.map((s) => s.key).join(', ');
      throw ValidationProblem.of(field, `Unknown stage '${key}'. Valid stages: ${valid}`);
    }
    return stage;
  }

  private async requireOwner(
    manager: EntityManager,
    scope: WorkspaceScope,
    ownerId: string,
  ): Promise<string> {
    if (!(await this.workspaces.isMember(scope, ownerId, manager))) {
      throw ValidationProblem.of('owner_id', 'owner_id is not a member of this workspace');
    }
    return ownerId;
  }

  private async recordStageMove(
    manager: EntityManager,
    scope: WorkspaceScope,
    contactId: string,
    from: string | null,
    to: string,
    userId: string | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [scope.workspace.id, scope.demo, contactId, from, to, userId],
    );
  }
}
