import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { STAGE_KINDS, type StageKind } from '../../../tenancy/stages.js';
import { MAX_STAGES, STAGE_KEY_PATTERN } from '../pipeline-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class StageDto {
  @ApiProperty({
    example: 'proposal',
    minLength: 1,
    maxLength: 40,
    pattern: STAGE_KEY_PATTERN.source,
    description: 'Stable identifier stored on contacts: lowercase letters, digits, - and _',
  })
  @IsString()
  @Length(1, 40)
  @Matches(STAGE_KEY_PATTERN, {
    message: 'key must be a lowercase slug: letters a-z, digits, - and _',
  })
  key: string;

  @ApiProperty({ example: 'Proposal sent', minLength: 1, maxLength: 60 })
  @Transform(trim)
  @IsString()
  @Length(1, 60)
  label: string;

  @ApiProperty({ enum: STAGE_KINDS, description: '`won` and `lost` close a deal' })
  @IsIn(STAGE_KINDS)
  kind: StageKind;
}

/** `PUT /settings` replaces all three settings; every field is required. */
export class SettingsDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 365,
    example: 14,
    description: 'A contact is dormant after this many whole days without activity',
  })
  @IsInt()
  @Min(1)
  @Max(365)
  dormancy_days: number;

  @ApiProperty({
    example: 'Europe/Paris',
    maxLength: 64,
    description: 'IANA time zone; decides what "today" is on the agenda',
  })
  @Transform(trim)
  @IsString()
  @Length(1, 64)
  timezone: string;

  @ApiProperty({
    type: [StageDto],
    minItems: 1,
    maxItems: MAX_STAGES,
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
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 365 }) dormancy_days: number;
  @ApiProperty({ example: 'Europe/Paris', description: 'IANA time zone' }) timezone: string;
  @ApiProperty({ type: [StageDto] }) stages: StageDto[];
}
