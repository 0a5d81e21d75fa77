/** Contacts shown per board column when `per_stage` is not given, and the most it may ask for. */
export const BOARD_DEFAULT_PER_STAGE = 20;
export const BOARD_MAX_PER_STAGE = 100;

/**
 * The least share of each stage's contacts a member who sees only some owners' must see for the
 * board to read their cards along the stage index in one plan prepared for every member: a
 * column's scan then meets its cards within 1 / share times as many rows. Below it, in any stage,
 * the read is planned for their owners (the planner may take the owner index instead).
 */
export const SHARED_PLAN_LEAST_SHARE = 0.05;

/** Whether the member's shares of `stages` (stage key: 0 to 1, absent: no contacts) allow it. */
export function sharedPlanFits(shares: ReadonlyMap<string, number>, stages: readonly string[]) {
  return stages.every((stage) => (shares.get(stage) ?? 1) >= SHARED_PLAN_LEAST_SHARE);
}
