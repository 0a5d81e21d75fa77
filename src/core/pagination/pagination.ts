import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { decodeCursor, encodeCursor, type Keyed, type Page } from '../../database/keyset.js';

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

/*
 * The cursor side of lists is the keyset module's. What follows serves the lists not yet declared
 * with a keyset (contacts, the board's columns, duplicates) and goes with them.
 */
export { type Keyed, type Page } from '../../database/keyset.js';

export type KeyPart = 'timestamp' | 'uuid' | 'text';

/** `decodeCursor` of the keyset module, with a timestamp part named `timestamp`. */
export function decodeKeyset(
  cursor: string | undefined,
  parts: readonly KeyPart[],
): string[] | null {
  return decodeCursor(
    cursor,
    parts.map((part) => (part === 'timestamp' ? 'timestamptz' : part)),
  );
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

/** The cursor key of a keyed row: its sort timestamp as text, then its id. */
export function sortKey(row: Keyed<object>): string[] {
  return [row.sort_at, row.id];
}
