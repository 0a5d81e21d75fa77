import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { ReplaceRoutingDto, RoutingResponse } from './dto/routing.dto.js';
import { RoutingService } from './routing.service.js';

@ApiTags('Routing')
@ApiBearerAuth()
@Controller('routing')
export class RoutingController {
  constructor(private readonly routing: RoutingService) {}

  @Get()
  @ApiOperation({ summary: 'How contacts created without an owner are assigned' })
  @ApiOkResponse({ type: RoutingResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope) {
    return this.routing.get(scope);
  }

  @Put()
  @Roles('admin')
  @ApiOperation({
    summary: 'Replace the routing rule (managers, premium)',
    description:
      'Both fields are required. Changing the strategy or the list restarts the rotation at its first member.',
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
