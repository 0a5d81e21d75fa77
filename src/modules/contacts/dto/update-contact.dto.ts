import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { ContactFieldsDto } from './contact-fields.js';
import { CONTACT_FIELD_MAX_LENGTH } from '../contacts.rules.js';
import { trimmed } from '../../../core/http/kept-text.js';

/**
 * Editing never touches the stage (that is `POST /contacts/{id}/stage`, which records the move)
 * nor last_activity_at: an edit is not activity with the lead.
 */
export class UpdateContactDto extends ContactFieldsDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: CONTACT_FIELD_MAX_LENGTH.first_name,
    // Trimmed first: blank is empty.
    pattern: '\\S',
    example: 'Ada',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONTACT_FIELD_MAX_LENGTH.first_name)
  first_name?: string;
}
