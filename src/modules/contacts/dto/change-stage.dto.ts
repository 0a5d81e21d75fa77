import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

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
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  pipeline?: string;
}
