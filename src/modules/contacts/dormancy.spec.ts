import { describe, expect, it } from '@jest/globals';
import { DAY_MS } from '../../calendar/calendar.js';
import { daysInactive, dormancyCutoff, isDormant } from './dormancy.js';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('dormancy', () => {
  it('is dormant at exactly the threshold and not a millisecond before', () => {
    expect(isDormant(new Date(now.getTime() - 14 * DAY_MS), now, 14)).toBe(true);
    expect(isDormant(new Date(now.getTime() - 14 * DAY_MS + 1), now, 14)).toBe(false);
  });

  it('reads a stored value without a zone as UTC before comparing', () => {
    // 14 days before `now` in UTC; read as local time it would be off by the machine's offset.
    expect(isDormant('2026-11-08 12:00:00', now, 14)).toBe(true);
    expect(isDormant('2026-11-08T12:00:01', now, 14)).toBe(false);
  });

  it('counts whole days of inactivity and never a negative number', () => {
    expect(daysInactive(new Date(now.getTime() - 3 * DAY_MS - 5), now)).toBe(3);
    expect(daysInactive(new Date(now.getTime() + DAY_MS), now)).toBe(0);
  });

  it('computes the cutoff from the threshold', () => {
    expect(dormancyCutoff(now, 1).toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });
});
