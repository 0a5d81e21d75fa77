/** A contact is dormant after this many whole days without activity. */
export const DORMANCY_DAYS = { min: 1, max: 365 } as const;
/** How long a deleted contact stays in the trash before it is purged (migration ContactTrash). */
export const TRASH_RETENTION_DAYS = { min: 1, max: 365, default: 30 } as const;
export const TIME_ZONE_MAX_LENGTH = 64;

/** How many lost reasons a workspace may list, and how long each may be. */
export const MAX_LOST_REASONS = 50;
export const LOST_REASON_MAX_LENGTH = 100;
