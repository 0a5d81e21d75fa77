import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { ValidationProblem } from '../../../core/http/problem.js';
import { Db } from '../../../database/db.js';
import type { Page } from '../../../database/keyset.js';
import { contactPresenter } from '../contact-presenter.js';
import type { ContactResponse } from '../dto/contact.response.js';
import type { CountContactsQuery, ListContactsQuery } from '../dto/list-contacts.query.js';
import type { SearchContactsDto } from '../dto/search-contacts.dto.js';
import type { FilterParamValues } from './filter-params.decorator.js';
import { filterBody, filterParams, listFilters, sortOf } from './contact-query.parser.js';
import { queryScopeOf } from './contact-query.scope.js';
import { contactCount } from './contact-conditions.queries.js';
import { contactOrder, contactQueryPage } from './contact-query.queries.js';
import { allOf, type ContactQuery } from './contact-query.tree.js';

/**
 * Reads of contacts through a contact query: the list with its filters and sort, the search with
 * a filter tree, the count. What a request gives is read into one `ContactQuery` (a 422 names
 * any mistake), which one builder turns into SQL; the export, bulk actions and the board are to
 * read theirs the same way.
 */
@Injectable()
export class ContactQueryService {
  constructor(private readonly db: Db) {}

  /** `GET /contacts`: the list's parameters and `filter[...]`, ANDed, in the order of `sort`. */
  list(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: ListContactsQuery,
    filters: FilterParamValues,
  ): Promise<Page<ContactResponse>> {
    const now = new Date();
    const reading = queryScopeOf(scope, user.id, now);
    const where = allOf(...listFilters(reading, query), ...filterParams(reading, filters));
    return this.page(scope, { where, sort: sortOf(reading, query.sort) }, query, now);
  }

  /** `POST /contacts/search`: a filter tree. */
  search(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    body: SearchContactsDto,
  ): Promise<Page<ContactResponse>> {
    const now = new Date();
    const reading = queryScopeOf(scope, user.id, now);
    const sort = body.sort;
    if (sort !== undefined && typeof sort !== 'string' && !Array.isArray(sort)) {
      throw ValidationProblem.of(
        'sort',
        'sort must be keys separated by commas, or an array of keys',
      );
    }
    const query = { where: filterBody(reading, body.filter), sort: sortOf(reading, sort) };
    return this.page(scope, query, body, now);
  }

  /** `GET /contacts/count`: how many contacts the list's filters match. */
  async count(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: CountContactsQuery,
    filters: FilterParamValues,
  ): Promise<{ count: number }> {
    const reading = queryScopeOf(scope, user.id, new Date());
    const where = allOf(...listFilters(reading, query), ...filterParams(reading, filters));
    return this.db.one(contactCount(scope, where));
  }

  private async page(
    scope: WorkspaceScope,
    query: ContactQuery,
    page: { limit: number; cursor?: string },
    now: Date,
  ): Promise<Page<ContactResponse>> {
    const order = contactOrder(query.sort);
    const after = order.decode(page.cursor);
    const rows = await this.db.rows(contactQueryPage(scope, { query, after, limit: page.limit }));
    return order.page(rows, page.limit, contactPresenter(scope, now));
  }
}
