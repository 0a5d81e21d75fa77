import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ChangeStageDto {
  @ApiProperty({ example: 'qualified', description: 'Key of one of the workspace stages' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  stage: string;
}
