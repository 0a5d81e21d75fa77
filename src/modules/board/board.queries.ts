import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { onePlanFits } from '../../database/visibility.js';
import { SqlParams, type TenantScope } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import { CONTACT_COLUMNS, CONTACTS_TABLE, type ContactRow } from '../contacts/contact-columns.js';
import { STAGE_TOTAL_SUMS, type StageTotalRow } from '../contacts/contact-lookups.queries.js';
import { contactQueryConditions } from '../contacts/query/contact-conditions.queries.js';
import { hasConditions, type QueryGroup } from '../contacts/query/contact-query.tree.js';

/** A board column: most recently active first. */
export const COLUMN_ORDER = timeKeyset('DESC', 'c.last_activity_at', 'c.id');

/** Which contacts a board shows: one owner's, and those a contact query's conditions match. */
export interface BoardFilter {
  readonly ownerId?: string;
  /** The conditions of `filter[...]` (an empty AND: every contact). */
  readonly where: QueryGroup;
}

/** The WHERE of the board's contacts aliased `c`, the tenant first. */
function boardConditions(p: SqlParams, scope: TenantScope, filter: BoardFilter): string[] {
  const where = contactQueryConditions(p, scope, filter.where);
  if (filter.ownerId !== undefined) where.push(`c.owner_id = ${p.add(filter.ownerId)}`);
  return where;
}

/** Whether the board shows every contact of the tenant: its reads can keep their plans. */
function unfiltered(scope: TenantScope, filter: BoardFilter): boolean {
  return filter.ownerId === undefined && !hasConditions(filter.where) && onePlanFits(scope);
}

/**
 * The board's first cards: of each of `stages`, in that order, the `perStage` most recently
 * active contacts and one more of those the filter keeps, one index scan per stage through
 * LATERAL. Unfiltered, the scans follow the stage index whatever the tenant; a filter's share of
 * a stage differs from tenant to tenant, so a filtered read is planned for its values.
 */
export function boardCards(
  scope: TenantScope,
  board: BoardFilter & { stages: readonly string[]; perStage: number },
): Statement<Keyed<ContactRow>> {
  const p = new SqlParams();
  const where = boardConditions(p, scope, board);
  const stages = p.add(board.stages);
  const text = `SELECT col.* FROM unnest(${stages}::text[]) WITH ORDINALITY AS s(key, ord)
       CROSS JOIN LATERAL (
         SELECT ${CONTACT_COLUMNS}, ${COLUMN_ORDER.select} FROM ${CONTACTS_TABLE}
          WHERE ${where.join(' AND ')} AND c.stage = s.key
          ${COLUMN_ORDER.orderBy} ${COLUMN_ORDER.limit(p, board.perStage)}
       ) col
       ORDER BY s.ord, col.last_activity_at DESC, col.id DESC`;
  return unfiltered(scope, board)
    ? preparedStatement('each column read along the stage index', text, p.values)
    : statement(text, p.values);
}

/**
 * Per stage and currency, the totals of the contacts a filter with conditions keeps, counted from
 * the contacts themselves (the counters `stageTotals` reads know only stages, owners, currencies).
 */
export function filteredStageTotals(
  scope: TenantScope,
  filter: BoardFilter,
): Statement<StageTotalRow> {
  const p = new SqlParams();
  return statement(
    `SELECT c.stage, c.currency, ${STAGE_TOTAL_SUMS}
        FROM ${CONTACTS_TABLE} WHERE ${boardConditions(p, scope, filter).join(' AND ')}
       GROUP BY c.stage, c.currency`,
    p.values,
  );
}

/**
 * One board column past its first cards: most recently active first, keyset-paginated; prepared
 * when unfiltered, as `boardCards`.
 */
export function stageContactPage(
  scope: TenantScope,
  column: BoardFilter & {
    stage: string;
    /** The (last_activity_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<ContactRow>> {
  const p = new SqlParams();
  const where = [...boardConditions(p, scope, column), `c.stage = ${p.add(column.stage)}`];
  if (column.after) where.push(COLUMN_ORDER.after(p, column.after));
  const text = `SELECT ${CONTACT_COLUMNS}, ${COLUMN_ORDER.select} FROM ${CONTACTS_TABLE}
        WHERE ${where.join(' AND ')}
        ${COLUMN_ORDER.orderBy} ${COLUMN_ORDER.limit(p, column.limit)}`;
  return unfiltered(scope, column)
    ? preparedStatement('the stage index whatever the tenant', text, p.values)
    : statement(text, p.values);
}
