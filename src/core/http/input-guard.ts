import { isStorableText } from '../../database/storable-text.js';
import { ValidationProblem } from './problem.js';

/**
 * Arrays and objects a request value may nest. The deepest legitimate body (settings' stages,
 * sequence steps) uses three; the limit only has to stop recursive code (class-transformer,
 * class-validator) from overflowing the stack, which happens at about a thousand.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * Properties one object of a request value may have. The widest legitimate one (a contact's
 * custom values, a merge's fields) has about a hundred and fifty; without a bound, a body of
 * 50,000 unknown properties cost seconds of validation and a 3 MB list of errors.
 */
export const MAX_OBJECT_PROPERTIES = 1000;

export const INVALID_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';
export const TOO_DEEP_MESSAGE = `must not nest arrays or objects more than ${MAX_INPUT_DEPTH} levels deep`;
export const TOO_WIDE_MESSAGE = `must not have more than ${MAX_OBJECT_PROPERTIES} properties`;

/**
 * Names every JavaScript object already answers (`constructor`, `toString`, `__proto__`...). A body
 * key of such a name never reached a rule: the DTOs' transformer skips it, so `custom.toString`
 * or a top-level `hasOwnProperty` was dropped and the write answered 200. Keys, option ids and
 * stage keys that a body names by such a name are refused where they are made, for the same
 * reason.
 */
export const OBJECT_MEMBER_KEYS: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Object.prototype),
);

export const reservedKeyMessage = (field: string, key: string) =>
  `${field} is not accepted: '${key}' is a reserved name`;

/**
 * Refuses, before any validator or SQL sees it, a request value (a body, a query string, a path
 * parameter) that holds text PostgreSQL cannot store, nests deeper than MAX_INPUT_DEPTH or has an
 * object of more than MAX_OBJECT_PROPERTIES properties, and a body with a key of OBJECT_MEMBER_KEYS. The walk is iterative, so no input can
 * overflow the stack here. `root` names the value itself when it is a single parameter (`q`), and
 * is empty for a whole body or query object (`whole`), whose fields are then named by their path
 * (`steps.0.title`).
 */
export function assertSaneInput(value: unknown, root = '', whole: 'body' | 'query' = 'body'): void {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value, path: root, depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) {
        const field = item.path || 'value';
        throw ValidationProblem.of(field, `${field} ${INVALID_TEXT_MESSAGE}`);
      }
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) {
      // The field of the body it is in; a body that is itself an array has none.
      const field = (!root && Array.isArray(value) ? '' : topField(item.path)) || 'body';
      throw ValidationProblem.of(field, `${field} ${TOO_DEEP_MESSAGE}`);
    }
    const entries = Object.entries(item.value);
    if (!Array.isArray(item.value) && entries.length > MAX_OBJECT_PROPERTIES) {
      const field = item.path || whole;
      throw ValidationProblem.of(field, `${field} ${TOO_WIDE_MESSAGE}`);
    }
    // Pushed last to first, so the first offending field in the body's own order is named.
    for (const [key, child] of entries.reverse()) {
      if (!isStorableText(key)) {
        const field = item.path || 'body';
        throw ValidationProblem.of(field, `${field} ${INVALID_TEXT_MESSAGE} in its keys`);
      }
      const path = item.path ? `${item.path}.${key}` : key;
      if (whole === 'body' && OBJECT_MEMBER_KEYS.has(key)) {
        throw ValidationProblem.of(path, reservedKeyMessage(path, key));
      }
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
}

function topField(path: string): string {
  const dot = path.indexOf('.');
  return dot === -1 ? path : path.slice(0, dot);
}
