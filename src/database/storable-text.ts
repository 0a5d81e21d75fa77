// With the u flag a well-formed surrogate pair is one code point, so \p{Cs} matches only lone
// halves: the ones PostgreSQL rejects in JSON and silently replaces in text columns.
const INVALID_TEXT = /[\0\p{Cs}]/u;

/** True when PostgreSQL can store the string as text as it is. */
export function isStorableText(value: string): boolean {
  return !INVALID_TEXT.test(value);
}
