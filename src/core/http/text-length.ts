import { buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';

/*
 * Text length limits as the specification, PostgreSQL (char_length) and the published JSON
 * Schemas count them: in code points, an emoji one character. class-validator's own MaxLength,
 * MinLength and Length count with validator's isLength, which also takes a character followed by
 * a variation selector as one (so a text of twice the limit in code points passed), and Length
 * picks its message by UTF-16 units. These are drop-in replacements, with the same names,
 * constraints and default messages; the lint refuses the class-validator ones.
 */

/** How many characters `text` has: its code points, a surrogate pair one. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * Whether `text` has at most `max` characters (code points); stops counting past `max`, so a
 * long text costs no more than the limit.
 */
export function fitsLength(text: string, max: number): boolean {
  if (text.length <= max) return true;
  let count = 0;
  for (const _ of text) if (++count > max) return false;
  return true;
}

/** Whether `value` is a text of `min` to `max` characters (either bound optional). */
export function lengthWithin(value: unknown, min?: number, max?: number): boolean {
  if (typeof value !== 'string') return false;
  if (max !== undefined && !fitsLength(value, max)) return false;
  return min === undefined || min <= 0 || textLength(value) >= min;
}

/** `MaxLength` of class-validator, counting code points. */
export function MaxLength(max: number, validationOptions?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxLength',
      constraints: [max],
      validator: {
        validate: (value: unknown) => lengthWithin(value, undefined, max),
        defaultMessage: buildMessage(
          (eachPrefix) =>
            eachPrefix + '$property must be shorter than or equal to $constraint1 characters',
          validationOptions,
        ),
      },
    },
    validationOptions,
  );
}

/** `MinLength` of class-validator, counting code points. */
export function MinLength(min: number, validationOptions?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'minLength',
      constraints: [min],
      validator: {
        validate: (value: unknown) => lengthWithin(value, min),
        defaultMessage: buildMessage(
          (eachPrefix) =>
            eachPrefix + '$property must be longer than or equal to $constraint1 characters',
          validationOptions,
        ),
      },
    },
    validationOptions,
  );
}

/** `Length` of class-validator, counting code points, its message chosen by the same count. */
export function Length(
  min: number,
  max?: number,
  validationOptions?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isLength',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) => lengthWithin(value, min, max),
        defaultMessage: buildMessage((eachPrefix, args) => {
          // As class-validator picks it, but by code points: a value that is no text (an
          // error of its own anyway) reads as its own length, if any.
          const value: unknown = args?.value;
          const length =
            typeof value === 'string'
              ? textLength(value)
              : ((value as { length?: number } | null | undefined)?.length ?? NaN);
          if (!value || length < min) {
            return eachPrefix + '$property must be longer than or equal to $constraint1 characters';
          }
          if (max !== undefined && length > max) {
            return (
              eachPrefix + '$property must be shorter than or equal to $constraint2 characters'
            );
          }
          return (
            eachPrefix +
            '$property must be longer than or equal to $constraint1 and shorter than or equal to $constraint2 characters'
          );
        }, validationOptions),
      },
    },
    validationOptions,
  );
}
