import { isKnownTimeZone, offsetMs } from '../followups/agenda.js';

const DAY_MS = 86_400_000;

/**
 * When a step falls due: `dayOffset` calendar days after the enrollment, at the same wall-clock
 * time in the workspace time zone, so "day 7" stays at 9:30 across a daylight-saving change.
 * A time skipped by a change (02:30 on the spring-forward night) moves on by the gap; a time
 * that happens twice is the first one. An unknown zone is UTC.
 */
export function stepDueAt(enrolledAt: Date, dayOffset: number, timezone: string): Date {
  const zone = isKnownTimeZone(timezone) ? timezone : 'UTC';
  const start = enrolledAt.getTime();
  const wall = start + offsetMs(start, zone) + dayOffset * DAY_MS;
  const offsets = [...new Set([-DAY_MS, 0, DAY_MS].map((shift) => offsetMs(wall + shift, zone)))];
  const valid = offsets.map((o) => wall - o).filter((at) => wall - offsetMs(at, zone) === at);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a gap: the offset in force before it (the smaller one) lands just after the gap.
  return new Date(wall - Math.min(...offsets));
}
