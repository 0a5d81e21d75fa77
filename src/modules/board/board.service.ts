import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import type { Page } from '../../core/pagination/pagination.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import { ContactReadsService } from '../contacts/contact-reads.service.js';
import type { ContactResponse } from '../contacts/dto/contact.response.js';
import type { BoardQuery, StageContactsQuery } from './dto/board.query.js';
import type { BoardResponse } from './dto/board.response.js';
import { findStage } from '../../tenancy/stages.js';

@Injectable()
export class BoardService {
  constructor(private readonly contacts: ContactReadsService) {}

  /** Every stage of the workspace in its order, empty ones included. */
  async board(scope: WorkspaceScope, query: BoardQuery): Promise<BoardResponse> {
    const stages = scope.workspace.stages;
    const columns = await this.contacts.boardColumns(
      scope,
      stages.map((s) => s.key),
      { perStage: query.per_stage, ownerId: query.owner_id },
    );
    return {
      stages: stages.map((stage) => {
        const column = columns.get(stage.key);
        return {
          key: stage.key,
          label: stage.label,
          kind: stage.kind,
          count: column?.count ?? 0,
          value_cents: column?.value_cents ?? 0,
          contacts: column?.contacts ?? [],
          next_cursor: column?.next_cursor ?? null,
        };
      }),
    };
  }

  async stageContacts(
    scope: WorkspaceScope,
    key: string,
    query: StageContactsQuery,
  ): Promise<Page<ContactResponse>> {
    if (!findStage(scope.workspace.stages, key)) throw new NotFoundProblem('Stage');
    return this.contacts.listStage(scope, key, query);
  }
}
