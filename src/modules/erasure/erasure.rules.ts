import {
  type CountryCode,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
// The numbering metadata as a module, as phone-key.ts reads it.
import metadata from 'libphonenumber-js/min/metadata';
import { problemBody } from '../../core/http/problem-details.filter.js';
import { ErasedAnswerProblem } from '../../core/idempotency/idempotency.problems.js';
import type {
  CustomFieldDefinition,
  CustomFieldType,
} from '../../tenancy/custom-field-definition.js';
import { isPhoneRegion } from '../contacts/phone-key.js';
import { CUSTOM_PREFIX } from '../contacts/query/contact-query.rules.js';

/** What an erased value becomes wherever a copy of it is scrubbed. */
export const ERASED = '[erased]';

/** What a replay of an answer that held an erased contact answers instead: 410 as problem details. */
export const ERASED_ANSWER = {
  status: 410,
  contentType: 'application/problem+json; charset=utf-8',
  body: JSON.stringify(problemBody(new ErasedAnswerProblem())),
} as const;

/** A regular expression's special characters, escaped (PostgreSQL's ARE syntax). */
function quoted(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * How a value is written where an erasure looks for it: as it is in text, as it is inside JSON
 * text, or as PostgreSQL's `escape` encoding shows the UTF-8 bytes of a file (`encode(bytes,
 * 'escape')`: a byte with the high bit set, or zero, as a backslash and three octal digits; a
 * backslash doubled).
 */
export type ErasureForm = 'text' | 'json' | 'bytes';

function written(value: string, form: ErasureForm): string {
  if (form === 'json') return JSON.stringify(value).slice(1, -1);
  if (form === 'text') return value;
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      byte === 0 || byte >= 0x80
        ? `\\${byte.toString(8).padStart(3, '0')}`
        : byte === 0x5c
          ? '\\\\'
          : String.fromCharCode(byte),
    )
    .join('');
}

/** What an erasure knows of the person: what ties a copy to it, and what a tied copy loses. */
export interface ErasedPerson {
  /** Its e-mails (its own and its custom e-mail fields'): now and as its history shows them. */
  emails: readonly string[];
  /** Its phones (its own and its custom phone fields') as written, now and before. */
  phones: readonly string[];
  /** The numbers among them, as `phone_key` keys them (E.164). */
  phoneKeys: readonly string[];
  /** Its first and last name. */
  names: readonly string[];
}

/**
 * The distinct values of `values` that are not blank, nor what an earlier erasure left of a value
 * (a history's or merge record's "[erased]"): that text is no one's, and as a tie it would take
 * every copy an earlier erasure scrubbed for this person's.
 */
function present(values: readonly (string | null)[]): string[] {
  return [
    ...new Set(
      values.filter((v): v is string => v !== null && v.trim() !== '' && !v.includes(ERASED)),
    ),
  ];
}

/**
 * Where a contact keeps e-mails and phones, by the name its history gives each change: its own
 * `email` and `phone`, and `custom.<key>` of its custom fields of those types (archived ones
 * too: their values stay stored).
 */
export interface TieFields {
  email: readonly string[];
  phone: readonly string[];
}

export function tieFields(
  customFields: readonly Pick<CustomFieldDefinition, 'key' | 'type'>[],
): TieFields {
  const of = (type: 'email' | 'phone') => [
    type,
    ...customFields.filter((f) => f.type === type).map((f) => `${CUSTOM_PREFIX}${f.key}`),
  ];
  return { email: of('email'), phone: of('phone') };
}

/**
 * Custom fields whose value is one thing, not free text, by how such a value of another contact is
 * tied to the person: an e-mail that is one of its e-mails (any case), a phone that is one of its
 * numbers as a whole however written, a URL that holds its e-mail or number. "[erased]" is no URL,
 * e-mail or phone, so a tied value is removed instead of scrubbed.
 */
export interface WholeValueKeys {
  email: readonly string[];
  phone: readonly string[];
  url: readonly string[];
}

/** The keys of the custom fields (archived ones too) whose tied values go whole. */
export function wholeValueKeys(
  customFields: readonly Pick<CustomFieldDefinition, 'key' | 'type'>[],
): WholeValueKeys {
  const of = (type: CustomFieldType) =>
    customFields.filter((f) => f.type === type).map((f) => f.key);
  return { email: of('email'), phone: of('phone'), url: of('url') };
}

/**
 * The person an erasure scrubs: `contact` as it is, with the e-mails and phones its own history
 * (`earlier`: a change's `from` and `to` of one of the `fields`) shows it had, and the e-mails,
 * phones and names of the duplicates merged into it (`merged`, as their merge records kept
 * them). `keyOf` keys a phone as `phone_key` does in the workspace's region; the contact's own
 * key is as stored.
 */
export function erasedPerson(
  contact: {
    email: string | null;
    phone: string | null;
    phone_key: string | null;
    first_name: string;
    last_name: string | null;
    custom: Readonly<Record<string, unknown>> | null;
  },
  earlier: readonly { field: string; value: string }[],
  keyOf: (phone: string) => string | null,
  fields: TieFields,
  merged: readonly {
    email: string | null;
    phone: string | null;
    first_name: string | null;
    last_name: string | null;
  }[] = [],
): ErasedPerson {
  const valuesOf = (names: readonly string[]) => [
    ...names.map((name) => {
      const value = name.startsWith(CUSTOM_PREFIX)
        ? contact.custom?.[name.slice(CUSTOM_PREFIX.length)]
        : contact[name as 'email' | 'phone'];
      return typeof value === 'string' ? value : null;
    }),
    ...earlier.filter((e) => names.includes(e.field)).map((e) => e.value),
  ];
  const phones = present([...valuesOf(fields.phone), ...merged.map((m) => m.phone)]);
  return {
    emails: present([...valuesOf(fields.email), ...merged.map((m) => m.email)]),
    phones,
    phoneKeys: present([contact.phone_key, ...phones.map(keyOf)]),
    names: present([
      contact.first_name,
      contact.last_name,
      ...merged.flatMap((m) => [m.first_name, m.last_name]),
    ]),
  };
}

/** What may come between the digits of a number as people write it: "+1 (415) 555-0123". */
const NUMBER_SEPARATORS = '[[:space:]()./-]*';

/**
 * What comes before a number written with a country code, "+49 " or "(+49) ": the national
 * digits after it are another country's number, never the person's written without its code.
 */
const AFTER_COUNTRY_CODE = `\\+[0-9]+${NUMBER_SEPARATORS}`;

/**
 * Patterns for the ways a number (its `phone_key`) is written: with its country code ("+1 415
 * 555 0123", "1-415-555-0123", "+44 (0)20 7946 0958" with its trunk prefix) and, when it is of
 * the workspace's `region`, without ("(415) 555-0123", "020 7946 0958"), any separators between
 * the digits, though not after another code ("+49 415 555 0123").
 */
function numberForms(key: string, region: string): string[] {
  const number = parsePhoneNumberFromString(key, metadata);
  if (!number) return [];
  const spaced = (digits: string) => digits.split('').join(NUMBER_SEPARATORS);
  const national = new Set([number.nationalNumber, number.formatNational().replace(/\D/g, '')]);
  const code = number.countryCallingCode;
  const forms = [...national].map((digits) => `\\+?\\(?${spaced(code + digits)}`);
  const local =
    isPhoneRegion(region) && getCountryCallingCode(region as CountryCode, metadata) === code;
  if (local) {
    for (const digits of national) forms.push(`(?<!${AFTER_COUNTRY_CODE})\\(?${spaced(digits)}`);
  }
  return forms;
}

/** The patterns of every number the person had (numberForms). */
function numbersOf(person: ErasedPerson, region: string): string[] {
  return person.phoneKeys.flatMap((key) => numberForms(key, region));
}

/**
 * Where a value starts and ends in text, so it is never taken from inside a longer one: no
 * character of `inside` right before it (in bytes, nor a backslash: the digits of an escape are
 * never a value's), nor what `behind` matches, and nothing `after` matches right after it.
 * A word: no letter, digit or `_` either side ("Ada" leaves "Adam" alone), and no part of an
 * e-mail address ("Smith" leaves john.smith@acme.io alone). An e-mail: nor any other character of
 * an address before it, nor more of a domain after it (smith@acme.io leaves john.smith@acme.io
 * and smith@acme.io.uk alone). A number: no `+` before it either.
 */
const BOUNDS = {
  word: {
    inside: '[:alnum:]_',
    behind: '@[[:alnum:]_.-]*',
    after: '(?![[:alnum:]_]|[[:alnum:]_.+-]*@)',
  },
  email: { inside: '[:alnum:]_.+-', behind: null, after: '(?![[:alnum:]_-]|\\.[[:alnum:]_-])' },
  number: { inside: '[:alnum:]_+', behind: null, after: '(?![[:alnum:]_])' },
} as const;

type Bounded = { bounds: keyof typeof BOUNDS; forms: readonly string[] };

/**
 * A case-insensitive PostgreSQL pattern matching any of the forms as a whole, within its bounds;
 * null when there is nothing to look for.
 */
function anyOf(kinds: readonly Bounded[], form: ErasureForm): string | null {
  const branches = kinds.flatMap(({ bounds, forms }) => {
    if (forms.length === 0) return [];
    const { inside, behind, after } = BOUNDS[bounds];
    const before = `[${form === 'bytes' ? '\\\\' : ''}${inside}]${behind ? `|${behind}` : ''}`;
    // Longest first, so an alternative is never cut short by a shorter one it starts with.
    const sorted = [...forms].sort((a, b) => b.length - a.length);
    return [`(?<!${before})(?:${sorted.join('|')})${after}`];
  });
  return branches.length === 0 ? null : `(?:${branches.join('|')})`;
}

function literals(values: readonly string[], form: ErasureForm): string[] {
  return values.map((value) => quoted(written(value, form)));
}

/** The person's values as a pattern in each form an erasure reads them in. */
export interface ErasurePatterns {
  text: string;
  json: string;
  bytes: string;
}

/**
 * What ties a copy to the person, besides its id. Its e-mail as a whole address and its number
 * (a phone that is one) as a whole number tie whatever holds them, free text included, and so
 * does a field that holds a phone and nothing else when it is that number however written. A
 * phone that is no number ("TBD") and a name alone tie nothing.
 */
export interface ErasureTies {
  /**
   * A JSON path that finds the ties in a document: a string holding its e-mail or number, or a
   * phone field (`phone` at any depth, with its `from` and `to` in a history) that is one of its
   * numbers as a whole. Keys are never read.
   */
  path: string;
  /**
   * What the JSON text of any document the path finds a tie in holds, any case (its e-mails,
   * numbers and phones, unbounded): a quick test that spares reading the others.
   */
  json: string;
  /** Its e-mails and numbers in text; null when it has neither. */
  text: string | null;
  /** The same in a file's bytes (`escape` encoding). */
  bytes: string | null;
  /** Its e-mails, lower-cased: what a field holding one e-mail ties by (any case). */
  emails: readonly string[];
  /** Its numbers as `phone_key` keys them: what a contact's own phone ties by. */
  phoneKeys: readonly string[];
  /** A text that is one of its numbers and nothing else, however written; null without any. */
  wholeNumber: string | null;
}

/** A string as a JSON path writes it. */
function pathString(text: string): string {
  return JSON.stringify(text);
}

export function erasureTies(person: ErasedPerson, region: string): ErasureTies | null {
  const numbers = numbersOf(person, region);
  const found = (form: ErasureForm) =>
    anyOf(
      [
        { bounds: 'email', forms: literals(person.emails, form) },
        { bounds: 'number', forms: numbers },
      ],
      form,
    );
  const text = found('text');
  const clauses = text === null ? [] : [`@ like_regex ${pathString(text)} flag "i"`];
  // A phone that is no number ("n/a", "TBD") ties nothing: other contacts write it too.
  const wholeNumber =
    numbers.length > 0 ? `^[[:space:]]*(?:${numbers.join('|')})[[:space:]]*$` : null;
  if (wholeNumber !== null) {
    clauses.push(`@.phone.** like_regex ${pathString(wholeNumber)} flag "i"`);
  }
  if (clauses.length === 0) return null;
  const json = [...literals(person.emails, 'json'), ...numbers];
  return {
    path: `$.** ? (${clauses.join(' || ')})`,
    json: `(?:${json.join('|')})`,
    text,
    bytes: found('bytes'),
    emails: [...new Set(person.emails.map((email) => email.toLowerCase()))],
    phoneKeys: person.phoneKeys,
    wholeNumber,
  };
}

/** What a tied copy loses: the person's e-mails, phones (as written and as numbers) and names. */
export function erasureValues(person: ErasedPerson, region: string): ErasurePatterns | null {
  const numbers = numbersOf(person, region);
  const values = (form: ErasureForm) =>
    anyOf(
      [
        { bounds: 'email', forms: literals(person.emails, form) },
        { bounds: 'number', forms: numbers },
        { bounds: 'word', forms: literals([...person.phones, ...person.names], form) },
      ],
      form,
    );
  const text = values('text');
  const json = values('json');
  const bytes = values('bytes');
  return text === null || json === null || bytes === null ? null : { text, json, bytes };
}
