import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { isStorableText } from '../http/input-guard.js';
import { ValidationProblem } from '../http/problem.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** `?limit=&cursor=` of every list. Keyset, so pages stay stable while rows are inserted. */
export class PageQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
    description: 'Most items on the page',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({
    maxLength: 512,
    description: 'Opaque `next_cursor` of the previous page; leave out for the first page',
  })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

/** A cursor is the sort key of the last row of a page, as strings, in base64url JSON. */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string | undefined, length: number): string[] | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === length && key.every((k) => typeof k === 'string')) {
      return key;
    }
  } catch {
    // fall through to the 422 below
  }
  throw ValidationProblem.of('cursor', 'cursor is not a next_cursor returned by this list');
}

/**
 * Builds a page from `limit + 1` fetched rows: the extra row only tells that another page exists.
 */
export function toPage<T>(rows: T[], limit: number, keyOf: (row: T) => string[]): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    next_cursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}

/**
 * A row of a list ordered by a timestamp and its id, read with that timestamp also as text
 * (`<column>::text AS sort_at`): the cursor needs its microseconds, which a Date would drop.
 */
export type Keyed<T> = T & { id: string; sort_at: string };

/** The cursor key of a keyed row: its sort timestamp as text, then its id. */
export function sortKey(row: Keyed<object>): string[] {
  return [row.sort_at, row.id];
}

/** `toPage` for keyed rows: the cursor is the last row's sortKey, and no item keeps sort_at. */
export function toKeyedPage<T>(rows: Keyed<T>[], limit: number): Page<T> {
  const page = toPage(rows, limit, sortKey);
  return { items: page.items.map(withoutSortKey), next_cursor: page.next_cursor };
}

/** A keyed row as the API shows it: without its sort column. */
export function withoutSortKey<T>({ sort_at: _sortAt, ...row }: Keyed<T>): T {
  return row as T;
}

export type KeyPart = 'timestamp' | 'uuid' | 'text';

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

/**
 * `decodeCursor` that also checks each part as a value of its sort column's type (and any text
 * as text PostgreSQL can store), so a forged cursor is a 422 before any SQL, never a failed cast.
 */
export function decodeKeyset(
  cursor: string | undefined,
  parts: readonly KeyPart[],
): string[] | null {
  const key = decodeCursor(cursor, parts.length);
  if (!key) return null;
  const valid = key.every((value, i) =>
    parts[i] === 'uuid'
      ? UUID.test(value)
      : parts[i] === 'timestamp'
        ? isTimestampText(value)
        : isStorableText(value),
  );
  if (!valid)
    throw ValidationProblem.of('cursor', 'cursor is not a next_cursor returned by this list');
  return key;
}
