import { lockIdentity } from '../../tenancy/tenancy.queries.js';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import {
  decodeKeyset,
  type Keyed,
  type Page,
  type PageQueryDto,
  toKeyedPage,
  withoutSortKey,
} from '../../core/http/pagination.js';
import { ConflictProblem, ForbiddenProblem, NotFoundProblem } from '../../core/http/problem.js';
import { SqlParams } from '../../database/sql.js';
import type { Role } from '../../tenancy/user.entity.js';
import type {
  ChangeRoleDto,
  CreateInviteDto,
  InviteResponse,
  TeamMemberResponse,
} from './dto/team.dto.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

const MEMBER_COLUMNS = `id, email, role, is_demo, created_at, created_at::text AS sort_at`;
const INVITE_COLUMNS = `id, email, role, invited_by, created_at`;

/**
 * The people of a workspace: who is in it, with which role, and who is invited. A user belongs
 * to one workspace; an invitee joins at their first sign-in (see the identity provisioning).
 */
@Injectable()
export class TeamService {
  constructor(private readonly db: Db) {}

  /**
   * Real members always (they sign in whatever the tier), plus the sample teammates while the
   * workspace is free; oldest first.
   */
  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<TeamMemberResponse>> {
    const p = new SqlParams();
    const where = [
      `workspace_id = ${p.add(scope.workspace.id)}`,
      `(NOT is_demo OR ${p.add(scope.demo)})`,
    ];
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after)
      where.push(`(created_at, id) > (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`);
    const rows = await this.db.rows<Keyed<TeamMemberResponse>>(
      statement(
        `SELECT ${MEMBER_COLUMNS} FROM users WHERE ${where.join(' AND ')}
        ORDER BY created_at, id LIMIT ${p.add(query.limit + 1)}`,
        p.values,
      ),
    );
    return toKeyedPage(rows, query.limit);
  }

  /** Pending invites, newest first. Invites are real whatever the tier: an invitee can join. */
  async listInvites(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<InviteResponse>> {
    const p = new SqlParams();
    const where = [`workspace_id = ${p.add(scope.workspace.id)}`, `accepted_at IS NULL`];
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after)
      where.push(`(created_at, id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`);
    const rows = await this.db.rows<Keyed<InviteResponse>>(
      statement(
        `SELECT ${INVITE_COLUMNS}, created_at::text AS sort_at FROM invites WHERE ${where.join(' AND ')}
        ORDER BY created_at DESC, id DESC LIMIT ${p.add(query.limit + 1)}`,
        p.values,
      ),
    );
    return toKeyedPage(rows, query.limit);
  }

  /**
   * Invites an e-mail. Someone who already has an account cannot be invited (a user belongs to
   * one workspace); a pending invite here is not duplicated. A revoked or spent invite row is
   * reused, which the unique (workspace, e-mail) index makes race-free.
   */
  async invite(
    scope: WorkspaceScope,
    inviter: AuthenticatedUser,
    dto: CreateInviteDto,
  ): Promise<InviteResponse> {
    return this.db.transaction(async (tx) => {
      // Same lock as a first sign-in: the invite and that person's sign-in happen one after the other.
      await tx.exec(lockIdentity(dto.email));
      const [user] = await tx.rows<{ workspace_id: string }>(
        statement(`SELECT workspace_id FROM users WHERE email = $1`, [dto.email]),
      );
      if (user) {
        throw new ConflictProblem(
          user.workspace_id === scope.workspace.id
            ? `${dto.email} is already a member of this workspace`
            : `${dto.email} already belongs to another workspace`,
        );
      }
      const [invite] = await tx.rows<InviteResponse>(
        statement(
          `INSERT INTO invites AS i (workspace_id, email, role, invited_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (workspace_id, email) DO UPDATE
           SET role = EXCLUDED.role, invited_by = EXCLUDED.invited_by, accepted_at = NULL,
               created_at = now()
           WHERE i.accepted_at IS NOT NULL
         RETURNING ${INVITE_COLUMNS}`,
          [scope.workspace.id, dto.email, dto.role, inviter.id],
        ),
      );
      if (!invite) throw new ConflictProblem(`${dto.email} is already invited`);
      return invite;
    });
  }

  async revokeInvite(scope: WorkspaceScope, inviteId: string): Promise<void> {
    const deleted = await this.db.rows<unknown>(
      statement(
        `DELETE FROM invites WHERE id = $1 AND workspace_id = $2 AND accepted_at IS NULL RETURNING id`,
        [inviteId, scope.workspace.id],
      ),
    );
    if (deleted.length > 0) return;
    const accepted = await this.db.rows<unknown>(
      statement(`SELECT 1 FROM invites WHERE id = $1 AND workspace_id = $2`, [
        inviteId,
        scope.workspace.id,
      ]),
    );
    if (accepted.length > 0) throw new ConflictProblem('Invite was already accepted');
    throw new NotFoundProblem('Invite');
  }

  /**
   * Changes a real member's role, effective on their next request. The app owner's role is not
   * managed here (403), and a workspace keeps at least one tx (409).
   */
  async changeRole(
    scope: WorkspaceScope,
    actor: AuthenticatedUser,
    userId: string,
    dto: ChangeRoleDto,
  ): Promise<TeamMemberResponse> {
    return this.db.transaction(async (tx) => {
      const target = await this.lockForChange(tx, scope, actor, userId, dto.role === 'admin');
      if (target.role === 'super_admin') {
        throw new ForbiddenProblem("The app owner's role cannot be changed");
      }
      const rows = await tx.rows<Keyed<TeamMemberResponse>>(
        statement(`UPDATE users SET role = $2 WHERE id = $1 RETURNING ${MEMBER_COLUMNS}`, [
          userId,
          dto.role,
        ]),
      );
      return withoutSortKey(rows[0]);
    });
  }

  /**
   * Removes someone who left. Their contacts become unassigned (the foreign keys set the owner
   * to null), routing skips them, and their next sign-in starts afresh: a pending invite, or a
   * workspace of their own. The app owner cannot be removed (403); the last tx neither (409).
   */
  async remove(scope: WorkspaceScope, actor: AuthenticatedUser, userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const target = await this.lockForChange(tx, scope, actor, userId, false);
      if (target.role === 'super_admin') {
        throw new ForbiddenProblem('The app owner cannot be removed from a workspace');
      }
      await tx.rows<unknown>(statement(`DELETE FROM users WHERE id = $1`, [userId]));
    });
  }

  /**
   * Locks the target and every tx of the workspace, in id order (so two concurrent changes
   * cannot deadlock, and two admins stepping down at once cannot both succeed), and refuses a
   * change that would leave no tx. NO KEY UPDATE leaves contacts being assigned to these
   * members unblocked.
   */
  private async lockForChange(
    tx: Db,
    scope: WorkspaceScope,
    actor: AuthenticatedUser,
    userId: string,
    staysManager: boolean,
  ): Promise<{ id: string; role: Role }> {
    const locked = await tx.rows<{ id: string; role: Role }>(
      statement(
        `SELECT id, role FROM users
        WHERE workspace_id = $1 AND NOT is_demo AND (id = $2 OR role IN ('admin', 'super_admin'))
        ORDER BY id FOR NO KEY UPDATE`,
        [scope.workspace.id, userId],
      ),
    );
    const target = locked.find((u) => u.id === userId);
    if (!target) throw new NotFoundProblem('Member');
    const otherManagers = locked.filter((u) => u.id !== userId && u.role !== 'member');
    if (target.role === 'admin' && !staysManager && otherManagers.length === 0) {
      throw new ConflictProblem(
        target.id === actor.id
          ? 'You are the only admin of this workspace; make another member an admin first'
          : 'A workspace needs at least one admin; make another member an admin first',
      );
    }
    return target;
  }
}
