import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { PageQueryDto } from '../../../core/pagination/pagination.js';

export class HistoryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    maxLength: 2000,
    example: 'stage,owner_id',
    description:
      'Only the entries changing one of these fields (comma-separated): a contact field, ' +
      '`custom.<key>`, `pipeline`, `deleted_at`, `followup.title`, `followup.scheduled_for` or ' +
      '`followup.completed_at`',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  field?: string;
}
