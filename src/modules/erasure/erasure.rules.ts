/** What an erased value becomes wherever a copy of it is scrubbed. */
export const ERASED = '[erased]';

/** The detail of an idempotent answer that held an erased contact, answered on a replay. */
export const ERASED_ANSWER_DETAIL = 'This answer held a contact that has since been erased';

/** What a replay of such an answer answers instead: 410 as problem details. */
export const ERASED_ANSWER = {
  status: 410,
  contentType: 'application/problem+json; charset=utf-8',
  body: JSON.stringify({
    type: 'about:blank',
    title: 'Gone',
    status: 410,
    detail: ERASED_ANSWER_DETAIL,
    code: 'erased',
  }),
} as const;

/** A regular expression's special characters, escaped (PostgreSQL's ARE syntax). */
function quoted(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A case-insensitive PostgreSQL pattern matching any of `values` as a whole (not inside a longer
 * word: "Ada" leaves "Adam" alone), each as it appears in text, or in JSON text when `json`.
 * Null when there is nothing to look for.
 */
export function erasurePattern(values: readonly (string | null)[], json: boolean): string | null {
  const kept = [...new Set(values.filter((v): v is string => v !== null && v.trim() !== ''))];
  if (kept.length === 0) return null;
  const forms = kept.map((value) => quoted(json ? JSON.stringify(value).slice(1, -1) : value));
  // Longest first, so an alternative is never cut short by a shorter one it starts with.
  forms.sort((a, b) => b.length - a.length);
  return `(?<![[:alnum:]_])(?:${forms.join('|')})(?![[:alnum:]_])`;
}
