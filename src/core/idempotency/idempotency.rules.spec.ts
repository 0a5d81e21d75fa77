import { describe, expect, it } from '@jest/globals';
import { idempotencyKeyOf, requestFingerprint } from './idempotency.rules.js';

describe('idempotencyKeyOf', () => {
  it('takes 1 to 255 printable ASCII characters, spaces inside included', () => {
    expect(idempotencyKeyOf('a1-B2_c3:4')).toBe('a1-B2_c3:4');
    expect(idempotencyKeyOf('order 1')).toBe('order 1');
    expect(idempotencyKeyOf('~'.repeat(255))).toBe('~'.repeat(255));
  });

  it('trims surrounding spaces, as HTTP does', () => {
    expect(idempotencyKeyOf('  order-1 ')).toBe('order-1');
  });

  it('refuses empty, longer, control and non-ASCII keys, and repeated headers', () => {
    for (const key of ['', '   ', 'x'.repeat(256), 'a\tb', 'a\x7fb', 'é']) {
      expect(idempotencyKeyOf(key)).toBeNull();
    }
    expect(idempotencyKeyOf(['a', 'b'])).toBeNull();
  });
});

describe('requestFingerprint', () => {
  const base = { method: 'POST', path: '/contacts', body: { a: 1, b: { c: [1, 2], d: null } } };

  it('ignores the order of object members', () => {
    expect(requestFingerprint({ ...base, body: { b: { d: null, c: [1, 2] }, a: 1 } })).toBe(
      requestFingerprint(base),
    );
  });

  it('tells apart the method, the path, the body, array order, and no body from null', () => {
    const fingerprint = requestFingerprint(base);
    expect(requestFingerprint({ ...base, method: 'PUT' })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, path: '/contacts?x=1' })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, body: { a: 2, b: base.body.b } })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, body: { a: 1, b: { c: [2, 1], d: null } } })).not.toBe(
      fingerprint,
    );
    expect(requestFingerprint({ ...base, body: undefined })).not.toBe(
      requestFingerprint({ ...base, body: null }),
    );
  });
});
