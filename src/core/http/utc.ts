import { StreamableFile } from '@nestjs/common';
/*
 * The forms of a calendar date and of a datetime, as regular expression sources: `isCalendarDate`
 * and `isIsoDateTime` check with them, and the contact body schema publishes them as JSON Schema
 * patterns, so the two read the same values. Each range is in the form itself (February 29th in
 * leap years only, 23:59 at the latest, offsets up to 23:59:59), and the years are PostgreSQL's,
 * from 0001. An offset to the second is how PostgreSQL writes an instant before a zone's
 * standard time in a session of that zone (local mean time: `1850-01-01 19:03:58-04:56:02`).
 */
const YEAR = '(?:000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})';
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
/** Years divisible by 4, except centuries not divisible by 400. */
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,9})?)?';
const OFFSET = '(?:[Zz]|[+-](?:[01]\\d|2[0-3])(?::?[0-5]\\d|:[0-5]\\d:[0-5]\\d)?)';

/** A calendar date, `YYYY-MM-DD`, of a year from 0001 to 9999. */
export const CALENDAR_DATE_FORM = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;
/**
 * An ISO 8601 datetime: a calendar date, `T` or a space, the time to the minute, second or
 * nanosecond, and an offset or none (UTC): `2026-11-22T09:30:00Z`, `2026-11-22 09:30`,
 * `2026-11-22T11:30:00.5+02:00`, `1850-01-01 19:03:58-04:56:02`.
 */
export const ISO_DATETIME_FORM = `${CALENDAR_DATE_FORM}[Tt ]${TIME}${OFFSET}?`;

const CALENDAR_DATE = new RegExp(`^${CALENDAR_DATE_FORM}$`);
const ISO_DATETIME = new RegExp(`^${ISO_DATETIME_FORM}$`);
/**
 * The form `toISOString` writes, and reads give timestamps in (`isoUtc`), which `Date` reads as
 * it is: the common case, read without taking it apart.
 */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The parts of a datetime of ISO_DATETIME_FORM (which holds their ranges). */
const PARTS =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):?(\d{2})?(?::(\d{2}))?)?$/i;

/**
 * Reads a stored or incoming datetime as UTC. The spec's rule: a value without a zone is UTC,
 * and every comparison with "now" happens after this conversion. An incoming one is checked by
 * `isIsoDateTime` first; one of its form is read from its parts (the milliseconds of a finer
 * fraction, as `Date` keeps them), never by `Date`'s own reading of text, which takes some forms
 * as local time and refuses others (`T09:30+02`). Other text is left to `Date`.
 */
export function asUtc(value: Date | string): Date {
  if (value instanceof Date) return value;
  const text = value.trim();
  if (ISO_UTC.test(text) || !ISO_DATETIME.test(text)) return new Date(text);
  const [, year, month, day, hour, minute, second, fraction, sign, ...offsetParts] =
    PARTS.exec(text)!;
  const at = new Date(0);
  // Set apart, as Date.UTC reads years below 100 as 19xx.
  at.setUTCFullYear(+year, +month - 1, +day);
  at.setUTCHours(+hour, +minute, +(second ?? 0), +(fraction ?? '').padEnd(3, '0').slice(0, 3));
  // Hours, minutes and seconds of the offset, each absent ones 0.
  const offsetSeconds = offsetParts.reduce((sum, part) => sum * 60 + +(part ?? 0), 0);
  const offset = sign ? (sign === '-' ? -1 : 1) * offsetSeconds : 0;
  return new Date(at.getTime() - offset * 1000);
}

/**
 * Whether `value` is an ISO 8601 datetime, with or without an offset, that names a real instant
 * (ISO_DATETIME_FORM): a day of the calendar (PostgreSQL's, from year 1) and a time of that day,
 * never one `Date` would roll over.
 */
export function isIsoDateTime(value: string): boolean {
  return ISO_DATETIME.test(value);
}

/** Whether `value` is a calendar date, `YYYY-MM-DD`, of a year from 0001 to 9999. */
export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value);
}

