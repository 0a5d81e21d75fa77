import type { FieldError } from '../../../core/http/problem.js';
import { findStage, type Stage, stagesOfPipeline } from '../../../tenancy/stages.js';
import { isFilterTree } from '../../contacts/query/contact-query.parser.js';
import type { ContactSelection } from '../../contacts/query/contact-query.service.js';

/** What `POST /contacts/bulk` can do to many contacts at once. */
export const BULK_ACTIONS = [
  'move_stage',
  'assign_owner',
  'add_tags',
  'remove_tags',
  'delete',
  'set_fields',
] as const;
export type BulkActionName = (typeof BULK_ACTIONS)[number];

/** How many contacts one bulk action may list. */
export const MAX_BULK_CONTACTS = 500;

/** A bulk action with its validated parameters. */
export type BulkAction =
  | { action: 'move_stage'; stage: string; pipeline?: string; lost_reason?: string | null }
  | { action: 'assign_owner'; owner_id: string | null }
  | { action: 'add_tags' | 'remove_tags'; tags: string[] }
  /** `custom` as given: checked against the workspace's fields when applied (checkCustom). */
  | { action: 'set_fields'; custom: Record<string, unknown> }
  | { action: 'delete' };

/** Why a bulk action is refused when some listed contacts are not found. */
export function bulkNotFoundDetail(missing: number, listed: number): string {
  return `${missing} of the ${listed} contacts not found; contact_ids lists them`;
}

/** Why `add_tags` is refused when contacts would carry too many tags. */
export function tooManyTagsMessage(contacts: number, max: number): string {
  return `adding these tags would give ${contacts} contact(s) more than ${max} tags`;
}

/** Why a move without `pipeline` is refused for the contacts of a pipeline that lacks the stage. */
export function stageNotInContactsPipelineMessage(
  key: string,
  pipeline: string,
  stages: readonly { key: string }[],
  contacts: number,
): string {
  return (
    `Stage '${key}' is not a stage of pipeline '${pipeline}', where ${contacts} contact(s) are ` +
    `(params.pipeline moves them across pipelines). Valid stages: ${stages.map((s) => s.key).join(', ')}`
  );
}

/** How many of the contacts acted on are in `stage`. */
export interface StageCount {
  readonly stage: string;
  readonly contacts: number;
}

/**
 * A move without `pipeline` keeps each contact in its own pipeline, as the stage route does: one
 * error (`params.stage`) per pipeline of the contacts that lacks `target`, in board order. A
 * contact whose stage the workspace no longer has goes wherever `target` is, as there.
 */
export function ownPipelineErrors(
  stages: readonly Stage[],
  target: Stage,
  contactStages: readonly StageCount[],
): FieldError[] {
  const outside = new Map<string, number>();
  for (const { stage, contacts } of contactStages) {
    const own = findStage(stages, stage)?.pipeline;
    if (own !== undefined && own !== target.pipeline) {
      outside.set(own, (outside.get(own) ?? 0) + contacts);
    }
  }
  const pipelines = [...new Set(stages.map((s) => s.pipeline))].filter((p) => outside.has(p));
  return pipelines.map((pipeline) => ({
    field: 'params.stage',
    message: stageNotInContactsPipelineMessage(
      target.key,
      pipeline,
      stagesOfPipeline(stages, pipeline),
      outside.get(pipeline)!,
    ),
  }));
}

/** Contacts a bulk job acts on in one transaction, with the checkpoint that counts them. */
export const BULK_BATCH_SIZE = MAX_BULK_CONTACTS;

/** Why a bulk action naming neither its contacts nor a filter is refused. */
export const NEITHER_IDS_NOR_FILTER_MESSAGE =
  'contact_ids, filter or view is required: list the contacts, or give a filter or a view to run the action as a job over every contact it matches';

/** Why a bulk action naming both its contacts and a filter is refused. */
export const BOTH_IDS_AND_FILTER_MESSAGE =
  'contact_ids cannot be given with a filter or a view: list the contacts, or give a filter or a view to run the action as a job over every contact it matches';

export const BULK_ALREADY_FINISHED_DETAIL =
  'The bulk operation is already over; only a queued or running one can be cancelled';

export const BULK_GIVEN_UP_ERROR =
  'The bulk operation stopped after its job failed on every retry (an error, or a worker that died); ' +
  'the contacts counted were acted on, the rest were not';

/**
 * An operation whose filter names a field whose filter index a job is building (made filterable
 * again after the operation was accepted) waits for the build at its start: it looks again
 * every BULK_INDEX_RECHECK_SECONDS, until BULK_INDEX_WAIT_SECONDS after its acceptance; then it
 * fails with the filter's 409 as its error.
 */
export const BULK_INDEX_RECHECK_SECONDS = 10;
export const BULK_INDEX_WAIT_SECONDS = 3_600;

export const BULK_NO_LONGER_PREMIUM_ERROR =
  'The workspace is no longer premium; contacts not yet acted on were left as they were';

/**
 * A bulk action's `filter` as the contact query reads it: a filter tree (`{ "and": [...] }`),
 * or the list's parameters (`{ "stage": "lead" }`, the form it took first).
 */
export function bulkSelection(filter: Record<string, unknown>): ContactSelection {
  return isFilterTree(filter) ? { tree: filter } : { list: filter };
}
