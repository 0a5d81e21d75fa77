import type { DormancySpec } from '../dormancy.js';
import { contactScope } from '../../../database/visibility.js';
import { likePattern, SqlParams, type TenantScope, tenantScope } from '../../../database/sql.js';
import { type Statement, statement } from '../../../database/statement.js';
import type { KeyType } from '../../../database/keyset.js';
import {
  hasConditions,
  isGroup,
  type QueryCondition,
  type QueryGroup,
  type QueryNode,
} from './contact-query.tree.js';

/*
 * The conditions of a contact query, every value a bound parameter: the WHERE of the list, the
 * search, the count, and of whatever else reads a filtered set of contacts. A built-in field is
 * compared on its column of `contacts c`; a custom field through `contact_field_values`
 * (ContactFieldValue), whose indexes lead with the workspace and the field, so a condition on one
 * reads only that workspace's entries of that field.
 */

// The text search (`?q=`, `filter[q][contains]`).

/**
 * `search_text` of the contact aliased `c`: the searchable fields lower-cased, so "ada lovelace"
 * matches across first and last name (SEARCH_TEXT_EXPRESSION). PostgreSQL keeps it in a stored
 * generated column, which the `contacts_search_trgm` trigram index is built on after the
 * workspace id. The column's fine histogram lets the planner choose between the trigram index
 * (rare terms) and the newest-first list index (common terms).
 */
export const CONTACT_SEARCH_TEXT = 'c.search_text';

/**
 * The condition matching `CONTACT_SEARCH_TEXT` against the placeholder of `contactSearchPattern`.
 * The pattern is lower-cased by PostgreSQL, like the text, so both fold case the same way.
 */
export function contactSearchCondition(placeholder: string): string {
  return `${CONTACT_SEARCH_TEXT} LIKE lower(${placeholder})`;
}

/** LIKE pattern for a search term; wildcards in the term are matched literally. */
export function contactSearchPattern(term: string): string {
  return likePattern(term.trim());
}

/** The condition that the contact aliased `c` carries the tag of the placeholder. */
export function contactTagCondition(placeholder: string): string {
  return `c.tags @> ARRAY[${placeholder}::text]`;
}

// Conditions.

/**
 * How many characters of a custom text `contact_field_values.txt` keeps (lower-cased): a btree
 * entry holds that many whatever the characters. A condition on a longer value checks the
 * contact's own value too, so the answer stays exact.
 */
export const INDEXED_TEXT_LENGTH = 200;

/**
 * The conditions of `where` on the contacts aliased `c`, the contacts the scope sees first
 * (`contactScope`: the tenant, narrowed to what its member sees), to be joined
 * with AND: an AND at the root gives one condition per node, so a reader can add its own.
 */
export function contactQueryConditions(
  p: SqlParams,
  scope: TenantScope,
  where: QueryGroup,
): string[] {
  return [contactScope(p, scope, 'c'), ...filterConditions(p, scope, where)];
}

/**
 * The contacts a read that sums or counts them chooses (the board, the reports): one owner's, and
 * those a contact query's conditions (`filter[...]`, a view) match.
 */
export interface OwnedFilter {
  readonly ownerId?: string;
  /** The conditions of `filter[...]` (an empty AND: every contact). */
  readonly where: QueryGroup;
}

/** The conditions of `filter` on the contacts aliased `c`, in the scope, to be joined with AND. */
export function ownedFilterConditions(
  p: SqlParams,
  scope: TenantScope,
  filter: OwnedFilter,
): string[] {
  const where = contactQueryConditions(p, scope, filter.where);
  if (filter.ownerId !== undefined) where.push(`c.owner_id = ${p.add(filter.ownerId)}`);
  return where;
}

/** Whether `filter` keeps every contact the scope sees: no owner chosen, no condition. */
export function isUnfiltered(filter: OwnedFilter): boolean {
  return filter.ownerId === undefined && !hasConditions(filter.where);
}

/**
 * The conditions of `where` alone on the contacts aliased `c`, without the scope: for a read that
 * states which contacts the scope sees itself.
 */
export function filterConditions(p: SqlParams, scope: TenantScope, where: QueryGroup): string[] {
  const nodes = where.op === 'and' ? where.nodes : [where];
  return nodes.filter(hasConditions).map((n) => nodeSql(p, scope, n));
}

/**
 * Whether a contact (aliased `c`) is dormant (or, `dormant` false, not) by the rule `spec`, as
 * `DormancyRule.isDormant` says it: not snoozed, with plans respected no open follow-up due later,
 * and no activity since its stage's cutoff (its own, the workspace's, or never). Without stage
 * thresholds the last condition is one comparison of last_activity_at, which the activity index
 * serves. No part is ever null, so its negation is exact.
 */
