import { writingVia } from '../../core/auth/request-origin.js';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { FollowupsService } from '../followups/followups.service.js';
import type { CreateSequenceDto, UpdateSequenceDto } from './dto/sequence.dto.js';
import {
  deleteSequence,
  insertSequence,
  lockEnrollmentsOfSequence,
  lockSequence,
  sequenceById,
  SEQUENCE_ORDER,
  sequencePage,
  type SequenceRow,
  updateSequence,
} from './sequences.queries.js';
import { orderSteps } from './sequences.rules.js';

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
  ): Promise<SequenceRow> {
    const { id } = await this.db.one(
      insertSequence(scope, { name: dto.name, steps: orderSteps(dto.steps), createdBy: user.id }),
    );
    return this.get(scope, id);
  }

  /** Newest first. */
  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<SequenceRow>> {
    const rows = await this.db.rows(
      sequencePage(scope, {
        after: SEQUENCE_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return SEQUENCE_ORDER.page(rows, query.limit);
  }

  async get(scope: WorkspaceScope, id: string): Promise<SequenceRow> {
    const row = await this.db.oneOrNone(sequenceById(scope, id));
    if (!row) throw new NotFoundProblem('Sequence');
    return row;
  }

  /**
   * Renames it or replaces its steps. Contacts already enrolled keep the follow-ups they were
   * given: changing the steps applies to enrollments made from now on.
   */
  async update(scope: WorkspaceScope, id: string, dto: UpdateSequenceDto): Promise<SequenceRow> {
    const updated = await this.db.oneOrNone(
      updateSequence(scope, id, {
        name: dto.name,
        steps: dto.steps === undefined ? undefined : orderSteps(dto.steps),
      }),
    );
    if (!updated) throw new NotFoundProblem('Sequence');
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
      const locked = await tx.oneOrNone(lockSequence(scope, id));
      if (!locked) throw new NotFoundProblem('Sequence');
      // Enrollments before follow-ups, the order ending an enrollment takes them in: a contact
      // reaching a won stage meanwhile cannot deadlock with this.
      const enrollments = await tx.rows(lockEnrollmentsOfSequence(scope, id));
      if (enrollments.length > 0) {
        await this.followups.cancelOpen(tx, writingVia(scope, 'sequence'), {
          enrollment_ids: enrollments.map((e) => e.id),
        });
      }
      await tx.exec(deleteSequence(scope, id));
    });
  }
}
