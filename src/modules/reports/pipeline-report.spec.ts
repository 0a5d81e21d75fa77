import { describe, expect, it } from '@jest/globals';
import type { ExactInteger } from '../../core/http/raw-json.js';
import { DEFAULT_WORKSPACE_STAGES } from '../../tenancy/stages.js';
import type { StageTotalRow } from '../contacts/contact-lookups.queries.js';
import { stageTotalsOf } from '../contacts/stage-totals.js';
import { pipelineReport } from './pipeline-report.js';

const row = (over: Partial<StageTotalRow>): StageTotalRow => ({
  stage: 'lead',
  currency: 'EUR',
  count: 1,
  value: '0',
  stage_probability_value: '0',
  own_probability_weighted: '0',
  ...over,
});

const RANGE = {
  from: new Date('2026-11-01T00:00:00Z'),
  to: new Date('2026-12-01T00:00:00Z'),
  timezone: 'UTC',
};

function reportOf(rows: StageTotalRow[]) {
  const totals = stageTotalsOf(rows, DEFAULT_WORKSPACE_STAGES);
  return pipelineReport('default', DEFAULT_WORKSPACE_STAGES, totals, new Map(), RANGE);
}

describe('pipelineReport', () => {
  it("rounds each total's weighted value once, from the stages' exact sums, not the sum of their roundings", () => {
    const report = reportOf([
      // EUR: lead (10 %) 5 x 10 = 0.5 cent, contacted a deal of its own 50 %: 1 x 50 = 0.5 cent.
      // Each stage rounds to 1 (2 summed); the deals weigh 1.
      row({ stage: 'lead', value: '5', stage_probability_value: '5' }),
      row({ stage: 'contacted', value: '1', own_probability_weighted: '50' }),
      // USD: 0.4 cent in each of three stages: each rounds to 0 (0 summed); the deals weigh 1.2.
      row({ stage: 'lead', currency: 'USD', value: '4', stage_probability_value: '4' }),
      row({ stage: 'contacted', currency: 'USD', value: '2', stage_probability_value: '2' }),
      row({ stage: 'qualified', currency: 'USD', value: '1', stage_probability_value: '1' }),
    ]);
    const weighted = (currencies: { currency: string; weighted_value_cents: ExactInteger }[]) =>
      currencies.map((c) => [c.currency, c.weighted_value_cents]);
    expect(report.stages.slice(0, 3).map((s) => [s.key, weighted(s.currencies)])).toEqual([
      [
        'lead',
        [
          ['EUR', 1],
          ['USD', 0],
        ],
      ],
      [
        'contacted',
        [
          ['EUR', 1],
          ['USD', 0],
        ],
      ],
      ['qualified', [['USD', 0]]],
    ]);
    const summed = [
      { currency: 'EUR', count: 2, value_cents: 6, weighted_value_cents: 1 },
      { currency: 'USD', count: 3, value_cents: 7, weighted_value_cents: 1 },
    ];
    expect(report.totals.currencies).toEqual(summed);
    expect(report.totals.open.currencies).toEqual(summed);
    expect(report.totals.won.currencies).toEqual([]);
    expect(report.totals).toMatchObject({ count: 5, value_cents: 13 });
  });

  it('sums a kind over its stages only, its weighted value rounded half up once', () => {
    const report = reportOf([
      row({ stage: 'lead', value: '1', own_probability_weighted: '25' }),
      row({ stage: 'contacted', value: '1', own_probability_weighted: '25' }),
      row({ stage: 'lead', currency: 'USD', value: '1', own_probability_weighted: '25' }),
      // A won deal weighs its stage's 100 %, whatever it was given while open.
      row({ stage: 'won', value: '1', own_probability_weighted: '25' }),
    ]);
    // Each open stage's 0.25 cent rounds to 0; their sum, 0.5, half up to 1.
    expect(report.totals.open.currencies).toEqual([
      { currency: 'EUR', count: 2, value_cents: 2, weighted_value_cents: 1 },
      { currency: 'USD', count: 1, value_cents: 1, weighted_value_cents: 0 },
    ]);
    expect(report.totals.won.currencies).toEqual([
      { currency: 'EUR', count: 1, value_cents: 1, weighted_value_cents: 1 },
    ]);
    // 0.25 + 0.25 + 1 = 1.5 cents: half up, 2.
    expect(report.totals.currencies).toEqual([
      { currency: 'EUR', count: 3, value_cents: 3, weighted_value_cents: 2 },
      { currency: 'USD', count: 1, value_cents: 1, weighted_value_cents: 0 },
    ]);
    expect(report.win_rate).toBe(1);
  });
});
