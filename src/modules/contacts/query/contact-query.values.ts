import { compareDecimals, decimalOf } from '../decimal-text.js';
import type { DormancySpec } from '../dormancy.js';
import { isUUID } from 'class-validator';
import {
  addDays,
  dateAt,
  formatDate,
  parseCalendarDate,
  startOfDay,
  zoneOrUtc,
} from '../../../calendar/calendar.js';
import { isStorableText } from '../../../database/storable-text.js';
import { ValidationProblem } from '../../../core/http/problem.js';
import { lengthWithin } from '../../../core/http/text-length.js';
import { asUtc, hasFourDigitYear, isIsoDateTime, OUT_OF_YEARS } from '../../../core/http/utc.js';
import { CURRENCY_CODES } from '../custom-values.js';
import { phoneDigitForms, phoneDigits } from '../phone-key.js';
import type { QueryField } from './contact-query.fields.js';
import {
  MAX_FILTER_TEXT,
  MAX_LIST_VALUES,
  MAX_SPAN_DAYS,
  type Operator,
  shapeOf,
  spanDays,
} from './contact-query.rules.js';
import type { Comparison, QueryCondition, QueryNode, QueryValue } from './contact-query.tree.js';
import { keptText } from '../../../core/http/kept-text.js';

/*
 * A condition's value, read and resolved: from a query string (text, lists comma-separated) or a
 * JSON body (typed, lists as arrays), checked against its field, `me` made the caller, and
 * relative spans and calendar dates made instants in the workspace's time zone. Both sources
 * give the same condition for the same filter.
 */

/** What resolving a value needs to know of the request. */
export interface QueryContext {
  readonly now: Date;
  /** The workspace's time zone: where days start. */
  readonly timezone: string;
  /** Who asks: what `me` stands for. */
  readonly userId: string;
  /** The workspace's dormancy rule as of `now`, as SQL writes it (`dormancySpec`). */
  readonly dormancy: DormancySpec;
  /** The workspace's `default_region`: where a phone without its country code is read. */
  readonly region: string;
}

/** Where a value comes from: a query string's text, or a body's JSON. */
export type ValueSource = 'query' | 'body';

/**
 * The most digits before and after the point of a number in a query string: as many as the API
 * writes out for a number (a plain decimal, as PostgreSQL prints a numeric), so a value answered
 * is a value a filter takes, as in a body. 1.79e308 has 309 digits before the point; after it, a
 * double's first digit is at most the 324th (5e-324) and it has at most 17, so 340.
 */
const MAX_WHOLE_DIGITS = 309;
const MAX_DECIMALS = 340;

/** A number in a query string: a decimal, with an exponent if given (1e308). */
const NUMBER = new RegExp(
  `^-?\\d{1,${MAX_WHOLE_DIGITS}}(?:\\.\\d{1,${MAX_DECIMALS}})?(?:e[+-]?\\d{1,3})?$`,
  'i',
);

/** The condition `field op raw`, or the 422 naming `path`. */
export function conditionOf(
  field: QueryField,
  op: Operator,
  raw: unknown,
  source: ValueSource,
  path: string,
  context: QueryContext,
): QueryNode {
  const condition = checkedCondition(field, op, raw, source, path, context);
  return isCustomPhone(field) ? onDigits(condition, context.region) : condition;
}

/** A custom phone, whose entries keep its digits alone (migration CustomPhoneDigits). */
function isCustomPhone(field: QueryField): boolean {
  return field.target.from === 'custom' && field.target.field.type === 'phone';
}

/**
 * A condition on a custom phone, on digits: equality takes every way its value's number is
 * written in the workspace's region (`phoneDigitForms`), so "+44 20 7946 0958" finds the
 * contact holding "020 7946 0958" and the other way round; `contains` and `starts_with` take
 * the value's digits.
 */
