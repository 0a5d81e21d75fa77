import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ContactFieldsDto } from './contact-fields.js';

export class CreateContactDto extends ContactFieldsDto {
  @ApiProperty({ maxLength: 100, example: 'Ada' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  first_name: string;

  @ApiPropertyOptional({ description: 'Stage key; defaults to the first open stage' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  stage?: string;
}
