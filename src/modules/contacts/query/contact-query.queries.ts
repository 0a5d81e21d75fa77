// Over 400 lines as one file: every page a contact query reads (newest, sorted, by owner, dormant)
// shares its keysets and conditions here, so each plan is read beside the others it must match.
import type { DormancySpec } from '../dormancy.js';
import {
  contactScope,
  eachVisibleOwner,
  onePlanFits,
  visibleOwner,
} from '../../../database/visibility.js';
import { createHash } from 'node:crypto';
import {
  InvalidCursor,
  type Key,
  type KeyColumn,
  type Keyed,
  Keyset,
  type KeyType,
  type Page,
  timeKeyset,
} from '../../../database/keyset.js';
import { SqlParams, TEXT_ORDER, type TenantScope, tenantScope } from '../../../database/sql.js';
import {
  pageRead,
  preparedStatement,
  type Statement,
  statement,
} from '../../../database/statement.js';
import {
  CONTACT_COLUMNS,
  type ContactRow,
  contactColumns,
  contactReadColumns,
} from '../contact-columns.js';
import type { PresentedCustom } from '../custom-values.js';
import {
  contactQueryConditions,
  dormancyCondition,
  filterConditions,
} from './contact-conditions.queries.js';
import {
  type ContactQuery,
  hasConditions,
  type QueryGroup,
  type SortKey,
} from './contact-query.tree.js';

/*
 * The order and the pages of a contact query: its sort as a keyset (each key in its direction,
 * those that may be missing last, the id breaking ties) and the statement of a page, with its
 * conditions from `contact-conditions.queries.ts`. A sort on a custom field reads
 * `contact_field_values` along the field's own index.
 */

/** `GET /contacts`: newest first, the order of a list without `sort`. */
export const CONTACT_ORDER = timeKeyset('DESC', 'c.created_at', 'c.id');

/** The same order over one owner's contacts aliased `x`: the owner index's order past them. */
const OWNER_ORDER = timeKeyset('DESC', 'x.created_at', 'x.id');

/** The fields a sorted page's rows carry for the cursor: each key's value, then the id. */
type SortField = `sort_${number}` | 'id';

/** A row of a page of contacts: the contact and the values of its key. */
export type ContactPageRow = ContactRow & {
  sort_at?: string;
  sort_0?: string | null;
  sort_1?: string | null;
  sort_2?: string | null;
};

/** How a sort key is read: its expression, its type, and a join for a custom field. */
interface SortColumn {
  readonly key: SortKey;
  readonly sql: string;
  readonly type: KeyType;
  /** The custom field's entries this key reads, aliased `s<i>`. */
  readonly custom?: { alias: string; fieldId: string; column: string };
}

function sortColumns(sort: readonly SortKey[]): SortColumn[] {
  return sort.map((key, i) => {
    const { target } = key.field;
    if (target.from === 'column') {
      const type: KeyType =
        target.type === 'bigint'
          ? 'bigint'
          : target.type === 'timestamptz'
            ? 'timestamptz'
            : 'text';
      // A text left blank is no value, as `is_empty` has it: it sorts with the missing ones.
      const sql =
        type === 'text' && key.field.nullable
          ? `NULLIF(c.${target.column}, '')`
          : `c.${target.column}`;
      return { key, sql, type };
    }
    if (target.from !== 'custom') throw new Error(`${key.field.name} is not sortable`);
    const alias = `s${i}`;
    const type: KeyType =
      target.column === 'num' ? 'numeric' : target.column === 'ts' ? 'timestamptz' : 'text';
    return {
      key,
      sql: `${alias}.${target.column}`,
      type,
      custom: { alias, fieldId: target.field.id, column: target.column },
    };
  });
}

/**
 * The keyset of `columns` and the id, each key in its direction, the nullable ones last; the id
 * takes the direction of the last key. `firstNotNull`: a part of the page where the first key
 * has a value (its entries then give the id too, so their index answers the comparison).
 */
