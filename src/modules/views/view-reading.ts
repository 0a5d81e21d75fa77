import { type FieldError, ValidationProblem } from '../../core/http/problem.js';
import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';
import { contactFieldsOf } from '../contacts/contact-fields.table.js';
import { filterBody, type QueryScope, sortOf } from '../contacts/query/contact-query.parser.js';
import { CUSTOM_PREFIX } from '../contacts/query/contact-query.rules.js';
import type { ContactQuery } from '../contacts/query/contact-query.tree.js';
import { ARCHIVED_COLUMN, COLUMN_TWICE, UNKNOWN_COLUMN } from './views.rules.js';

/*
 * A view's filter, sort and columns read against a workspace as it is now. A view is stored as
 * it was given (its filter unresolved): `me` and relative dates resolve when it is used, for
 * whoever uses it, and a custom field archived or a stage removed since it was saved makes it
 * read no longer, with the 422 the contact query gives for the same filter.
 */

/** What a view keeps of a list of contacts. */
export interface ViewDefinition {
  readonly filter: unknown;
  /** As `GET /contacts?sort=` takes it; null for the default order. */
  readonly sort: string | null;
  readonly columns: readonly string[];
}

/** What a view's columns are read against: the workspace's fields. */
interface ColumnWorkspace {
  readonly custom_fields?: readonly CustomFieldDefinition[];
}

/**
 * The built-in fields a column may name: every field of a contact as `GET /contacts` shows it,
 * less `custom`, whose fields are columns of their own (`custom.<key>`).
 */
export function builtInColumns(workspace: ColumnWorkspace): string[] {
  return contactFieldsOf(workspace)
    .filter((f) => f.type !== 'jsonb')
    .map((f) => f.name);
}

/**
 * The view's contact query, or the 422 naming the place in `filter` or `sort` that fails. Its
 * sort is read only where it orders the list (`sorted`): a request that gives its own is not
 * refused for the view's.
 */
export function contactQueryOfView(
  scope: QueryScope,
  view: ViewDefinition,
  sorted = true,
): ContactQuery {
  const sort = sorted ? (view.sort ?? undefined) : undefined;
  return { where: filterBody(scope, view.filter), sort: sortOf(scope, sort) };
}

/** Columns of the workspace's contacts, each once, or the 422 naming `columns.<i>`. */
export function checkColumns(workspace: ColumnWorkspace, columns: readonly string[]): void {
  const builtIns = builtInColumns(workspace);
  const seen = new Set<string>();
  columns.forEach((name, i) => {
    if (seen.has(name)) throw ValidationProblem.of(`columns.${i}`, COLUMN_TWICE(i, name));
    seen.add(name);
    if (builtIns.includes(name)) return;
    const field = name.startsWith(CUSTOM_PREFIX)
      ? workspace.custom_fields?.find((f) => f.key === name.slice(CUSTOM_PREFIX.length))
      : undefined;
    if (!field) throw ValidationProblem.of(`columns.${i}`, UNKNOWN_COLUMN(i, name, builtIns));
    if (field.archived_at !== null) {
      throw ValidationProblem.of(`columns.${i}`, ARCHIVED_COLUMN(i, name));
    }
  });
}

/**
 * The 422 of the first place where a view no longer reads against the workspace. A custom field
 * whose filter index is being built reads: using the view is a 409 only until the build ends, so
 * saving, showing or renaming it does not wait for that.
 */
export function checkReads(scope: QueryScope, view: ViewDefinition): void {
  contactQueryOfView(asIndexed(scope), view);
  checkColumns(scope.workspace, view.columns);
}

/** The first place where a view no longer reads (`checkReads`); null when it reads. */
export function invalidPlace(scope: QueryScope, view: ViewDefinition): FieldError | null {
  try {
    checkReads(scope, view);
    return null;
  } catch (error) {
    if (error instanceof ValidationProblem) return error.errors[0];
    throw error;
  }
}

/** The scope with every filterable custom field as it reads once its filter index is built. */
function asIndexed(scope: QueryScope): QueryScope {
  const fields = scope.workspace.custom_fields;
  if (!fields?.some((f) => f.filter_index === 'building')) return scope;
  const custom_fields = fields.map((f) =>
    f.filter_index === 'building' ? { ...f, filter_index: 'ready' as const } : f,
  );
  return { ...scope, workspace: { ...scope.workspace, custom_fields } };
}

/**
 * A view's 422 as the route that uses it answers: each place prefixed with `view.`
 * (`view.filter.and.0.field`), and so is the message that starts with it.
 */
export function asViewProblem(problem: ValidationProblem): ValidationProblem {
  return new ValidationProblem(
    problem.errors.map((e) => ({
      field: `view.${e.field}`,
      message: e.message.startsWith(e.field) ? `view.${e.message}` : e.message,
    })),
  );
}
