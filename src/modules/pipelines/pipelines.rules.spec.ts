import { describe, expect, it } from '@jest/globals';
import type { PipelineRecord, Stage, StageKind } from '../../tenancy/stages.js';
import {
  movedTo,
  pipelineErrors,
  removedStageKeys,
  STAGE_KEY_PATTERN,
  stageKeyClashes,
  stageMoveErrors,
  stagesInUseDetail,
  stageRenames,
  storedStages,
  withRenamedSince,
  withPipelineStages,
} from './pipelines.rules.js';

const stage =
  (kind: StageKind) =>
  (key: string, pipeline = 'default'): Stage => ({
    key,
    label: key,
    kind,
    probability: 50,
    rotting_days: null,
    pipeline,
  });
const open = stage('open');
const won = stage('won');

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
    expect(pipelineErrors([won('won'), stage('lost')('lost')])).toEqual([
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
      "Stage 'proposal' still holds 3 contacts; name a stage to move them to (move_to)",
    );
    expect(stagesInUseDetail([{ key: 'lead', contacts: 1 }])).toBe(
      "Stage 'lead' still holds 1 contact; name a stage to move it to (move_to)",
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
      "Stages 'a' (2 contacts), 'b' (1 contact) and 'c' (5 contacts) still hold contacts; name a stage to move them to (move_to)",
    );
  });
});

describe('stageKeyClashes', () => {
  it("names a key another pipeline's stage has, with that pipeline", () => {
    expect(stageKeyClashes([open('due'), won('won')], [won('won', 'default')])).toEqual([
      {
        field: 'stages.1.key',
        message:
          "stage key 'won' is a stage of pipeline 'default'; a stage key names one stage in the workspace",
      },
    ]);
  });
});

describe('storedStages', () => {
  it('keeps the probability and rotting days of a known key, else the kind gives them', () => {
    const before = [{ ...open('lead'), probability: 15, rotting_days: 9 }];
    expect(
      storedStages(
        [
          { key: 'lead', label: 'Lead', kind: 'open' },
          { key: 'won', label: 'Won', kind: 'won' },
          { key: 'lost', label: 'Lost', kind: 'lost', rotting_days: null },
          { key: 'next', label: 'Next', kind: 'open', probability: 70, rotting_days: 3 },
        ],
        'default',
        before,
        new Date('2026-12-01T10:00:00Z'),
      ).map(({ key, probability, rotting_days, since }) => [key, probability, rotting_days, since]),
    ).toEqual([
      ['lead', 15, 9, undefined],
      ['won', 100, null, '2026-12-01T10:00:00.000Z'],
      ['lost', 0, null, '2026-12-01T10:00:00.000Z'],
      ['next', 70, 3, '2026-12-01T10:00:00.000Z'],
    ]);
  });
});

describe('stageRenames and withRenamedSince', () => {
  const at = (key: string, since?: string) => ({ ...open(key), ...(since ? { since } : {}) });
  const before = [
    at('a', '2026-03-01T00:00:00.000Z'),
    at('b', '2026-01-01T00:00:00.000Z'),
    at('c'),
  ];

  it('finds the stages a change adds that removed ones move to, not those it kept', () => {
    const renames = stageRenames({ a: 'n', b: 'n', c: 'a' }, ['a', 'b', 'c'], before);
    expect([...renames]).toEqual([['n', ['a', 'b']]]);
  });

  it('gives a renamed stage the earliest start of those it replaces, none if one has none', () => {
    const added = '2026-12-01T00:00:00.000Z';
    const next = [at('n', added), at('m', added), at('k', added)];
    const renames = new Map([
      ['n', ['a', 'b']],
      ['m', ['a', 'c']],
    ]);
    expect(withRenamedSince(next, renames, before, new Set()).map((s) => [s.key, s.since])).toEqual(
      [
        ['n', '2026-01-01T00:00:00.000Z'],
        ['m', undefined],
        ['k', added],
      ],
    );
  });

  it("starts a stage renamed to a removed stage's key when it is added, as a new stage", () => {
    const added = '2026-12-01T00:00:00.000Z';
    const next = [at('n', added), at('m', added)];
    const renames = new Map([
      ['n', ['a', 'b']],
      ['m', ['c']],
    ]);
    expect(
      withRenamedSince(next, renames, before, new Set(['m'])).map((s) => [s.key, s.since]),
    ).toEqual([
      ['n', '2026-01-01T00:00:00.000Z'],
      ['m', added],
    ]);
  });
});

describe('withPipelineStages', () => {
  it("replaces one pipeline's stages, grouped in the pipelines' order", () => {
    const pipelines: PipelineRecord[] = [
      { id: 'b', key: 'b', name: 'B' },
      { id: 'a', key: 'a', name: 'A' },
    ];
    const stages = [open('a1', 'a'), open('b1', 'b'), won('a2', 'a')];
    expect(withPipelineStages(pipelines, stages, 'a', [open('a3', 'a')]).map((s) => s.key)).toEqual(
      ['b1', 'a3'],
    );
  });
});

describe('stageMoveErrors', () => {
  it('refuses a key the change does not remove and a target the workspace does not keep', () => {
    expect(
      stageMoveErrors({ lead: 'won', won: 'gone', other: 'won' }, ['won', 'lead'], [won('won')]),
    ).toEqual([
      {
        field: 'move_to.won',
        message: 'move_to.won must be the key of a stage the workspace keeps',
      },
      { field: 'move_to.other', message: "'other' is not a stage this change removes" },
    ]);
  });
});

describe('movedTo', () => {
  it('puts the item at the position, clamped to the list', () => {
    expect(movedTo(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(movedTo(['a', 'b', 'c'], 'a', 9)).toEqual(['b', 'c', 'a']);
  });
});
