import { ApiProperty } from '@nestjs/swagger';
import type { ExactInteger } from '../../../core/http/raw-json.js';
import type { CurrencyTotal } from '../stage-totals.js';

/** Deals in one currency: the board's columns and the forecast sum amounts apart, never converted. */
export class CurrencyTotalResponse implements CurrencyTotal {
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: 'integer', description: 'Deals' }) count: number;
  @ApiProperty({ type: 'integer', description: 'Sum of their value_cents' })
  value_cents: ExactInteger;
  @ApiProperty({
    type: 'integer',
    description:
      "Sum of value_cents x probability / 100, rounded to the cent: an open deal's own probability or " +
      "else its stage's; a won or lost deal's stage's (100 and 0 unless set otherwise)",
  })
  weighted_value_cents: ExactInteger;
}
