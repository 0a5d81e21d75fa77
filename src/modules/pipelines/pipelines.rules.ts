import { OBJECT_MEMBER_KEYS } from '../../core/http/input-guard.js';
import type { FieldError } from '../../core/http/problem.js';
import {
  decodeCursor,
  encodeCursor,
  InvalidCursor,
  type KeyType,
  type Page,
} from '../../database/keyset.js';
import { lostReasonError } from '../contacts/contacts.rules.js';
import {
  DEFAULT_PROBABILITY,
  findStage,
  type PipelineRecord,
  type Stage,
  type StageDefinition,
  type StageKind,
} from '../../tenancy/stages.js';

/** What a reshape does to the contacts it moves, for PATCH /pipelines and PUT /settings. */
export const RESHAPE_MOVES =
  'Such a move is never activity (`last_activity_at` stays); it is announced as ' +
  '`contact.stage_changed`, and a contact reaching a won or lost stage ends its sequences. ' +
  'Into a stage the workspace already had, it is a stage move made by the caller, recorded ' +
  'for the reports; into a stage the same change adds, the stage is renamed: no stage move ' +
  'is recorded, and its earlier moves take the new key (reports and timelines follow it). A ' +
  'stage added with the key of a stage removed before starts afresh: the reports count no ' +
  'move its key had before it was added.';

export const MAX_PIPELINES = 10;
export const MAX_STAGES = 20;
/** A stage or pipeline key is stored on contacts and in filters: a lowercase slug, stable while the label changes. */
export const STAGE_KEY_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/**
 * Keys the slug allows that every object already answers (`constructor`): a body's `move_to`
 * could not name such a stage (a body key of that name is refused), so none takes one.
 */
export const RESERVED_STAGE_KEYS: readonly string[] = [...OBJECT_MEMBER_KEYS].filter((name) =>
  STAGE_KEY_PATTERN.test(name),
);
export const STAGE_KEY_MAX_LENGTH = 40;
export const STAGE_LABEL_MAX_LENGTH = 60;
export const PIPELINE_NAME_MAX_LENGTH = 60;
export const PROBABILITY = { min: 0, max: 100 } as const;
export const ROTTING_DAYS = { min: 1, max: 365 } as const;

/** A stage as a write gives it: its chance of winning and rotting days may be left out. */
export interface StageInput {
  key: string;
  label: string;
  kind: StageKind;
  probability?: number;
  rotting_days?: number | null;
}

