import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { LostReasonProperty } from './lost-reason.property.js';
import { ContactFieldsDto } from './contact-fields.js';
import { CONTACT_FIELD_MAX_LENGTH } from '../contacts.rules.js';
import { trimmed } from '../../../core/http/kept-text.js';

export class CreateContactDto extends ContactFieldsDto {
  @ApiProperty({
    minLength: 1,
    maxLength: CONTACT_FIELD_MAX_LENGTH.first_name,
    // Trimmed first: blank is empty.
    pattern: '\\S',
    example: 'Ada',
  })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONTACT_FIELD_MAX_LENGTH.first_name)
  first_name: string;

  @ApiPropertyOptional({
    maxLength: 40,
    example: 'lead',
    description:
      "Stage key; defaults to the first open stage of `pipeline`, or, without it, of the default pipeline. A stage key names one stage of the workspace, so a stage alone places the contact in that stage's pipeline",
  })
  @OptionalNotNull()
  @MaxLength(40)
  @IsString()
  stage?: string;

  @ApiPropertyOptional({
    maxLength: 40,
    example: 'default',
    description:
      'Pipeline key; without it the pipeline of `stage`, or the default pipeline. A stage of another pipeline is 422',
  })
  @OptionalNotNull()
  @MaxLength(40)
  @IsString()
  pipeline?: string;

  @LostReasonProperty(
    "Why the deal was lost, for a contact created in a lost stage, by the rules of `POST /contacts/{id}/stage`: one of the workspace's lost_reasons (settings.lost_reasons), given only with a lost stage, and required there when settings.require_lost_reason is true. An upsert that finds its contact leaves it alone, as it does `stage`",
  )
  lost_reason?: string | null;
}
