import { ApiProperty } from '@nestjs/swagger';
import { ContactResponse } from '../../contacts/dto/contact.response.js';

/** A contact in the trash: as the API shows contacts, with who deleted it and when. */
export class TrashedContactResponse extends ContactResponse {
  @ApiProperty({ format: 'date-time', example: '2026-11-28T09:30:00.000Z' })
  deleted_at: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Who deleted it' })
  deleted_by: string | null;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description:
      'The bulk operation that deleted it, if one did: `POST /contacts/restore` takes it',
  })
  bulk_operation_id: string | null;
}

export class TrashPageResponse {
  @ApiProperty({ type: [TrashedContactResponse] }) items: TrashedContactResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class RestoredContactsResponse {
  @ApiProperty({ type: 'integer', example: 12, description: 'Contacts taken out of the trash' })
  restored: number;
}
