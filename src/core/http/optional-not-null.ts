import { ValidateIf } from 'class-validator';

/**
 * A body property that may be left out but is checked whenever it is sent, `null` included: left
 * out, the DTO's default applies (or, in an edit, "unchanged"); `null` where a value belongs is a
 * 422 naming the property, from the property's own rules. class-validator's `@IsOptional()`
 * skips `null` too, which handed null to code that expected a value: a search page of no size,
 * an edit of a custom field that failed with a 500. Properties that take `null` (to clear a
 * value) keep `@IsOptional()`.
 */
export const OptionalNotNull = (): PropertyDecorator =>
  ValidateIf((_: object, value: unknown) => value !== undefined);
