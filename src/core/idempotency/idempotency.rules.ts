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
  const bodyPart = request.body === undefined ? [] : [sortKeys(request.body)];
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.path, bodyPart]))
    .digest('base64url');
}

/** The value with every object's keys in sorted order. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortKeys(record[key])]),
  );
}
