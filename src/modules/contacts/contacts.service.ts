import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { decodeKeyset, type Page } from '../../core/http/pagination.js';
import { NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { SqlParams } from '../../database/sql.js';
import { activityBump } from './contact-activity.js';
import { contactCreation } from './contact-creation.js';
import { contactSearchCondition, contactSearchPattern } from './contact-search.js';
import { entryStage, findStage, type Stage } from '../../tenancy/stages.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import { dormancyCutoff } from './dormancy.js';
import { CONTACT_COLUMNS } from './contact-columns.js';
import {
  type ContactRow,
  type KeyedContactRow,
  presentContact,
  presentContactPage,
} from './contact-presenter.js';
import type { ChangeStageDto } from './dto/change-stage.dto.js';
import type { ContactResponse } from './dto/contact.response.js';
import type { CreateContactDto } from './dto/create-contact.dto.js';
import type { ListContactsQuery } from './dto/list-contacts.query.js';
import type { UpdateContactDto } from './dto/update-contact.dto.js';
import { StageChangeReactions } from './stage-change-reactions.js';
import type { PageQueryDto } from '../../core/http/pagination.js';
import { Db } from '../../database/db.js';
import { preparedStatement, statement } from '../../database/statement.js';

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
export class ContactsService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
    private readonly stageReactions: StageChangeReactions,
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
    const search = query.q?.trim() ? query.q : undefined;
    if (search !== undefined)
      where.push(contactSearchCondition(p.add(contactSearchPattern(search))));
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
    // Unfiltered, the page is read along the newest-first index whatever the tenant, so its plan
    // can be kept. A filter's selectivity differs from tenant to tenant and value to value (a
    // rare stage, a search term), so a filtered page is planned for its own values.
    const filtered =
      query.stage !== undefined ||
      query.owner_id !== undefined ||
      search !== undefined ||
      query.dormant !== undefined;
    const text = `SELECT ${CONTACT_COLUMNS}, c.created_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.created_at DESC, c.id DESC LIMIT ${p.add(query.limit + 1)}`;
    const rows = await this.db.rows<KeyedContactRow>(
      filtered
        ? statement(text, p.values)
        : preparedStatement('the newest-first index whatever the tenant', text, p.values),
    );
    return presentContactPage(scope, rows, query.limit, now);
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
    // Read along the activity index from its oldest end whatever the tenant: one plan for all.
    const rows = await this.db.rows<KeyedContactRow>(
      preparedStatement(
        'the activity index from its oldest end whatever the tenant',
        `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_activity_at ASC, c.id ASC LIMIT ${p.add(query.limit + 1)}`,
        p.values,
      ),
    );
    return { ...presentContactPage(scope, rows, query.limit, now), threshold_days: threshold };
  }

  async get(scope: WorkspaceScope, id: string): Promise<ContactResponse> {
    const row = await this.findRow(this.db, scope, id);
    if (!row) throw new NotFoundProblem('Contact');
    return presentContact(scope, row, new Date());
  }

  async create(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: CreateContactDto,
  ): Promise<ContactResponse> {
    const stage = dto.stage ?? entryStage(scope.workspace.stages).key;
    this.requireStage(scope, stage, 'stage');
    if (dto.owner_id) await this.requireOwner(this.db, scope, dto.owner_id);
    const creation = contactCreation({
      workspaceId: scope.workspace.id,
      demo: scope.demo,
      creatorId: user.id,
      stage,
      ownerId: dto.owner_id,
      first_name: dto.first_name,
      last_name: dto.last_name,
      email: dto.email,
      phone: dto.phone,
      company: dto.company,
      title: dto.title,
      value_cents: dto.value_cents,
      tags: dto.tags,
    });
    const row = await this.db.oneOrNone(creation);
    if (!row) {
      // The stage passed the check above, so it was removed meanwhile: say so with the stages
      // as they are now (outside a transaction the settings are read, not held).
      const current = await this.workspaces.holdSettings(this.db, scope);
      this.requireStage(current, stage, 'stage');
      throw new Error(`contact not created though stage '${stage}' exists`);
    }
    return presentContact(scope, row, new Date());
  }

  /** Edits fields; deliberately leaves last_activity_at alone (an edit is not activity). */
  async update(scope: WorkspaceScope, id: string, dto: UpdateContactDto): Promise<ContactResponse> {
    return this.db.transaction(async (tx) => {
      if (dto.owner_id !== undefined && dto.owner_id !== null) {
        await this.requireOwner(tx, scope, dto.owner_id);
      }
      if (dto.first_name === null)
        throw ValidationProblem.of('first_name', 'first_name cannot be cleared');
      const p = new SqlParams();
      const sets = EDITABLE_FIELDS.filter((f) => dto[f] !== undefined).map(
        (f) =>
          `${f} = ${p.add(f === 'tags' ? (dto.tags ?? []) : f === 'value_cents' ? (dto.value_cents ?? 0) : dto[f])}`,
      );
      sets.push('updated_at = now()');
      const rows = await tx.rows<ContactRow>(
        statement(
          `UPDATE contacts c SET ${sets.join(', ')}
          WHERE c.id = ${p.add(id)} AND c.workspace_id = ${p.add(scope.workspace.id)} AND c.is_demo = ${p.add(scope.demo)}
          RETURNING ${CONTACT_COLUMNS}`,
          p.values,
        ),
      );
      const row = rows[0];
      if (!row) throw new NotFoundProblem('Contact');
      return presentContact(scope, row, new Date());
    });
  }

  async remove(scope: WorkspaceScope, id: string): Promise<void> {
    const deleted = await this.db.exec(
      statement(`DELETE FROM contacts WHERE id = $1 AND workspace_id = $2 AND is_demo = $3`, [
        id,
        scope.workspace.id,
        scope.demo,
      ]),
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
    return this.db.transaction(async (tx) => {
      const stage = this.requireStage(
        await this.workspaces.holdSettings(tx, scope),
        dto.stage,
        'stage',
      );
      const [current] = await tx.rows<{ stage: string }>(
        statement(
          `SELECT stage FROM contacts WHERE id = $1 AND workspace_id = $2 AND is_demo = $3 FOR UPDATE`,
          [id, scope.workspace.id, scope.demo],
        ),
      );
      if (!current) throw new NotFoundProblem('Contact');
      const rows = await tx.rows<ContactRow>(
        statement(
          `UPDATE contacts c SET stage = $2, last_activity_at = now(), updated_at = now()
          WHERE c.id = $1 RETURNING ${CONTACT_COLUMNS}`,
          [id, dto.stage],
        ),
      );
      if (current.stage !== dto.stage) {
        await this.recordStageMove(tx, scope, id, current.stage, dto.stage, user.id);
      }
      await this.stageReactions.run(tx, scope, {
        contact_id: id,
        from_stage: current.stage,
        to_stage: stage,
      });
      return presentContact(scope, rows[0], new Date());
    });
  }

  /**
   * The activity bump used by scheduling follow-ups and enrolling in sequences: sets
   * last_activity_at to now inside the caller's transaction. 404 when the contact is not in scope.
   */
  async recordActivity(
    tx: Db,
    scope: WorkspaceScope,
    contactId: string,
  ): Promise<{ owner_id: string | null }> {
    const p = new SqlParams();
    const rows = await tx.rows<{ owner_id: string | null }>(
      statement(activityBump(p, scope, contactId), p.values),
    );
    if (rows.length === 0) throw new NotFoundProblem('Contact');
    return rows[0];
  }

  /** 404 unless the contact exists in this scope. */
  async requireExists(scope: WorkspaceScope, contactId: string, tx?: Db): Promise<void> {
    const found = await (tx ?? this.db).rows<unknown>(
      statement(`SELECT 1 FROM contacts WHERE id = $1 AND workspace_id = $2 AND is_demo = $3`, [
        contactId,
        scope.workspace.id,
        scope.demo,
      ]),
    );
    if (found.length === 0) throw new NotFoundProblem('Contact');
  }

  private async findRow(
    tx: Db,
    scope: WorkspaceScope,
    id: string,
  ): Promise<ContactRow | undefined> {
    const [row] = await tx.rows<ContactRow>(
      statement(
        `SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.id = $1 AND c.workspace_id = $2 AND c.is_demo = $3`,
        [id, scope.workspace.id, scope.demo],
      ),
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

  private async requireOwner(tx: Db, scope: WorkspaceScope, ownerId: string): Promise<string> {
    if (!(await this.workspaces.isMember(scope, ownerId, tx))) {
      throw ValidationProblem.of('owner_id', 'owner_id is not a member of this workspace');
    }
    return ownerId;
  }

  private async recordStageMove(
    tx: Db,
    scope: WorkspaceScope,
    contactId: string,
    from: string | null,
    to: string,
    userId: string | null,
  ): Promise<void> {
    await tx.rows<unknown>(
      statement(
        `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
        [scope.workspace.id, scope.demo, contactId, from, to, userId],
      ),
    );
  }
}
