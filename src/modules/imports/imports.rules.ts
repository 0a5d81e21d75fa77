import { CONTACT_FIELD_TABLE, type ContactField } from '../contacts/contact-fields.table.js';
import { type ImportField, importFieldNames } from '../contacts/contact-field-lists.js';
import { keptText } from '../../core/http/kept-text.js';
import { TAG_SEPARATOR } from '../contacts/contacts.rules.js';
import { customCsvHeaders, customValueOfCells } from '../contacts/custom-csv.js';
import { expectedValue } from '../contacts/custom-values.js';
import { type CustomFieldDefinition, labelText } from '../../tenancy/custom-field-definition.js';

/** The states of an import, shared with the other jobs (a bulk action over a filter). */
export { JOB_STATUSES, type JobStatus, UNFINISHED_STATUSES } from '../../jobs/job-status.js';

/** What happened to the rows of a job so far. */
export interface JobCounts {
  /** Rows in all; null until the job has read its input. */
  rows: number | null;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

/** Why one row failed: its 1-based data row number (the header not counted), a field, a message. */
export interface JobError {
  row: number;
  field: string;
  message: string;
}

/** How many row errors a job keeps (the first ones); `counts.failed` counts them all. */
export const MAX_JOB_ERRORS = 1_000;

/** Rows written in one transaction, with the checkpoint that counts them. */
export const IMPORT_BATCH_SIZE = 500;

/** The largest file an import takes. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** The size of the parts an uploaded file is stored in (the last one holds what is left). */
export const FILE_PART_BYTES = 1024 * 1024;

/** The contact fields a CSV column can fill, by the name a mapping gives them (the field table's). */
export const IMPORT_FIELDS = importFieldNames(CONTACT_FIELD_TABLE) as readonly ImportField[];
export type { ImportField };

export const MATCH_ON = ['email', 'none'] as const;
export type MatchOn = (typeof MATCH_ON)[number];
export const ON_MATCH = ['update', 'skip'] as const;
export type OnMatch = (typeof ON_MATCH)[number];

/** What separates the tags in a cell (`vip | referral` is two tags): the export's separator. */
export { TAG_SEPARATOR };

export const FILE_TOO_LARGE_DETAIL = 'The file is larger than the 20 MiB limit of an import';
export const NOT_MULTIPART_DETAIL =
  'Send the import as multipart/form-data with the CSV in the field file';
export const ALREADY_FINISHED_DETAIL =
  'The import is already over; only a queued or running one can be cancelled';
/** 409 `upload_gone` when the import's row finds its file deleted. */
export const UPLOAD_GONE_DETAIL =
  'The upload ended, or stalled for over an hour, before its import was recorded; send it again';
/** 409 `upload_gone` when the upload finds its file swept mid-upload. */
export const UPLOAD_STALLED_DETAIL =
  'The upload stalled (no MiB of the file came for over an hour) and what was stored of it was deleted; send it again';

/** What a mapping names a column's field as: a contact field, or a custom field's column. */
export type ImportTarget = ImportField | `custom.${string}`;

type FieldProblem = { field: string; message: string };

/**
 * Checks a mapping (CSV header to field) against the workspace's custom fields (archived ones
 * included) and answers it with each target as the import reads it, or the problems as field
 * errors. A target is a contact field, a custom field's column as the export names it
 * (`custom.<key>`; a currency field's `custom.<key>.amount_minor` and `custom.<key>.currency`,
 * both mapped), or else an active custom field's exact label, whatever its Unicode form (a key
 * wins over a label).
 */
export function resolveMapping(
  mapping: Record<string, unknown>,
  matchOn: MatchOn,
  customFields: readonly CustomFieldDefinition[],
): { targets: Record<string, ImportTarget>; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const targets: [string, ImportTarget][] = [];
  const headersOf = new Map<string, string[]>();
  for (const [header, field] of Object.entries(mapping)) {
    const target = typeof field === 'string' ? importTarget(field, customFields) : undefined;
    if (target === undefined) {
      problems.push({
        field: 'mapping',
        message: `mapping of '${header}': unknown field ${JSON.stringify(field)}; valid fields: ${IMPORT_FIELDS.join(', ')}${customFields.some((f) => f.archived_at === null) ? ', or a custom field as custom.<key> or by its label' : ''}`,
      });
      continue;
    }
    if ('problem' in target) {
      problems.push({ field: 'mapping', message: `mapping of '${header}': ${target.problem}` });
      continue;
    }
    if (header.trim() === '') {
      problems.push({ field: 'mapping', message: 'mapping has an empty CSV header' });
      continue;
    }
    targets.push([header, target.column]);
    headersOf.set(target.column, [...(headersOf.get(target.column) ?? []), header]);
  }
  for (const [field, headers] of headersOf) {
    if (headers.length > 1) {
      problems.push({
        field: 'mapping',
        message: `mapping maps ${headers.map((h) => `'${h}'`).join(' and ')} to ${field}; a field takes one column`,
      });
    }
  }
  for (const field of customFields) {
    const columns = customCsvHeaders(field);
    const mapped = columns.filter((c) => headersOf.has(c));
    if (mapped.length > 0 && mapped.length < columns.length) {
      const missing = columns.find((c) => !headersOf.has(c))!;
      problems.push({
        field: 'mapping',
        message: `mapping maps a column to ${mapped[0]} but none to ${missing}; a currency field takes both`,
      });
    }
  }
  if (!headersOf.has('first_name')) {
    problems.push({ field: 'mapping', message: 'mapping must map a column to first_name' });
  }
  if (matchOn === 'email' && !headersOf.has('email')) {
    problems.push({
      field: 'match_on',
      message: 'match_on email needs a column mapped to email (or match_on none)',
    });
  }
  // Made as own properties: a header such as `__proto__` assigned would set the prototype, and
  // its column would be dropped from the mapping kept with no error.
  return { targets: Object.fromEntries(targets), problems };
}

const CUSTOM_COLUMN = /^custom\.([^.]+)(\.[^.]+)?$/;

/** The column a mapping's target names, a problem with it, or undefined for an unknown one. */
function importTarget(
  name: string,
  customFields: readonly CustomFieldDefinition[],
): { column: ImportTarget } | { problem: string } | undefined {
  if ((IMPORT_FIELDS as readonly string[]).includes(name)) return { column: name as ImportField };
  const key = CUSTOM_COLUMN.exec(name)?.[1];
  const byKey = customFields.find((f) => f.key === key);
  if (byKey) {
    if (byKey.archived_at !== null) {
      return { problem: `custom.${byKey.key} is archived; unarchive it to import it` };
    }
    return customColumn(byKey, name);
  }
  // The exact label, whatever its Unicode form.
  const label = labelText(name);
  const byLabel = customFields.filter(
    (f) => f.archived_at === null && labelText(f.label) === label,
  );
  if (byLabel.length > 1) {
    const keys = byLabel.map((f) => `custom.${f.key}`).join(', ');
    return { problem: `'${name}' is the label of ${keys}; name one as custom.<key>` };
  }
  return byLabel.length === 1 ? customColumn(byLabel[0], undefined) : undefined;
}

/** The field's column `name`, or its only one when named by label; a currency field has two. */
function customColumn(
  field: CustomFieldDefinition,
  name: string | undefined,
): { column: ImportTarget } | { problem: string } | undefined {
  const columns = customCsvHeaders(field) as `custom.${string}`[];
  if (name !== undefined && name !== `custom.${field.key}`) {
    return columns.find((c) => c === name) ? { column: name as ImportTarget } : undefined;
  }
  if (columns.length === 1) return { column: columns[0] };
  return {
    problem: `custom.${field.key} is a currency field; map its amount to ${columns[0]} and its code to ${columns[1]}`,
  };
}

/** The cells of a row by target, trimmed; an empty cell is absent. */
export type RowCells = Partial<Record<ImportTarget, string>>;

/** The fields a row's cells give as they are (the own fields), by name. */
const BODY_FIELDS: ReadonlyMap<string, ContactField> = new Map(
  (CONTACT_FIELD_TABLE as readonly ContactField[])
    .filter((f) => f.own === true && f.importable === true)
    .map((f) => [f.name, f]),
);

/** A cell as a JSON body would carry its field. */
function cellValue(field: ContactField, cell: string): unknown {
  if (field.type === 'bigint' || field.type === 'integer') {
    return /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
  }
  if (field.type === 'text[]') {
    return cell
      .split(TAG_SEPARATOR)
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
  }
  return cell;
}

/**
 * The contact fields of a row as a JSON body would carry them, for the same DTO checks. An empty
 * cell leaves its field out (a new contact gets the default, a matched one keeps its value),
 * except `first_name` of a new contact, which is then refused as an empty one. A number is a
 * number when the cell is one (else the text, which the check refuses), a list the cell split on
 * TAG_SEPARATOR. `pipeline`, `stage`, `lost_reason` and `owner_email` are not written as they are:
 * the caller resolves and checks them.
 */
export function rowBody(cells: RowCells, creating: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, cell] of Object.entries(cells) as [ImportField, string][]) {
    const field = BODY_FIELDS.get(name);
    if (field) body[name] = cellValue(field, cell);
  }
  if (creating && body.first_name === undefined) body.first_name = '';
  return body;
}

