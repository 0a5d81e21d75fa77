import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import { TimelinePageResponse } from './dto/timeline.response.js';
import { TimelineService } from './timeline.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Contacts')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller('contacts/:id/timeline')
export class TimelineController {
  constructor(private readonly timeline: TimelineService) {}

  @Get()
  @ApiOperation({
    operationId: 'getContactTimeline',
    summary:
      'Interactions, stage moves, follow-ups (scheduled, completed) and merges of a contact, newest first',
    description:
      'Event kinds: `interaction` (at `occurred_at`), `stage_move` (at `moved_at`, including the ' +
      'entry into the pipeline with `from_stage: null`), `followup_scheduled` (when it was ' +
      'scheduled), `followup_completed` (when it was completed) and `merge` (when contacts were ' +
      'merged into this one, naming them under `merge.merged`; their own history is on this ' +
      'timeline from then on). Each event has `kind`, `at`, `id`, `actor_id` and its record ' +
      'under `interaction`, `stage_move`, `followup` or `merge`. Events are read from the ' +
      'records, so a deleted follow-up leaves the timeline. Keyset-paginated.',
  })
  @ApiOkResponse({ type: TimelinePageResponse })
  get(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Contact') id: string,
    @Query() query: PageQueryDto,
  ) {
    return this.timeline.timeline(scope, id, query);
  }
}
