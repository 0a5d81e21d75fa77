import type { FieldError } from '../../../core/http/problem.js';
import type { CustomFieldDefinition } from '../../../tenancy/custom-field-definition.js';
import { MERGE_FIELDS, type MergeField } from '../../contacts/contact-field-lists.js';
import type { CustomValue } from '../../contacts/custom-values.js';

/** How many contacts one merge folds into its target. */
export const MAX_MERGE_SOURCES = 10;

export const SELF_MERGE_MESSAGE = 'source_ids cannot include the contact merged into';

/** Why `fields.<field>` names a contact that is not a source. */
export function notASourceMessage(field: string): string {
  return `fields.${field} must be one of source_ids`;
}

/**
 * Fields a merge takes together, from one contact: an amount is in its own currency and is never
 * converted, so `value_cents` goes with its `currency`.
 */
export const MERGED_TOGETHER: readonly (readonly [MergeField, MergeField])[] = [
  ['value_cents', 'currency'],
];

/** Why `fields` names the two fields of a pair from different contacts. */
export function splitPairMessage([first, second]: readonly [MergeField, MergeField]): string {
  return `fields.${first} and fields.${second} must name the same source: a merge takes them together`;
}

/** Why a merge would carry more tags than a contact may. */
export function tooManyTagsMessage(count: number, max: number): string {
  return `the merged contacts have ${count} distinct tags; a contact carries at most ${max}`;
}

/** Why a merge would give the kept contact more custom values than a contact may hold. */
export function tooMuchCustomMessage(maxBytes: number): string {
  return `the merged contacts' custom values would take more than ${maxBytes} bytes as JSON`;
}

/**
 * The rules of a merge request that need no data: no self-merge, picks among the sources, the two
 * fields of a pair from one source (422 naming the second).
 */
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
  for (const pair of MERGED_TOGETHER) {
    const [first, second] = pair;
    if (
      fields[first] !== undefined &&
      fields[second] !== undefined &&
      fields[first] !== fields[second]
    ) {
      errors.push({ field: `fields.${second}`, message: splitPairMessage(pair) });
    }
  }
  return errors;
}

/** The picks with each pair completed: a field of a pair picked alone brings the other along. */
export function pairedPicks(
  fields: Partial<Record<MergeField, string>>,
): Partial<Record<MergeField, string>> {
  const picks = { ...fields };
  for (const [first, second] of MERGED_TOGETHER) {
    const source = picks[first] ?? picks[second];
    if (source !== undefined) {
      picks[first] = source;
      picks[second] = source;
    }
  }
  return picks;
}

/** The target's tags, then each source's new ones, in source id order; no tag twice. */
export function unionTags(
  target: readonly string[],
  sources: readonly (readonly string[])[],
): string[] {
  return [...new Set([...target, ...sources.flat()])];
}

/**
 * The kept contact's custom values after a merge: its own are never overwritten; a key it has no
 * value for takes the first source's that has one, `sources` in the order the request lists
 * them; a multi-select is the union (the target's ids first, then each source's new ones, each
 * once). Every stored key counts, an archived field's too: its values are data, only hidden.
 */
export function mergeCustomValues(
  fields: readonly Pick<CustomFieldDefinition, 'key' | 'type'>[],
  target: Readonly<Record<string, CustomValue>>,
  sources: readonly Readonly<Record<string, CustomValue>>[],
): Record<string, CustomValue> {
  const multi = new Set(fields.filter((f) => f.type === 'multi_select').map((f) => f.key));
  const merged: Record<string, CustomValue> = { ...target };
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const kept = merged[key];
      if (kept === undefined) merged[key] = value;
      else if (multi.has(key) && Array.isArray(kept) && Array.isArray(value)) {
        merged[key] = [...new Set([...kept, ...value])];
      }
    }
  }
  return merged;
}
