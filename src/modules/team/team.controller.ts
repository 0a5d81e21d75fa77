import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../core/http/pagination.js';
import {
  ChangeRoleDto,
  CreateInviteDto,
  InvitePageResponse,
  InviteResponse,
  TeamMemberResponse,
  TeamPageResponse,
} from './dto/team.dto.js';
import { TeamService } from './team.service.js';

const problem = { $ref: '#/components/schemas/Problem' };

@ApiTags('Team')
@ApiBearerAuth()
@Controller('team')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({
    summary: 'Members with their roles, oldest first',
    description: 'Real members always; a free workspace also lists its sample teammates.',
  })
  @ApiOkResponse({ type: TeamPageResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.team.list(scope, query);
  }

  @Get('invites')
  @ApiOperation({ summary: 'Pending invites, newest first' })
  @ApiOkResponse({ type: InvitePageResponse })
  listInvites(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.team.listInvites(scope, query);
  }

  @Post('invites')
  @Roles('admin')
  @ApiOperation({
    summary: 'Invite someone by e-mail (managers, premium)',
    description:
      'The invitee joins this workspace with the given role at their first sign-in. 409 when the e-mail already has an account or is already invited here.',
  })
  @ApiCreatedResponse({ type: InviteResponse })
  @ApiConflictResponse({ description: 'Already a user, or already invited', schema: problem })
  invite(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateInviteDto,
  ) {
    return this.team.invite(scope, user, dto);
  }

  @Delete('invites/:id')
  @Roles('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a pending invite (managers, premium)' })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'The invite was already accepted', schema: problem })
  revokeInvite(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Invite') id: string) {
    return this.team.revokeInvite(scope, id);
  }

  @Patch(':user_id')
  @Roles('admin')
  @ApiOperation({
    summary: "Change a member's role (managers, premium)",
    description:
      "`member` or `admin` only (`super_admin` is 422). The app owner's role cannot be changed here (403). The last admin cannot step down (409).",
  })
  @ApiOkResponse({ type: TeamMemberResponse })
  @ApiForbiddenResponse({
    description:
      "`Managers only`, or the target is the app owner (`The app owner's role cannot be changed`)",
    schema: problem,
  })
  @ApiConflictResponse({
    description: 'It would leave the workspace without an admin',
    schema: problem,
  })
  changeRole(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Member', 'user_id') userId: string,
    @Body() dto: ChangeRoleDto,
  ) {
    return this.team.changeRole(scope, user, userId, dto);
  }

  @Delete(':user_id')
  @Roles('admin')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a member who left (managers, premium)',
    description:
      'Their contacts become unassigned and routing skips them; their next sign-in starts afresh. The app owner cannot be removed (403); the last admin neither (409).',
  })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({
    description: '`Managers only`, or the target is the app owner',
    schema: problem,
  })
  @ApiConflictResponse({
    description: 'It would leave the workspace without an admin',
    schema: problem,
  })
  remove(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Member', 'user_id') userId: string,
  ) {
    return this.team.remove(scope, user, userId);
  }
}
