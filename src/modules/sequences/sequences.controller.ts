import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import {
  EnrollDto,
  EnrollmentPageResponse,
  EnrollResponse,
  ListEnrollmentsQuery,
} from './dto/enrollment.dto.js';
import {
  CreateSequenceDto,
  SequencePageResponse,
  SequenceResponse,
  UpdateSequenceDto,
} from './dto/sequence.dto.js';
import { EnrollmentsService } from './enrollments.service.js';
import { SequencesService } from './sequences.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Sequences')
@ApiBearerAuth()
@ApiKeyScope('sequences')
@Controller('sequences')
export class SequencesController {
  constructor(
    private readonly sequences: SequencesService,
    private readonly enrollments: EnrollmentsService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listSequences',
    summary: 'Sequences, newest first, with their enrollments counted by status',
    description:
      'Each with `enrollment_counts: { active, cancelled, finished }`. The demo data of a free ' +
      'workspace has two sequences; the first has three active enrollments and a finished one.',
  })
  @ApiOkResponse({ type: SequencePageResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.sequences.list(scope, query);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createSequence',
    summary: 'Create a sequence (premium); answers 200 like the other creations',
    description:
      'A cadence of follow-ups: `{ name (1-120), steps: [{ day_offset (0-365), title (1-200), ' +
      'channel: call|email|task }] }` with 1-50 steps, kept in day order (steps of the same day ' +
      'keep the order given).',
  })
  @ApiOkResponse({ type: SequenceResponse })
  create(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateSequenceDto,
  ) {
    return this.sequences.create(scope, user, dto);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getSequence',
    summary: 'One sequence, with its enrollments counted by status',
    description: "Another workspace's sequence is 404 `Sequence not found`.",
  })
  @ApiOkResponse({ type: SequenceResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Sequence') id: string) {
    return this.sequences.get(scope, id);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateSequence',
    summary: 'Rename a sequence or replace its steps (premium)',
    description:
      'Changing the steps reschedules nobody: contacts already enrolled keep the follow-ups ' +
      'they were given; the new steps apply to enrollments made afterwards.',
  })
  @ApiOkResponse({ type: SequenceResponse })
  update(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Sequence') id: string,
    @Body() dto: UpdateSequenceDto,
  ) {
    return this.sequences.update(scope, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteSequence',
    summary: 'Delete a sequence (premium)',
    description:
      'Answers 204. Ends each active enrollment as taking its contact out does ' +
      '(`enrollment.finished`) and cancels the open follow-ups of all of them (`followup.deleted`), ' +
      'those of contacts in the trash (silently) or hidden from the caller included, then ' +
      'deletes it with its enrollments; ' +
      'completed follow-ups stay on their contacts with `enrollment_id` set to null. The ' +
      'sequence is locked first, so an enrollment running at the same time either ' +
      'completes before (and is cleaned up) or finds the sequence gone.',
  })
  @ApiNoContentResponse()
  remove(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Sequence') id: string) {
    return this.sequences.remove(scope, id);
  }

  @Get(':id/enrollments')
  // Each enrollment names its contact, so a key needs to read contacts too.
  @ApiKeyScope(['sequences:read', 'contacts:read'])
  @ApiOperation({
    operationId: 'listEnrollments',
    summary: "A sequence's enrollments, newest first, with their progress",
    description:
      '`status`: `active`, `cancelled`, `finished` or `all` (default). Each enrollment has its ' +
      "contact's name, `status`, `steps_scheduled`, `steps_completed`, `steps_open`, " +
      '`next_due_at`, `enrolled_at` and `ended_at`.',
  })
  @ApiOkResponse({ type: EnrollmentPageResponse })
  listEnrollments(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Sequence') id: string,
    @Query() query: ListEnrollmentsQuery,
  ) {
    return this.enrollments.list(scope, id, query);
  }

  @Post(':id/enrollments')
  @HttpCode(200)
  // The answer names each contact enrolled, so a key needs to read contacts too.
  @ApiKeyScope(['sequences:write', 'contacts:read'])
  @ApiOperation({
    operationId: 'enrollContacts',
    summary: 'Enroll contacts (premium): one follow-up per step, all contacts or none',
    description:
      '`contact_ids`: 1-100 distinct contacts of the workspace, all enrolled or none. Each gets ' +
      'one follow-up per step, due `day_offset` calendar days after now at the same time of day ' +
      'in the workspace time zone (a step stays at 9:30 across a daylight-saving change), ' +
      "assigned to the contact's owner (else the caller) and carrying its `enrollment_id`. Each " +
      "is a scheduling, so the contact's `last_activity_at` is bumped. A contact not in the " +
      'workspace is 404; one with an active enrollment in this sequence is 409 (with ' +
      '`contact_ids`); of concurrent enrollments of one contact exactly one succeeds, and ' +
      'overlapping enrollments never deadlock (contacts are locked in id order). Contacts ' +
      'already won or lost may be enrolled; their next move into a won or lost stage finishes ' +
      'the enrollment. Answers `{ enrollments, followups_scheduled }`.',
  })
  @ApiOkResponse({ type: EnrollResponse })
  @ApiConflictResponse({
    description: 'A contact is already enrolled in this sequence',
    schema: { $ref: '#/components/schemas/Problem' },
    example: {
      status: 409,
      detail: 'Contact is already enrolled in this sequence',
      code: 'conflict',
      contact_ids: ['0b7e4a52-9c3d-4f1e-a2b8-5d6c7e8f9a01'],
    },
  })
  enroll(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Sequence') id: string,
    @Body() dto: EnrollDto,
  ) {
    return this.enrollments.enroll(scope, user, id, dto);
  }

  @Delete(':id/enrollments/:contact_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'cancelEnrollment',
    summary: 'Take a contact out of a sequence (premium)',
    description:
      'Answers 204. Deletes the open follow-ups of its active enrollment (completed ones stay; ' +
      'each deleted announced as `followup.deleted`) and marks it `cancelled` ' +
      '(`enrollment.finished`), kept as history, so the contact may be enrolled again. Not ' +
      'activity. No active enrollment: 404 `Enrollment not found`.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({
    description: 'The contact has no active enrollment in this sequence',
    schema: { $ref: '#/components/schemas/Problem' },
    example: { status: 404, detail: 'Enrollment not found', code: 'not_found' },
  })
  cancelEnrollment(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Sequence') id: string,
    @IdParam('Contact', 'contact_id') contactId: string,
  ) {
    return this.enrollments.cancel(scope, id, contactId);
  }
}
