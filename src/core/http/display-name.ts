import { ValidateBy } from 'class-validator';

// Control characters (U+0000-U+001F, U+007F-U+009F: a line break, a bell, a terminal escape) and
// the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which
// reorder what follows them: a name holding one can show as another name. The joiners and marks
// that scripts and emoji need (U+200C, U+200D, U+200E, U+200F) are text, and stay allowed.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

// A character that shows: neither a space nor a format character (a zero-width space U+200B, a
// joiner, a mark, a word joiner U+2060). A name of those alone shows as nothing in a list.
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}]/u;

/** Why a name with a character that makes it show as another fails, after its path. */
export const UNSAFE_NAME_RULE = 'must not contain control or bidirectional formatting characters';

/** Why a name of spaces and format characters alone fails, after its path. */
export const INVISIBLE_NAME_RULE = 'must contain a visible character';

/** Why a name fails `isDisplaySafeName`, after its path; undefined when it shows as what it is. */
export function displayNameFault(text: string): string | undefined {
  if (UNSAFE_NAME_CHARACTERS.test(text)) return UNSAFE_NAME_RULE;
  // The empty name is the length rule's to refuse, with its own message.
  if (text !== '' && !VISIBLE_CHARACTER.test(text)) return INVISIBLE_NAME_RULE;
  return undefined;
}

/** Whether a name a member gives (a view, group, pipeline, stage, field, option, sequence, API key) shows as what it is. */
export function isDisplaySafeName(text: string): boolean {
  return displayNameFault(text) === undefined;
}

/**
 * A DTO field holding such a name: 422 `<field> must not contain control or bidirectional
 * formatting characters`, or `<field> must contain a visible character`, when it fails
 * `isDisplaySafeName`. Any other type passes, for the field's type check to name.
 */
export function DisplaySafeName(): PropertyDecorator {
  return ValidateBy({
    name: 'isDisplaySafeName',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || isDisplaySafeName(value),
      defaultMessage: (args) =>
        `${args?.property ?? 'value'} ${displayNameFault(String(args?.value)) ?? UNSAFE_NAME_RULE}`,
    },
  });
}