function onDigits(condition: QueryCondition, region: string): QueryCondition {
  const texts = condition.values.map(String);
  const forms = () => [...new Set(texts.flatMap((text) => phoneDigitForms(text, region)))];
  if (condition.op === 'eq' || condition.op === 'in') {
    return { ...condition, op: 'in', values: forms() };
  }
  if (condition.op === 'neq' || condition.op === 'nin') {
    return { ...condition, op: 'nin', values: forms() };
  }
  // contains, starts_with; is_empty and is_not_empty have no value.
  return { ...condition, values: texts.map(phoneDigits) };
}

function checkedCondition(
  field: QueryField,
  op: Operator,
  raw: unknown,
  source: ValueSource,
  path: string,
  context: QueryContext,
): QueryCondition {
  const read = (value: unknown) => one(field, value, source, path, context);
  switch (shapeOf(op)) {
    case 'none':
      if (raw !== undefined && raw !== true && raw !== '' && raw !== 'true') {
        throw ValidationProblem.of(path, `${path} takes no value (or true)`);
      }
      return { field, op: op as Comparison, values: [] };
    case 'span':
      return span(field, op, raw, path, context);
    case 'list': {
      const items = listOf(raw, source);
      if (!items || items.length === 0 || items.length > MAX_LIST_VALUES) {
        throw ValidationProblem.of(
          path,
          `${path} must be a list of 1 to ${MAX_LIST_VALUES} values${
            source === 'query' ? ', separated by commas' : ''
          }, each ${expected(field)}`,
        );
      }
      return { field, op: op as Comparison, values: [...new Set(items.map(read))] };
    }
    case 'pair': {
      const items = listOf(raw, source);
      // Bounds in reverse order are refused too: they would match nothing, silently.
      const notAPair = () =>
        ValidationProblem.of(
          path,
          `${path} must be two values, the lower bound first${
            source === 'query' ? ', separated by a comma' : ''
          }, each ${expected(field)}`,
        );
      if (!items || items.length !== 2) throw notAPair();
      if (field.kind === 'datetime') {
        const [from, to] = items.map((item) => instantOf(item, path, field, context));
        // Reversed: the upper bound's span ends before the lower's starts (or as it starts).
        if (boundTime(to.until) <= boundTime(from.from)) throw notAPair();
        return { field, op: 'range', values: [from.from, to.until] };
      }
      const [lower, upper] = items.map(read);
      // A number's decimal text compares as the number it names exactly (a query's is kept as
      // written, past a double); a date's (YYYY-MM-DD...) as its day.
      if (
        field.kind === 'number' ? compareDecimals(String(lower), String(upper)) > 0 : lower > upper
      ) {
        throw notAPair();
      }
      return { field, op: 'between', values: [lower, upper] };
    }
    case 'one':
      if (field.kind === 'datetime') return instantCondition(field, op, raw, path, context);
      return { field, op: op as Comparison, values: [read(raw)] };
  }
}

/** A list: a body's array, or a query's text split on commas. */
function listOf(raw: unknown, source: ValueSource): unknown[] | undefined {
  if (source === 'body') return Array.isArray(raw) ? raw : undefined;
  return typeof raw === 'string' ? raw.split(',') : undefined;
}

/** What one value of `field` must be, after the path. */
export function expected(field: QueryField): string {
  switch (field.kind) {
    case 'text':
    case 'search':
      return isCustomPhone(field)
        ? `a phone number: a text of 1 to ${field.maxLength ?? MAX_FILTER_TEXT} characters with a digit`
        : `a text of 1 to ${field.maxLength ?? MAX_FILTER_TEXT} characters`;
    case 'number': {
      const number = field.whole ? 'a whole number' : 'a number';
      return field.min === undefined || field.max === undefined
        ? number
        : `${number} from ${field.min} to ${field.max}`;
    }
    case 'datetime':
      return 'an ISO 8601 datetime or a date, YYYY-MM-DD';
    case 'date':
      return 'a date, YYYY-MM-DD';
    case 'choice':
    case 'list':
      // The currency codes are too many to list; a workspace's own choices (a select's options,
      // stages) are listed however many it has.
      return field.choices === undefined
        ? `a text of 1 to ${field.maxLength ?? MAX_FILTER_TEXT} characters`
        : field.choices === CURRENCY_CODES
          ? `one of the ${field.choices.length} codes (ISO 4217)`
          : `one of: ${field.choices.join(', ')}`;
    case 'user':
      return "a member's id (a UUID) or me";
    case 'boolean':
      return 'true or false';
  }
}

