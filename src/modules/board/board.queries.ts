import { type Key, type Keyed, timeKeyset } from '../../database/keyset.js';
import { eachVisibleOwner, onePlanFits, visibleOwnerUnindexed } from '../../database/visibility.js';
import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import {
  pageRead,
  preparedStatement,
  type Statement,
  statement,
} from '../../database/statement.js';
import {
  CONTACTS_TABLE,
  type ContactRow,
  contactColumns,
  contactReadColumns,
} from '../contacts/contact-columns.js';
import type { PresentedCustom } from '../contacts/custom-values.js';
import {
  isUnfiltered,
  type OwnedFilter,
  ownedFilterConditions,
} from '../contacts/query/contact-conditions.queries.js';

/** A board column: most recently active first. */
export const COLUMN_ORDER = timeKeyset('DESC', 'c.last_activity_at', 'c.id');
/**
 * The owner key of `contacts_owner_stage_idx`: the contacts of nobody under a key no user has, so
 * that they are one more owner of an equality (an `IS NULL` does not order a scan by the columns
 * after it).
 */
const NOBODY_KEY = '00000000-0000-0000-0000-000000000000';
const OWNER_KEY = `coalesce(x.owner_id, '${NOBODY_KEY}'::uuid)`;
/** A column's order on the rows `visibleColumnRows` reads. */
const OWNER_COLUMN_ORDER = timeKeyset('DESC', 'x.last_activity_at', 'x.id');

/** Which contacts a board shows: one owner's, and those a contact query's conditions match. */
export type BoardFilter = OwnedFilter;

/** What the board's first cards read: the columns, how many each, and how. */
interface BoardCards {
  stages: readonly string[];
  perStage: number;
  /** For a member who sees some owners: whether they see most of every column. */
  alongTheStage?: boolean;
  /** How the statement presents the custom values (`presentedCustomOf`); as stored without. */
  custom?: PresentedCustom;
}

/** What a page of one column past its first cards reads. */
interface ColumnPage {
  stage: string;
  /** The (last_activity_at, id) the page starts after. */
  after: readonly string[] | null;
  limit: number;
  /** How the statement presents the custom values (`presentedCustomOf`); as stored without. */
  custom?: PresentedCustom;
}

/** The WHERE of the board's contacts aliased `c`, the tenant first. */
/**
 * The first `rows` contacts of the column `stage` (an SQL expression) past `after` for a member
 * who sees only some owners' contacts (and maybe nobody's), as raw rows of `contacts`: each
 * owner's most recently active of the stage along the owner-stage index, merged in the column's
 * order as they are read (`eachVisibleOwner`), so each owner is read no further than the cards it
 * gives and one row. Its work is bounded by the owners and the cards whatever each owner's
 * share, so one plan fits every member: the stage index, read past the other owners' rows, had
 * to be planned for the owners each time (bench/README.md, "Who sees which contacts"). The rows
 * are read where the index finds them (it holds an expression, which rules out a scan of the
 * index alone), only the columns the cards show (`contactReadColumns`, with the custom values'
 * text where `custom` is presented), and presented (`contactColumns`) only once merged.
 */
function visibleColumnRows(
  p: SqlParams,
  scope: TenantScope,
  stage: string,
  after: Key | null,
  rows: string,
  custom: PresentedCustom | undefined,
): string {
  const tenant = tenantScope(p, scope, 'x');
  const past = after ? ` AND ${OWNER_COLUMN_ORDER.after(p, after)}` : '';
  const owners = eachVisibleOwner(
    p,
    scope,
    (owner) => `SELECT ${contactReadColumns('x', custom)} FROM contacts x
         WHERE ${tenant} AND ${OWNER_KEY} = ${owner ?? `'${NOBODY_KEY}'::uuid`}
           AND x.stage = ${stage}${past}
         ${OWNER_COLUMN_ORDER.orderBy} LIMIT ${rows}`,
  );
  return `SELECT o.* FROM (${owners}) o
      ORDER BY o.last_activity_at DESC, o.id DESC LIMIT ${rows}`;
}

/**
 * Of each of `stages`, in that order, the `perStage` most recently active contacts `where` keeps
 * (conditions on contacts aliased `c`) and one more: an index scan of the stage per column, through
 * LATERAL.
 */
function eachColumnAlongTheStage(
  p: SqlParams,
  board: BoardCards,
  where: readonly string[],
): string {
  return `SELECT col.* FROM unnest(${p.bound(board.stages, 'text[]')}) WITH ORDINALITY AS s(key, ord)
       CROSS JOIN LATERAL (
         SELECT ${contactColumns(p, board.custom)}, ${COLUMN_ORDER.select} FROM ${CONTACTS_TABLE}
          WHERE ${where.join(' AND ')} AND c.stage = s.key
          ${COLUMN_ORDER.orderBy} ${COLUMN_ORDER.limit(p, board.perStage)}
       ) col
       ORDER BY s.ord, col.last_activity_at DESC, col.id DESC`;
}

