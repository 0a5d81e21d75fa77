import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import {
  ConflictProblem,
  ForbiddenProblem,
  NotFoundProblem,
  ValidationProblem,
} from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import { TrackedJobs } from '../../jobs/tracked-jobs.js';
import type { Page } from '../../database/keyset.js';
import { isDemoAddress } from '../../tenancy/identity.js';
import { lockIdentity } from '../../tenancy/tenancy.queries.js';
import { releaseFromRotations } from '../routing/routing.queries.js';
import type { Role } from '../../tenancy/user.entity.js';
import type { ChangeRoleDto, CreateInviteDto } from './dto/team.dto.js';
import {
  deletePendingInvite,
  deleteUser,
  holdWritesAfterMemberContacts,
  releaseMemberContacts,
  releaseMemberContactsUnanswered,
  INVITE_ORDER,
  inviteOf,
  type InviteRow,
  lockLeavingMember,
  lockMemberAndManagers,
  MEMBER_ORDER,
  memberContactsBeyond,
  memberPage,
  type MemberRow,
  pendingInvitePage,
  updateMemberRole,
  upsertInvite,
  userWorkspaceByEmail,
} from './team.queries.js';
import { DEMO_ADDRESS_INVITE_MESSAGE } from './team.rules.js';
import { contactEdit } from '../contacts/contact-presenter.js';
import { liveRewrites, type RewrittenContact } from '../custom-fields/custom-fields.queries.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import {
  type FollowupRow,
  releaseMemberFollowups,
  releaseMemberFollowupsUnanswered,
} from '../followups/followups.queries.js';
import { releaseMemberGroups } from '../groups/groups.queries.js';
import { lockLeaverViews } from '../views/views.queries.js';
import { ViewsService } from '../views/views.service.js';

/** What a member's removal announces: each record it changed. */
const LEAVING_EVENTS = [
  'contact.updated',
  'followup.updated',
  'group.updated',
  'view.deleted',
] as const;

/**
 * The people of a workspace: who is in it, with which role, and who is invited. A user belongs
 * to one workspace; an invitee joins at their first sign-in (see the identity provisioning).
 */
@Injectable()
export class TeamService {
  constructor(
    private readonly db: Db,
    private readonly trackedJobs: TrackedJobs,
    private readonly events: WebhookEventsService,
    private readonly views: ViewsService,
  ) {}

  /**
   * Real members always (they sign in whatever the tier), plus the sample teammates while the
   * workspace is free; oldest first.
   */
  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<MemberRow>> {
    const rows = await this.db.rows(
      memberPage(scope, { after: MEMBER_ORDER.decode(query.cursor), limit: query.limit }),
    );
    return MEMBER_ORDER.page(rows, query.limit);
  }

