import { DAY_MS } from '../../calendar/calendar.js';

/** A follow-up is open until it is completed. */
export const FOLLOWUP_STATES = ['open', 'completed'] as const;
export type FollowupState = (typeof FOLLOWUP_STATES)[number];

/** What a list of follow-ups filters on: one state, or both. */
export const FOLLOWUP_STATUSES = [...FOLLOWUP_STATES, 'all'] as const;
export type FollowupStatusFilter = (typeof FOLLOWUP_STATUSES)[number];

export const TITLE_MAX_LENGTH = 200;

/** `owner_id=me` stands for the caller, so a rep's own agenda needs no lookup of their id. */
export const ME = 'me';

/** A due date outside this window is almost always a typo in the year. */
export const EARLIEST_DUE_MS = 366 * DAY_MS;
export const LATEST_DUE_MS = 10 * 366 * DAY_MS;

/** Whether a follow-up may be due at `scheduledFor`: within a year back and ten years ahead. */
export function isSchedulable(scheduledFor: Date, now: number): boolean {
  const at = scheduledFor.getTime();
  return at >= now - EARLIEST_DUE_MS && at <= now + LATEST_DUE_MS;
}

/** How many calendar days after today the agenda's `upcoming` covers, and how many at most. */
export const AGENDA_DEFAULT_DAYS = 7;
export const AGENDA_MAX_DAYS = 90;
/** Most items per agenda bucket. */
export const AGENDA_DEFAULT_LIMIT = 50;
export const AGENDA_MAX_LIMIT = 200;
