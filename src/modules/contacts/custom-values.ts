// Over 400 lines as one file: every custom field type's rule (its check, its normal form, its
// message and its published form) sits beside the others, so a type is read and changed in one place.
import { isURL, isUUID } from 'class-validator';
import { isEmailAddress } from '../../core/http/email-address.js';
import { ValidationProblem } from '../../core/http/problem.js';
import { RawJson } from '../../core/http/raw-json.js';
import { fitsLength } from '../../core/http/text-length.js';
import {
  asUtc,
  FIRST_FOUR_DIGIT_YEAR_INSTANT,
  hasFourDigitYear,
  isCalendarDate,
  isIsoDateTime,
  LAST_FOUR_DIGIT_YEAR_INSTANT,
} from '../../core/http/utc.js';
import type {
  CustomFieldDefinition,
  CustomFieldType,
} from '../../tenancy/custom-field-definition.js';
import { customFieldsOf } from './contact-fields.table.js';
import { keptText } from '../../core/http/kept-text.js';

/*
 * A contact's custom values: what each type accepts and how it is stored (`contacts.custom`, a
 * jsonb object keyed by field key; a cleared value is absent), presented and compared. The
 * definitions come from the request's workspace (CustomFieldCatalog).
 */

/** A value as stored and answered: JSON of the field's type. */
export type CustomValue = string | number | boolean | string[] | CurrencyValue;
export interface CurrencyValue {
  amount_minor: number;
  currency: string;
}
/** Custom values by key, as a contact stores them (no nulls) or a write gives them (null clears). */
export type CustomValues = Record<string, CustomValue | null>;

/** The limits of the types, the 422s name them. */
export const CUSTOM_TEXT_MAX_LENGTH = { text: 1_000, long_text: 20_000 } as const;
export const CUSTOM_URL_MAX_LENGTH = 2_048;
export const CUSTOM_EMAIL_MAX_LENGTH = 254;
/** SMTP's bound on the part before the `@` (RFC 5321), which `isEmail` counts in UTF-8 bytes. */
export const CUSTOM_EMAIL_LOCAL_MAX_BYTES = 64;
export const CUSTOM_PHONE_MAX_LENGTH = 40;
export const CUSTOM_NUMBER_DIGITS = 15;
/** The most bytes one contact's custom values take as JSON (a CHECK of `contacts` keeps it too). */
export const CUSTOM_VALUES_MAX_BYTES = 65_536;

/** The ISO 4217 codes a currency value may name (those the runtime's ICU knows). */
export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');
const CURRENCY_CODE_SET = new Set(CURRENCY_CODES);

/*
 * The forms of the url, email and user types (and of the built-in email and owner), as regular
 * expression sources in Unicode mode, which the contact body schema publishes as patterns. A url
 * is checked against its form here; an e-mail address by `isEmailAddress` (validator.js's
 * `isEmail`, tightened) and a member id by validator.js's `isUUID` (also the built-in fields'
 * checks), whose rules these forms write out (contact-body-schema.spec.ts compares them).
 */

/** A character of a domain name's label: no underscore, no full-width ASCII. */
const LABEL_CHAR = '[A-Za-z0-9\\u00A1-\\uD7FF\\uE000-\\uFF00\\uFF5F-\\uFFFF\\u{10000}-\\u{10FFFF}]';
/** A top-level domain: two letters at least, no digit or space, or a punycode `xn--` one. */
const TOP_LEVEL_DOMAIN =
  '(?:[A-Za-z\\u00A1-\\u00A8\\u00AA-\\u167F\\u1681-\\u1FFF\\u200B-\\u2027\\u202A-\\u202E\\u2030-\\u205E\\u2060-\\u2FFF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFEFE\\uFF00\\uFF5F-\\uFFEF]{2,63}|[Xx][Nn][A-Za-z0-9-]{1,60}[A-Za-z0-9])';
