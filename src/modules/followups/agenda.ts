import { asUtc } from '../../core/http/utc.js';

/*
 * The agenda rule, in one place. An open follow-up is
 *   overdue  when scheduled_for < now (anything past due, including earlier today),
 *   today    when now <= scheduled_for < the end of today,
 *   upcoming when the end of today <= scheduled_for < the end of the `days`-th day after today,
 * where "today" and the days after it are calendar days in the workspace time zone (so a
 * day is 23 or 25 hours long across a daylight-saving change). Anything later is not on the
 * agenda. Stored values without a zone are read as UTC first.
 */

export const AGENDA_BUCKETS = ['overdue', 'today', 'upcoming'] as const;
export type AgendaBucket = (typeof AGENDA_BUCKETS)[number];

export interface AgendaWindow {
  readonly now: Date;
  /** The IANA zone actually used (UTC when the workspace's zone is unknown to this runtime). */
  readonly timezone: string;
  /** Today's calendar date in that zone, `YYYY-MM-DD`. */
  readonly date: string;
  readonly todayStart: Date;
  readonly todayEnd: Date;
  readonly upcomingEnd: Date;
}

interface CalendarDate {
  y: number;
  m: number;
  d: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

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

export function isKnownTimeZone(timezone: string): boolean {
  try {
    formatter(timezone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timezone` at `instant`, read as if it were UTC, in ms. */
function wallClockMs(instant: number, timezone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timezone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The zone's offset from UTC at `instant`, in ms (east positive). */
export function offsetMs(instant: number, timezone: string): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return wallClockMs(whole, timezone) - whole;
}

function calendarDate(instant: number, timezone: string): CalendarDate {
  const wall = new Date(wallClockMs(instant, timezone));
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate() };
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
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
  const wall = Date.UTC(date.y, date.m - 1, date.d);
  const offsets = new Set([-DAY_MS, 0, DAY_MS].map((shift) => offsetMs(wall + shift, timezone)));
  let first: number | undefined;
  for (const offset of offsets) {
    const candidate = wall - offset;
    if (!sameDate(calendarDate(candidate, timezone), date)) continue;
    if (first === undefined || candidate < first) first = candidate;
  }
  return new Date(first ?? wall - offsetMs(wall, timezone));
}

/** The boundaries of the agenda at `now` for a workspace in `timezone`, `days` ahead. */
export function agendaWindow(now: Date, timezone: string, days: number): AgendaWindow {
  const zone = isKnownTimeZone(timezone) ? timezone : 'UTC';
  const today = calendarDate(now.getTime(), zone);
  const date = `${today.y}-${String(today.m).padStart(2, '0')}-${String(today.d).padStart(2, '0')}`;
  const bounds = dayBounds(today, date, zone, days);
  return {
    now,
    timezone: zone,
    date,
    todayStart: new Date(bounds.todayStart),
    todayEnd: new Date(bounds.todayEnd),
    upcomingEnd: new Date(bounds.upcomingEnd),
  };
}

interface DayBounds {
  todayStart: number;
  todayEnd: number;
  upcomingEnd: number;
}

/**
 * The day boundaries of a calendar date in a zone, computed once per (zone, date, days): they
 * take up to 18 time-zone conversions (~170 us, a few percent of an agenda request) and are the
 * same for every request of that day. Kept as numbers, so no caller can change a shared Date.
 */
const boundsByDay = new Map<string, DayBounds>();
const MAX_CACHED_DAYS = 1_000;

function dayBounds(today: CalendarDate, date: string, zone: string, days: number): DayBounds {
  const key = `${zone}|${date}|${days}`;
  let bounds = boundsByDay.get(key);
  if (!bounds) {
    // Yesterday's entries are never read again; dropping everything now and then bounds the map.
    if (boundsByDay.size >= MAX_CACHED_DAYS) boundsByDay.clear();
    bounds = {
      todayStart: startOfDay(today, zone).getTime(),
      todayEnd: startOfDay(addDays(today, 1), zone).getTime(),
      upcomingEnd: startOfDay(addDays(today, days + 1), zone).getTime(),
    };
    boundsByDay.set(key, bounds);
  }
  return bounds;
}

/** Which bucket an open follow-up falls in, or null when it is beyond the window. */
export function agendaBucket(
  scheduledFor: Date | string,
  window: AgendaWindow,
): AgendaBucket | null {
  const at = asUtc(scheduledFor).getTime();
  if (at < window.now.getTime()) return 'overdue';
  if (at < window.todayEnd.getTime()) return 'today';
  if (at < window.upcomingEnd.getTime()) return 'upcoming';
  return null;
}
