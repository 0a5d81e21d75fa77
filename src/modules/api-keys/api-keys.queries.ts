import type { ApiKeyScopeName } from '../../core/auth/api-key-scopes.js';
import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { SqlParams } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';

const KEY_COLUMNS = `id, user_id, name, prefix, scopes, expires_at, last_used_at, created_at`;

/** A key as its owner and the workspace's managers see it: never the secret or its hash. */
export interface ApiKeyRow {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScopeName[];
  expires_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
}

/**
 * Stores a new key. No row when its random prefix is already taken (the unique index decides),
 * and the caller draws another.
 */
export function insertApiKey(key: {
  workspaceId: string;
  userId: string;
  name: string;
  prefix: string;
  secretHash: Buffer;
  scopes: readonly ApiKeyScopeName[];
  expiresAt: Date | null;
}): Statement<ApiKeyRow> {
  return preparedStatement(
    'an insert',
    `INSERT INTO api_keys (workspace_id, user_id, name, prefix, secret_hash, scopes, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (prefix) DO NOTHING
         RETURNING ${KEY_COLUMNS}`,
    [key.workspaceId, key.userId, key.name, key.prefix, key.secretHash, key.scopes, key.expiresAt],
  );
}

/** Keys newest first. */
export const API_KEY_ORDER = timeKeyset('DESC', 'created_at', 'id');

/** One page of keys, newest first: the workspace's, or only `userId`'s when given. */
export function apiKeyPage(
  workspaceId: string,
  page: {
    userId: string | null;
    /** The (created_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<ApiKeyRow>> {
  const p = new SqlParams();
  const where = [`workspace_id = ${p.add(workspaceId)}`];
  if (page.userId !== null) where.push(`user_id = ${p.add(page.userId)}`);
  if (page.after) where.push(API_KEY_ORDER.after(p, page.after));
  return statement(
    `SELECT ${KEY_COLUMNS}, ${API_KEY_ORDER.select} FROM api_keys WHERE ${where.join(' AND ')}
        ${API_KEY_ORDER.orderBy} ${API_KEY_ORDER.limit(p, page.limit)}`,
    p.values,
  );
}

/**
 * Deletes a key of the workspace: any of its keys for a manager (`anyMember`), else only
 * `userId`'s own. No row when there is no such key the caller may revoke.
 */
export function deleteApiKey(
  workspaceId: string,
  keyId: string,
  caller: { userId: string; anyMember: boolean },
): Statement<{ id: string }> {
  return statement(
    `DELETE FROM api_keys WHERE id = $1 AND workspace_id = $2 AND (user_id = $3 OR $4)
        RETURNING id`,
    [keyId, workspaceId, caller.userId, caller.anyMember],
  );
}

/** Whether the key exists in this workspace, whoever made it. */
export function apiKeyOf(workspaceId: string, keyId: string): Statement<{ id: string }> {
  return statement(`SELECT id FROM api_keys WHERE id = $1 AND workspace_id = $2`, [
    keyId,
    workspaceId,
  ]);
}