function keysetOf(
  columns: readonly SortColumn[],
  from: number,
  firstNotNull = false,
): Keyset<SortField, SortField, string | null> {
  const keys: KeyColumn<SortField>[] = columns.slice(from).map((c, i) => ({
    sql: c.sql,
    type: c.type,
    field: `sort_${from + i}`,
    direction: c.key.direction,
    nullable: c.key.field.nullable && !(firstNotNull && i === 0),
    hidden: true,
    // A custom field's entries are read along their index: the page starts at the key's value.
    bounded: firstNotNull && i === 0 && c.custom !== undefined,
    // Texts in a reader's order; a custom field's entries have an index in it.
    collation: c.type === 'text' ? TEXT_ORDER : undefined,
  }));
  const first = columns[from];
  const id =
    firstNotNull && first?.custom && columns.length === from + 1
      ? `${first.custom.alias}.contact_id`
      : 'c.id';
  keys.push({
    sql: id,
    type: 'uuid',
    field: 'id',
    direction: columns[columns.length - 1].key.direction,
  });
  return new Keyset<SortField, SortField, string | null>('ASC', keys);
}

/** A list's order as its service uses it: the cursors it takes and the pages it answers. */
export interface ContactOrder {
  decode(cursor: string | undefined): Key | null;
  page<U>(
    rows: readonly ContactPageRow[],
    limit: number,
    present: (row: ContactPageRow) => U,
  ): Page<U>;
}

/**
 * The order of a list sorted by `sort` (the default order when it is empty): each key in its
 * direction, those that may be missing last, and the id, which breaks every tie.
 */
export function contactOrder(sort: readonly SortKey[]): ContactOrder {
  return sort.length === 0 ? CONTACT_ORDER : sortedOrder(sort, keysetOf(sortColumns(sort), 0));
}

/**
 * A sorted order whose cursors carry a tag of the sort they page (`<tag>.<key>`): a cursor of
 * another sort (or of the default order) would be a key of other values or other columns, so it
 * is refused as one this list did not hand out instead of starting a page at a wrong place.
 * Its key carries the sort values as they are, so its longest cursor (three long texts) is what
 * bounds every list's `cursor` (MAX_CURSOR_LENGTH in core/pagination/pagination.ts).
 */
function sortedOrder(sort: readonly SortKey[], keyset: ContactOrder): ContactOrder {
  const signature = sort
    .map((k) => `${k.direction === 'DESC' ? '-' : ''}${k.field.name}`)
    .join(',');
  const tag = createHash('sha256').update(signature).digest('base64url').slice(0, 8);
  return {
    decode(cursor) {
      if (cursor === undefined || cursor === '') return null;
      const dot = cursor.indexOf('.');
      if (dot < 0 || cursor.slice(0, dot) !== tag) throw new InvalidCursor();
      return keyset.decode(cursor.slice(dot + 1));
    },
    page(rows, limit, present) {
      const page = keyset.page(rows, limit, present);
      return { ...page, next_cursor: page.next_cursor && `${tag}.${page.next_cursor}` };
    },
  };
}

/** A page of a contact query: its conditions and order, the key it starts after, its size. */
export interface ContactQueryPage {
  readonly query: ContactQuery;
  /** The key of the last row of the previous page (`ContactOrder.decode`), null for the first. */
  readonly after: Key | null;
  readonly limit: number;
  /** How the statement presents the custom values (`presentedCustomOf`); as stored without. */
  readonly custom?: PresentedCustom;
}

/**
 * One page of contacts. Unsorted and unfiltered, the page is read along the newest-first index
 * whatever the tenant, so its plan can be kept; for a member who sees only some owners' contacts,
 * owner by owner (`visibleNewestPage`), in one plan too. A filter's selectivity differs from tenant to
 * tenant and value to value (a rare stage, a search term), so a filtered or sorted page is
 * planned for its own values.
 *
 * When the first key of a sort may be null, the page is read in two parts: the contacts with a
 * value, in the key's order (along the field's own index for a custom field, which also gives
 * the ids in order), then, only if they do not fill the page, those without one, in the order of
 * the other keys. A page that starts among the contacts without a value reads only those.
 */
