import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { CreateInteractionDto } from './dto/create-interaction.dto.js';
import { InteractionPageResponse, InteractionResponse } from './dto/interaction.response.js';
import { ListInteractionsQuery } from './dto/list-interactions.query.js';
import { InteractionsService } from './interactions.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Interactions')
@ApiBearerAuth()
@ApiKeyScope('activities')
@Controller('contacts/:id/interactions')
export class InteractionsController {
  constructor(private readonly interactions: InteractionsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'logInteraction',
    summary: "Log an interaction (premium); bumps the contact's last_activity_at; answers 200",
    description:
      '`type`: `call`, `email`, `meeting`, `note` or `message`. `summary` is trimmed, 1-5000 ' +
      'characters. `occurred_at` defaults to now and may be back-dated; more than 5 minutes in ' +
      "the future is 422. The contact's `last_activity_at` becomes now in the same transaction, " +
      'even when back-dated: it records when the rep touched the lead.',
  })
  @ApiOkResponse({ type: InteractionResponse })
  log(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Contact') id: string,
    @Body() dto: CreateInteractionDto,
  ) {
    return this.interactions.log(scope, user, id, dto);
  }

  @Get()
  @ApiOperation({
    operationId: 'listInteractions',
    summary: "A contact's interactions, newest first",
    description: 'Ordered by `occurred_at`; `?type=` keeps one type.',
  })
  @ApiOkResponse({ type: InteractionPageResponse })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Contact') id: string,
    @Query() query: ListInteractionsQuery,
  ) {
    return this.interactions.list(scope, id, query);
  }
}
