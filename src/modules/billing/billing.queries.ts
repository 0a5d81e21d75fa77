import { type Statement, statement } from '../../database/statement.js';

/**
 * Claims a payment provider event for a workspace: affects one row the first time the event id
 * is seen, none after (the primary key makes each event act once).
 */
export function claimPaymentEvent(
  event: { id: string; type: string },
  workspaceId: string,
): Statement {
  return statement(
    `INSERT INTO payment_events (event_id, type, workspace_id) VALUES ($1, $2, $3)
         ON CONFLICT (event_id) DO NOTHING`,
    [event.id, event.type, workspaceId],
  );
}
