import { ValidationProblem } from '../../core/http/problem.js';
import { asUtc, hasFourDigitYear, isIsoDateTime, OUT_OF_YEARS } from '../../core/http/utc.js';
import {
  addDays,
  type CalendarDate,
  dateAt,
  formatDate,
  isTimeZone,
  parseCalendarDate,
  startOfDay,
  zoneOrUtc,
} from '../../calendar/calendar.js';

/*
 * The period of a report. `from` and `to` are each a calendar date (`2026-03-01`, a day in the
 * workspace time zone) or an ISO 8601 datetime (no offset = UTC). A date `from` starts at the
 * beginning of that day; a date `to` includes that whole day; a datetime `to` is exclusive.
 * So `from=2026-03-01&to=2026-03-31` is March, however long its days are.
 */

/** Whether `value` is a calendar date or an ISO 8601 datetime a report accepts as a bound. */
export function isReportBound(value: unknown): value is string {
  return typeof value === 'string' && (parseCalendarDate(value) !== null || isIsoDateTime(value));
}

export interface ReportBounds {
  from?: Date;
  to?: Date;
  /** The IANA zone dates are read in (UTC when the workspace's zone is unknown to this runtime). */
  timezone: string;
}

export interface ReportRange {
  from: Date;
  to: Date;
  timezone: string;
  /**
   * Every calendar date the range touches, in order: none the zone skipped (Pacific/Apia went
   * from 2011-12-29 to 2011-12-31), which holds no instant.
   */
  days: string[];
}

/**
 * The start of a `from` bound, or the (exclusive) end of a `to` bound: an instant of the years
 * 0001 to 9999 in UTC, as every instant the API writes (four digits of year), else refused.
 */
function instant(value: string, side: 'from' | 'to', timezone: string): Date {
  const date = parseCalendarDate(value);
  const at = date ? startOfDay(side === 'from' ? date : addDays(date, 1), timezone) : asUtc(value);
  // Also the (exclusive) end a date `to` makes: the answer writes it as its period's `to`.
  if (!hasFourDigitYear(at)) throw ValidationProblem.of(side, OUT_OF_YEARS(side));
  return at;
}

/** `date`, or the last date `timezone` holds in the years 0001 to 9999 (UTC) when it is later. */
export function noLaterThanHeld(date: CalendarDate, timezone: string): CalendarDate {
  const last = lastDateHeld(timezone);
  return after(date, last) ? last : date;
}

/** `date`, or the first date `timezone` holds in the years 0001 to 9999 (UTC) when it is earlier. */
export function noEarlierThanHeld(date: CalendarDate, timezone: string): CalendarDate {
  const first = firstDateHeld(timezone);
  return after(first, date) ? first : date;
}

function after(a: CalendarDate, b: CalendarDate): boolean {
  return a.y !== b.y ? a.y > b.y : a.m !== b.m ? a.m > b.m : a.d > b.d;
}

/** 9999-12-31, unless its end in `timezone` falls in the year 10000 UTC (zones behind UTC). */
function lastDateHeld(timezone: string): CalendarDate {
  const last = { y: 9999, m: 12, d: 31 };
  return hasFourDigitYear(startOfDay(addDays(last, 1), zoneOrUtc(timezone)))
    ? last
    : addDays(last, -1);
}

/** 0001-01-01, unless its start in `timezone` falls in the year 0 UTC (zones ahead of UTC). */
function firstDateHeld(timezone: string): CalendarDate {
  const first = { y: 1, m: 1, d: 1 };
  return hasFourDigitYear(startOfDay(first, zoneOrUtc(timezone))) ? first : addDays(first, 1);
}

/** Optional bounds, as given; `to` before `from` is 422. */
export function resolveBounds(
  input: { from?: string; to?: string },
  timezone: string,
): ReportBounds {
  const zone = isTimeZone(timezone) ? timezone : 'UTC';
  const from = input.from === undefined ? undefined : instant(input.from, 'from', zone);
  const to = input.to === undefined ? undefined : instant(input.to, 'to', zone);
  // Two dates: the day before `from` ends exactly where `from` starts, yet comes before it.
  const datesReversed =
    input.from !== undefined &&
    input.to !== undefined &&
    parseCalendarDate(input.from) !== null &&
    parseCalendarDate(input.to) !== null &&
    input.to < input.from;
  if ((from && to && to.getTime() < from.getTime()) || datesReversed) {
    throw ValidationProblem.of('to', 'to must not be before from');
  }
  return { from, to, timezone: zone };
}

/**
 * A bounded range: by default the last `defaultDays` calendar days up to the end of today; with
 * only one bound, the other follows from it (`defaultDays` before `to`, or up to the end of
 * today after `from`, an empty range when `from` is later). At most `maxDays` calendar days.
 */
export function resolveRange(
  input: { from?: string; to?: string },
  now: Date,
  timezone: string,
  limits: { defaultDays: number; maxDays: number },
): ReportRange {
  const bounds = resolveBounds(input, timezone);
  const zone = bounds.timezone;
  const endOfToday = startOfDay(addDays(dateAt(now, zone), 1), zone);
  const to =
    bounds.to ??
    (bounds.from && bounds.from.getTime() > endOfToday.getTime() ? bounds.from : endOfToday);
  const lastDay = dateAt(new Date(to.getTime() - 1), zone);
  // A default start before the first date the zone holds (a `to` early in the year 0001) is it.
  const from =
    bounds.from ??
    startOfDay(noEarlierThanHeld(addDays(lastDay, 1 - limits.defaultDays), zone), zone);
  if (to.getTime() < from.getTime()) throw ValidationProblem.of('to', 'to must not be before from');
  const days: string[] = [];
  if (to.getTime() > from.getTime()) {
    const end = formatDate(lastDay);
    for (let day = dateAt(from, zone); ; day = addDays(day, 1)) {
      if (days.length === limits.maxDays) {
        throw ValidationProblem.of('to', `the range may cover at most ${limits.maxDays} days`);
      }
      const date = formatDate(day);
      if (startOfDay(day, zone).getTime() < startOfDay(addDays(day, 1), zone).getTime()) {
        days.push(date);
      }
      if (date === end) break;
    }
  }
  return { from, to, timezone: zone, days };
}
