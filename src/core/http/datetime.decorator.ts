import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { asUtc, isCalendarDate, isIsoDateTime } from './utc.js';

/**
 * A DTO field holding an ISO 8601 datetime. An offset is honoured; a value without one is UTC.
 * The handler receives a `Date`.
 */
export function IsUtcDateTime(): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'isUtcDateTime',
      validator: {
        validate: (value: unknown) => value instanceof Date && !Number.isNaN(value.getTime()),
        defaultMessage: (args) =>
          `${args?.property ?? 'value'} must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z`,
      },
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && isIsoDateTime(value) ? asUtc(value) : value,
    ),
  );
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
