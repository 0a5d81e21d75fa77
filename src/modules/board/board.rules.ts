/** Contacts shown per board column when `per_stage` is not given, and the most it may ask for. */
export const BOARD_DEFAULT_PER_STAGE = 20;
export const BOARD_MAX_PER_STAGE = 100;
