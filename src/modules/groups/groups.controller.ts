import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import {
  CreateGroupDto,
  GroupPageResponse,
  GroupResponse,
  UpdateGroupDto,
} from './dto/group.dto.js';
import {
  GROUP_NAME_MAX_LENGTH,
  MAX_GROUP_MEMBERS,
  NAME_TAKEN,
  NOT_A_MEMBER,
} from './groups.rules.js';
import { GroupsService } from './groups.service.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };
const EXAMPLE_STRANGER = '9b2e4f1a-6c3d-4e8f-a0b1-c2d3e4f5a6b7';

const RULES =
  `\`name\` is trimmed, 1-${GROUP_NAME_MAX_LENGTH} characters, unique in the workspace ` +
  'whatever its case or Unicode normalisation form (409). `member_ids` are distinct ids of ' +
  'members of the workspace, at ' +
  `most ${MAX_GROUP_MEMBERS}; each that is not a UUID, repeats an earlier one or is not a ` +
  'member is a 422 on `member_ids.<i>`. A member may be in several groups; a group may be ' +
  'empty. Nothing is stored on a 422 or a 409.';

const invalidMembers = {
  description:
    'An entry of member_ids that is no UUID, repeats another or is not a member; or the body is invalid',
  schema: PROBLEM,
  example: {
    status: 422,
    detail: `Validation failed: ${NOT_A_MEMBER(1, EXAMPLE_STRANGER)}`,
    code: 'validation_failed',
    errors: [{ field: 'member_ids.1', message: NOT_A_MEMBER(1, EXAMPLE_STRANGER) }],
  },
};

const nameTaken = {
  description:
    'Another group of the workspace has the name, whatever its case or Unicode normalisation form',
  schema: PROBLEM,
  example: { status: 409, detail: NAME_TAKEN('Inbound'), code: 'conflict' },
};

/**
 * Groups of members. `settings.member_visibility = group` lets a member see the contacts of
 * everyone who shares a group with them. Every member reads them; managers write them, with
 * premium like the workspace's other configuration. API keys use the `settings` scopes, as the
 * team does.
 */
@ApiTags('Groups')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('groups')
export class GroupsController {
  constructor(private readonly groups: GroupsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listGroups',
    summary: 'Groups of members, newest first',
    description:
      "Each with its members' ids in ascending order of id. A free workspace reads its demo " +
      'groups (over the signed-in user and the sample teammate), a premium workspace its own.',
  })
  @ApiOkResponse({ type: GroupPageResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.groups.list(scope, query);
  }

  @Post()
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createGroup',
    summary: 'Create a group (managers, premium); answers 200 like the other creations',
    description: `${RULES} Checked in that order: 422, 409.`,
  })
  @ApiOkResponse({ type: GroupResponse })
  @ApiUnprocessableEntityResponse(invalidMembers)
  @ApiConflictResponse(nameTaken)
  create(@CurrentWorkspace() scope: WorkspaceScope, @Body() dto: CreateGroupDto) {
    return this.groups.create(scope, dto);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getGroup',
    summary: 'One group',
    description: "Its members' ids in ascending order of id.",
  })
  @ApiOkResponse({ type: GroupResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Group') id: string) {
    return this.groups.get(scope, id);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'updateGroup',
    summary: 'Rename a group or replace its members (managers, premium)',
    description:
      '`name` and/or `member_ids`; what is not given stays. `member_ids` replaces the members: ' +
      `those not listed leave the group (and stay in the workspace). ${RULES} Checked in that ` +
      'order: 404, 422, 409.',
  })
  @ApiOkResponse({ type: GroupResponse })
  @ApiUnprocessableEntityResponse(invalidMembers)
  @ApiConflictResponse(nameTaken)
  update(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Group') id: string,
    @Body() dto: UpdateGroupDto,
  ) {
    return this.groups.update(scope, id, dto);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteGroup',
    summary: 'Delete a group (managers, premium)',
    description:
      'Answers 204. Its members stay in the workspace and in their other groups. Removing a ' +
      'member from the workspace (`DELETE /team/{user_id}`) takes them out of every group.',
  })
  @ApiNoContentResponse()
  remove(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Group') id: string) {
    return this.groups.remove(scope, id);
  }
}