/**
 * The custom values of a row's cells by key, as a JSON body would carry them, for
 * `parseCustomValues` to check as the API does (undefined when the row has none); or the error of
 * the first field (in the definitions' order) whose cells cannot be a value of its type, with
 * the message of the API's 422. A field whose cells are all empty is left out, as a built-in
 * field's empty cell is. A field archived since the upload is handed on for the check to refuse.
 */
export function rowCustom(
  customFields: readonly CustomFieldDefinition[],
  cells: RowCells,
): { custom: Record<string, unknown> | undefined } | { error: FieldProblem } {
  let custom: Record<string, unknown> | undefined;
  for (const field of customFields) {
    const given = customCsvHeaders(field).map((c) => cells[c as ImportTarget]);
    if (given.every((cell) => cell === undefined)) continue;
    const value =
      field.archived_at === null
        ? customValueOfCells(field, given)
        : given.find((cell) => cell !== undefined);
    if (value === undefined) {
      return { error: { field: `custom.${field.key}`, message: expectedCell(field) } };
    }
    (custom ??= {})[field.key] = value;
  }
  return { custom };
}

/**
 * The separator of a CSV file, from its header line: a semicolon when the line has more of them
 * than commas (spreadsheets in locales whose decimal mark is a comma write those), else a comma.
 */
