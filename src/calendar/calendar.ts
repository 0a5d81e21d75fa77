/*
 * Calendar maths in a workspace's time zone, in one place: which zones the service accepts,
 * the calendar date at an instant, where a day starts and the same wall-clock time some days
 * later. Days are calendar days of the zone, so one is 23 or 25 hours long across a
 * daylight-saving change; `DAY_MS` is a fixed 24-hour period, for rules that count those.
 * Functions taking a zone expect one `isTimeZone` accepts (`zoneOrUtc` makes sure of it).
 */

import { isCalendarDate } from '../core/http/utc.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A calendar date: year, month (1-12) and day of the month. */
export interface CalendarDate {
  y: number;
  m: number;
  d: number;
}

/** `YYYY-MM-DD` of a year from 0001 to 9999 (`isCalendarDate`) as a date, else null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  if (!isCalendarDate(text)) return null;
  return { y: Number(text.slice(0, 4)), m: Number(text.slice(5, 7)), d: Number(text.slice(8, 10)) };
}

/**
 * `Date.UTC` for every year: `Date.UTC` reads a year from 0 to 99 as 1900 to 1999. A day or
 * hour past its month's or day's end rolls over, as with `Date.UTC`.
 */
function utcMs(y: number, monthIndex: number, d: number, h = 0, min = 0, s = 0): number {
  const t = new Date(0);
  t.setUTCFullYear(y, monthIndex, d);
  t.setUTCHours(h, min, s, 0);
  return t.getTime();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock formatter of a zone; throws a RangeError for a zone the runtime does not know. */
function formatter(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, f);
  }
  return f;
}

/** Whether the runtime knows `zone` as a time zone: the zones every function here can use. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** `timezone` when the runtime knows it, else UTC, so a calendar answer never fails on a zone. */
export function zoneOrUtc(timezone: string): string {
  return isTimeZone(timezone) ? timezone : 'UTC';
}

/** The wall clock in `timezone` at `instant`, read as if it were UTC, in ms (whole seconds). */
function wallClockMs(instant: number, timezone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timezone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return utcMs(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The zone's offset from UTC at `instant`, in ms (east positive). */
function offsetMs(instant: number, timezone: string): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return wallClockMs(whole, timezone) - whole;
}

/** The offsets in force within a day of `wall` (a wall-clock time read as UTC), each once. */
function offsetsAround(wall: number, timezone: string): number[] {
  return [...new Set([-DAY_MS, 0, DAY_MS].map((shift) => offsetMs(wall + shift, timezone)))];
}

/** The calendar date in `timezone` at `instant`. */
export function dateAt(instant: Date | number, timezone: string): CalendarDate {
  const wall = new Date(
    wallClockMs(typeof instant === 'number' ? instant : instant.getTime(), timezone),
  );
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate() };
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const t = new Date(utcMs(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** `YYYY-MM-DD`. */
export function formatDate(date: CalendarDate): string {
  return `${String(date.y).padStart(4, '0')}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;
}

function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.y === b.y && a.m === b.m && a.d === b.d;
}

/**
 * The first instant of a calendar day in `timezone`. Usually local midnight; when midnight is
 * skipped by a daylight-saving jump it is the instant of the jump, and when midnight happens
 * twice it is the first one. The offsets in force around the day are the only candidates.
 */
export function startOfDay(date: CalendarDate, timezone: string): Date {
  const wall = utcMs(date.y, date.m - 1, date.d);
  let first: number | undefined;
  for (const offset of offsetsAround(wall, timezone)) {
    const candidate = wall - offset;
    if (!sameDate(dateAt(candidate, timezone), date)) continue;
    if (first === undefined || candidate < first) first = candidate;
  }
  return new Date(first ?? wall - offsetMs(wall, timezone));
}

/**
 * The same wall-clock time in `timezone`, `days` calendar days after `instant` (to the
 * millisecond), so 9:30 stays 9:30 across a daylight-saving change. A time skipped by a change
 * (02:30 on the spring-forward night) moves on by the gap; a time that happens twice is the
 * first one.
 */
export function addCalendarDays(instant: Date, days: number, timezone: string): Date {
  // No days is the instant itself: in a time that happens twice, its second occurrence would
  // otherwise become the first, an hour earlier (a sequence's day-0 step due before it began).
  if (days === 0) return new Date(instant.getTime());
  const start = instant.getTime();
  const wall = start + offsetMs(start, timezone) + days * DAY_MS;
  const offsets = offsetsAround(wall, timezone);
  const valid = offsets.map((o) => wall - o).filter((at) => wall - offsetMs(at, timezone) === at);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a gap: the offset in force before it (the smaller one) lands just after the gap.
  return new Date(wall - Math.min(...offsets));
}
