import { describe, expect, it } from '@jest/globals';
import { asUtc, normalizeDateTimes } from './utc.js';

describe('UTC normalisation', () => {
  it('reads a zoneless datetime as UTC and honours an explicit offset', () => {
    expect(asUtc('2026-11-22 09:30:00').toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(asUtc('2026-11-22T09:30:00+02:00').toISOString()).toBe('2026-11-22T07:30:00.000Z');
  });

  it('rewrites zoneless datetime strings under datetime keys, leaves other strings alone', () => {
    const body = {
      items: [
        {
          scheduled_for: '2026-11-22 09:30:00',
          last_activity_at: '2026-11-22T09:30:00.5',
          title: '2026-11-22 09:30:00',
        },
      ],
      created_at: new Date('2026-11-22T09:30:00Z'),
      nested: {
        completed_at: '2026-11-22T09:30:00Z',
        at: null,
        moved_at: '2026-11-22 11:30:00+02',
      },
    };
    const out = normalizeDateTimes(body) as typeof body;
    expect(JSON.parse(JSON.stringify(out))).toEqual({
      items: [
        {
          scheduled_for: '2026-11-22T09:30:00.000Z',
          last_activity_at: '2026-11-22T09:30:00.500Z',
          title: '2026-11-22 09:30:00',
        },
      ],
      created_at: '2026-11-22T09:30:00.000Z',
      nested: {
        completed_at: '2026-11-22T09:30:00Z',
        at: null,
        moved_at: '2026-11-22T09:30:00.000Z',
      },
    });
  });
});
