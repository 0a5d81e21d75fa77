import { describe, expect, it } from '@jest/globals';
import {
  decodeCursor,
  encodeCursor,
  InvalidCursor,
  isTimestampText,
  keyset,
  timeKeyset,
} from './keyset.js';
import { SqlParams } from './sql.js';

const AT = '2026-11-22 09:30:00.123456+00';
const ID = '00000000-0000-4000-8000-000000000001';

/** The refusal of a forged cursor, or what else `run` did. */
function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof InvalidCursor)) throw error;
    return { refused: error.message };
  }
}

const REFUSED = { refused: 'cursor is not a next_cursor returned by this list' };

describe('keyset SQL', () => {
  it('writes a newest-first (timestamp, id) order: comparison with casts, ORDER BY, LIMIT + 1', () => {
    const order = timeKeyset('DESC', 'w.created_at', 'w.id');
    const p = new SqlParams();
    p.add('workspace');

    expect(order.after(p, [AT, ID])).toBe('(w.created_at, w.id) < ($2::timestamptz, $3::uuid)');
    expect(order.orderBy).toBe('ORDER BY w.created_at DESC, w.id DESC');
    expect(order.limit(p, 50)).toBe('LIMIT $4::int');
    expect(order.select).toBe('w.created_at::text AS sort_at');
    expect(p.values).toEqual(['workspace', AT, ID, 51]);
  });

  it('compares with > when ascending', () => {
    const order = timeKeyset('ASC', 'f.scheduled_for', 'f.id');
    const p = new SqlParams();

    expect(order.after(p, [AT, ID])).toBe('(f.scheduled_for, f.id) > ($1::timestamptz, $2::uuid)');
    expect(order.orderBy).toBe('ORDER BY f.scheduled_for ASC, f.id ASC');
  });

  it('writes three columns of three types, reading only the timestamp as text', () => {
    const order = keyset('DESC', [
      { sql: 'e.at', type: 'timestamptz', field: 'sort_at' },
      { sql: 'e.id', type: 'uuid', field: 'id' },
      { sql: 'e.kind', type: 'text', field: 'kind' },
    ]);
    const p = new SqlParams();

    expect(order.after(p, [AT, ID, 'merge'])).toBe(
      '(e.at, e.id, e.kind) < ($1::timestamptz, $2::uuid, $3::text)',
    );
    expect(order.orderBy).toBe('ORDER BY e.at DESC, e.id DESC, e.kind DESC');
    expect(order.select).toBe('e.at::text AS sort_at');
  });

  it('refuses a key of the wrong length and a declaration whose fields repeat', () => {
    expect(() => timeKeyset('DESC', 'a', 'b').after(new SqlParams(), [AT])).toThrow(
      'a key of 1 values for 2 columns',
    );
    expect(() =>
      keyset('ASC', [
        { sql: 'a', type: 'text', field: 'x' },
        { sql: 'b', type: 'text', field: 'x' },
      ]),
    ).toThrow('distinct fields');
    expect(() => keyset('ASC', [])).toThrow('distinct fields');
  });
});

