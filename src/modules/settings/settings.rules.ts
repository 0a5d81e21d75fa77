/** A contact is dormant after this many whole days without activity. */
export const DORMANCY_DAYS = { min: 1, max: 365 } as const;
export const TIME_ZONE_MAX_LENGTH = 64;
