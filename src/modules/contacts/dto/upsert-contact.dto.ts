import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, ValidateNested } from 'class-validator';
import { UPSERT_MATCH_FIELDS, type UpsertMatchField } from '../contacts.rules.js';
import { ContactResponse } from './contact.response.js';
import { CreateContactDto } from './create-contact.dto.js';

/** A contact as an integration knows it: found by a field it sets, created when none has it. */
export class UpsertContactDto {
  @ApiProperty({
    enum: UPSERT_MATCH_FIELDS,
    enumName: 'UpsertMatchField',
    example: 'email',
    description: 'The field of `contact` that finds the existing contact',
  })
  @IsIn(UPSERT_MATCH_FIELDS)
  match_on: UpsertMatchField;

  @ApiProperty({
    type: () => CreateContactDto,
    description: 'The contact, with the rules of the `POST /contacts` body',
    example: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@engines.example' },
  })
  @IsObject()
  @ValidateNested()
  @Type(() => CreateContactDto)
  contact: CreateContactDto;
}

export class UpsertContactResponse {
  @ApiProperty({ type: () => ContactResponse }) contact: ContactResponse;
  @ApiProperty({
    example: true,
    description: 'true when no contact matched and this one was created',
  })
  created: boolean;
}