export function dormancyCondition(p: SqlParams, spec: DormancySpec, dormant = true): string {
  const now = p.bound(spec.now, 'timestamptz');
  const parts = [`(c.snoozed_until IS NULL OR c.snoozed_until <= ${now})`];
  if (spec.plans) parts.push(`(c.next_followup_at IS NULL OR c.next_followup_at <= ${now})`);
  const own = [...spec.never, ...spec.stageCutoffs.flatMap((g) => g.stages)];
  const inactive = [
    own.length === 0
      ? `c.last_activity_at <= ${p.bound(spec.cutoff, 'timestamptz')}`
      : `(c.stage <> ALL(${p.bound(own, 'text[]')}) AND c.last_activity_at <= ${p.bound(spec.cutoff, 'timestamptz')})`,
    ...spec.stageCutoffs.map(
      (g) =>
        `(c.stage = ANY(${p.bound(g.stages, 'text[]')}) AND c.last_activity_at <= ${p.bound(g.cutoff, 'timestamptz')})`,
    ),
  ];
  parts.push(inactive.length === 1 ? inactive[0] : `(${inactive.join(' OR ')})`);
  const rule = parts.join(' AND ');
  return dormant ? rule : `NOT (${rule})`;
}

function nodeSql(p: SqlParams, scope: TenantScope, node: QueryNode): string {
  if (!isGroup(node)) return conditionSql(p, scope, node);
  // An entry without conditions (`{ "and": [] }`) matches every contact: an OR holding one does too.
  if (node.op === 'or' && !node.nodes.every(hasConditions)) return 'true';
  const parts = node.nodes.filter(hasConditions).map((n) => nodeSql(p, scope, n));
  if (parts.length === 0) return node.op === 'and' ? 'true' : 'false';
  return parts.length === 1 ? parts[0] : `(${parts.join(node.op === 'and' ? ' AND ' : ' OR ')})`;
}

function conditionSql(p: SqlParams, scope: TenantScope, condition: QueryCondition): string {
  const { target } = condition.field;
  switch (target.from) {
    case 'search':
      return contactSearchCondition(p.add(contactSearchPattern(String(condition.values[0]))));
    case 'column':
      return condition.field.kind === 'list'
        ? listColumnCondition(p, `c.${target.column}`, condition)
        : columnCondition(p, `c.${target.column}`, target.type, condition);
    case 'custom':
      return customCondition(p, scope, condition);
    case 'dormancy':
      if (!target.rule) throw new Error('dormant is read with the workspace rule');
      return dormancyCondition(p, target.rule, condition.values[0] === true);
    case 'pipeline':
      throw new Error('pipeline is resolved to a condition on stage');
  }
}

/**
 * A condition on a column of `contacts`. A value takes the column's type from the comparison; a
 * list is cast to an array of it. Text compares case-insensitively (`lower`, which the e-mail's
 * index is built on).
 */
function columnCondition(
  p: SqlParams,
  column: string,
  type: string,
  { field, op, values }: QueryCondition,
): string {
  const text = field.kind === 'text';
  const value = (i = 0) => (text ? `lower(${p.add(values[i])})` : p.add(values[i]));
  const subject = text ? `lower(${column})` : column;
  const list = () =>
    text
      ? `ARRAY(SELECT lower(v) FROM unnest(${p.add(values)}::text[]) v)`
      : `${p.add(values)}::${type}[]`;
  switch (op) {
    case 'eq':
      return `${subject} = ${value()}`;
    case 'neq':
      return field.nullable ? `${subject} IS DISTINCT FROM ${value()}` : `${subject} <> ${value()}`;
    case 'in':
      return `${subject} = ANY(${list()})`;
    case 'nin':
      return field.nullable
        ? `(${column} IS NULL OR ${subject} <> ALL(${list()}))`
        : `${subject} <> ALL(${list()})`;
    case 'gt':
      return `${column} > ${value()}`;
    case 'gte':
      return `${column} >= ${value()}`;
    case 'lt':
      return `${column} < ${value()}`;
    case 'lte':
      return `${column} <= ${value()}`;
    case 'between':
      return `${column} BETWEEN ${value(0)} AND ${value(1)}`;
    case 'range':
      return `${column} >= ${value(0)} AND ${column} < ${value(1)}`;
    case 'contains':
      return `${subject} LIKE lower(${p.add(likePattern(String(values[0])))})`;
    case 'starts_with':
      return `${subject} LIKE lower(${p.add(likePrefix(String(values[0])))})`;
    case 'is_empty':
      return text ? `(${column} IS NULL OR ${column} = '')` : `${column} IS NULL`;
    case 'is_not_empty':
      return text ? `${column} <> ''` : `${column} IS NOT NULL`;
    case 'any':
    case 'all':
      throw new Error(`${op} is an operator of lists`);
  }
}

