import { describe, expect, it } from '@jest/globals';
import { stepDueAt } from './step-schedule.js';

const at = (iso: string) => new Date(iso);

// The daylight-saving cases of the calendar maths are in src/calendar/calendar.spec.ts.
describe('stepDueAt', () => {
  it('is the enrollment time itself on day 0, to the millisecond', () => {
    expect(stepDueAt(at('2026-05-04T09:30:12.345Z'), 0, 'Europe/Paris').toISOString()).toBe(
      '2026-05-04T09:30:12.345Z',
    );
  });

  it('is the enrollment time itself on day 0 in the second of a repeated local hour', () => {
    // 01:30 on 1 November 2026 in New York happens twice; this is the second, in UTC-5.
    expect(stepDueAt(at('2026-11-01T06:30:00.000Z'), 0, 'America/New_York').toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    );
  });

  it('adds whole days of 24 hours in UTC', () => {
    expect(stepDueAt(at('2026-12-30T23:15:00.250Z'), 3, 'UTC').toISOString()).toBe(
      '2027-01-02T23:15:00.250Z',
    );
  });

  it('keeps the local time of day in the workspace time zone across a change', () => {
    // 09:00 in Paris on Friday 27 March 2026 (UTC+1); clocks go forward on Sunday the 29th.
    expect(stepDueAt(at('2026-03-27T08:00:00Z'), 3, 'Europe/Paris').toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
  });

  it('reads an unknown zone as UTC', () => {
    expect(stepDueAt(at('2026-03-27T08:00:00Z'), 3, 'Mars/Olympus').toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
  });
});
