import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { ViewQuery } from '../../contacts/dto/list-contacts.query.js';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { PageQueryDto } from '../../../core/pagination/pagination.js';
import { BOARD_DEFAULT_PER_STAGE, BOARD_MAX_PER_STAGE } from '../board.rules.js';

export class BoardQuery extends ViewQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: BOARD_MAX_PER_STAGE,
    default: BOARD_DEFAULT_PER_STAGE,
    description: 'Contacts shown per column',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(BOARD_MAX_PER_STAGE)
  per_stage: number = BOARD_DEFAULT_PER_STAGE;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this member's contacts" })
  @IsOptional()
  @IsUUID()
  owner_id?: string;

  @ApiPropertyOptional({
    example: 'default',
    maxLength: 40,
    description: 'The pipeline whose stages are the columns; left out, the default pipeline',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  pipeline?: string;
}

export class StageContactsQuery extends IntersectionType(PageQueryDto, ViewQuery) {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this member's contacts" })
  @IsOptional()
  @IsUUID()
  owner_id?: string;
}
