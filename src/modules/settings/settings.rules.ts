import type { FieldError } from '../../core/http/problem.js';
import type { Stage } from '../../tenancy/stages.js';

/** A contact is dormant after this many whole days without activity. */
export const DORMANCY_DAYS = { min: 1, max: 365 } as const;
export const TIME_ZONE_MAX_LENGTH = 64;

export const MAX_STAGES = 20;
/** A stage key is stored on contacts: a lowercase slug, stable while the label changes. */
export const STAGE_KEY_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const STAGE_KEY_MAX_LENGTH = 40;
export const STAGE_LABEL_MAX_LENGTH = 60;

/** The rules a pipeline must keep that a single field cannot express. */
export function pipelineErrors(stages: readonly Stage[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  stages.forEach((stage, i) => {
    if (seen.has(stage.key)) {
      errors.push({ field: `stages.${i}.key`, message: `stage key '${stage.key}' is used twice` });
    }
    seen.add(stage.key);
  });
  if (!stages.some((s) => s.kind === 'open')) {
    errors.push({ field: 'stages', message: 'the pipeline needs at least one open stage' });
  }
  return errors;
}

/** Keys of `before` that `after` leaves out. */
export function removedStageKeys(before: readonly Stage[], after: readonly Stage[]): string[] {
  const kept = new Set(after.map((s) => s.key));
  return before.map((s) => s.key).filter((key) => !kept.has(key));
}

/** `Stage 'proposal' still holds 3 contacts; move them first`, for one or several stages. */
export function stagesInUseDetail(inUse: ReadonlyArray<{ key: string; contacts: number }>): string {
  const count = (n: number) => `${n} contact${n === 1 ? '' : 's'}`;
  if (inUse.length === 1) {
    const [{ key, contacts }] = inUse;
    return `Stage '${key}' still holds ${count(contacts)}; move ${contacts === 1 ? 'it' : 'them'} first`;
  }
  const parts = inUse.map(({ key, contacts }) => `'${key}' (${count(contacts)})`);
  const list = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Stages ${list} still hold contacts; move them first`;
}
