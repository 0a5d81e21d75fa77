import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MaxLength } from '../http/text-length.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

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
    maxLength: 512,
    description: 'Opaque `next_cursor` of the previous page; leave out for the first page',
  })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  cursor?: string;
}