export function detectDelimiter(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * What a cell of a field must hold, where a file differs from a body: an option by its id or its
 * label, a member by their id or e-mail, a boolean in words, a currency in two columns
 * (`customValueOfCells`, `withMemberIds`, `customCsvHeaders`); any other type as the API's 422
 * says.
 */
const CELL_EXPECTED: Partial<Record<CustomFieldDefinition['type'], (path: string) => string>> = {
  select: () => 'must be the id or the label of one of its options',
  multi_select: () => 'must be a list of distinct ids or labels of its options',
  user: () => 'must be the id or the e-mail of a member of this workspace',
  boolean: () => 'must be true or false, yes or no, or 1 or 0, in any case',
  currency: (path) =>
    `must be a whole amount in minor units in ${path}.amount_minor and an ISO 4217 code in ` +
    `capitals in ${path}.currency, both given, e.g. 150000 and EUR`,
};

/** The message of a cell of `field` that cannot be one of its values. */
export function expectedCell(field: Pick<CustomFieldDefinition, 'key' | 'type'>): string {
  const path = `custom.${field.key}`;
  const expected = CELL_EXPECTED[field.type];
  return expected ? `${path} ${expected(path)}` : expectedValue(field);
}

/**
 * A cell's e-mail as the API keeps one (trimmed, composed: `keptText`), so a row spelling an
 * accent apart finds the contact or member it names. Case is folded by the database, which
 * matches it (`lower`, as its indexes): JavaScript folds some letters otherwise.
 */
export function emailKey(email: string): string {
  return keptText(email);
}

/**
 * The active `user` fields to which a row's custom values give an e-mail rather than a member id,
 * each with the e-mail as `emailKey` gives it.
 */
export function memberEmailsOf(
  definitions: readonly CustomFieldDefinition[],
  custom: Readonly<Record<string, unknown>> | undefined,
): { key: string; email: string }[] {
  if (custom === undefined) return [];
  return definitions.flatMap((f) => {
    const cell = custom[f.key];
    return f.type === 'user' &&
      f.archived_at === null &&
      typeof cell === 'string' &&
      cell.includes('@')
      ? [{ key: f.key, email: emailKey(cell) }]
      : [];
  });
}

/**
 * A row's custom values with each `user` value given as a member's e-mail replaced by their id
 * (`members`: e-mail as `emailKey` gives it, to id, as `membersByEmail` answers); an e-mail of
 * nobody stays,
 * for the check to refuse.
 */
export function withMemberIds(
  definitions: readonly CustomFieldDefinition[],
  custom: Record<string, unknown> | undefined,
  members: ReadonlyMap<string, string>,
): Record<string, unknown> | undefined {
  const named = memberEmailsOf(definitions, custom);
  if (named.length === 0) return custom;
  const values = { ...custom };
  for (const { key, email } of named) values[key] = members.get(email) ?? values[key];
  return values;
}
