import { ApiProperty } from '@nestjs/swagger';
import { INTERACTION_TYPES, type InteractionType } from '../interactions.rules.js';

export class InteractionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) contact_id: string;
  @ApiProperty({ enum: INTERACTION_TYPES }) type: InteractionType;
  @ApiProperty() summary: string;
  @ApiProperty({ format: 'date-time' }) occurred_at: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'Who logged it' })
  created_by: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class InteractionPageResponse {
  @ApiProperty({ type: [InteractionResponse] }) items: InteractionResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
