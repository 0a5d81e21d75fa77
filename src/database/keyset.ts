import type { SqlParams } from './sql.js';
import { isStorableText } from './storable-text.js';

/*
 * Keyset pagination, declared once per list: the columns the list is ordered by (each with its
 * type, the row field that carries its value, its direction and whether it may be null) ending
 * with a unique one. From that declaration come the SQL a builder places in its statement (the
 * comparison past a key with its casts, the ORDER BY, a LIMIT of one row more than the page) and
 * the cursor side a service uses (a cursor decoded to a key checked against the columns' types,
 * the page and its next_cursor built from the rows).
 */

/** A list page as every list answers it. */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

/** The type of a key column: the cast of the cursor's value in SQL, and what the value must be. */
export type KeyType = 'timestamptz' | 'uuid' | 'text' | 'numeric' | 'bigint';

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
  /** Its own direction; the keyset's when absent. */
  readonly direction?: Direction;
  /** It may be null: its nulls sort last whichever the direction, and a key may hold null for it. */
  readonly nullable?: boolean;
  /**
   * Read into `field` by the keyset's `select` (and so left out of the items) though not a
   * timestamp: a value the row does not otherwise carry, such as a joined sort value.
   */
  readonly hidden?: boolean;
  /**
   * The first column, read along an index of its own: the comparison starts with its bound even
   * where a row comparison says the rest, since a row comparison over columns of several tables
   * is no index condition.
   */
  readonly bounded?: boolean;
  /**
   * The collation the column orders and compares by (`TEXT_ORDER`), where its own would not do;
   * an index that serves the order names it too.
   */
  readonly collation?: string;
}

/** The order of a column. */
export type Direction = 'ASC' | 'DESC';

/** A key: one value per column, null only for a nullable one. */
export type Key = readonly (string | null)[];

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
 * cursor (the timestamps as text, joined values), which no item keeps; `Value` is a key's value,
 * `string | null` when a column may be null.
 *
 * Columns of one direction and no nulls compare as one row comparison, which an index on those
 * columns answers as a range (`(a, b) < ($1, $2)`). Otherwise the comparison is spelled column by
 * column, nulls last: past `v` in an ascending nullable column are the greater values and the
 * nulls; past a null, only the rows of the same null and a later tail.
 */
export class Keyset<
  Field extends string,
  Hidden extends Field = never,
  Value extends string | null = string,
> {
  /** `ORDER BY a DESC, b DESC`. */
  readonly orderBy: string;
  /** The select-list items that read the hidden fields of the key: `a::text AS sort_at`. */
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
    if (columns[columns.length - 1].nullable) {
      throw new Error(`a keyset ends with a unique column, never null: ${fields.join(', ')}`);
    }
    const read = columns.filter((c) => c.type === 'timestamptz' || c.hidden === true);
    this.orderBy = `ORDER BY ${columns.map((c) => this.ordered(expression(c), c)).join(', ')}`;
    this.select = read
      .map((c) => `${c.sql}${c.type === 'timestamptz' ? '::text' : ''} AS ${c.field}`)
      .join(', ');
    this.hidden = read.map((c) => c.field);
  }

  /**
   * `ORDER BY` over the fields a subquery aliased `alias` answers (as `select` reads them), cast
   * back to their types: the order of a page made of several parts (`UNION ALL`).
   */
  orderByFields(alias: string): string {
    return `ORDER BY ${this.columns
      .map((c) => this.ordered(expression(c, `${alias}.${c.field}::${c.type}`), c))
      .join(', ')}`;
  }

  /** The rows past `key` in the list's order: `(a, b) < ($1::timestamptz, $2::uuid)`. */
  after(p: SqlParams, key: Key): string {
    if (key.length !== this.columns.length) {
      throw new Error(`a key of ${key.length} values for ${this.columns.length} columns`);
    }
    const values = this.columns.map((c, i) => {
      const value = key[i];
      if (value === null && !c.nullable) throw new Error(`a null key value for ${c.field}`);
      return value === null ? null : p.bound(value, c.type);
    });
    const first = this.columns[0];
    const comparison = this.pastFrom(0, values);
    // The first column bounds the range an index on it is read from; the spelled-out comparison
    // alone is an OR, which an index scan cannot start from.
    return first.nullable || values[0] === null || (this.isRow(0) && !first.bounded)
      ? comparison
      : `${expression(first)} ${this.operator(first)}= ${values[0]} AND ${comparison}`;
  }

  /** `LIMIT` one row more than the page: the extra row only tells that another page exists. */
  limit(p: SqlParams, limit: number): string {
    return `LIMIT ${this.rows(p, limit)}`;
  }

  /** The placeholder of the rows a page fetches: one more than the page. */
  rows(p: SqlParams, limit: number): string {
    return p.bound(limit + 1, 'int');
  }

  /**
   * The key a cursor of this list carries; null for none (the first page). Each value is checked
   * as a value of its column's type, so a forged cursor is an InvalidCursor before any SQL, never
   * a failed cast.
   */
  decode(cursor: string | undefined): Value[] | null {
    return decodeCursor(cursor, this.columns) as Value[] | null;
  }

  /** The cursor that starts the page after `row`. */
  encode(row: Readonly<Record<Field, string | null>>): string {
    return encodeCursor(this.columns.map((c) => row[c.field]));
  }

  /**
   * The page of `limit + 1` fetched rows: the first `limit`, and the cursor after the last of them
   * when the extra row came. Each item is the row without the fields read for the cursor, or what
   * `present` makes of the row (which then shows what it picks, with no copy in between).
   */
  page<T extends Readonly<Record<Field, string | null>>>(
    rows: readonly T[],
    limit: number,
  ): Page<Omit<T, Hidden>>;
  page<T extends Readonly<Record<Field, string | null>>, U>(
    rows: readonly T[],
    limit: number,
    present: (row: T) => U,
  ): Page<U>;
  page<T extends Readonly<Record<Field, string | null>>, U>(
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

  private directionOf(column: KeyColumn): Direction {
    return column.direction ?? this.direction;
  }

  private operator(column: KeyColumn): '<' | '>' {
    return this.directionOf(column) === 'DESC' ? '<' : '>';
  }

  /** `a DESC`, and `NULLS LAST` for a nullable column (PostgreSQL puts them first descending). */
  private ordered(sql: string, column: KeyColumn): string {
    return `${sql} ${this.directionOf(column)}${column.nullable ? ' NULLS LAST' : ''}`;
  }

  /** Whether the columns from `from` on are one row comparison: one direction, no nulls. */
  private isRow(from: number): boolean {
    const rest = this.columns.slice(from);
    return rest.every((c) => !c.nullable && this.directionOf(c) === this.directionOf(rest[0]));
  }

  /** The rows past the key's values (placeholders, null for a null) from column `from` on. */
  private pastFrom(from: number, values: readonly (string | null)[]): string {
    const rest = this.columns.slice(from);
    if (this.isRow(from)) {
      const operator = this.operator(rest[0]);
      const given = values.slice(from);
      return rest.length === 1
        ? `${expression(rest[0])} ${operator} ${given[0]}`
        : `(${rest.map((c) => expression(c)).join(', ')}) ${operator} (${given.join(', ')})`;
    }
    const column = rest[0];
    const value = values[from];
    const tail = this.pastFrom(from + 1, values);
    if (value === null) return `(${column.sql} IS NULL AND ${tail})`;
    const beyond = `${expression(column)} ${this.operator(column)} ${value}`;
    const past = column.nullable ? `${beyond} OR ${column.sql} IS NULL` : beyond;
    return `(${past} OR ${column.sql} = ${value} AND ${tail})`;
  }
}

