import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { ValidationProblem } from '../../core/http/problem.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import { ContactResponse } from '../contacts/dto/contact.response.js';
import { RestoreContactsDto } from './dto/restore-contacts.dto.js';
import { RestoredContactsResponse, TrashPageResponse } from './dto/trash.response.js';
import { notInTrashDetail } from './trash.rules.js';
import { TrashService } from './trash.service.js';

/** The contacts' trash: listed, restored, purged. */
@ApiTags('Trash')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller()
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  @Get('trash/contacts')
  @ApiOperation({
    operationId: 'listTrashedContacts',
    summary: 'The contacts in the trash, most recently deleted first',
    description:
      '`DELETE /contacts/{id}` and bulk deletes put contacts here, with their interactions, ' +
      'follow-ups, stage moves and enrollments; every other route treats them as gone (404). ' +
      'Each stays `settings.trash_retention_days` days, then is purged for good.',
  })
  @ApiOkResponse({ type: TrashPageResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.trash.list(scope, query);
  }

  @Post('contacts/:id/restore')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'restoreContact',
    summary: 'Take a contact out of the trash (premium); answers it',
    description:
      'It comes back as it was, with its interactions, follow-ups, stage moves and enrollments: ' +
      'no activity bump, no routing turn. Back in a stage that turned won or lost meanwhile, ' +
      'its active enrollments finish, as a move there finishes them (`enrollment.finished`). ' +
      '404 when it is not in the trash. `contact.restored`.',
  })
  @ApiOkResponse({ type: ContactResponse })
  restore(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Contact') id: string) {
    return this.trash.restoreOne(scope, id);
  }

  @Post('contacts/restore')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'restoreContacts',
    summary: 'Take contacts out of the trash (premium), all or none',
    description:
      '`ids`, or `bulk_operation_id` for every contact that bulk operation deleted (undoing a ' +
      'bulk delete in one call). Listed ids not in the trash make the whole call 404, naming ' +
      'them in `contact_ids`, and nothing is restored. `contact.restored` for each.',
  })
  @ApiBody({
    type: RestoreContactsDto,
    examples: {
      ids: {
        summary: 'Listed contacts',
        value: { ids: ['5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'] },
      },
      bulk: {
        summary: 'What a bulk delete deleted',
        value: { bulk_operation_id: '0d1c5f7e-3b2a-4c8d-9e6f-1a2b3c4d5e6f' },
      },
    },
  })
  @ApiOkResponse({ type: RestoredContactsResponse })
  @ApiNotFoundResponse({
    description: 'Listed contacts not in the trash (`contact_ids`), or no such bulk operation',
    schema: { $ref: '#/components/schemas/Problem' },
    example: {
      status: 404,
      detail: notInTrashDetail(1, 3),
      code: 'not_found',
      contact_ids: ['5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'],
    },
  })
  restoreMany(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: RestoreContactsDto,
  ) {
    if ((dto.ids === undefined) === (dto.bulk_operation_id === undefined)) {
      throw ValidationProblem.of('ids', 'give either ids or bulk_operation_id');
    }
    return this.trash.restoreMany(
      scope,
      user,
      dto.ids ? { ids: dto.ids } : { operationId: dto.bulk_operation_id! },
    );
  }

  @Delete('trash/contacts/:id')
  @HttpCode(204)
  @Roles('admin')
  @ApiOperation({
    operationId: 'purgeContact',
    summary: 'Purge a contact from the trash now (admins, premium)',
    description:
      'Deletes it for good with everything hanging from it. 404 when it is not in the trash. ' +
      '`contact.purged` (its id only).',
  })
  @ApiNoContentResponse()
  purge(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Contact') id: string) {
    return this.trash.purgeOne(scope, id);
  }
}
