import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, IsUUID } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { IsUtcDateTime } from '../../../core/http/datetime.decorator.js';
import { TITLE_MAX_LENGTH } from '../followups.rules.js';
import { trimmed } from '../../../core/http/kept-text.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';

export class CreateFollowupDto {
  @ApiProperty({ minLength: 1, maxLength: TITLE_MAX_LENGTH, example: 'Call back about pricing' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TITLE_MAX_LENGTH)
  title: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2030-01-15T09:30:00Z',
    description: 'When it is due; no offset = UTC. At most a year in the past, ten years ahead.',
  })
  @IsUtcDateTime()
  scheduled_for: Date;

  @ApiPropertyOptional({
    format: 'uuid',
    example: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    description: "Assignee, a member of the workspace; defaults to the contact's owner, else you",
  })
  @OptionalNotNull()
  @IsUUID()
  owner_id?: string;
}
