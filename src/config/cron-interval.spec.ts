import { describe, expect, it } from '@jest/globals';
import { CRON_INTERVALS_SECONDS, cronEvery } from './cron-interval.js';

describe('cronEvery', () => {
  it('writes minutes below an hour, hours from an hour, midnight for a day', () => {
    expect(cronEvery(60)).toBe('*/1 * * * *');
    expect(cronEvery(900)).toBe('*/15 * * * *');
    expect(cronEvery(3_600)).toBe('0 */1 * * *');
    expect(cronEvery(21_600)).toBe('0 */6 * * *');
    expect(cronEvery(86_400)).toBe('0 0 * * *');
  });

  it('refuses an interval a schedule cannot repeat evenly', () => {
    for (const seconds of [30, 420, 5_400, 36_000, 172_800]) {
      expect(CRON_INTERVALS_SECONDS).not.toContain(seconds);
      expect(() => cronEvery(seconds)).toThrow(`no cron schedule repeats every ${seconds} s`);
    }
  });
});
