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
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import {
  ChangeRoleDto,
  CreateInviteDto,
  InvitePageResponse,
  InviteResponse,
  TeamMemberResponse,
  TeamPageResponse,
} from './dto/team.dto.js';
import { DEMO_ADDRESS_INVITE_MESSAGE } from './team.rules.js';
import { TeamService } from './team.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

const problem = { $ref: '#/components/schemas/Problem' };
const LAST_ADMIN = {
  status: 409,
  detail: 'A workspace needs at least one admin; make another member an admin first',
  code: 'conflict',
};

@ApiTags('Team')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('team')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({
    operationId: 'listTeamMembers',
    summary: 'Members with their roles, oldest first',
    description:
      'Real members always; a free workspace also lists its sample teammate (`is_demo: true`, ' +
      '`demo.rep+<workspace id>@demo.invalid`: the `demo.invalid` domain is reserved for them, ' +
      'and no address there signs in or is invited), who owns part of the demo ' +
      'contacts and goes with the rest of the demo data on a demo reset.',
  })
  @ApiOkResponse({ type: TeamPageResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.team.list(scope, query);
  }

  @Get('invites')
  @ApiOperation({
    operationId: 'listInvites',
    summary: 'Pending invites, newest first',
    description: 'An invite leaves the list once accepted (at the first sign-in of its e-mail).',
  })
  @ApiOkResponse({ type: InvitePageResponse })
  listInvites(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.team.listInvites(scope, query);
  }

  @Post('invites')
  @Roles('admin')
  @ApiOperation({
    operationId: 'createInvite',
    summary: 'Invite someone by e-mail (managers, premium)',
    description:
      'Answers 201 with the invite. The invitee joins this workspace with `role` (`member` or ' +
      '`admin`) at their first sign-in. 409 when the e-mail is already a member or already ' +
      'invited here; 422 for any address at `demo.invalid`, the domain reserved for the sample ' +
      'teammates (`demo.rep+<workspace id>@demo.invalid`), where no one can ever sign in. ' +
      'Someone with an account elsewhere gets the same 201 (the answer reveals ' +
      'nothing about other workspaces), but a user belongs to one workspace, so that invite never ' +
      'takes effect; nor does one for the app owner. Several workspaces may invite the same ' +
      'e-mail; the newest invite wins at sign-in.',
  })
  @ApiCreatedResponse({ type: InviteResponse })
  @ApiConflictResponse({
    description: 'Already a member, or already invited',
    schema: problem,
    example: { status: 409, detail: 'grace@example.com is already invited', code: 'conflict' },
  })
  @ApiUnprocessableEntityResponse({
    description: "Invalid input, or an address at the sample teammates' domain",
    schema: problem,
    example: {
      status: 422,
      detail: `Validation failed: ${DEMO_ADDRESS_INVITE_MESSAGE}`,
      code: 'validation_failed',
      errors: [{ field: 'email', message: DEMO_ADDRESS_INVITE_MESSAGE }],
    },
  })
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
  @ApiOperation({
    operationId: 'revokeInvite',
    summary: 'Revoke a pending invite (managers, premium)',
    description: 'Answers 204; an invite already accepted is 409.',
  })
  @ApiNoContentResponse()
  @ApiConflictResponse({
    description: 'The invite was already accepted',
    schema: problem,
    example: { status: 409, detail: 'Invite was already accepted', code: 'conflict' },
  })
  revokeInvite(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Invite') id: string) {
    return this.team.revokeInvite(scope, id);
  }

  @Patch(':user_id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'changeMemberRole',
    summary: "Change a member's role (managers, premium)",
    description:
      '`member` or `admin` only (`super_admin` is 422), effective on their next request and ' +
      'on their open event streams (`GET /events`, which get `event: reset` when what they see ' +
      'changes). The ' +
      "app owner's role cannot be changed here (403; it comes from OWNER_EMAILS). A workspace " +
      'keeps at least one admin: the last admin stepping down is 409, an app owner counting ' +
      'only when OWNER_EMAILS made it owner from admin (off the list it is admin again).',
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
    example: LAST_ADMIN,
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
    operationId: 'removeMember',
    summary: 'Remove a member who left (managers, premium)',
    description:
      'Answers 204. Their contacts become unassigned (the history names this request; each ' +
      'is announced by `contact.updated` with the previous `owner_id`), and so are their ' +
      'follow-ups (`followup.updated`) and the contacts ' +
      'whose `user` custom fields named them, those values cleared; they leave their groups ' +
      '(`group.updated`) and the routing rotation, their private views are deleted ' +
      '(`view.deleted`) and their API keys revoked; their open event streams ' +
      "close and the workspace's others get `event: reset`. Their next " +
      'sign-in starts afresh (a pending invite, or a workspace of their own), so they can be ' +
      'invited back. The app owner cannot be removed (403); the last admin neither (409).',
  })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({
    description: '`Managers only`, or the target is the app owner',
    schema: problem,
  })
  @ApiConflictResponse({
    description: 'It would leave the workspace without an admin',
    schema: problem,
    example: LAST_ADMIN,
  })
  remove(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Member', 'user_id') userId: string,
  ) {
    return this.team.remove(scope, user, userId);
  }
}
