import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { decodeKeyset, type Keyed, type Page, toKeyedPage } from '../../core/http/pagination.js';
import { ConflictProblem, NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { SqlParams } from '../../database/sql.js';
import { asUtc } from '../../core/http/utc.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { CreateFollowupDto } from './dto/create-followup.dto.js';
import { ME } from './dto/followup-fields.js';
import type { FollowupResponse } from './dto/followup.response.js';
import type { ListFollowupsQuery } from './dto/list-followups.query.js';
import type { UpdateFollowupDto } from './dto/update-followup.dto.js';
import { FOLLOWUP_COLUMNS } from './followup-columns.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';
import { DAY_MS } from '../../calendar/calendar.js';

/** A due date outside this window is almost always a typo in the year. */
const EARLIEST_DUE_MS = 366 * DAY_MS;
const LATEST_DUE_MS = 10 * 366 * DAY_MS;

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
export interface EnrollmentProgress {
  open: number;
  completed: number;
  /** The earliest open one's due time. */
  next_due_at: Date | null;
}

/** Follow-up outcomes of one assignee (owner_id null: assignee removed). */
export interface FollowupOutcomes {
  owner_id: string | null;
  on_time: number;
  late: number;
  overdue: number;
  upcoming: number;
}

@Injectable()
export class FollowupsService {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactsService,
    private readonly workspaces: WorkspacesService,
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
    const rows = await tx.rows<FollowupResponse>(
      statement(
        `INSERT INTO followups AS f (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
              created_by, enrollment_id)
       SELECT $1, $2, $3, x.owner_id, x.title, x.scheduled_for, x.created_by, x.enrollment_id
         FROM unnest($4::uuid[], $5::text[], $6::timestamptz[], $7::uuid[], $8::uuid[])
              AS x(owner_id, title, scheduled_for, created_by, enrollment_id)
       RETURNING ${FOLLOWUP_COLUMNS}`,
        [
          scope.workspace.id,
          scope.demo,
          contactId,
          inputs.map((i) => i.owner_id ?? contact.owner_id ?? i.created_by),
          inputs.map((i) => i.title),
          inputs.map((i) => i.scheduled_for),
          inputs.map((i) => i.created_by),
          inputs.map((i) => i.enrollment_id ?? null),
        ],
      ),
    );
    return rows.sort((a, b) => asUtc(a.scheduled_for).getTime() - asUtc(b.scheduled_for).getTime());
  }

  /**
   * Deletes the open follow-ups matching `filter` inside the caller's transaction (completed ones
   * are history and stay). Not activity. Returns how many were cancelled.
   */
  async cancelOpen(tx: Db, scope: WorkspaceScope, filter: CancelFollowupsFilter): Promise<number> {
    const p = new SqlParams();
    const where = [
      `workspace_id = ${p.add(scope.workspace.id)}`,
      `is_demo = ${p.add(scope.demo)}`,
      'completed_at IS NULL',
    ];
    if (filter.contact_id !== undefined) where.push(`contact_id = ${p.add(filter.contact_id)}`);
    if (filter.ids !== undefined) where.push(`id = ANY(${p.add(filter.ids)}::uuid[])`);
    if (filter.enrollment_ids !== undefined) {
      where.push(`enrollment_id = ANY(${p.add(filter.enrollment_ids)}::uuid[])`);
    }
    if (where.length === 3) throw new Error('cancelOpen needs a filter');
    const cancelled = await tx.exec(
      statement(`DELETE FROM followups WHERE ${where.join(' AND ')}`, p.values),
    );
    return cancelled;
  }

  /** Open and completed follow-ups of each of the given enrollments, in one GROUP BY. */
  async enrollmentProgress(
    scope: WorkspaceScope,
    enrollmentIds: readonly string[],
  ): Promise<Map<string, EnrollmentProgress>> {
    if (enrollmentIds.length === 0) return new Map();
    const rows = await this.db.rows<EnrollmentProgress & { enrollment_id: string }>(
      statement(
        `SELECT f.enrollment_id,
              count(*) FILTER (WHERE f.completed_at IS NULL)::int AS open,
              count(*) FILTER (WHERE f.completed_at IS NOT NULL)::int AS completed,
              min(f.scheduled_for) FILTER (WHERE f.completed_at IS NULL) AS next_due_at
         FROM followups f
        WHERE f.enrollment_id = ANY($1::uuid[]) AND f.workspace_id = $2 AND f.is_demo = $3
        GROUP BY f.enrollment_id`,
        [[...new Set(enrollmentIds)], scope.workspace.id, scope.demo],
      ),
    );
    return new Map(rows.map(({ enrollment_id, ...progress }) => [enrollment_id, progress]));
  }

  /**
   * For reports: per assignee, follow-ups completed on time (completed_at <= scheduled_for),
   * completed late, overdue (open, due before `now`) and upcoming (open, due from `now`), among
   * those due in [from, to) when given. One GROUP BY.
   */
  async outcomeCounts(
    scope: WorkspaceScope,
    range: { from?: Date; to?: Date; now: Date },
  ): Promise<FollowupOutcomes[]> {
    const p = new SqlParams();
    const where = [
      `f.workspace_id = ${p.add(scope.workspace.id)}`,
      `f.is_demo = ${p.add(scope.demo)}`,
    ];
    if (range.from !== undefined) where.push(`f.scheduled_for >= ${p.add(range.from)}`);
    if (range.to !== undefined) where.push(`f.scheduled_for < ${p.add(range.to)}`);
    const now = p.add(range.now);
    return this.db.rows<FollowupOutcomes>(
      statement(
        `SELECT f.owner_id,
              count(*) FILTER (WHERE f.completed_at <= f.scheduled_for)::int AS on_time,
              count(*) FILTER (WHERE f.completed_at > f.scheduled_for)::int AS late,
              count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for < ${now})::int AS overdue,
              count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for >= ${now})::int AS upcoming
         FROM followups f WHERE ${where.join(' AND ')}
        GROUP BY f.owner_id ORDER BY f.owner_id NULLS LAST`,
        p.values,
      ),
    );
  }

  async get(scope: WorkspaceScope, id: string): Promise<FollowupResponse> {
    const [row] = await this.db.rows<FollowupResponse>(
      statement(
        `SELECT ${FOLLOWUP_COLUMNS} FROM followups f
        WHERE f.id = $1 AND f.workspace_id = $2 AND f.is_demo = $3`,
        [id, scope.workspace.id, scope.demo],
      ),
    );
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
    const rows = await this.db.rows<FollowupResponse>(
      statement(
        `UPDATE followups f SET completed_at = now(), completed_by = $4, updated_at = now()
        WHERE f.id = $1 AND f.workspace_id = $2 AND f.is_demo = $3 AND f.completed_at IS NULL
        RETURNING ${FOLLOWUP_COLUMNS}`,
        [id, scope.workspace.id, scope.demo, user.id],
      ),
    );
    if (rows[0]) return rows[0];
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
    const p = new SqlParams();
    const sets = (['title', 'scheduled_for', 'owner_id'] as const)
      .filter((field) => dto[field] !== undefined)
      .map((field) => `${field} = ${p.add(dto[field])}`);
    sets.push('updated_at = now()');
    const rows = await this.db.rows<FollowupResponse>(
      statement(
        `UPDATE followups f SET ${sets.join(', ')}
        WHERE f.id = ${p.add(id)} AND f.workspace_id = ${p.add(scope.workspace.id)}
          AND f.is_demo = ${p.add(scope.demo)} AND f.completed_at IS NULL
        RETURNING ${FOLLOWUP_COLUMNS}`,
        p.values,
      ),
    );
    if (rows[0]) return rows[0];
    throw await this.whyNotOpen(scope, id);
  }

  async remove(scope: WorkspaceScope, id: string): Promise<void> {
    const deleted = await this.db.exec(
      statement(`DELETE FROM followups WHERE id = $1 AND workspace_id = $2 AND is_demo = $3`, [
        id,
        scope.workspace.id,
        scope.demo,
      ]),
    );
    if (deleted === 0) throw new NotFoundProblem('Follow-up');
  }

  /** Follow-ups by status, assignee, contact and due range; soonest due first. */
  async list(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: ListFollowupsQuery,
  ): Promise<Page<FollowupResponse>> {
    if (query.contact_id !== undefined) await this.contacts.requireExists(scope, query.contact_id);
    const p = new SqlParams();
    const where = [
      `f.workspace_id = ${p.add(scope.workspace.id)}`,
      `f.is_demo = ${p.add(scope.demo)}`,
    ];
    if (query.status === 'open') where.push('f.completed_at IS NULL');
    if (query.status === 'completed') where.push('f.completed_at IS NOT NULL');
    if (query.owner_id !== undefined) {
      where.push(`f.owner_id = ${p.add(query.owner_id === ME ? user.id : query.owner_id)}`);
    }
    if (query.contact_id !== undefined) where.push(`f.contact_id = ${p.add(query.contact_id)}`);
    if (query.due_from !== undefined) where.push(`f.scheduled_for >= ${p.add(query.due_from)}`);
    if (query.due_before !== undefined) where.push(`f.scheduled_for < ${p.add(query.due_before)}`);
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after)
      where.push(
        `(f.scheduled_for, f.id) > (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`,
      );
    const rows = await this.db.rows<Keyed<FollowupResponse>>(
      statement(
        `SELECT ${FOLLOWUP_COLUMNS}, f.scheduled_for::text AS sort_at FROM followups f
        WHERE ${where.join(' AND ')}
        ORDER BY f.scheduled_for ASC, f.id ASC LIMIT ${p.add(query.limit + 1)}`,
        p.values,
      ),
    );
    return toKeyedPage(rows, query.limit);
  }

  /** After a conditional write matched nothing: completed (409) or not there (404). */
  private async whyNotOpen(scope: WorkspaceScope, id: string): Promise<Error> {
    const [row] = await this.db.rows<{ completed_at: Date }>(
      statement(
        `SELECT completed_at FROM followups WHERE id = $1 AND workspace_id = $2 AND is_demo = $3`,
        [id, scope.workspace.id, scope.demo],
      ),
    );
    if (!row) return new NotFoundProblem('Follow-up');
    return new ConflictProblem('Follow-up already completed', {
      completed_at: row.completed_at.toISOString(),
    });
  }

  private async requireMember(tx: Db, scope: WorkspaceScope, userId: string): Promise<void> {
    if (!(await this.workspaces.isMember(scope, userId, tx))) {
      throw ValidationProblem.of('owner_id', 'owner_id is not a member of this workspace');
    }
  }
}

function requireSchedulable(scheduledFor: Date): void {
  const now = Date.now();
  const at = scheduledFor.getTime();
  if (at < now - EARLIEST_DUE_MS || at > now + LATEST_DUE_MS) {
    throw ValidationProblem.of(
      'scheduled_for',
      'scheduled_for must be within a year in the past and ten years ahead',
    );
  }
}