/** A fully qualified domain name: labels of up to 63 characters, no hyphen at either end. */
const DOMAIN = `(?:${LABEL_CHAR}(?:(?:${LABEL_CHAR}|-){0,61}${LABEL_CHAR})?\\.)+${TOP_LEVEL_DOMAIN}`;
const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}`;
const H16 = '[0-9A-Fa-f]{1,4}';
/** An IPv6 address, full or shortened, with an IPv4 tail or a zone (`%25eth0`, RFC 6874) or neither. */
const IPV6 =
  `(?:(?:${H16}:){7}(?:${H16}|:)|(?:${H16}:){6}(?:${IPV4}|:${H16}|:)|` +
  `(?:${H16}:){5}(?::${IPV4}|(?::${H16}){1,2}|:)|(?:${H16}:){4}(?:(?::${H16})?:${IPV4}|(?::${H16}){1,3}|:)|` +
  `(?:${H16}:){3}(?:(?::${H16}){0,2}:${IPV4}|(?::${H16}){1,4}|:)|(?:${H16}:){2}(?:(?::${H16}){0,3}:${IPV4}|(?::${H16}){1,5}|:)|` +
  `${H16}:(?:(?::${H16}){0,4}:${IPV4}|(?::${H16}){1,6}|:)|:(?:(?::${H16}){0,5}:${IPV4}|(?::${H16}){1,7}|:))(?:%25[0-9A-Za-z._~-]+)?`;
/** A port from 1 to 65535, leading zeros allowed. */
const PORT = '0*(?:[1-9]\\d{0,3}|[1-5]\\d{4}|6[0-4]\\d{3}|65[0-4]\\d{2}|655[0-2]\\d|6553[0-5])';
/** Any character of a URL but a space, `<`, `>`, and what no text may hold (NUL, a lone surrogate). */
const URL_CHAR = '[^\\s<>\\u0000\\uD800-\\uDFFF]';
/** Nor a backslash, which a browser reads as the path's start: `http://a.com\@b.com` opens a.com. */
const USER_INFO_CHAR = '[^\\s<>/?#@:\\\\\\u0000\\uD800-\\uDFFF]';

/**
 * An http or https URL (the scheme in any case): `//`, an optional `user:password@`, a domain
 * name with a top-level domain, an IPv4 address or a bracketed IPv6 one, an optional port, then
 * a path, query or fragment; no space anywhere (trailing ones aside, which a trim removes).
 */
export const HTTP_URL_FORM =
  `(?=\\S+\\s*$)[Hh][Tt][Tt][Pp][Ss]?://(?:(?:${USER_INFO_CHAR}+(?::${USER_INFO_CHAR}*)?|:${USER_INFO_CHAR}+)@)?` +
  `(?:(?:${DOMAIN}|${IPV4})(?::(?:${PORT})?)?|\\[${IPV6}\\](?::${PORT})?)(?:[/?#]${URL_CHAR}*)?`;
const HTTP_URL = new RegExp(`^${HTTP_URL_FORM}$`, 'u');

const EMAIL_LOCAL_CHARS =
  "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~\\u00A1-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF]+";
/** A quoted local part: a character at least between its quotes. */
const EMAIL_QUOTED_LOCAL =
  '"(?:[\\s\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F\\x21\\x23-\\x5B\\x5D-\\x7E\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF]|' +
  '\\\\[\\x01-\\x09\\x0B\\x0C\\x0D-\\x7F\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF])+"';
/**
 * An e-mail address as `isEmailAddress` reads it: a local part of dot-separated atoms (letters
 * beyond ASCII included) or a quoted string of a character at least, `@`, a domain name with a
 * top-level domain. It also bounds the local part to 64 bytes and the domain to 254 in UTF-8,
 * which no pattern counts.
 */
export const EMAIL_FORM = `(?:${EMAIL_LOCAL_CHARS}(?:\\.${EMAIL_LOCAL_CHARS})*|${EMAIL_QUOTED_LOCAL})@${DOMAIN}`;

/** A UUID as `isUUID` reads it by default: versions 1 to 8 of RFC 9562, the nil and the max. */
export const UUID_FORM =
  '(?:[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[1-8][0-9A-Fa-f]{3}-[89ABab][0-9A-Fa-f]{3}-[0-9A-Fa-f]{12}|' +
  '0{8}-0{4}-0{4}-0{4}-0{12}|[Ff]{8}-[Ff]{4}-[Ff]{4}-[Ff]{4}-[Ff]{12})';

