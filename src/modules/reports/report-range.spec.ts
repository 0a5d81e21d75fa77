import { describe, expect, it } from '@jest/globals';
import { ValidationProblem } from '../../core/http/problem.js';
import { isReportBound, resolveBounds, resolveRange } from './report-range.js';

const LIMITS = { defaultDays: 30, maxDays: 366 };
const NOW = new Date('2026-03-15T10:00:00Z');
const iso = (d: Date | undefined) => d?.toISOString();

function refusal(work: () => unknown): { field: string; message: string }[] {
  try {
    work();
  } catch (error) {
    if (error instanceof ValidationProblem) return error.errors;
    throw error;
  }
  throw new Error('expected a ValidationProblem');
}

describe('report ranges', () => {
  it('accepts calendar dates and ISO datetimes as bounds, nothing else', () => {
    expect(isReportBound('2026-03-01')).toBe(true);
    expect(isReportBound('2026-03-01T09:30:00Z')).toBe(true);
    expect(isReportBound('2026-03-01T09:30:00')).toBe(true);
    expect(isReportBound('2026-02-30')).toBe(false);
    expect(isReportBound('yesterday')).toBe(false);
    expect(isReportBound('2026-3-1')).toBe(false);
    expect(isReportBound(20260301)).toBe(false);
  });

  it('lists no date the zone skipped, which holds no instant', () => {
    // Samoa moved west of the date line at the end of 2011-12-29, local time.
    const range = resolveRange(
      { from: '2011-12-29', to: '2011-12-31' },
      NOW,
      'Pacific/Apia',
      LIMITS,
    );
    expect(range.days).toEqual(['2011-12-29', '2011-12-31']);
    expect(iso(range.from)).toBe('2011-12-29T10:00:00.000Z');
    expect(iso(range.to)).toBe('2011-12-31T10:00:00.000Z');
  });

  it('reads the dates of years 1 to 99 as those years, and refuses a bound outside years 1 to 9999 in UTC', () => {
    expect(isReportBound('0050-02-28')).toBe(true);
    expect(isReportBound('0000-01-01')).toBe(false);
    const early = resolveRange({ from: '0050-02-27', to: '0050-02-28' }, NOW, 'UTC', LIMITS);
    expect(early.days).toEqual(['0050-02-27', '0050-02-28']);
    expect(iso(early.from)).toBe('0050-02-27T00:00:00.000Z');
    expect(iso(early.to)).toBe('0050-03-01T00:00:00.000Z');
    // Year 1's first day starts in year 0 (1 BC) east of UTC; year 9999's last day ends in 10000.
    expect(refusal(() => resolveBounds({ from: '0001-01-01' }, 'Asia/Tokyo'))).toEqual([
      { field: 'from', message: 'from must fall in the years 0001 to 9999 (UTC)' },
    ]);
    expect(iso(resolveBounds({ to: '9999-12-30' }, 'UTC').to)).toBe('9999-12-31T00:00:00.000Z');
    expect(refusal(() => resolveBounds({ to: '9999-12-31' }, 'UTC'))).toEqual([
      { field: 'to', message: 'to must fall in the years 0001 to 9999 (UTC)' },
    ]);
  });

  it('starts a default period at the first date the zone holds when a `to` early in year 1 leaves no 30 days', () => {
    for (const [to, zone, from, days] of [
      ['0001-01-01', 'UTC', '0001-01-01T00:00:00.000Z', 1],
      ['0001-01-20', 'UTC', '0001-01-01T00:00:00.000Z', 20],
      ['0001-01-05T00:00:00Z', 'UTC', '0001-01-01T00:00:00.000Z', 4],
      // Tokyo's local mean time was 9:18:59 ahead: its 0001-01-01 began in the year 0.
      ['0001-01-20', 'Asia/Tokyo', '0001-01-01T14:41:01.000Z', 19],
    ] as const) {
      const range = resolveRange({ to }, NOW, zone, LIMITS);
      expect([to, zone, iso(range.from), range.days.length]).toEqual([to, zone, from, days]);
    }
  });

  it('defaults to the last 30 calendar days, today included, in the workspace time zone', () => {
    const range = resolveRange({}, NOW, 'Europe/Paris', LIMITS);
    expect(iso(range.from)).toBe('2026-02-13T23:00:00.000Z');
    expect(iso(range.to)).toBe('2026-03-15T23:00:00.000Z');
    expect(range.days).toHaveLength(30);
    expect(range.days[0]).toBe('2026-02-14');
    expect(range.days[29]).toBe('2026-03-15');
    expect(range.timezone).toBe('Europe/Paris');
  });

  it('reads a date `to` as the whole day and a datetime `to` as an exclusive instant', () => {
    const march = resolveRange(
      { from: '2026-03-01', to: '2026-03-31' },
      NOW,
      'Europe/Paris',
      LIMITS,
    );
    expect(iso(march.from)).toBe('2026-02-28T23:00:00.000Z');
    // The clocks go forward on 29 March: the month ends at midnight UTC+2.
    expect(iso(march.to)).toBe('2026-03-31T22:00:00.000Z');
    expect(march.days).toHaveLength(31);

    const hours = resolveRange(
      { from: '2026-03-01T08:00:00Z', to: '2026-03-01T20:00:00+01:00' },
      NOW,
      'UTC',
      LIMITS,
    );
    expect(iso(hours.from)).toBe('2026-03-01T08:00:00.000Z');
    expect(iso(hours.to)).toBe('2026-03-01T19:00:00.000Z');
    expect(hours.days).toEqual(['2026-03-01']);
  });

  it('derives the missing bound from the given one', () => {
    const untilTo = resolveRange({ to: '2026-01-31' }, NOW, 'UTC', LIMITS);
    expect(iso(untilTo.from)).toBe('2026-01-02T00:00:00.000Z');
    expect(untilTo.days).toHaveLength(30);
    const sinceFrom = resolveRange({ from: '2026-03-10' }, NOW, 'UTC', LIMITS);
    expect(iso(sinceFrom.to)).toBe('2026-03-16T00:00:00.000Z');
    expect(sinceFrom.days).toHaveLength(6);
  });

  it('allows an empty range (to = from) and refuses to before from', () => {
    const empty = resolveRange(
      { from: '2026-03-01T08:00:00Z', to: '2026-03-01T08:00:00Z' },
      NOW,
      'UTC',
      LIMITS,
    );
    expect(empty.days).toEqual([]);
    expect(
      refusal(() => resolveRange({ from: '2026-03-02', to: '2026-03-01' }, NOW, 'UTC', LIMITS)),
    ).toEqual([{ field: 'to', message: 'to must not be before from' }]);
    expect(refusal(() => resolveBounds({ from: '2026-03-02', to: '2026-03-01' }, 'UTC'))).toEqual([
      { field: 'to', message: 'to must not be before from' },
    ]);
  });

  it('covers at most 366 calendar days', () => {
    expect(
      resolveRange({ from: '2024-01-01', to: '2024-12-31' }, NOW, 'UTC', LIMITS).days,
    ).toHaveLength(366);
    expect(
      refusal(() => resolveRange({ from: '2025-01-01', to: '2026-01-02' }, NOW, 'UTC', LIMITS)),
    ).toEqual([{ field: 'to', message: 'the range may cover at most 366 days' }]);
  });

  it('leaves optional bounds open and reads an unknown zone as UTC', () => {
    expect(resolveBounds({}, 'Mars/Olympus')).toEqual({
      from: undefined,
      to: undefined,
      timezone: 'UTC',
    });
    expect(iso(resolveBounds({ to: '2026-03-01' }, 'Asia/Tokyo').to)).toBe(
      '2026-03-01T15:00:00.000Z',
    );
  });
});
