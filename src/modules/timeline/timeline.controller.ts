import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { TimelineQueryDto } from './dto/timeline-query.dto.js';
import { TimelinePageResponse } from './dto/timeline.response.js';
import { TimelineService } from './timeline.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Contacts')
@ApiBearerAuth()
// It shows the contact's interactions and follow-ups: a key needs the activities scope too.
@ApiKeyScope(['contacts:read', 'activities:read'])
@Controller('contacts/:id/timeline')
export class TimelineController {
  constructor(private readonly timeline: TimelineService) {}

  @Get()
  @ApiOperation({
    operationId: 'getContactTimeline',
    summary:
      'Interactions, stage moves, follow-ups (scheduled, completed), merges and changes of a contact, newest first',
    description:
      'Event kinds: `interaction` (at `occurred_at`), `stage_move` (at `moved_at`, including the ' +
      'entry into the pipeline with `from_stage: null`), `followup_scheduled` (when it was ' +
      'scheduled), `followup_completed` (when it was completed) `merge` (when contacts were ' +
      'merged into this one, naming them under `merge.merged`; their own history is on this ' +
      'timeline from then on) and `change` (an entry of `GET /contacts/{id}/history`: its ' +
      '`via`, `followup_id`, `merged_from` and `changes`). Each event has `kind`, `at`, `id`, `actor_id` and its ' +
      'record under `interaction`, `stage_move`, `followup`, `merge` or `change`; `?kind=` picks ' +
      'kinds. Events other than changes are read from the records, so a deleted follow-up ' +
      'leaves them (its changes stay). Newest first; the events of one write, which share ' +
      'their `at`, in the reverse of the order it made them: its `merge`, `interaction`, ' +
      '`followup_completed`, `followup_scheduled` and `stage_move` events, then its changes in ' +
      'the order the history lists them. Keyset-paginated.',
  })
  @ApiOkResponse({ type: TimelinePageResponse })
  get(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Contact') id: string,
    @Query() query: TimelineQueryDto,
  ) {
    return this.timeline.timeline(scope, id, query);
  }
}
