import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import {
  CreatePipelineDto,
  PipelineListResponse,
  PipelineResponse,
  RemovePipelineQuery,
  UpdatePipelineDto,
} from './dto/pipeline.dto.js';
import { MAX_PIPELINES, MAX_STAGES, RESHAPE_MOVES } from './pipelines.rules.js';
import { PipelinesService } from './pipelines.service.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };

/** The `{key}` of a pipeline's routes: another workspace's keys are as unknown as any. */
const PipelineKey = () =>
  applyDecorators(
    ApiParam({ name: 'key', description: 'The pipeline key', example: 'renewals' }),
    ApiNotFoundResponse({
      description: 'No pipeline of this workspace has the key',
      schema: PROBLEM,
      example: { status: 404, detail: 'Pipeline not found', code: 'not_found' },
    }),
  );

const STAGE_RULES =
  `Stages: 1-${MAX_STAGES}, in board order, at least one \`open\`; a stage key is a lowercase ` +
  "slug that names one stage in the whole workspace (another pipeline's keys are 422; labels " +
  'may repeat). `probability` (0-100) is what the forecast weighs an open deal by; ' +
  "`rotting_days` (1-365, or null for the workspace's `dormancy_days`) is when a contact in " +
  'the stage becomes dormant.';

@ApiTags('Pipelines')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('pipelines')
export class PipelinesController {
  constructor(private readonly pipelines: PipelinesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listPipelines',
    summary: "The workspace's pipelines and their stages",
    description:
      'In their order (`position`); the default pipeline (`default: true`, key `default`) is ' +
      'the one `/settings` edits and the board shows without `?pipeline=`. A free workspace ' +
      'also sees the demo pipeline `renewals` after its own, holding demo contacts; it is ' +
      'never stored and goes away on upgrade. Open to every member.',
  })
  @ApiOkResponse({ type: PipelineListResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.pipelines.list(scope, query);
  }

  @Get(':key')
  @PipelineKey()
  @ApiOperation({ operationId: 'getPipeline', summary: 'One pipeline and its stages' })
  @ApiOkResponse({ type: PipelineResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope, @Param('key') key: string) {
    return this.pipelines.get(scope, key);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    operationId: 'createPipeline',
    summary: 'Add a pipeline (managers, premium)',
    description:
      `At most ${MAX_PIPELINES} pipelines a workspace (409); a key already used is 409. ` +
      STAGE_RULES,
  })
  @ApiCreatedResponse({ type: PipelineResponse })
  @ApiConflictResponse({
    description: 'The key is taken, or the limit is reached',
    schema: PROBLEM,
    example: { status: 409, detail: "Pipeline 'renewals' already exists", code: 'conflict' },
  })
  create(@CurrentWorkspace() scope: WorkspaceScope, @Body() dto: CreatePipelineDto) {
    return this.pipelines.create(scope, dto);
  }

  @Patch(':key')
  @Roles('admin')
  @PipelineKey()
  @ApiOperation({
    operationId: 'updatePipeline',
    summary: 'Rename, reorder or reshape a pipeline (managers, premium)',
    description:
      '`name`, `position` and `stages` (the whole list); the key never changes. Leaving out a ' +
      'stage that still holds real contacts (those in the trash too) is 409 with ' +
      "`stages_in_use`, unless `move_to` maps it to a stage the workspace keeps (this pipeline's " +
      "or another's): its contacts, trashed ones included, then move there. " +
      RESHAPE_MOVES +
      ' A stage whose `kind` changes takes its contacts along: into a won or lost stage they ' +
      'are closed (`closed_at` now, kept if already closed) and their active sequence ' +
      'enrollments finish (`enrollment.finished`, open step follow-ups cancelled), into an ' +
      'open one reopened (`closed_at` null); a `lost_reason` stays only in a lost stage. ' +
      STAGE_RULES,
  })
  @ApiOkResponse({ type: PipelineResponse })
  @ApiConflictResponse({
    description: 'A removed stage still holds contacts',
    schema: PROBLEM,
    example: {
      status: 409,
      detail: "Stage 'renewal-due' still holds 3 contacts; name a stage to move them to (move_to)",
      code: 'conflict',
      stages_in_use: [{ key: 'renewal-due', contacts: 3 }],
    },
  })
  update(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Param('key') key: string,
    @Body() dto: UpdatePipelineDto,
  ) {
    return this.pipelines.update(scope, user, key, dto);
  }

  @Delete(':key')
  @Roles('admin')
  @PipelineKey()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deletePipeline',
    summary: 'Remove a pipeline (managers, premium)',
    description:
      'Answers 204. The default pipeline cannot be removed (409). A pipeline that still holds ' +
      'real contacts (those in the trash too) is 409 with their number per stage, unless ' +
      '`?move_to=<pipeline key>` names another pipeline: they then move into its first open ' +
      'stage, each a stage move made by the caller (recorded and announced as ' +
      '`contact.stage_changed`), never counted as activity (`last_activity_at` stays).',
  })
  @ApiNoContentResponse()
  @ApiConflictResponse({
    description: 'The default pipeline, or one that holds contacts',
    schema: PROBLEM,
    example: {
      status: 409,
      detail:
        "Pipeline 'renewals' still holds 3 contacts; name a pipeline to move them to (move_to)",
      code: 'conflict',
      stages_in_use: [{ key: 'renewal-due', contacts: 3 }],
    },
  })
  remove(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Param('key') key: string,
    @Query() query: RemovePipelineQuery,
  ) {
    return this.pipelines.remove(scope, user, key, query.move_to);
  }
}
