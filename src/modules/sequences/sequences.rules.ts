/** How a step reaches the contact. */
export const STEP_CHANNELS = ['call', 'email', 'task'] as const;
export type StepChannel = (typeof STEP_CHANNELS)[number];

/** One touch of a sequence: due `day_offset` days after the enrollment. */
export interface SequenceStep {
  day_offset: number;
  title: string;
  channel: StepChannel;
}

export const NAME_MAX_LENGTH = 120;
export const STEP_TITLE_MAX_LENGTH = 200;
export const MAX_STEPS = 50;
export const MAX_DAY_OFFSET = 365;

/** Steps in day order; steps on the same day keep the order they were given in. */
export function orderSteps(steps: readonly SequenceStep[]): SequenceStep[] {
  return steps
    .map(({ day_offset, title, channel }, i) => ({ step: { day_offset, title, channel }, i }))
    .sort((a, b) => a.step.day_offset - b.step.day_offset || a.i - b.i)
    .map(({ step }) => step);
}

/**
 * `active` until cancelled (taken out by hand) or finished (the contact reached a won or lost
 * stage).
 */
export const ENROLLMENT_STATUSES = ['active', 'cancelled', 'finished'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** What a list of enrollments filters on: one status, or all. */
export const ENROLLMENT_FILTERS = [...ENROLLMENT_STATUSES, 'all'] as const;
export type EnrollmentFilter = (typeof ENROLLMENT_FILTERS)[number];

/** Most contacts one request enrolls. */
export const MAX_ENROLL = 100;
