import { Injectable } from '@nestjs/common';
import { shorthandFilters, type ViewQuery } from '../contacts/dto/list-contacts.query.js';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Keyed, Page } from '../../database/keyset.js';
import { DEFAULT_PIPELINE_KEY, findStage, stagesOfPipeline } from '../../tenancy/stages.js';
import { requirePipeline } from '../contacts/contacts.rules.js';
import type { ContactRow } from '../contacts/contact-columns.js';
import { contactPresenter } from '../contacts/contact-presenter.js';
import { ContactReadsService } from '../contacts/contact-reads.service.js';
import type { ContactResponse } from '../contacts/dto/contact.response.js';
import { ContactQueryService } from '../contacts/query/contact-query.service.js';
import { presentedCustomOf } from '../contacts/custom-values.js';
import type { FilterParamValues } from '../../core/http/filter-params.decorator.js';
import { stageHead, type StageTotal } from '../contacts/stage-totals.js';
import { boardCards, type BoardFilter, COLUMN_ORDER, stageContactPage } from './board.queries.js';
import { seesMostOfEveryColumn } from './board.rules.js';
import type { BoardQuery, StageContactsQuery } from './dto/board.query.js';
import type { BoardResponse } from './dto/board.response.js';

interface BoardColumn extends StageTotal {
  contacts: ContactResponse[];
  next_cursor: string | null;
}

@Injectable()
export class BoardService {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactReadsService,
    private readonly queries: ContactQueryService,
  ) {}

  /** Every stage of the pipeline (the default one unless `?pipeline=`) in its order, empty ones included. */
  async board(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: BoardQuery,
    filters: FilterParamValues,
  ): Promise<BoardResponse> {
    const pipeline = query.pipeline ?? DEFAULT_PIPELINE_KEY;
    requirePipeline(scope.workspace, pipeline);
    const stages = stagesOfPipeline(scope.workspace.stages, pipeline);
    const filter = await this.filterOf(scope, user, query, filters);
    const columns = await this.columns(
      scope,
      stages.map((s) => s.key),
      { ...filter, perStage: query.per_stage },
    );
    return {
      pipeline,
      stages: stages.map((stage) => {
        const column = columns.get(stage.key);
        return {
          ...stageHead(stage, column),
          contacts: column?.contacts ?? [],
          next_cursor: column?.next_cursor ?? null,
        };
      }),
    };
  }

  /** One board column past its first cards: most recently active first, keyset-paginated. */
  async stageContacts(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    key: string,
    query: StageContactsQuery,
    filters: FilterParamValues,
  ): Promise<Page<ContactResponse>> {
    if (!findStage(scope.workspace.stages, key)) throw new NotFoundProblem('Stage');
    const now = new Date();
    const rows = await this.db.rows(
      stageContactPage(scope, {
        ...(await this.filterOf(scope, user, query, filters, now)),
        stage: key,
        after: COLUMN_ORDER.decode(query.cursor),
        limit: query.limit,
        custom: presentedCustomOf(scope.workspace),
      }),
    );
    return COLUMN_ORDER.page(rows, query.limit, contactPresenter(scope, now));
  }

  /** The board's filter: `owner_id`, and the conditions of the view, `q`, `dormant`, `tag` and `filter[...]`. */
  private async filterOf(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: ViewQuery & { owner_id?: string },
    filters: FilterParamValues,
    now = new Date(),
  ): Promise<BoardFilter> {
    const { where } = await this.queries.read(
      scope,
      user,
      { list: shorthandFilters(query), params: filters, view: query.view },
      now,
    );
    return { ownerId: query.owner_id, where };
  }

  /**
   * The board's numbers and first cards: per stage the count and total value, and per currency
   * the value and weighted value (the stage totals, or, with conditions, the sums of the contacts
   * they keep),
   * and the `perStage` most recently active contacts of each stage (one LATERAL query, an index
   * scan per stage), with the cursor to the rest of each column.
   */
  private async columns(
    scope: WorkspaceScope,
    stages: readonly string[],
    options: BoardFilter & { perStage: number },
  ): Promise<Map<string, BoardColumn>> {
    const now = new Date();
    const totals = await this.contacts.stageTotals(scope, options);
    const cards = await this.db.rows(
      boardCards(scope, {
        ...options,
        stages,
        alongTheStage: seesMostOfEveryColumn(totals, stages),
        custom: presentedCustomOf(scope.workspace),
      }),
    );
    const columns = new Map<string, BoardColumn>(
      stages.map((key) => [
        key,
        { count: 0, value: 0n, currencies: [], contacts: [], next_cursor: null },
      ]),
    );
    for (const [stage, total] of totals) {
      const column = columns.get(stage);
      if (column) Object.assign(column, total);
    }
    const byStage = new Map<string, Keyed<ContactRow>[]>();
    for (const row of cards) {
      const rows = byStage.get(row.stage);
      if (rows) rows.push(row);
      else byStage.set(row.stage, [row]);
    }
    const present = contactPresenter(scope, now);
    for (const [stage, rows] of byStage) {
      const column = columns.get(stage);
      if (!column) continue;
      const page = COLUMN_ORDER.page(rows, options.perStage, present);
      Object.assign(column, { contacts: page.items, next_cursor: page.next_cursor });
    }
    return columns;
  }
}