/** One value of `field`: checked, normalised as the statement compares it. */
function one(
  field: QueryField,
  raw: unknown,
  source: ValueSource,
  path: string,
  context: QueryContext,
): QueryValue {
  const value = oneOrUndefined(field, raw, source, context);
  if (value === undefined) throw ValidationProblem.of(path, `${path} must be ${expected(field)}`);
  return value;
}

function oneOrUndefined(
  field: QueryField,
  raw: unknown,
  source: ValueSource,
  context: QueryContext,
): QueryValue | undefined {
  switch (field.kind) {
    case 'text':
    case 'search': {
      if (typeof raw !== 'string' || !isStorableText(raw)) return undefined;
      // Kept as a written text is (keptText), so it matches the text in either spelling.
      const text = keptText(raw);
      const max = field.maxLength ?? MAX_FILTER_TEXT;
      if (isCustomPhone(field) && phoneDigits(text) === '') return undefined;
      return lengthWithin(text, 1, max) ? text : undefined;
    }
    case 'number':
      return numberOf(raw, source, field);
    case 'date':
      return typeof raw === 'string' && parseCalendarDate(raw) ? `${raw}T00:00:00.000Z` : undefined;
    case 'datetime':
      // Resolved by instantOf, which knows the bound it makes.
      return undefined;
    case 'choice':
    case 'list': {
      if (typeof raw !== 'string' || !isStorableText(raw)) return undefined;
      if (field.choices !== undefined) return field.choices.includes(raw) ? raw : undefined;
      const max = field.maxLength ?? MAX_FILTER_TEXT;
      return lengthWithin(raw, 1, max) ? raw : undefined;
    }
    case 'user':
      if (raw === 'me') return context.userId.toLowerCase();
      return typeof raw === 'string' && isUUID(raw) ? raw.toLowerCase() : undefined;
    case 'boolean':
      if (source === 'body') return typeof raw === 'boolean' ? raw : undefined;
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
  }
}

/**
 * A number as its decimal text: a JSON number from a body, decimal text from a query. Only one
 * the field can hold, so its column reads it: whole for a whole field, within its bounds. A
 * query's number that a double does not keep as written (more digits than it has, or below its
 * least normal, 1e-400) is compared as written, exactly, where the field holds any number: read
 * as a double it would match contacts holding another (10.0000000000000001 as 10).
 */
function numberOf(raw: unknown, source: ValueSource, field: QueryField): string | undefined {
  let value: number;
  if (source === 'body') {
    if (typeof raw !== 'number' || !Number.isFinite(raw)) return undefined;
    value = raw;
  } else {
    if (typeof raw !== 'string' || !NUMBER.test(raw)) return undefined;
    value = Number(raw);
    const written = decimalOf(raw);
    if (Number.isFinite(value) && decimalOf(String(value)) !== written) {
      return field.whole ? undefined : written;
    }
  }
  // Any finite number, as a number field holds them: PostgreSQL reads an exponent (1e+21).
  if (!Number.isFinite(value) || (field.whole && !Number.isSafeInteger(value))) return undefined;
  if (value < (field.min ?? -Infinity) || value > (field.max ?? Infinity)) return undefined;
  return String(value);
}

/**
 * A datetime filter's value as the span it names, from its first instant until the next span's:
 * a date is its day in the workspace's time zone; a datetime its millisecond, as the API writes
 * instants, so a value answered matches the contact it was read from though PostgreSQL keeps
 * microseconds.
 */
