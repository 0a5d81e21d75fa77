import { describe, expect, it } from '@jest/globals';
import { encodeCursor, toKeyedPage } from './pagination.js';

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
