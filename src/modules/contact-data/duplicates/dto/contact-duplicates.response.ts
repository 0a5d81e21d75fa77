import { ApiProperty } from '@nestjs/swagger';
import {
  DUPLICATE_KINDS,
  type DuplicateKind,
  MAX_GROUP_CONTACTS,
} from '../contact-duplicates.rules.js';
import { ContactResponse } from '../../../contacts/dto/contact.response.js';

export class DuplicateGroupResponse {
  @ApiProperty({ enum: DUPLICATE_KINDS, description: 'What the contacts share', example: 'email' })
  kind: DuplicateKind;

  @ApiProperty({
    description:
      'The shared normalised value: the e-mail lower-cased, or the phone in E.164 (`+442079460958`)',
    example: 'ada@example.com',
  })
  value: string;

  @ApiProperty({ type: 'integer', minimum: 2, description: 'How many contacts share it' })
  contacts_count: number;

  @ApiProperty({
    type: [ContactResponse],
    maxItems: MAX_GROUP_CONTACTS,
    description: `The contacts, oldest first (the natural merge target), at most ${MAX_GROUP_CONTACTS}`,
  })
  contacts: ContactResponse[];
}

export class DuplicateGroupPageResponse {
  @ApiProperty({ type: [DuplicateGroupResponse], description: 'E-mail groups, then phone groups' })
  items: DuplicateGroupResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
