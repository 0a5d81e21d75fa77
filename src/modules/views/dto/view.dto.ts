import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsIn, IsOptional, IsString } from 'class-validator';
import { Length, MaxLength } from '../../../core/http/text-length.js';
import {
  VIEW_FILTER_DESCRIPTION,
  VIEW_SORT_DESCRIPTION,
} from '../../contacts/query/contact-query.openapi.js';
import {
  MAX_VIEW_COLUMNS,
  MAX_VIEW_FILTER_BYTES,
  SORT_MESSAGE,
  SORT_TOO_LONG,
  VIEW_COLUMN_MAX_LENGTH,
  VIEW_NAME_MAX_LENGTH,
  VIEW_SORT_MAX_LENGTH,
  VIEW_VISIBILITIES,
  VISIBILITY_MESSAGE,
  type ViewVisibility,
} from '../views.rules.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { DisplaySafeName } from '../../../core/http/display-name.js';
import { trimmed } from '../../../core/http/kept-text.js';

export const VIEW_FILTER_EXAMPLE = {
  and: [
    { field: 'stage', op: 'in', value: ['lead', 'qualified'] },
    { field: 'owner_id', op: 'eq', value: 'me' },
    { field: 'last_activity_at', op: 'within_last', value: '30d' },
  ],
};
export const VIEW_COLUMNS_EXAMPLE = ['first_name', 'last_name', 'company', 'stage', 'value_cents'];

const NAME_DOC = {
  minLength: 1,
  maxLength: VIEW_NAME_MAX_LENGTH,
  example: 'My open deals',
  description: 'As the list shows it; trimmed',
};
const FILTER_DOC = {
  type: 'object',
  additionalProperties: true,
  description:
    `The filter of \`POST /contacts/search\`, kept as given: \`me\` and relative dates resolve ` +
    `each time the view is used, for the member using it. At most ${MAX_VIEW_FILTER_BYTES} ` +
    `bytes of JSON. ${VIEW_FILTER_DESCRIPTION}`,
  example: VIEW_FILTER_EXAMPLE,
} as const;
const SORT_DOC = {
  type: String,
  nullable: true,
  maxLength: VIEW_SORT_MAX_LENGTH,
  example: '-value_cents,last_name',
  description: `The \`sort\` of \`GET /contacts\`; null or empty: the default order. ${VIEW_SORT_DESCRIPTION}`,
};
const COLUMNS_DESCRIPTION =
  'The fields a client shows, in order, each once: the fields of a contact as ' +
  '`GET /contacts` answers them (but `custom`) and `custom.<key>` of an active custom field. ' +
  'Empty: the client chooses.';
const COLUMNS_DOC: ApiPropertyOptions = {
  type: [String],
  maxItems: MAX_VIEW_COLUMNS,
  uniqueItems: true,
  example: VIEW_COLUMNS_EXAMPLE,
  description: COLUMNS_DESCRIPTION,
};
const VISIBILITY_DOC = {
  enum: VIEW_VISIBILITIES,
  example: 'private',
  description:
    '`private`: its author alone sees it. `workspace`: every member reads it; its author and ' +
    'managers change it. Only the author changes it.',
};

