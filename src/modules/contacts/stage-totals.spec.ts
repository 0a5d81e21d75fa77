import { describe, expect, it } from '@jest/globals';
import { serializeBody } from '../../core/http/raw-json.js';
import { DEFAULT_WORKSPACE_STAGES } from '../../tenancy/stages.js';
import type { StageTotalRow } from './contact-lookups.queries.js';
import { type StageTotal, stageHead, stageTotalsOf } from './stage-totals.js';

/** A stage's totals as the board and the pipeline report show them (`stageHead`). */
function shown(total: StageTotal | undefined) {
  const { count, value_cents, currencies } = stageHead(DEFAULT_WORKSPACE_STAGES[0], total);
  return { count, value_cents, currencies, everyone: total?.everyone };
}

const row = (over: Partial<StageTotalRow>): StageTotalRow => ({
  stage: 'qualified',
  currency: 'EUR',
  count: 1,
  value: '0',
  stage_probability_value: '0',
  own_probability_weighted: '0',
  ...over,
});

describe('stageTotalsOf', () => {
  it("weighs each currency's value by the stage's probability now, plus the deals' own, rounded once half up", () => {
    // Qualified: 40 %. EUR: (1,000 x 40 + 333 x 50) / 100 = 566.5; USD: 999 x 40 / 100 = 399.6.
    const totals = stageTotalsOf(
      [
        row({ currency: 'USD', count: 1, value: '999', stage_probability_value: '999' }),
        row({
          count: 2,
          value: '1333',
          stage_probability_value: '1000',
          own_probability_weighted: String(333 * 50),
        }),
      ],
      DEFAULT_WORKSPACE_STAGES,
    );
    expect(shown(totals.get('qualified'))).toEqual({
      count: 3,
      value_cents: 2332,
      currencies: [
        { currency: 'EUR', count: 2, value_cents: 1333, weighted_value_cents: 567 },
        { currency: 'USD', count: 1, value_cents: 999, weighted_value_cents: 400 },
      ],
      everyone: undefined,
    });
    // Exact, for sums over stages to round once.
    expect(totals.get('qualified')?.currencies.map((c) => c.weighted)).toEqual([
      1000n * 40n + 333n * 50n,
      999n * 40n,
    ]);
  });

  it('weighs a stage no longer among the pipelines at 0', () => {
    const totals = stageTotalsOf(
      [row({ stage: 'gone', value: '500', stage_probability_value: '500' })],
      DEFAULT_WORKSPACE_STAGES,
    );
    expect(shown(totals.get('gone')).currencies).toEqual([
      { currency: 'EUR', count: 1, value_cents: 500, weighted_value_cents: 0 },
    ]);
  });
});

describe('stageTotalsOf, for a member who sees some owners', () => {
  it('adds up every owner’s contacts beside the member’s, and lists no currency they see none of', () => {
    const totals = stageTotalsOf(
      [
        row({ currency: 'EUR', count: 2, value: '500', everyone: 5 }),
        row({ currency: 'USD', count: 0, value: '0', everyone: 3 }),
        row({ stage: 'lead', currency: 'EUR', count: 0, value: '0', everyone: 4 }),
      ],
      DEFAULT_WORKSPACE_STAGES,
    );
    expect(shown(totals.get('qualified'))).toEqual({
      count: 2,
      value_cents: 500,
      currencies: [{ currency: 'EUR', count: 2, value_cents: 500, weighted_value_cents: 0 }],
      everyone: 8,
    });
    expect(shown(totals.get('lead'))).toEqual({
      count: 0,
      value_cents: 0,
      currencies: [],
      everyone: 4,
    });
  });

  it("weighs a won or lost deal by its stage's probability, not the one it was given while open", () => {
    // Each stage: a deal of 1,000 taking the stage's probability and one of 200 given 60 %.
    const rows = ['won', 'lost'].map((stage) =>
      row({
        stage,
        count: 2,
        value: '1200',
        stage_probability_value: '1000',
        own_probability_weighted: String(200 * 60),
      }),
    );
    const totals = stageTotalsOf(rows, DEFAULT_WORKSPACE_STAGES);
    expect(shown(totals.get('won')).currencies).toEqual([
      { currency: 'EUR', count: 2, value_cents: 1200, weighted_value_cents: 1200 },
    ]);
    expect(shown(totals.get('lost')).currencies).toEqual([
      { currency: 'EUR', count: 2, value_cents: 1200, weighted_value_cents: 0 },
    ]);
  });

  it('sums cents past 2^53 exactly, and shows them as their digits', () => {
    const value = '9007199254740993';
    const totals = stageTotalsOf(
      [row({ value, own_probability_weighted: `${value}00` })],
      DEFAULT_WORKSPACE_STAGES,
    );
    const { value_cents, currencies } = shown(totals.get('qualified'));
    expect(serializeBody({ value_cents, currencies })).toBe(
      `{"value_cents":${value},"currencies":[{"currency":"EUR","count":1,` +
        `"value_cents":${value},"weighted_value_cents":${value}}]}`,
    );
  });
});
