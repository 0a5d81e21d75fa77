import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { IsUtcDateTime } from '../../../core/http/datetime.decorator.js';
import { TITLE_MAX_LENGTH } from '../followups.rules.js';
import { trim } from './followup-fields.js';

/** `null` is not "leave unchanged": every field here is required once sent. */
const isPresent = (_: object, value: unknown) => value !== undefined;

/** Reschedule, retitle or reassign an open follow-up. Not activity: last_activity_at stays. */
export class UpdateFollowupDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: TITLE_MAX_LENGTH })
  @ValidateIf(isPresent)
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TITLE_MAX_LENGTH)
  title?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'No offset = UTC' })
  @ValidateIf(isPresent)
  @IsUtcDateTime()
  scheduled_for?: Date;

  @ApiPropertyOptional({ format: 'uuid', description: 'New assignee, a member of the workspace' })
  @ValidateIf(isPresent)
  @IsUUID()
  owner_id?: string;
}
