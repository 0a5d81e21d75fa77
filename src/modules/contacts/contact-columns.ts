import { isoUtc, type SqlParams } from '../../database/sql.js';
import type { ContactField } from './contact-fields.table.js';
import { type ContactRowValues, STORED_FIELDS } from './contact-field-lists.js';

/**
 * What a statement of any feature reads and writes of contacts: the columns of a contact as the
 * API shows it, the contacts of a tenant, a field's value as a parameter. The board, the
 * export, the merge and the duplicates build their reads on this; the rules of the contact
 * routes stay in `contacts.queries.ts`.
 */

/** A column of the contact aliased `c` as a read selects it: a timestamp as ISO 8601 UTC text. */
function readColumn(field: { name: string; column?: string; type: string }): string {
  if (field.type === 'timestamptz') return `${isoUtc(`c.${field.column}`)} AS ${field.name}`;
  // pg would make a date a Date at the process's local midnight: read as its ISO text.
  if (field.type === 'date') return `to_char(c.${field.column}, 'YYYY-MM-DD') AS ${field.name}`;
  return `c.${field.column}`;
}

/**
 * Columns of a contact as the API shows it (alias `c`), derived from the field table: a line for
 * the key and the fields clients write, one for the fields the service keeps (those with a query
 * parameter of their own), one for the row's timestamps. Every read of contacts selects these;
 * the timestamps arrive as ISO 8601 UTC text (see isoUtc).
 */
const kept = (f: ContactField) => f.filterable?.param !== undefined;
export const CONTACT_COLUMNS = [
  STORED_FIELDS.filter((f) => f.primaryKey === true || f.own === true),
  STORED_FIELDS.filter((f) => f.primaryKey !== true && f.own !== true && kept(f)),
  STORED_FIELDS.filter((f) => f.primaryKey !== true && f.own !== true && !kept(f)),
]
  .map((line) => line.map(readColumn).join(', '))
  .join(',\n  ');

/** A contact as CONTACT_COLUMNS selects it: its timestamps already ISO 8601 UTC text. */
export type ContactRow = ContactRowValues;

/** The table of contacts, aliased `c`. */
export const CONTACTS_TABLE = 'contacts c';

/** A field's value of a new contact or an edit, by the field's name. */
export function valueOf(values: object, field: ContactField): unknown {
  return (values as Record<string, unknown>)[field.name];
}

/** `$n` of a field's value, its default when the value is missing or cleared. */
export function fieldValue(p: SqlParams, field: ContactField, value: unknown): string {
  const given = value ?? field.default ?? null;
  if (field.type === 'jsonb') return `${p.add(JSON.stringify(given))}::jsonb`;
  const placeholder = p.add(given);
  return field.type === 'text[]' ? `${placeholder}::${field.type}` : placeholder;
}

/**
 * What an edit sets a field's column to: the value, or for a jsonb field the stored object with
 * the given keys merged in, a null removing its key.
 */
export function editedValue(p: SqlParams, field: ContactField, value: unknown): string {
  return field.type === 'jsonb'
    ? `jsonb_strip_nulls(c.${field.column} || ${fieldValue(p, field, value)})`
    : fieldValue(p, field, value);
}
