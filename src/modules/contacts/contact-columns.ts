import { isoUtc, type SqlParams } from '../../database/sql.js';
import type { ContactField } from './contact-fields.table.js';
import { type ContactRowValues, STORED_FIELDS } from './contact-field-lists.js';
import { customKeySetSql, type PresentedCustom } from './custom-values.js';

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
function contactColumnsWith(custom: string | undefined): string {
  const read = (f: ContactField) =>
    custom !== undefined && f.type === 'jsonb' ? `${custom} AS ${f.name}` : readColumn(f);
  return [
    STORED_FIELDS.filter((f) => f.primaryKey === true || f.own === true),
    STORED_FIELDS.filter((f) => f.primaryKey !== true && f.own !== true && kept(f)),
    STORED_FIELDS.filter((f) => f.primaryKey !== true && f.own !== true && !kept(f)),
  ]
    .map((line) => line.map(read).join(', '))
    .join(',\n  ');
}
export const CONTACT_COLUMNS = contactColumnsWith(undefined);

/**
 * CONTACT_COLUMNS with the custom values as the API shows them, as JSON text PostgreSQL writes
 * (the presenter sends it as it is, a RawJson): every active key, null when unset, and no
 * archived one. A contact whose keys are the active fields', as most are where fields are filled,
 * shows its stored object, which PostgreSQL keeps written out (`custom_text`): the statement
 * compares the contact's key set (`custom_keys`) with the active fields' (every key of
 * `presented.unset`), one value against one, computed once. Any other contact shows the object
 * of every active key null with its values laid over it, less the archived ones. Keys come in
 * jsonb's order. Without `presented`, CONTACT_COLUMNS.
 */
export function contactColumns(p: SqlParams, presented: PresentedCustom | undefined): string {
  if (!presented) return CONTACT_COLUMNS;
  const unset = `${p.add(presented.unset)}::jsonb`;
  const laid = `${unset} || c.custom`;
  const filled =
    presented.archived.length > 0 ? `(${laid}) - ${p.add(presented.archived)}::text[]` : laid;
  return contactColumnsWith(
    `CASE WHEN c.custom_keys = (SELECT ${customKeySetSql(unset)}) THEN c.custom_text
       ELSE (${filled})::text END`,
  );
}

/**
 * The columns of a contact (alias `alias`) that `contactColumns` reads, for a subquery it reads
 * from: each branch of a read merged owner by owner (`eachVisibleOwner`) selects these, not the
 * whole row, whose other columns (the search text, the stored values' text where not presented)
 * the branches and the merge would carry for nothing (bench/README.md, "The merged branches'
 * columns").
 */
export function contactReadColumns(alias: string, presented: PresentedCustom | undefined): string {
  const columns = STORED_FIELDS.map((f) => f.column as string);
  if (presented) columns.push('custom_keys', 'custom_text');
  return columns.map((column) => `${alias}.${column}`).join(', ');
}

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

/**
 * What an activity sets `last_activity_at` (of a contact aliased `c`) to: now, the write's time,
 * unless another write committed a later time while this one waited for the contact's lock
 * (`now()` is when a transaction began): activity never goes back.
 */
export const ACTIVITY_AT = 'greatest(c.last_activity_at, now())';
