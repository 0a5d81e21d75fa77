import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CURRENCY_CODES } from '../custom-values.js';

/** What the document says of a currency code: its form; the codes are those the runtime knows. */
const CURRENCY_CODE_PATTERN = '^[A-Z]{3}$';

/**
 * An ISO 4217 code, one of `CURRENCY_CODES` (those the runtime's ICU knows). The document
 * publishes the form every one of them has, not the list, which moves with the runtime's ICU
 * and would make the published document differ from one Node.js to another. The property's own
 * `@ApiProperty` above it adds its description.
 */
export const IsCurrencyCode = () =>
  applyDecorators(
    ApiProperty({ type: String, pattern: CURRENCY_CODE_PATTERN, required: false }),
    IsIn(CURRENCY_CODES, { message: 'currency must be an ISO 4217 currency code, e.g. EUR' }),
  );
