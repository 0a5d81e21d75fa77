import { Injectable } from '@nestjs/common';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { isUUID } from 'class-validator';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import {
  ConflictProblem,
  type FieldError,
  ForbiddenProblem,
  NotFoundProblem,
  ValidationProblem,
} from '../../core/http/problem.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import type { QueryScope } from '../contacts/query/contact-query.parser.js';
import { queryScopeOf } from '../contacts/query/contact-query.scope.js';
import { IndexBuildingProblem } from '../contacts/query/contact-query.fields.js';
import type { ContactQuery } from '../contacts/query/contact-query.tree.js';
import type { CreateViewDto, UpdateViewDto } from './dto/view.dto.js';
import {
  asViewProblem,
  checkReads,
  contactQueryOfView,
  invalidPlace,
  type ViewDefinition,
} from './view-reading.js';
import {
  deletePrivateViews,
  deleteView,
  insertView,
  lockViewsOf,
  updateView,
  VIEW_ORDER,
  viewOf,
  viewPage,
  type ViewRow,
} from './views.queries.js';
import {
  deleteRefusal,
  editRefusal,
  FILTER_TOO_LARGE,
  MAX_VIEW_FILTER_BYTES,
  MAX_VIEWS,
  TOO_MANY_VIEWS_DETAIL,
} from './views.rules.js';

/**
 * Saved views of contacts: a member's private ones and the workspace's. A view is checked as
 * the contact query reads it when it is written, kept as given, and read again (`valid`) each
 * time it is shown or used, against the workspace as it is then. Other modules use a view
 * through `contactQueryOf`.
 */
/** The fields of a view whose old values `view.updated` names in `previous`. */
const VIEW_FIELDS = ['name', 'filter', 'sort', 'columns', 'visibility'] as const;

@Injectable()
export class ViewsService {
  constructor(
    private readonly db: Db,
    private readonly events: WebhookEventsService,
  ) {}

  async create(scope: WorkspaceScope, user: AuthenticatedUser, dto: CreateViewDto): Promise<View> {
    const view: ViewDefinition = {
      filter: dto.filter === undefined ? { and: [] } : dto.filter,
      sort: sortOrNull(dto.sort),
      columns: dto.columns ?? [],
    };
    checkWritten(queryScopeOf(scope, user.id, new Date()), view);
    const workspaceId = scope.workspace.id;
    const created = await this.db.transaction((tx) =>
      this.events.write(tx, scope, ['view.created'], async (tx, emit) => {
        await tx.exec(lockViewsOf(workspaceId));
        const row = await tx.oneOrNone(
          insertView(
            workspaceId,
            {
              name: dto.name,
              ...view,
              privateTo: (dto.visibility ?? 'private') === 'private' ? user.id : null,
              createdBy: user.id,
            },
            MAX_VIEWS,
          ),
        );
        if (row) await emit('view.created', { record: presentView(row, null) });
        return row;
      }),
    );
    if (!created) throw new ConflictProblem(TOO_MANY_VIEWS_DETAIL);
    return presentView(created, null);
  }