/**
 * The first and the last instant whose ISO 8601 form (`toISOString`) has a four-digit year,
 * which PostgreSQL reads back: a datetime kept as text (a custom value) is one of them. Outside,
 * `toISOString` writes `+010000-01-01T...` or `0000-12-31T...` (1 BC), which PostgreSQL refuses.
 */
export const FIRST_FOUR_DIGIT_YEAR_INSTANT = new Date('0001-01-01T00:00:00.000Z');
export const LAST_FOUR_DIGIT_YEAR_INSTANT = new Date('9999-12-31T23:59:59.999Z');

/** What an instant outside the years 0001 to 9999 UTC given as `name` is refused with. */
export const OUT_OF_YEARS = (name: string) => `${name} must fall in the years 0001 to 9999 (UTC)`;

/** Whether `at` falls in years 0001 to 9999 UTC: see FIRST_FOUR_DIGIT_YEAR_INSTANT. */
export function hasFourDigitYear(at: Date): boolean {
  const ms = at.getTime();
  return (
    ms >= FIRST_FOUR_DIGIT_YEAR_INSTANT.getTime() && ms <= LAST_FOUR_DIGIT_YEAR_INSTANT.getTime()
  );
}

/** Fields whose string values are datetimes even when a raw query hands them back as text. */
export function isDateTimeKey(key: string): boolean {
  return key.endsWith('_at') || key === 'scheduled_for';
}

/**
 * A string field as the walk below leaves it: under a datetime key, a datetime not yet in ISO
 * 8601 UTC with `Z` is rewritten so; anything else stays. For a presenter that marks its records
 * with `utcRecord` and so applies the rule itself.
 */
export function utcFieldValue(key: string, value: string): string {
  return !value.endsWith('Z') && isDateTimeKey(key) && isIsoDateTime(value)
    ? asUtc(value).toISOString()
    : value;
}

/** What `utcRecord` marks a record with: an own symbol, which JSON and `for...in` ignore. */
const UTC_RECORD = Symbol('datetimes in UTC');

/**
 * Marks `record` as holding its datetimes, at every depth, as the walk would leave them (its
 * maker applied `utcFieldValue` to every string under a datetime key): the walk then steps over
 * it, and over all it holds, without reading a field. The contact presenter marks each contact,
 * so a page of contacts with their custom values costs the walk one check a contact.
 */
export function utcRecord<T extends object>(record: T): T {
  (record as { [UTC_RECORD]?: true })[UTC_RECORD] = true;
  return record;
}

/**
 * Makes every datetime in a response body ISO 8601 UTC with a `Z` suffix, in place: `Date`s
 * already serialise that way (`toJSON`), so only strings under datetime keys that are not yet in
 * that form (text handed back by a raw query, with no zone or another offset) are rewritten. No
 * copy of the body is made. It visits every field of every response, so it is kept cheap: a
 * `for...in` walk (no key array per object) that steps over `Date`s without a call, checks the
 * last character of a string before its key, and skips the own-key check on object literals
 * (every presenter's output), whose keys are all their own (bench/README.md has the figures), and
 * steps over records their maker marked as already normalised (`utcRecord`).
 */
export function normalizeDateTimes(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) normalizeIn(value);
  return value;
}

function normalizeIn(value: object): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' && item !== null) normalizeIn(item);
    }
    return;
  }
  if ((value as { [UTC_RECORD]?: true })[UTC_RECORD] === true) return;
  const literal = Object.getPrototypeOf(value) === Object.prototype;
  if (!literal && !isWalkable(value)) return;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!literal && !Object.hasOwn(record, key)) continue;
    const field = record[key];
    if (typeof field === 'string') {
      if (!field.endsWith('Z') && isDateTimeKey(key) && isIsoDateTime(field)) {
        record[key] = asUtc(field).toISOString();
      }
    } else if (typeof field === 'object' && field !== null) {
      normalizeIn(field);
    }
  }
}

function isWalkable(value: object): boolean {
  // Dates serialise themselves; buffers, collections and streamed files are not response records.
  return (
    !(value instanceof Date) &&
    !Buffer.isBuffer(value) &&
    !(value instanceof Map) &&
    !(value instanceof Set) &&
    !(value instanceof StreamableFile)
  );
}
