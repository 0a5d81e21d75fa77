import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../core/http/pagination.js';

export class ListContactsQuery extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Stage key' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  stage?: string;

  @ApiPropertyOptional({ format: 'uuid' })
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

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean()
  dormant?: boolean;
}
