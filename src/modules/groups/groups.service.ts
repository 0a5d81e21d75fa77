import { Injectable } from '@nestjs/common';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { ConflictProblem, NotFoundProblem } from '../../core/http/problem.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { CreateGroupDto, UpdateGroupDto } from './dto/group.dto.js';
import {
  deleteGroup,
  GROUP_ORDER,
  groupById,
  groupNamed,
  groupPage,
  type GroupRow,
  insertGroup,
  lockGroup,
  lockGroupNames,
  replaceGroupMembers,
  updateGroup,
} from './groups.queries.js';
import { NAME_TAKEN, readMemberIds, refuseStrangers } from './groups.rules.js';

/** The fields of a group whose old values `group.updated` names in `previous`. */
const GROUP_FIELDS = ['name', 'member_ids'] as const;

/**
 * Named sets of a workspace's members, which `settings.member_visibility = group` reads. Tenant
 * rows: a free workspace reads its demo groups, a premium one its own. A write checks, in its
 * transaction, that every id is a member (held until it commits, so none is removed meanwhile)
 * and that the name is free (under a lock on the workspace's names).
 */
@Injectable()
export class GroupsService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
    private readonly events: WebhookEventsService,
  ) {}

  /** Newest first. */
  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<GroupRow>> {
    const rows = await this.db.rows(
      groupPage(scope, { after: GROUP_ORDER.decode(query.cursor), limit: query.limit }),
    );
    return GROUP_ORDER.page(rows, query.limit);
  }

  async get(scope: WorkspaceScope, id: string): Promise<GroupRow> {
    const row = await this.db.oneOrNone(groupById(scope, id));
    if (!row) throw new NotFoundProblem('Group');
    return row;
  }

  /** 422 on the member ids, then 409 on the name. */
  async create(scope: WorkspaceScope, dto: CreateGroupDto): Promise<GroupRow> {
    const memberIds = readMemberIds(dto.member_ids ?? []);
    return this.db.transaction((tx) =>
      this.events.write(tx, scope, ['group.created'], async (tx, emit) => {
        await this.holdMembers(tx, scope, memberIds);
        await this.claimName(tx, scope, dto.name, null);
        const { id } = await tx.one(insertGroup(scope, dto.name));
        if (memberIds.length > 0) await tx.exec(replaceGroupMembers(scope, id, memberIds));
        const group = await tx.one(groupById(scope, id));
        await emit('group.created', { record: group });
        return group;
      }),
    );
  }

  /**
   * Renames it and/or replaces its members; what is not given stays. 404, then 422 on the member
   * ids, then 409 on the name. The members it names are held before the group is locked, as a
   * member's removal holds the member before their groups (`releaseMemberGroups`): the other way
   * round, a change holding the group while it waited for a member being removed, and the
   * removal waiting for the group, each waited for the other.
   */
  async update(scope: WorkspaceScope, id: string, dto: UpdateGroupDto): Promise<GroupRow> {
    return this.db.transaction((tx) =>
      this.events.write(tx, scope, ['group.updated'], async (tx, emit) => {
        if (!(await tx.oneOrNone(groupById(scope, id)))) throw new NotFoundProblem('Group');
        // Read once the group is found: an unknown group is 404 whatever the ids hold.
        const memberIds = dto.member_ids === undefined ? undefined : readMemberIds(dto.member_ids);
        if (memberIds !== undefined) await this.holdMembers(tx, scope, memberIds);
        // Deleted since it was found: 404 all the same.
        if (!(await tx.oneOrNone(lockGroup(scope, id)))) throw new NotFoundProblem('Group');
        const before = (await emit.listening()) ? await tx.one(groupById(scope, id)) : null;
        if (dto.name !== undefined) await this.claimName(tx, scope, dto.name, id);
        if (dto.name !== undefined || memberIds !== undefined) {
          await tx.exec(updateGroup(scope, id, dto.name));
        }
        if (memberIds !== undefined) await tx.exec(replaceGroupMembers(scope, id, memberIds));
        const group = await tx.one(groupById(scope, id));
        if (before) {
          await emit('group.updated', { record: group, edit: { before, fields: GROUP_FIELDS } });
        }
        return group;
      }),
    );
  }

  /** Deletes it; its members stay members of the workspace and of their other groups. */
  async remove(scope: WorkspaceScope, id: string): Promise<void> {
    await this.events.write(this.db, scope, ['group.deleted'], async (tx, emit) => {
      if ((await tx.exec(deleteGroup(scope, id))) === 0) throw new NotFoundProblem('Group');
      await emit('group.deleted', { record: { id } });
    });
  }

  /** Every id a member in scope, held until `tx` ends; else the 422 naming the others. */
  private async holdMembers(tx: Db, scope: WorkspaceScope, ids: readonly string[]): Promise<void> {
    refuseStrangers(ids, await this.workspaces.holdMembers(tx, scope, ids));
  }

  /**
   * Takes the lock on the workspace's group names until `tx` ends, then refuses `name` when
   * another group in scope than `except` has it, whatever its case or normalisation form (409
   * naming that group).
   */
  private async claimName(
    tx: Db,
    scope: WorkspaceScope,
    name: string,
    except: string | null,
  ): Promise<void> {
    await tx.exec(lockGroupNames(scope.workspace.id));
    const taken = await tx.oneOrNone(groupNamed(scope, name, except));
    if (taken) throw new ConflictProblem(NAME_TAKEN(taken.name));
  }
}
