import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { AgendaQuery } from './dto/agenda.query.js';
import { AgendaResponse } from './dto/followup.response.js';
import { AgendaService } from './agenda.service.js';

@ApiTags('Follow-ups')
@ApiBearerAuth()
@Controller('agenda')
export class AgendaController {
  constructor(private readonly agendaService: AgendaService) {}

  @Get()
  @ApiOperation({
    summary: 'Open follow-ups: overdue, due today (workspace time zone) and upcoming',
    description:
      'overdue: scheduled_for < now, including earlier today. today: from now to the end of ' +
      "the calendar day in the workspace's time zone. upcoming: the `days` calendar days after " +
      'today. Each bucket is soonest due first, at most `limit` items; `counts` has the totals.',
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
