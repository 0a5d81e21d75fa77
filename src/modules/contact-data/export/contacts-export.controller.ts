import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
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
import { TAG_SEPARATOR } from '../../contacts/contacts.rules.js';
import { ContactsExportService, EXPORT_COLUMNS } from './contacts-export.service.js';
import { ExportContactsQuery } from './dto/export-contacts.query.js';

/** A workspace with two custom fields: a select (`industry`) and a currency (`deal_size`). */
const EXPORT_EXAMPLE =
  `\uFEFF${EXPORT_COLUMNS.join(',')},custom.industry,custom.deal_size.amount_minor,custom.deal_size.currency\n` +
  '5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33,Ada,Lovelace,ada@engines.example,' +
  "'+44 20 7946 0958,Analytical Engines,CTO,lead,0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10,250000," +
  `vip${TAG_SEPARATOR}webinar,2026-01-15T09:30:00.000Z,2026-01-10T08:00:00.000Z,2026-01-15T09:30:00.000Z,` +
  'software,1500000,EUR\n';

/**
 * The contacts as a CSV file. A static path under `/contacts`: Fastify prefers a static segment
 * to the `:id` parameter, so `/contacts/export` never reaches `GET /contacts/{id}`.
 */
@ApiTags('Contacts')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller('contacts')
export class ContactsExportController {
  constructor(private readonly exports: ContactsExportService) {}

  @Get('export')
  @ApiOperation({
    operationId: 'exportContacts',
    summary: 'Every matching contact as a CSV file, streamed',
    description:
      'Takes every filter of `GET /contacts` (`stage`, `owner_id`, `q`, `dormant`, `tag` and the ' +
      'conditions of `filter`) and its `sort`, with the same rules: an unknown stage or field, or ' +
      'a malformed filter or sort, is 422 and no file is sent. A ' +
      'read, so free workspaces export their demo contacts and premium ones their real ' +
      'contacts. Answers `text/csv; charset=utf-8` as the attachment `contacts.csv`: a UTF-8 ' +
      'byte order mark (so spreadsheets read accents right), a header row naming the columns ' +
      `(${EXPORT_COLUMNS.join(', ')}, then \`custom.<key>\` for each active custom field in ` +
      'its order, a currency field as the two columns `custom.<key>.amount_minor` and ' +
      '`custom.<key>.currency`; archived fields are left out), then one row per contact, newest ' +
      'first or in the order of `sort` (missing values last), in one snapshot (contacts created while the file streams are not in it). Tags are ' +
      `joined by \`${TAG_SEPARATOR}\`; timestamps are ISO 8601 UTC; an empty cell is a missing value. ` +
      'A custom value is written as the import reads it back: a boolean `true` or `false`, a ' +
      `date or datetime ISO 8601, an option by its id, a multi-select's ids joined by \`${TAG_SEPARATOR}\`, ` +
      'a member by id. ' +
      'A text cell that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, ' +
      'their full-width forms `＝`, `＋`, `－`, `＠`, a tab or a carriage return), or that starts ' +
      'with a single quote itself, is written with a leading single quote, so `+44 20 7946 0958` ' +
      "is written `'+44 20 7946 0958`; the import takes exactly that quote off, so the file " +
      'imports back unchanged. The file streams from a database cursor whatever its size; a ' +
      'failure after the first bytes cuts the response short rather than ending it as if complete.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({
    description: 'The CSV file',
    content: { 'text/csv': { schema: { type: 'string' }, example: EXPORT_EXAMPLE } },
  })
  async export(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ExportContactsQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return new StreamableFile(await this.exports.csv(scope, user, query, filters), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename=contacts.csv',
    });
  }
}
