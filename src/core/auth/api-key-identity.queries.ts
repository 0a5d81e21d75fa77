import { preparedStatement, type Statement } from '../../database/statement.js';
import { IDENTITY_COLUMNS, type IdentityRow } from '../../tenancy/tenancy.queries.js';
import type { ApiKeyScopeName } from './api-key-scopes.js';

/** The key behind a request's `X-Api-Key`, its member as of now and a fresh row of the workspace. */
export interface ApiKeyIdentityRow extends IdentityRow {
  key_id: string;
  secret_hash: Buffer;
  scopes: ApiKeyScopeName[];
  expires_at: Date | null;
  expired: boolean;
  /** Whether last_used_at is due a write (never written, or over a minute old). */
  touch_due: boolean;
}

/**
 * Every request sent with a key runs this one statement: by the unique prefix, the key, its
 * member's current role and a fresh row of the workspace. Nothing is cached between requests,
 * so a revocation, a removal or a role change holds on every instance from the next request.
 */
export function apiKeyIdentity(prefix: string): Statement<ApiKeyIdentityRow> {
  return preparedStatement(
    'every request with an API key sends it; a lookup by a unique key',
    `
  SELECT k.id AS key_id, k.secret_hash, k.scopes, k.expires_at,
         k.expires_at IS NOT NULL AND k.expires_at <= now() AS expired,
         k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute' AS touch_due,
         ${IDENTITY_COLUMNS}
    FROM api_keys k
    JOIN users u ON u.id = k.user_id AND NOT u.is_demo
    JOIN workspaces w ON w.id = u.workspace_id
   WHERE k.prefix = $1`,
    [prefix],
  );
}

/**
 * Records a use, at most once a minute per key: concurrent requests on several instances
 * find the fresh value and write nothing.
 */
export function touchApiKey(keyId: string): Statement {
  return preparedStatement(
    'a write by primary key',
    `UPDATE api_keys SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [keyId],
  );
}