export function contactQueryPage(
  scope: TenantScope,
  page: ContactQueryPage,
): Statement<ContactPageRow> {
  const newest = page.query.sort.length === 0;
  // The newest contacts of all a caller sees: one plan whatever the tenant (past the return,
  // one plan fits the caller's visibility too).
  const unfiltered = newest && !hasConditions(page.query.where);
  if (unfiltered && !onePlanFits(scope)) return visibleNewestPage(scope, page);
  const p = new SqlParams(unfiltered);
  const read = contactColumns(p, page.custom);
  const scoped = contactScope(p, scope, 'c');
  const conditions = filterConditions(p, scope, page.query.where);
  const where = [scoped, ...conditions];
  if (newest) {
    if (page.after) where.push(CONTACT_ORDER.after(p, page.after));
    const text = `SELECT ${read}, ${CONTACT_ORDER.select} FROM contacts c
        WHERE ${where.join(' AND ')}
        ${CONTACT_ORDER.orderBy} ${CONTACT_ORDER.limit(p, page.limit)}`;
    return pageRead(p, 'the newest-first index whatever the tenant', text);
  }
  const columns = sortColumns(page.query.sort);
  const joins = (from: number) => customJoins(p, scope, columns, from);
  const first = columns[0];
  if (!first.key.field.nullable) {
    const order = keysetOf(columns, 0);
    if (page.after) where.push(order.after(p, page.after));
    return statement(
      `SELECT ${read}, ${order.select} FROM contacts c${joins(0)}
        WHERE ${where.join(' AND ')}
        ${order.orderBy} ${order.limit(p, page.limit)}`,
      p.values,
    );
  }

  // The contacts without a value of the first key, ordered by the others.
  const rest = keysetOf(columns, 1);
  const without = [
    ...where,
    first.custom
      ? `NOT EXISTS (SELECT 1 FROM contact_field_values ${first.custom.alias}
          WHERE ${first.custom.alias}.contact_id = c.id AND ${entriesOf(p, scope, first.custom)})`
      : `${first.sql} IS NULL`,
  ];
  // Past a cursor among them; a cursor among the valued ones has all of them still to come.
  if (page.after?.[0] === null) without.push(rest.after(p, page.after.slice(1)));
  const placeholder = `NULL::${first.type === 'timestamptz' ? 'text' : first.type} AS sort_0`;
  const selectWithout = [placeholder, rest.select].filter(Boolean).join(', ');
  const withoutPart = (gate: string) => `SELECT ${read}, ${selectWithout} FROM contacts c${joins(1)}
          WHERE ${[...without, ...(gate ? [gate] : [])].join(' AND ')}
          ${rest.orderBy} ${rest.limit(p, page.limit)}`;
  if (page.after?.[0] === null) return statement(withoutPart(''), p.values);

  // The contacts with a value, in its order; then, if they leave room, those without.
  const valued = keysetOf(columns, 0, true);
  const from = first.custom
    ? `contact_field_values ${first.custom.alias} JOIN contacts c ON c.id = ${first.custom.alias}.contact_id`
    : 'contacts c';
  // From a custom field's entries, the tenant is theirs: each is a copy of its contact's, and
  // the contact's own condition besides would make the planner expect few of them to join. Whose
  // contacts the member sees is the contact's owner, which the entries do not carry.
  const owner = first.custom ? visibleOwner(p, scope, 'c.owner_id') : null;
  const withValue = first.custom
    ? [entriesOf(p, scope, first.custom), ...(owner ? [owner] : []), ...conditions]
    : [...where, `${first.sql} IS NOT NULL`];
  if (page.after) withValue.push(valued.after(p, page.after));
  const rows = valued.rows(p, page.limit);
  return statement(
    `WITH valued AS MATERIALIZED (
        SELECT ${read}, ${valued.select} FROM ${from}${joins(1)}
          WHERE ${withValue.join(' AND ')}
          ${valued.orderBy} LIMIT ${rows}
      )
      SELECT * FROM (
        SELECT * FROM valued
        UNION ALL
        (${withoutPart(`(SELECT count(*) FROM valued) < ${rows}`)})
      ) page
      ${keysetOf(columns, 0).orderByFields('page')} LIMIT ${rows}`,
    p.values,
  );
}

/**
 * The newest contacts of a member who sees only some owners' (and maybe nobody's) contacts, past
 * `page.after`: each owner's newest along the owner index, the contacts of nobody along their
 * own index, merged in the list's order as they are read (`eachVisibleOwner`), so each is read no
 * further than the page takes from it and one row, each branch selecting only the columns the
 * page presents (`contactReadColumns`); only the page's rows are presented. Its work
 * is bounded by the owners and the page whatever each owner's share, so one plan fits every
 * member: the list's own index, read past the other owners' rows, reads the whole workspace for
 * a member who sees few contacts, so the planner had to weigh the owners each time
 * (bench/README.md, "Who sees which contacts").
 */
