import { preparedStatement, type Statement } from '../../database/statement.js';
import { IDENTITY_COLUMNS, type IdentityRow } from '../../tenancy/tenancy.queries.js';

/**
 * Stores a ticket (its hash) for `userId`, valid `ttlSeconds`, and drops the tickets that
 * expired over a day ago (kept that long so their use is told apart from a wrong ticket).
 */
export function insertStreamTicket(
  ticketHash: Buffer,
  userId: string,
  ttlSeconds: number,
): Statement<{ expires_at: Date }> {
  return preparedStatement(
    'an insert, and a range of the expiry index',
    `WITH expired AS (DELETE FROM event_tickets WHERE expires_at < now() - interval '1 day')
     INSERT INTO event_tickets (ticket_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))
     RETURNING expires_at`,
    [ticketHash, userId, ttlSeconds],
  );
}

/** A ticket's member as of now, and whether the ticket has expired. */
export interface TicketIdentityRow extends IdentityRow {
  expired: boolean;
}

/**
 * A ticket's member as of now, with a fresh row of their workspace, leaving the ticket as it is
 * (only the stream it opens spends it: `spendStreamTicket`). No row for a ticket unknown or
 * already used.
 */
export function streamTicketIdentity(ticketHash: Buffer): Statement<TicketIdentityRow> {
  return preparedStatement(
    'a lookup by key and the identity lookup',
    `SELECT k.expires_at <= now() AS expired, ${IDENTITY_COLUMNS}
       FROM event_tickets k JOIN users u ON u.id = k.user_id AND NOT u.is_demo
       JOIN workspaces w ON w.id = u.workspace_id
      WHERE k.ticket_hash = $1`,
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
