import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { asUtc, hasFourDigitYear, isCalendarDate, isIsoDateTime, OUT_OF_YEARS } from './utc.js';

/**
 * A DTO field holding an ISO 8601 datetime. An offset is honoured; a value without one is UTC.
 * The handler receives a `Date`. Its instant falls in the years 0001 to 9999 UTC, as every
 * instant the API writes: `0001-01-01T00:00:00+01:00` is in 1 BC, which the answer would write
 * as year 0000 and PostgreSQL as `0001-12-31 ... BC`, a list's cursor no list takes back.
 */
export function IsUtcDateTime(): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'isUtcDateTime',
      validator: {
        validate: (value: unknown) => isInstant(value) && hasFourDigitYear(value),
        defaultMessage: (args) => {
          const name = args?.property ?? 'value';
          return isInstant(args?.value)
            ? OUT_OF_YEARS(name)
            : `${name} must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z`;
        },
      },
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && isIsoDateTime(value) ? asUtc(value) : value,
    ),
  );
}

function isInstant(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/**
 * A DTO field holding a calendar date, `YYYY-MM-DD` of a year from 0001 to 9999: the rule of a
 * custom `date` value too (`isCalendarDate`), which class-validator's `isISO8601` is not (it reads
 * the years before 100 as 19xx).
 */
export function IsCalendarDate(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
      defaultMessage: () => message,
    },
  });
}
