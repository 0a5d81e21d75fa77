import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { FILTER_PARAM } from '../contacts/query/contact-query.openapi.js';
import { FilterParams, type FilterParamValues } from '../../core/http/filter-params.decorator.js';
import { ContactPageResponse } from '../contacts/dto/contact.response.js';
import { BoardService } from './board.service.js';
import { BoardQuery, StageContactsQuery } from './dto/board.query.js';
import { BoardResponse } from './dto/board.response.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Board')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller('board')
export class BoardController {
  constructor(private readonly board: BoardService) {}

  @Get()
  @ApiOperation({
    operationId: 'getBoard',
    summary: 'The pipeline board: every stage with its count, value and first contacts',
    description:
      'Every stage of one pipeline (`?pipeline=`; default: the default pipeline, named in ' +
      '`pipeline`) in board order, each `{ key, label, kind, count, ' +
      'value_cents, currencies, contacts, next_cursor }`; `currencies` has, per currency, the ' +
      "count, value and weighted value (each deal's probability, else its stage's), never " +
      'converted. `contacts` are the first `per_stage` (default 20, ' +
      'max 100), most recently active first, shown as `GET /contacts` shows them; `next_cursor` ' +
      'continues that column at `GET /board/stages/{key}/contacts`. `owner_id` and the ' +
      'conditions of `filter` (as `GET /contacts` takes them) narrow counts, values and cards ' +
      'alike; a filtered board counts its contacts as it reads them.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: BoardResponse })
  get(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: BoardQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.board.board(scope, user, query, filters);
  }

  @Get('stages/:key/contacts')
  @ApiOperation({
    operationId: 'listStageContacts',
    summary: 'More of one column: most recently active first, keyset-paginated',
    description:
      "Pass the column's `next_cursor` from `GET /board`; `owner_id` and `filter` " +
      'keep the contacts the board kept. ' +
      'A key that is not a stage of the workspace is 404 `Stage not found`.',
  })
  @ApiParam({ name: 'key', description: 'A stage key of the workspace', example: 'qualified' })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: ContactPageResponse })
  @ApiNotFoundResponse({
    description: 'The key is not a stage of this workspace',
    schema: { $ref: '#/components/schemas/Problem' },
    example: { status: 404, detail: 'Stage not found', code: 'not_found' },
  })
  column(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Param('key') key: string,
    @Query() query: StageContactsQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.board.stageContacts(scope, user, key, query, filters);
  }
}
