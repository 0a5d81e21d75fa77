import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { ApiKeyScope } from '../../../core/decorators/api-key-scope.decorator.js';
import {
  CurrentUser,
  CurrentWorkspace,
} from '../../../core/decorators/request-context.decorators.js';
import { BulkOperationsService } from './bulk-operations.service.js';
import {
  BULK_BATCH_SIZE,
  BULK_INDEX_RECHECK_SECONDS,
  BULK_INDEX_WAIT_SECONDS,
  bulkNotFoundDetail,
  MAX_BULK_CONTACTS,
  NEITHER_IDS_NOR_FILTER_MESSAGE,
} from './contacts-bulk.rules.js';
import { BulkContactsDto, BulkContactsResponse } from './dto/bulk-contacts.dto.js';
import { BulkOperationQueuedResponse } from './dto/bulk-operation.response.js';

/**
 * `POST /contacts/bulk`: one action over many contacts. A static path under `/contacts`: Fastify
 * prefers a static segment to the `:id` parameter, so it never reaches a route of one contact.
 */
@ApiTags('Contacts')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller('contacts')
export class ContactsBulkController {
  constructor(private readonly bulk: BulkOperationsService) {}

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'bulkUpdateContacts',
    summary:
      'One action over many contacts (premium): listed ones at once, all or nothing; a filter as a job',
    description:
      `\`{ action, params }\` with exactly one of \`contact_ids\` (1-${MAX_BULK_CONTACTS} distinct ` +
      'ids) or `filter` (a filter tree as `POST /contacts/search` takes it, or the filters of ' +
      '`GET /contacts`); neither or both is 422. Each contact ' +
      'follows the rules of its single route and emits its events: `move_stage` ' +
      '`{ stage, pipeline?, lost_reason? }` as `POST /contacts/{id}/stage` (with `pipeline`, ' +
      "into that pipeline's `stage`; without it each contact stays in its own pipeline, and a " +
      'contact whose pipeline lacks the stage refuses the action: 422 naming `params.stage`, ' +
      'nothing moved, or over a filter the job fails before its first batch (checked over every ' +
      'contact it matched, then again in each batch); last_activity_at now for ' +
      'each; a move recorded and ' +
      '`contact.stage_changed` for each that was in another stage; a won- or lost-kind stage ' +
      'finishes active sequence enrollments and cancels their open follow-ups); ' +
      '`assign_owner` `{ owner_id }` (a member, or null) as `PATCH` (not activity; ' +
      '`contact.updated` with the previous owner for each whose owner changed); `add_tags` ' +
      '`{ tags }` appends the tags a contact lacks and `remove_tags` `{ tags }` removes them ' +
      '(not activity; `contact.updated` with the previous tags for each that changed; a contact ' +
      'would carry more than 20 tags: 422); `set_fields` `{ custom }` sets custom values as ' +
      '`PATCH` sets `custom` (key by key, a null clearing one; not activity; checked ' +
      "against the workspace's active fields before anything is written, 422 naming " +
      '`params.custom.<key>`; a contact whose custom values would pass 64 KiB: 422 ' +
      '`params.custom`; `contact.updated` with `previous.custom` holding the old values of the ' +
      'keys that changed, for each that changed); `delete` (no params) as `DELETE` (records go ' +
      'with the contacts; `contact.deleted` for each). Bad params are 422 naming ' +
      '`params.<field>`. ' +
      'With `contact_ids`: one transaction, the contacts locked in id order; any id not among ' +
      "the workspace's contacts (unknown, another workspace's, a demo contact) is 404 with " +
      '`contact_ids` listing them, sorted; on any error nothing changes; 200 with `affected`, ' +
      'the number of contacts acted on (all of those listed). With `filter`: the filter is ' +
      'checked (an unknown stage or a malformed filter is 422 naming `filter.<field>`; `{}` ' +
      'matches every contact) and the action is queued as a job, 202 `{ id, status: "queued" }`. ' +
      'When the job starts it keeps the ids of the contacts the filter matches then (contacts ' +
      `created later are not touched) and acts on them in batches of ${BULK_BATCH_SIZE}, each all ` +
      'or nothing with its count; contacts gone meanwhile are skipped and counted. A filter on a ' +
      'custom field whose `filter_index` became `building` since keeps the job `running` until ' +
      `the index is ready (looked at every ${BULK_INDEX_RECHECK_SECONDS} s, for at most ` +
      `${BULK_INDEX_WAIT_SECONDS / 3600} hour from its acceptance, then it fails with the filter's 409). ` +
      'Follow it with `GET /bulk-operations/{id}`.',
  })
  @ApiBody({
    type: BulkContactsDto,
    examples: {
      move: {
        summary: 'Move contacts to a stage',
        value: {
          action: 'move_stage',
          params: { stage: 'contacted' },
          contact_ids: ['5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'],
        },
      },
      tag: {
        summary: 'Tag contacts',
        value: {
          action: 'add_tags',
          params: { tags: ['webinar'] },
          contact_ids: ['5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'],
        },
      },
      setFields: {
        summary: 'Set a custom field of contacts',
        value: {
          action: 'set_fields',
          params: { custom: { industry: 'saas' } },
          contact_ids: ['5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'],
        },
      },
      filter: {
        summary: 'Tag every lead, as a job',
        value: {
          action: 'add_tags',
          params: { tags: ['webinar'] },
          filter: { stage: 'lead' },
        },
      },
    },
  })
  @ApiOkResponse({ type: BulkContactsResponse, description: 'With `contact_ids`: done' })
  @ApiAcceptedResponse({
    type: BulkOperationQueuedResponse,
    description: 'With `filter`: queued as a job',
  })
  @ApiNotFoundResponse({
    description: 'Some contacts are not found; `contact_ids` lists them, sorted',
    schema: { $ref: '#/components/schemas/Problem' },
    example: {
      status: 404,
      detail: bulkNotFoundDetail(1, 2),
      code: 'not_found',
      contact_ids: ['5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'],
    },
  })
  @ApiUnprocessableEntityResponse({
    description: 'Validation failed: `errors` names each field',
    schema: { $ref: '#/components/schemas/Problem' },
    example: {
      status: 422,
      detail: `Validation failed: ${NEITHER_IDS_NOR_FILTER_MESSAGE}`,
      code: 'validation_failed',
      errors: [{ field: 'contact_ids', message: NEITHER_IDS_NOR_FILTER_MESSAGE }],
    },
  })
  async bulkUpdate(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: BulkContactsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BulkContactsResponse | BulkOperationQueuedResponse> {
    const answer = await this.bulk.submit(scope, user, dto);
    // A job was queued: accepted, not done.
    if ('status' in answer) void reply.status(202);
    return answer;
  }
}
