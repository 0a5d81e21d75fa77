import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { asUtc, isIsoDateTime } from './utc.js';

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
