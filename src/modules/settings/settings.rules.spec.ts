import { describe, expect, it } from '@jest/globals';
import type { Stage } from '../../tenancy/stages.js';
import {
  pipelineErrors,
  removedStageKeys,
  STAGE_KEY_PATTERN,
  stagesInUseDetail,
} from './settings.rules.js';

const open = (key: string): Stage => ({ key, label: key, kind: 'open' });
const won = (key: string): Stage => ({ key, label: key, kind: 'won' });

describe('pipelineErrors', () => {
  it('accepts a pipeline with unique keys and an open stage', () => {
    expect(pipelineErrors([open('lead'), won('won')])).toEqual([]);
  });

  it('names the repeated key at its position', () => {
    expect(pipelineErrors([open('lead'), won('won'), open('lead')])).toEqual([
      { field: 'stages.2.key', message: "stage key 'lead' is used twice" },
    ]);
  });

  it('requires an open stage', () => {
    expect(pipelineErrors([won('won'), { key: 'lost', label: 'Lost', kind: 'lost' }])).toEqual([
      { field: 'stages', message: 'the pipeline needs at least one open stage' },
    ]);
  });
});

describe('STAGE_KEY_PATTERN', () => {
  it.each(['lead', 'closed-won', 'stage_2', '2nd'])('accepts %s', (key) => {
    expect(STAGE_KEY_PATTERN.test(key)).toBe(true);
  });
  it.each(['Lead', 'two words', '-lead', 'lead-', 'a--b', 'étape', ''])('refuses %p', (key) => {
    expect(STAGE_KEY_PATTERN.test(key)).toBe(false);
  });
});

describe('removedStageKeys', () => {
  it('lists the keys left out, in the old order', () => {
    expect(removedStageKeys([open('a'), open('b'), open('c')], [open('c'), open('x')])).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('stagesInUseDetail', () => {
  it('names one stage and its count', () => {
    expect(stagesInUseDetail([{ key: 'proposal', contacts: 3 }])).toBe(
      "Stage 'proposal' still holds 3 contacts; move them first",
    );
    expect(stagesInUseDetail([{ key: 'lead', contacts: 1 }])).toBe(
      "Stage 'lead' still holds 1 contact; move it first",
    );
  });

  it('names several stages', () => {
    expect(
      stagesInUseDetail([
        { key: 'a', contacts: 2 },
        { key: 'b', contacts: 1 },
        { key: 'c', contacts: 5 },
      ]),
    ).toBe(
      "Stages 'a' (2 contacts), 'b' (1 contact) and 'c' (5 contacts) still hold contacts; move them first",
    );
  });
});