/**
 * The board's first cards: of each of `stages`, in that order, the `perStage` most recently
 * active contacts and one more of those the filter keeps, one index scan per stage through
 * LATERAL. Unfiltered, the scans follow the stage index whatever the tenant, or for a member who
 * sees some owners, as `visibleBoardCards` says; a filter's share of a stage differs from tenant
 * to tenant, so a filtered read is planned for its values.
 */
export function boardCards(
  scope: TenantScope,
  board: BoardFilter & BoardCards,
): Statement<Keyed<ContactRow>> {
  if (isUnfiltered(board) && !onePlanFits(scope)) return visibleBoardCards(scope, board);
  const p = new SqlParams(isUnfiltered(board));
  const text = eachColumnAlongTheStage(p, board, ownedFilterConditions(p, scope, board));
  return pageRead(p, 'each column read along the stage index', text);
}

/**
 * `boardCards` of a member who sees some owners. Where they see at least half of every column
 * (`seesMostOfEveryColumn`, by the counters), each column along the stage index as the plain
 * board reads it, past the few cards of others, the owners in a condition no index takes
 * (`visibleOwnerUnindexed`: a plan blind to their share would otherwise read all of theirs by the
 * owner index and sort them). Elsewhere each column owner by owner along the owner-stage index
 * (`visibleColumnRows`), whose work is bounded by the owners and the cards whatever each owner's
 * share. Each one plan for every member.
 */
function visibleBoardCards(scope: TenantScope, board: BoardCards): Statement<Keyed<ContactRow>> {
  const p = new SqlParams(true);
  if (board.alongTheStage) {
    const where = [tenantScope(p, scope, 'c'), visibleOwnerUnindexed(p, scope, 'c.owner_id')!];
    return preparedStatement(
      'each column along the stage index, past the few cards of others',
      eachColumnAlongTheStage(p, board, where),
      p.values,
    );
  }
  const stages = p.bound(board.stages, 'text[]');
  const rows = COLUMN_ORDER.rows(p, board.perStage);
  return preparedStatement(
    'each owner and nobody of each column along the owner-stage index, whatever the members',
    `SELECT ${contactColumns(p, board.custom)}, ${COLUMN_ORDER.select}
        FROM unnest(${stages}) WITH ORDINALITY AS s(key, ord)
        CROSS JOIN LATERAL (${visibleColumnRows(p, scope, 's.key', null, rows, board.custom)}) c
       ORDER BY s.ord, c.last_activity_at DESC, c.id DESC`,
    p.values,
  );
}

/**
 * One board column past its first cards: most recently active first, keyset-paginated; prepared
 * when unfiltered, as `boardCards`.
 */
export function stageContactPage(
  scope: TenantScope,
  column: BoardFilter & ColumnPage,
): Statement<Keyed<ContactRow>> {
  if (isUnfiltered(column) && !onePlanFits(scope)) return visibleStageContactPage(scope, column);
  const p = new SqlParams(isUnfiltered(column));
  const read = contactColumns(p, column.custom);
  const where = [
    ...ownedFilterConditions(p, scope, column),
    `c.stage = ${p.bound(column.stage, 'text')}`,
  ];
  if (column.after) where.push(COLUMN_ORDER.after(p, column.after));
  const text = `SELECT ${read}, ${COLUMN_ORDER.select} FROM ${CONTACTS_TABLE}
        WHERE ${where.join(' AND ')}
        ${COLUMN_ORDER.orderBy} ${COLUMN_ORDER.limit(p, column.limit)}`;
  return pageRead(p, 'the stage index whatever the tenant', text);
}

/**
 * `stageContactPage` of a member who sees some owners: owner by owner (`visibleColumnRows`),
 * planned for its values. Past a cursor, a generic plan could take the stage index instead, read
 * past the other owners' rows, under some statistics (a test database's); the first cards,
 * read on every board, keep one plan.
 */
function visibleStageContactPage(
  scope: TenantScope,
  column: ColumnPage,
): Statement<Keyed<ContactRow>> {
  const p = new SqlParams();
  const read = contactColumns(p, column.custom);
  const stage = p.add(column.stage);
  const rows = COLUMN_ORDER.rows(p, column.limit);
  return statement(
    `SELECT ${read}, ${COLUMN_ORDER.select}
        FROM (${visibleColumnRows(p, scope, stage, column.after, rows, column.custom)}) c
       ${COLUMN_ORDER.orderBy}`,
    p.values,
  );
}
