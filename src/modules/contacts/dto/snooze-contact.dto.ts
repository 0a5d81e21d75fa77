import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsOptional, IsString, Length } from 'class-validator';
import { MAX_SNOOZE_DAYS, SNOOZE_REASON_MAX_LENGTH } from '../contacts.rules.js';

export class SnoozeContactDto {
  @ApiProperty({
    format: 'date-time',
    example: '2027-01-15T09:00:00Z',
    description: `When the snooze ends: a UTC datetime in the future, at most ${MAX_SNOOZE_DAYS} days ahead`,
  })
  @IsISO8601({ strict: true }, { message: 'until must be an ISO 8601 datetime' })
  until: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: SNOOZE_REASON_MAX_LENGTH,
    nullable: true,
    example: 'Back from parental leave in January',
    description: 'Why it waits; null or left out: no reason',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(1, SNOOZE_REASON_MAX_LENGTH)
  reason?: string | null;
}
