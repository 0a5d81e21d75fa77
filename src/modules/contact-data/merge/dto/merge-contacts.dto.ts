import { LowercaseIds } from '../../../../core/http/lowercase-ids.decorator.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsObject,
  IsOptional,
  IsUUID,
  ValidateNested,
} from 'class-validator';
import { MERGE_FIELDS, type MergeField } from '../../../contacts/contact-field-lists.js';
import { MAX_MERGE_SOURCES, MERGED_TOGETHER } from '../contact-merge.rules.js';
import { OptionalNotNull } from '../../../../core/http/optional-not-null.js';

const SOURCE = '5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33';

const lowerCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.toLowerCase() : value;

/**
 * Which source each field is taken from; a field left out keeps the target's value. A property
 * for each mergeable field of the table, each a source's id.
 */
function mergeFieldsClass(): new () => Partial<Record<MergeField, string>> {
  class MergeFieldsDto {}
  for (const field of MERGE_FIELDS) {
    const partner = MERGED_TOGETHER.flatMap((pair) =>
      pair.includes(field) ? pair.filter((f) => f !== field) : [],
    );
    const along = partner.map((f) => `, with its \`${f}\``).join('');
    // As stacked decorators apply: the innermost first.
    const decorators = [
      IsUUID(),
      Transform(lowerCase),
      IsOptional(),
      ApiPropertyOptional({
        type: String,
        format: 'uuid',
        description: `The source whose \`${field}\` the merged contact takes${along}`,
      }),
    ];
    for (const decorate of decorators) decorate(MergeFieldsDto.prototype, field);
  }
  return MergeFieldsDto;
}

export const MergeFieldsDto = mergeFieldsClass();
export type MergeFieldsDto = Partial<Record<MergeField, string>>;

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
  @LowercaseIds()
  // Listed bottom-up as they run: a list first, then its size, its ids, its repeats.
  @ArrayUnique({ message: 'source_ids must not repeat an id' })
  @IsUUID(undefined, { each: true, message: 'each of source_ids must be a UUID' })
  @ArrayMaxSize(MAX_MERGE_SOURCES)
  @ArrayMinSize(1)
  @IsArray()
  source_ids: string[];

  @ApiPropertyOptional({
    type: MergeFieldsDto,
    example: { email: SOURCE },
    description:
      'Per field, the source (one of `source_ids`) whose value the merged contact takes, even ' +
      'an empty one; a field left out keeps the target value. ' +
      MERGED_TOGETHER.map(
        (pair) =>
          `\`${pair[0]}\` and \`${pair[1]}\` go together: naming one takes both from that ` +
          'source, naming both from different sources is 422. ',
      ).join('') +
      'Tags are always the union, the ' +
      'stage always the target one, custom values always filled as the operation says',
  })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => MergeFieldsDto)
  fields?: MergeFieldsDto;
}
