import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { EnrollmentsService } from './enrollments.service.js';
import type { CreateSequenceDto, UpdateSequenceDto } from './dto/sequence.dto.js';
import {
  deleteSequence,
  enrolledBeyond,
  insertSequence,
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
    private readonly enrollments: EnrollmentsService,
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
   * Deletes the sequence and its enrollments after ending them as taking each contact out does
   * (`EnrollmentsService.endSequence`): the open follow-ups of every one go, completed ones stay
   * on their contacts as history, no longer linked to an enrollment. The row lock makes a
   * concurrent enrollment either finish before (and be ended here) or find the sequence gone.
   */
  async remove(scope: WorkspaceScope, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockAfterEnrolledContacts(tx, scope, id);
      await this.enrollments.endSequence(tx, scope, id);
      await tx.exec(deleteSequence(scope, id));
    });
  }

  /**
   * Locks the sequence after every contact ever enrolled in it, as each write of their
   * enrollments holds them before the sequence: an enrollment holds its contacts, then shares the
   * sequence; a restore into a stage that closed meanwhile holds its contact, then checks the
   * sequence for the enrollment it writes twice. A contact enrolled between the two is not held,
   * and holding it after the sequence waited for a second enrollment of it, which held it and
   * waited for the sequence: the locks are then given back (a savepoint) and taken again, that
   * contact with the others.
   */
  private async lockAfterEnrolledContacts(
    tx: Db,
    scope: WorkspaceScope,
    id: string,
  ): Promise<void> {
    await tx.lockingAgain(async (sp, again) => {
      const held = await this.enrollments.holdEnrolledContacts(sp, scope, id);
      if (!(await sp.oneOrNone(lockSequence(scope, id)))) throw new NotFoundProblem('Sequence');
      if (await sp.oneOrNone(enrolledBeyond(scope, id, held))) again();
    });
  }
}
