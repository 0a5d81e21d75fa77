import { ApiProperty } from '@nestjs/swagger';

/** An erasure: which contact, when and by whom; nothing else of it is kept. */
export class ErasureResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The erased contact, gone for good' })
  contact_id: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-28T09:30:00.000Z' }) erased_at: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Who erased it' })
  erased_by: string | null;
}

export class ErasurePageResponse {
  @ApiProperty({ type: [ErasureResponse] }) items: ErasureResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
