import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { ValidationProblem } from '../../../core/http/problem.js';
import { Db } from '../../../database/db.js';
import type { Page } from '../../../database/keyset.js';
import { contactPresenter } from '../contact-presenter.js';
import { presentedCustomOf } from '../custom-values.js';
import type { ContactResponse } from '../dto/contact.response.js';
import {
  type CountContactsQuery,
  type DormantContactsQuery,
  type ListContactsQuery,
  shorthandFilters,
} from '../dto/list-contacts.query.js';
import { ViewsService } from '../../views/views.service.js';
import type { SearchContactsDto } from '../dto/search-contacts.dto.js';
import type { FilterParamValues } from '../../../core/http/filter-params.decorator.js';
import {
  filterBody,
  filterParams,
  type ListFilters,
  listFilters,
  sortOf,
} from './contact-query.parser.js';
import { queryScopeOf } from './contact-query.scope.js';
import { contactCount } from './contact-conditions.queries.js';
import {
  contactOrder,
  contactQueryPage,
  DORMANT_ORDER,
  dormantContactPage,
} from './contact-query.queries.js';
import { dormancySpec } from '../dormancy.js';
import { allOf, type ContactQuery } from './contact-query.tree.js';

/**
 * What a request gives to choose a set of contacts, each part optional and all of them ANDed:
 * the list's own parameters, `filter[...]` parameters, a JSON filter tree, and a sort.
 */
export interface ContactSelection {
  /** `stage`, `owner_id`, `q`, `dormant`, `tag`, as `GET /contacts` documents them. */
  readonly list?: ListFilters;
  /** The `filter[<field>][<op>]` parameters of a query string. */
  readonly params?: FilterParamValues;
  /** A filter tree as a JSON body gives it (`{ "and": [...] }`), checked where it is read. */
  readonly tree?: unknown;
  /**
   * A saved view's id (blank: none): its filter ANDed before the rest, its sort unless `sort` is
   * given. A view the caller cannot see is 404, one that no longer reads a 422 naming `view.<place>`.
   */
  readonly view?: string;
  /** `sort=-custom.arr,last_name`, or its keys as an array; blank or absent: the view's, or newest first. */
  readonly sort?: unknown;
  /**
   * Whether the route orders what it reads (it takes `sort`): only then is the view's sort read,
   * so a route that never sorts is not refused for it.
   */
  readonly ordered?: boolean;
}

/**
 * Reads of contacts through a contact query: the list with its filters and sort, the search with
 * a filter tree, the count. Every route that chooses contacts (these, the export, bulk actions
 * over a filter, the board, the dormant list) reads what its request gives with `read` into one
 * `ContactQuery` (a 422 names any mistake), which one builder turns into SQL.
 */
@Injectable()
export class ContactQueryService {
  constructor(
    private readonly db: Db,
    private readonly views: ViewsService,
  ) {}

  /**
   * The contact query a request's selection makes, for `user` (`me`) as of `now` (relative dates,
   * dormancy). Its conditions in the order given: the list's parameters, `filter[...]`, the tree.
   */
  async read(
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    selection: ContactSelection,
    now: Date = new Date(),
  ): Promise<ContactQuery> {
    const { sort } = selection;
    // The view's sort is read only where the route orders and the request gives no sort.
    const sorted = selection.ordered === true && isBlank(sort);
    const view = isBlank(selection.view)
      ? undefined
      : await this.views.contactQueryOf(scope, user, selection.view as string, now, sorted);
    if (sort !== undefined && typeof sort !== 'string' && !Array.isArray(sort)) {
      throw ValidationProblem.of(
        'sort',
        'sort must be keys separated by commas, or an array of keys',
      );
    }
    const given = isBlank(sort) ? undefined : (sort as string | readonly unknown[]);
    const reading = queryScopeOf(scope, user.id, now);
    const where = allOf(
      ...(view ? [view.where] : []),
      ...(selection.list ? listFilters(reading, selection.list) : []),
      ...(selection.params ? filterParams(reading, selection.params) : []),
      ...(selection.tree !== undefined ? [filterBody(reading, selection.tree)] : []),
    );
    return { where, sort: given === undefined && view ? view.sort : sortOf(reading, given) };
  }

  /** `GET /contacts`: the list's parameters and `filter[...]`, ANDed, in the order of `sort`. */
  async list(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: ListContactsQuery,
    filters: FilterParamValues,
  ): Promise<Page<ContactResponse>> {
    const now = new Date();
    const read = await this.read(
      scope,
      user,
      { list: query, params: filters, view: query.view, sort: query.sort, ordered: true },
      now,
    );
    return this.page(scope, read, query, now);
  }

  /** `POST /contacts/search`: a filter tree. */
  async search(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    body: SearchContactsDto,
  ): Promise<Page<ContactResponse>> {
    const now = new Date();
    const read = await this.read(
      scope,
      user,
      { tree: body.filter, view: body.view, sort: body.sort, ordered: true },
      now,
    );
    return this.page(scope, read, body, now);
  }

  /** `GET /contacts/count`: how many contacts the list's filters match. */
  async count(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: CountContactsQuery,
    filters: FilterParamValues,
  ): Promise<{ count: number }> {
    const { where } = await this.read(scope, user, {
      list: query,
      params: filters,
      view: query.view,
    });
    return this.db.one(contactCount(scope, where));
  }

  /**
   * `GET /contacts/dormant`: the dormant contacts matching `filter[...]`, longest inactive first,
   * with the workspace's threshold.
   */
  async dormant(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: DormantContactsQuery,
    filters: FilterParamValues,
  ): Promise<Page<ContactResponse> & { threshold_days: number }> {
    const now = new Date();
    const { where } = await this.read(
      scope,
      user,
      { list: shorthandFilters(query), params: filters, view: query.view },
      now,
    );
    const threshold = scope.workspace.dormancy_days;
    const rows = await this.db.rows(
      dormantContactPage(scope, {
        dormancy: dormancySpec(scope.workspace, now),
        where,
        after: DORMANT_ORDER.decode(query.cursor),
        limit: query.limit,
        custom: presentedCustomOf(scope.workspace),
      }),
    );
    const page = DORMANT_ORDER.page(rows, query.limit, contactPresenter(scope, now));
    return { ...page, threshold_days: threshold };
  }

  private async page(
    scope: WorkspaceScope,
    query: ContactQuery,
    page: { limit: number; cursor?: string },
    now: Date,
  ): Promise<Page<ContactResponse>> {
    const order = contactOrder(query.sort);
    const after = order.decode(page.cursor);
    // The page's custom values come presented by the statement, as JSON text sent as it is.
    const custom = presentedCustomOf(scope.workspace);
    const rows = await this.db.rows(
      contactQueryPage(scope, { query, after, limit: page.limit, custom }),
    );
    return order.page(rows, page.limit, contactPresenter(scope, now));
  }
}

/** A sort or a view left out: absent, or a blank string. */
function isBlank(sort: unknown): boolean {
  return sort === undefined || (typeof sort === 'string' && sort.trim() === '');
}
