import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { CreateFollowupDto } from './dto/create-followup.dto.js';
import { FollowupPageResponse, FollowupResponse } from './dto/followup.response.js';
import { ListFollowupsQuery } from './dto/list-followups.query.js';
import { UpdateFollowupDto } from './dto/update-followup.dto.js';
import { FollowupsService } from './followups.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

const ALREADY_COMPLETED = {
  description: 'The follow-up is already completed',
  schema: { $ref: '#/components/schemas/Problem' },
  example: {
    status: 409,
    detail: 'Follow-up already completed',
    code: 'conflict',
    completed_at: '2026-11-24T10:05:00.000Z',
  },
};

/**
 * The bodies the API explorer pre-fills (it takes the first example): without `owner_id`, since
 * no example id can name a member of the reader's workspace, and a stranger's id is a 422.
 */
function bodyExample(dto: object, summary: string, value: Record<string, unknown>) {
  return ApiBody({
    required: true,
    schema: { $ref: getSchemaPath(dto as never) },
    examples: { withoutAssignee: { summary, value } },
  });
}

@ApiTags('Follow-ups')
@ApiBearerAuth()
@ApiKeyScope('activities')
@ApiExtraModels(CreateFollowupDto, UpdateFollowupDto)
@Controller()
export class FollowupsController {
  constructor(private readonly followups: FollowupsService) {}

  @Post('contacts/:id/followups')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'scheduleFollowup',
    summary: "Schedule a follow-up (premium); bumps the contact's last_activity_at; answers 200",
    description:
      '`title` 1-200 characters; `scheduled_for` at most a year in the past and ten years ahead ' +
      "(no offset = UTC); `owner_id` is the assignee, a member, defaulting to the contact's " +
      "owner, else the caller. Scheduling is activity: the contact's `last_activity_at` becomes " +
      'now in the same transaction. `enrollment_id` is null for follow-ups scheduled by hand. ' +
      "Another workspace's contact is 404 `Contact not found`.",
  })
  @ApiOkResponse({ type: FollowupResponse })
  @bodyExample(CreateFollowupDto, "Assigned to the contact's owner, else you", {
    title: 'Call back about pricing',
    scheduled_for: '2030-01-15T09:30:00Z',
  })
  schedule(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Contact') id: string,
    @Body() dto: CreateFollowupDto,
  ) {
    return this.followups.schedule(scope, user, id, dto);
  }

  @Get('followups')
  @ApiOperation({
    operationId: 'listFollowups',
    summary: 'Follow-ups by status, assignee, contact and due range; soonest first',
    description:
      '`status`: `open` (default), `completed` or `all`. `owner_id`: an assignee id or `me`. ' +
      '`contact_id`, and `due_from` (inclusive) / `due_before` (exclusive) on `scheduled_for`.',
  })
  @ApiOkResponse({ type: FollowupPageResponse })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListFollowupsQuery,
  ) {
    return this.followups.list(scope, user, query);
  }

  @Get('followups/:id')
  @ApiOperation({
    operationId: 'getFollowup',
    summary: 'One follow-up',
    description: "Another workspace's follow-up is 404 `Follow-up not found`.",
  })
  @ApiOkResponse({ type: FollowupResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Follow-up') id: string) {
    return this.followups.get(scope, id);
  }

  @Post('followups/:id/complete')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'completeFollowup',
    summary: 'Complete a follow-up (premium); 409 when already completed',
    description:
      'Sets `completed_at` and `completed_by`. A second completion, even a concurrent one, is ' +
      '409 `Follow-up already completed`. Completing is not activity: `last_activity_at` stays.',
  })
  @ApiOkResponse({ type: FollowupResponse })
  @ApiConflictResponse(ALREADY_COMPLETED)
  complete(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Follow-up') id: string,
  ) {
    return this.followups.complete(scope, user, id);
  }

  @Patch('followups/:id')
  @ApiOperation({
    operationId: 'updateFollowup',
    summary: 'Reschedule, retitle or reassign an open follow-up; not activity (no bump)',
    description: 'A completed follow-up is history: editing it is 409.',
  })
  @ApiOkResponse({ type: FollowupResponse })
  @ApiConflictResponse(ALREADY_COMPLETED)
  @bodyExample(UpdateFollowupDto, 'Retitle and reschedule, same assignee', {
    title: 'Send the revised quote',
    scheduled_for: '2030-01-15T09:30:00Z',
  })
  update(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Follow-up') id: string,
    @Body() dto: UpdateFollowupDto,
  ) {
    return this.followups.update(scope, id, dto);
  }

  @Delete('followups/:id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteFollowup',
    summary: 'Delete a follow-up (premium); not activity',
    description: 'It leaves the contact timeline with it: events are read from the records.',
  })
  @ApiNoContentResponse()
  remove(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Follow-up') id: string) {
    return this.followups.remove(scope, id);
  }
}
