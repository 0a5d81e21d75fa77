import type { SqlParams } from './sql.js';
import { isStorableText } from './storable-text.js';

/*
 * Keyset pagination, declared once per list: the columns the list is ordered by (each with its
 * type and the row field that carries its value) and one direction. From that declaration come
 * the SQL a builder places in its statement (the row comparison with its casts, the ORDER BY, a
 * LIMIT of one row more than the page) and the cursor side a service uses (a cursor decoded to a
 * key checked against the columns' types, the page and its next_cursor built from the rows).
 */

/** A list page as every list answers it. */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

/** The type of a key column: the cast of the cursor's value in SQL, and what the value must be. */
export type KeyType = 'timestamptz' | 'uuid' | 'text';

export interface KeyColumn<Field extends string = string> {
  /** The expression the list is ordered by, as the statement writes it (`w.created_at`). */
  readonly sql: string;
  readonly type: KeyType;
  /**
   * The row field the cursor takes the column's value from. A timestamptz is read as text into a
   * field of its own (`select`), as a Date would drop its microseconds; that field is left out of
   * the page's items.
   */
  readonly field: Field;
}

/** One direction for every column: a row comparison orders all of its columns the same way. */
export type Direction = 'ASC' | 'DESC';

/**
 * A cursor this list did not hand out: the client's mistake, which the HTTP layer answers as a 422
 * on `cursor` with this message (the door knows nothing of answers).
 */
export class InvalidCursor extends Error {
  constructor() {
    super('cursor is not a next_cursor returned by this list');
    this.name = 'InvalidCursor';
  }
}

/**
 * A list's order. `Field` names the row fields of the key; `Hidden` those read only for the
 * cursor (the timestamps as text), which no item keeps.
 */
export class Keyset<Field extends string, Hidden extends Field = never> {
  /** `ORDER BY a DESC, b DESC`. */
  readonly orderBy: string;
  /** The select-list items that read the timestamps of the key as text: `a::text AS sort_at`. */
  readonly select: string;
  private readonly hidden: readonly string[];

  constructor(
    readonly direction: Direction,
    readonly columns: readonly KeyColumn<Field>[],
  ) {
    const fields = columns.map((c) => c.field);
    if (columns.length === 0 || new Set(fields).size !== fields.length) {
      throw new Error(`a keyset needs columns with distinct fields: ${fields.join(', ')}`);
    }
    const timestamps = columns.filter((c) => c.type === 'timestamptz');
    this.orderBy = `ORDER BY ${columns.map((c) => `${c.sql} ${direction}`).join(', ')}`;
    this.select = timestamps.map((c) => `${c.sql}::text AS ${c.field}`).join(', ');
    this.hidden = timestamps.map((c) => c.field);
  }

  /** The rows past `key` in the list's order: `(a, b) < ($1::timestamptz, $2::uuid)`. */
  after(p: SqlParams, key: readonly string[]): string {
    if (key.length !== this.columns.length) {
      throw new Error(`a key of ${key.length} values for ${this.columns.length} columns`);
    }
    const values = this.columns.map((c, i) => `${p.add(key[i])}::${c.type}`);
    const operator = this.direction === 'DESC' ? '<' : '>';
    return `(${this.columns.map((c) => c.sql).join(', ')}) ${operator} (${values.join(', ')})`;
  }

  /** `LIMIT` one row more than the page: the extra row only tells that another page exists. */
  limit(p: SqlParams, limit: number): string {
    return `LIMIT ${p.add(limit + 1)}`;
  }

  /**
   * The key a cursor of this list carries; null for none (the first page). Each value is checked
   * as a value of its column's type, so a forged cursor is an InvalidCursor before any SQL, never
   * a failed cast.
   */
  decode(cursor: string | undefined): string[] | null {
    return decodeCursor(
      cursor,
      this.columns.map((c) => c.type),
    );
  }

  /** The cursor that starts the page after `row`. */
  encode(row: Readonly<Record<Field, string>>): string {
    return encodeCursor(this.columns.map((c) => row[c.field]));
  }

  /**
   * The page of `limit + 1` fetched rows: the first `limit`, and the cursor after the last of them
   * when the extra row came. Each item is the row without the fields read for the cursor, or what
   * `present` makes of the row (which then shows what it picks, with no copy in between).
   */
  page<T extends Readonly<Record<Field, string>>>(
    rows: readonly T[],
    limit: number,
  ): Page<Omit<T, Hidden>>;
  page<T extends Readonly<Record<Field, string>>, U>(
    rows: readonly T[],
    limit: number,
    present: (row: T) => U,
  ): Page<U>;
  page<T extends Readonly<Record<Field, string>>, U>(
    rows: readonly T[],
    limit: number,
    present?: (row: T) => U,
  ): Page<U | Omit<T, Hidden>> {
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items: items.map((row) => (present ? present(row) : this.withoutKey(row))),
      next_cursor: rows.length > limit && last ? this.encode(last) : null,
    };
  }

  /** A row as the API shows it: without the fields read only for the cursor. */
  withoutKey<T extends object>(row: T): Omit<T, Hidden> {
    let shown: Record<string, unknown> = row as Record<string, unknown>;
    for (const field of this.hidden) {
      const { [field]: _key, ...rest } = shown;
      shown = rest;
    }
    return shown as Omit<T, Hidden>;
  }
}

/** Declares a list's order; `const`, so the row fields of the key are known to the types. */
export function keyset<const C extends readonly KeyColumn[]>(
  direction: Direction,
  columns: C,
): Keyset<C[number]['field'], Extract<C[number], { type: 'timestamptz' }>['field']> {
  return new Keyset(direction, columns);
}

/** A row of a list ordered by `timeKeyset`: its timestamp as text in `sort_at`, and its id. */
export type Keyed<T> = T & { id: string; sort_at: string };

/** The usual order of a list: a timestamp, then the id between rows of the same instant. */
export function timeKeyset(
  direction: Direction,
  time: string,
  id: string,
): Keyset<'sort_at' | 'id', 'sort_at'> {
  return keyset(direction, [
    { sql: time, type: 'timestamptz', field: 'sort_at' },
    { sql: id, type: 'uuid', field: 'id' },
  ]);
}

/** A cursor is the key of the last row of a page, as strings, in base64url JSON. */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key of a cursor, each value checked as one of its column's type (and any text as text
 * PostgreSQL can store); null for no cursor. Anything else is a forged cursor: InvalidCursor.
 */
export function decodeCursor(
  cursor: string | undefined,
  types: readonly KeyType[],
): string[] | null {
  if (cursor === undefined || cursor === '') return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  if (
    Array.isArray(key) &&
    key.length === types.length &&
    key.every((value, i) => typeof value === 'string' && isValueOf(types[i], value))
  ) {
    return key as string[];
  }
  throw new InvalidCursor();
}

function isValueOf(type: KeyType, value: string): boolean {
  switch (type) {
    case 'uuid':
      return UUID.test(value);
    case 'timestamptz':
      return isTimestampText(value);
    case 'text':
      return isStorableText(value);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

/**
 * A timestamp as PostgreSQL prints one (`2026-11-25 10:28:04.123456+00`) that is also a real
 * instant it accepts: a shape alone lets `9999-99-99 99:99:99` through to a failing cast.
 */
export function isTimestampText(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  return (
    year! >= 1 &&
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth(year!, month!) &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC, so no time zone moves it.
  const date = new Date(Date.UTC(2000, month, 0));
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}
