import { describe, expect, it } from '@jest/globals';
import {
  addCalendarDays,
  addDays,
  dateAt,
  DAY_MS,
  formatDate,
  isTimeZone,
  startOfDay,
  zoneOrUtc,
} from './calendar.js';

const at = (iso: string) => new Date(iso);

describe('time zones', () => {
  it('accepts the IANA zones the runtime knows, in any case, and nothing else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('europe/paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads an unknown zone as UTC', () => {
    expect(zoneOrUtc('America/Santiago')).toBe('America/Santiago');
    expect(zoneOrUtc('Mars/Olympus_Mons')).toBe('UTC');
  });
});

describe('calendar dates', () => {
  it('is the date of the zone at an instant, not the UTC one', () => {
    // 06:00 UTC on the 22nd is 22:00 on the 21st in Los Angeles, 19:00 on the 22nd in Auckland.
    expect(dateAt(at('2026-11-22T06:00:00Z'), 'America/Los_Angeles')).toEqual({
      y: 2026,
      m: 11,
      d: 21,
    });
    expect(dateAt(at('2026-11-22T06:00:00Z'), 'Pacific/Auckland')).toEqual({
      y: 2026,
      m: 11,
      d: 22,
    });
    expect(dateAt(at('2026-11-22T12:00:00Z').getTime(), 'Pacific/Auckland')).toEqual({
      y: 2026,
      m: 11,
      d: 23,
    });
  });

  it('adds days across months and years, and writes YYYY-MM-DD', () => {
    expect(formatDate(addDays({ y: 2026, m: 12, d: 30 }, 3))).toBe('2027-01-02');
    expect(formatDate(addDays({ y: 2028, m: 3, d: 1 }, -1))).toBe('2028-02-29');
    expect(formatDate({ y: 2026, m: 3, d: 5 })).toBe('2026-03-05');
  });

  it('counts a day of 24 hours in DAY_MS', () => {
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
  });
});

describe('startOfDay', () => {
  it('follows daylight-saving changes (23- and 25-hour days)', () => {
    expect(startOfDay({ y: 2026, m: 3, d: 29 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfDay({ y: 2026, m: 3, d: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(startOfDay({ y: 2026, m: 10, d: 25 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(startOfDay({ y: 2026, m: 10, d: 26 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('starts a day whose midnight is skipped at the jump (01:00 local)', () => {
    // Chile moves its clocks from 00:00 to 01:00 on 6 September 2026.
    expect(startOfDay({ y: 2026, m: 9, d: 6 }, 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });

  it('starts a day whose midnight happens twice at the first one', () => {
    // Cuba moves its clocks back from 01:00 to 00:00 on 1 November 2026.
    expect(startOfDay({ y: 2026, m: 11, d: 1 }, 'America/Havana').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });
});

describe('addCalendarDays', () => {
  it('is the instant itself after no days, to the millisecond', () => {
    expect(addCalendarDays(at('2026-05-04T09:30:12.345Z'), 0, 'Europe/Paris').toISOString()).toBe(
      '2026-05-04T09:30:12.345Z',
    );
  });

  it('is the instant itself after no days in a local time that happens twice', () => {
    // 01:30 on 1 November 2026 in New York happens at 05:30Z (UTC-4) and again at 06:30Z.
    for (const instant of ['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']) {
      expect(addCalendarDays(at(instant), 0, 'America/New_York').toISOString()).toBe(instant);
    }
  });

  it('keeps the local time of day across a spring-forward change (a 23-hour day)', () => {
    // 09:00 in Paris on Friday 27 March 2026 (UTC+1); clocks go forward on Sunday the 29th.
    expect(addCalendarDays(at('2026-03-27T08:00:00Z'), 3, 'Europe/Paris').toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
  });

  it('keeps the local time of day across a fall-back change (a 25-hour day)', () => {
    // 09:00 in New York on Saturday 31 October 2026 (UTC-4); clocks go back on 1 November.
    expect(addCalendarDays(at('2026-10-31T13:00:00Z'), 2, 'America/New_York').toISOString()).toBe(
      '2026-11-02T14:00:00.000Z',
    );
  });

  it('moves a local time skipped by the change on by the gap', () => {
    // 02:30 on 28 March in Paris; 02:30 does not exist on the 29th: it becomes 03:30 (UTC+2).
    expect(addCalendarDays(at('2026-03-28T01:30:00Z'), 1, 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the first of a local time that happens twice', () => {
    // 02:30 on 24 October in Paris (UTC+2); on the 25th 02:30 happens at 00:30Z and 01:30Z.
    expect(addCalendarDays(at('2026-10-24T00:30:00Z'), 1, 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});
