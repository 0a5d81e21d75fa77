import { describe, expect, it } from '@jest/globals';
import { stepDueAt } from './step-schedule.js';

const at = (iso: string) => new Date(iso);

describe('stepDueAt', () => {
  it('is the enrollment time itself on day 0, to the millisecond', () => {
    expect(stepDueAt(at('2026-05-04T09:30:12.345Z'), 0, 'Europe/Paris').toISOString()).toBe(
      '2026-05-04T09:30:12.345Z',
    );
  });

  it('adds whole days of 24 hours in UTC', () => {
    expect(stepDueAt(at('2026-12-30T23:15:00.250Z'), 3, 'UTC').toISOString()).toBe(
      '2027-01-02T23:15:00.250Z',
    );
  });

  it('keeps the local time of day across a spring-forward change (a 23-hour day)', () => {
    // 09:00 in Paris on Friday 27 March 2026 (UTC+1); clocks go forward on Sunday the 29th.
    expect(stepDueAt(at('2026-03-27T08:00:00Z'), 3, 'Europe/Paris').toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
  });

  it('keeps the local time of day across a fall-back change (a 25-hour day)', () => {
    // 09:00 in New York on Saturday 31 October 2026 (UTC-4); clocks go back on 1 November.
    expect(stepDueAt(at('2026-10-31T13:00:00Z'), 2, 'America/New_York').toISOString()).toBe(
      '2026-11-02T14:00:00.000Z',
    );
  });

  it('moves a local time skipped by the change on by the gap', () => {
    // 02:30 on 28 March in Paris; 02:30 does not exist on the 29th: it becomes 03:30 (UTC+2).
    expect(stepDueAt(at('2026-03-28T01:30:00Z'), 1, 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the first of a local time that happens twice', () => {
    // 02:30 on 24 October in Paris (UTC+2); on the 25th 02:30 happens at 00:30Z and 01:30Z.
    expect(stepDueAt(at('2026-10-24T00:30:00Z'), 1, 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('reads an unknown zone as UTC', () => {
    expect(stepDueAt(at('2026-03-27T08:00:00Z'), 3, 'Mars/Olympus').toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
  });
});
