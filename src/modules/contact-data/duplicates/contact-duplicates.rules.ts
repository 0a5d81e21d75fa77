/** What a duplicate group's contacts share: a normalised e-mail or a normalised phone. */
export const DUPLICATE_KINDS = ['email', 'phone'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

/** How many contacts of one group a page shows (a merge takes at most 10 sources at a time). */
export const MAX_GROUP_CONTACTS = 25;

/** How many contacts one statement of a phone re-keying reads and writes. */
export const REKEY_BATCH = 1000;
