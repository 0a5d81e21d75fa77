import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../core/pagination/pagination.js';
import { INTERACTION_TYPES, type InteractionType } from '../interactions.rules.js';

export class ListInteractionsQuery extends PageQueryDto {
  @ApiPropertyOptional({ enum: INTERACTION_TYPES, description: 'Only interactions of this type' })
  @IsOptional()
  @IsIn(INTERACTION_TYPES, { message: `type must be one of: ${INTERACTION_TYPES.join(', ')}` })
  type?: InteractionType;
}
