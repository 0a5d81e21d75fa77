import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { LostReasonProperty } from './lost-reason.property.js';

export class ChangeStageDto {
  @ApiProperty({
    minLength: 1,
    maxLength: 40,
    example: 'qualified',
    description: 'Key of a stage of the pipeline the contact moves in',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  stage: string;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 40,
    example: 'default',
    description:
      "The pipeline to move in or into; without it the contact's current one. A stage that pipeline lacks is 422",
  })
  @OptionalNotNull()
  @IsNotEmpty()
  @MaxLength(40)
  @IsString()
  pipeline?: string;

  @LostReasonProperty(
    "Why the deal was lost, with a move into a lost stage: one of the workspace's lost_reasons (settings.lost_reasons); required there when settings.require_lost_reason is true",
  )
  lost_reason?: string | null;
}
