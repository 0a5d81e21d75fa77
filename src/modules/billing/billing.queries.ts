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

/**
 * Records `createdSeconds` (the event's `created`, Unix seconds) as the newest payment event
 * applied to the workspace. Affects no row when the workspace already holds a newer one: Stripe
 * does not order deliveries, and a late older event must not overwrite newer state. An event of
 * the same second applies (their order is unknown, so the later delivery wins).
 */
export function recordAppliedPaymentEvent(workspaceId: string, createdSeconds: number): Statement {
  return statement(
    `UPDATE workspaces SET payment_event_created_at = to_timestamp($2)
      WHERE id = $1
        AND (payment_event_created_at IS NULL OR payment_event_created_at <= to_timestamp($2))`,
    [workspaceId, createdSeconds],
  );
}
