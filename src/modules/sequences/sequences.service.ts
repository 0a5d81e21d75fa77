import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import {
  decodeKeyset,
  type Keyed,
  type Page,
  type PageQueryDto,
  toKeyedPage,
} from '../../core/http/pagination.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import { SqlParams } from '../../database/sql.js';
import { FollowupsService } from '../followups/followups.service.js';
import type {
  CreateSequenceDto,
  SequenceResponse,
  SequenceStepDto,
  UpdateSequenceDto,
} from './dto/sequence.dto.js';
import type { SequenceStep } from './sequence.entity.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

/** Sequences with their enrollments counted by status (a LATERAL over the enrollment index). */
const selectSequences = (
  extraColumns = '',
) => `SELECT ${extraColumns} s.id, s.name, s.steps, s.created_by, s.created_at, s.updated_at,
    jsonb_build_object('active', e.active, 'cancelled', e.cancelled, 'finished', e.finished)
      AS enrollment_counts
  FROM sequences s
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
           count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
           count(*) FILTER (WHERE status = 'finished')::int AS finished
      FROM sequence_enrollments se
     WHERE se.workspace_id = s.workspace_id AND se.sequence_id = s.id
  ) e`;

/** Steps in day order; steps on the same day keep the order they were given in. */
export function orderSteps(steps: readonly SequenceStepDto[]): SequenceStep[] {
  return steps
    .map(({ day_offset, title, channel }, i) => ({ step: { day_offset, title, channel }, i }))
    .sort((a, b) => a.step.day_offset - b.step.day_offset || a.i - b.i)
    .map(({ step }) => step);
}

@Injectable()
export class SequencesService {
  constructor(
    private readonly db: Db,
    private readonly followups: FollowupsService,
  ) {}

  async create(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: CreateSequenceDto,
  ): Promise<SequenceResponse> {
    const [row] = await this.db.rows<{ id: string }>(
      statement(
        `INSERT INTO sequences (workspace_id, is_demo, name, steps, created_by)
       VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
        [scope.workspace.id, scope.demo, dto.name, JSON.stringify(orderSteps(dto.steps)), user.id],
      ),
    );
    return this.get(scope, row.id);
  }

  /** Newest first. */
  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<SequenceResponse>> {
    const p = new SqlParams();
    const where = [
      `s.workspace_id = ${p.add(scope.workspace.id)}`,
      `s.is_demo = ${p.add(scope.demo)}`,
    ];
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after)
      where.push(
        `(s.created_at, s.id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`,
      );
    const rows = await this.db.rows<Keyed<SequenceResponse>>(
      statement(
        `${selectSequences('s.created_at::text AS sort_at,')}
        WHERE ${where.join(' AND ')}
        ORDER BY s.created_at DESC, s.id DESC LIMIT ${p.add(query.limit + 1)}`,
        p.values,
      ),
    );
    return toKeyedPage(rows, query.limit);
  }

  async get(scope: WorkspaceScope, id: string): Promise<SequenceResponse> {
    const [row] = await this.db.rows<SequenceResponse>(
      statement(`${selectSequences()} WHERE s.id = $1 AND s.workspace_id = $2 AND s.is_demo = $3`, [
        id,
        scope.workspace.id,
        scope.demo,
      ]),
    );
    if (!row) throw new NotFoundProblem('Sequence');
    return row;
  }

  /**
   * Renames it or replaces its steps. Contacts already enrolled keep the follow-ups they were
   * given: changing the steps applies to enrollments made from now on.
   */
  async update(
    scope: WorkspaceScope,
    id: string,
    dto: UpdateSequenceDto,
  ): Promise<SequenceResponse> {
    const p = new SqlParams();
    const sets = ['updated_at = now()'];
    if (dto.name !== undefined) sets.push(`name = ${p.add(dto.name)}`);
    if (dto.steps !== undefined) {
      sets.push(`steps = ${p.add(JSON.stringify(orderSteps(dto.steps)))}::jsonb`);
    }
    const rows = await this.db.rows<unknown>(
      statement(
        `UPDATE sequences SET ${sets.join(', ')}
        WHERE id = ${p.add(id)} AND workspace_id = ${p.add(scope.workspace.id)}
          AND is_demo = ${p.add(scope.demo)} RETURNING id`,
        p.values,
      ),
    );
    if (rows.length === 0) throw new NotFoundProblem('Sequence');
    return this.get(scope, id);
  }

  /**
   * Deletes the sequence and its enrollments after cancelling their open follow-ups; completed
   * follow-ups stay on their contacts as history, no longer linked to an enrollment. The row lock
   * taken first makes a concurrent enrollment either finish before (and be cancelled here) or
   * find the sequence gone.
   */
  async remove(scope: WorkspaceScope, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const locked = await tx.rows<unknown>(
        statement(
          `SELECT 1 FROM sequences WHERE id = $1 AND workspace_id = $2 AND is_demo = $3 FOR UPDATE`,
          [id, scope.workspace.id, scope.demo],
        ),
      );
      if (locked.length === 0) throw new NotFoundProblem('Sequence');
      // Enrollments before follow-ups, the order ending an enrollment takes them in: a contact
      // reaching a won stage meanwhile cannot deadlock with this.
      const enrollments = await tx.rows<{ id: string }>(
        statement(
          `SELECT id FROM sequence_enrollments WHERE workspace_id = $1 AND sequence_id = $2
            FOR UPDATE`,
          [scope.workspace.id, id],
        ),
      );
      if (enrollments.length > 0) {
        await this.followups.cancelOpen(tx, scope, {
          enrollment_ids: enrollments.map((e) => e.id),
        });
      }
      await tx.rows<unknown>(statement(`DELETE FROM sequences WHERE id = $1`, [id]));
    });
  }
}
