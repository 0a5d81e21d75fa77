import { Transform } from 'class-transformer';

/**
 * A list of UUIDs read in one spelling: ids are stored and compared in lower case, so the same id
 * in capitals is the same record (and a repeat of it), not an unknown one.
 */
export function LowercaseIds(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v))
      : value,
  );
}
