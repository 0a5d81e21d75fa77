import { isUUID } from 'class-validator';
import { type FieldError, ValidationProblem } from '../../core/http/problem.js';

/*
 * The rules of groups and the messages of their answers. Pure; whether an id is a member of the
 * workspace is read in the transaction that writes the group (`GroupsService`).
 */

export const GROUP_NAME_MAX_LENGTH = 100;
/** Members one request names: more than a team a group of this kind holds, bounded all the same. */
export const MAX_GROUP_MEMBERS = 1000;

export const NAME_MESSAGE = `name must be 1 to ${GROUP_NAME_MAX_LENGTH} characters`;
export const MEMBER_IDS_MESSAGE = "member_ids must be a list of members' ids";
export const TOO_MANY_MEMBERS_MESSAGE = `member_ids must list at most ${MAX_GROUP_MEMBERS} members`;

export const NOT_AN_ID = (i: number) => `member_ids.${i} must be a member's id (a UUID)`;
export const GIVEN_TWICE = (i: number, id: string) => `member_ids.${i}: ${id} is given twice`;
export const NOT_A_MEMBER = (i: number, id: string) =>
  `member_ids.${i}: ${id} is not a member of this workspace`;
/**
 * A name is unique in its workspace whatever its case or Unicode normalisation form; the detail
 * names the group that has it.
 */
export const NAME_TAKEN = (name: string) => `A group named '${name}' already exists`;

/**
 * `member_ids` as a request gives them: each a UUID, each once. Answers them in lower case (the
 * form PostgreSQL answers a uuid in, so `ABC…` and `abc…` are one member); else a 422 with an
 * error on `member_ids.<i>` for each id that is not one, or repeats an earlier one.
 */
export function readMemberIds(ids: readonly unknown[]): string[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const read: string[] = [];
  ids.forEach((value, i) => {
    const field = `member_ids.${i}`;
    if (typeof value !== 'string' || !isUUID(value)) {
      errors.push({ field, message: NOT_AN_ID(i) });
      return;
    }
    const id = value.toLowerCase();
    if (seen.has(id)) errors.push({ field, message: GIVEN_TWICE(i, id) });
    seen.add(id);
    read.push(id);
  });
  if (errors.length > 0) throw new ValidationProblem(errors);
  return read;
}

/**
 * A 422 with an error on `member_ids.<i>` for each id that is not one of `members` (the ids of
 * the workspace's members among them); nothing when every id is one.
 */
export function refuseStrangers(ids: readonly string[], members: ReadonlySet<string>): void {
  const errors = ids.flatMap((id, i) =>
    members.has(id) ? [] : [{ field: `member_ids.${i}`, message: NOT_A_MEMBER(i, id) }],
  );
  if (errors.length > 0) throw new ValidationProblem(errors);
}
