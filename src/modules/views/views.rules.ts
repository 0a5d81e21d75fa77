import { roleSatisfies } from '../../core/guards/roles.guard.js';
import type { Role } from '../../tenancy/user.entity.js';

/*
 * The rules of saved views: their limits, who may change one, and the messages of their answers.
 * Pure; reading a view's filter, sort and columns against a workspace is `view-reading.ts`.
 */

export const VIEW_VISIBILITIES = ['private', 'workspace'] as const;
export type ViewVisibility = (typeof VIEW_VISIBILITIES)[number];

export const VIEW_NAME_MAX_LENGTH = 100;
/** Views of one workspace, every member's private ones included. */
export const MAX_VIEWS = 500;
/** Columns of one view: more than a table can show, fewer than a workspace's fields. */
export const MAX_VIEW_COLUMNS = 50;
/** The longest name of a column: `custom.` and the longest custom field key, with room. */
export const VIEW_COLUMN_MAX_LENGTH = 100;
/** The longest sort: three keys of the longest names, with room. */
export const VIEW_SORT_MAX_LENGTH = 200;
/**
 * A filter's JSON, in bytes. Within the query's own limits (50 conditions, 100 values each) a
 * filter could be megabytes; a list answers up to 200 views, so each stays small.
 */
export const MAX_VIEW_FILTER_BYTES = 65_536;

export const TOO_MANY_VIEWS_DETAIL = `A workspace has at most ${MAX_VIEWS} views, every member's private views included`;
export const EDIT_FORBIDDEN_DETAIL =
  "Only the view's author or a manager can change a workspace view";
export const DELETE_FORBIDDEN_DETAIL =
  "Only the view's author or a manager can delete a workspace view";
export const VISIBILITY_FORBIDDEN_DETAIL = "Only the view's author can change its visibility";

export const FILTER_TOO_LARGE = `filter: at most ${MAX_VIEW_FILTER_BYTES} bytes of JSON`;
export const VISIBILITY_MESSAGE = `visibility must be one of: ${VIEW_VISIBILITIES.join(', ')}`;
export const SORT_MESSAGE =
  'sort must be keys separated by commas, such as -value_cents,last_name, or null';
export const SORT_TOO_LONG = `sort must be at most ${VIEW_SORT_MAX_LENGTH} characters`;
export const UNKNOWN_COLUMN = (i: number, name: string, builtIns: readonly string[]) =>
  `columns.${i}: '${name}' is not a contact field; name one of ${builtIns.join(', ')}, or custom.<key> of an active custom field`;
export const ARCHIVED_COLUMN = (i: number, name: string) =>
  `columns.${i}: ${name} is archived; unarchive it to show it`;
export const COLUMN_TWICE = (i: number, name: string) => `columns.${i}: ${name} is given twice`;

/** A view as the rules see it: who made it (null once they left) and who sees it. */
export interface ViewAccess {
  readonly created_by: string | null;
  readonly visibility: ViewVisibility;
}

/** Who asks. */
export interface ViewCaller {
  readonly id: string;
  readonly role: Role;
}

function isManager(role: Role): boolean {
  return roleSatisfies(role, 'admin');
}

/**
 * Why `caller` may not edit a view they can see, or undefined when they may. A private view is
 * its author's alone (anyone else never sees it). A workspace view is edited by its author and
 * by managers; only the author changes its visibility, so no one else takes a view away from
 * the workspace or makes another's view their own.
 */
export function editRefusal(
  view: ViewAccess,
  caller: ViewCaller,
  visibility: ViewVisibility | undefined,
): string | undefined {
  const author = view.created_by === caller.id;
  if (!author && !isManager(caller.role)) return EDIT_FORBIDDEN_DETAIL;
  if (!author && visibility !== undefined && visibility !== view.visibility) {
    return VISIBILITY_FORBIDDEN_DETAIL;
  }
  return undefined;
}

/** Why `caller` may not delete a view they can see, or undefined when they may. */
export function deleteRefusal(view: ViewAccess, caller: ViewCaller): string | undefined {
  return view.created_by === caller.id || isManager(caller.role)
    ? undefined
    : DELETE_FORBIDDEN_DETAIL;
}
