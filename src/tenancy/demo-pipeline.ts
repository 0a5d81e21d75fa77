import type { PipelineRecord, Stage, StageDefinition } from './stages.js';
import type { Workspace } from './workspace.entity.js';

/**
 * The second pipeline a free workspace shows beside its own, so that a pipeline filter, the board
 * of another pipeline and a move across pipelines have demo deals to show. It is never stored: a
 * free workspace cannot write its pipelines, and a premium one never sees it or its demo
 * contacts, so upgrading leaves the workspace's own pipelines exactly as they were.
 */
export const DEMO_PIPELINE: PipelineRecord = {
  id: '00000000-0000-4000-8000-00000000de70',
  key: 'renewals',
  name: 'Renewals',
};

const STAGES: readonly StageDefinition[] = [
  { key: 'renewal-due', label: 'Renewal due', kind: 'open', probability: 50, rotting_days: 21 },
  { key: 'renewal-talks', label: 'In talks', kind: 'open', probability: 75, rotting_days: null },
  { key: 'renewed', label: 'Renewed', kind: 'won', probability: 100, rotting_days: null },
  { key: 'churned', label: 'Churned', kind: 'lost', probability: 0, rotting_days: null },
];

export const DEMO_PIPELINE_STAGES: readonly Stage[] = STAGES.map((stage) => ({
  ...stage,
  pipeline: DEMO_PIPELINE.key,
}));

/**
 * The workspace as its free tier sees it: its own pipelines, then the demo pipeline. Left out when
 * its key or a stage key is already the workspace's own (a workspace that made one while premium
 * and then lapsed): stage keys name one stage across pipelines.
 */
export function withDemoPipeline<W extends Pick<Workspace, 'pipelines' | 'stages'>>(
  workspace: W,
): W {
  const stageKeys = new Set(workspace.stages.map((s) => s.key));
  const collides =
    workspace.pipelines.some((p) => p.key === DEMO_PIPELINE.key) ||
    DEMO_PIPELINE_STAGES.some((s) => stageKeys.has(s.key));
  if (collides) return workspace;
  return {
    ...workspace,
    pipelines: [...workspace.pipelines, DEMO_PIPELINE],
    stages: [...workspace.stages, ...DEMO_PIPELINE_STAGES],
  };
}

/**
 * Whether the free tier of a workspace shows the demo pipeline: its stored pipelines leave room
 * for it, or it is already among them (a workspace as `withDemoPipeline` answered it).
 */
export function showsDemoPipeline(workspace: Pick<Workspace, 'pipelines' | 'stages'>): boolean {
  return withDemoPipeline(workspace).pipelines.some((p) => p.id === DEMO_PIPELINE.id);
}
