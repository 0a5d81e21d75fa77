import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { HistoryPageResponse } from './dto/history.response.js';
import { HistoryQueryDto } from './dto/history-query.dto.js';
import { HistoryService } from './history.service.js';

@ApiTags('Contacts')
@ApiBearerAuth()
// Its entries include the follow-ups' (`followup.*`): a read of both families.
@ApiKeyScope(['contacts:read', 'activities:read'])
@Controller('contacts/:id/history')
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get()
  @ApiOperation({
    operationId: 'getContactHistory',
    summary: 'Who changed what on a contact and its follow-ups, newest first',
    description:
      'One entry per write: its time, its actor (`user`, `api_key` or `system`), what wrote ' +
      '(`via`: `api`, `import`, `bulk`, `merge`, `routing`, `sequence`, `restore`), the ' +
      '`X-Request-Id` of the write (for an import or a bulk operation, of the request that ' +
      'started it, with `operation_id`), and each field it changed as `{ from, to }`. ' +
      'Creations and deletions are entries too (`from` or `to` null); a write that changes ' +
      'nothing, or an idempotent replay, records nothing. Demo contacts have none. The ' +
      'changes of an archived custom field are left out (an entry of nothing else with them) ' +
      'until it is unarchived, as its values are. Keyset-paginated.',
  })
  @ApiOkResponse({ type: HistoryPageResponse })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Contact') id: string,
    @Query() query: HistoryQueryDto,
  ) {
    return this.history.list(scope, id, query);
  }
}
