import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NestedList } from '../../../core/http/nested-list.decorator.js';
import { PageResponse } from '../../../core/pagination/pagination.js';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { MaxLength, MinLength } from '../../../core/http/text-length.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import {
  CUSTOM_FIELD_TYPES,
  type CustomFieldType,
  FILTER_INDEX_STATES,
  type FilterIndexState,
} from '../../../tenancy/custom-field-definition.js';
import {
  COLOR_PATTERN,
  CUSTOM_FIELD_KEY_PATTERN,
  OBJECT_MEMBER_NAMES,
  CUSTOM_FIELD_KEY_RULE,
  DESCRIPTION_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  MAX_CUSTOM_FIELD_OPTIONS,
  MAX_CUSTOM_FIELD_POSITION,
  OPTION_ID_PATTERN,
  OPTION_ID_RULE,
  RESERVED_OPTION_IDS,
} from '../custom-fields.rules.js';
import { DisplaySafeName } from '../../../core/http/display-name.js';
import { trimmed } from '../../../core/http/kept-text.js';

/** An option of a select field as a request gives it: without `id`, one is made from the label. */
export class CustomFieldOptionDto {
  @ApiPropertyOptional({
    pattern: OPTION_ID_PATTERN.source,
    example: 'saas',
    description: `Not ${RESERVED_OPTION_IDS.join(', ')}`,
  })
  @OptionalNotNull()
  @IsString()
  @Matches(OPTION_ID_PATTERN, { message: `id must be ${OPTION_ID_RULE}` })
  @IsNotIn(RESERVED_OPTION_IDS, {
    message: `id must not be ${RESERVED_OPTION_IDS.join(', ')}: a reserved name`,
  })
  id?: string;

  @ApiProperty({ minLength: 1, maxLength: LABEL_MAX_LENGTH, example: 'SaaS' })
  @Transform(trimmed)
  @DisplaySafeName()
  @IsString()
  @MinLength(1)
  @MaxLength(LABEL_MAX_LENGTH)
  label: string;

  @ApiPropertyOptional({ pattern: COLOR_PATTERN.source, example: '#2f80ed' })
  @OptionalNotNull()
  @IsString()
  @Matches(COLOR_PATTERN, { message: 'color must be a hex colour such as #2f80ed' })
  color?: string;
}

/** What a definition's create and edit share. */
class CustomFieldFieldsDto {
  @ApiPropertyOptional({
    maxLength: DESCRIPTION_MAX_LENGTH,
    nullable: true,
    type: String,
    example: 'The main industry of the company',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(DESCRIPTION_MAX_LENGTH)
  description?: string | null;

  @ApiPropertyOptional({
    type: [CustomFieldOptionDto],
    maxItems: MAX_CUSTOM_FIELD_OPTIONS,
    description: `select and multi_select only: 1-${MAX_CUSTOM_FIELD_OPTIONS} options with distinct ids and labels`,
    example: [
      { id: 'saas', label: 'SaaS' },
      { id: 'retail', label: 'Retail' },
    ],
  })
  @OptionalNotNull()
  @ArrayMaxSize(MAX_CUSTOM_FIELD_OPTIONS)
  @NestedList(() => CustomFieldOptionDto)
  @IsArray()
  options?: CustomFieldOptionDto[];

  @ApiPropertyOptional({ description: 'Contacts must have a value when created', example: false })
  @OptionalNotNull()
  @IsBoolean()
  required?: boolean;

  @ApiPropertyOptional({ description: 'Lists may filter and sort on it', example: false })
  @OptionalNotNull()
  @IsBoolean()
  filterable?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_CUSTOM_FIELD_POSITION,
    example: 0,
    description: `Order among the fields, ties by key; new fields go last, at ${MAX_CUSTOM_FIELD_POSITION} at most`,
  })
  @OptionalNotNull()
  @Min(0)
  @Max(MAX_CUSTOM_FIELD_POSITION)
  @IsInt()
  position?: number;
}

export class CreateCustomFieldDto extends CustomFieldFieldsDto {
  @ApiProperty({
    pattern: CUSTOM_FIELD_KEY_PATTERN.source,
    example: 'industry',
    description:
      `Unique in the workspace and never changed: ${CUSTOM_FIELD_KEY_RULE}; not the name of a ` +
      `built-in contact field, nor ${[...OBJECT_MEMBER_NAMES].join(', ')}`,
  })
  @IsString()
  @Matches(CUSTOM_FIELD_KEY_PATTERN, { message: `key must be ${CUSTOM_FIELD_KEY_RULE}` })
  key: string;

  @ApiProperty({ minLength: 1, maxLength: LABEL_MAX_LENGTH, example: 'Industry' })
  @Transform(trimmed)
  @DisplaySafeName()
  @IsString()
  @MinLength(1)
  @MaxLength(LABEL_MAX_LENGTH)
  label: string;

  @ApiProperty({
    enum: CUSTOM_FIELD_TYPES,
    example: 'select',
    description: 'Never changes after creation',
  })
  @IsIn(CUSTOM_FIELD_TYPES)
  type: CustomFieldType;
}

export class UpdateCustomFieldDto extends CustomFieldFieldsDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: LABEL_MAX_LENGTH, example: 'Industry' })
  @OptionalNotNull()
  @Transform(trimmed)
  @DisplaySafeName()
  @MinLength(1)
  @MaxLength(LABEL_MAX_LENGTH)
  @IsString()
  label?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      'For each option `options` leaves out that contacts still use: the id of the kept option they take instead',
    example: {},
  })
  @OptionalNotNull()
  @IsObject()
  replace_with?: Record<string, string>;

  /** Not documented: accepted only to refuse a different key with its reason (422). */
  @ApiHideProperty()
  @IsOptional()
  key?: unknown;

  /**
   * Not documented: accepted only to refuse a different type with its reason (409); a value that
   * is no type at all is 422, as on create.
   */
  @ApiHideProperty()
  @OptionalNotNull()
  @IsIn(CUSTOM_FIELD_TYPES)
  type?: CustomFieldType;
}

export class CustomFieldOptionResponse {
  @ApiProperty() id: string;
  @ApiProperty() label: string;
  @ApiPropertyOptional() color?: string;
}

export class CustomFieldResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() key: string;
  @ApiProperty() label: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ enum: CUSTOM_FIELD_TYPES }) type: CustomFieldType;
  @ApiProperty({ type: [CustomFieldOptionResponse] }) options: CustomFieldOptionResponse[];
  @ApiProperty() required: boolean;
  @ApiProperty() filterable: boolean;
  @ApiProperty({
    enum: [...FILTER_INDEX_STATES, null],
    nullable: true,
    type: String,
    description:
      'Whether filters and sorts can use a filterable field: `building` while a job indexes its ' +
      "values (a large workspace's field just made filterable; they answer 409 meanwhile), " +
      '`ready` after; null when the field is not filterable.',
  })
  filter_index: FilterIndexState | null;
  @ApiProperty({ type: 'integer' }) position: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) archived_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class CustomFieldListResponse extends PageResponse {
  @ApiProperty({ type: [CustomFieldResponse] }) items: CustomFieldResponse[];
}
