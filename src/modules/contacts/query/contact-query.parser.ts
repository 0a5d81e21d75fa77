import { isFilterParam } from '../../../core/http/filter-params.decorator.js';
import { ValidationProblem } from '../../../core/http/problem.js';
import { unknownStageMessage } from '../contacts.rules.js';
import {
  BUILT_IN_SORTS,
  type QueryField,
  queryField,
  type QueryWorkspace,
  SORTABLE_CUSTOM_TYPES,
} from './contact-query.fields.js';
import {
  ARCHIVED,
  EMPTY_OR,
  GIVEN_TWICE,
  KIND_OPERATORS,
  MAX_FILTER_CONDITIONS,
  MAX_FILTER_DEPTH,
  MAX_SORT_KEYS,
  NOT_A_FILTER_PARAM,
  NOT_A_GROUP,
  NOT_A_NODE,
  NOT_FILTERABLE,
  OPERATORS,
  type Operator,
  SORT_NOT_FILTERABLE,
  SORT_NOT_TEXT,
  SORT_TOO_MANY,
  SORT_TWICE,
  SORT_UNKNOWN,
  SORT_UNORDERED,
  TOO_DEEP,
  TOO_MANY_CONDITIONS,
  UNKNOWN_FIELD,
  UNKNOWN_OPERATOR,
} from './contact-query.rules.js';
import { isGroup, type QueryGroup, type QueryNode, type SortKey } from './contact-query.tree.js';
import { conditionOf, type QueryContext, type ValueSource } from './contact-query.values.js';

/*
 * A filter and a sort as a request gives them, read into a contact query: the `filter[...]`
 * parameters of a query string (conditions ANDed), a JSON tree of groups and conditions, the
 * list's own parameters (`stage`, `owner_id`, `q`, `dormant`, `tag`), and `sort`. Every mistake
 * is a 422 naming its place (`filter.custom.arr.gte`, `filter.or.1.and.0.value`) and what was
 * expected there.
 */

/** What reading a query needs: the workspace's fields and the request's context. */
export interface QueryScope extends QueryContext {
  readonly workspace: QueryWorkspace;
}

/** `filter[<field>][<op>]`. */
const FILTER_PARAM = /^filter\[([^[\]]+)\]\[([^[\]]+)\]$/;

/** The `filter[...]` parameters of a query string: one condition each, ANDed, in their order. */
export function filterParams(
  scope: QueryScope,
  query: Readonly<Record<string, unknown>>,
): QueryNode[] {
  const conditions: QueryNode[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (!isFilterParam(key)) continue;
    const match = FILTER_PARAM.exec(key);
    if (!match) throw ValidationProblem.of(pathOfParam(key), NOT_A_FILTER_PARAM(key));
    const [, name, op] = match;
    const path = `filter.${name}.${op}`;
    if (Array.isArray(raw)) throw ValidationProblem.of(path, GIVEN_TWICE(path));
    if (conditions.length === MAX_FILTER_CONDITIONS) {
      throw ValidationProblem.of('filter', TOO_MANY_CONDITIONS);
    }
    const field = fieldNamed(scope, name, `filter.${name}`);
    conditions.push(condition(scope, field, op, raw, 'query', path, path));
  }
  return conditions;
}

/** `filter[a][b]` as a path: `filter.a.b`. */
function pathOfParam(key: string): string {
  return key.replace(/\[([^[\]]*)\]/g, '.$1');
}

/**
 * A JSON filter: a group `{ "and": [...] }` or `{ "or": [...] }` whose entries are groups or
 * conditions `{ "field", "op", "value" }`, nested at most MAX_FILTER_DEPTH deep (the root is 1)
 * and holding at most MAX_FILTER_CONDITIONS conditions. Absent: every contact.
 */
export function filterBody(scope: QueryScope, filter: unknown): QueryGroup {
  if (filter === undefined) return { op: 'and', nodes: [] };
  const group = groupOf(filter);
  if (!group) throw ValidationProblem.of('filter', NOT_A_GROUP('filter'));
  const count = { conditions: 0 };
  return readGroup(scope, group, 'filter', 1, count);
}

