import type { StageTotal } from '../contacts/stage-totals.js';

/** Contacts shown per board column when `per_stage` is not given, and the most it may ask for. */
export const BOARD_DEFAULT_PER_STAGE = 20;
export const BOARD_MAX_PER_STAGE = 100;

/**
 * The stages where a member who sees some owners sees at least half the contacts, by the counters
 * (`StageTotal.everyone`): the board reads such a column along the stage index, past at most as
 * many of others' contacts as it shows; any other owner by owner (`boardCards`).
 */
export function denseColumns(totals: ReadonlyMap<string, StageTotal>): string[] {
  return [...totals]
    .filter(([, total]) => total.everyone !== undefined && total.count * 2 >= total.everyone)
    .map(([stage]) => stage);
}
