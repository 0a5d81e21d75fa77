import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';

export class ChangeStageDto {
  @ApiProperty({
    maxLength: 40,
    example: 'qualified',
    description: 'Key of a stage of the pipeline the contact moves in',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  stage: string;

  @ApiPropertyOptional({
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

  @ApiPropertyOptional({
    maxLength: 100,
    nullable: true,
    type: String,
    // null: valid with any stage, unlike a reason the workspace may not list.
    example: null,
    description:
      "Why the deal was lost, with a move into a lost stage: one of the workspace's lost_reasons (settings.lost_reasons); required there when settings.require_lost_reason is true",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  lost_reason?: string | null;
}
