import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { ApiKeyScope } from '../../../core/decorators/api-key-scope.decorator.js';
import {
  CurrentUser,
  CurrentWorkspace,
} from '../../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../../core/pagination/pagination.js';
import { BulkOperationsService } from './bulk-operations.service.js';
import { BULK_ALREADY_FINISHED_DETAIL, BULK_BATCH_SIZE } from './contacts-bulk.rules.js';
import { BulkOperationPageResponse, BulkOperationResponse } from './dto/bulk-operation.response.js';

/** The jobs `POST /contacts/bulk` starts for a filter. */
@ApiTags('Bulk operations')
@ApiBearerAuth()
// They act on contacts: a key needs contacts:write to cancel one, contacts:read to follow it.
@ApiKeyScope('contacts')
@Controller('bulk-operations')
export class BulkOperationsController {
  constructor(private readonly operations: BulkOperationsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listBulkOperations',
    summary: 'Bulk operations over a filter, newest first',
    description:
      'The jobs `POST /contacts/bulk` started for a `filter`, each with its status and counts, ' +
      'as `GET /bulk-operations/{id}` shows them. A free workspace lists none (it can start none). ' +
      'A member whose `member_visibility` is not `all` sees only the operations they started.',
  })
  @ApiOkResponse({ type: BulkOperationPageResponse })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: PageQueryDto,
  ) {
    return this.operations.list(scope, user, query);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getBulkOperation',
    summary: 'A bulk operation over a filter: its status and counts',
    description:
      '`status`: `queued`, `running`, then `succeeded`, `failed` (with `error`: a batch the ' +
      "action's rules refused, such as a contact that would carry more than 20 tags, or the " +
      'workspace no longer premium; the batches before it stay applied) or `cancelled`. ' +
      '`counts.matched` is the number of contacts the filter matched when the job started (null ' +
      'before); `processed` moves batch by batch (' +
      `${BULK_BATCH_SIZE} contacts), each batch counted in the transaction that applies it, so ` +
      'the counts always tell exactly what was done: `affected` contacts acted on, `skipped` ' +
      "those gone before their batch came. Another workspace's operation is 404 " +
      '`Bulk operation not found`, and so is, to a member whose `member_visibility` is not ' +
      '`all`, one another member started.',
  })
  @ApiOkResponse({ type: BulkOperationResponse })
  get(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Bulk operation') id: string,
  ) {
    return this.operations.get(scope, user, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'cancelBulkOperation',
    summary: 'Cancel a queued or running bulk operation (premium)',
    description:
      'Batches already applied stay; the job stops before its next batch (a batch being applied ' +
      'finishes first, and is counted). An operation already over (succeeded, failed, ' +
      'cancelled) is 409.',
  })
  @ApiOkResponse({ type: BulkOperationResponse })
  @ApiConflictResponse({
    description: 'The operation is already over',
    schema: { $ref: '#/components/schemas/Problem' },
    example: {
      status: 409,
      detail: BULK_ALREADY_FINISHED_DETAIL,
      code: 'conflict',
      status_now: 'succeeded',
    },
  })
  cancel(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Bulk operation') id: string,
  ) {
    return this.operations.cancel(scope, user, id);
  }
}