function visibleNewestPage(scope: TenantScope, page: ContactQueryPage): Statement<ContactPageRow> {
  const p = new SqlParams(true);
  const read = contactColumns(p, page.custom);
  const tenant = tenantScope(p, scope, 'x');
  const after = page.after ? ` AND ${OWNER_ORDER.after(p, page.after)}` : '';
  const rows = OWNER_ORDER.rows(p, page.limit);
  const owners = eachVisibleOwner(
    p,
    scope,
    (owner) => `SELECT ${contactReadColumns('x', page.custom)} FROM contacts x
        WHERE ${tenant} AND ${owner ? `x.owner_id = ${owner}` : 'x.owner_id IS NULL'}${after}
        ${OWNER_ORDER.orderBy} LIMIT ${rows}`,
  );
  return preparedStatement(
    'each owner and nobody along their index, merged as read, whatever the members',
    `SELECT ${read}, ${CONTACT_ORDER.select} FROM (
        SELECT o.* FROM (${owners}) o
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${rows}
      ) c
      ${CONTACT_ORDER.orderBy}`,
    p.values,
  );
}

/**
 * Every contact a query matches, in its order (newest first without a sort; nulls of a key last,
 * the id breaking ties), in one statement, so in one snapshot: what the export streams through a
 * cursor. Planned for its values, as a filtered page is.
 */
export function contactQueryRows(scope: TenantScope, query: ContactQuery): Statement<ContactRow> {
  const p = new SqlParams();
  const where = contactQueryConditions(p, scope, query.where).join(' AND ');
  if (query.sort.length === 0) {
    return statement(
      `SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE ${where} ${CONTACT_ORDER.orderBy}`,
      p.values,
    );
  }
  const columns = sortColumns(query.sort);
  return statement(
    `SELECT ${CONTACT_COLUMNS} FROM contacts c${customJoins(p, scope, columns, 0)}
        WHERE ${where}
        ${keysetOf(columns, 0).orderBy}`,
    p.values,
  );
}

/** The joins of the custom keys of `columns` from `from` on, after the table they join. */
function customJoins(
  p: SqlParams,
  scope: TenantScope,
  columns: readonly SortColumn[],
  from: number,
): string {
  return columns
    .slice(from)
    .flatMap(({ custom }) =>
      custom
        ? [
            `\n        LEFT JOIN contact_field_values ${custom.alias} ON ${custom.alias}.contact_id = c.id
                AND ${entriesOf(p, scope, custom)}`,
          ]
        : [],
    )
    .join('');
}

/** `GET /contacts/dormant`: longest inactive first. */
export const DORMANT_ORDER = timeKeyset('ASC', 'c.last_activity_at', 'c.id');

/**
 * One page of dormant contacts (by the rule `dormancy`) matching `where`, longest inactive first.
 * Without conditions it follows the activity index from its oldest end whatever the tenant, so
 * its plan is kept; with them, planned for their values.
 */
export function dormantContactPage(
  scope: TenantScope,
  page: {
    dormancy: DormancySpec;
    where: QueryGroup;
    /** The (last_activity_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
    /** How the statement presents the custom values (`presentedCustomOf`); as stored without. */
    custom?: PresentedCustom;
  },
): Statement<Keyed<ContactRow>> {
  const p = new SqlParams(!hasConditions(page.where) && onePlanFits(scope));
  const read = contactColumns(p, page.custom);
  const where = [
    ...contactQueryConditions(p, scope, page.where),
    dormancyCondition(p, page.dormancy),
  ];
  if (page.after) where.push(DORMANT_ORDER.after(p, page.after));
  const text = `SELECT ${read}, ${DORMANT_ORDER.select} FROM contacts c
        WHERE ${where.join(' AND ')}
        ${DORMANT_ORDER.orderBy} ${DORMANT_ORDER.limit(p, page.limit)}`;
  return pageRead(p, 'the activity index from its oldest end whatever the tenant', text);
}

/** The entries of a custom field in `contact_field_values` aliased `alias`, in the tenant. */
function entriesOf(
  p: SqlParams,
  scope: TenantScope,
  custom: { alias: string; fieldId: string; column: string },
): string {
  const { alias } = custom;
  return `${tenantScope(p, scope, alias)} AND ${alias}.field_id = ${p.add(custom.fieldId)}
            AND ${alias}.${custom.column} IS NOT NULL`;
}
