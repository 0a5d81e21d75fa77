import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { ApiKeyScope } from '../../../core/decorators/api-key-scope.decorator.js';
import {
  CurrentUser,
  CurrentWorkspace,
} from '../../../core/decorators/request-context.decorators.js';
import { FILTER_PARAM } from '../../contacts/query/contact-query.openapi.js';
import {
  FilterParams,
  type FilterParamValues,
} from '../../../core/http/filter-params.decorator.js';
import { DuplicatesQuery } from './dto/duplicates.query.js';
import { MAX_GROUP_CONTACTS } from './contact-duplicates.rules.js';
import { ContactDuplicatesService } from './contact-duplicates.service.js';
import { DuplicateGroupPageResponse } from './dto/contact-duplicates.response.js';

/** Finding contacts that are the same person. */
@ApiTags('Contacts')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller('contacts')
export class ContactDuplicatesController {
  constructor(private readonly duplicates: ContactDuplicatesService) {}

  // A static path: Fastify prefers it to the `:id` of GET /contacts/{id}.
  @Get('duplicates')
  @ApiOperation({
    operationId: 'listContactDuplicates',
    summary: 'Groups of contacts sharing an e-mail or a phone number',
    description:
      'A group is two or more contacts sharing a normalised e-mail (`kind: email`; compared ' +
      'case-insensitively, e-mails being stored trimmed) or a normalised phone number (`kind: ' +
      'phone`; E.164, a number without its country code read in the workspace `default_region` ' +
      'of the settings; phones that are not possible numbers are never grouped). `value` is the ' +
      `shared normalised value, \`contacts_count\` the group's size and \`contacts\` its first ${MAX_GROUP_CONTACTS} ` +
      'contacts, oldest first. A contact with both in common with others is in both groups. ' +
      'Groups come e-mail first, then phone, each by value; keyset-paginated. A premium ' +
      'workspace sees its real contacts, a free one its demo contacts. `view` and `filter` ' +
      'choose the contacts grouped as `GET /contacts` does: a group is two or more of them.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: DuplicateGroupPageResponse })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: DuplicatesQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.duplicates.list(scope, user, query, filters);
  }
}
