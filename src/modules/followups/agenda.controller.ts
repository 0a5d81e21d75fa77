import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { AgendaQuery } from './dto/agenda.query.js';
import { AgendaResponse } from './dto/followup.response.js';
import { AgendaService } from './agenda.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Follow-ups')
@ApiBearerAuth()
// Each follow-up comes with its contact's name and company: a key needs the contacts scope too.
@ApiKeyScope(['contacts:read', 'activities:read'])
@Controller('agenda')
export class AgendaController {
  constructor(private readonly agendaService: AgendaService) {}

  @Get()
  @ApiOperation({
    operationId: 'getAgenda',
    summary: 'Open follow-ups: overdue, due today (workspace time zone) and upcoming',
    description:
      '`overdue`: `scheduled_for` before now, including earlier today (a call due at 9:00 is ' +
      "late at 10:00). `today`: from now to the end of the calendar day in the workspace's time " +
      'zone (settings `timezone`). `upcoming`: the `days` calendar days after today (default 7, ' +
      "1-90). Days follow the zone's daylight-saving changes. Each bucket is soonest due first, " +
      'at most `limit` items (default 50, max 200); `counts` has each bucket in all. The answer ' +
      'also carries `timezone`, `date` (today there), `today_ends_at` and `upcoming_ends_at`. ' +
      '`owner_id` (an id or `me`) keeps one assignee.',
  })
  @ApiOkResponse({ type: AgendaResponse })
  agenda(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AgendaQuery,
  ) {
    return this.agendaService.agenda(scope, user, query);
  }
}
