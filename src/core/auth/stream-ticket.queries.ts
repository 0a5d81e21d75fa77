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

/** A used ticket's member as of now, and whether the ticket had expired. */
export interface TicketIdentityRow extends IdentityRow {
  expired: boolean;
}

/**
 * Uses a ticket: deletes it (a ticket works once, used or not in time) and answers its member
 * as of now with a fresh row of their workspace. No row for a ticket unknown or already used.
 */
export function redeemStreamTicket(ticketHash: Buffer): Statement<TicketIdentityRow> {
  return preparedStatement(
    'a delete by key and the identity lookup',
    `WITH used AS (
       DELETE FROM event_tickets WHERE ticket_hash = $1
       RETURNING user_id, expires_at <= now() AS expired)
     SELECT used.expired, ${IDENTITY_COLUMNS}
       FROM used JOIN users u ON u.id = used.user_id AND NOT u.is_demo
       JOIN workspaces w ON w.id = u.workspace_id`,
    [ticketHash],
  );
}
