import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ConflictProblem, NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { asUtc } from '../../core/http/utc.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import type { ContactMergeReaction, ContactsMerge } from '../contacts/contact-merge-reactions.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { CreateFollowupDto } from './dto/create-followup.dto.js';
import type { FollowupResponse } from './dto/followup.response.js';
import type { ListFollowupsQuery } from './dto/list-followups.query.js';
import type { UpdateFollowupDto } from './dto/update-followup.dto.js';
import {
  completeFollowup,
  deleteFollowup,
  deleteOpenFollowups,
  enrollmentProgress,
  type EnrollmentProgressRow,
  type FollowupOutcomes,
  followupById,
  followupCompletion,
  followupContact,
  followupForUpdate,
  FOLLOWUP_ORDER,
  followupOutcomes,
  type FollowupContacts,
  followupPage,
  type FollowupRow,
  insertFollowups,
  lockFollowupContacts,
  moveFollowups,
  updateFollowup,
} from './followups.queries.js';
import { isSchedulable, ME } from './followups.rules.js';

export type { FollowupContacts, FollowupOutcomes } from './followups.queries.js';

/** What scheduling needs besides the contact, whoever schedules (a rep, or a sequence). */
export interface ScheduleFollowupInput {
  title: string;
  scheduled_for: Date;
  /** The assignee; defaults to the contact's owner, else `created_by`. */
  owner_id?: string;
  /** Who scheduled it; null when the service itself does. */
  created_by: string | null;
  /** The sequence enrollment scheduling it, if any. */
  enrollment_id?: string;
}

/** Which open follow-ups to cancel; at least one criterion. */
export interface CancelFollowupsFilter {
  contact_id?: string;
  ids?: readonly string[];
  enrollment_ids?: readonly string[];
}

/** Where the follow-ups of one sequence enrollment stand. */
export type EnrollmentProgress = Omit<EnrollmentProgressRow, 'enrollment_id'>;

/** What `announceDeleted` needs of a write's `emit`. */
type AnnounceDeleted = (
  type: 'followup.deleted',
  changes: readonly { record: FollowupRow }[],
) => Promise<void>;

