import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * A personal API key reads `crm_<prefix>_<secret>`: a fixed tag secret scanners can match, a
 * short random lookup id, and 32 random bytes in base 36 (no `_`, so the parts split cleanly).
 */
export const API_KEY_TAG = 'crm';
export const API_KEY_PREFIX_LENGTH = 8;
/** 36^50 > 2^256: every 32-byte secret fits, left-padded with zeros. */
export const API_KEY_SECRET_LENGTH = 50;
export const API_KEY_SHAPE = new RegExp(
  `^${API_KEY_TAG}_([0-9a-z]{${API_KEY_PREFIX_LENGTH}})_([0-9a-z]{${API_KEY_SECRET_LENGTH}})$`,
);
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export interface NewApiKey {
  /** Shown once, never stored. */
  key: string;
  prefix: string;
  hash: Buffer;
}

export function generateApiKey(): NewApiKey {
  let prefix = '';
  for (let i = 0; i < API_KEY_PREFIX_LENGTH; i++) prefix += ALPHABET[randomInt(ALPHABET.length)];
  const secret = BigInt(`0x${randomBytes(32).toString('hex')}`)
    .toString(36)
    .padStart(API_KEY_SECRET_LENGTH, '0');
  const key = `${API_KEY_TAG}_${prefix}_${secret}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** The lookup id of a well-formed key; null for anything else. */
export function apiKeyPrefix(key: string): string | null {
  return API_KEY_SHAPE.exec(key)?.[1] ?? null;
}

/**
 * SHA-256 of the whole key. Not bcrypt or argon2: those slow hashes protect guessable passwords;
 * a 256-bit random secret cannot be guessed however fast the hash, and a slow hash would cost
 * every request of an integration tens of milliseconds of CPU.
 */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** Constant-time, so the time taken tells nothing about how much of a guessed key matched. */
export function apiKeyMatches(key: string, storedHash: Buffer): boolean {
  const hash = hashApiKey(key);
  return storedHash.length === hash.length && timingSafeEqual(hash, storedHash);
}
