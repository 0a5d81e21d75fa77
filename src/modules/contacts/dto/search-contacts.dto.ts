import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsInt, IsString, Max, Min } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import {
  DEFAULT_PAGE_SIZE,
  MAX_CURSOR_LENGTH,
  MAX_PAGE_SIZE,
} from '../../../core/pagination/pagination.js';
import {
  SEARCH_FILTER_DESCRIPTION,
  SEARCH_FILTER_EXAMPLE,
  SORT_DESCRIPTION,
} from '../query/contact-query.openapi.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';

/**
 * `POST /contacts/search`: a filter tree, a sort and a page (the rules of every list's `?limit=`
 * and `?cursor=`, with examples the explorer can send). The tree and the sort are read and
 * checked by the contact query (`filterBody`, `sortOf`), whose 422s name their place in it.
 */
export class SearchContactsDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
    example: DEFAULT_PAGE_SIZE,
    description: 'Most items on the page',
  })
  // A JSON number, as in every body: a conversion read true, "0x10" and " 5" as numbers.
  @OptionalNotNull()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  @IsInt()
  limit: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({
    maxLength: MAX_CURSOR_LENGTH,
    example: '',
    description: '`next_cursor` of the previous page; empty or left out for the first page',
  })
  @OptionalNotNull()
  @MaxLength(MAX_CURSOR_LENGTH)
  @IsString()
  cursor?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: SEARCH_FILTER_DESCRIPTION,
    example: SEARCH_FILTER_EXAMPLE,
  })
  @Allow()
  filter?: unknown;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: `${SORT_DESCRIPTION} A list of keys may also be an array.`,
    example: '-value_cents,last_name',
  })
  @Allow()
  sort?: unknown;

  @ApiPropertyOptional({
    example: '',
    description:
      'A saved view (`GET /views`; empty or left out for none): its filter is ANDed with ' +
      '`filter`, and its sort orders the ' +
      'list unless `sort` is given. A view the caller cannot see is 404 `View not found`; one ' +
      'whose filter or sort no longer reads is 422 naming `view.<place>`, and one naming a ' +
      'custom field whose `filter_index` is `building` is 409.',
  })
  @OptionalNotNull()
  @MaxLength(100)
  @IsString()
  view?: string;
}

/** `GET /contacts/count`. */
export class ContactCountResponse {
  @ApiProperty({ type: 'integer', example: 42, description: 'Contacts matching the filter' })
  count: number;
}
