import { asUtc } from '../../core/http/utc.js';

export const DAY_MS = 86_400_000;

/*
 * The dormancy rule, in one place. A contact is dormant when it has had no activity for at least
 * `thresholdDays` whole days (24-hour periods): last_activity_at <= now - thresholdDays days.
 * Computed at read time, never stored. Stored values without a zone are read as UTC first.
 */

/** The latest last_activity_at that still counts as dormant. */
export function dormancyCutoff(now: Date, thresholdDays: number): Date {
  return new Date(now.getTime() - thresholdDays * DAY_MS);
}

export function isDormant(
  lastActivityAt: Date | string,
  now: Date,
  thresholdDays: number,
): boolean {
  return asUtc(lastActivityAt).getTime() <= dormancyCutoff(now, thresholdDays).getTime();
}

/** Whole days since the last activity; 0 for activity in the last 24 hours or in the future. */
export function daysInactive(lastActivityAt: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - asUtc(lastActivityAt).getTime()) / DAY_MS));
}
