import type { ExportedJWKSCache, JWKSCacheInput, JWTVerifyGetKey } from 'jose';

type Jose = typeof import('jose');

/**
 * How long a fetch of the key set may take, and how long a failed one is not tried again (or
 * the set's age, when shorter).
 */
const FETCH_TIMEOUT_MS = 5_000;
const RETRY_AFTER_FAILURE_MS = 30_000;

export interface ProviderKeySetOptions {
  url: URL;
  /** How long a key set fetched verifies tokens before it is fetched again. */
  maxAgeMs: number;
  /** How long past that it still verifies them while a fetch fails (0: never). */
  staleMs: number;
  /** What a look-up throws when the key set cannot be had, from the fetch's error. */
  unavailable: (error: unknown) => Error;
  /** Told once a failed fetch starts a spell of the key set last fetched. */
  servingStale: (error: unknown) => void;
}

/**
 * The identity provider's key set as jose fetches and caches it, kept usable while the provider
 * cannot be reached: once the set is older than its age and a fetch fails, the set last fetched
 * still verifies tokens for `staleMs`, and no fetch is tried again for RETRY_AFTER_FAILURE_MS or
 * the set's age, the shorter (a provider that does not answer would otherwise hold every request
 * for the fetch's timeout).
 * A token under a key that set lacks is then `unavailable`, not refused: the provider may have
 * published its key since. Past `staleMs`, or with no set fetched yet, every look-up that needs
 * the provider is `unavailable`. Any other error of the look-up (no key of the token's kid once
 * the set is fetched, an algorithm none of them serves) is jose's, a refusal of the token.
 */
export function providerKeySet(jose: Jose, options: ProviderKeySetOptions): JWTVerifyGetKey {
  const { errors } = jose;
  // jose writes the set and the time it got it here on every fetch that succeeds.
  const fetched: Partial<ExportedJWKSCache> = {};
  const remote = jose.createRemoteJWKSet(options.url, {
    timeoutDuration: FETCH_TIMEOUT_MS,
    cooldownDuration: RETRY_AFTER_FAILURE_MS,
    cacheMaxAge: options.maxAgeMs,
    [jose.jwksCache]: fetched as JWKSCacheInput,
  });
  let stale: { uat: number; keys: JWTVerifyGetKey } | undefined;
  let retryAt = 0;
  let lastFailure: unknown;

  /** The set last fetched while it may still stand in for the provider's. */
  const lastFetched = (): JWTVerifyGetKey | undefined => {
    const { jwks, uat } = fetched;
    if (!jwks || uat === undefined || Date.now() >= uat + options.maxAgeMs + options.staleMs) {
      return undefined;
    }
    if (stale?.uat !== uat) stale = { uat, keys: jose.createLocalJWKSet(jwks) };
    return stale.keys;
  };

  const fromLastFetched = async (
    keys: JWTVerifyGetKey,
    ...token: Parameters<JWTVerifyGetKey>
  ): Promise<Awaited<ReturnType<JWTVerifyGetKey>>> => {
    try {
      return await keys(...token);
    } catch (error) {
      throw error instanceof errors.JWKSNoMatchingKey ? options.unavailable(lastFailure) : error;
    }
  };

  return async (...token) => {
    const standIn = Date.now() < retryAt ? lastFetched() : undefined;
    if (standIn) return fromLastFetched(standIn, ...token);
    try {
      return await remote(...token);
    } catch (error) {
      if (!keySetUnavailable(error, errors)) throw error;
      const keys = lastFetched();
      if (!keys) throw options.unavailable(error);
      lastFailure = error;
      retryAt = Date.now() + Math.min(RETRY_AFTER_FAILURE_MS, options.maxAgeMs);
      options.servingStale(error);
      return fromLastFetched(keys, ...token);
    }
  };
}

/**
 * Whether `error`, thrown by the look-up of a token's key in the provider's key set, says the
 * key set could not be had, rather than that the token names no key of it (JWKSNoMatchingKey,
 * JWKSMultipleMatchingKeys) or an algorithm none serves (JOSENotSupported). jose's own: its
 * timeout (JWKSTimeout); its generic error, which only the fetch throws (an answer other than
 * 200, or not JSON); an answer that is no key set, or publishes a key that is not public
 * (JWKSInvalid). Any other error is the fetch's own, passed on by jose: the connection refused
 * or reset, the host's name not found.
 */
function keySetUnavailable(error: unknown, errors: Jose['errors']): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === errors.JOSEError.code
  );
}

/** Why a fetch failed, from jose's error and the fetch's cause. */
export function fetchFailure(error: unknown): string {
  const { message, cause } = error as { message?: unknown; cause?: { message?: unknown } };
  return [message, cause?.message].filter((part) => typeof part === 'string').join(': ');
}
