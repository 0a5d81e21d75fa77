import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { MultipartBody } from '../../core/http/body-media-types.js';
import { IdempotencyBody } from '../../core/decorators/idempotency-body.decorator.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import {
  CREATE_IMPORT_BODY_SCHEMA,
  ImportPageResponse,
  ImportQueuedResponse,
  ImportResponse,
} from './dto/import.dto.js';
import {
  ALREADY_FINISHED_DETAIL,
  FILE_TOO_LARGE_DETAIL,
  NOT_MULTIPART_DETAIL,
  TAG_SEPARATOR,
  UPLOAD_GONE_DETAIL,
} from './imports.rules.js';
import { ImportsService } from './imports.service.js';
import { type ImportUpload, ImportUploadBody, ImportUploads } from './imports.upload.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };

@ApiTags('Imports')
@ApiBearerAuth()
// Imports write contacts: a key needs contacts:write to start one, contacts:read to follow it.
@ApiKeyScope('contacts')
@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Post()
  @HttpCode(202)
  @IdempotencyBody(ImportUploads)
  @ApiOperation({
    operationId: 'createImport',
    summary: 'Import contacts from a CSV file (premium); answers 202 with a queued job',
    description:
      'A `multipart/form-data` body: `file` (CSV, at most 20 MiB, else 413; a body that is not ' +
      'multipart is 415) and `mapping`, a JSON object of CSV header to contact field: a ' +
      'custom field is `custom.<key>` or its exact label (a key wins), a currency field the two ' +
      'columns `custom.<key>.amount_minor` and `custom.<key>.currency`, as the export names ' +
      'them. The fields are checked before anything is queued (422): an unknown field, an ' +
      'archived custom field, half of a currency pair, a field mapped from two headers, no ' +
      'column for `first_name`, `match_on: email` without a column for `email`. ' +
      'The job reads UTF-8 (with or without BOM), comma or semicolon (from the header line), ' +
      'quoted fields and CRLF; a file that is not CSV (not UTF-8, binary, a row with another ' +
      'number of fields than the header, a mapped column missing from the header) fails the job ' +
      'with `error`. Each row is checked as the body of `POST /contacts` (a new contact) or ' +
      '`PATCH /contacts/{id}` (a matched one) with the same messages; a bad row fails alone ' +
      '(`errors`: `row` is the data row, from 1). An empty cell leaves its field out. `stage` ' +
      'is a stage key (it only places a new contact), `owner_email` a member (else routing ' +
      `chooses), \`value_cents\` an integer, \`tags\` separated by \`${TAG_SEPARATOR}\`. ` +
      'A custom cell is read by its type (a number `1234.5`; a boolean true/false, yes/no or ' +
      `1/0; an option by id or label, a multi-select's separated by \`${TAG_SEPARATOR}\`; a member by ` +
      'id or e-mail in any case) and checked as the API checks `custom` (`field: custom.<key>` ' +
      'and its message, which names what a cell may hold; a ' +
      'new contact without a required field fails); a matched contact keeps the custom values ' +
      'the row leaves empty. ' +
      'New contacts follow the creation rules (routing turn, entry stage move, ' +
      '`last_activity_at` now, `contact.created`); `match_on: email` finds a real contact by ' +
      'e-mail, case folded, and `on_match` edits it by the PATCH rules (`contact.updated`, no ' +
      'activity) or skips the row; a row matching two contacts fails; two rows of a new e-mail ' +
      'create one contact, the second then matches it. `dry_run: true` writes nothing and counts ' +
      'the same. Follow the job with `GET /imports/{id}`. With `Idempotency-Key`, the same key ' +
      'with the same file and fields answers the first 202 again; with another file or other ' +
      'fields it is 422.',
  })
  @MultipartBody()
  @ApiBody({ schema: CREATE_IMPORT_BODY_SCHEMA })
  @ApiAcceptedResponse({ type: ImportQueuedResponse })
  @ApiConflictResponse({
    description:
      "The upload's file was deleted before its import was recorded (`code: upload_gone`): its " +
      'request ended (the client went away), or no MiB of the file came for over an hour. Send ' +
      'it again after Retry-After seconds; an `Idempotency-Key` does not store this answer',
    schema: PROBLEM,
    headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
    example: { status: 409, detail: UPLOAD_GONE_DETAIL, code: 'upload_gone' },
  })
  @ApiPayloadTooLargeResponse({
    description: 'The file is larger than 20 MiB',
    schema: PROBLEM,
    example: { status: 413, detail: FILE_TOO_LARGE_DETAIL, code: 'payload_too_large' },
  })
  @ApiUnsupportedMediaTypeResponse({
    description: 'The body is not multipart/form-data',
    schema: PROBLEM,
    example: { status: 415, detail: NOT_MULTIPART_DETAIL, code: 'unsupported_media_type' },
  })
  @ApiUnprocessableEntityResponse({
    description: 'Validation failed: `errors` names each field',
    schema: PROBLEM,
    example: {
      status: 422,
      detail: 'Validation failed: mapping must map a column to first_name',
      code: 'validation_failed',
      errors: [{ field: 'mapping', message: 'mapping must map a column to first_name' }],
    },
  })
  create(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @ImportUploadBody() upload: ImportUpload,
  ) {
    return this.imports.create(scope, user, upload);
  }

  @Get()
  @ApiOperation({
    operationId: 'listImports',
    summary: 'Imports, newest first',
    description:
      'Each with its status and counts; `GET /imports/{id}` adds its row errors. A member whose ' +
      '`member_visibility` is not `all` sees only the imports they started.',
  })
  @ApiOkResponse({ type: ImportPageResponse })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: PageQueryDto,
  ) {
    return this.imports.list(scope, user, query);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getImport',
    summary: 'An import: its status, counts and first row errors',
    description:
      '`status`: `queued`, `running`, then `succeeded`, `failed` (with `error`) or ' +
      '`cancelled`. The counts move batch by batch (500 rows), each batch counted in the ' +
      'transaction that writes it, so they always tell exactly what was written. `errors` holds ' +
      "the first 1,000 failed rows. Another workspace's import is 404 `Import not found`, and " +
      'so is, to a member whose `member_visibility` is not `all`, one another member started.',
  })
  @ApiOkResponse({ type: ImportResponse })
  get(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Import') id: string,
  ) {
    return this.imports.get(scope, user, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'cancelImport',
    summary: 'Cancel a queued or running import (premium)',
    description:
      'Rows already counted stay written; the job stops before its next batch. An import ' +
      'already over (succeeded, failed, cancelled) is 409.',
  })
  @ApiOkResponse({ type: ImportResponse })
  @ApiConflictResponse({
    description: 'The import is already over',
    schema: PROBLEM,
    example: {
      status: 409,
      detail: ALREADY_FINISHED_DETAIL,
      code: 'conflict',
      status_now: 'succeeded',
    },
  })
  cancel(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Import') id: string,
  ) {
    return this.imports.cancel(scope, user, id);
  }
}
