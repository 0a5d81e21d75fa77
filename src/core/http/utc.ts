/** An ISO-like datetime that names no zone: `2026-11-22 09:30:00` or `2026-11-22T09:30:00.123`. */
const ZONELESS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;

/**
 * Reads a stored or incoming datetime as UTC. The spec's rule: a value without a zone is UTC,
 * and every comparison with "now" happens after this conversion.
 */
export function asUtc(value: Date | string): Date {
  if (value instanceof Date) return value;
  const text = value.trim();
  if (ZONELESS.test(text)) return new Date(`${text.replace(' ', 'T')}Z`);
  return new Date(text);
}

/** Whether `value` is an ISO 8601 datetime, with or without an offset. */
export function isIsoDateTime(value: string): boolean {
  return (ZONELESS.test(value) || WITH_ZONE.test(value)) && !Number.isNaN(asUtc(value).getTime());
}

/** Fields whose string values are datetimes even when a raw query hands them back as text. */
function isDateTimeKey(key: string): boolean {
  return key.endsWith('_at') || key === 'scheduled_for';
}

/** Rewrites every datetime in a response body as ISO 8601 UTC with a `Z` suffix. */
export function normalizeDateTimes(value: unknown, key = ''): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string') {
    return isDateTimeKey(key) && isIsoDateTime(value) ? asUtc(value).toISOString() : value;
  }
  if (Array.isArray(value)) return value.map((item) => normalizeDateTimes(item, key));
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = normalizeDateTimes(v, k);
    return out;
  }
  return value;
}

function isPlainObject(value: object): boolean {
  // Entities and raw rows both serialise by their own enumerable fields; buffers do not.
  return !Buffer.isBuffer(value) && !(value instanceof Map) && !(value instanceof Set);
}
