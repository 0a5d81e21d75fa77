import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { Length } from '../../../core/http/text-length.js';
import { IsUtcDateTime } from '../../../core/http/datetime.decorator.js';
import { MAX_SNOOZE_DAYS, SNOOZE_REASON_MAX_LENGTH } from '../contacts.rules.js';
import { trimmed } from '../../../core/http/kept-text.js';

export class SnoozeContactDto {
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2027-01-15T09:00:00Z',
    description: `When the snooze ends: a datetime in the future (no offset = UTC), at most ${MAX_SNOOZE_DAYS} days ahead`,
  })
  // The datetime every body reads: a form `Date` could not read (a week date, `T09`) was a 500.
  @IsUtcDateTime()
  until: Date;

  @ApiPropertyOptional({
    type: String,
    minLength: 1,
    maxLength: SNOOZE_REASON_MAX_LENGTH,
    pattern: '\\S',
    nullable: true,
    example: 'Back from parental leave in January',
    description: 'Why it waits; null or left out: no reason',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @Length(1, SNOOZE_REASON_MAX_LENGTH)
  reason?: string | null;
}
