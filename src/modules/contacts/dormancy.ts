import { DAY_MS } from '../../calendar/calendar.js';
import { asUtc } from '../../core/http/utc.js';

/**
 * The dormancy rule, in one place. A contact is dormant when it has had no activity for at least
 * `thresholdDays` whole days (24-hour periods): last_activity_at <= now - thresholdDays days.
 * Computed at read time, never stored. Stored values without a zone are read as UTC first.
 * One instance serves a whole response, so a list computes its cutoff once.
 */
export class DormancyRule {
  private readonly nowMs: number;
  private readonly cutoffMs: number;

  constructor(now: Date, thresholdDays: number) {
    this.nowMs = now.getTime();
    this.cutoffMs = this.nowMs - thresholdDays * DAY_MS;
  }

  /** The latest last_activity_at that still counts as dormant (for SQL filters). */
  get cutoff(): Date {
    return new Date(this.cutoffMs);
  }

  isDormant(lastActivityAt: Date | string): boolean {
    return asUtc(lastActivityAt).getTime() <= this.cutoffMs;
  }

  /** Whole days since the last activity; 0 for activity in the last 24 hours or in the future. */
  daysInactive(lastActivityAt: Date | string): number {
    return Math.max(0, Math.floor((this.nowMs - asUtc(lastActivityAt).getTime()) / DAY_MS));
  }
}

export function dormancyCutoff(now: Date, thresholdDays: number): Date {
  return new DormancyRule(now, thresholdDays).cutoff;
}

export function isDormant(
  lastActivityAt: Date | string,
  now: Date,
  thresholdDays: number,
): boolean {
  return new DormancyRule(now, thresholdDays).isDormant(lastActivityAt);
}

export function daysInactive(lastActivityAt: Date | string, now: Date): number {
  return new DormancyRule(now, 0).daysInactive(lastActivityAt);
}
