import {
  addDays,
  type CalendarDate,
  dateAt,
  formatDate,
  startOfDay,
  zoneOrUtc,
} from '../../calendar/calendar.js';
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

/** The boundaries of the agenda at `now` for a workspace in `timezone`, `days` ahead. */
export function agendaWindow(now: Date, timezone: string, days: number): AgendaWindow {
  const zone = zoneOrUtc(timezone);
  const today = dateAt(now, zone);
  const date = formatDate(today);
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
 * take up to 18 time-zone conversions and are the same for every request of that day. Kept as
 * numbers, so no caller can change a shared Date.
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