@Injectable()
export class FollowupsService implements ContactMergeReaction {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactsService,
    private readonly workspaces: WorkspacesService,
    private readonly events: WebhookEventsService,
  ) {}

  async schedule(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    contactId: string,
    dto: CreateFollowupDto,
  ): Promise<FollowupResponse> {
    return this.db.transaction((tx) =>
      this.scheduleIn(tx, scope, contactId, { ...dto, created_by: user.id }),
    );
  }

  /**
   * Schedules a follow-up inside the caller's transaction. Scheduling is activity: the contact's
   * last_activity_at is bumped to now in the same transaction (and the contact row stays locked
   * until it commits). 404 when the contact is not in scope, 422 for an owner who is not a member.
   */
  async scheduleIn(
    tx: Db,
    scope: WorkspaceScope,
    contactId: string,
    input: ScheduleFollowupInput,
  ): Promise<FollowupResponse> {
    const [row] = await this.scheduleManyIn(tx, scope, contactId, [input]);
    return row;
  }

  /**
   * `scheduleIn` for several follow-ups of one contact (a sequence's steps): each is a scheduling
   * and bumps last_activity_at, which inside one transaction is one bump to the same now(); one
   * INSERT for all of them. Answered soonest due first.
   */
  async scheduleManyIn(
    tx: Db,
    scope: WorkspaceScope,
    contactId: string,
    inputs: readonly ScheduleFollowupInput[],
  ): Promise<FollowupResponse[]> {
    if (inputs.length === 0) return [];
    for (const input of inputs) requireSchedulable(input.scheduled_for);
    const owners = [
      ...new Set(inputs.flatMap((i) => (i.owner_id === undefined ? [] : [i.owner_id]))),
    ];
    for (const owner of owners) await this.requireMember(tx, scope, owner);
    const contact = await this.contacts.recordActivity(tx, scope, contactId);
    return this.events.write(tx, scope, ['followup.created'], async (tx, emit) => {
      const rows = await tx.rows(
        insertFollowups(
          scope,
          contactId,
          inputs.map((i) => ({
            ownerId: i.owner_id ?? contact.owner_id ?? i.created_by,
            title: i.title,
            scheduledFor: i.scheduled_for,
            createdBy: i.created_by,
            enrollmentId: i.enrollment_id ?? null,
          })),
        ),
      );
      rows.sort((a, b) => asUtc(a.scheduled_for).getTime() - asUtc(b.scheduled_for).getTime());
      await emit(
        'followup.created',
        rows.map((record) => ({ record })),
      );
      return rows;
    });
  }

  /**
   * Holds the contacts of the follow-ups a write is about to change, in the write's transaction
   * and in a statement of its own before it. Every write of follow-ups takes their contacts
   * first, as a write of a contact takes it before its follow-ups and enrollments (a trash, a
   * merge, a move to a won or lost stage): the follow-ups' triggers update their contacts
   * (`next_followup_at`) at the end of the write, so the other way round the two deadlocked, and a
   * trigger that waited for the contact recomputed it from what its statement saw before the
   * wait. Scheduling holds its contact by bumping its activity (`recordActivity`); enrolling
   * holds its contacts here, before it shares their sequence, then bumps them. Answers the ids
   * of those held.
   *
   * One follow-up's contact is the one the lock read before it waited. A follow-up leaves its
   * contact only in a merge, which holds that contact and deletes it: a contact the lock got is
   * the follow-up's, but the one it waited for may have been merged away, the follow-up now the
   * kept contact's, which the lock did not take; the write's triggers then took it last. Holding
   * none, it locks again where the follow-up is now (in order: it holds nothing), until it holds
   * the follow-up's contact or the scope sees none.
   */
  async holdContacts(tx: Db, scope: WorkspaceScope, of: FollowupContacts): Promise<string[]> {
    if (!tx.inTransaction) throw new Error('holdContacts holds for a transaction: call it in one');
    for (;;) {
      const held = (await tx.rows(lockFollowupContacts(scope, of))).map((c) => c.id);
      if (held.length > 0 || !('followup' in of)) return held;
      if (!(await tx.oneOrNone(followupContact(scope, of.followup)))) return held;
    }
  }

  /**
   * Deletes the open follow-ups matching `filter` inside the caller's transaction (completed ones
   * are history and stay). Not activity. Answers them as they were, for the caller to announce
   * (`announceDeleted`) where its own events go.
   */
  async cancelOpen(
    tx: Db,
    scope: WorkspaceScope,
    filter: CancelFollowupsFilter,
  ): Promise<FollowupRow[]> {
    const { contact_id: contactId, ids, enrollment_ids: enrollmentIds } = filter;
    if (contactId === undefined && ids === undefined && enrollmentIds === undefined) {
      throw new Error('cancelOpen needs a filter');
    }
    return tx.rows(deleteOpenFollowups(scope, { contactId, ids, enrollmentIds }));
  }

  /**
   * `followup.deleted` of each follow-up a write deleted, as `remove` announces one, with the
   * `emit` of the write's `WebhookEventsService.write`.
   */
  async announceDeleted(emit: AnnounceDeleted, rows: readonly FollowupRow[]): Promise<void> {
    if (rows.length === 0) return;
    await emit(
      'followup.deleted',
      rows.map((record) => ({ record })),
    );
  }

  /**
   * A merge moves the merged contacts' follow-ups, open and completed, to the contact kept, in
   * its transaction (after the sequences' reaction cancelled the open ones it ends).
   */
  async onContactsMerged(tx: Db, scope: WorkspaceScope, merge: ContactsMerge): Promise<undefined> {
    await tx.exec(moveFollowups(scope, merge.target_id, merge.source_ids));
    return undefined;
  }

  /** Open and completed follow-ups of each of the given enrollments, in one GROUP BY. */
  async enrollmentProgress(
    scope: WorkspaceScope,
    enrollmentIds: readonly string[],
    db: Db = this.db,
  ): Promise<Map<string, EnrollmentProgress>> {
    if (enrollmentIds.length === 0) return new Map();
    const rows = await db.rows(enrollmentProgress(scope, enrollmentIds));
    return new Map(rows.map(({ enrollment_id, ...progress }) => [enrollment_id, progress]));
  }

  /**
   * For reports: per assignee, follow-ups completed on time (completed_at <= scheduled_for),
   * completed late, overdue (open, due before `now`) and upcoming (open, due from `now`), among
   * those due in [from, to) when given. One GROUP BY.
   */
  outcomeCounts(
    scope: WorkspaceScope,
    range: { from?: Date; to?: Date; now: Date },
  ): Promise<FollowupOutcomes[]> {
    return this.db.rows(followupOutcomes(scope, range));
  }

  async get(scope: WorkspaceScope, id: string): Promise<FollowupResponse> {
    const row = await this.db.oneOrNone(followupById(scope, id));
    if (!row) throw new NotFoundProblem('Follow-up');
    return row;
  }

  /**
   * Completes an open follow-up. The conditional UPDATE decides between concurrent completions:
   * exactly one succeeds, the others get 409. Not activity: last_activity_at stays.
   */
  async complete(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    id: string,
  ): Promise<FollowupResponse> {
    const followup = await this.db.transaction(async (tx) => {
      await this.holdContacts(tx, scope, { followup: id });
      return this.events.write(tx, scope, ['followup.completed'], async (tx, emit) => {
        const [row] = await tx.rows(completeFollowup(scope, id, user.id));
        if (row) await emit('followup.completed', { record: row });
        return row;
      });
    });
    if (followup) return followup;
    throw await this.whyNotOpen(scope, id);
  }

  /** Reschedules, retitles or reassigns an open follow-up; a completed one is history (409). */
  async update(
    scope: WorkspaceScope,
    id: string,
    dto: UpdateFollowupDto,
  ): Promise<FollowupResponse> {
    if (dto.scheduled_for !== undefined) requireSchedulable(dto.scheduled_for);
    if (dto.owner_id !== undefined) {
      await this.requireMember(this.db, scope, dto.owner_id);
    }
    const followup = await this.db.transaction(async (tx) => {
      await this.holdContacts(tx, scope, { followup: id });
      return this.events.write(tx, scope, ['followup.updated'], async (tx, emit) => {
        const before = (await emit.listening())
          ? await tx.oneOrNone(followupForUpdate(scope, id))
          : null;
        const [row] = await tx.rows(
          updateFollowup(scope, id, {
            title: dto.title,
            scheduled_for: dto.scheduled_for,
            owner_id: dto.owner_id,
          }),
        );
        if (row && before) {
          await emit('followup.updated', {
            record: row,
            edit: { before, fields: ['title', 'scheduled_for', 'owner_id'] },
          });
        }
        return row;
      });
    });
    if (followup) return followup;
    throw await this.whyNotOpen(scope, id);
  }

  /** Deletes a follow-up; emits `followup.deleted` with it as it was. */
  async remove(scope: WorkspaceScope, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.holdContacts(tx, scope, { followup: id });
      await this.events.write(tx, scope, ['followup.deleted'], async (tx, emit) => {
        const followup = await tx.oneOrNone(deleteFollowup(scope, id));
        if (!followup) throw new NotFoundProblem('Follow-up');
        await this.announceDeleted(emit, [followup]);
      });
    });
  }

  /** Follow-ups by status, assignee, contact and due range; soonest due first. */
  async list(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: ListFollowupsQuery,
  ): Promise<Page<FollowupResponse>> {
    // A reversed range would answer an empty list, silently, as the reports refuse to.
    if (query.due_from && query.due_before && query.due_before < query.due_from) {
      throw ValidationProblem.of('due_before', 'due_before must not be before due_from');
    }
    if (query.contact_id !== undefined) await this.contacts.requireExists(scope, query.contact_id);
    const rows = await this.db.rows(
      followupPage(scope, {
        status: query.status,
        ownerId: query.owner_id === ME ? user.id : query.owner_id,
        contactId: query.contact_id,
        dueFrom: query.due_from,
        dueBefore: query.due_before,
        after: FOLLOWUP_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return FOLLOWUP_ORDER.page(rows, query.limit);
  }

  /** After a conditional write matched nothing: completed (409) or not there (404). */
  private async whyNotOpen(scope: WorkspaceScope, id: string): Promise<Error> {
    const row = await this.db.oneOrNone(followupCompletion(scope, id));
    if (!row) return new NotFoundProblem('Follow-up');
    return new ConflictProblem('Follow-up already completed', {
      completed_at: row.completed_at?.toISOString(),
    });
  }

  private async requireMember(tx: Db, scope: WorkspaceScope, userId: string): Promise<void> {
    if (!(await this.workspaces.isMember(scope, userId, tx))) {
      throw ValidationProblem.of('owner_id', 'owner_id is not a member of this workspace');
    }
  }
}

function requireSchedulable(scheduledFor: Date): void {
  if (!isSchedulable(scheduledFor, Date.now())) {
    throw ValidationProblem.of(
      'scheduled_for',
      'scheduled_for must be within a year in the past and ten years ahead',
    );
  }
}
