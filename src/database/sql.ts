/*
 * Small helpers the `*.queries.ts` builders share: positional parameters, the tenant scope, LIKE
 * patterns and timestamps formatted by Postgres.
 */

/** Collects positional parameters while a parameterised SQL statement is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder (`$n`). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
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
 * `alias.workspace_id = $n AND alias.is_demo = $m`. Tenant tables' indexes lead with both columns.
 */
export function tenantScope(p: SqlParams, scope: TenantScope, alias?: string): string {
  const column = alias ? `${alias}.` : '';
  return `${column}workspace_id = ${p.add(scope.workspace.id)} AND ${column}is_demo = ${p.add(scope.demo)}`;
}

/** Escapes `%`, `_` and `\` so user input matches literally inside ILIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A timestamptz written by Postgres exactly as `Date#toISOString` writes it: UTC, milliseconds
 * (truncated, as the driver's Dates truncate microseconds), `Z`. For the columns lists answer by
 * the hundred, where Postgres formats them for less than Node would parse and rewrite them.
 * Fixed width, so the text also sorts by time byte by byte (COLLATE "C").
 */
export function isoUtc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
