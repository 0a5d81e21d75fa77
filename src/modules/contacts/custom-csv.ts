import { type CustomFieldDefinition, foldedLabel } from '../../tenancy/custom-field-definition.js';
import { TAG_SEPARATOR } from './contacts.rules.js';
import type { CurrencyValue, CustomValue } from './custom-values.js';
import { decimalOf } from './decimal-text.js';

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

const NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

/**
 * A field's value as a JSON body would carry it, from its cells (in the order of its headers,
 * trimmed; undefined for an empty one), for `normaliseCustomValue` to check; undefined when the
 * cells cannot be one. A number is a decimal (`1234.5`, or as JavaScript prints it, `1e-7`); a
 * boolean true/false, yes/no or 1/0 in any case; an option its id or its label in any case, a
 * multi-select's separated by TAG_SEPARATOR as tags are; a currency its integer amount and code.
 * The caller leaves the field out when every cell is empty.
 */
export function customValueOfCells(
  field: CustomFieldDefinition,
  cells: readonly (string | undefined)[],
): unknown {
  const [cell, code] = cells;
  switch (field.type) {
    case 'currency':
      return cell !== undefined && INTEGER.test(cell) && code !== undefined
        ? { amount_minor: Number(cell), currency: code }
        : undefined;
    case 'number': {
      if (cell === undefined || !NUMBER.test(cell)) return undefined;
      // Where the double drops digits the cell has (1.0000000000000001 reads as 1, 1e-400 as 0),
      // the digits written are more than a number field holds: refused, not stored rounded.
      const value = Number(cell);
      return decimalOf(cell) === decimalOf(String(value)) ? value : undefined;
    }
    case 'boolean': {
      const word = cell?.toLowerCase() ?? '';
      return TRUE.has(word) ? true : FALSE.has(word) ? false : undefined;
    }
    case 'select':
      return optionId(field, cell ?? '');
    case 'multi_select': {
      const ids = (cell ?? '')
        .split(TAG_SEPARATOR)
        .map((item) => item.trim())
        .filter((item) => item !== '')
        .map((item) => optionId(field, item));
      return ids.every((id) => id !== undefined) ? ids : undefined;
    }
    case 'text':
    case 'long_text':
    case 'date':
    case 'datetime':
    case 'url':
    case 'email':
    case 'phone':
    case 'user':
      return cell;
  }
}

/**
 * The option a cell names by id, or else by label ignoring case and Unicode form (labels are
 * distinct so).
 */
function optionId(field: CustomFieldDefinition, cell: string): string | undefined {
  const folded = foldedLabel(cell);
  return (
    field.options.find((o) => o.id === cell) ??
    field.options.find((o) => foldedLabel(o.label) === folded)
  )?.id;
}
