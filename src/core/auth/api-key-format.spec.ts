import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { apiKeyMatches, apiKeyPrefix, generateApiKey } from './api-key-format.js';

describe('API key format', () => {
  it('makes crm_<8>_<50> keys whose prefix is their lookup id and whose hash is SHA-256', () => {
    const keys = Array.from({ length: 200 }, generateApiKey);
    for (const { key, prefix, hash } of keys) {
      expect(key).toMatch(/^crm_[0-9a-z]{8}_[0-9a-z]{50}$/);
      expect(apiKeyPrefix(key)).toBe(prefix);
      expect(hash.equals(createHash('sha256').update(key).digest())).toBe(true);
    }
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
  });

  it('reads no prefix from anything but a whole key', () => {
    const { key } = generateApiKey();
    for (const text of ['', key.slice(0, -1), `${key}a`, key.toUpperCase(), ` x${key}`]) {
      expect(apiKeyPrefix(text)).toBeNull();
    }
  });

  it('matches a key against its stored hash only', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(apiKeyMatches(a.key, a.hash)).toBe(true);
    expect(apiKeyMatches(b.key, a.hash)).toBe(false);
    expect(apiKeyMatches(a.key, Buffer.alloc(0))).toBe(false);
  });
});
