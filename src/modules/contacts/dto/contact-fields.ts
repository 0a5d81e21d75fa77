import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Min,
} from 'class-validator';
import { MaxLength, MinLength } from '../../../core/http/text-length.js';
import {
  CONTACT_FIELD_MAX_LENGTH,
  MAX_TAGS,
  MAX_VALUE_CENTS,
  TAG_MAX_LENGTH,
  TAG_SEPARATOR,
} from '../contacts.rules.js';
import { IsTagForm, TAG_SCHEMA } from './tag-form.decorator.js';
import { IsCurrencyCode } from './currency-code.decorator.js';
import { IsEmailAddress } from '../../../core/http/email-address.js';
import { IsCalendarDate } from '../../../core/http/datetime.decorator.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { trimmed } from '../../../core/http/kept-text.js';

/** The editable fields of a contact, shared by create and update. `null` clears a field. */
export class ContactFieldsDto {
  @ApiPropertyOptional({
    maxLength: CONTACT_FIELD_MAX_LENGTH.last_name,
    nullable: true,
    type: String,
    example: 'Lovelace',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(CONTACT_FIELD_MAX_LENGTH.last_name)
  last_name?: string | null;

  @ApiPropertyOptional({
    format: 'email',
    maxLength: CONTACT_FIELD_MAX_LENGTH.email,
    nullable: true,
    type: String,
    example: 'ada@example.com',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  // The custom e-mail type's rule, which the published schema's pattern writes out for both.
  @IsEmailAddress()
  @MaxLength(CONTACT_FIELD_MAX_LENGTH.email)
  email?: string | null;

  @ApiPropertyOptional({
    maxLength: CONTACT_FIELD_MAX_LENGTH.phone,
    nullable: true,
    type: String,
    example: '+44 20 7946 0958',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(CONTACT_FIELD_MAX_LENGTH.phone)
  phone?: string | null;

  @ApiPropertyOptional({
    maxLength: CONTACT_FIELD_MAX_LENGTH.company,
    nullable: true,
    type: String,
    example: 'Analytical Engines Ltd',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(CONTACT_FIELD_MAX_LENGTH.company)
  company?: string | null;

  @ApiPropertyOptional({
    maxLength: CONTACT_FIELD_MAX_LENGTH.title,
    nullable: true,
    type: String,
    example: 'Head of Research',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(CONTACT_FIELD_MAX_LENGTH.title)
  title?: string | null;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    type: String,
    // null: a valid value anywhere (unassigned), unlike any member id an example could name.
    example: null,
    description:
      'A member of this workspace; `null` leaves the contact unassigned. On creation, leaving it out lets routing choose',
  })
  @IsOptional()
  @IsUUID()
  owner_id?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_VALUE_CENTS,
    example: 250000,
    description: 'Deal value in cents',
  })
  @OptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(MAX_VALUE_CENTS)
  value_cents?: number;

  @ApiPropertyOptional({
    example: 'EUR',
    description:
      "ISO 4217 code of value_cents; a new contact given none takes the workspace's currency (settings.currency)",
  })
  @OptionalNotNull()
  @IsCurrencyCode()
  currency?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    nullable: true,
    example: null,
    description:
      "Percent chance of winning, in place of its stage's while the deal is open (a won or lost " +
      "deal weighs its stage's); null: the stage's",
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  probability?: number | null;

  @ApiPropertyOptional({
    format: 'date',
    nullable: true,
    type: String,
    example: '2027-03-31',
    description: 'When the deal is expected to close (YYYY-MM-DD)',
  })
  @IsOptional()
  @IsCalendarDate('expected_close_date must be a date as YYYY-MM-DD')
  expected_close_date?: string | null;

  @ApiPropertyOptional({
    type: 'array',
    items: TAG_SCHEMA,
    maxItems: MAX_TAGS,
    uniqueItems: true,
    example: ['enterprise', 'referral'],
    description:
      `Up to ${MAX_TAGS} distinct tags of 1-${TAG_MAX_LENGTH} characters, none beginning or ` +
      `ending with whitespace or holding '${TAG_SEPARATOR}' (which separates tags in a CSV file)`,
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(MAX_TAGS)
  // The tags are a set, as adding them in bulk and merging treat them.
  @ArrayUnique({ message: 'tags must not list a tag twice' })
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(TAG_MAX_LENGTH, { each: true })
  @IsTagForm()
  tags?: string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: {},
    description:
      'Custom field values by key (`GET /custom-fields`, `GET /custom-fields/schema`); on an ' +
      'edit each key given is set and `null` clears it, the others stay',
  })
  @OptionalNotNull()
  @IsObject()
  custom?: Record<string, unknown>;
}