/** What a field of each type expects, as a 422 says it after the field's path. */
const EXPECTED: Record<CustomFieldType, string> = {
  text: `must be a text of at most ${CUSTOM_TEXT_MAX_LENGTH.text} characters`,
  long_text: `must be a text of at most ${CUSTOM_TEXT_MAX_LENGTH.long_text} characters`,
  number: `must be a finite number of at most ${CUSTOM_NUMBER_DIGITS} significant digits`,
  currency:
    'must be { "amount_minor": integer, "currency": ISO 4217 code }, e.g. { "amount_minor": 150000, "currency": "EUR" }',
  date: 'must be a calendar date, YYYY-MM-DD',
  datetime: 'must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z',
  boolean: 'must be true or false',
  select: 'must be the id of one of its options',
  multi_select: 'must be a list of distinct ids of its options',
  url: `must be an http or https URL of at most ${CUSTOM_URL_MAX_LENGTH} characters`,
  email: `must be an e-mail address of at most ${CUSTOM_EMAIL_MAX_LENGTH} characters, of at most ${CUSTOM_EMAIL_LOCAL_MAX_BYTES} bytes (UTF-8) before its @`,
  phone: `must be a phone number of at most ${CUSTOM_PHONE_MAX_LENGTH} characters`,
  user: 'must be the id of a member of this workspace',
};

/**
 * What a datetime of the right form must be when its instant, in UTC, falls outside the years
 * `contacts.custom` keeps as text (those of four digits).
 */
const DATETIME_RANGE = `must be an ISO 8601 datetime from ${FIRST_FOUR_DIGIT_YEAR_INSTANT.toISOString()} to ${LAST_FOUR_DIGIT_YEAR_INSTANT.toISOString()} (UTC)`;

/** What a value of `field` must be, after its path: the 422's message. */
export function expectedValue(field: Pick<CustomFieldDefinition, 'key' | 'type'>): string {
  return `custom.${field.key} ${EXPECTED[field.type]}`;
}

/** What a value of a field must be, said for one kind of input (a body's, a CSV cell's). */
export type ExpectedValue = (field: Pick<CustomFieldDefinition, 'key' | 'type'>) => string;

/** The 422's message for `value`, which `normaliseCustomValue` refused for `field`. */
function refusalOf(field: CustomFieldDefinition, value: unknown, expected: ExpectedValue): string {
  return field.type === 'datetime' && typeof value === 'string' && isIsoDateTime(value)
    ? `custom.${field.key} ${DATETIME_RANGE}`
    : expected(field);
}

/**
 * A value of `field` as stored, null for a cleared one (null, an empty text or list), or
 * undefined when it is not a value of that type.
 */