/** A column's expression (or `sql`, what reads it elsewhere) in the collation it orders by. */
function expression(column: KeyColumn, sql = column.sql): string {
  return column.collation ? `${sql} COLLATE ${column.collation}` : sql;
}

/** Declares a list's order; `const`, so the row fields of the key are known to the types. */
export function keyset<const C extends readonly KeyColumn[]>(
  direction: Direction,
  columns: C,
): Keyset<
  C[number]['field'],
  Extract<C[number], { type: 'timestamptz' } | { hidden: true }>['field'],
  [Extract<C[number], { nullable: true }>] extends [never] ? string : string | null
> {
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

/** A cursor is the key of the last row of a page, as strings (null for a null), in base64url JSON. */
export function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key of a cursor, each value checked as one of its column's type (and any text as text
 * PostgreSQL can store), null only where the column may be null; null for no cursor. Anything
 * else is a forged cursor: InvalidCursor.
 */
export function decodeCursor(
  cursor: string | undefined,
  columns: readonly (KeyType | Pick<KeyColumn, 'type' | 'nullable'>)[],
): (string | null)[] | null {
  if (cursor === undefined || cursor === '') return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const types = columns.map((c) => (typeof c === 'string' ? { type: c } : c));
  if (
    Array.isArray(key) &&
    key.length === types.length &&
    key.every((value, i) =>
      value === null
        ? types[i].nullable === true
        : typeof value === 'string' && isValueOf(types[i].type, value),
    )
  ) {
    return key as (string | null)[];
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
    case 'numeric':
      return NUMERIC.test(value);
    case 'bigint':
      return BIGINT.test(value) && BigInt(value) >= INT8_MIN && BigInt(value) <= INT8_MAX;
  }
}

/**
 * A decimal as PostgreSQL prints a numeric (no exponent), of any size a double takes so: a number
 * custom field holds every finite one of up to 15 significant digits, from 1.79e308 (309 digits
 * before the point) down to 5e-324 (324 after it, a few more for a longer one near it).
 */
const NUMERIC = /^-?\d{1,309}(?:\.\d{1,340})?$/;
const BIGINT = /^-?\d{1,19}$/;
const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(Z|[+-]\d{2}(?:\d{2}|(?::\d{2}){1,2})?)?$/;

/**
 * A timestamp as PostgreSQL prints one (`2026-11-25 10:28:04.123456+00`) that is also a real
 * instant it accepts: a shape alone lets `9999-99-99 99:99:99` through to a failing cast. Its
 * offset may hold seconds, as an instant before a zone's standard time is printed in a session of
 * that zone (local mean time: `1850-01-01 19:03:58-04:56:02`); the service's sessions are UTC
 * (`SESSION_TIME_ZONE`), so its own cursors carry none.
 */
export function isTimestampText(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  // The offset's hours, minutes and seconds, as far as it gives them.
  const [offsetHours = 0, offsetMinutes = 0, offsetSeconds = 0] = (
    match[7]?.match(/\d{2}/g) ?? []
  ).map(Number);
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59 &&
    offsetSeconds <= 59
  );
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC, so no time zone moves it.
  const date = new Date(Date.UTC(2000, month, 0));
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}
