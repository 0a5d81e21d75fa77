import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { NestedList } from '../../../core/http/nested-list.decorator.js';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  Min,
} from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import {
  MAX_DAY_OFFSET,
  MAX_STEPS,
  NAME_MAX_LENGTH,
  STEP_CHANNELS,
  STEP_TITLE_MAX_LENGTH,
  type StepChannel,
} from '../sequences.rules.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { DisplaySafeName } from '../../../core/http/display-name.js';
import { trimmed } from '../../../core/http/kept-text.js';

export class SequenceStepDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: MAX_DAY_OFFSET,
    example: 2,
    description:
      'Calendar days after the enrollment, at the same time of day in the workspace time zone',
  })
  @IsInt()
  @Min(0)
  @Max(MAX_DAY_OFFSET)
  day_offset: number;

  @ApiProperty({
    minLength: 1,
    maxLength: STEP_TITLE_MAX_LENGTH,
    example: 'Send the case study',
    description: 'Title of the follow-up the step schedules',
  })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(STEP_TITLE_MAX_LENGTH)
  title: string;

  @ApiProperty({ enum: STEP_CHANNELS, example: 'email', description: 'How the step is done' })
  @IsIn(STEP_CHANNELS, { message: `channel must be one of: ${STEP_CHANNELS.join(', ')}` })
  channel: StepChannel;
}

const STEPS_DESCRIPTION = 'Kept in day order (steps on the same day keep the order given)';
const STEPS_DOC: ApiPropertyOptions = {
  type: [SequenceStepDto],
  example: [
    { day_offset: 0, title: 'Introductory call', channel: 'call' },
    { day_offset: 2, title: 'Send the case study', channel: 'email' },
    { day_offset: 7, title: 'Check in on the proposal', channel: 'task' },
  ],
  minItems: 1,
  maxItems: MAX_STEPS,
  description: STEPS_DESCRIPTION,
};

export class CreateSequenceDto {
  @ApiProperty({ minLength: 1, maxLength: NAME_MAX_LENGTH, example: 'New inbound lead' })
  @Transform(trimmed)
  @DisplaySafeName()
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  name: string;

  @ApiProperty(STEPS_DOC)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_STEPS)
  @NestedList(() => SequenceStepDto)
  steps: SequenceStepDto[];
}

/** Renames or replaces the steps. Existing enrollments keep the follow-ups they were given. */
export class UpdateSequenceDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: NAME_MAX_LENGTH,
    example: 'Inbound lead, revised',
  })
  @OptionalNotNull()
  @Transform(trimmed)
  @DisplaySafeName()
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  name?: string;

  @ApiPropertyOptional({
    ...STEPS_DOC,
    description: `${STEPS_DESCRIPTION}. Replaces every step; contacts already enrolled keep their follow-ups.`,
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_STEPS)
  @NestedList(() => SequenceStepDto)
  steps?: SequenceStepDto[];
}

export class EnrollmentCounts {
  @ApiProperty({ type: 'integer' }) active: number;
  @ApiProperty({ type: 'integer' }) cancelled: number;
  @ApiProperty({ type: 'integer' }) finished: number;
}

export class SequenceResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: [SequenceStepDto] }) steps: SequenceStepDto[];
  @ApiProperty({ type: EnrollmentCounts, description: 'Enrollments by status' })
  enrollment_counts: EnrollmentCounts;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) created_by: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class SequencePageResponse {
  @ApiProperty({ type: [SequenceResponse] }) items: SequenceResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
