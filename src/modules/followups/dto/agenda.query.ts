import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min, ValidateIf } from 'class-validator';
import {
  AGENDA_DEFAULT_DAYS,
  AGENDA_DEFAULT_LIMIT,
  AGENDA_MAX_DAYS,
  AGENDA_MAX_LIMIT,
  ME,
} from '../followups.rules.js';
import { OWNER_QUERY_PATTERN, OwnerQueryTransform } from './followup-fields.js';

export class AgendaQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: AGENDA_MAX_DAYS,
    default: AGENDA_DEFAULT_DAYS,
    description: 'How many calendar days after today `upcoming` covers',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(AGENDA_MAX_DAYS)
  days: number = AGENDA_DEFAULT_DAYS;

  @ApiPropertyOptional({
    pattern: OWNER_QUERY_PATTERN,
    description: 'Only follow-ups assigned to this member id, or `me`',
  })
  @IsOptional()
  @OwnerQueryTransform()
  @ValidateIf((_, v) => v !== ME)
  @IsUUID(undefined, { message: 'owner_id must be a UUID or "me"' })
  owner_id?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: AGENDA_MAX_LIMIT,
    default: AGENDA_DEFAULT_LIMIT,
    description: 'Most items per bucket; `counts` tells how many there are in all',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(AGENDA_MAX_LIMIT)
  limit: number = AGENDA_DEFAULT_LIMIT;
}
