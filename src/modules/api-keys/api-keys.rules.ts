export const API_KEY_NAME_MAX_LENGTH = 100;
/** How many times a new key draws another prefix when the one drawn is taken. */
export const PREFIX_DRAWS = 3;
