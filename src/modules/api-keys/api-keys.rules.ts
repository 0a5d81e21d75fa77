export const API_KEY_NAME_MAX_LENGTH = 100;
/** Why a name with control or bidirectional formatting characters is refused (`isDisplaySafe`). */
export const UNSAFE_API_KEY_NAME_MESSAGE =
  'name must not contain control or bidirectional formatting characters';
/** How many times a new key draws another prefix when the one drawn is taken. */
export const PREFIX_DRAWS = 3;