describe('keyset SQL over mixed directions and nulls', () => {
  const order = keyset('ASC', [
    {
      sql: 's.num',
      type: 'numeric',
      field: 'sort_0',
      direction: 'DESC',
      nullable: true,
      hidden: true,
    },
    { sql: 'c.last_name', type: 'text', field: 'sort_1', nullable: true, hidden: true },
    { sql: 'c.id', type: 'uuid', field: 'id' },
  ]);

  it('orders each column its own way, nulls last, and reads the joined values', () => {
    expect(order.orderBy).toBe(
      'ORDER BY s.num DESC NULLS LAST, c.last_name ASC NULLS LAST, c.id ASC',
    );
    expect(order.select).toBe('s.num AS sort_0, c.last_name AS sort_1');
    expect(order.orderByFields('page')).toBe(
      'ORDER BY page.sort_0::numeric DESC NULLS LAST, page.sort_1::text ASC NULLS LAST, page.id::uuid ASC',
    );
  });

  it('spells the comparison out column by column, the nulls after every value', () => {
    const p = new SqlParams();
    expect(order.after(p, ['10', 'Ada', ID])).toBe(
      '(s.num < $1::numeric OR s.num IS NULL OR s.num = $1::numeric AND ' +
        '(c.last_name > $2::text OR c.last_name IS NULL OR c.last_name = $2::text AND c.id > $3::uuid))',
    );
    expect(p.values).toEqual(['10', 'Ada', ID]);
  });

  it('past a null, keeps to the rows of that null and a later tail', () => {
    expect(order.after(new SqlParams(), [null, null, ID])).toBe(
      '(s.num IS NULL AND (c.last_name IS NULL AND c.id > $1::uuid))',
    );
    expect(order.after(new SqlParams(), [null, 'Ada', ID])).toBe(
      '(s.num IS NULL AND (c.last_name > $1::text OR c.last_name IS NULL OR c.last_name = $1::text AND c.id > $2::uuid))',
    );
  });

  it('orders and compares a column with a collation in it, where its equality needs none', () => {
    const named = keyset('ASC', [
      { sql: 'c.last_name', type: 'text', field: 'sort_0', hidden: true, collation: 'x_order' },
      { sql: 'c.id', type: 'uuid', field: 'id' },
    ]);
    expect(named.orderBy).toBe('ORDER BY c.last_name COLLATE x_order ASC, c.id ASC');
    expect(named.orderByFields('page')).toBe(
      'ORDER BY page.sort_0::text COLLATE x_order ASC, page.id::uuid ASC',
    );
    expect(named.after(new SqlParams(), ['Ada', ID])).toBe(
      '(c.last_name COLLATE x_order, c.id) > ($1::text, $2::uuid)',
    );
    const nullable = keyset('ASC', [
      { sql: 'c.last_name', type: 'text', field: 'sort_0', nullable: true, collation: 'x_order' },
      { sql: 'c.id', type: 'uuid', field: 'id' },
    ]);
    expect(nullable.after(new SqlParams(), ['Ada', ID])).toBe(
      '(c.last_name COLLATE x_order > $1::text OR c.last_name IS NULL OR c.last_name = $1::text AND c.id > $2::uuid)',
    );
  });

  it('bounds a leading column that is never null, and keeps a row comparison for a uniform tail', () => {
    const mixed = keyset('DESC', [
      { sql: 'c.value_cents', type: 'bigint', field: 'sort_0', hidden: true },
      { sql: 'c.first_name', type: 'text', field: 'sort_1', direction: 'ASC', hidden: true },
      { sql: 'c.created_at', type: 'timestamptz', field: 'sort_2', direction: 'ASC' },
      { sql: 'c.id', type: 'uuid', field: 'id', direction: 'ASC' },
    ]);
    expect(mixed.after(new SqlParams(), ['5', 'Ada', AT, ID])).toBe(
      'c.value_cents <= $1::bigint AND (c.value_cents < $1::bigint OR c.value_cents = $1::bigint AND ' +
        '(c.first_name, c.created_at, c.id) > ($2::text, $3::timestamptz, $4::uuid))',
    );
  });

  it('bounds a row comparison by its first column when that column says so', () => {
    const joined = keyset('DESC', [
      { sql: 's.num', type: 'numeric', field: 'sort_0', hidden: true, bounded: true },
      { sql: 'c.id', type: 'uuid', field: 'id' },
    ]);
    expect(joined.after(new SqlParams(), ['5', ID])).toBe(
      's.num <= $1::numeric AND (s.num, c.id) < ($1::numeric, $2::uuid)',
    );
  });

  it('refuses a keyset whose last column may be null, and a null for a column that cannot be', () => {
    expect(() => keyset('ASC', [{ sql: 'a', type: 'text', field: 'a', nullable: true }])).toThrow(
      'never null',
    );
    expect(() => timeKeyset('DESC', 'a', 'b').after(new SqlParams(), [null, ID] as never)).toThrow(
      'a null key value for sort_at',
    );
  });

  it('decodes a null only where the column may be null, and checks numbers', () => {
    const cursor = encodeCursor([null, 'Ada', ID]);
    expect(order.decode(cursor)).toEqual([null, 'Ada', ID]);
    expect(order.decode(encodeCursor(['-12.50', null, ID]))).toEqual(['-12.50', null, ID]);
    expect(outcome(() => order.decode(encodeCursor(['1e5', null, ID])))).toEqual(REFUSED);
    expect(outcome(() => order.decode(encodeCursor(['1', null, null])))).toEqual(REFUSED);
    expect(outcome(() => decodeCursor(encodeCursor(['9223372036854775808']), ['bigint']))).toEqual(
      REFUSED,
    );
    expect(decodeCursor(encodeCursor(['-9223372036854775808']), ['bigint'])).toEqual([
      '-9223372036854775808',
    ]);
  });

  it('takes every number a number field holds as PostgreSQL prints it, and no longer', () => {
    const printed = [
      `1${'0'.repeat(308)}`,
      `-1${'0'.repeat(21)}`,
      `0.${'0'.repeat(299)}1`,
      `0.${'0'.repeat(309)}123456789012345`,
      `179769313486231${'0'.repeat(294)}`,
    ];
    for (const value of printed) {
      expect(order.decode(encodeCursor([value, null, ID]))).toEqual([value, null, ID]);
    }
    for (const forged of [`1${'0'.repeat(309)}`, `0.${'0'.repeat(340)}1`, '1e308', '0x1F', '']) {
      expect(outcome(() => order.decode(encodeCursor([forged, null, ID])))).toEqual(REFUSED);
    }
  });

  it('pages with a null in the last row’s key', () => {
    const rows = [
      { id: ID, sort_0: null, sort_1: 'Ada', name: 'x' },
      { id: ID, sort_0: null, sort_1: null, name: 'y' },
    ];
    const page = order.page(rows, 1);
    expect(page.items).toEqual([{ id: ID, name: 'x' }]);
    expect(order.decode(page.next_cursor!)).toEqual([null, 'Ada', ID]);
  });
});

