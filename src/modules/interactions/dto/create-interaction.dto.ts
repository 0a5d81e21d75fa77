import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { IsUtcDateTime } from '../../../core/http/datetime.decorator.js';
import {
  INTERACTION_TYPES,
  type InteractionType,
  SUMMARY_MAX_LENGTH,
} from '../interactions.rules.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { trimmed } from '../../../core/http/kept-text.js';

export class CreateInteractionDto {
  @ApiProperty({ enum: INTERACTION_TYPES, example: 'call' })
  @IsIn(INTERACTION_TYPES, { message: `type must be one of: ${INTERACTION_TYPES.join(', ')}` })
  type: InteractionType;

  @ApiProperty({ minLength: 1, maxLength: SUMMARY_MAX_LENGTH, example: 'Discussed the renewal' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SUMMARY_MAX_LENGTH)
  summary: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    example: '2026-11-20T14:00:00Z',
    description:
      'When it happened (default now; no offset = UTC). May be in the past, not in the future.',
  })
  @OptionalNotNull()
  @IsUtcDateTime()
  occurred_at?: Date;
}