/** The rules a pipeline's stages must keep that a single field cannot express. */
export function pipelineErrors(
  stages: readonly Pick<StageDefinition, 'key' | 'kind'>[],
): FieldError[] {
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

/**
 * A stage key names one stage in the workspace: each of `stages` whose key another pipeline's
 * stage (of `others`) already has, at its position.
 */
export function stageKeyClashes(
  stages: readonly Pick<StageDefinition, 'key'>[],
  others: readonly Stage[],
): FieldError[] {
  const taken = new Map(others.map((s) => [s.key, s.pipeline]));
  return stages.flatMap((stage, i) => {
    const pipeline = taken.get(stage.key);
    return pipeline === undefined
      ? []
      : [
          {
            field: `stages.${i}.key`,
            message: `stage key '${stage.key}' is a stage of pipeline '${pipeline}'; a stage key names one stage in the workspace`,
          },
        ];
  });
}

/**
 * The stages a write gives, as `pipeline` stores them: a chance of winning or rotting days left
 * out is kept from the stage of that key as it was, else the kind's default (open 50, won 100,
 * lost 0) and none.
 */
export function storedStages(
  input: readonly StageInput[],
  pipeline: string,
  current: readonly Stage[],
  now: Date,
): Stage[] {
  const before = new Map(current.map((s) => [s.key, s]));
  return input.map(({ key, label, kind, probability, rotting_days }) => {
    const known = before.get(key);
    const since = known ? known.since : now.toISOString();
    return {
      key,
      label,
      kind,
      probability: probability ?? known?.probability ?? DEFAULT_PROBABILITY[kind],
      rotting_days: rotting_days === undefined ? (known?.rotting_days ?? null) : rotting_days,
      pipeline,
      ...(since === undefined ? {} : { since }),
    };
  });
}

/**
 * The renames of a stage change: each stage it adds that `move_to` sends removed stages to,
 * with those stages' keys. Their stage moves become the new key's, and it counts them from the
 * earliest `since` among them (none if one has none). `had` is every stage of the workspace
 * before the change: a target among them, in any pipeline, is a stage move, not a rename.
 */
export function stageRenames(
  moveTo: Readonly<Record<string, string>>,
  removed: readonly string[],
  had: readonly Stage[],
): Map<string, string[]> {
  const renames = new Map<string, string[]>();
  for (const key of removed) {
    if (!Object.hasOwn(moveTo, key) || findStage(had, moveTo[key]) !== undefined) continue;
    renames.set(moveTo[key], [...(renames.get(moveTo[key]) ?? []), key]);
  }
  return renames;
}

/**
 * `stages` with each renamed one counting from when the stages it replaces did (`stageRenames`),
 * unless it takes the key of a stage removed earlier (`reused`, keys moves already name): then,
 * like a stage added with that key, from now on, as nothing tells the removed stage's moves from
 * the renamed one's once they share the key.
 */
export function withRenamedSince(
  stages: readonly Stage[],
  renames: ReadonlyMap<string, readonly string[]>,
  before: readonly Stage[],
  reused: ReadonlySet<string>,
): Stage[] {
  return stages.map((stage) => {
    const from = renames.get(stage.key);
    if (!from || reused.has(stage.key)) return stage;
    const sinces = from.map((key) => findStage(before, key)?.since);
    const { since: _added, ...rest } = stage;
    if (sinces.some((since) => since === undefined)) return rest;
    return { ...rest, since: (sinces as string[]).sort()[0] };
  });
}

/**
 * The workspace's stages with those of `pipeline` replaced by `next` (none: the pipeline gone),
 * grouped by pipeline in the order of `pipelines`.
 */
export function withPipelineStages(
  pipelines: readonly PipelineRecord[],
  stages: readonly Stage[],
  pipeline: string,
  next: readonly Stage[],
): Stage[] {
  return pipelines.flatMap((p) =>
    p.key === pipeline ? next : stages.filter((s) => s.pipeline === p.key),
  );
}

/** Keys of `before` that `after` leaves out. */
export function removedStageKeys(
  before: readonly Pick<StageDefinition, 'key'>[],
  after: readonly Pick<StageDefinition, 'key'>[],
): string[] {
  const kept = new Set(after.map((s) => s.key));
  return before.map((s) => s.key).filter((key) => !kept.has(key));
}

/**
 * Where the contacts of each removed stage go, from a write's `move_to` (`{ removed: target }`):
 * 422s for a key that is not a removed stage or a target that is not a stage after the write.
 */
export function stageMoveErrors(
  moveTo: Readonly<Record<string, string>>,
  removed: readonly string[],
  after: readonly Stage[],
): FieldError[] {
  const leaving = new Set(removed);
  const staying = new Set(after.map((s) => s.key));
  return Object.entries(moveTo).flatMap(([from, to]): FieldError[] => {
    if (!leaving.has(from)) {
      return [
        { field: `move_to.${from}`, message: `'${from}' is not a stage this change removes` },
      ];
    }
    if (typeof to !== 'string' || !staying.has(to)) {
      return [
        {
          field: `move_to.${from}`,
          message: `move_to.${from} must be the key of a stage the workspace keeps`,
        },
      ];
    }
    return [];
  });
}

/**
 * A `move_to` into a lost stage gives its contacts no reason: refused (422, the stage route's
 * message) where the workspace requires one, unless they come from a lost stage and keep theirs.
 * `held` are the removed stages that hold contacts.
 */
export function lostMoveErrors(
  workspace: { readonly lost_reasons: readonly string[]; readonly require_lost_reason: boolean },
  moveTo: Readonly<Record<string, string>>,
  before: readonly Stage[],
  after: readonly Stage[],
  held: readonly string[],
): FieldError[] {
  return held.flatMap((from): FieldError[] => {
    const source = before.find((s) => s.key === from);
    const target = after.find((s) => s.key === moveTo[from]);
    if (!target || source?.kind === 'lost') return [];
    const message = lostReasonError(workspace, target, undefined);
    return message ? [{ field: `move_to.${from}`, message }] : [];
  });
}

/**
 * A stage the change makes lost (`lost`, from `kindChanges`) that holds contacts (`counts`, the
 * trash's included) would close them without a reason: refused (422 on the stage's kind) where
 * the workspace requires one, as a move into a lost stage without one is. `given` are the
 * stages as the request lists them.
 */
export function lostKindErrors(
  workspace: { readonly require_lost_reason: boolean },
  given: readonly { readonly key?: string }[],
  lost: readonly string[],
  counts: ReadonlyMap<string, number>,
): FieldError[] {
  if (!workspace.require_lost_reason) return [];
  return lost.flatMap((key): FieldError[] => {
    const held = counts.get(key) ?? 0;
    const i = given.findIndex((s) => s.key === key);
    if (held === 0 || i === -1) return [];
    const field = `stages.${i}.kind`;
    const message =
      `${field} would make the ${count(held)} of stage '${key}' lost without the lost_reason ` +
      'the workspace requires (require_lost_reason); move them into a lost stage with one first';
    return [{ field, message }];
  });
}

/**
 * The stages of `after` whose kind differs from the stage of that key in `before`, by their new
 * kind: their contacts close or reopen with them.
 */
export function kindChanges(
  before: readonly Pick<StageDefinition, 'key' | 'kind'>[],
  after: readonly Pick<StageDefinition, 'key' | 'kind'>[],
): { open: string[]; closed: string[]; lost: string[] } {
  const was = new Map(before.map((s) => [s.key, s.kind]));
  const changed = after.filter((s) => was.has(s.key) && was.get(s.key) !== s.kind);
  const keys = (keep: (kind: StageKind) => boolean) =>
    changed.filter((s) => keep(s.kind)).map((s) => s.key);
  return {
    open: keys((k) => k === 'open'),
    closed: keys((k) => k !== 'open'),
    lost: keys((k) => k === 'lost'),
  };
}

/** `Stage 'proposal' still holds 3 contacts; name a stage to move them to (move_to)`, for one or several stages. */
export function stagesInUseDetail(inUse: ReadonlyArray<{ key: string; contacts: number }>): string {
  if (inUse.length === 1) {
    const [{ key, contacts }] = inUse;
    return `Stage '${key}' still holds ${count(contacts)}; name a stage to move ${contacts === 1 ? 'it' : 'them'} to (move_to)`;
  }
  const parts = inUse.map(({ key, contacts }) => `'${key}' (${count(contacts)})`);
  const list = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Stages ${list} still hold contacts; name a stage to move them to (move_to)`;
}

/** `Pipeline 'renewals' still holds 3 contacts; name a pipeline to move them to (move_to)`. */
export function pipelineInUseDetail(key: string, contacts: number): string {
  return `Pipeline '${key}' still holds ${count(contacts)}; name a pipeline to move ${contacts === 1 ? 'it' : 'them'} to (move_to)`;
}

function count(n: number): string {
  return `${n} contact${n === 1 ? '' : 's'}`;
}

/** A pipeline's new place in `pipelines`: `position` clamped to the list. */
export function movedTo<T>(list: readonly T[], item: T, position: number): T[] {
  const rest = list.filter((x) => x !== item);
  const at = Math.min(Math.max(position, 0), rest.length);
  return [...rest.slice(0, at), item, ...rest.slice(at)];
}

/** A pipeline's key in the list: its place, then its id. */
const PIPELINE_KEY: readonly KeyType[] = ['bigint', 'uuid'];

/**
 * One page of the pipelines, in their order. They live in one array on the workspace, which an
 * insert or a move renumbers, so a page goes on after the pipeline its cursor names wherever that
 * one stands now (an insert before it neither repeats nor skips one), and from the place it held
 * once it is gone. The cursor is written and checked as every list's (`database/keyset.ts`): a
 * forged one is InvalidCursor.
 */
export function pipelinePage<P extends { id: string; position: number }>(
  pipelines: readonly P[],
  page: { cursor?: string; limit: number },
): Page<P> {
  const start = startAfter(pipelines, decodeCursor(page.cursor, PIPELINE_KEY));
  const items = pipelines.slice(start, start + page.limit);
  const last = items[items.length - 1];
  return {
    items,
    next_cursor:
      last && start + items.length < pipelines.length
        ? encodeCursor([String(last.position), last.id])
        : null,
  };
}

function startAfter(
  pipelines: readonly { id: string }[],
  key: readonly (string | null)[] | null,
): number {
  if (key === null) return 0;
  const [position, id] = key;
  const place = Number(position);
  if (place < 0) throw new InvalidCursor();
  const at = pipelines.findIndex((p) => p.id === id);
  return at >= 0 ? at + 1 : place;
}
