import { preparedStatement, type Statement, statement } from '../../database/statement.js';

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

/**
 * Starts the user's checkout window for these session parameters (`paramsDigest`), or keeps the
 * one that started less than `windowSeconds` ago, and answers when it started. The window counts
 * from its first click, not from the last; one statement, so clicks at the same moment agree on
 * the start (the second waits on the first's row).
 */
export function openCheckoutWindow(
  workspaceId: string,
  userId: string,
  paramsDigest: string,
  windowSeconds: number,
): Statement<{ started_at: Date }> {
  return preparedStatement(
    'an upsert by its key',
    `INSERT INTO checkout_windows AS w (user_id, workspace_id, params_digest, started_at)
          VALUES ($2, $1, $3, now())
       ON CONFLICT (user_id, workspace_id, params_digest) DO UPDATE
          SET started_at = CASE WHEN w.started_at <= now() - make_interval(secs => $4)
                                THEN now() ELSE w.started_at END
       RETURNING started_at`,
    [workspaceId, userId, paramsDigest, windowSeconds],
  );
}
