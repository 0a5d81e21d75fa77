import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsOptional,
  IsUUID,
  ValidateNested,
} from 'class-validator';
import { MAX_MERGE_SOURCES, type MergeField } from '../contact-merge.rules.js';

const SOURCE = '5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33';

const lowerCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.toLowerCase() : value;

function sourcePick(field: string) {
  return ApiPropertyOptional({
    format: 'uuid',
    description: `The source whose \`${field}\` the merged contact takes`,
  });
}

/** Which source each field is taken from; a field left out keeps the target's value. */
export class MergeFieldsDto implements Partial<Record<MergeField, string>> {
  @sourcePick('first_name') @IsOptional() @Transform(lowerCase) @IsUUID() first_name?: string;
  @sourcePick('last_name') @IsOptional() @Transform(lowerCase) @IsUUID() last_name?: string;
  @sourcePick('email') @IsOptional() @Transform(lowerCase) @IsUUID() email?: string;
  @sourcePick('phone') @IsOptional() @Transform(lowerCase) @IsUUID() phone?: string;
  @sourcePick('company') @IsOptional() @Transform(lowerCase) @IsUUID() company?: string;
  @sourcePick('title') @IsOptional() @Transform(lowerCase) @IsUUID() title?: string;
  @sourcePick('value_cents') @IsOptional() @Transform(lowerCase) @IsUUID() value_cents?: string;
  @sourcePick('owner_id') @IsOptional() @Transform(lowerCase) @IsUUID() owner_id?: string;
}

export class MergeContactsDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: MAX_MERGE_SOURCES,
    uniqueItems: true,
    example: [SOURCE],
    description:
      'Contacts of this workspace folded into the target and then deleted; not the target itself',
  })
  // One spelling per id, so the same contact in upper and lower case is a repeat.
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((v: unknown) => lowerCase({ value: v })) : value,
  )
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_MERGE_SOURCES)
  @IsUUID(undefined, { each: true, message: 'each of source_ids must be a UUID' })
  @ArrayUnique({ message: 'source_ids must not repeat an id' })
  source_ids: string[];

  @ApiPropertyOptional({
    type: MergeFieldsDto,
    example: { email: SOURCE },
    description:
      'Per field, the source (one of `source_ids`) whose value the merged contact takes, even ' +
      'an empty one; a field left out keeps the target value. Tags are always the union, the ' +
      'stage always the target one',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => MergeFieldsDto)
  fields?: MergeFieldsDto;
}
