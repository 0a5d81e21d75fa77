import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceScope } from '../../../core/auth/request-context.js';
import { ApiKeyScope } from '../../../core/decorators/api-key-scope.decorator.js';
import { CurrentWorkspace } from '../../../core/decorators/request-context.decorators.js';
import { Roles } from '../../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../../core/http/id-param.decorator.js';
import { DataExportService } from './data-export.service.js';
import { ContactDataExportResponse } from './dto/contact-data-export.response.js';

/** A person's right of access: what the workspace holds about one contact. */
@ApiTags('Contacts')
@ApiBearerAuth()
// It holds the contact's interactions, follow-ups and enrollments: a key needs each family's read.
@ApiKeyScope(['contacts:read', 'activities:read', 'sequences:read'])
@Controller('contacts')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @Get(':id/data-export')
  @Roles('admin')
  @ApiOperation({
    operationId: 'exportContactData',
    summary: 'Everything held about a contact, as one JSON document (admins)',
    description:
      'For a subject access request: the contact (also from the trash), the values of its ' +
      'archived custom fields (`archived_custom`), its interactions, ' +
      'follow-ups, sequence enrollments, stage moves, the merges into it and its whole ' +
      'history (`history`, oldest first, the changes of archived custom fields included), each ' +
      'record with every column the service keeps.',
  })
  @ApiOkResponse({ type: ContactDataExportResponse })
  export(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Contact') id: string) {
    return this.exports.export(scope, id);
  }
}