/** Whether `raw` is shaped as a filter tree's root (`{ "and": ... }` or `{ "or": ... }`). */
export function isFilterTree(raw: unknown): boolean {
  return groupOf(raw) !== undefined;
}

function groupOf(raw: unknown): { op: 'and' | 'or'; entries: unknown } | undefined {
  if (!isObject(raw)) return undefined;
  const keys = Object.keys(raw);
  if (keys.length !== 1 || (keys[0] !== 'and' && keys[0] !== 'or')) return undefined;
  return { op: keys[0], entries: raw[keys[0]] };
}

function readGroup(
  scope: QueryScope,
  group: { op: 'and' | 'or'; entries: unknown },
  path: string,
  depth: number,
  count: { conditions: number },
): QueryGroup {
  const at = `${path}.${group.op}`;
  if (depth > MAX_FILTER_DEPTH) throw ValidationProblem.of(path, TOO_DEEP(path));
  if (!Array.isArray(group.entries)) {
    throw ValidationProblem.of(at, `${at} must be a list of groups and conditions`);
  }
  if (group.op === 'or' && group.entries.length === 0) throw ValidationProblem.of(at, EMPTY_OR(at));
  const nodes = group.entries.map((entry: unknown, i): QueryNode => {
    const place = `${at}.${i}`;
    const inner = groupOf(entry);
    if (inner) return readGroup(scope, inner, place, depth + 1, count);
    if (
      !isObject(entry) ||
      !('field' in entry) ||
      Object.keys(entry).some((k) => !CONDITION_KEYS.has(k))
    ) {
      throw ValidationProblem.of(place, NOT_A_NODE(place));
    }
    if (++count.conditions > MAX_FILTER_CONDITIONS) {
      throw ValidationProblem.of('filter', TOO_MANY_CONDITIONS);
    }
    if (typeof entry.field !== 'string') {
      throw ValidationProblem.of(`${place}.field`, `${place}.field must be the name of a field`);
    }
    if (typeof entry.op !== 'string') {
      throw ValidationProblem.of(`${place}.op`, `${place}.op must be an operator, such as eq`);
    }
    const field = fieldNamed(scope, entry.field, `${place}.field`);
    return condition(scope, field, entry.op, entry.value, 'body', `${place}.op`, `${place}.value`);
  });
  return { op: group.op, nodes };
}

