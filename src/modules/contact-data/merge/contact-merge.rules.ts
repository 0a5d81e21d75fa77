import type { FieldError } from '../../../core/http/problem.js';
import { MERGE_FIELDS, type MergeField } from '../../contacts/contact-field-lists.js';

/** How many contacts one merge folds into its target. */
export const MAX_MERGE_SOURCES = 10;

export const SELF_MERGE_MESSAGE = 'source_ids cannot include the contact merged into';

/** Why `fields.<field>` names a contact that is not a source. */
export function notASourceMessage(field: string): string {
  return `fields.${field} must be one of source_ids`;
}

/** Why a merge would carry more tags than a contact may. */
export function tooManyTagsMessage(count: number, max: number): string {
  return `the merged contacts have ${count} distinct tags; a contact carries at most ${max}`;
}

/** The rules of a merge request that need no data: no self-merge, picks among the sources. */
export function mergeRequestErrors(
  targetId: string,
  sourceIds: readonly string[],
  fields: Partial<Record<MergeField, string>>,
): FieldError[] {
  const errors: FieldError[] = [];
  if (sourceIds.includes(targetId))
    errors.push({ field: 'source_ids', message: SELF_MERGE_MESSAGE });
  for (const field of MERGE_FIELDS) {
    const source = fields[field];
    if (source !== undefined && !sourceIds.includes(source)) {
      errors.push({ field: `fields.${field}`, message: notASourceMessage(field) });
    }
  }
  return errors;
}

/** The target's tags, then each source's new ones, in source id order; no tag twice. */
export function unionTags(
  target: readonly string[],
  sources: readonly (readonly string[])[],
): string[] {
  return [...new Set([...target, ...sources.flat()])];
}
