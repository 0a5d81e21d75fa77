import { ValidationProblem } from '../../core/http/problem.js';
import {
  DEFAULT_PIPELINE_KEY,
  entryStage,
  findStage,
  type PipelineRecord,
  type Stage,
  stagesOfPipeline,
} from '../../tenancy/stages.js';
import { CONTACT_FIELD } from './contact-field-lists.js';

/** How long each text field of a contact may be, in characters (after trimming). */
export { CONTACT_FIELD_MAX_LENGTH } from './contact-field-lists.js';

/** A deal's largest value, in cents. */
export const MAX_VALUE_CENTS = CONTACT_FIELD.value_cents.max;

/** How many tags a contact may carry, and how long each may be. */
export const MAX_TAGS = CONTACT_FIELD.tags.maxItems;
export const TAG_MAX_LENGTH = CONTACT_FIELD.tags.itemMaxLength;

/** The fields `POST /contacts/upsert` can find a contact by. */
export const UPSERT_MATCH_FIELDS = ['email'] as const;
export type UpsertMatchField = (typeof UPSERT_MATCH_FIELDS)[number];

/** How many of the matching contacts' ids a 409 of `POST /contacts/upsert` lists. */
export const MAX_LISTED_MATCHES = 100;

/** Why an upsert is refused when `contact` lacks the field it matches on. */
export function missingMatchValueMessage(field: UpsertMatchField): string {
  return `${field} is required to match on ${field}`;
}

/**
 * Why an upsert (or an import's row) is refused when only contacts the member does not see have
 * the value it matches on: creating one more would duplicate them, and editing one would write
 * what the member may not read. It says no more of them than that they exist.
 */
export function unseenMatchDetail(field: UpsertMatchField): string {
  return `A contact you do not see has this ${field}: nothing was written; its owner or an admin can edit it`;
}

/** Why an upsert is refused when several contacts have the value it matches on. */
export function ambiguousMatchDetail(field: UpsertMatchField, matches: number): string {
  return `${matches} contacts match on ${field}; edit the right one by id (PATCH /contacts/{id})`;
}

/** Why a stage key is refused: it names the workspace's valid keys. */
export function unknownStageMessage(key: string, stages: readonly { key: string }[]): string {
  return `Unknown stage '${key}'. Valid stages: ${stages.map((s) => s.key).join(', ')}`;
}

/** Why a pipeline key is refused: it names the workspace's pipelines. */
function unknownPipelineMessage(key: string, pipelines: readonly { key: string }[]): string {
  return `Unknown pipeline '${key}'. Valid pipelines: ${pipelines.map((p) => p.key).join(', ')}`;
}

/** 422 naming `pipeline` unless `key` is one of the workspace's pipelines. */
export function requirePipeline(
  workspace: { readonly pipelines: readonly PipelineRecord[] },
  key: string,
): void {
  if (!workspace.pipelines.some((p) => p.key === key)) {
    throw ValidationProblem.of('pipeline', unknownPipelineMessage(key, workspace.pipelines));
  }
}

/** Why a stage is refused in a pipeline that lacks it: it names that pipeline's stages. */
export function stageNotInPipelineMessage(
  key: string,
  pipeline: string,
  stages: readonly { key: string }[],
): string {
  return `Stage '${key}' is not a stage of pipeline '${pipeline}'. Valid stages: ${stages.map((s) => s.key).join(', ')}`;
}

/**
 * Where a contact goes for a write naming `pipeline` and `stage`, either left out: the stage in
 * that pipeline (422 when the pipeline lacks it); the stage alone, in its own pipeline; the
 * pipeline alone, its first open stage; neither, `fallback`'s first open stage (the default
 * pipeline for a new contact, its own for a contact that moves). `pipeline` and `stage` name
 * the fields of the errors.
 */
export function placement(
  workspace: { readonly pipelines: readonly PipelineRecord[]; readonly stages: readonly Stage[] },
  want: { pipeline?: string; stage?: string },
  fallback: string = DEFAULT_PIPELINE_KEY,
): Stage {
  const { stages } = workspace;
  if (want.pipeline !== undefined) requirePipeline(workspace, want.pipeline);
  if (want.stage === undefined) {
    const pipeline = want.pipeline ?? fallback;
    return entryStage(stagesOfPipeline(stages, pipeline));
  }
  const stage = findStage(stages, want.stage);
  if (!stage) throw ValidationProblem.of('stage', unknownStageMessage(want.stage, stages));
  if (want.pipeline !== undefined && stage.pipeline !== want.pipeline) {
    throw ValidationProblem.of(
      'stage',
      stageNotInPipelineMessage(want.stage, want.pipeline, stagesOfPipeline(stages, want.pipeline)),
    );
  }
  return stage;
}

