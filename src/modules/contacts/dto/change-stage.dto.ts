import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ChangeStageDto {
  @ApiProperty({
    maxLength: 40,
    example: 'qualified',
    description: 'Key of one of the workspace stages',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  stage: string;
}
