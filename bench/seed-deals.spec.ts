import { describe, expect, it } from '@jest/globals';
import {
  pipelineErrors,
  STAGE_KEY_PATTERN,
  stageKeyClashes,
} from '../src/modules/pipelines/pipelines.rules.js';
import { DEFAULT_WORKSPACE_STAGES } from '../src/tenancy/stages.js';
import { daysAgo } from './scenarios.js';
import { MOVED_TO, SECOND_PIPELINE, SECOND_PIPELINE_STAGES } from './seed-deals.js';

describe('the deals part of the data set', () => {
  it("adds a second pipeline the API would accept beside the default one's stages", () => {
    expect(SECOND_PIPELINE.key).toMatch(STAGE_KEY_PATTERN);
    expect(pipelineErrors(SECOND_PIPELINE_STAGES)).toEqual([]);
    expect(stageKeyClashes(SECOND_PIPELINE_STAGES, DEFAULT_WORKSPACE_STAGES)).toEqual([]);
    for (const stage of SECOND_PIPELINE_STAGES) expect(stage.key).toMatch(STAGE_KEY_PATTERN);
  });

  it('moves a contact of every default stage to a stage of the same kind in the second pipeline', () => {
    expect(Object.keys(MOVED_TO).sort()).toEqual(DEFAULT_WORKSPACE_STAGES.map((s) => s.key).sort());
    for (const stage of DEFAULT_WORKSPACE_STAGES) {
      const target = SECOND_PIPELINE_STAGES.find((s) => s.key === MOVED_TO[stage.key]);
      expect(target?.kind).toBe(stage.kind);
    }
    // The entry stage maps to the second pipeline's first: its moves start there.
    expect(MOVED_TO[DEFAULT_WORKSPACE_STAGES[0].key]).toBe(SECOND_PIPELINE_STAGES[0].key);
  });

  it("gives the win rate's scenario a UTC date 29 days back", () => {
    expect(daysAgo(29, new Date('2026-11-28T23:59:00Z'))).toBe('2026-10-30');
  });
});
