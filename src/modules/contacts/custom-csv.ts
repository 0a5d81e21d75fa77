import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';
import { TAG_SEPARATOR } from './contacts.rules.js';
import type { CurrencyValue, CustomValue } from './custom-values.js';

/*
 * A custom value in a CSV file, written by the export and read by the import, so an exported
 * file imports back: its columns (`custom.<key>`; a currency field's amount and code in two) and
 * its cells. Options and members are written by id, which never changes (a label may).
 */

/** The CSV headers of a field, in order: `custom.<key>`, or a currency field's two. */
export function customCsvHeaders(field: Pick<CustomFieldDefinition, 'key' | 'type'>): string[] {
  const path = `custom.${field.key}`;
  return field.type === 'currency' ? [`${path}.amount_minor`, `${path}.currency`] : [path];
}

/** A cell as csv-stringify takes it: a number is written as JavaScript prints it. */
export type CsvCell = string | number | null;

/** The cells of a field's stored value, in the order of its headers; null is an empty cell. */
export function customCsvCells(
  field: CustomFieldDefinition,
  value: CustomValue | undefined,
): CsvCell[] {
  if (field.type === 'currency') {
    const money = value as CurrencyValue | undefined;
    return money ? [money.amount_minor, money.currency] : [null, null];
  }
  if (value === undefined) return [null];
  if (Array.isArray(value)) return [value.join(TAG_SEPARATOR)];
  if (typeof value === 'boolean') return [value ? 'true' : 'false'];
  return [value as string | number];
}
