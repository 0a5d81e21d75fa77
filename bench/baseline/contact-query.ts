import type { Db } from '../../src/database/db.js';
import type { Page } from '../../src/database/keyset.js';
import { contactPresenter } from '../../src/modules/contacts/contact-presenter.js';
import type { ContactResponse } from '../../src/modules/contacts/dto/contact.response.js';
import {
  filterBody,
  filterParams,
  type ListFilters,
  listFilters,
  sortOf,
} from '../../src/modules/contacts/query/contact-query.parser.js';
import {
  contactOrder,
  contactQueryPage,
  DORMANT_ORDER,
  dormantContactPage,
} from '../../src/modules/contacts/query/contact-query.queries.js';
import { dormancySpec } from '../../src/modules/contacts/dormancy.js';
import { queryScopeOf } from '../../src/modules/contacts/query/contact-query.scope.js';
import {
  allOf,
  type ContactQuery,
  type QueryGroup,
} from '../../src/modules/contacts/query/contact-query.tree.js';
import { HttpError } from './requests.js';
import type { Scope } from './scope.js';

/*
 * The contact query's reads as `src/modules/contacts/query/contact-query.service.ts` makes them,
 * for the baseline's routes and the plans (`bench/explain.ts`): a request read into a
 * ContactQuery by the service's parser, its statement built by the service's builders, its page
 * presented by the service's presenter. A query string comes as Fastify parses it: one text a
 * name, `filter[stage][in]` under that literal name. The parser's mistakes are its
 * ValidationProblems (422).
 */

export type QueryParams = Readonly<Record<string, unknown>>;

function text(query: QueryParams, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
}

/** The list's own filters, as ListContactsQuery has them (`dormant` a boolean). */
function listParams(query: QueryParams): ListFilters {
  const dormant = text(query, 'dormant');
  return {
    stage: text(query, 'stage'),
    owner_id: text(query, 'owner_id'),
    q: text(query, 'q'),
    dormant: dormant === undefined ? undefined : dormant === 'true',
    tag: text(query, 'tag'),
  };
}

/**
 * list(): the list's parameters and `filter[...]` (the parser reads only the names starting
 * `filter`, as `@FilterParams()` hands them), ANDed, in the order of `sort`.
 */
export function listQuery(scope: Scope, query: QueryParams, now: Date): ContactQuery {
  const reading = queryScopeOf(scope, scope.userId, now);
  const where = allOf(...listFilters(reading, listParams(query)), ...filterParams(reading, query));
  return { where, sort: sortOf(reading, text(query, 'sort')) };
}

/** count(): the list's filters. */
export function countFilter(scope: Scope, query: QueryParams, now: Date): QueryGroup {
  const reading = queryScopeOf(scope, scope.userId, now);
  return allOf(...listFilters(reading, listParams(query)), ...filterParams(reading, query));
}

/** search(): a filter tree and a sort, from a JSON body. */
export function searchQuery(scope: Scope, body: QueryParams, now: Date): ContactQuery {
  const reading = queryScopeOf(scope, scope.userId, now);
  const sort = body.sort;
  if (sort !== undefined && typeof sort !== 'string' && !Array.isArray(sort)) {
    throw new HttpError(422, 'sort');
  }
  return { where: filterBody(reading, body.filter), sort: sortOf(reading, sort) };
}

/** page(): a page of the query's contacts, in its order, from `cursor` on. */
export async function contactQueryListPage(
  db: Db,
  scope: Scope,
  query: ContactQuery,
  page: { limit: number; cursor?: string },
  now: Date,
): Promise<Page<ContactResponse>> {
  const order = contactOrder(query.sort);
  const after = order.decode(page.cursor);
  const rows = await db.rows(contactQueryPage(scope, { query, after, limit: page.limit }));
  return order.page(rows, page.limit, contactPresenter(scope, now));
}

/** dormant(): the first page of the dormant contacts, longest inactive first, unfiltered. */
export async function dormantListPage(
  db: Db,
  scope: Scope,
  limit: number,
  now: Date,
): Promise<Page<ContactResponse> & { threshold_days: number }> {
  const threshold = scope.workspace.dormancy_days;
  const dormancy = dormancySpec(scope.workspace, now);
  const rows = await db.rows(
    dormantContactPage(scope, { dormancy, where: allOf(), after: null, limit }),
  );
  const page = DORMANT_ORDER.page(rows, limit, contactPresenter(scope, now));
  return { ...page, threshold_days: threshold };
}
