/** How long each text field of a contact may be, in characters (after trimming). */
export const CONTACT_FIELD_MAX_LENGTH = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 40,
  company: 200,
  title: 200,
} as const;

/** A deal's largest value, in cents. */
export const MAX_VALUE_CENTS = 1e13;

/** How many tags a contact may carry, and how long each may be. */
export const MAX_TAGS = 20;
export const TAG_MAX_LENGTH = 40;