  /** Pending invites, newest first. Invites are real whatever the tier: an invitee can join. */
  async listInvites(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<InviteRow>> {
    const rows = await this.db.rows(
      pendingInvitePage(scope.workspace.id, {
        after: INVITE_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return INVITE_ORDER.page(rows, query.limit);
  }

  /**
   * Invites an e-mail. A member of this workspace cannot be invited again (409); a pending invite
   * here is not duplicated. Anyone else gets the same answer, an invite, whether or not they
   * already have an account elsewhere or are the app owner, so the answer reveals nothing about
   * other workspaces; such an invite stays pending and never takes effect (a user belongs to one
   * workspace, and the owner never follows an invite). An address at the sample teammates'
   * domain, held by one or not, is refused (422): no one can ever sign in with it. A revoked or
   * spent invite row is reused, which the unique (workspace, e-mail) index makes race-free.
   */
  async invite(
    scope: WorkspaceScope,
    inviter: AuthenticatedUser,
    dto: CreateInviteDto,
  ): Promise<InviteRow> {
    // Before membership: this workspace's own sample teammate is a user row here too.
    if (isDemoAddress(dto.email)) throw ValidationProblem.of('email', DEMO_ADDRESS_INVITE_MESSAGE);
    return this.db.transaction(async (tx) => {
      // Same lock as a first sign-in: the invite and that person's sign-in happen one after the other.
      await tx.exec(lockIdentity(dto.email));
      const user = await tx.oneOrNone(userWorkspaceByEmail(dto.email));
      if (user?.workspace_id === scope.workspace.id) {
        throw new ConflictProblem(`${dto.email} is already a member of this workspace`);
      }
      const invite = await tx.oneOrNone(
        upsertInvite({
          workspaceId: scope.workspace.id,
          email: dto.email,
          role: dto.role,
          invitedBy: inviter.id,
        }),
      );
      if (!invite) throw new ConflictProblem(`${dto.email} is already invited`);
      return invite;
    });
  }

  async revokeInvite(scope: WorkspaceScope, inviteId: string): Promise<void> {
    if ((await this.db.exec(deletePendingInvite(scope.workspace.id, inviteId))) > 0) return;
    if (await this.db.oneOrNone(inviteOf(scope.workspace.id, inviteId))) {
      throw new ConflictProblem('Invite was already accepted');
    }
    throw new NotFoundProblem('Invite');
  }

  /**
   * Changes a real member's role, effective on their next request and on their open event
   * streams (which follow the team, src/modules/events/). The app owner's role is not
   * managed here (403), and a workspace keeps at least one manager (409).
   */
  async changeRole(
    scope: WorkspaceScope,
    actor: AuthenticatedUser,
    userId: string,
    dto: ChangeRoleDto,
  ): Promise<MemberRow> {
    return this.db.transaction(async (tx) => {
      const target = await this.lockForChange(tx, scope, actor, userId, dto.role === 'admin');
      if (target.role === 'super_admin') {
        throw new ForbiddenProblem("The app owner's role cannot be changed");
      }
      return MEMBER_ORDER.withoutKey(await tx.one(updateMemberRole(userId, dto.role)));
    });
  }

  /**
   * Removes someone who left. Their contacts become unassigned and leave the `user` fields that
   * named them, each in one write (one history entry, naming the admin's request), their API keys go with them (deleted by the
   * same statement, through the foreign key), they leave the routing rotation (whose next turn
   * stays with whom it was, `releaseFromRotations`), and their next sign-in starts
   * afresh: a pending invite, or a workspace of their own. Their open event streams close and the
   * workspace's others are reset (the streams follow the team, src/modules/events/). The app
   * owner cannot be removed (403); the last manager neither (409).
   */
  async remove(scope: WorkspaceScope, actor: AuthenticatedUser, userId: string): Promise<void> {
    await this.db.transaction((tx) =>
      this.events.write(tx, scope, LEAVING_EVENTS, async (tx, emit) => {
        const target = await this.lockForChange(tx, scope, actor, userId, false);
        if (target.role === 'super_admin') {
          throw new ForbiddenProblem('The app owner cannot be removed from a workspace');
        }
        // Their jobs' turns first, as a batch takes its turn before its contacts; the jobs are
        // written once the contacts are held, as an erasure scrubs them after its contacts.
        const jobs = await this.trackedJobs.authorLeaving(tx, scope, userId, actor.id);
        // Their contacts are locked first, as a contact write locks its own; then their views,
        // the rotations, and the member.
        await this.lockAfterMemberContacts(tx, scope, userId);
        await jobs.cancel();
        // Before the user goes: each contact's owner and values in one write, one history entry;
        // the contacts read back only when the announcements go somewhere.
        const listening = await emit.listening();
        let released: RewrittenContact[] = [];
        if (listening) released = await tx.rows(releaseMemberContacts(scope, userId));
        else await tx.exec(releaseMemberContactsUnanswered(scope, userId));
        // Their follow-ups, groups and private views, changed here rather than by the foreign
        // keys, so each change is announced (and dated).
        let followups: FollowupRow[] = [];
        if (listening) followups = await tx.rows(releaseMemberFollowups(scope, userId));
        else await tx.exec(releaseMemberFollowupsUnanswered(scope, userId));
        const groups = await tx.rows(releaseMemberGroups(scope, userId));
        const views = await this.views.deletePrivateViewsOf(tx, scope, userId);
        await tx.exec(deleteUser(scope, userId));
        const now = new Date();
        await emit(
          'contact.updated',
          liveRewrites(released).map(({ before, after }) =>
            contactEdit(scope, before, after, ['owner_id', 'custom'], now),
          ),
        );
        await emit(
          'followup.updated',
          followups.map((record) => ({
            record,
            edit: { before: { ...record, owner_id: userId }, fields: ['owner_id'] },
          })),
        );
        await emit(
          'group.updated',
          groups.map(({ changed_at, ...before }) => ({
            record: {
              ...before,
              member_ids: before.member_ids.filter((id) => id !== userId),
              updated_at: changed_at,
            },
            edit: { before, fields: ['member_ids'] },
          })),
        );
        await emit(
          'view.deleted',
          views.map((record) => ({ record })),
        );
      }),
    );
  }

  /**
   * Locks every contact a member's removal writes, in id order, with the custom value writes
   * held off (`holdWritesAfterMemberContacts`), then their views (`lockLeaverViews`), then takes the
   * member out of the rotations (`releaseFromRotations`), then locks the member alone
   * (`lockLeavingMember`), as each write of those contacts or views holds them before it names
   * the member (a foreign key check), and a creation storing custom values holds those writes'
   * lock before its routing turn (`routedOwnerCtes`).
   * A contact given to the member between the two is not held, and the deletion of the member
   * would write it last, after contacts of higher ids that a write holding it may wait for: the
   * locks are then given back (a savepoint, the rotations' change with them) and taken again,
   * that contact with the others.
   */
  private async lockAfterMemberContacts(
    tx: Db,
    scope: WorkspaceScope,
    userId: string,
  ): Promise<void> {
    await tx.lockingAgain(async (sp, again) => {
      const { ids } = await sp.one(holdWritesAfterMemberContacts(scope, userId));
      await sp.exec(lockLeaverViews(scope.workspace.id, userId));
      await sp.exec(releaseFromRotations(scope.workspace.id, userId));
      await sp.exec(lockLeavingMember(scope.workspace.id, userId));
      if (await sp.oneOrNone(memberContactsBeyond(scope, userId, ids ?? []))) again();
    });
  }

  /**
   * Locks the target and every manager of the workspace (so two admins stepping down at once
   * cannot both succeed), and refuses a change that would leave no manager.
   */
  private async lockForChange(
    tx: Db,
    scope: WorkspaceScope,
    actor: AuthenticatedUser,
    userId: string,
    staysManager: boolean,
  ): Promise<{ id: string; role: Role }> {
    const locked = await tx.rows(lockMemberAndManagers(scope.workspace.id, userId));
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
