import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MaxLength } from '../http/text-length.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/**
 * The longest `cursor` a list takes back: the longest `next_cursor` a list hands out, a sorted
 * contact list's (`sortedOrder` in contact-query.queries.ts): a tag of 8 characters and a dot
 * before the base64url JSON of its key, up to 3 sort values and the id. A text value is at most
 * 200 characters (a custom field's indexed text, `company`), each at most 6 bytes of JSON (a
 * control character as `\u0001`; any other at most 4 bytes of UTF-8); a number written out
 * (5e-324 has 324 decimals) or an instant is shorter. So 3 × (2 + 200 × 6) + 38 for the id + 5
 * for the brackets and commas = 3,649 bytes, 4,866 characters of base64url, 4,875 with the tag.
 */
export const MAX_CURSOR_LENGTH = 4_875;

/**
 * `?limit=&cursor=` of every list. Keyset, so pages stay stable while rows are inserted; each list
 * decodes the cursor with its own order (`database/keyset.ts`).
 */
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
    maxLength: MAX_CURSOR_LENGTH,
    description: 'Opaque `next_cursor` of the previous page; leave out for the first page',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_CURSOR_LENGTH)
  cursor?: string;
}

/**
 * What every list answers beside its `items`: the cursor of the page after this one. A list's
 * response extends it and declares its items.
 */
export abstract class PageResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'The `cursor` of the next page; null on the last page',
  })
  next_cursor: string | null;
}