  /** The caller's private views and the workspace's, newest first. */
  async list(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: PageQueryDto,
  ): Promise<Page<View>> {
    const rows = await this.db.rows(
      viewPage(scope.workspace.id, user.id, {
        after: VIEW_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    const reading = queryScopeOf(scope, user.id, new Date());
    return VIEW_ORDER.page(rows, query.limit, (row) =>
      presentView(VIEW_ORDER.withoutKey(row), invalidPlace(reading, row)),
    );
  }

  async get(scope: WorkspaceScope, user: AuthenticatedUser, id: string): Promise<View> {
    const row = await this.db.oneOrNone(viewOf(scope.workspace.id, user.id, id));
    if (!row) throw new NotFoundProblem('View');
    return presentView(row, invalidPlace(queryScopeOf(scope, user.id, new Date()), row));
  }

  /**
   * Changes the parts given, each checked as on creation; the others stay as they are, so a view
   * that no longer reads can still be renamed. 404 before 403 before 422.
   */
  async update(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    id: string,
    dto: UpdateViewDto,
  ): Promise<View> {
    const reading = queryScopeOf(scope, user.id, new Date());
    const workspaceId = scope.workspace.id;
    const updated = await this.db.transaction((tx) =>
      this.events.write(tx, scope, ['view.updated'], async (tx, emit) => {
        const view = await tx.oneOrNone(viewOf(workspaceId, user.id, id, true));
        if (!view) throw new NotFoundProblem('View');
        const refusal = editRefusal(view, user, dto.visibility);
        if (refusal) throw new ForbiddenProblem(refusal);
        const sort = dto.sort === undefined ? undefined : sortOrNull(dto.sort);
        checkWritten(reading, {
          filter: dto.filter,
          sort: sort ?? null,
          columns: dto.columns ?? [],
        });
        const row = await tx.one(
          updateView(workspaceId, id, {
            name: dto.name,
            filter: dto.filter,
            sort,
            columns: dto.columns,
            privateTo:
              dto.visibility === undefined
                ? undefined
                : dto.visibility === 'private'
                  ? user.id
                  : null,
          }),
        );
        const edit = {
          before: presentView(view, invalidPlace(reading, view)),
          fields: VIEW_FIELDS,
        };
        await emit('view.updated', { record: presentView(row, invalidPlace(reading, row)), edit });
        return row;
      }),
    );
    return presentView(updated, invalidPlace(reading, updated));
  }

  async remove(scope: WorkspaceScope, user: AuthenticatedUser, id: string): Promise<void> {
    const workspaceId = scope.workspace.id;
    await this.db.transaction((tx) =>
      this.events.write(tx, scope, ['view.deleted'], async (tx, emit) => {
        const view = await tx.oneOrNone(viewOf(workspaceId, user.id, id, true));
        if (!view) throw new NotFoundProblem('View');
        const refusal = deleteRefusal(view, user);
        if (refusal) throw new ForbiddenProblem(refusal);
        await tx.exec(deleteView(workspaceId, id));
        const reading = queryScopeOf(scope, user.id, new Date());
        await emit('view.deleted', { record: presentView(view, invalidPlace(reading, view)) });
      }),
    );
  }

  /**
   * Deletes the private views of member `userId`, who is leaving the workspace, in `tx`; answers
   * them as they were, for `view.deleted`.
   */
  async deletePrivateViewsOf(tx: Db, scope: WorkspaceScope, userId: string): Promise<View[]> {
    const rows = await tx.rows(deletePrivateViews(scope.workspace.id, userId));
    const reading = queryScopeOf(scope, userId, new Date());
    return rows.map((row) => presentView(row, invalidPlace(reading, row)));
  }

  /**
   * The contact query of a view, for a route of contacts that takes `?view=`: the view's filter
   * and sort read for `user` at `now` (`me` is them, relative dates count from `now`). 404
   * `View not found` when `viewId` names no view `user` sees in the workspace (not a UUID
   * included); a view that no longer reads is the 422 of its filter or sort (and one naming a
   * field whose index is being built its 409), its place prefixed with `view.`
   * (`view.filter.and.0.field`). Its columns are the client's business: they do not
   * make a query fail; nor does its sort where the route does not order by it (`sorted` false: a
   * route without `sort`, or a request that gives its own).
   */
  async contactQueryOf(
    scope: WorkspaceScope,
    user: { id: string },
    viewId: string,
    now: Date,
    sorted = true,
  ): Promise<ContactQuery> {
    if (!isUUID(viewId)) throw new NotFoundProblem('View');
    const view = await this.db.oneOrNone(viewOf(scope.workspace.id, user.id, viewId));
    if (!view) throw new NotFoundProblem('View');
    try {
      return contactQueryOfView(queryScopeOf(scope, user.id, now), view, sorted);
    } catch (error) {
      if (error instanceof ValidationProblem) throw asViewProblem(error);
      // Its place in the view, as its 422s say it.
      if (error instanceof IndexBuildingProblem) {
        throw new IndexBuildingProblem(`view.${error.place}`, error.fieldName);
      }
      throw error;
    }
  }
}

/** A written sort: blank is the default order. */
function sortOrNull(sort: string | null | undefined): string | null {
  return sort === undefined || sort === null || sort.trim() === '' ? null : sort;
}

/**
 * The parts of a view a request writes, read as using it would read them: the filter (its size,
 * then the tree), the sort, the columns. An undefined filter is not written.
 */
function checkWritten(scope: QueryScope, view: ViewDefinition): void {
  if (view.filter !== undefined) {
    if (Buffer.byteLength(JSON.stringify(view.filter)) > MAX_VIEW_FILTER_BYTES) {
      throw ValidationProblem.of('filter', FILTER_TOO_LARGE);
    }
  }
  checkReads(scope, view.filter === undefined ? { ...view, filter: { and: [] } } : view);
}

/** A view as the API shows it, with whether it reads against the workspace and where not. */
export type View = ViewRow & { valid: boolean; invalid: FieldError | null };

function presentView(row: ViewRow, invalid: FieldError | null): View {
  return { ...row, valid: invalid === null, invalid };
}
