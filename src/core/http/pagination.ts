import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ValidationProblem } from './problem.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** `?limit=&cursor=` of every list. Keyset, so pages stay stable while rows are inserted. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'Opaque `next_cursor` of the previous page' })
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
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/**
 * `decodeCursor` that also checks each part against the type of its sort column, so a forged
 * cursor is a 422 rather than a database error when the parts are cast in SQL.
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
        ? TIMESTAMP.test(value)
        : true,
  );
  if (!valid)
    throw ValidationProblem.of('cursor', 'cursor is not a next_cursor returned by this list');
  return key;
}
