import {
  applyDecorators,
  Body,
  Controller,
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
import { customFieldsOf } from '../contacts/contact-fields.table.js';
import { contactBodySchema } from './contact-body-schema.js';
import {
  MAX_CUSTOM_FIELD_OPTIONS,
  MAX_CUSTOM_FIELDS,
  MAX_FILTERABLE_CUSTOM_FIELDS,
} from './custom-fields.rules.js';
import { CustomFieldsService } from './custom-fields.service.js';
import {
  CreateCustomFieldDto,
  CustomFieldListResponse,
  CustomFieldResponse,
  UpdateCustomFieldDto,
} from './dto/custom-field.dto.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };

/** The `{key}` of a definition's routes: another workspace's keys are as unknown as any. */
const FieldKey = () =>
  applyDecorators(
    ApiParam({ name: 'key', description: 'The custom field key', example: 'industry' }),
    ApiNotFoundResponse({
      description: 'No custom field of this workspace has the key',
      schema: PROBLEM,
      example: { status: 404, detail: 'Custom field not found', code: 'not_found' },
    }),
  );

@ApiTags('Custom fields')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('custom-fields')
export class CustomFieldsController {
  constructor(private readonly customFields: CustomFieldsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listCustomFields',
    summary: "The workspace's custom contact fields",
    description:
      'Every definition, archived ones included (`archived_at` set), in their order: by ' +
      '`position`, then by `key`. Open to every member, on a free workspace too.',
  })
  @ApiOkResponse({ type: CustomFieldListResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.customFields.list(scope, query);
  }

  @Get('schema')
  @ApiOperation({
    operationId: 'getContactSchema',
    summary: "A JSON Schema of this workspace's contact body",
    description:
      'JSON Schema 2020-12 of the body of `POST /contacts`: the built-in fields, the stages, and ' +
      '`custom` with every active custom field (type, limits, option ids, required), so a ' +
      'client validates before it sends and a form can be built from it.',
  })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  schema(@CurrentWorkspace() scope: WorkspaceScope) {
    return contactBodySchema(
      scope.workspace.stages,
      customFieldsOf(scope.workspace),
      scope.workspace,
    );
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    operationId: 'createCustomField',
    summary: 'Define a custom contact field (managers, premium)',
    description:
      '`key` is unique in the workspace (archived fields keep theirs), never changes and is ' +
      'never the name of a built-in field (422). `type` never changes. Select types need ' +
      `1-${MAX_CUSTOM_FIELD_OPTIONS} options; an option without \`id\` gets one made from its ` +
      `label. At most ${MAX_CUSTOM_FIELDS} fields per workspace and ` +
      `${MAX_FILTERABLE_CUSTOM_FIELDS} filterable ones, archived included (409).`,
  })
  @ApiCreatedResponse({ type: CustomFieldResponse })
  @ApiConflictResponse({
    description: 'The key is taken, or a limit is reached',
    schema: PROBLEM,
    example: {
      status: 409,
      detail:
        "A custom field with key 'industry' already exists in this workspace (archived ones included)",
      code: 'conflict',
    },
  })
  create(@CurrentWorkspace() scope: WorkspaceScope, @Body() dto: CreateCustomFieldDto) {
    return this.customFields.create(scope, dto);
  }

  @Patch(':key')
  @Roles('admin')
  @FieldKey()
  @ApiOperation({
    operationId: 'updateCustomField',
    summary: 'Edit a custom field (managers, premium)',
    description:
      'Label, description, required, filterable, position, and for select types `options`: the ' +
      'whole list, kept by id (a renamed label is renamed everywhere). An option left out is ' +
      'removed; while contacts hold it (those in the trash too, which a restore brings back) ' +
      'that is 409 with `options_in_use`, unless `replace_with` maps it to a kept option, which ' +
      'those contacts then hold (each announced by `contact.updated`); one that would take a ' +
      "contact's custom values past 64 KiB is 422, changing nothing. A contact write giving a " +
      'value checked against the options before a removal and stored after it is answered by ' +
      'the new options (422), writing nothing. A different `type` is ' +
      '409; a different `key` 422. A field made filterable is indexed for filters and sorts at once ' +
      '(`filter_index: ready`), or, on a workspace with more contacts than the service indexes ' +
      'in one go, by a job: the answer then says `filter_index: building`, and filters and ' +
      'sorts naming the field answer 409 until `GET /custom-fields` shows it `ready`. Making ' +
      'it not filterable or archiving it meanwhile stops the job (unarchiving starts it ' +
      'again); `filterable: true` sent again resumes a build that failed.',
  })
  @ApiOkResponse({ type: CustomFieldResponse })
  @ApiConflictResponse({
    description: 'Removed options in use, a type change or a limit',
    schema: PROBLEM,
    example: {
      status: 409,
      detail:
        "Removed options are still used: 'retail' (3 contacts); name a kept option for each in replace_with",
      code: 'conflict',
      options_in_use: [{ id: 'retail', contacts: 3 }],
    },
  })
  update(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Param('key') key: string,
    @Body() dto: UpdateCustomFieldDto,
  ) {
    return this.customFields.update(scope, user, key, dto);
  }

  @Post(':key/archive')
  @Roles('admin')
  @FieldKey()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'archiveCustomField',
    summary: 'Archive a custom field (managers, premium)',
    description:
      'Hides the field and its values from every answer and refuses writes to it; the values ' +
      'stay stored. Archiving an archived field changes nothing. The build of its filter index ' +
      '(`filter_index: building`) stops while it is archived. A contact write giving a value ' +
      'of the field checked before the archive and stored after it is 422, writing nothing.',
  })
  @ApiOkResponse({ type: CustomFieldResponse })
  archive(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Param('key') key: string,
  ) {
    return this.customFields.setArchived(scope, user, key, true);
  }

  @Post(':key/unarchive')
  @Roles('admin')
  @FieldKey()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unarchiveCustomField',
    summary: 'Bring an archived custom field back (managers, premium)',
    description:
      'Its values come back unchanged; the build of its filter index, if it was stopped by ' +
      'the archiving, starts again.',
  })
  @ApiOkResponse({ type: CustomFieldResponse })
  unarchive(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Param('key') key: string,
  ) {
    return this.customFields.setArchived(scope, user, key, false);
  }
}
