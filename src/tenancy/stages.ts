export const STAGE_KINDS = ['open', 'won', 'lost'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** A stage as its pipeline defines it (`GET /pipelines`, and the default pipeline in `/settings`). */
export interface StageDefinition {
  key: string;
  label: string;
  kind: StageKind;
  /** Percent chance a deal in this stage is won: what the forecast weighs its value by. */
  probability: number;
  /** Days without activity after which a contact here is dormant; null: the workspace's. */
  rotting_days: number | null;
}

/**
 * A stage of the workspace: its definition and the key of the pipeline it belongs to. A stage key
 * names one stage in the whole workspace, across its pipelines (as a stage id does in Pipedrive
 * and HubSpot; labels may repeat), so a contact's stage says its pipeline, and the counters, the
 * indexes and the stage moves need nothing more than the key.
 */
export interface Stage extends StageDefinition {
  pipeline: string;
  /**
   * When the stage was added (ISO), for the reports: they count the stage moves under its key
   * from then on, so a key a removed stage had starts afresh. A stage renamed to it keeps the
   * one it replaces (its moves are the new key's). Absent: every move, as for the stages a
   * workspace started with.
   */
  since?: string;
}

/** A pipeline as stored (`workspaces.pipelines`, in board order); its stages are `workspaces.stages`. */
export interface PipelineRecord {
  id: string;
  key: string;
  name: string;
}

/** The pipeline every workspace has and `/settings` edits; it cannot be removed. */
export const DEFAULT_PIPELINE_KEY = 'default';

/** The chance of winning a stage is given when a write leaves it out, by its kind. */
export const DEFAULT_PROBABILITY: Readonly<Record<StageKind, number>> = {
  open: 50,
  won: 100,
  lost: 0,
};

/** The default pipeline every new workspace starts with; managers reshape it. */
export const DEFAULT_STAGES: readonly StageDefinition[] = [
  { key: 'lead', label: 'Lead', kind: 'open', probability: 10, rotting_days: null },
  { key: 'contacted', label: 'Contacted', kind: 'open', probability: 20, rotting_days: null },
  { key: 'qualified', label: 'Qualified', kind: 'open', probability: 40, rotting_days: null },
  { key: 'proposal', label: 'Proposal', kind: 'open', probability: 60, rotting_days: null },
  { key: 'negotiation', label: 'Negotiation', kind: 'open', probability: 80, rotting_days: null },
  { key: 'won', label: 'Won', kind: 'won', probability: 100, rotting_days: null },
  { key: 'lost', label: 'Lost', kind: 'lost', probability: 0, rotting_days: null },
];

/** `workspaces.stages` of a new workspace: the default pipeline's. */
export const DEFAULT_WORKSPACE_STAGES: readonly Stage[] = DEFAULT_STAGES.map((stage) => ({
  ...stage,
  pipeline: DEFAULT_PIPELINE_KEY,
}));

export function findStage(stages: readonly Stage[], key: string): Stage | undefined {
  return stages.find((s) => s.key === key);
}

/** The stages of one pipeline, in board order. */
export function stagesOfPipeline(stages: readonly Stage[], pipeline: string): Stage[] {
  return stages.filter((s) => s.pipeline === pipeline);
}

/** A stage as its pipeline lists it: without the pipeline's key. */
export function stageDefinition(stage: StageDefinition): StageDefinition {
  const { key, label, kind, probability, rotting_days } = stage;
  return { key, label, kind, probability, rotting_days };
}

/** The stages of one pipeline as it lists them (`/pipelines`, `/settings`, `/me`). */
export function pipelineStages(stages: readonly Stage[], pipeline: string): StageDefinition[] {
  return stagesOfPipeline(stages, pipeline).map(stageDefinition);
}

/** Where a contact lands when created without a stage: the first open stage of the pipeline. */
export function entryStage<S extends StageDefinition>(stages: readonly S[]): S {
  return stages.find((s) => s.kind === 'open') ?? stages[0];
}

/**
 * Whether a deal moved from stage `from` to `to` stays closed as it was: both won, or both lost.
 * A pipeline's reshape that moves deals so keeps the moment they closed.
 */
export function closesAlike(
  from: Pick<StageDefinition, 'kind'> | undefined,
  to: Pick<StageDefinition, 'kind'>,
): boolean {
  return from !== undefined && from.kind === to.kind && to.kind !== 'open';
}
