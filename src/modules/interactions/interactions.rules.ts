/** The kinds of interaction a rep logs. */
export const INTERACTION_TYPES = ['call', 'email', 'meeting', 'note', 'message'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** The most characters an interaction's summary may have. */
export const SUMMARY_MAX_LENGTH = 5000;

/** Clocks of phones and laptops drift; "just now" from a slightly fast client is not the future. */
export const FUTURE_SKEW_MS = 5 * 60_000;
