import type { FilterKind } from '../contact-fields.table.js';

/*
 * The language of contact filters and sorts: the operators, which family of fields takes which,
 * the shape of each operator's value, the limits of a filter tree and of a sort, and the
 * messages of their 422s. Pure: the fields come from `contact-query.fields.ts`, the values are
 * read by `contact-query.values.ts`.
 */

export const OPERATORS = [
  'eq',
  'neq',
  'in',
  'nin',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'contains',
  'starts_with',
  'is_empty',
  'is_not_empty',
  'any',
  'all',
  'within_last',
  'older_than',
  'next',
] as const;
export type Operator = (typeof OPERATORS)[number];

const ORDERED = ['gt', 'gte', 'lt', 'lte', 'between'] as const;
const RELATIVE = ['within_last', 'older_than', 'next'] as const;

/**
 * What each family of fields takes. `is_empty` and `is_not_empty` only where a value can be
 * missing (`QueryField.nullable`). Text compares case-insensitively; a list (tags, a
 * multi-select) matches `any` or `all` of the values given, `nin` none of them.
 */
export const KIND_OPERATORS: Record<FilterKind, readonly Operator[]> = {
  text: ['eq', 'neq', 'in', 'nin', 'contains', 'starts_with', 'is_empty', 'is_not_empty'],
  number: ['eq', 'neq', 'in', 'nin', ...ORDERED, 'is_empty', 'is_not_empty'],
  datetime: [...ORDERED, ...RELATIVE, 'is_empty', 'is_not_empty'],
  date: ['eq', 'neq', ...ORDERED, ...RELATIVE, 'is_empty', 'is_not_empty'],
  choice: ['eq', 'neq', 'in', 'nin', 'is_empty', 'is_not_empty'],
  user: ['eq', 'neq', 'in', 'nin', 'is_empty', 'is_not_empty'],
  list: ['any', 'all', 'nin', 'is_empty', 'is_not_empty'],
  boolean: ['eq', 'is_empty', 'is_not_empty'],
  search: ['contains'],
};

/** What an operator's value is: one value, a list, two bounds, a span of days, or none. */
export type ValueShape = 'one' | 'list' | 'pair' | 'span' | 'none';

export function shapeOf(op: Operator): ValueShape {
  switch (op) {
    case 'in':
    case 'nin':
    case 'any':
    case 'all':
      return 'list';
    case 'between':
      return 'pair';
    case 'within_last':
    case 'older_than':
    case 'next':
      return 'span';
    case 'is_empty':
    case 'is_not_empty':
      return 'none';
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
    case 'contains':
    case 'starts_with':
      return 'one';
  }
}

/** Groups nest at most this deep, the root group being depth 1. */
export const MAX_FILTER_DEPTH = 4;
/** Conditions of one filter, every group counted. */
export const MAX_FILTER_CONDITIONS = 50;
/** Values of one list (`in`, `nin`, `any`, `all`). */
export const MAX_LIST_VALUES = 100;
/** Keys of a sort, before the id that breaks every tie. */
export const MAX_SORT_KEYS = 3;
/** The longest span of `within_last`, `older_than` and `next`, in days. */
export const MAX_SPAN_DAYS = 36_500;
/** The longest text a text filter compares. */
export const MAX_FILTER_TEXT = 1_000;

/** `7d`, `2w`: whole days or weeks. */
export const SPAN = /^(\d{1,5})([dw])$/;

/** The days of a span (`2w` is 14), or undefined when it is not one. */
export function spanDays(text: string): number | undefined {
  const match = SPAN.exec(text);
  if (!match) return undefined;
  const days = Number(match[1]) * (match[2] === 'w' ? 7 : 1);
  return days <= MAX_SPAN_DAYS ? days : undefined;
}

/** The custom field a name refers to: `custom.<key>`, or its currency `custom.<key>.currency`. */
export const CUSTOM_PREFIX = 'custom.';
export const CURRENCY_SUFFIX = '.currency';

export const UNKNOWN_FIELD = (path: string, name: string) =>
  `${path}: '${name}' is not a field contacts can be filtered on`;
export const NOT_FILTERABLE = (path: string, name: string) =>
  `${path}: ${name} is not filterable; make it filterable in its definition (PATCH /custom-fields/{key})`;
export const ARCHIVED = (path: string, name: string) =>
  `${path}: ${name} is archived; unarchive it to filter or sort on it`;
/** The 409 of a filter (`filter.<name>`) or a sort naming a field whose index a job is building. */
export const INDEX_BUILDING = (place: string, name: string) =>
  `${place}: ${name} is being indexed for filters and sorts; try again once its filter_index is ready (GET /custom-fields)`;
export const UNKNOWN_OPERATOR = (path: string, name: string, ops: readonly Operator[]) =>
  `${path}: ${name} takes ${ops.join(', ')}`;

export const SORT_UNKNOWN = (
  name: string,
  sortable: readonly string[],
  customTypes: readonly string[],
) =>
  `sort: '${name}' is not a field contacts can be sorted by (${sortable.join(', ')}, or a filterable custom field of type ${orList(customTypes)})`;
export const SORT_NOT_FILTERABLE = (name: string) =>
  `sort: ${name} is not filterable; make it filterable in its definition to sort on it`;
export const SORT_UNORDERED = (name: string, customTypes: readonly string[]) =>
  `sort: ${name} has no order; sort on a ${orList(customTypes)} field`;
/** `a, b or c`. */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
export const SORT_NOT_TEXT =
  'sort: each key must be a text, a field name with - before it to sort descending (such as "-created_at")';
export const SORT_TOO_MANY = `sort: at most ${MAX_SORT_KEYS} keys, separated by commas`;
export const SORT_TWICE = (name: string) => `sort: ${name} is given twice`;

export const TOO_DEEP = (path: string) =>
  `${path}: groups nest at most ${MAX_FILTER_DEPTH} deep, the root group included`;
export const TOO_MANY_CONDITIONS = `filter: at most ${MAX_FILTER_CONDITIONS} conditions`;
export const NOT_A_NODE = (path: string) =>
  `${path} must be a group { "and": [...] } or { "or": [...] }, or a condition { "field", "op", "value" }`;
export const NOT_A_GROUP = (path: string) =>
  `${path} must be a group { "and": [...] } or { "or": [...] }`;
export const EMPTY_OR = (path: string) => `${path}: an or group needs at least one entry`;
export const NOT_A_FILTER_PARAM = (key: string) =>
  `${key}: a filter is written filter[<field>][<op>]=<value>, e.g. filter[stage][in]=lead,won`;
export const GIVEN_TWICE = (path: string) => `${path} is given twice; use in or between`;
