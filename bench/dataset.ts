/**
 * The benchmark's data set. Bump DATASET_VERSION whenever seeding changes what it produces, so an
 * existing bench database is seeded again instead of reused.
 */
export const DATASET_VERSION = 5;

/** The premium workspace every scenario runs in: real rows (`is_demo = false`). */
export const LARGE_WORKSPACE_ID = '00000000-0000-4000-8000-00000000be01';
export const LARGE_WORKSPACE_NAME = 'Bench premium workspace';

export const MEMBER_EMAILS = [1, 2, 3, 4, 5].map((i) => `bench-member-${i}@bench.example.com`);

/**
 * The admin of the `n`th of the small workspaces (1 to 1,999, oldest first), each its only user,
 * as bench/seed.ts names them.
 */
export function smallWorkspaceAdminEmail(n: number): string {
  return `bench-admin-${n}@bench.example.com`;
}

/**
 * The large workspace's twin with custom fields: a copy of its contacts, each with a value for
 * every one of 20 custom fields (`bench/custom-field-set.ts`), and as many members.
 */
export const CUSTOM_FIELDS_WORKSPACE_ID = '00000000-0000-4000-8000-00000000cf01';
export const CUSTOM_FIELDS_WORKSPACE_NAME = 'Bench custom fields workspace';
export const CUSTOM_FIELDS_MEMBER_EMAILS = [1, 2, 3, 4, 5].map(
  (i) => `bench-cf-member-${i}@bench.example.com`,
);

/**
 * The large workspace's twin with a trash: a copy of its contacts, and one trashed contact for
 * every nine of them (a tenth of its rows), spread among them on disk.
 */
export const TRASH_WORKSPACE_ID = '00000000-0000-4000-8000-00000000a701';
export const TRASH_WORKSPACE_NAME = 'Bench trash workspace';
export const TRASH_MEMBER_EMAILS = [1, 2, 3, 4, 5].map(
  (i) => `bench-trash-member-${i}@bench.example.com`,
);

/** The data set at `BENCH_SCALE` 1; `countsAt` multiplies the large workspace. */
export const COUNTS = {
  workspaces: 2_000,
  /** Contacts of each of the other 1,999 workspaces. */
  contactsPerSmallWorkspace: 50,
  largeContacts: 100_000,
  interactions: 500_000,
  largeInteractions: 400_000,
  followups: 50_000,
  largeFollowups: 40_000,
};

export type Counts = typeof COUNTS;

/**
 * The data set at `scale`: the large workspace grows, the 1,999 small ones stay as they are. Its
 * contacts are multiplied, and the data set's interactions and follow-ups too, all the growth
 * going to the large workspace: at 10, one million contacts there, five million interactions and
 * half a million follow-ups in the data set (4.9 million and 490,000 of them in the large
 * workspace).
 */
export function countsAt(scale: number): Counts {
  if (!Number.isInteger(scale) || scale < 1) throw new Error('a scale is a whole number >= 1');
  const smallInteractions = COUNTS.interactions - COUNTS.largeInteractions;
  const smallFollowups = COUNTS.followups - COUNTS.largeFollowups;
  return {
    ...COUNTS,
    largeContacts: COUNTS.largeContacts * scale,
    interactions: COUNTS.interactions * scale,
    largeInteractions: COUNTS.interactions * scale - smallInteractions,
    followups: COUNTS.followups * scale,
    largeFollowups: COUNTS.followups * scale - smallFollowups,
  };
}

/**
 * Days before the seeding within which only the scale-1 contacts of the large workspace move
 * between stages: the pipeline report's default period (30 days, reports.rules.ts) plus a day
 * either way for the workspace's time zone. Contacts beyond the scale-1 count are created and move
 * before that, so the report reads the same activity in its period at every scale.
 */
export const REPORT_WINDOW_GUARD_DAYS = 32;

/** Matches about 0.5 % of the large workspace's contacts (one last name in 200). */
export const SEARCH_TERM = process.env.BENCH_SEARCH_TERM ?? 'lindqvist';
