import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID } from 'class-validator';
import { MaxLength, MinLength } from '../../../core/http/text-length.js';
import { PageQueryDto } from '../../../core/pagination/pagination.js';
import { TAG_MAX_LENGTH } from '../contacts.rules.js';
import { SORT_DESCRIPTION } from '../query/contact-query.openapi.js';

/**
 * `?view=`: a saved view's filter, and its sort where the route orders what it reads by `sort`
 * (`ordered`); a route without `sort` reads neither the view's sort nor its mistakes.
 */
function ViewParam(ordered: boolean): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      format: 'uuid',
      description:
        "A saved view (`GET /views`; empty for none): its filter is ANDed with the route's " +
        (ordered
          ? 'other filters, and its sort orders the list unless `sort` is given. '
          : 'other filters; its sort is not read here. ') +
        'A view the caller cannot see is 404 `View not found`; one whose filter ' +
        (ordered ? 'or sort ' : '') +
        'no longer reads (an archived field) is 422 naming `view.<place>`, and one naming a ' +
        'custom field whose `filter_index` is `building` is 409.',
    }),
    IsOptional(),
    IsString(),
    MaxLength(100),
  );
}

/**
 * The selection every route that reads contacts takes beside `filter[...]`: `?view=`, a saved
 * view's contacts, and the list's shorthands `q`, `dormant` and `tag` (ANDed with the rest).
 */
export class ViewQuery {
  @ViewParam(false)
  view?: string;

  @ApiPropertyOptional({
    description: 'Matches first/last name, e-mail or company',
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'true: only dormant contacts; false: only active ones',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean()
  dormant?: boolean;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: TAG_MAX_LENGTH,
    description:
      'Only contacts carrying this tag, matched whole and exactly as stored: tags keep the case ' +
      'they were written in, so `VIP` does not match `vip`',
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(TAG_MAX_LENGTH)
  tag?: string;
}

/** The selection shorthands of a query (`q`, `dormant`, `tag`), as the list's filters take them. */
export function shorthandFilters(query: Pick<ViewQuery, 'q' | 'dormant' | 'tag'>) {
  return { q: query.q, dormant: query.dormant, tag: query.tag };
}

/** The list's filters: the selection, a stage, an owner. */
class ListFiltersQuery extends ViewQuery {
  @ApiPropertyOptional({ maxLength: 40, description: 'Only contacts in this stage (a key)' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  stage?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this member's contacts" })
  @IsOptional()
  @IsUUID()
  owner_id?: string;
}

export class ListContactsQuery extends IntersectionType(PageQueryDto, ListFiltersQuery) {
  // In the order of `sort`, else of the view's.
  @ViewParam(true)
  declare view?: string;

  @ApiPropertyOptional({
    maxLength: 500,
    description: SORT_DESCRIPTION,
    example: '-value_cents,last_name',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  sort?: string;
}

/** `GET /contacts/count`: the list's filters, no page or order. */
export class CountContactsQuery extends ListFiltersQuery {}

/** `GET /contacts/dormant`: a page, and a view whose filter narrows it. */
export class DormantContactsQuery extends IntersectionType(PageQueryDto, ViewQuery) {}

/** The filters alone, whatever else a query carries (the export's, a bulk action's). */
export type ContactFiltersQuery = Pick<
  ListContactsQuery,
  'stage' | 'owner_id' | 'q' | 'dormant' | 'tag'
>;
