/*
 * A text as the service keeps what a client writes: trimmed, and in Unicode's composed form
 * (NFC). An accented letter arrives as one character or as its letter and a combining accent
 * (as macOS and some exports write it); kept composed, the two spellings are one text, which a
 * filter, a search, the duplicates and a sort find alike.
 */

/** `text` trimmed and composed. */
export function keptText(text: string): string {
  return text.trim().normalize('NFC');
}

/** The class-transformer transform of a text property: a string kept, anything else left to its validator. */
export const trimmed = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? keptText(value) : value;
