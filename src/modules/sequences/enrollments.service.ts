import { writingVia } from '../../core/auth/request-origin.js';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ConflictProblem, NotFoundProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { contactName } from '../contacts/contact-name.js';
import type { ContactMergeReaction, ContactsMerge } from '../contacts/contact-merge-reactions.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { ContactReadsService } from '../contacts/contact-reads.service.js';
import type { ReactionAnnouncement } from '../contacts/reactions.js';
import { type StageChange, type StageChangeReaction } from '../contacts/stage-change-reactions.js';
import { FollowupsService } from '../followups/followups.service.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import type {
  EnrollDto,
  EnrollmentResponse,
  EnrollResponse,
  ListEnrollmentsQuery,
} from './dto/enrollment.dto.js';
import {
  cancelEnrollment,
  cancelEnrollmentsOfSequence,
  deleteOpenFollowupsOfSequence,
  ENROLLMENT_ORDER,
  enrollmentPage,
  type EnrollmentRow,
  finishEnrollmentsOf,
  insertEnrollments,
  moveEnrollmentsMergedAway,
  sequenceExists,
  sequenceStepsToEnroll,
} from './sequences.queries.js';
import { stepDueAt } from './step-schedule.js';

/** What a write's work announces its changes with: the outbox is reached through its service alone. */
type WriteEmit = Parameters<Parameters<WebhookEventsService['write']>[3]>[1];

/** What ending enrollments announces: the open follow-ups it deletes, then the enrollments. */
const ENDING_EVENTS = ['followup.deleted', 'enrollment.finished'] as const;

/**
 * Contacts going through sequences. Enrolling schedules one follow-up per step; taking a contact
 * out (cancelled) or its reaching a won or lost stage (finished) cancels the open ones, while
 * completed ones stay as history.
 */
