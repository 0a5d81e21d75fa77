import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ContactFieldsDto } from './contact-fields.js';
import { CONTACT_FIELD_MAX_LENGTH } from '../contacts.rules.js';

export class CreateContactDto extends ContactFieldsDto {
  @ApiProperty({ maxLength: CONTACT_FIELD_MAX_LENGTH.first_name, example: 'Ada' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONTACT_FIELD_MAX_LENGTH.first_name)
  first_name: string;

  @ApiPropertyOptional({
    maxLength: 40,
    example: 'lead',
    description: 'Stage key; defaults to the first open stage',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  stage?: string;
}
