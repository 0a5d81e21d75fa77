import { describe, expect, it } from '@jest/globals';
import { encodeCursor, isTimestampText, toKeyedPage } from './pagination.js';

describe('toKeyedPage', () => {
  const row = (n: number) => ({
    id: `id-${n}`,
    name: `Row ${n}`,
    sort_at: `2026-11-2${n} 09:30:00.123456+00`,
  });

  it('pages limit rows, with the last one’s (sort_at, id) as the cursor when more follow', () => {
    const page = toKeyedPage([row(1), row(2), row(3)], 2);

    expect(page.items).toEqual([
      { id: 'id-1', name: 'Row 1' },
      { id: 'id-2', name: 'Row 2' },
    ]);
    expect(page.next_cursor).toBe(encodeCursor(['2026-11-22 09:30:00.123456+00', 'id-2']));
  });

  it('gives the last page no cursor and leaves the sort column out of every item', () => {
    const page = toKeyedPage([row(1), row(2)], 2);

    expect(page.next_cursor).toBeNull();
    expect(page.items).toEqual([
      { id: 'id-1', name: 'Row 1' },
      { id: 'id-2', name: 'Row 2' },
    ]);
  });
});

describe('isTimestampText', () => {
  it.each([
    '2026-11-25 10:28:04.123456+00',
    '2024-02-29 23:59:59+05:30',
    '0001-01-01 00:00:00Z',
    '9999-12-31T23:59:59.999999-15:59',
  ])('accepts %s', (value) => {
    expect(isTimestampText(value)).toBe(true);
  });

  it.each([
    '9999-99-99 99:99:99',
    '0000-01-01 00:00:00+00',
    '2025-02-29 00:00:00+00',
    '2026-04-31 00:00:00+00',
    '2026-01-01 24:00:00+00',
    '2026-01-01 00:60:00+00',
    '2026-01-01 00:00:60+00',
    '2026-01-01 00:00:00+16',
    '2026-01-01 00:00:00+00:60',
    'yesterday',
  ])('refuses %s', (value) => {
    expect(isTimestampText(value)).toBe(false);
  });
});