describe('keyset pages and cursors', () => {
  const order = timeKeyset('DESC', 'created_at', 'id');
  const row = (n: number) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Row ${n}`,
    sort_at: `2026-11-2${9 - n} 09:30:00.123456+00`,
  });

  it('pages limit rows, the last one’s key as the cursor when more follow, no item keeping sort_at', () => {
    const page = order.page([row(1), row(2), row(3)], 2);

    expect(page.items).toEqual([
      { id: row(1).id, name: 'Row 1' },
      { id: row(2).id, name: 'Row 2' },
    ]);
    expect(page.next_cursor).toBe(encodeCursor([row(2).sort_at, row(2).id]));
  });

  it('gives the last page no cursor', () => {
    const page = order.page([row(1), row(2)], 2);

    expect(page.next_cursor).toBeNull();
    expect(page.items.map((item) => Object.keys(item))).toEqual([
      ['id', 'name'],
      ['id', 'name'],
    ]);
  });

  it('hands each row, key and all, to `present` when given', () => {
    const page = order.page([row(1), row(2)], 1, (r) => `${r.name} at ${r.sort_at}`);

    expect(page).toEqual({
      items: [`Row 1 at ${row(1).sort_at}`],
      next_cursor: order.encode(row(1)),
    });
  });

  it('decodes its own next_cursor back to the last row’s key, and no cursor to null', () => {
    const timeline = keyset('DESC', [
      { sql: 'e.at', type: 'timestamptz', field: 'sort_at' },
      { sql: 'e.id', type: 'uuid', field: 'id' },
      { sql: 'e.kind', type: 'text', field: 'kind' },
    ]);
    const last = { sort_at: AT, id: ID, kind: 'stage_move', at: new Date() };
    const page = timeline.page([last, last], 1);

    expect(timeline.decode(page.next_cursor!)).toEqual([AT, ID, 'stage_move']);
    expect(page.items).toEqual([{ id: ID, kind: 'stage_move', at: last.at }]);
    expect(timeline.decode(undefined)).toBeNull();
    expect(timeline.decode('')).toBeNull();
  });

  it.each([
    ['not base64 JSON', 'not a cursor!'],
    ['JSON but not an array', encodeCursorOf({ at: AT, id: ID })],
    ['one value short', encodeCursor([AT])],
    ['one value too many', encodeCursor([AT, ID, ID])],
    ['a number for a value', encodeCursorOf([AT, 7])],
    ['an id that is not a uuid', encodeCursor([AT, 'x'])],
    ['a timestamp of impossible fields', encodeCursor(['9999-99-99 99:99:99', ID])],
    ['a day February lacks', encodeCursor(['2026-02-30 10:00:00+00', ID])],
    ['an offset out of range', encodeCursor(['2026-01-01 10:00:00+99', ID])],
    ['the values swapped', encodeCursor([ID, AT])],
  ])('refuses a forged cursor with a 422 before any SQL: %s', (_name, cursor) => {
    expect(outcome(() => order.decode(cursor))).toEqual(REFUSED);
  });

  it('refuses text PostgreSQL cannot store in a text part', () => {
    expect(outcome(() => decodeCursor(encodeCursor(['a\u0000b']), ['text']))).toEqual(REFUSED);
    expect(outcome(() => decodeCursor(encodeCursor(['a b']), ['text']))).toEqual(['a b']);
  });
});

function encodeCursorOf(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('isTimestampText', () => {
  it.each([
    '2026-11-25 10:28:04.123456+00',
    '2024-02-29 23:59:59+05:30',
    '0001-01-01 00:00:00Z',
    '9999-12-31T23:59:59.999999-15:59',
    // Local mean time, as PostgreSQL writes an instant of 1850 in a session in America/New_York.
    '1850-01-01 19:03:58-04:56:02',
    '1850-01-01 19:03:58.5+00:01:15',
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
    '2026-01-01 00:00:00+00:00:60',
    '2026-01-01 00:00:00+000001',
    '2026-01-01 00:00:00+00:00:',
    'yesterday',
  ])('refuses %s', (value) => {
    expect(isTimestampText(value)).toBe(false);
  });
});
