import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { ContactPageResponse } from '../contacts/dto/contact.response.js';
import { BoardService } from './board.service.js';
import { BoardQuery, StageContactsQuery } from './dto/board.query.js';
import { BoardResponse } from './dto/board.response.js';

@ApiTags('Board')
@ApiBearerAuth()
@Controller('board')
export class BoardController {
  constructor(private readonly board: BoardService) {}

  @Get()
  @ApiOperation({
    summary: 'The pipeline board: every stage with its count, value and first contacts',
  })
  @ApiOkResponse({ type: BoardResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: BoardQuery) {
    return this.board.board(scope, query);
  }

  @Get('stages/:key/contacts')
  @ApiOperation({ summary: 'More of one column: most recently active first, keyset-paginated' })
  @ApiOkResponse({ type: ContactPageResponse })
  column(
    @CurrentWorkspace() scope: WorkspaceScope,
    @Param('key') key: string,
    @Query() query: StageContactsQuery,
  ) {
    return this.board.stageContacts(scope, key, query);
  }
}
