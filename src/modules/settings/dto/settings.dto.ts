import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NestedList } from '../../../core/http/nested-list.decorator.js';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  Min,
} from 'class-validator';
import { Length } from '../../../core/http/text-length.js';
import { DEFAULT_STAGES } from '../../../tenancy/stages.js';
import {
  MOVE_TO_PROPERTY,
  PipelineStageResponse,
  StageDto,
} from '../../pipelines/dto/pipeline.dto.js';
import { MAX_STAGES } from '../../pipelines/pipelines.rules.js';
import { IsCurrencyCode } from '../../contacts/dto/currency-code.decorator.js';
import {
  DORMANCY_DAYS,
  LOST_REASON_MAX_LENGTH,
  MAX_LOST_REASONS,
  TIME_ZONE_MAX_LENGTH,
  TRASH_RETENTION_DAYS,
} from '../settings.rules.js';

import { MEMBER_VISIBILITIES, type MemberVisibility } from '../../../database/visibility.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { trimmed } from '../../../core/http/kept-text.js';

/** `PUT /settings` replaces all three settings; every field is required. */
export class SettingsDto {
  @ApiProperty({
    type: 'integer',
    minimum: DORMANCY_DAYS.min,
    maximum: DORMANCY_DAYS.max,
    example: 14,
    description: 'A contact is dormant after this many whole days without activity',
  })
  @IsInt()
  @Min(DORMANCY_DAYS.min)
  @Max(DORMANCY_DAYS.max)
  dormancy_days: number;

  @ApiProperty({
    example: 'Europe/Paris',
    minLength: 1,
    maxLength: TIME_ZONE_MAX_LENGTH,
    pattern: '\\S',
    description: 'IANA time zone; decides what "today" is on the agenda',
  })
  @Transform(trimmed)
  @IsString()
  @Length(1, TIME_ZONE_MAX_LENGTH)
  timezone: string;

  @ApiPropertyOptional({
    example: 'FR',
    pattern: '^[A-Z]{2}$',
    description:
      'ISO 3166-1 alpha-2 country (upper case) in which a phone number written without its ' +
      'country code is read, for duplicate detection; left out, it stays as it is (`US` for a ' +
      'new workspace). A change re-reads every contact phone of the workspace.',
  })
  @OptionalNotNull()
  @IsString()
  @Length(2, 2)
  default_region?: string;

  @ApiProperty({
    type: [StageDto],
    minItems: 1,
    maxItems: MAX_STAGES,
    example: DEFAULT_STAGES,
    description:
      "The default pipeline's stages, in board order. Keys are unique in the workspace (another pipeline's stage keys are taken); at least one stage is `open`; contacts are created in the first open stage unless told otherwise. A stage that still holds contacts cannot be left out (409) unless `move_to` says where they go.",
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_STAGES)
  @NestedList(() => StageDto)
  stages: StageDto[];

  @ApiPropertyOptional(MOVE_TO_PROPERTY)
  @OptionalNotNull()
  @IsObject()
  move_to?: Record<string, string>;

  @ApiPropertyOptional({
    example: 'EUR',
    description:
      "ISO 4217: the currency of a new contact's value unless it says otherwise; left out, kept (`EUR` for a new workspace). Existing contacts keep theirs",
  })
  @OptionalNotNull()
  @IsCurrencyCode()
  currency?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', minLength: 1, maxLength: LOST_REASON_MAX_LENGTH },
    maxItems: MAX_LOST_REASONS,
    uniqueItems: true,
    example: ['Price', 'Timing', 'Competitor'],
    description: `What a move into a lost stage may give as lost_reason: up to ${MAX_LOST_REASONS} distinct reasons of 1-${LOST_REASON_MAX_LENGTH} characters; left out, kept. A reason dropped stays on the contacts that give it, and \`filter[lost_reason]\` still finds them`,
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(MAX_LOST_REASONS)
  @ArrayUnique({ message: 'lost_reasons must not repeat a reason' })
  @IsString({ each: true })
  @Length(1, LOST_REASON_MAX_LENGTH, { each: true })
  lost_reasons?: string[];

  @ApiPropertyOptional({
    example: false,
    description:
      'Whether a move into a lost stage must give a lost_reason (422 without one); needs lost_reasons; left out, kept',
  })
  @OptionalNotNull()
  @IsBoolean()
  require_lost_reason?: boolean;

  @ApiPropertyOptional({
    example: false,
    description:
      'Whether contacts in a won or lost stage without rotting_days are never dormant; left out, kept (false for a new workspace)',
  })
  @OptionalNotNull()
  @IsBoolean()
  dormancy_ignores_closed?: boolean;

  @ApiPropertyOptional({
    example: false,
    description:
      'Whether a contact whose earliest open follow-up is due later is not dormant until that follow-up is overdue; left out, kept (false for a new workspace)',
  })
  @OptionalNotNull()
  @IsBoolean()
  dormancy_respects_plans?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: TRASH_RETENTION_DAYS.min,
    maximum: TRASH_RETENTION_DAYS.max,
    example: TRASH_RETENTION_DAYS.default,
    description: `Days a deleted contact stays in the trash, restorable, before it is purged for good; left out, kept (${TRASH_RETENTION_DAYS.default} for a new workspace)`,
  })
  @OptionalNotNull()
  @IsInt()
  @Min(TRASH_RETENTION_DAYS.min)
  @Max(TRASH_RETENTION_DAYS.max)
  trash_retention_days?: number;

  @ApiPropertyOptional({
    enum: MEMBER_VISIBILITIES,
    example: 'group',
    description:
      'Which contacts a member (not an admin) sees, in every list, count, report, export and by id: `all`, `group` (their own and those owned by anyone sharing a group with them) or `own` (their own); left out, kept (`all` for a new workspace)',
  })
  @OptionalNotNull()
  @IsIn(MEMBER_VISIBILITIES, { message: 'member_visibility must be one of all, group, own' })
  member_visibility?: MemberVisibility;

  @ApiPropertyOptional({
    example: true,
    description:
      'With `group` or `own`: whether members also see the contacts nobody owns (`all` always shows them); left out, kept (true for a new workspace)',
  })
  @OptionalNotNull()
  @IsBoolean()
  unassigned_visible?: boolean;
}

export class SettingsResponse {
  @ApiProperty({ type: 'integer', minimum: DORMANCY_DAYS.min, maximum: DORMANCY_DAYS.max })
  dormancy_days: number;
  @ApiProperty({ example: 'Europe/Paris', description: 'IANA time zone' }) timezone: string;
  @ApiProperty({
    example: 'FR',
    description: 'ISO 3166-1 alpha-2 country phone numbers without a country code are read in',
  })
  default_region: string;
  @ApiProperty({ type: [PipelineStageResponse], description: "The default pipeline's stages" })
  stages: PipelineStageResponse[];
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: [String], example: ['Price', 'Timing'] }) lost_reasons: string[];
  @ApiProperty() require_lost_reason: boolean;
  @ApiProperty() dormancy_ignores_closed: boolean;
  @ApiProperty() dormancy_respects_plans: boolean;
  @ApiProperty({
    type: 'integer',
    minimum: TRASH_RETENTION_DAYS.min,
    maximum: TRASH_RETENTION_DAYS.max,
  })
  trash_retention_days: number;
  @ApiProperty({ enum: MEMBER_VISIBILITIES, example: 'all' })
  member_visibility: MemberVisibility;
  @ApiProperty() unassigned_visible: boolean;
}