@Injectable()
export class EnrollmentsService implements StageChangeReaction, ContactMergeReaction {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactsService,
    private readonly contactReads: ContactReadsService,
    private readonly followups: FollowupsService,
    private readonly events: WebhookEventsService,
  ) {}

  /**
   * Enrolls every contact or none, in one transaction: each gets one follow-up per step, due
   * `day_offset` days after now (each a scheduling, so each contact's last_activity_at is bumped).
   * A contact not in scope is 404; one already active in this sequence is 409 (the partial unique
   * index decides, so of two concurrent enrollments of a contact one succeeds).
   */
  async enroll(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    sequenceId: string,
    dto: EnrollDto,
  ): Promise<EnrollResponse> {
    // One locking order for all requests, so overlapping enrollments cannot deadlock.
    const contactIds = [...dto.contact_ids].sort();
    const enrolledAt = new Date();
    const types = ['enrollment.created'] as const;
    const { rows, scheduled } = await this.events.write(this.db, scope, types, (db, emit) =>
      db.transaction(async (tx) => {
        // The contacts before the sequence, as its deletion takes those ever enrolled: sharing
        // the sequence first, this waited for a contact the deletion held while the deletion
        // waited for the sequence.
        await this.followups.holdContacts(tx, scope, { contacts: contactIds });
        // Shares the row with other enrollments; a deletion waits for this one to commit.
        const sequence = await tx.oneOrNone(sequenceStepsToEnroll(scope, sequenceId));
        if (!sequence) throw new NotFoundProblem('Sequence');
        // Bumps each contact (404 when not in scope) before anything else is written for it.
        for (const id of contactIds) await this.contacts.recordActivity(tx, scope, id);
        const rows = await tx.rows(
          insertEnrollments(scope, {
            sequenceId,
            contactIds,
            stepsScheduled: sequence.steps.length,
            enrolledBy: user.id,
            enrolledAt,
          }),
        );
        if (rows.length < contactIds.length) {
          const enrolled = new Set(rows.map((r) => r.contact_id));
          const already = dto.contact_ids.filter((id) => !enrolled.has(id));
          throw new ConflictProblem(
            already.length === 1
              ? 'Contact is already enrolled in this sequence'
              : `${already.length} contacts are already enrolled in this sequence`,
            { contact_ids: already },
          );
        }
        const timezone = scope.workspace.timezone;
        const dues = sequence.steps.map((s) => stepDueAt(enrolledAt, s.day_offset, timezone));
        let scheduled = 0;
        for (const row of rows) {
          const followups = await this.followups.scheduleManyIn(
            tx,
            writingVia(scope, 'sequence'),
            row.contact_id,
            sequence.steps.map((step, k) => ({
              title: step.title,
              scheduled_for: dues[k],
              created_by: user.id,
              enrollment_id: row.id,
            })),
          );
          scheduled += followups.length;
        }
        // Announced as the answer shows them: with their contact and their follow-ups' progress.
        await this.announce(emit, 'enrollment.created', scope, rows, tx);
        return { rows, scheduled };
      }),
    );
    const order = new Map(dto.contact_ids.map((id, i) => [id, i]));
    rows.sort((a, b) => (order.get(a.contact_id) ?? 0) - (order.get(b.contact_id) ?? 0));
    return { enrollments: await this.present(scope, rows), followups_scheduled: scheduled };
  }

  /** A sequence's enrollments, newest first, optionally of one status. */
  async list(
    scope: WorkspaceScope,
    sequenceId: string,
    query: ListEnrollmentsQuery,
  ): Promise<Page<EnrollmentResponse>> {
    await this.requireSequence(scope, sequenceId);
    const rows = await this.db.rows(
      enrollmentPage(scope, {
        sequenceId,
        status: query.status === 'all' ? undefined : query.status,
        after: ENROLLMENT_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    const page = ENROLLMENT_ORDER.page(rows, query.limit);
    return {
      items: await this.present(scope, page.items),
      next_cursor: page.next_cursor,
    };
  }

  /** Takes a contact out of a sequence: its open follow-ups go, completed ones stay. */
  async cancel(scope: WorkspaceScope, sequenceId: string, contactId: string): Promise<void> {
    await this.events.write(this.db, scope, ENDING_EVENTS, (db, emit) =>
      db.transaction(async (tx) => {
        // The contact first, as a move to a won stage ending this enrollment takes it.
        await this.followups.holdContacts(tx, scope, { contacts: [contactId] });
        const rows = await tx.rows(cancelEnrollment(scope, sequenceId, contactId));
        if (rows.length === 0) {
          await this.requireSequence(scope, sequenceId, tx);
          await this.contacts.requireExists(scope, contactId, tx);
          throw new NotFoundProblem('Enrollment');
        }
        const cancelled = await this.followups.cancelOpen(tx, writingVia(scope, 'sequence'), {
          enrollment_ids: rows.map((r) => r.id),
        });
        await this.followups.announceDeleted(emit, cancelled);
        await this.announce(emit, 'enrollment.finished', scope, rows, tx);
      }),
    );
  }

  /**
   * Holds every contact ever enrolled in the sequence until the transaction ends, as each write
   * of their enrollments and follow-ups takes them first (`FollowupsService.holdContacts`).
   * Answers their ids.
   */
  holdEnrolledContacts(tx: Db, scope: WorkspaceScope, sequenceId: string): Promise<string[]> {
    return this.followups.holdContacts(tx, scope, { sequence: sequenceId });
  }

  /**
   * Before a sequence is deleted, in its transaction: each of its active enrollments is
   * cancelled as taking its contact out does (`enrollment.finished`), and the open follow-ups of
   * all of them go, those of contacts in the trash or hidden from the caller included. The caller
   * holds every contact ever enrolled and the sequence (`SequencesService.remove`), as each write
   * of their enrollments and follow-ups takes them first: a contact reaching a won stage
   * meanwhile cannot deadlock with this.
   */
  async endSequence(tx: Db, scope: WorkspaceScope, sequenceId: string): Promise<void> {
    await this.events.write(tx, scope, ENDING_EVENTS, async (tx, emit) => {
      const ended = await tx.rows(cancelEnrollmentsOfSequence(scope, sequenceId));
      const cancelled = await tx.rows(
        deleteOpenFollowupsOfSequence(writingVia(scope, 'sequence'), sequenceId),
      );
      await this.followups.announceDeleted(
        emit,
        cancelled.filter((row) => !row.trashed).map(({ trashed: _, ...row }) => row),
      );
      await this.announce(emit, 'enrollment.finished', scope, ended, tx);
    });
  }

  /**
   * A contact that reaches a won or lost stage is done with its sequences: its active
   * enrollments finish and their open follow-ups are cancelled, inside the stage change.
   */
  async onStageChange(
    tx: Db,
    scope: WorkspaceScope,
    change: StageChange,
  ): Promise<ReactionAnnouncement | undefined> {
    if (change.to_stage.kind === 'open') return undefined;
    const rows = await tx.rows(finishEnrollmentsOf(scope, change.contact_id));
    if (rows.length === 0) return undefined;
    const cancelled = await this.followups.cancelOpen(tx, writingVia(scope, 'sequence'), {
      enrollment_ids: rows.map((r) => r.id),
    });
    return () =>
      this.events.write(tx, scope, ENDING_EVENTS, async (tx, emit) => {
        await this.followups.announceDeleted(emit, cancelled);
        await this.announce(emit, 'enrollment.finished', scope, rows, tx);
      });
  }

  /**
   * A merge moves the merged contacts' enrollments to the contact kept. Where that would make two
   * active enrollments in one sequence, the kept contact's own (else the earliest) stays and the
   * others are cancelled with their open follow-ups, as a cancellation by hand does. Moving and
   * cancelling are one write of each enrollment, which a sequence's deletion waiting for the
   * merged contacts cannot deadlock with (see moveEnrollmentsMergedAway).
   */
  async onContactsMerged(
    tx: Db,
    scope: WorkspaceScope,
    merge: ContactsMerge,
  ): Promise<ReactionAnnouncement | undefined> {
    const cancelled = await tx.rows(
      moveEnrollmentsMergedAway(scope, merge.target_id, merge.source_ids),
    );
    if (cancelled.length === 0) return undefined;
    const deleted = await this.followups.cancelOpen(tx, writingVia(scope, 'sequence'), {
      enrollment_ids: cancelled.map((r) => r.id),
    });
    return () =>
      this.events.write(tx, scope, ENDING_EVENTS, async (tx, emit) => {
        await this.followups.announceDeleted(emit, deleted);
        await this.announce(emit, 'enrollment.finished', scope, cancelled, tx);
      });
  }

  private async requireSequence(scope: WorkspaceScope, sequenceId: string, tx?: Db): Promise<void> {
    const found = await (tx ?? this.db).oneOrNone(sequenceExists(scope, sequenceId));
    if (!found) throw new NotFoundProblem('Sequence');
  }

  /**
   * Announces `rows` as `type` (with the `emit` of the write's `WebhookEventsService.write`),
   * each enrollment as the API presents it (read in `tx`, the write's
   * transaction), when anything listens: presenting them is two statements.
   */
  private async announce(
    emit: WriteEmit,
    type: 'enrollment.created' | 'enrollment.finished',
    scope: WorkspaceScope,
    rows: EnrollmentRow[],
    tx: Db,
  ): Promise<void> {
    if (rows.length === 0 || !(await emit.listening())) return;
    const presented = await this.present(scope, rows, tx);
    await emit(
      type,
      presented.map((record) => ({ record })),
    );
  }

  /**
   * Enrollments with their contact's name and progress: two queries whatever their number, read
   * in `tx` when given (one after the other: a transaction runs one statement at a time).
   */
  private async present(
    scope: WorkspaceScope,
    rows: EnrollmentRow[],
    tx?: Db,
  ): Promise<EnrollmentResponse[]> {
    const contactIds = rows.map((r) => r.contact_id);
    const ids = rows.map((r) => r.id);
    const [contacts, progress] = tx
      ? [
          await this.contactReads.summaries(scope, contactIds, tx),
          await this.followups.enrollmentProgress(scope, ids, tx),
        ]
      : await Promise.all([
          this.contactReads.summaries(scope, contactIds),
          this.followups.enrollmentProgress(scope, ids),
        ]);
    return rows.flatMap((row) => {
      const contact = contacts.get(row.contact_id);
      // A contact deleted meanwhile took its enrollments with it.
      if (!contact) return [];
      const steps = progress.get(row.id);
      const item = {
        ...row,
        contact: {
          ...contact,
          name: contactName(contact),
        },
        steps_completed: steps?.completed ?? 0,
        steps_open: steps?.open ?? 0,
        next_due_at: steps?.next_due_at ?? null,
      };
      return [item as unknown as EnrollmentResponse];
    });
  }
}
