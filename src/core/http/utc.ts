import { StreamableFile } from '@nestjs/common';
/** An ISO-like datetime that names no zone: `2026-11-22 09:30:00` or `2026-11-22T09:30:00.123`. */
const ZONELESS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;
/** Year, month, day, hour, minute and second of either shape, whose ranges the shapes leave open. */
const PARTS = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/i;

/**
 * Reads a stored or incoming datetime as UTC. The spec's rule: a value without a zone is UTC,
 * and every comparison with "now" happens after this conversion. An incoming one is checked by
 * `isIsoDateTime` first: `Date` rolls an impossible one over (February 30th to March 2nd).
 */
export function asUtc(value: Date | string): Date {
  if (value instanceof Date) return value;
  const text = value.trim();
  if (ZONELESS.test(text)) return new Date(`${text.replace(' ', 'T')}Z`);
  return new Date(text);
}

/**
 * Whether `value` is an ISO 8601 datetime, with or without an offset, that names a real instant:
 * a day of the calendar (PostgreSQL's, from year 1) and a time of that day, never one `Date`
 * would roll over.
 */
export function isIsoDateTime(value: string): boolean {
  return (
    (ZONELESS.test(value) || WITH_ZONE.test(value)) &&
    isRealInstant(value) &&
    !Number.isNaN(asUtc(value).getTime())
  );
}

/** Whether the date and time of a text of either shape are in their ranges. */
function isRealInstant(text: string): boolean {
  const match = PARTS.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    (day <= 28 || day <= daysInMonth(year, month)) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; set apart, as Date.UTC reads years
  // below 100 as 19xx.
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
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
