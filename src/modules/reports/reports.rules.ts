/**
 * A report period without bounds covers the last `defaultDays` calendar days, today included; a
 * period longer than `maxDays` (a leap year) is refused, which bounds what one report reads.
 */
export const REPORT_LIMITS = { defaultDays: 30, maxDays: 366 };
