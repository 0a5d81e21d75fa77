import { describe, expect, it } from '@jest/globals';
import {
  asUtc,
  hasFourDigitYear,
  isCalendarDate,
  isIsoDateTime,
  normalizeDateTimes,
  utcFieldValue,
  utcRecord,
} from './utc.js';

describe('UTC normalisation', () => {
  it('reads a zoneless datetime as UTC and honours an explicit offset', () => {
    expect(asUtc('2026-11-22 09:30:00').toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(asUtc('2026-11-22T09:30:00+02:00').toISOString()).toBe('2026-11-22T07:30:00.000Z');
  });

  it.each([
    '2026-02-28T10:00:00Z',
    '2024-02-29T23:59:59.999+05:30',
    '2026-12-31 23:59',
    '0001-01-01T00:00:00Z',
    '2026-11-22T09:30+02',
    '2026-11-22t09:30',
    '2026-11-22 09:30:00.123456789-23:59',
    '1850-01-01 19:03:58-04:56:02',
    '1850-01-01T19:03:58.5-04:56:02',
  ])('takes %s, a real instant, as a datetime', (value) => {
    expect(isIsoDateTime(value)).toBe(true);
  });

  it.each([
    '2026-02-30T10:00:00Z',
    '2025-02-29T10:00:00Z',
    '2026-04-31 09:00',
    '2026-01-01T24:00:00',
    '2026-01-01T23:60:00Z',
    '2026-01-01T23:59:60Z',
    '2026-13-01T00:00:00Z',
    '2026-00-10T00:00:00Z',
    '2026-01-00T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '2026-01-01 10:00+24',
    '2026-01-01 10:00:00+0560',
    '2026-01-01T10:00:00+05:60',
    '2026-01-01T10:00:00.Z',
    '2026-01-01T10:00:00+04:56:60',
    '2026-01-01T10:00:00+045602',
    '2026-01-01T10:00:00+0456:02',
    ' 2026-01-01T10:00:00Z',
    'tomorrow',
  ])('refuses %s, which Date would roll over or cannot read', (value) => {
    expect(isIsoDateTime(value)).toBe(false);
  });

  it('reads every form the same way, the years before 100 as themselves', () => {
    for (const [value, instant] of [
      ['2026-11-22T09:30+02', '2026-11-22T07:30:00.000Z'],
      ['2026-11-22 09:30+0230', '2026-11-22T07:00:00.000Z'],
      ['2026-11-22t09:30:00.123999z', '2026-11-22T09:30:00.123Z'],
      ['0050-06-15 12:00+02', '0050-06-15T10:00:00.000Z'],
      ['0099-12-31 23:59:59.5', '0099-12-31T23:59:59.500Z'],
      ['0001-01-01T00:00:00+01:00', '0000-12-31T23:00:00.000Z'],
      ['9999-12-31T23:00:00-05:00', '+010000-01-01T04:00:00.000Z'],
      // An offset to the second, as PostgreSQL writes local mean time in a session's zone.
      ['1850-01-01 19:03:58-04:56:02', '1850-01-02T00:00:00.000Z'],
      ['1850-01-01 19:03:58.25-04:56:02', '1850-01-02T00:00:00.250Z'],
      ['1880-01-01 00:00:00+01:00:39', '1879-12-31T22:59:21.000Z'],
    ]) {
      expect([value, asUtc(value).toISOString()]).toEqual([value, instant]);
    }
  });

  it('bounds the instants a four-digit year writes', () => {
    expect(
      [
        '0001-01-01T00:00:00Z',
        '9999-12-31T23:59:59.999Z',
        '0001-01-01T00:00:00+00:01',
        '9999-12-31T23:59:59.999-00:01',
      ].map((value) => hasFourDigitYear(asUtc(value))),
    ).toEqual([true, true, false, false]);
  });

  it.each(['0001-01-01', '0050-06-15', '0004-02-29', '2000-02-29', '2024-02-29', '9999-12-31'])(
    'takes %s as a calendar date',
    (value) => {
      expect(isCalendarDate(value)).toBe(true);
    },
  );

  it.each([
    '0000-01-01',
    '0001-02-29',
    '0100-02-29',
    '1900-02-29',
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-1-01',
    '2026-01-01T00:00',
  ])('refuses %s as a calendar date', (value) => {
    expect(isCalendarDate(value)).toBe(false);
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

  it('walks arrays and own fields only, and leaves dates, buffers and collections as they are', () => {
    const date = new Date('2026-11-22T09:30:00Z');
    const inherited = Object.create({ updated_at: '2026-11-22 09:30:00' }) as Record<
      string,
      unknown
    >;
    inherited.created_at = '2026-11-22 10:30:00';
    const buffer = Buffer.from('2026-11-22 09:30:00');
    const map = new Map([['created_at', '2026-11-22 09:30:00']]);
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, {
      due_at: '2026-11-22 09:30:00',
    });
    const grid = [[{ created_at: '2026-11-22 08:30:00' }]];
    const body = {
      tags: ['2026-11-22 09:30:00', 7],
      dates: [date],
      inherited,
      buffer,
      map,
      bare,
      grid,
    };
    normalizeDateTimes(body);
    expect(bare.due_at).toBe('2026-11-22T09:30:00.000Z');
    expect(grid[0][0].created_at).toBe('2026-11-22T08:30:00.000Z');
    expect(body.tags).toEqual(['2026-11-22 09:30:00', 7]);
    expect(body.dates[0]).toBe(date);
    expect(Object.keys(inherited)).toEqual(['created_at']);
    expect(inherited.created_at).toBe('2026-11-22T10:30:00.000Z');
    expect(body.buffer).toBe(buffer);
    expect(map.get('created_at')).toBe('2026-11-22 09:30:00');
  });

  it('steps over a record its maker marked as normalised, whatever it holds', () => {
    const marked = utcRecord({
      created_at: '2026-11-22 09:30:00',
      nested: { due_at: '2026-11-22 09:30:00' },
    });
    const body = { items: [marked], updated_at: '2026-11-22 09:30:00' };
    normalizeDateTimes(body);
    expect(body.updated_at).toBe('2026-11-22T09:30:00.000Z');
    expect(marked.created_at).toBe('2026-11-22 09:30:00');
    expect(marked.nested.due_at).toBe('2026-11-22 09:30:00');
    expect(JSON.stringify(marked)).toBe(
      '{"created_at":"2026-11-22 09:30:00","nested":{"due_at":"2026-11-22 09:30:00"}}',
    );
    expect(Object.keys(marked)).toEqual(['created_at', 'nested']);
  });

  it('rewrites a string field as the walk does (utcFieldValue)', () => {
    for (const [key, value] of [
      ['scheduled_for', '2026-11-22 09:30:00'],
      ['moved_at', '2026-11-22 11:30:00+02'],
      ['moved_at', '2026-11-22T09:30:00Z'],
      ['moved_at', 'not a date'],
      ['title', '2026-11-22 09:30:00'],
    ]) {
      const walked = normalizeDateTimes({ [key]: value }) as Record<string, string>;
      expect(utcFieldValue(key, value)).toBe(walked[key]);
    }
  });
});
