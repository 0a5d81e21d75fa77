import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import {
  CreateViewDto,
  INVALID_PLACES,
  UpdateViewDto,
  ViewPageResponse,
  ViewResponse,
} from './dto/view.dto.js';
import {
  DELETE_FORBIDDEN_DETAIL,
  EDIT_FORBIDDEN_DETAIL,
  MAX_VIEW_COLUMNS,
  MAX_VIEWS,
  TOO_MANY_VIEWS_DETAIL,
} from './views.rules.js';
import { ViewsService } from './views.service.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };

const CHECKS =
  'The filter is read as `POST /contacts/search` reads it and the sort as `GET /contacts` does, ' +
  'with the same 422 naming the place (`filter.or.1.and.0.field`, `sort`); `columns` are field ' +
  `names, at most ${MAX_VIEW_COLUMNS}, each once, an unknown or archived one 422 on ` +
  '`columns.<i>`. Nothing is stored on a 422. The filter is kept as given: `me` and relative ' +
  'dates (`within_last: 7d`) resolve each time the view is used, for the member using it.';

const VISIBILITY_RULES =
  "A private view is its author's alone: to anyone else, managers included, it is 404 " +
  '`View not found`, like a view of another workspace. A workspace view is read by every ' +
  'member and changed or deleted by its author and by managers (anyone else: 403); only its ' +
  'author changes its visibility.';

const invalidFilter = {
  description: 'The filter, the sort or the columns do not read, or the body is invalid',
  schema: PROBLEM,
  example: {
    status: 422,
    detail:
      "Validation failed: filter.and.0.field: 'colour' is not a field contacts can be filtered on",
    code: 'validation_failed',
    errors: [
      {
        field: 'filter.and.0.field',
        message: "filter.and.0.field: 'colour' is not a field contacts can be filtered on",
      },
    ],
  },
};

const editForbidden = {
  description:
    'A workspace view changed by a member who is neither its author nor a manager, or its ' +
    'visibility changed by anyone but its author',
  schema: PROBLEM,
  example: { status: 403, detail: EDIT_FORBIDDEN_DETAIL, code: 'forbidden' },
};

const deleteForbidden = {
  description: 'A workspace view deleted by a member who is neither its author nor a manager',
  schema: PROBLEM,
  example: { status: 403, detail: DELETE_FORBIDDEN_DETAIL, code: 'forbidden' },
};

/**
 * Saved views of contacts. API keys use the `contacts` scopes: a view is a way of reading
 * contacts. Writes need premium like every write of the workspace's configuration (custom
 * fields, settings, sequences); a free workspace reads its views.
 */
@ApiTags('Views')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller('views')
export class ViewsController {
  constructor(private readonly views: ViewsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listViews',
    summary: "The caller's private views and the workspace's views, newest first",
    description:
      'Each view says whether it still reads against the workspace: `valid: false` with ' +
      '`invalid: { field, message }` once a custom field it names is archived or made ' +
      'unfilterable, or a stage or an option it names is removed. ' +
      INVALID_PLACES +
      ' ' +
      VISIBILITY_RULES,
  })
  @ApiOkResponse({ type: ViewPageResponse })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: PageQueryDto,
  ) {
    return this.views.list(scope, user, query);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createView',
    summary: 'Save a view of contacts (premium); answers 200 like the other creations',
    description:
      '`name` (1-100, trimmed), `filter` (absent: every contact), `sort` (absent or null: the ' +
      'default order, newest first), `columns` (absent: none, the client chooses) and ' +
      '`visibility` (`private`, the default, or `workspace`). ' +
      CHECKS +
      ` A workspace has at most ${MAX_VIEWS} views, every member's private ones included (409).`,
  })
  @ApiOkResponse({ type: ViewResponse })
  @ApiUnprocessableEntityResponse(invalidFilter)
  @ApiConflictResponse({
    description: 'The workspace has as many views as it may',
    schema: PROBLEM,
    example: { status: 409, detail: TOO_MANY_VIEWS_DETAIL, code: 'conflict' },
  })
  create(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateViewDto,
  ) {
    return this.views.create(scope, user, dto);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getView',
    summary: 'One view, with whether it still reads',
    description: '`valid` and `invalid` as in the list. ' + VISIBILITY_RULES,
  })
  @ApiOkResponse({ type: ViewResponse })
  get(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('View') id: string,
  ) {
    return this.views.get(scope, user, id);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateView',
    summary: 'Change a view (premium)',
    description:
      'Any of `name`, `filter`, `sort` (null: the default order), `columns`, `visibility`; ' +
      'the parts given replace the stored ones and are checked as on creation, the others ' +
      'stay, so a view that no longer reads can still be renamed. ' +
      CHECKS +
      ' ' +
      VISIBILITY_RULES +
      ' A body of the wrong shape (a name that is no text, an unknown property) is 422 before ' +
      'anything is read; then checked in that order: 404, 403, 422.',
  })
  @ApiOkResponse({ type: ViewResponse })
  @ApiForbiddenResponse(editForbidden)
  @ApiUnprocessableEntityResponse(invalidFilter)
  update(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('View') id: string,
    @Body() dto: UpdateViewDto,
  ) {
    return this.views.update(scope, user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteView',
    summary: 'Delete a view (premium)',
    description: 'Answers 204. ' + VISIBILITY_RULES,
  })
  @ApiNoContentResponse()
  @ApiForbiddenResponse(deleteForbidden)
  remove(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('View') id: string,
  ) {
    return this.views.remove(scope, user, id);
  }
}
