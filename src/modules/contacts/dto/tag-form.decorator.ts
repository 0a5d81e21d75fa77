import { Matches } from 'class-validator';
import { TAG_FORM_MESSAGE, TAG_MAX_LENGTH, TAG_PATTERN } from '../contacts.rules.js';

/** Each tag of a list in the form every write takes (`TAG_PATTERN`). */
export const IsTagForm = () =>
  Matches(new RegExp(TAG_PATTERN, 'u'), { each: true, message: TAG_FORM_MESSAGE });

/** A tag's length, as every list of tags takes it (a bulk action's removed ones too). */
export const TAG_LENGTH_SCHEMA = {
  type: 'string',
  minLength: 1,
  maxLength: TAG_MAX_LENGTH,
} as const;

/** A tag as a contact's `tags` take it: its length, and the form `IsTagForm` checks. */
export const TAG_SCHEMA = { ...TAG_LENGTH_SCHEMA, pattern: TAG_PATTERN } as const;