export function normaliseCustomValue(
  field: CustomFieldDefinition,
  value: unknown,
): CustomValue | null | undefined {
  if (value === null) return null;
  switch (field.type) {
    case 'text':
    case 'long_text':
      return text(value, CUSTOM_TEXT_MAX_LENGTH[field.type]);
    case 'phone':
      return text(value, CUSTOM_PHONE_MAX_LENGTH);
    case 'url': {
      const url = text(value, CUSTOM_URL_MAX_LENGTH);
      if (typeof url !== 'string') return url;
      // isURL also takes `http:host` without the slashes, which the published form does not.
      // Its own bound (2,084 UTF-16 units by default) is lifted past the one `text` counted in
      // characters, which a character beyond U+FFFF (two units) would otherwise tighten.
      return HTTP_URL.test(url) &&
        isURL(url, {
          protocols: ['http', 'https'],
          require_protocol: true,
          max_allowed_length: 2 * CUSTOM_URL_MAX_LENGTH,
        })
        ? url
        : undefined;
    }
    case 'email': {
      const email = text(value, CUSTOM_EMAIL_MAX_LENGTH);
      if (typeof email !== 'string') return email;
      return isEmailAddress(email) ? email : undefined;
    }
    case 'number':
      return typeof value === 'number' &&
        Number.isFinite(value) &&
        Number(value.toPrecision(CUSTOM_NUMBER_DIGITS)) === value
        ? value
        : undefined;
    case 'currency':
      return currency(value);
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? value : undefined;
    case 'datetime': {
      if (typeof value !== 'string' || !isIsoDateTime(value)) return undefined;
      // Kept as its ISO text, which has four digits of year only in these years.
      const at = asUtc(value);
      return hasFourDigitYear(at) ? at.toISOString() : undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'select':
      return typeof value === 'string' && field.options.some((o) => o.id === value)
        ? value
        : undefined;
    case 'multi_select': {
      if (!Array.isArray(value)) return undefined;
      if (value.length === 0) return null;
      const ids = new Set(field.options.map((o) => o.id));
      const unique = new Set(value);
      return unique.size === value.length && value.every((v) => typeof v === 'string' && ids.has(v))
        ? (value as string[])
        : undefined;
    }
    case 'user':
      // Member ids are stored and compared in lowercase, whatever case a client writes.
      return typeof value === 'string' && isUUID(value) ? value.toLowerCase() : undefined;
  }
}

function text(value: unknown, maxLength: number): string | null | undefined {
  if (typeof value !== 'string') return undefined;
  const kept = keptText(value);
  if (kept === '') return null;
  return fitsLength(kept, maxLength) ? kept : undefined;
}

function currency(value: unknown): CurrencyValue | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { amount_minor, currency, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return undefined;
  if (!Number.isSafeInteger(amount_minor)) return undefined;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined;
  if (!CURRENCY_CODE_SET.has(currency)) return undefined;
  return { amount_minor: amount_minor as number, currency };
}

/** How a write treats the fields it does not name: a creation needs the required ones. */
export type CustomWrite = 'create' | 'edit';

/**
 * The custom values of a write, checked against the workspace's definitions and normalised: an
 * unknown or archived key, a value of the wrong type, or (on create) a required field left out
 * is a 422 naming `custom.<key>`; every error of the body at once. Null clears a value. The
 * `user` values are answered by key for the caller to check against the members.
 */
export function parseCustomValues(
  fields: readonly CustomFieldDefinition[],
  input: Record<string, unknown> | undefined,
  write: CustomWrite,
  expected: ExpectedValue = expectedValue,
): { values: CustomValues; users: Map<string, string> } {
  const values: CustomValues = {};
  const users = new Map<string, string>();
  const errors: { field: string; message: string }[] = [];
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const [key, raw] of Object.entries(input ?? {})) {
    const field = byKey.get(key);
    if (!field) {
      errors.push({
        field: `custom.${key}`,
        message: `custom.${key} is not a custom field of this workspace`,
      });
      continue;
    }
    if (field.archived_at !== null) {
      errors.push({
        field: `custom.${key}`,
        message: archivedMessage(key),
      });
      continue;
    }
    const value = normaliseCustomValue(field, raw);
    if (value === undefined) {
      errors.push({ field: `custom.${key}`, message: refusalOf(field, raw, expected) });
      continue;
    }
    // A new contact has no cleared values to store: absent is unset.
    if (value !== null || write === 'edit') values[key] = value;
    if (field.type === 'user' && typeof value === 'string') users.set(key, value);
  }
  if (write === 'create') {
    for (const field of fields) {
      if (field.required && field.archived_at === null && (values[field.key] ?? null) === null) {
        if (!errors.some((e) => e.field === `custom.${field.key}`)) {
          errors.push({ field: `custom.${field.key}`, message: `custom.${field.key} is required` });
        }
      }
    }
  }
  if (errors.length > 0) throw new ValidationProblem(errors);
  if (storedBytes(values) > CUSTOM_VALUES_MAX_BYTES) throw tooLarge();
  return { values, users };
}

/**
 * The bytes of `value` as PostgreSQL writes it out of a jsonb (`custom::text`, what the contacts
 * table's check measures): ", " and ": " between items, and each number as a plain decimal (1e21
 * is 22 digits), so a write that passes here passes the check. Its keys may come in another
 * order, which the length does not see.
 */
export function storedBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return Buffer.byteLength(JSON.stringify(value));
    case 'number':
      return plainDecimal(value).length;
    case 'boolean':
      return value ? 4 : 5;
    case 'object': {
      if (value === null) return 4;
      const parts = Array.isArray(value)
        ? value.map((item) => storedBytes(item))
        : Object.entries(value).map(([key, item]) => storedBytes(key) + 2 + storedBytes(item));
      // The brackets, and ", " between items (a key's ": " is in its part).
      return parts.reduce((sum, bytes) => sum + bytes, 2 + Math.max(0, parts.length - 1) * 2);
    }
    case 'undefined':
    case 'bigint':
    case 'function':
    case 'symbol':
      // Nothing a custom value holds.
      return 0;
  }
}

