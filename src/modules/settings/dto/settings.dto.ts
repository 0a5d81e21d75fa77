import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { DEFAULT_STAGES, STAGE_KINDS, type StageKind } from '../../../tenancy/stages.js';
import {
  DORMANCY_DAYS,
  MAX_STAGES,
  STAGE_KEY_MAX_LENGTH,
  STAGE_KEY_PATTERN,
  STAGE_LABEL_MAX_LENGTH,
  TIME_ZONE_MAX_LENGTH,
} from '../settings.rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class StageDto {
  @ApiProperty({
    example: 'proposal',
    minLength: 1,
    maxLength: STAGE_KEY_MAX_LENGTH,
    pattern: STAGE_KEY_PATTERN.source,
    description: 'Stable identifier stored on contacts: lowercase letters, digits, - and _',
  })
  @IsString()
  @Length(1, STAGE_KEY_MAX_LENGTH)
  @Matches(STAGE_KEY_PATTERN, {
    message: 'key must be a lowercase slug: letters a-z, digits, - and _',
  })
  key: string;

  @ApiProperty({ example: 'Proposal sent', minLength: 1, maxLength: STAGE_LABEL_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @Length(1, STAGE_LABEL_MAX_LENGTH)
  label: string;

  @ApiProperty({ enum: STAGE_KINDS, example: 'open', description: '`won` and `lost` close a deal' })
  @IsIn(STAGE_KINDS)
  kind: StageKind;
}

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
    maxLength: TIME_ZONE_MAX_LENGTH,
    description: 'IANA time zone; decides what "today" is on the agenda',
  })
  @Transform(trim)
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
  @IsOptional()
  @IsString()
  @Length(2, 2)
  default_region?: string;

  @ApiProperty({
    type: [StageDto],
    minItems: 1,
    maxItems: MAX_STAGES,
    example: DEFAULT_STAGES,
    description:
      'The pipeline, in board order. Keys are unique; at least one stage is `open`; contacts are created in the first open stage unless told otherwise. A stage that still holds contacts cannot be left out (409).',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_STAGES)
  @ValidateNested({ each: true })
  @Type(() => StageDto)
  stages: StageDto[];
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
  @ApiProperty({ type: [StageDto] }) stages: StageDto[];
}
