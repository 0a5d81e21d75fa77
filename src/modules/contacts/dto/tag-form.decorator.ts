import { Matches } from 'class-validator';
import { TAG_FORM_MESSAGE, TAG_PATTERN } from '../contacts.rules.js';

/** Each tag of a list in the form every write takes (`TAG_PATTERN`). */
export const IsTagForm = () =>
  Matches(new RegExp(TAG_PATTERN, 'u'), { each: true, message: TAG_FORM_MESSAGE });
