import { ApiProperty } from '@nestjs/swagger';
import type { ExactInteger } from '../../../core/http/raw-json.js';
import { ContactResponse } from '../../contacts/dto/contact.response.js';
import { CurrencyTotalResponse } from '../../contacts/dto/currency-total.response.js';
import { STAGE_KINDS, type StageKind } from '../../../tenancy/stages.js';

export class BoardColumnResponse {
  @ApiProperty({ example: 'qualified' }) key: string;
  @ApiProperty({ example: 'Qualified' }) label: string;
  @ApiProperty({ enum: STAGE_KINDS }) kind: StageKind;
  @ApiProperty({ type: 'integer', description: 'Contacts in the stage' }) count: number;
  @ApiProperty({
    type: 'integer',
    description: 'Sum of their value_cents over every currency (see currencies for amounts)',
  })
  value_cents: ExactInteger;
  @ApiProperty({
    type: [CurrencyTotalResponse],
    description: "Per currency of the column's contacts, by code: count, value and weighted value",
  })
  currencies: CurrencyTotalResponse[];
  @ApiProperty({
    type: [ContactResponse],
    description: 'The first contacts of the column, most recently active first',
  })
  contacts: ContactResponse[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Cursor for GET /board/stages/{key}/contacts when the column has more',
  })
  next_cursor: string | null;
}

export class BoardResponse {
  @ApiProperty({ example: 'default', description: 'The pipeline shown' })
  pipeline: string;
  @ApiProperty({ type: [BoardColumnResponse], description: "The pipeline's stages, in order" })
  stages: BoardColumnResponse[];
}