export class CreateViewDto {
  @ApiProperty(NAME_DOC)
  @Transform(trimmed)
  @DisplaySafeName()
  // Checked bottom-up, one message per field.
  @Length(1, VIEW_NAME_MAX_LENGTH, {
    message: `name must be 1 to ${VIEW_NAME_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'name must be a string' })
  name: string;

  @ApiPropertyOptional({
    ...FILTER_DOC,
    description: `${FILTER_DOC.description} Absent: every contact.`,
  })
  @Allow()
  filter?: unknown;

  @ApiPropertyOptional(SORT_DOC)
  @IsOptional()
  @MaxLength(VIEW_SORT_MAX_LENGTH, { message: SORT_TOO_LONG })
  @IsString({ message: SORT_MESSAGE })
  sort?: string | null;

  @ApiPropertyOptional(COLUMNS_DOC)
  @OptionalNotNull()
  @MaxLength(VIEW_COLUMN_MAX_LENGTH, { each: true, message: 'columns must be field names' })
  @IsString({ each: true, message: 'columns must be field names' })
  @ArrayMaxSize(MAX_VIEW_COLUMNS, {
    message: `columns must list at most ${MAX_VIEW_COLUMNS} fields`,
  })
  @IsArray({ message: 'columns must be a list of field names' })
  columns?: string[];

  @ApiPropertyOptional({ ...VISIBILITY_DOC, default: 'private' })
  @OptionalNotNull()
  @IsIn(VIEW_VISIBILITIES, { message: VISIBILITY_MESSAGE })
  visibility?: ViewVisibility;
}

/** Changes the parts given; the others stay. */
export class UpdateViewDto {
  @ApiPropertyOptional({ ...NAME_DOC, example: 'Open deals, this quarter' })
  @OptionalNotNull()
  @Transform(trimmed)
  @DisplaySafeName()
  @Length(1, VIEW_NAME_MAX_LENGTH, {
    message: `name must be 1 to ${VIEW_NAME_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'name must be a string' })
  name?: string;

  @ApiPropertyOptional({ ...FILTER_DOC, description: `${FILTER_DOC.description} Replaces it.` })
  @Allow()
  filter?: unknown;

  @ApiPropertyOptional(SORT_DOC)
  @IsOptional()
  @MaxLength(VIEW_SORT_MAX_LENGTH, { message: SORT_TOO_LONG })
  @IsString({ message: SORT_MESSAGE })
  sort?: string | null;

  @ApiPropertyOptional({ ...COLUMNS_DOC, description: `${COLUMNS_DESCRIPTION} Replaces them.` })
  @OptionalNotNull()
  @MaxLength(VIEW_COLUMN_MAX_LENGTH, { each: true, message: 'columns must be field names' })
  @IsString({ each: true, message: 'columns must be field names' })
  @ArrayMaxSize(MAX_VIEW_COLUMNS, {
    message: `columns must list at most ${MAX_VIEW_COLUMNS} fields`,
  })
  @IsArray({ message: 'columns must be a list of field names' })
  columns?: string[];

  @ApiPropertyOptional({ ...VISIBILITY_DOC, example: 'workspace' })
  @OptionalNotNull()
  @IsIn(VIEW_VISIBILITIES, { message: VISIBILITY_MESSAGE })
  visibility?: ViewVisibility;
}

/**
 * What `invalid` means for a route using the view, said by the schema and by `GET /views`. Columns
 * are the client's business (`ViewsService.contactQueryOf`), so they never fail a route.
 */
export const INVALID_PLACES =
  'A place in `filter` or `sort` is the 422 every route using the view answers, the place ' +
  'prefixed with `view.` there (`view.filter.and.0.field`); a place in `columns`, named only ' +
  'when the filter and sort read, just marks the view invalid: routes using it answer 200.';

export class ViewProblemPlace {
  @ApiProperty({ example: 'filter.and.0.field', description: 'The place that no longer reads' })
  field: string;
  @ApiProperty({
    example: 'filter.and.0.field: custom.arr is archived; unarchive it to filter or sort on it',
  })
  message: string;
}

export class ViewResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'My open deals' }) name: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: VIEW_FILTER_EXAMPLE,
    description: 'As it was given',
  })
  filter: unknown;
  @ApiProperty({ type: String, nullable: true, example: '-value_cents,last_name' })
  sort: string | null;
  @ApiProperty({ type: [String], example: VIEW_COLUMNS_EXAMPLE }) columns: string[];
  @ApiProperty({ enum: VIEW_VISIBILITIES }) visibility: ViewVisibility;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The author; null once they have left the workspace',
  })
  created_by: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({
    description:
      'Whether the filter, sort and columns still read against the workspace: false after a ' +
      'custom field they name is archived or made unfilterable, a stage or an option they name ' +
      'is removed',
  })
  valid: boolean;
  @ApiProperty({
    type: ViewProblemPlace,
    nullable: true,
    description: `The first place where it no longer reads; null when valid. ${INVALID_PLACES}`,
  })
  invalid: ViewProblemPlace | null;
}

export class ViewPageResponse {
  @ApiProperty({ type: [ViewResponse] }) items: ViewResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