/** A condition on a list column (tags), read along its GIN index; values match as stored. */
function listColumnCondition(p: SqlParams, column: string, { op, values }: QueryCondition): string {
  switch (op) {
    case 'any':
      return values.length === 1
        ? contactTagCondition(p.add(values[0]))
        : `${column} && ${p.add(values)}::text[]`;
    case 'all':
      return `${column} @> ${p.add(values)}::text[]`;
    case 'nin':
      return `NOT (${column} && ${p.add(values)}::text[])`;
    case 'is_empty':
      return `${column} = '{}'`;
    case 'is_not_empty':
      return `${column} <> '{}'`;
    case 'eq':
    case 'neq':
    case 'in':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
    case 'between':
    case 'range':
    case 'contains':
    case 'starts_with':
      throw new Error(`${op} is not an operator of lists`);
  }
}

/** A LIKE pattern matching text that starts with `text`, its wildcards taken literally. */
function likePrefix(text: string): string {
  return `${likePattern(text).slice(1, -1)}%`;
}

/**
 * A condition on a custom field: whether the contact has an entry of the field in
 * `contact_field_values` that passes `value` (`EXISTS`, a semi-join the planner may start from
 * the field's index or check per contact). A negation (`neq`, `nin`, `is_empty`) is that no
 * entry passes, so a contact without a value matches it.
 */
function customCondition(
  p: SqlParams,
  scope: TenantScope,
  { field, op, values }: QueryCondition,
): string {
  if (field.target.from !== 'custom') throw new Error(`${field.name} is not a custom field`);
  const { column, field: definition } = field.target;
  const has = (value?: string) =>
    `EXISTS (SELECT 1 FROM contact_field_values v WHERE v.contact_id = c.id AND ${tenantScope(p, scope, 'v')}
            AND v.field_id = ${p.add(definition.id)} AND v.${column} IS NOT NULL${value ? ` AND ${value}` : ''})`;
  const type: KeyType = column === 'num' ? 'numeric' : column === 'ts' ? 'timestamptz' : 'text';
  const folded = field.kind === 'text' || field.kind === 'user';
  /** The contact's own value, where the cut text cannot decide. */
  const own = () => `lower(c.custom ->> ${p.add(definition.key)}::text)`;
  const cut = (placeholder: string) =>
    folded ? `left(lower(${placeholder}), ${INDEXED_TEXT_LENGTH})` : placeholder;
  const one = (i = 0) => cut(`${p.add(values[i])}::${type}`);
  const equal = () => {
    if (field.kind !== 'text') return `v.${column} = ${one()}`;
    const value = `${p.add(values[0])}::text`;
    return `v.txt = ${cut(value)} AND (length(v.txt) < ${INDEXED_TEXT_LENGTH} OR ${own()} = lower(${value}))`;
  };
  const anyOf = () => {
    const list = `${p.add(values)}::${type}[]`;
    if (!folded) return `v.${column} = ANY(${list})`;
    const cutList = `ARRAY(SELECT ${cut('x')} FROM unnest(${list}) x)`;
    if (field.kind !== 'text') return `v.txt = ANY(${cutList})`;
    return `v.txt = ANY(${cutList}) AND (length(v.txt) < ${INDEXED_TEXT_LENGTH} OR ${own()} = ANY(ARRAY(SELECT lower(x) FROM unnest(${list}) x)))`;
  };
  const like = (pattern: string) => {
    const placeholder = `lower(${p.add(pattern)})`;
    return `(v.txt LIKE ${placeholder} OR length(v.txt) = ${INDEXED_TEXT_LENGTH} AND ${own()} LIKE ${placeholder})`;
  };
  switch (op) {
    case 'eq':
      return has(equal());
    case 'neq':
      return `NOT ${has(equal())}`;
    case 'in':
    case 'any':
      return has(anyOf());
    case 'nin':
      return `NOT ${has(anyOf())}`;
    case 'all':
      return `(${values.map((_, i) => has(`v.${column} = ${one(i)}`)).join(' AND ')})`;
    case 'gt':
      return has(`v.${column} > ${one()}`);
    case 'gte':
      return has(`v.${column} >= ${one()}`);
    case 'lt':
      return has(`v.${column} < ${one()}`);
    case 'lte':
      return has(`v.${column} <= ${one()}`);
    case 'between':
      return has(`v.${column} BETWEEN ${one(0)} AND ${one(1)}`);
    case 'range':
      return has(`v.${column} >= ${one(0)} AND v.${column} < ${one(1)}`);
    case 'contains':
      return has(like(likePattern(String(values[0]))));
    case 'starts_with':
      return has(like(likePrefix(String(values[0]))));
    case 'is_empty':
      return `NOT ${has()}`;
    case 'is_not_empty':
      return has();
  }
}

/** How many contacts a query matches: exact, bounded like every read by the statement timeout. */
export function contactCount(scope: TenantScope, where: QueryGroup): Statement<{ count: number }> {
  const p = new SqlParams();
  return statement(
    `SELECT count(*)::int AS count FROM contacts c
      WHERE ${contactQueryConditions(p, scope, where).join(' AND ')}`,
    p.values,
  );
}
