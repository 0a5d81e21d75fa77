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

  // 9999-12-31 ends in the year 10000 in UTC and west of it; 0001-01-01 starts in the year 0 east.
  it.each([
    [{ from: '9999-06-01' }, 'UTC', { from: '9999-06-01', to: '9999-12-30' }],
    [{ from: '9999-01-01' }, 'UTC', { from: '9999-01-01', to: '9999-12-30' }],
    [{ from: '9999-06-01' }, 'Pacific/Kiritimati', { from: '9999-06-01', to: '9999-12-31' }],
    [{ to: '0001-06-01' }, 'UTC', { from: '0001-01-01', to: '0001-06-01' }],
    [{ to: '0001-12-31' }, 'Asia/Tokyo', { from: '0001-01-02', to: '0001-12-31' }],
    [{ to: '0001-06-01' }, 'America/New_York', { from: '0001-01-01', to: '0001-06-01' }],
    // The date given is itself the last or first the zone holds: no year, as resolveRange reads it.
    [{ from: '9999-12-31' }, 'UTC', { from: '9999-12-31' }],
    [{ to: '0001-01-01' }, 'Asia/Tokyo', { to: '0001-01-01' }],
  ])('%j in %s stops at the dates the zone holds: %j', (query, zone, year) => {
    expect(forecastBounds(query, now, zone)).toEqual(year);
    expect(winRateBounds(query, now, zone)).toEqual(year);
  });
});
