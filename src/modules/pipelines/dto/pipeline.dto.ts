import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NestedList } from '../../../core/http/nested-list.decorator.js';
import { PageResponse } from '../../../core/pagination/pagination.js';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { Length } from '../../../core/http/text-length.js';
import { DEFAULT_STAGES, STAGE_KINDS, type StageKind } from '../../../tenancy/stages.js';
import {
  MAX_STAGES,
  PIPELINE_NAME_MAX_LENGTH,
  PROBABILITY,
  RESHAPE_MOVES,
  ROTTING_DAYS,
  STAGE_KEY_MAX_LENGTH,
  STAGE_KEY_PATTERN,
  STAGE_LABEL_MAX_LENGTH,
  RESERVED_STAGE_KEYS,
} from '../pipelines.rules.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { DisplaySafeName } from '../../../core/http/display-name.js';
import { trimmed } from '../../../core/http/kept-text.js';

const SLUG_MESSAGE = 'must be a lowercase slug: letters a-z, digits, - and _';
const RESERVED_KEY_MESSAGE = `key must not be ${RESERVED_STAGE_KEYS.join(', ')}: a reserved name`;

export class StageDto {
  @ApiProperty({
    example: 'proposal',
    minLength: 1,
    maxLength: STAGE_KEY_MAX_LENGTH,
    pattern: STAGE_KEY_PATTERN.source,
    description:
      'Stable identifier stored on contacts: lowercase letters, digits, - and _; it names one stage in the workspace, across its pipelines',
  })
  @IsString()
  @Length(1, STAGE_KEY_MAX_LENGTH)
  @Matches(STAGE_KEY_PATTERN, { message: `key ${SLUG_MESSAGE}` })
  @IsNotIn(RESERVED_STAGE_KEYS, { message: RESERVED_KEY_MESSAGE })
  key: string;

  @ApiProperty({ example: 'Proposal sent', minLength: 1, maxLength: STAGE_LABEL_MAX_LENGTH })
  @Transform(trimmed)
  @DisplaySafeName()
  @IsString()
  @Length(1, STAGE_LABEL_MAX_LENGTH)
  label: string;

  @ApiProperty({ enum: STAGE_KINDS, example: 'open', description: '`won` and `lost` close a deal' })
  @IsIn(STAGE_KINDS)
  kind: StageKind;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: PROBABILITY.min,
    maximum: PROBABILITY.max,
    example: 60,
    description:
      'Percent chance a deal here is won, which the forecast weighs its value by; left out: kept for an existing key, else 50 for an open stage, 100 won, 0 lost',
  })
  @OptionalNotNull()
  @IsInt()
  @Min(PROBABILITY.min)
  @Max(PROBABILITY.max)
  probability?: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: ROTTING_DAYS.min,
    maximum: ROTTING_DAYS.max,
    example: 21,
    description:
      "Days without activity after which a contact in this stage is dormant, in place of the workspace's dormancy_days; null (the default): the workspace's",
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(ROTTING_DAYS.min)
  @Max(ROTTING_DAYS.max)
  rotting_days?: number | null;
}

/** Where the contacts of stages a write leaves out go: `{ "<removed stage key>": "<stage key>" }`. */
export const MOVE_TO_PROPERTY = {
  type: 'object',
  additionalProperties: { type: 'string' },
  // Empty: the explorer's sample keeps every stage, so it moves nothing.
  example: {},
  description:
    'For each stage the write leaves out that still holds contacts (those in the trash too), the ' +
    'stage they move to, e.g. `{ "proposal": "qualified" }`. ' +
    RESHAPE_MOVES +
    ' Without `move_to` such a write is 409.',
} as const;