function instantOf(
  raw: unknown,
  path: string,
  field: QueryField,
  context: QueryContext,
): { from: string; until: string } {
  if (typeof raw === 'string') {
    const date = parseCalendarDate(raw);
    const zone = zoneOrUtc(context.timezone);
    const at = isIsoDateTime(raw) ? asUtc(raw) : undefined;
    // A datetime lies in the years ISO 8601 and PostgreSQL write with four digits, as a date
    // does. A span's bound past them (the millisecond or day after 9999-12-31, the start of
    // 0001-01-01 east of UTC) is PostgreSQL's infinity: no instant stored lies beyond it, so the
    // span matches the same contacts, and `lt 9999-12-31` is answered rather than refused.
    const span = date
      ? [startOfDay(date, zone), startOfDay(addDays(date, 1), zone)]
      : at && hasFourDigitYear(at)
        ? [at, new Date(at.getTime() + 1)]
        : undefined;
    if (span)
      return { from: spanBound(span[0], '-infinity'), until: spanBound(span[1], 'infinity') };
    // A datetime past those years: said so, as a write of one is.
    if (at) throw ValidationProblem.of(path, OUT_OF_YEARS(path));
  }
  throw ValidationProblem.of(path, `${path} must be ${expected(field)}`);
}

/** A span's bound as PostgreSQL reads it: its ISO text, or `beyond` past the four-digit years. */
function spanBound(at: Date, beyond: 'infinity' | '-infinity'): string {
  return hasFourDigitYear(at) ? at.toISOString() : beyond;
}

/** A span bound's instant, infinities included, to order two of them. */
function boundTime(bound: string): number {
  if (bound === 'infinity') return Infinity;
  if (bound === '-infinity') return -Infinity;
  return new Date(bound).getTime();
}

/**
 * `gt`, `gte`, `lt`, `lte` on a datetime, on the bounds of its span: a span is passed after its
 * last instant and lasts until the next one starts. Each stays one comparison of the column, which
 * its index serves.
 */
function instantCondition(
  field: QueryField,
  op: Operator,
  raw: unknown,
  path: string,
  context: QueryContext,
): QueryCondition {
  const { from, until } = instantOf(raw, path, field, context);
  if (op === 'gt') return { field, op: 'gte', values: [until] };
  if (op === 'lte') return { field, op: 'lt', values: [until] };
  return { field, op: op as Comparison, values: [from] };
}

/**
 * `within_last`, `older_than`, `next` as bounds, in calendar days of the workspace's zone:
 * within the last N days is from the start of the day N days ago until now; older than N days
 * is before that start; the next N days is from now through the end of the day N days ahead. A
 * date field compares dates: today and the N days before (or after) it.
 */
function span(
  field: QueryField,
  op: Operator,
  raw: unknown,
  path: string,
  context: QueryContext,
): QueryCondition {
  const days = typeof raw === 'string' ? spanDays(raw) : undefined;
  if (days === undefined) {
    throw ValidationProblem.of(
      path,
      `${path} must be a number of days or weeks, such as 7d or 2w, of at most ${MAX_SPAN_DAYS} days`,
    );
  }
  const zone = zoneOrUtc(context.timezone);
  const today = dateAt(context.now, zone);
  if (field.kind === 'date') {
    const day = (offset: number) => `${formatDate(addDays(today, offset))}T00:00:00.000Z`;
    if (op === 'within_last') return { field, op: 'between', values: [day(-days), day(0)] };
    if (op === 'older_than') return { field, op: 'lt', values: [day(-days)] };
    return { field, op: 'between', values: [day(0), day(days)] };
  }
  const now = context.now.toISOString();
  const start = (offset: number) => startOfDay(addDays(today, offset), zone).toISOString();
  if (op === 'within_last') return { field, op: 'between', values: [start(-days), now] };
  if (op === 'older_than') return { field, op: 'lt', values: [start(-days)] };
  return { field, op: 'range', values: [now, start(days + 1)] };
}
