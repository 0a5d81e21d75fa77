import { describe, expect, it } from '@jest/globals';
import {
  MAX_STAGES,
  pipelineErrors,
  STAGE_KEY_PATTERN,
  stageKeyClashes,
} from './pipelines.rules.js';
import {
  DEMO_PIPELINE,
  DEMO_PIPELINE_STAGES,
  withDemoPipeline,
} from '../../tenancy/demo-pipeline.js';
import { DEFAULT_PIPELINE_KEY, DEFAULT_WORKSPACE_STAGES } from '../../tenancy/stages.js';

const workspace = {
  pipelines: [{ id: 'a', key: DEFAULT_PIPELINE_KEY, name: 'Sales' }],
  stages: [...DEFAULT_WORKSPACE_STAGES],
};

describe('the demo pipeline', () => {
  it('is a pipeline the API would accept beside the default stages', () => {
    expect(DEMO_PIPELINE.key).toMatch(STAGE_KEY_PATTERN);
    expect(DEMO_PIPELINE_STAGES.length).toBeLessThanOrEqual(MAX_STAGES);
    expect(pipelineErrors(DEMO_PIPELINE_STAGES)).toEqual([]);
    expect(stageKeyClashes(DEMO_PIPELINE_STAGES, DEFAULT_WORKSPACE_STAGES)).toEqual([]);
  });

  it("follows a free workspace's own pipelines, which stay as they are", () => {
    const seen = withDemoPipeline(workspace);
    expect(seen.pipelines.map((p) => p.key)).toEqual([DEFAULT_PIPELINE_KEY, DEMO_PIPELINE.key]);
    expect(seen.stages.slice(-DEMO_PIPELINE_STAGES.length)).toEqual(DEMO_PIPELINE_STAGES);
    expect(workspace.pipelines).toHaveLength(1);
    expect(workspace.stages).toHaveLength(DEFAULT_WORKSPACE_STAGES.length);
  });

  it('is left out when its key or one of its stage keys is already the workspace’s own', () => {
    const ownKey = {
      ...workspace,
      pipelines: [...workspace.pipelines, { id: 'b', key: DEMO_PIPELINE.key, name: 'Ours' }],
    };
    expect(withDemoPipeline(ownKey)).toBe(ownKey);
    const ownStage = {
      ...workspace,
      stages: [...workspace.stages, { ...DEMO_PIPELINE_STAGES[1], pipeline: 'other' }],
    };
    expect(withDemoPipeline(ownStage)).toBe(ownStage);
  });
});