export class CreatePipelineDto {
  @ApiProperty({
    example: 'renewals',
    minLength: 1,
    maxLength: STAGE_KEY_MAX_LENGTH,
    pattern: STAGE_KEY_PATTERN.source,
    description: "Stable identifier (`?pipeline=`, a contact's `pipeline`); it cannot change",
  })
  @IsString()
  @Length(1, STAGE_KEY_MAX_LENGTH)
  @Matches(STAGE_KEY_PATTERN, { message: `key ${SLUG_MESSAGE}` })
  @IsNotIn(RESERVED_STAGE_KEYS, { message: RESERVED_KEY_MESSAGE })
  key: string;

  @ApiProperty({ example: 'Renewals', minLength: 1, maxLength: PIPELINE_NAME_MAX_LENGTH })
  @Transform(trimmed)
  @DisplaySafeName()
  @IsString()
  @Length(1, PIPELINE_NAME_MAX_LENGTH)
  name: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    example: 1,
    description: 'Its place among the pipelines, from 0; left out: last',
  })
  @OptionalNotNull()
  @IsInt()
  @Min(0)
  position?: number;

  @ApiProperty({
    type: [StageDto],
    minItems: 1,
    maxItems: MAX_STAGES,
    example: [
      { key: 'renewal-due', label: 'Due', kind: 'open', probability: 70, rotting_days: 30 },
      { key: 'renewed', label: 'Renewed', kind: 'won' },
      { key: 'churned', label: 'Churned', kind: 'lost' },
    ],
    description: 'Its stages in board order; at least one is `open`',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_STAGES)
  @NestedList(() => StageDto)
  stages: StageDto[];
}

export class UpdatePipelineDto {
  @ApiPropertyOptional({ example: 'Renewals', minLength: 1, maxLength: PIPELINE_NAME_MAX_LENGTH })
  @OptionalNotNull()
  @Transform(trimmed)
  @DisplaySafeName()
  @IsString()
  @Length(1, PIPELINE_NAME_MAX_LENGTH)
  name?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    example: 0,
    description: 'Its new place, from 0',
  })
  @OptionalNotNull()
  @IsInt()
  @Min(0)
  position?: number;

  @ApiPropertyOptional({
    type: [StageDto],
    minItems: 1,
    maxItems: MAX_STAGES,
    example: DEFAULT_STAGES,
    description:
      'Replaces its stages, in board order; a stage left out that holds contacts needs `move_to`',
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_STAGES)
  @NestedList(() => StageDto)
  stages?: StageDto[];

  @ApiPropertyOptional(MOVE_TO_PROPERTY)
  @OptionalNotNull()
  @IsObject()
  move_to?: Record<string, string>;
}

export class RemovePipelineQuery {
  @ApiPropertyOptional({
    example: 'default',
    minLength: 1,
    maxLength: STAGE_KEY_MAX_LENGTH,
    description:
      "The pipeline its contacts move to, into that pipeline's first open stage; without it a pipeline that holds contacts is 409",
  })
  @IsOptional()
  @IsString()
  @Length(1, STAGE_KEY_MAX_LENGTH)
  move_to?: string;
}

export class PipelineStageResponse {
  @ApiProperty({ example: 'proposal' }) key: string;
  @ApiProperty({ example: 'Proposal' }) label: string;
  @ApiProperty({ enum: STAGE_KINDS, example: 'open' }) kind: StageKind;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, example: 60 }) probability: number;
  @ApiProperty({ type: 'integer', nullable: true, example: null }) rotting_days: number | null;
}

export class PipelineResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'default' }) key: string;
  @ApiProperty({ example: 'Sales' }) name: string;
  @ApiProperty({
    type: 'integer',
    example: 0,
    description: 'Its place among the pipelines, from 0',
  })
  position: number;
  @ApiProperty({ description: 'The pipeline `/settings` edits; it cannot be removed' })
  default: boolean;
  @ApiProperty({ type: [PipelineStageResponse] }) stages: PipelineStageResponse[];
}

export class PipelineListResponse extends PageResponse {
  @ApiProperty({ type: [PipelineResponse] }) items: PipelineResponse[];
}
