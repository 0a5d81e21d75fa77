import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../core/http/pagination.js';
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

@ApiTags('Sequences')
@ApiBearerAuth()
@Controller('sequences')
export class SequencesController {
  constructor(
    private readonly sequences: SequencesService,
    private readonly enrollments: EnrollmentsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Sequences, newest first, with their enrollments counted by status' })
  @ApiOkResponse({ type: SequencePageResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.sequences.list(scope, query);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create a sequence (premium); answers 200 like the other creations' })
  @ApiOkResponse({ type: SequenceResponse })
  create(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateSequenceDto,
  ) {
    return this.sequences.create(scope, user, dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: SequenceResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Sequence') id: string) {
    return this.sequences.get(scope, id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Rename a sequence or replace its steps (premium)',
    description:
      'New steps apply to enrollments made from now on; contacts already enrolled keep the follow-ups they were given.',
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
    summary: 'Delete a sequence (premium)',
    description:
      'Cancels the open follow-ups of its enrollments, then deletes it with its enrollments. Completed follow-ups stay on their contacts.',
  })
  @ApiNoContentResponse()
  remove(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Sequence') id: string) {
    return this.sequences.remove(scope, id);
  }

  @Get(':id/enrollments')
  @ApiOperation({ summary: "A sequence's enrollments, newest first, with their progress" })
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
  @ApiOperation({
    summary: 'Enroll contacts (premium): one follow-up per step, all contacts or none',
    description:
      "Each step is due day_offset calendar days after now, at the same time of day in the workspace time zone. Scheduling bumps each contact's last_activity_at. A contact of another workspace is 404; one already active in this sequence is 409.",
  })
  @ApiOkResponse({ type: EnrollResponse })
  @ApiConflictResponse({
    description: 'A contact is already enrolled in this sequence',
    schema: { $ref: '#/components/schemas/Problem' },
    example: { detail: 'Contact is already enrolled in this sequence' },
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
    summary: 'Take a contact out of a sequence (premium)',
    description:
      'Cancels the open follow-ups of its active enrollment (completed ones stay) and marks it cancelled. No active enrollment: 404 `Enrollment not found`.',
  })
  @ApiNoContentResponse()
  cancelEnrollment(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Sequence') id: string,
    @IdParam('Contact', 'contact_id') contactId: string,
  ) {
    return this.enrollments.cancel(scope, id, contactId);
  }
}
