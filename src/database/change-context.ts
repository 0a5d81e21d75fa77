import type { SqlParams, TenantScope } from './sql.js';
import { contactRecordScope, contactScope } from './visibility.js';

/*
 * The context of a write, as the contact's history records it. The history's rows are written by
 * row triggers (migration ContactHistory), so every write of a contact or a follow-up is recorded
 * whichever statement makes it; who made it and how is what only the service knows. Each
 * statement that writes them carries it (`changeContext`), and the triggers read it from the
 * transaction's setting `crm.change`.
 */

/** What wrote a change: a route, a job, or a feature that writes for the caller. */
export const CHANGE_VIAS = [
  'api',
  'import',
  'bulk',
  'merge',
  'routing',
  'sequence',
  'restore',
] as const;
export type ChangeVia = (typeof CHANGE_VIAS)[number];

/** Who and what a write comes from (a RequestOrigin, structurally). */
export interface ChangeOrigin {
  readonly request_id: string | null;
  readonly actor: {
    readonly type: 'user' | 'api_key' | 'system';
    readonly user_id: string | null;
    readonly api_key_id: string | null;
  };
  /** What writes: `api` when a caller's request does and nothing said otherwise. */
  readonly via?: ChangeVia;
  /** The import or bulk operation that writes. */
  readonly operation_id?: string | null;
}

/** A scope whose writes say where they come from (every WorkspaceScope does). */
export interface ChangingScope extends TenantScope {
  readonly origin: ChangeOrigin;
}

/** The settings the history's triggers read (migration ContactHistory). */
const CHANGE_SETTING = 'crm.change';
const ROUTED_SETTING = 'crm.routed';

/** What a statement tells the triggers beyond who writes. */
export interface ChangeExtra {
  /** The contacts it creates whose owner routing picks (`crm.routed`). */
  readonly routed?: boolean | readonly string[];
  /**
   * It writes values of archived custom fields, which it carries rather than sets (a merge, an
   * option's replacement): `contact_custom_options_check` refuses them from any other write.
   */
  readonly carriesArchived?: boolean;
}

/** The context as the triggers read it (`crm.change`, JSON). */
function changeContextJson(origin: ChangeOrigin, carriesArchived: boolean): string {
  const { actor } = origin;
  return JSON.stringify({
    actor_type: actor.type,
    user_id: actor.user_id,
    api_key_id: actor.api_key_id,
    via: origin.via ?? (actor.type === 'system' ? null : 'api'),
    request_id: origin.request_id,
    operation_id: origin.operation_id ?? null,
    ...(carriesArchived ? { carries_archived: true } : {}),
  });
}

/**
 * The contacts a statement creates whose owner routing picks (`crm.routed`): every one (`all`),
 * or their ids; their owner is an entry of its own, via routing. Text the trigger searches, not
 * JSON it would parse for every row of a batch.
 */
function routedSetting(routed: boolean | readonly string[] | undefined): string {
  if (routed === true) return 'all';
  return Array.isArray(routed) ? routed.join(',') : '';
}

/**
 * A condition that sets the write's context for the rest of its transaction and holds, for the
 * WHERE of a statement that writes contacts or follow-ups: evaluated once, before the statement
 * writes a row (a one-time filter, having no column), so the triggers that fire at its end read
 * it. A statement that writes nothing need not set it.
 */
export function changeContext(p: SqlParams, scope: ChangingScope, extra?: ChangeExtra): string {
  const change = p.add(changeContextJson(scope.origin, extra?.carriesArchived ?? false));
  const routed = p.add(routedSetting(extra?.routed));
  return `(SELECT set_config('${CHANGE_SETTING}', ${change}::text, true) || set_config('${ROUTED_SETTING}', ${routed}::text, true)) IS NOT NULL`;
}

/**
 * The filter of a statement that writes contacts aliased `alias`: the contacts the scope sees
 * (`contactScope`: a member's write of a contact they do not see changes nothing) and the
 * write's context (`changeContext`).
 */
export function contactWrite(
  p: SqlParams,
  scope: ChangingScope,
  alias: string,
  extra?: ChangeExtra,
): string {
  return `${contactScope(p, scope, alias)} AND ${changeContext(p, scope, extra)}`;
}

/**
 * The filter of a statement that writes follow-ups aliased `alias`: the tenant's, of contacts
 * the scope sees (`contactRecordScope`), and the write's context.
 */
export function followupWrite(p: SqlParams, scope: ChangingScope, alias: string): string {
  return `${contactRecordScope(p, scope, alias)} AND ${changeContext(p, scope)}`;
}

/** Stages the triggers cannot find in `workspaces.stages` (migration UnstoredStages). */
const UNSTORED_STAGES_SETTING = 'crm.unstored_stages';

/** A stage as the triggers need it: its kind closes or opens a deal, its pipeline is history's. */
export interface UnstoredStage {
  key: string;
  kind: string;
  pipeline: string;
}

/**
 * A condition that tells the triggers, for the rest of the transaction, the kind and pipeline of
 * stages that a write's contacts enter or leave and `workspaces.stages` does not hold: the demo
 * pipeline's, which is never stored, and those a pipeline's change removes before it moves their
 * contacts out. `contact_closing` closes a contact entering such a stage by its kind, and the
 * history names the pipeline a contact left by it.
 */
export function unstoredStages(p: SqlParams, stages: readonly UnstoredStage[]): string {
  const json = JSON.stringify(
    Object.fromEntries(stages.map((s) => [s.key, { kind: s.kind, pipeline: s.pipeline }])),
  );
  return `(SELECT set_config('${UNSTORED_STAGES_SETTING}', ${p.add(json)}::text, true)) IS NOT NULL`;
}
