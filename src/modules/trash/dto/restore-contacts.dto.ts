import { LowercaseIds } from '../../../core/http/lowercase-ids.decorator.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';
import { MAX_BULK_CONTACTS } from '../../contact-data/bulk/contacts-bulk.rules.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';

/** `POST /contacts/restore`: listed contacts, or those a bulk operation deleted; one of the two. */
export class RestoreContactsDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: MAX_BULK_CONTACTS,
    uniqueItems: true,
    example: ['5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'],
    description: `The contacts to restore: 1-${MAX_BULK_CONTACTS} ids, each once (or \`bulk_operation_id\`)`,
  })
  @OptionalNotNull()
  @LowercaseIds()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_CONTACTS)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  ids?: string[];

  @ApiPropertyOptional({
    format: 'uuid',
    example: '0d1c5f7e-3b2a-4c8d-9e6f-1a2b3c4d5e6f',
    description:
      'Instead of `ids`: every contact this bulk operation deleted that is still in the trash',
  })
  @OptionalNotNull()
  @IsUUID('all')
  bulk_operation_id?: string;
}
