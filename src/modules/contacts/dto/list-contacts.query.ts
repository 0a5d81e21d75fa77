import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../core/http/pagination.js';

export class ListContactsQuery extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: 40, description: 'Only contacts in this stage (a key)' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  stage?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this member's contacts" })
  @IsOptional()
  @IsUUID()
  owner_id?: string;

  @ApiPropertyOptional({
    description: 'Matches first/last name, e-mail or company',
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'true: only dormant contacts; false: only active ones',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean()
  dormant?: boolean;
}
