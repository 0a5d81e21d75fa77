import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
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

  it('tells a number past the range of a double (parsed as Infinity) from null and from its opposite', () => {
    const of = (text: string) => requestFingerprint({ ...base, body: JSON.parse(text) });
    expect(of('{"p":1e400}')).not.toBe(of('{"p":null}'));
    expect(of('{"p":-1e400}')).not.toBe(of('{"p":null}'));
    expect(of('{"p":1e400}')).not.toBe(of('{"p":-1e400}'));
    expect(of('{"p":1e400}')).toBe(of('{"p":2e999}'));
  });
});

describe('requestFingerprint of bodies of any shape', () => {
  /** The digest as taken before it was written without recursion: stored outcomes still match. */
  function recursiveFingerprint(request: { method: string; path: string; body: unknown }) {
    const sortKeys = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(sortKeys);
      if (value === null || typeof value !== 'object') return value;
      const record = value as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((key) => [key, sortKeys(record[key])]),
      );
    };
    const bodyPart = request.body === undefined ? [] : [sortKeys(request.body)];
    return createHash('sha256')
      .update(JSON.stringify([request.method, request.path, bodyPart]))
      .digest('base64url');
  }

  it('hashes what it hashed before, integer-like keys, escapes and nested lists included', () => {
    const bodies: unknown[] = [
      undefined,
      null,
      {},
      [],
      'text',
      12.5,
      { b: [1, { z: true, a: null }], a: 'é "quoted" \\ \n', '10': 1, '2': 2, x: [] },
      { custom: { '01': 'a', '1': 'b', '-1': 'c', ' ': [[], [{}]] } },
      { fields: { mapping: '{"Name":"first_name"}' }, file: null },
    ];
    for (const body of bodies) {
      const request = { method: 'POST', path: '/contacts?x="1"', body };
      expect(requestFingerprint(request)).toBe(recursiveFingerprint(request));
    }
  });

  it('takes a body nested far past the call stack, which the validation pipe then refuses', () => {
    let body: unknown = [];
    for (let i = 0; i < 200_000; i++) body = i % 2 ? [body] : { a: body };
    const fingerprint = requestFingerprint({ method: 'POST', path: '/contacts', body });
    expect(fingerprint).toMatch(/^[\w-]{43}$/);
    expect(requestFingerprint({ method: 'POST', path: '/contacts', body: [body] })).not.toBe(
      fingerprint,
    );
  });
});
