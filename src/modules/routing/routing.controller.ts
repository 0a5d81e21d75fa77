import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { ReplaceRoutingDto, RoutingResponse } from './dto/routing.dto.js';
import { RoutingService } from './routing.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Routing')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('routing')
export class RoutingController {
  constructor(private readonly routing: RoutingService) {}

  @Get()
  @ApiOperation({
    operationId: 'getRoutingRule',
    summary: 'How contacts created without an owner are assigned',
    description:
      '`next_member_id` says who gets the next one under round robin. The demo data of a free ' +
      'workspace routes round robin over the signed-in user and its sample teammate.',
  })
  @ApiOkResponse({ type: RoutingResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope) {
    return this.routing.get(scope);
  }

  @Put()
  @Roles('admin')
  @ApiOperation({
    operationId: 'replaceRoutingRule',
    summary: 'Replace the routing rule (managers, premium)',
    description:
      'Both fields are required. `manual` gives a contact created without `owner_id` to its ' +
      'creator; `round_robin` to the next of `member_ids` (distinct members of this workspace, at ' +
      "least one), in order. The turn is taken atomically inside the contact's transaction, so " +
      'concurrent creations split evenly and a failed creation gives its turn back. A member ' +
      'removed from the team leaves the list, the next turn staying with whom it was (with ' +
      'nobody left, the creator gets it). Saving the same rule keeps ' +
      'the turn; changing the strategy or the list restarts at the first member. An explicit ' +
      '`owner_id` (or `null`, unassigned) on a contact bypasses routing and uses no turn.',
  })
  @ApiOkResponse({ type: RoutingResponse })
  replace(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ReplaceRoutingDto,
  ) {
    return this.routing.replace(scope, user, dto);
  }
}
