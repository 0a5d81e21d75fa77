/*
 * Small helpers the `*.queries.ts` builders share: positional parameters, the tenant scope, LIKE
 * patterns and timestamps formatted by Postgres.
 */

/** Collects positional parameters while a parameterised SQL statement is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];

  /**
   * `plannedOnce`: the statement is sent prepared (`preparedStatement`), one plan for every value.
   * PostgreSQL plans a prepared statement for its values five times, then weighs a plan blind to
   * them against those and keeps planning for the values while they cost less. A large tenant's
   * page costs less for its values (its first rows) than the blind plan's guess (a tenth of a
   * tenant of average size), so its every read was planned again: a tenth of a millisecond of
   * PostgreSQL's time a page at a million contacts, where the same read at a tenth of that
   * size kept its plan (bench/README.md, "Page reads planned once"). In such a statement the
   * values a read's cost depends on (`bound`) are read through a subquery, which no plan sees
   * into: for its values or blind, the plan costs the same, and the blind one is kept.
   */
  constructor(readonly plannedOnce = false) {}

  /** Adds a value and returns its placeholder (`$n`). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /**
   * Adds a value of SQL type `type` that a read's cost depends on (its tenant, an owner it reads,
   * where a page starts, how many rows it takes): `$n::type`, or `(SELECT $n::type)` in a
   * statement planned once.
   */
  bound(value: unknown, type: string): string {
    const placeholder = `${this.add(value)}::${type}`;
    if (!this.plannedOnce) return placeholder;
    // Cast again, an array stays a value inside `ANY(...)` and `ALL(...)`, where a subquery in
    // parentheses alone would be read as the rows to compare with.
    return type.endsWith('[]') ? `(SELECT ${placeholder})::${type}` : `(SELECT ${placeholder})`;
  }
}

/**
 * The rows a request may see: its workspace, whether it reads the demo rows (a free workspace)
 * or the real ones (a premium workspace), and which of its contacts the caller sees (absent:
 * every one; `contactScope` in visibility.ts). Structural, so any request scope fits.
 */
/**
 * The contacts a restricted member sees (settings.member_visibility, read into a scope by
 * `visibilityOf` in visibility.ts): those `owners` own (themselves, and with `group` everyone who
 * shares a group with them), and with `unassigned` those nobody owns.
 */
export interface Visibility {
  readonly owners: readonly string[];
  readonly unassigned: boolean;
}

export interface TenantScope {
  readonly workspace: { readonly id: string };
  readonly demo: boolean;
  readonly visibility?: Visibility;
}

/**
 * The tenant filter every read and write of tenant data carries, written once:
 * `alias.workspace_id = $n::uuid AND alias.is_demo = $m::boolean` (`SqlParams.bound`). Tenant tables'
 * indexes lead with both columns.
 */
export function tenantScope(p: SqlParams, scope: TenantScope, alias?: string): string {
  const column = alias ? `${alias}.` : '';
  return `${column}workspace_id = ${p.bound(scope.workspace.id, 'uuid')} AND ${column}is_demo = ${p.bound(scope.demo, 'boolean')}`;
}

/** Escapes `%`, `_` and `\` so user input matches literally inside ILIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The collation text sorts by (migration TextSortOrder): Unicode's default order, ICU's root
 * locale, so that `adam`, `Adam`, `Émile` and `Zoe` come in that order, where the database's
 * own C order puts capitals first and accented letters last. Byte order where PostgreSQL was
 * built without ICU. Deterministic: texts equal in it are equal byte for byte.
 */
export const TEXT_ORDER = 'unicode_order';

/**
 * A timestamptz written by Postgres exactly as `Date#toISOString` writes it: UTC, milliseconds
 * (truncated, as the driver's Dates truncate microseconds), `Z`. For the columns lists answer by
 * the hundred, where Postgres formats them for less than Node would parse and rewrite them.
 * Fixed width, so the text also sorts by time byte by byte (COLLATE "C").
 */
export function isoUtc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
