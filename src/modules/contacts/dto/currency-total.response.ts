import { ApiProperty } from '@nestjs/swagger';
import type { CurrencyTotal } from '../stage-totals.js';

/** Deals in one currency: the board's columns and the forecast sum amounts apart, never converted. */
export class CurrencyTotalResponse implements CurrencyTotal {
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: 'integer', description: 'Deals' }) count: number;
  @ApiProperty({ type: 'integer', description: 'Sum of their value_cents' }) value_cents: number;
  @ApiProperty({
    type: 'integer',
    description:
      "Sum of value_cents x probability / 100, each deal's probability or else its stage's, rounded to the cent",
  })
  weighted_value_cents: number;
}
