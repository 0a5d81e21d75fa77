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
 * How a value is written where an erasure looks for it: as it is in text, as it is inside JSON
 * text, or as PostgreSQL's `escape` encoding shows the UTF-8 bytes of a file (`encode(bytes,
 * 'escape')`: a byte with the high bit set, or zero, as a backslash and three octal digits; a
 * backslash doubled).
 */
export type ErasureForm = 'text' | 'json' | 'bytes';

function written(value: string, form: ErasureForm): string {
  if (form === 'json') return JSON.stringify(value).slice(1, -1);
  if (form === 'text') return value;
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      byte === 0 || byte >= 0x80
        ? `\\${byte.toString(8).padStart(3, '0')}`
        : byte === 0x5c
          ? '\\\\'
          : String.fromCharCode(byte),
    )
    .join('');
}

/**
 * A case-insensitive PostgreSQL pattern matching any of `values` as a whole (not inside a longer
 * word: "Ada" leaves "Adam" alone), each as it is written in `form`. In bytes, not right after a
 * backslash either: the digits of an escape are never taken for a value. Null when there is
 * nothing to look for.
 */
export function erasurePattern(
  values: readonly (string | null)[],
  form: ErasureForm,
): string | null {
  const kept = [...new Set(values.filter((v): v is string => v !== null && v.trim() !== ''))];
  if (kept.length === 0) return null;
  const forms = kept.map((value) => quoted(written(value, form)));
  // Longest first, so an alternative is never cut short by a shorter one it starts with.
  forms.sort((a, b) => b.length - a.length);
  const before = form === 'bytes' ? '[[:alnum:]_\\\\]' : '[[:alnum:]_]';
  return `(?<!${before})(?:${forms.join('|')})(?![[:alnum:]_])`;
}

/** `values` as a pattern in each form an erasure reads them in; null when there are none. */
export function erasurePatterns(
  values: readonly (string | null)[],
): { text: string; json: string; bytes: string } | null {
  const text = erasurePattern(values, 'text');
  const json = erasurePattern(values, 'json');
  const bytes = erasurePattern(values, 'bytes');
  return text === null || json === null || bytes === null ? null : { text, json, bytes };
}
