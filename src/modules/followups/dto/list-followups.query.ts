import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { IsUtcDateTime } from '../../../core/http/datetime.decorator.js';
import { PageQueryDto } from '../../../core/pagination/pagination.js';
import { FOLLOWUP_STATUSES, type FollowupStatusFilter, ME } from '../followups.rules.js';
import { OWNER_QUERY_PATTERN, OwnerQueryTransform } from './followup-fields.js';

export class ListFollowupsQuery extends PageQueryDto {
  @ApiPropertyOptional({
    enum: FOLLOWUP_STATUSES,
    default: 'open',
    description: 'Open, completed, or both',
  })
  @IsOptional()
  @IsIn(FOLLOWUP_STATUSES, { message: `status must be one of: ${FOLLOWUP_STATUSES.join(', ')}` })
  status: FollowupStatusFilter = 'open';

  @ApiPropertyOptional({ pattern: OWNER_QUERY_PATTERN, description: 'An assignee id, or `me`' })
  @IsOptional()
  @OwnerQueryTransform()
  @ValidateIf((_, v) => v !== ME)
  @IsUUID(undefined, { message: 'owner_id must be a UUID or "me"' })
  owner_id?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the follow-ups of this contact' })
  @IsOptional()
  @IsUUID()
  contact_id?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'scheduled_for >= this' })
  @IsOptional()
  @IsUtcDateTime()
  due_from?: Date;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'scheduled_for < this; before due_from is 422',
  })
  @IsOptional()
  @IsUtcDateTime()
  due_before?: Date;
}
