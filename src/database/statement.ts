import type { SqlParams } from './sql.js';

/**
 * A SQL statement ready to send: its text, its values and the row type it answers. Statements are
 * built only in a feature's `<feature>.queries.ts` (and in `src/database/`); services hand them to
 * the door (`Db`) and never see SQL text.
 *
 * `prepared` says why the statement is sent as a named prepared statement: each pooled connection
 * then parses and plans it once. Only for statements whose best plan is the same whatever the
 * values (lookups by key, inserts, a page read along the index that matches both its equalities
 * and its order): after five runs Postgres keeps one generic plan for every value, blind to how
 * many rows a tenant or a filter value has, where that plan costs no more than those made for
 * the values. A page read builds its values with `new SqlParams(true)`, so that it does at every
 * size (`SqlParams.bound`). Absent: planned on every run.
 */
export interface Statement<Row = unknown> {
  readonly text: string;
  readonly values: readonly unknown[];
  readonly prepared?: string;
  /** Never set: carries the row type from the builder to the door. */
  readonly row?: Row;
}

/** A statement planned on every run. */
export function statement<Row = never>(
  text: string,
  values: readonly unknown[] = [],
): Statement<Row> {
  return { text, values };
}

/** A statement planned once per connection; `reason` says why one plan fits every value. */
export function preparedStatement<Row = never>(
  reason: string,
  text: string,
  values: readonly unknown[] = [],
): Statement<Row> {
  return { text, values, prepared: reason };
}

/**
 * A page read: prepared for `reason` when its values were collected planned once
 * (`new SqlParams(true)`, the reads whatever the tenant), else planned on every run (a filter's
 * values weigh on its plan). One flag decides both, so a read sent prepared is always one whose
 * plan cannot depend on its values.
 */
export function pageRead<Row = never>(p: SqlParams, reason: string, text: string): Statement<Row> {
  return p.plannedOnce ? preparedStatement(reason, text, p.values) : statement(text, p.values);
}

/** The row type a statement answers. */
export type RowOf<S> = S extends Statement<infer Row> ? Row : never;
