import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { ApiKeyScope } from '../../../core/decorators/api-key-scope.decorator.js';
import {
  CurrentUser,
  CurrentWorkspace,
} from '../../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../../core/http/id-param.decorator.js';
import { ContactMergeService } from './contact-merge.service.js';
import { MAX_MERGE_SOURCES, MERGED_TOGETHER, SELF_MERGE_MESSAGE } from './contact-merge.rules.js';
import { MERGE_FIELDS } from '../../contacts/contact-field-lists.js';
import { ContactResponse } from '../../contacts/dto/contact.response.js';
import { MergeContactsDto } from './dto/merge-contacts.dto.js';

/** Merging contacts that are the same person into one. */
@ApiTags('Contacts')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller('contacts')
export class ContactMergeController {
  constructor(private readonly merges: ContactMergeService) {}

  @Post(':id/merge')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'mergeContacts',
    summary: 'Merge contacts into this one (premium); answers the merged contact',
    description:
      `Folds 1-${MAX_MERGE_SOURCES} \`source_ids\` into the contact of the path and deletes them, in one ` +
      'transaction that first locks all of them in id order (a concurrent write to a source ' +
      'either lands before and moves with it, or waits and then finds it gone: 404). The ' +
      "sources' interactions, follow-ups, stage moves and sequence enrollments move to the " +
      'target; an active enrollment in a sequence the target is already active in (or, between ' +
      'sources, the later one) is cancelled with its open follow-ups. Tags become the union ' +
      '(422 past 20), `last_activity_at` the latest of all, the stage stays the target one. ' +
      `\`fields\` takes a field (${MERGE_FIELDS.join(', ')}) from one of the sources; other ` +
      'fields keep the target value. ' +
      MERGED_TOGETHER.map(
        (pair) =>
          `\`${pair[0]}\` and \`${pair[1]}\` come together from one source (naming either ` +
          'takes both; naming them from different sources is 422). ',
      ).join('') +
      'Custom values: the target keeps its own; each it has none for (archived fields too) ' +
      'takes the value of the first source listed in `source_ids` that has one; a ' +
      "multi-select becomes the union (the target's options, then each source's new ones, in " +
      '`source_ids` order); past 64 KiB of custom values it is 422. ' +
      'The board counters follow. The timeline shows a `merge` event. Webhooks: ' +
      '`contact.merged` (the merged contact, `merged_ids`, and `previous` with the old values ' +
      'of the fields the merge changed, as `contact.updated` names them: custom values only ' +
      'by the keys that changed), then `contact.deleted` for each ' +
      'source with `merged_into`. 404 `Contact not found` when the target or any source is not ' +
      'a contact of this workspace; 422 when the target is among the sources, a `fields` ' +
      'value is not one of `source_ids`, or a pair of `fields` names two sources.',
  })
  @ApiBody({
    type: MergeContactsDto,
    examples: {
      keepEmail: {
        summary: 'Merge one duplicate, taking its e-mail',
        value: {
          source_ids: ['5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'],
          fields: { email: '5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33' },
        },
      },
    },
  })
  @ApiOkResponse({ type: ContactResponse })
  @ApiNotFoundResponse({
    description: 'A source is not a contact of this workspace',
    schema: { $ref: '#/components/schemas/Problem' },
    example: { status: 404, detail: 'Contact not found', code: 'not_found' },
  })
  @ApiUnprocessableEntityResponse({
    description: 'Validation failed',
    schema: { $ref: '#/components/schemas/Problem' },
    example: {
      status: 422,
      detail: `Validation failed: ${SELF_MERGE_MESSAGE}`,
      code: 'validation_failed',
      errors: [{ field: 'source_ids', message: SELF_MERGE_MESSAGE }],
    },
  })
  merge(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Contact') id: string,
    @Body() dto: MergeContactsDto,
  ) {
    return this.merges.merge(scope, user, id, dto);
  }
}
