import { addCalendarDays, zoneOrUtc } from '../../calendar/calendar.js';

/**
 * When a step falls due: `dayOffset` calendar days after the enrollment, at the same wall-clock
 * time in the workspace time zone, so "day 7" stays at 9:30 across a daylight-saving change
 * (a skipped time moves on by the gap, a repeated one is the first). An unknown zone is UTC.
 */
export function stepDueAt(enrolledAt: Date, dayOffset: number, timezone: string): Date {
  return addCalendarDays(enrolledAt, dayOffset, zoneOrUtc(timezone));
}
