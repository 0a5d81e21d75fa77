/**
 * The benchmark's data set. Bump DATASET_VERSION whenever seeding changes what it produces, so an
 * existing bench database is seeded again instead of reused.
 */
export const DATASET_VERSION = 3;

/** The premium workspace every scenario runs in: real rows (`is_demo = false`). */
export const LARGE_WORKSPACE_ID = '00000000-0000-4000-8000-00000000be01';
export const LARGE_WORKSPACE_NAME = 'Bench premium workspace';

export const MEMBER_EMAILS = [1, 2, 3, 4, 5].map((i) => `bench-member-${i}@bench.example.com`);

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

/** Matches about 0.5 % of the large workspace's contacts (one last name in 200). */
export const SEARCH_TERM = process.env.BENCH_SEARCH_TERM ?? 'lindqvist';
