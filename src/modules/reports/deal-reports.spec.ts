import { describe, expect, it } from '@jest/globals';
import { serializeBody } from '../../core/http/raw-json.js';
import { forecast, forecastBounds, lostReasons, winRateBounds } from './deal-reports.js';

/** Past 2^53: a JavaScript number would write 9007199254740992. */
const PAST = '9007199254740993';

describe('The deal reports sum cents exactly', () => {
  it('the forecast writes sums past 2^53 as their digits', () => {
    const report = forecast(
      ['2026-12-01'],
      [
        { month: '2026-12', currency: 'EUR', count: 901, value: PAST, weighted: PAST },
        { month: null, currency: 'EUR', count: 901, value: PAST, weighted: '7' },
      ],
    );
    expect(serializeBody(report)).toBe(
      `{"months":[{"month":"2026-12","currencies":[{"currency":"EUR","count":901,"value_cents":${PAST},"weighted_value_cents":${PAST}}]}],` +
        `"totals":[{"currency":"EUR","count":901,"value_cents":${PAST},"weighted_value_cents":7}]}`,
    );
  });

  it('the lost reasons write sums past 2^53 as their digits', () => {
    const reasons = lostReasons([
      { reason: 'Price', currency: null, count: 901, value: '0' },
      { reason: 'Price', currency: 'EUR', count: 901, value: PAST },
    ]);
    expect(serializeBody(reasons)).toBe(
      `[{"reason":"Price","count":901,"values":[{"currency":"EUR","value_cents":${PAST}}]}]`,
    );
  });
});

describe('A date given alone bounds a year', () => {
  const now = new Date('2026-12-06T12:00:00Z');

  it.each([
    [{ to: '2027-01-31' }, { from: '2026-02-01', to: '2027-01-31' }],
    [{ to: '2024-02-29' }, { from: '2023-03-01', to: '2024-02-29' }],
    [{ to: '2024-03-01' }, { from: '2023-03-02', to: '2024-03-01' }],
    [{ to: '2025-02-28' }, { from: '2024-02-29', to: '2025-02-28' }],
    [{ from: '2027-01-01' }, { from: '2027-01-01', to: '2027-12-31' }],
    [{ from: '2023-03-01' }, { from: '2023-03-01', to: '2024-02-29' }],
    [{ from: '2024-02-29' }, { from: '2024-02-29', to: '2025-02-28' }],
  ])('%j is %j', (query, year) => {
    expect(forecastBounds(query, now, 'UTC')).toEqual(year);
    expect(winRateBounds(query, now, 'UTC')).toEqual(year);
  });
});