const CONDITION_KEYS = new Set(['field', 'op', 'value']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field a filter names, or the 422 of why it cannot be filtered on. */
function fieldNamed(scope: QueryScope, name: string, path: string): QueryField {
  const lookup = queryField(scope.workspace, name, 'filter');
  if ('found' in lookup) return lookup.found;
  switch (lookup.missing) {
    case 'archived':
      throw ValidationProblem.of(path, ARCHIVED(path, name));
    case 'not_filterable':
      throw ValidationProblem.of(path, NOT_FILTERABLE(path, name));
    case 'unknown':
    case 'unordered':
      throw ValidationProblem.of(path, UNKNOWN_FIELD(path, name));
  }
}

/** A condition: its operator checked against its field, then its value. */
function condition(
  scope: QueryScope,
  field: QueryField,
  op: string,
  raw: unknown,
  source: ValueSource,
  opPath: string,
  valuePath: string,
): QueryNode {
  const ops = operatorsOf(field);
  if (!ops.includes(op as Operator)) {
    throw ValidationProblem.of(opPath, UNKNOWN_OPERATOR(opPath, field.name, ops));
  }
  const read = conditionOf(field, op as Operator, raw, source, valuePath, scope);
  if (isGroup(read)) return read;
  if (field.target.from === 'dormancy') {
    // Dormant as the presenter derives it: the workspace's rule as of the request.
    return { ...read, field: { ...field, target: { from: 'dormancy', rule: scope.dormancy } } };
  }
  if (field.target.from === 'pipeline') {
    // A pipeline is its stages: in (or not in) the stages of the pipelines named.
    const named = new Set(read.values);
    const stages = scope.workspace.stages.filter((s) => named.has(s.pipeline)).map((s) => s.key);
    return {
      field: builtIn(scope, 'stage'),
      op: read.op === 'eq' || read.op === 'in' ? 'in' : 'nin',
      values: stages,
    };
  }
  return read;
}

/** The operators a field takes: its family's, `is_empty` only where a value can be missing. */
export function operatorsOf(field: QueryField): Operator[] {
  return OPERATORS.filter(
    (op) =>
      KIND_OPERATORS[field.kind].includes(op) &&
      (field.nullable || (op !== 'is_empty' && op !== 'is_not_empty')),
  );
}

/** The list's own filters, as `GET /contacts` documents them. */
export interface ListFilters {
  stage?: string;
  owner_id?: string;
  q?: string;
  dormant?: boolean;
  tag?: string;
}

/**
 * The list's own parameters as conditions of the same tree: `stage` a key (an unknown one is the
 * 422 it always was), `owner_id`, `q` (ignored when blank), `dormant`, `tag` (one tag as stored).
 */
export function listFilters(scope: QueryScope, query: ListFilters): QueryNode[] {
  const nodes: QueryNode[] = [];
  const add = (name: string, op: Operator, value: unknown) =>
    nodes.push(condition(scope, builtIn(scope, name), op, value, 'body', name, name));
  if (query.stage !== undefined) {
    if (!scope.workspace.stages.some((s) => s.key === query.stage)) {
      throw ValidationProblem.of('stage', unknownStageMessage(query.stage, scope.workspace.stages));
    }
    add('stage', 'eq', query.stage);
  }
  if (query.owner_id !== undefined) add('owner_id', 'eq', query.owner_id);
  if (query.q?.trim()) add('q', 'contains', query.q);
  if (query.dormant !== undefined) add('dormant', 'eq', query.dormant);
  if (query.tag !== undefined) add('tags', 'any', [query.tag]);
  return nodes;
}

function builtIn(scope: QueryScope, name: string): QueryField {
  const lookup = queryField(scope.workspace, name, 'filter');
  if (!('found' in lookup)) throw new Error(`${name} is a filter of the field table`);
  return lookup.found;
}

/**
 * `sort=-custom.arr,last_name`: up to MAX_SORT_KEYS fields, `-` for descending, each a sortable
 * built-in field or a filterable custom field of an ordered type. The id breaks every tie. Just
 * `-created_at` is the default order itself.
 */
export function sortOf(
  scope: QueryScope,
  sort: string | readonly unknown[] | undefined,
): SortKey[] {
  if (sort === undefined || (typeof sort === 'string' && sort.trim() === '')) return [];
  const items = typeof sort === 'string' ? sort.split(',') : [...sort];
  if (items.length > MAX_SORT_KEYS) throw ValidationProblem.of('sort', SORT_TOO_MANY);
  const keys: SortKey[] = [];
  for (const item of items) {
    if (typeof item !== 'string') throw ValidationProblem.of('sort', SORT_NOT_TEXT);
    const text = item.trim();
    const descending = text.startsWith('-');
    const name = descending ? text.slice(1) : text;
    if (keys.some((k) => k.field.name === name))
      throw ValidationProblem.of('sort', SORT_TWICE(name));
    const lookup = queryField(scope.workspace, name, 'sort');
    if (!('found' in lookup)) throw ValidationProblem.of('sort', sortRefusal(name, lookup.missing));
    keys.push({ field: lookup.found, direction: descending ? 'DESC' : 'ASC' });
  }
  const isDefault =
    keys.length === 1 && keys[0].field.name === 'created_at' && keys[0].direction === 'DESC';
  return isDefault ? [] : keys;
}

function sortRefusal(
  name: string,
  why: 'unknown' | 'not_filterable' | 'archived' | 'unordered',
): string {
  switch (why) {
    case 'unknown':
      return SORT_UNKNOWN(name, BUILT_IN_SORTS, SORTABLE_CUSTOM_TYPES);
    case 'not_filterable':
      return SORT_NOT_FILTERABLE(name);
    case 'archived':
      return ARCHIVED('sort', name);
    case 'unordered':
      return SORT_UNORDERED(name, SORTABLE_CUSTOM_TYPES);
  }
}
