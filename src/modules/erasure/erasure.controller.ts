import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import { ErasurePageResponse, ErasureResponse } from './dto/erasure.response.js';
import { ErasureService } from './erasure.service.js';

/** Erasing a person's data on request, and the record of each erasure. */
@ApiTags('Trash')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller()
export class ErasureController {
  constructor(private readonly erasures: ErasureService) {}

  @Post('contacts/:id/erase')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    operationId: 'eraseContact',
    summary: 'Erase a contact and every copy of its data (admins, premium)',
    description:
      'For a right-to-erasure request: the contact, live or in the trash, is deleted now with ' +
      'everything hanging from it, and its data is scrubbed from the copies tied to it (that ' +
      'carry its id, e-mail or phone, those of its custom e-mail and phone fields included, ' +
      'and those of the duplicates merged into it; a name alone ties nothing): stored webhook ' +
      'events and their deliveries, stored idempotent answers (a replay answers 410; a key ' +
      'that holds its e-mail or number is kept as its digest, which a replay with it still ' +
      'finds), bulk operations, import row errors, the files of imports not yet over, saved ' +
      'views, and of other contacts the follow-up titles, interaction summaries and custom ' +
      'values that quote its e-mail or phone (their own e-mail or phone that is its e-mail or ' +
      'number, and such a custom e-mail, phone or URL, go whole), the history (a change left ' +
      'with nothing but its values goes) and the merge records. Answers the erasure record, ' +
      'which keeps no personal data. `contact.erased` carries the id only; the other ' +
      'contacts, follow-ups and interactions it rewrites (outside the trash) are announced as ' +
      '`contact.updated`, `followup.updated` and `interaction.updated`, their `previous` ' +
      'naming each lost value "[erased]".',
  })
  @ApiOkResponse({ type: ErasureResponse })
  erase(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Contact') id: string) {
    return this.erasures.erase(scope, id);
  }

  @Get('erasures')
  @Roles('admin')
  @ApiOperation({
    operationId: 'listErasures',
    summary: 'The erasures of the workspace, newest first (admins)',
  })
  @ApiOkResponse({ type: ErasurePageResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.erasures.list(scope, query);
  }
}
