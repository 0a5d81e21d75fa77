import { createHash } from 'node:crypto';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** The methods whose requests the header makes idempotent; reads are idempotent already. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const INVALID_IDEMPOTENCY_KEY_DETAIL =
  'Idempotency-Key must be 1 to 255 printable ASCII characters';

/**
 * The key a client sent, or null when it is unusable: 1-255 printable ASCII characters (space
 * to tilde). Spaces around it are trimmed, as HTTP strips them from header values anyway, so a
 * key means the same whether or not a proxy on the way trimmed it.
 */
export function idempotencyKeyOf(header: string | string[]): string | null {
  if (typeof header !== 'string') return null;
  const key = header.trim();
  return /^[\x20-\x7e]{1,255}$/.test(key) ? key : null;
}

/** What a stored outcome is compared with: the method, the path with its query, and the body. */
export interface RequestShape {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The request's fingerprint: a digest of the method, the path and the body in a canonical form
 * (object keys sorted), so the same JSON sent with its keys in another order is the same request.
 */
export function requestFingerprint(request: RequestShape): string {
  // No body and a JSON null differ: [] against [null].
  const bodyPart = request.body === undefined ? '[]' : `[${canonicalJson(request.body)}]`;
  const head = JSON.stringify([request.method, request.path]).slice(0, -1);
  return createHash('sha256').update(`${head},${bodyPart}]`).digest('base64url');
}

/** Text written between the values of canonicalJson. */
class Punctuation {
  constructor(readonly text: string) {}
}
const CLOSE_ARRAY = new Punctuation(']');
const CLOSE_OBJECT = new Punctuation('}');
const COMMA = new Punctuation(',');

/**
 * A parsed JSON value as JSON.stringify writes it with every object's keys sorted, written with
 * a stack of its own rather than by recursion: the fingerprint is taken before the validation pipe
 * refuses a body nested too deep, and a body of a megabyte may nest hundreds of thousands of
 * levels, past the call stack. The keys come in the order a copy built in sorted order enumerates
 * them (integer-like keys first, as JavaScript enumerates them), which is what the digest hashed
 * when the copy was stringified, so outcomes stored before hash the same.
 */
function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof Punctuation) {
      out.push(item.text);
    } else if (Array.isArray(item)) {
      out.push('[');
      stack.push(CLOSE_ARRAY);
      for (let i = item.length - 1; i >= 0; i--) {
        stack.push(item[i] === undefined ? null : item[i]);
        if (i > 0) stack.push(COMMA);
      }
    } else if (item !== null && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      const sorted = Object.keys(record).sort();
      const keys = Object.keys(Object.fromEntries(sorted.map((key) => [key, true]))).filter(
        (key) => record[key] !== undefined,
      );
      out.push('{');
      stack.push(CLOSE_OBJECT);
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push(record[keys[i]]);
        stack.push(new Punctuation(`${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`));
      }
    } else if (typeof item === 'number' && !Number.isFinite(item)) {
      // A number past a double's range (1e400) parses as Infinity, which JSON.stringify writes as
      // null: written as such a number, so it is not the request that sent null.
      out.push(item > 0 ? '1e999' : '-1e999');
    } else {
      out.push(JSON.stringify(item));
    }
  }
  return out.join('');
}
