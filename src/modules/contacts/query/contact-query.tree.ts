import type { Direction } from '../../../database/keyset.js';
import type { QueryField } from './contact-query.fields.js';

/*
 * A contact query as the SQL builder takes it: a tree of conditions whose values are checked and
 * resolved (`me` to the caller, `7d` to instants in the workspace's time zone), and a sort.
 * Every read of contacts that filters (the list, the search, the count) builds its WHERE from
 * one of these.
 */

/**
 * What a condition compares. The operators of the API, less the relative ones (resolved to
 * bounds), plus `range`: at or after the first value and before the second.
 */
export type Comparison =
  | 'eq'
  | 'neq'
  | 'in'
  | 'nin'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'between'
  | 'range'
  | 'contains'
  | 'starts_with'
  | 'is_empty'
  | 'is_not_empty'
  | 'any'
  | 'all';

/**
 * A value as the statement takes it: text (a number as its decimal text, an instant as ISO 8601
 * UTC, a date as its midnight UTC) or a boolean.
 */
export type QueryValue = string | boolean;

export interface QueryCondition {
  readonly field: QueryField;
  readonly op: Comparison;
  readonly values: readonly QueryValue[];
}

export interface QueryGroup {
  readonly op: 'and' | 'or';
  readonly nodes: readonly QueryNode[];
}

export type QueryNode = QueryCondition | QueryGroup;

export interface SortKey {
  readonly field: QueryField;
  readonly direction: Direction;
}

export interface ContactQuery {
  readonly where: QueryGroup;
  /** Empty: the default order, newest first. */
  readonly sort: readonly SortKey[];
}

export function isGroup(node: QueryNode): node is QueryGroup {
  return 'nodes' in node;
}

/** The conditions of `and`, as one group. */
export function allOf(...nodes: QueryNode[]): QueryGroup {
  return { op: 'and', nodes };
}

/** Whether a tree has any condition (an empty AND matches every contact). */
export function hasConditions(node: QueryNode): boolean {
  return !isGroup(node) || node.nodes.some(hasConditions);
}