/** A finite number as PostgreSQL prints a numeric: a decimal without an exponent. */
function plainDecimal(value: number): string {
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const sign = text.startsWith('-') ? '-' : '';
  const [whole, fraction = ''] = text.slice(sign.length, e).split('.');
  const digits = whole + fraction;
  // Where the decimal point falls among the digits.
  const point = whole.length + Number(text.slice(e + 1));
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** The 422 of `user` values (by key) that are not members: `members` are those that are. */
export function requireMembers(
  users: ReadonlyMap<string, string>,
  members: readonly string[],
  expected: ExpectedValue = expectedValue,
): void {
  const errors = [...users]
    .filter(([, id]) => !members.includes(id))
    .map(([key]) => ({ field: `custom.${key}`, message: expected({ key, type: 'user' }) }));
  if (errors.length > 0) throw new ValidationProblem(errors);
}

/**
 * Why custom values over the size limit are refused. It names the archived fields' values, which
 * the contact's answer hides but which count: a write that adds little to what the answer shows
 * can be refused for them.
 */
export const CUSTOM_VALUES_TOO_LARGE =
  `custom values of a contact, its archived fields' included, take at most ` +
  `${CUSTOM_VALUES_MAX_BYTES} bytes as JSON`;

/** The 422 of custom values over the size limit. */
export function tooLarge(): ValidationProblem {
  return ValidationProblem.of('custom', CUSTOM_VALUES_TOO_LARGE);
}

/** Whether the contacts table's check refused a write for the size of its custom values. */
export function isCustomSizeViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23514' && constraint === 'contacts_custom_size_check';
}

/**
 * The refusals of `contact_custom_options_check` (migrations CustomOptionCheck, CustomArchivedCheck,
 * CustomUserCheck): a value of a field archived, of an option removed or naming a member removed
 * after the write checked it against what it read. Raised as serialization failures, so a write
 * that only carries values (a merge) is answered as any lost race is, and sent again.
 */
const STALE_VALUE =
  /^custom\.(.+) (is archived|names an option its field no longer has|names a user who is not a member of the workspace)$/;

/**
 * A write's handler of what the contacts table refused in the custom values the caller gave
 * (creations, edits, upserts, bulk sets), of `fields` (the definitions it checked them against):
 * over the size limit, its 422; a value the definitions no longer allow (changed while it ran),
 * the 422 the write sent again would get, at once: the caller named that value, and what refuses
 * it has committed. Anything else is thrown as it is.
 */
export function rethrowCustomRefusal(fields: readonly CustomFieldDefinition[] = []) {
  return (error: unknown): never => {
    if (isCustomSizeViolation(error)) throw tooLarge();
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const stale = code === '40001' && typeof message === 'string' && STALE_VALUE.exec(message);
    if (!stale) throw error;
    const [, key, reason] = stale;
    const field = `custom.${key}`;
    if (reason === 'is archived') throw ValidationProblem.of(field, archivedMessage(key));
    const type = fields.find((f) => f.key === key)?.type;
    // A field's type never changes; a definition not read at all cannot have been checked.
    if (type === undefined) throw error;
    throw ValidationProblem.of(field, expectedValue({ key, type }));
  };
}

/** Why a value of an archived field is refused. */
function archivedMessage(key: string): string {
  return `custom.${key} is archived; unarchive it to write it`;
}

/**
 * A contact's values of the active `fields` as the API shows them: each key, null when unset; a
 * number JavaScript would write with an exponent as the text PostgreSQL writes (`printedAsStored`).
 */
export type PresentedCustomValues = Record<string, CustomValue | RawJson | null>;

/**
 * A number as PostgreSQL writes it out where JavaScript would write it otherwise (from 1e21 up,
 * under 1e-6: with an exponent). Lists and creations answer PostgreSQL's text of the values
 * (`custom_text`), so every route writes a value the same way: `1000000000000000000000`, which a
 * client that types integers reads as one everywhere, not also as `1e+21` (a history's changes
 * too).
 */
export function printedAsStored<T>(value: T): T | RawJson {
  return typeof value === 'number' && String(value).includes('e')
    ? new RawJson(plainDecimal(value))
    : value;
}

