import type { StageTotal } from '../contacts/stage-totals.js';

/** Contacts shown per board column when `per_stage` is not given, and the most it may ask for. */
export const BOARD_DEFAULT_PER_STAGE = 20;
export const BOARD_MAX_PER_STAGE = 100;

/**
 * Whether a member who sees some owners sees at least half the contacts of each of `stages`, by
 * the counters (`StageTotal.everyone`; a stage without contacts has no total): the board then
 * reads each column along the stage index, past at most as many of others' contacts as it shows,
 * and otherwise owner by owner (`boardCards`).
 */
export function seesMostOfEveryColumn(
  totals: ReadonlyMap<string, StageTotal>,
  stages: readonly string[],
): boolean {
  return stages.every((stage) => {
    const total = totals.get(stage);
    if (!total) return true;
    return total.everyone !== undefined && total.count * 2 >= total.everyone;
  });
}
