import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { CONTACT_FIELD_TABLE, type ContactField } from '../contact-fields.table.js';
import { type ContactValues } from '../contact-field-lists.js';

/** How the response document types a field of the table. */
function documentedType(field: ContactField): ApiPropertyOptions['type'] {
  switch (field.type) {
    case 'bigint':
    case 'integer':
      return 'integer';
    case 'text[]':
      return [String];
    case 'boolean':
      return Boolean;
    case 'jsonb':
      return 'object';
    case 'uuid':
    case 'text':
    case 'timestamptz':
    case 'date':
      return String;
  }
}

/** A field of the table as the response document shows it. */
function documentedField(field: ContactField): ApiPropertyOptions {
  return {
    type: documentedType(field),
    ...(field.type === 'jsonb' ? { additionalProperties: true } : {}),
    ...(field.nullable ? { nullable: true } : {}),
    ...(field.api?.format === undefined ? {} : { format: field.api.format }),
    ...(field.api?.description === undefined ? {} : { description: field.api.description }),
  } as ApiPropertyOptions;
}

/**
 * The document's class of a contact: a property for each field of the table, in its order, so a
 * field added there is in every response that shows contacts.
 */
function contactResponseClass(): new () => ContactValues {
  class ContactResponse {}
  for (const field of CONTACT_FIELD_TABLE as readonly ContactField[]) {
    ApiProperty(documentedField(field))(ContactResponse.prototype, field.name);
  }
  return ContactResponse as new () => ContactValues;
}

/** One contact as the API shows it (`ContactPresenter` writes it). */
export const ContactResponse = contactResponseClass();
export type ContactResponse = ContactValues;

export class ContactPageResponse {
  @ApiProperty({ type: [ContactResponse] }) items: ContactResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class DormantContactPageResponse extends ContactPageResponse {
  @ApiProperty({ type: 'integer', description: "The workspace's dormancy_days" })
  threshold_days: number;
}
