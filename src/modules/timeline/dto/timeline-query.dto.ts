import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { PageQueryDto } from '../../../core/pagination/pagination.js';

export class TimelineQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    maxLength: 200,
    example: 'interaction,stage_move',
    description:
      'Only events of these kinds (comma-separated): `interaction`, `stage_move`, ' +
      '`followup_scheduled`, `followup_completed`, `merge`, `change`. All when left out.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  kind?: string;
}
