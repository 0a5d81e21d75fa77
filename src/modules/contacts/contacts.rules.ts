import { CONTACT_FIELD } from './contact-field-lists.js';

/** How long each text field of a contact may be, in characters (after trimming). */
export { CONTACT_FIELD_MAX_LENGTH } from './contact-field-lists.js';

/** A deal's largest value, in cents. */
export const MAX_VALUE_CENTS = CONTACT_FIELD.value_cents.max;

/** How many tags a contact may carry, and how long each may be. */
export const MAX_TAGS = CONTACT_FIELD.tags.maxItems;
export const TAG_MAX_LENGTH = CONTACT_FIELD.tags.itemMaxLength;

/** The fields `POST /contacts/upsert` can find a contact by. */
export const UPSERT_MATCH_FIELDS = ['email'] as const;
export type UpsertMatchField = (typeof UPSERT_MATCH_FIELDS)[number];

/** How many of the matching contacts' ids a 409 of `POST /contacts/upsert` lists. */
export const MAX_LISTED_MATCHES = 100;

/** Why an upsert is refused when `contact` lacks the field it matches on. */
export function missingMatchValueMessage(field: UpsertMatchField): string {
  return `${field} is required to match on ${field}`;
}

/** Why an upsert is refused when several contacts have the value it matches on. */
export function ambiguousMatchDetail(field: UpsertMatchField, matches: number): string {
  return `${matches} contacts match on ${field}; edit the right one by id (PATCH /contacts/{id})`;
}

/** Why a stage key is refused: it names the workspace's valid keys. */
export function unknownStageMessage(key: string, stages: readonly { key: string }[]): string {
  return `Unknown stage '${key}'. Valid stages: ${stages.map((s) => s.key).join(', ')}`;
}

/** How many contacts the export fetches from its cursor at a time: what it holds in memory. */
export const EXPORT_BATCH_SIZE = 500;

/** How long an export may hold its database connection, reader included. */
export const EXPORT_MAX_DURATION_MS = 10 * 60_000;

/**
 * What separates a contact's tags in one CSV cell (`vip|referral` is two tags), in the export and
 * the import alike, so an exported file imports back.
 */
export const TAG_SEPARATOR = '|';

/**
 * What makes a spreadsheet run a cell as a formula when it comes first (OWASP's list): the export
 * writes such a cell with a leading single quote (csv-stringify's `escape_formulas`).
 */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell as it was before the export's formula escape, so an exported file imports back:
 * `'+44 20 7946 0000` reads `+44 20 7946 0000` again. Other cells are left as they are.
 */
export function unescapeFormulaCell(cell: string): string {
  return cell.length > 1 && cell[0] === "'" && FORMULA_STARTS.has(cell[1]) ? cell.slice(1) : cell;
}
