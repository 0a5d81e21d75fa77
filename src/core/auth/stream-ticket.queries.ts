import { preparedStatement, type Statement } from '../../database/statement.js';
import { IDENTITY_COLUMNS, type IdentityRow } from '../../tenancy/tenancy.queries.js';
import type { ApiKeyScopeName } from './api-key-scopes.js';

/**
 * Stores a ticket (its hash) for `userId`, asked for with the API key `apiKeyId` (null: a bearer
 * token), valid `ttlSeconds`, and drops the tickets that expired over a day ago (kept that long
 * so their use is told apart from a wrong ticket).
 */
export function insertStreamTicket(
  ticketHash: Buffer,
  userId: string,
  apiKeyId: string | null,
  ttlSeconds: number,
): Statement<{ expires_at: Date }> {
  return preparedStatement(
    'an insert, and a range of the expiry index',
    `WITH expired AS (DELETE FROM event_tickets WHERE expires_at < now() - interval '1 day')
     INSERT INTO event_tickets (ticket_hash, user_id, api_key_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     RETURNING expires_at`,
    [ticketHash, userId, apiKeyId, ttlSeconds],
  );
}

/**
 * A ticket's member as of now, and whether the ticket has expired; for one asked for with an API
 * key, the key as of now (its scopes, and when it expires: null, never).
 */
export interface TicketIdentityRow extends IdentityRow {
  expired: boolean;
  key_id: string | null;
  key_scopes: ApiKeyScopeName[] | null;
  key_expires_at: Date | null;
  key_expired: boolean;
}

/**
 * A ticket's member as of now, with a fresh row of their workspace, leaving the ticket as it is
 * (only the stream it opens spends it: `spendStreamTicket`). No row for a ticket unknown or
 * already used, or asked for with an API key since revoked: the ticket works only while its key
 * does.
 */
export function streamTicketIdentity(ticketHash: Buffer): Statement<TicketIdentityRow> {
  return preparedStatement(
    'a lookup by key, the identity lookup and a lookup of the key by primary key',
    `SELECT k.expires_at <= now() AS expired, a.id AS key_id, a.scopes AS key_scopes,
            a.expires_at AS key_expires_at,
            coalesce(a.expires_at <= now(), false) AS key_expired, ${IDENTITY_COLUMNS}
       FROM event_tickets k JOIN users u ON u.id = k.user_id AND NOT u.is_demo
       JOIN workspaces w ON w.id = u.workspace_id
       LEFT JOIN api_keys a ON a.id = k.api_key_id AND a.user_id = k.user_id
      WHERE k.ticket_hash = $1 AND (k.api_key_id IS NULL OR a.id IS NOT NULL)`,
    [ticketHash],
  );
}

/**
 * Spends a ticket still valid: deletes it, so it works once. No row when another request spent
 * it first, or it expired meanwhile.
 */
export function spendStreamTicket(ticketHash: Buffer): Statement<{ expired: boolean }> {
  return preparedStatement(
    'a delete by key',
    `DELETE FROM event_tickets WHERE ticket_hash = $1 RETURNING expires_at <= now() AS expired`,
    [ticketHash],
  );
}
