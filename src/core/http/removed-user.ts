import { ConflictProblem, type Problem, ValidationProblem } from './problem.js';

export const CALLER_REMOVED_DETAIL = 'Your account was removed from this workspace';

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';
/** PostgreSQL's detail of a missing referenced row, e.g. `Key (owner_id)=(…) is not present in table "users".` */
const MISSING_USER = /^Key \(([a-z_]+)\)=\(([^)]*)\) is not present in table "users"\.$/;

/**
 * A write that names a user removed while it was in flight: the membership checks passed, then
 * the member was deleted before the row referencing them was written, and the foreign key
 * refused it. That is the caller's news, not a server fault: their own removal (the author, or
 * themselves as owner) is 409; someone else named in a field is 422 on that field, the answer
 * the membership check gives. Any other error: undefined.
 */
export function removedUserProblem(
  error: unknown,
  callerId: string | undefined,
): Problem | undefined {
  const { code, detail } = (error ?? {}) as { code?: unknown; detail?: unknown };
  if (code !== FOREIGN_KEY_VIOLATION || typeof detail !== 'string') return undefined;
  const match = MISSING_USER.exec(detail);
  if (!match) return undefined;
  const [, column, id] = match;
  if (id === callerId) return new ConflictProblem(CALLER_REMOVED_DETAIL);
  return ValidationProblem.of(column, `${column} is not a member of this workspace`);
}
