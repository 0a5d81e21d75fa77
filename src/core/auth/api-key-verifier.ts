import { Injectable } from '@nestjs/common';
import { Db } from '../../database/db.js';
import { resolvedIdentity } from '../../tenancy/identity.js';
import { Problem, UnauthorizedProblem } from '../http/problem.js';
import { apiKeyMatches, apiKeyPrefix } from './api-key-format.js';
import { apiKeyIdentity, touchApiKey } from './api-key-identity.queries.js';
import type { CrmRequest, VerifiedApiKey } from './request-context.js';

export const API_KEY_HEADER = 'x-api-key';

export const MALFORMED_API_KEY_DETAIL =
  'Malformed API key: expected X-Api-Key: crm_<prefix>_<secret> as shown when it was created';
export const INVALID_API_KEY_DETAIL = 'Invalid API key: unknown or revoked';
export const BOTH_CREDENTIALS_DETAIL =
  'Send either Authorization or X-Api-Key, not both: a request authenticates one way';

export function expiredApiKeyDetail(expiresAt: Date): string {
  return `API key expired at ${expiresAt.toISOString()}`;
}

/** Whether the request carries a key, however empty: a blank `X-Api-Key` is a malformed key. */
export function sendsApiKey(request: Pick<CrmRequest, 'headers'>): boolean {
  return request.headers[API_KEY_HEADER] !== undefined;
}

/**
 * Checks `X-Api-Key` against the stored hash on every request, with one indexed statement that
 * also reads the member's current role and workspace: nothing is cached, so a revoked key is
 * refused on every instance from its next request, and a demoted manager's key loses the
 * manager's routes at once. Unknown, malformed, revoked and expired keys are 401.
 */
@Injectable()
export class ApiKeyVerifier {
  constructor(private readonly db: Db) {}

  /**
   * The request's key, verified once: the rate limiter asks first (each key has its own budget)
   * and the guard reuses the answer, refusal included.
   */
  verifyRequest(
    request: Pick<CrmRequest, 'headers' | 'apiKeyVerification'>,
  ): Promise<VerifiedApiKey> {
    return (request.apiKeyVerification ??= this.verify(request.headers[API_KEY_HEADER]));
  }

  private async verify(header: string | string[] | undefined): Promise<VerifiedApiKey> {
    const key = typeof header === 'string' ? header.trim() : '';
    const prefix = apiKeyPrefix(key);
    if (!prefix) throw new UnauthorizedProblem(MALFORMED_API_KEY_DETAIL);
    const row = await this.db.oneOrNone(apiKeyIdentity(prefix));
    if (!row || !apiKeyMatches(key, row.secret_hash)) {
      throw new UnauthorizedProblem(INVALID_API_KEY_DETAIL);
    }
    if (row.expired && row.expires_at) {
      throw new UnauthorizedProblem(expiredApiKeyDetail(row.expires_at));
    }
    if (row.touch_due) await this.db.exec(touchApiKey(row.key_id));
    return { ...resolvedIdentity(row), apiKey: { id: row.key_id, scopes: row.scopes } };
  }
}

/** A request signed both ways is refused rather than guessed at. */
export class BothCredentialsProblem extends Problem {
  constructor() {
    super(400, BOTH_CREDENTIALS_DETAIL, 'conflicting_credentials');
  }
}