/** Each list of active fields' presentation (`customValuesPresenter`). */
const presenters = new WeakMap<
  readonly CustomFieldDefinition[],
  (stored: Record<string, CustomValue> | null | undefined) => PresentedCustomValues
>();

/**
 * The order of a jsonb object's keys, which PostgreSQL keeps: shorter first, then by their bytes.
 * A list's statement presents `custom` as jsonb (`presentedCustomOf`), so one contact's answer
 * orders its keys the same way, and a client sees one order wherever a contact comes from.
 */
export function jsonbKeyOrder(a: string, b: string): number {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length - right.length || Buffer.compare(left, right);
}

/**
 * How contacts present their values of the active `fields` (`customFieldsOf`): each key in
 * jsonb's order (`jsonbKeyOrder`; the fields' `position` is their order), null when unset, each value as stored, which is its type's form already (a
 * datetime in ISO 8601 UTC with `Z`): a key's name never changes a value (a text under `met_at`
 * stays text; the contact presenter marks contacts for the UTC walk to step over). Made once per
 * list of fields. Each contact's object starts as a copy of one with every key null, so all of
 * them share one shape, made in one step, which `JSON.stringify` reads faster than objects grown
 * key by key.
 */
export function customValuesPresenter(
  fields: readonly CustomFieldDefinition[],
): (stored: Record<string, CustomValue> | null | undefined) => PresentedCustomValues {
  let present = presenters.get(fields);
  if (!present) {
    const keys = fields.map((f) => f.key).sort(jsonbKeyOrder);
    const numbers = fields.filter((f) => f.type === 'number').map((f) => f.key);
    const unset: PresentedCustomValues = Object.fromEntries(keys.map((key) => [key, null]));
    present = (stored) => {
      const custom = { ...unset };
      if (!stored) return custom;
      for (let i = 0; i < keys.length; i++) custom[keys[i]] = stored[keys[i]] ?? null;
      for (const key of numbers) custom[key] = printedAsStored(stored[key] ?? null);
      return custom;
    };
    presenters.set(fields, present);
  }
  return present;
}

/**
 * The set of keys of the custom values `json` (a jsonb SQL expression) as one uuid: the md5 of
 * its keys in jsonb's order, which is the same for every object with those keys, whatever their
 * values or the order they were written in. `contacts.custom_keys` keeps it for each contact's
 * values; a page's statement compares it with the active fields' (`contactColumns`).
 */
export function customKeySetSql(json: string): string {
  return `md5(jsonb_path_query_array(${json}, '$.keyvalue().key')::text)::uuid`;
}

/** What `contacts.custom_text` keeps: the custom values as PostgreSQL writes them out. */
export const CUSTOM_TEXT_EXPRESSION = 'custom::text';
/** What `contacts.custom_keys` keeps: the set of the custom values' keys (`customKeySetSql`). */
export const CUSTOM_KEYS_EXPRESSION = customKeySetSql('custom');

/**
 * The custom fields of a workspace as a page's statement presents them (`contactColumns`):
 * every active key null, and the archived keys.
 */
export interface PresentedCustom {
  readonly archived: readonly string[];
  /** A JSON object of every active key, null: its keys are the active ones. */
  readonly unset: string;
}

/** Each list of definitions' statement presentation (`presentedCustomOf`); null where none. */
const presentedInStatements = new WeakMap<
  readonly CustomFieldDefinition[],
  PresentedCustom | null
>();

/**
 * How PostgreSQL presents the custom values of the workspace's contacts as
 * `customValuesPresenter` does; undefined where no field is active (every contact's object is
 * empty, nothing to present).
 */
export function presentedCustomOf(workspace: {
  readonly custom_fields?: readonly CustomFieldDefinition[];
}): PresentedCustom | undefined {
  const definitions = workspace.custom_fields;
  if (!definitions || definitions.length === 0) return undefined;
  let presented = presentedInStatements.get(definitions);
  if (presented === undefined) {
    const active = customFieldsOf(workspace);
    presented =
      active.length === 0
        ? null
        : {
            archived: definitions.filter((f) => f.archived_at !== null).map((f) => f.key),
            unset: JSON.stringify(Object.fromEntries(active.map((f) => [f.key, null]))),
          };
    presentedInStatements.set(definitions, presented);
  }
  return presented ?? undefined;
}