/**
 * Why a move into `stage` with `reason` is refused (the 422 of `lost_reason`), or null: a reason
 * is one of the workspace's `lost_reasons`, given only with a move into a lost stage, and
 * required there when the workspace says so.
 */
export function lostReasonError(
  workspace: { readonly lost_reasons: readonly string[]; readonly require_lost_reason: boolean },
  stage: Stage,
  reason: string | undefined,
): string | null {
  if (reason === undefined) {
    return stage.kind === 'lost' && workspace.require_lost_reason
      ? `lost_reason is required for a move into a lost stage; one of: ${reasonsList(workspace)}`
      : null;
  }
  if (stage.kind !== 'lost') return 'lost_reason is given only with a move into a lost stage';
  if (!workspace.lost_reasons.includes(reason)) {
    return `lost_reason must be one of the workspace's lost_reasons: ${reasonsList(workspace)}`;
  }
  return null;
}

function reasonsList(workspace: { readonly lost_reasons: readonly string[] }): string {
  return workspace.lost_reasons.length > 0
    ? workspace.lost_reasons.join(', ')
    : '(none yet: settings.lost_reasons)';
}

/**
 * What `contact.stage_changed` says of a move besides the contact: the stages and their
 * pipelines, the one left as `stages` (the workspace's before the move) has it, null for a stage
 * it no longer has.
 */
export function stageMoveChange(stages: readonly Stage[], from: string, to: Stage) {
  return {
    move: { from, to: to.key },
    also: { from_pipeline: findStage(stages, from)?.pipeline ?? null, to_pipeline: to.pipeline },
  };
}

/** How many contacts the export fetches from its cursor at a time: what it holds in memory. */
export const EXPORT_BATCH_SIZE = 500;

/** How long an export may hold its database connection, reader included. */
export const EXPORT_MAX_DURATION_MS = 10 * 60_000;

/**
 * What separates a contact's tags in one CSV cell (`vip|referral` is two tags), in the export and
 * the import alike, so an exported file imports back.
 */
export const TAG_SEPARATOR = '|';

/**
 * The form of one tag a write gives: no whitespace at either end (an import trims each tag of a
 * cell) and no TAG_SEPARATOR, so every tag written survives an export and its import. A pattern of
 * ECMA-262 in Unicode mode, as the validators and the JSON Schema read it.
 */
export const TAG_PATTERN = `^(?!\\s)[^${TAG_SEPARATOR}]*(?<!\\s)$`;

export const TAG_FORM_MESSAGE = `tags must not begin or end with whitespace, nor hold '${TAG_SEPARATOR}', which separates tags in a CSV file`;

/**
 * What makes a spreadsheet run a cell as a formula when it comes first (OWASP's list, and the
 * full-width forms some spreadsheets read as the same), and the single quote that marks an
 * escaped cell: the export writes a text cell starting with any of them with a leading single
 * quote, and the import takes exactly that quote off again. The quote is in the list so a value
 * that itself starts with one (`'=SUM(A1)`) comes back as it was, not unescaped once too often.
 */
export const FORMULA_STARTS: ReadonlySet<string> = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
  "'",
]);

/** A text cell as the export writes it: with a leading single quote when it starts as a formula. */
export function escapeFormulaCell(cell: string): string {
  return cell.length > 0 && FORMULA_STARTS.has(cell[0]) ? `'${cell}` : cell;
}

/**
 * A cell as it was before the export's formula escape, so an exported file imports back:
 * `'+44 20 7946 0000` reads `+44 20 7946 0000` again. Other cells are left as they are.
 */
export function unescapeFormulaCell(cell: string): string {
  return cell.length > 1 && cell[0] === "'" && FORMULA_STARTS.has(cell[1]) ? cell.slice(1) : cell;
}

/** How far ahead a contact may be snoozed, and how long its reason may be. */
export const MAX_SNOOZE_DAYS = 180;
export const SNOOZE_REASON_MAX_LENGTH = 200;
