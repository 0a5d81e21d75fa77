import type { ApiKeyScopeName } from '../core/auth/api-key-scopes.js';
import { preparedStatement, type Statement, statement } from '../database/statement.js';
import type { Role } from './user.entity.js';
import type { Workspace } from './workspace.entity.js';

/** A user and a fresh row of their workspace, as the identity lookup answers them. */
export interface IdentityRow extends Omit<Workspace, 'id'> {
  user_id: string;
  email: string;
  role: Role;
  workspace_id: string;
}

/**
 * The event types the workspace's active webhook endpoints subscribe to: read with the identity,
 * so a write in a workspace without endpoints spends no statement on webhooks.
 */
const WEBHOOK_EVENTS = `ARRAY(SELECT DISTINCT t FROM webhook_endpoints e, unnest(e.events) t
                 WHERE e.workspace_id = w.id AND e.active) AS webhook_events`;

/**
 * One joined query per request: the user and a fresh row of their workspace. Fresh on purpose:
 * an upgrade is visible to every member on their very next request.
 */
export function identityByEmail(email: string): Statement<IdentityRow> {
  return preparedStatement(
    'every request sends it; a lookup by a unique key',
    `
  SELECT u.id AS user_id, u.email, u.role, u.workspace_id,
         w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.dormancy_days,
         w.timezone, w.default_region, w.stages, w.demo_seeded_at, w.created_at, w.updated_at,
         ${WEBHOOK_EVENTS}
    FROM users u JOIN workspaces w ON w.id = u.workspace_id
   WHERE u.email = $1 AND NOT u.is_demo`,
    [email],
  );
}

/**
 * Serialises everything that decides which workspace an e-mail belongs to (first sign-in,
 * invitations) until the transaction ends, so an invite and that person's first sign-in cannot
 * both "win".
 */
export function lockIdentity(email: string): Statement {
  return statement(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`identity:${email}`]);
}

/** The newest pending invite of an e-mail, locked until the transaction ends. */
export function pendingInviteFor(
  email: string,
): Statement<{ id: string; workspace_id: string; role: Role }> {
  return statement(
    `SELECT id, workspace_id, role FROM invites
      WHERE email = $1 AND accepted_at IS NULL
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [email],
  );
}

export function acceptInvite(inviteId: string): Statement {
  return statement(`UPDATE invites SET accepted_at = now() WHERE id = $1`, [inviteId]);
}

export function insertWorkspace(name: string): Statement<{ id: string }> {
  return statement(`INSERT INTO workspaces (name) VALUES ($1) RETURNING id`, [name]);
}

export function insertUser(user: {
  workspaceId: string;
  email: string;
  role: Role;
  subject: string | null;
}): Statement {
  return statement(
    `INSERT INTO users (workspace_id, email, role, provider_subject) VALUES ($1, $2, $3, $4)`,
    [user.workspaceId, user.email, user.role, user.subject],
  );
}

/** The service owner's e-mails are super admins wherever they sign in. */
export function promoteToSuperAdmin(userId: string): Statement {
  return statement(`UPDATE users SET role = 'super_admin' WHERE id = $1`, [userId]);
}

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
         u.id AS user_id, u.email, u.role, u.workspace_id,
         w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.dormancy_days,
         w.timezone, w.default_region, w.stages, w.demo_seeded_at, w.created_at, w.updated_at,
         ${WEBHOOK_EVENTS}
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
