import { preparedStatement, type Statement } from '../../database/statement.js';

/** What one round of the retention did in one workspace. */
export interface RetainedWorkspaceRow {
  workspace_id: string;
  /** Events deleted; `limit` means more may be due there. */
  deleted: number;
}

/**
 * Deletes, in each of the next `workspaces` workspaces with events after `afterWorkspace`
 * (keyset over `webhook_sequences`, a row a workspace with events), at most `limit` of its
 * oldest numbered events recorded before `cutoff`, their deliveries with them. Only ever a
 * prefix of its numbers, stopping at the first event that must stay (recorded since the cutoff,
 * or with an attempt still pending): what the store holds of a workspace is always every event
 * from some number on, so an event that is still there can be resumed after without a gap
 * (events.queries.ts, `resumable`). Undispatched events have no number and stay.
 */
export function deleteRetiredEvents(
  cutoff: Date,
  afterWorkspace: string,
  workspaces: number,
  limit: number,
): Statement<RetainedWorkspaceRow> {
  return preparedStatement(
    'a range of the primary key of webhook_sequences, then per workspace ranges of the unique index on (workspace_id, seq)',
    `WITH due AS (
       SELECT workspace_id FROM webhook_sequences
        WHERE workspace_id > $2::uuid ORDER BY workspace_id LIMIT $3
     ), bounds AS (
       SELECT w.workspace_id, f.first_seq,
              coalesce(
                (SELECT k.seq FROM webhook_events k
                  WHERE k.workspace_id = w.workspace_id
                    AND k.seq >= f.first_seq AND k.seq < f.first_seq + $4
                    AND (k.created_at >= $1
                         OR EXISTS (SELECT 1 FROM webhook_deliveries d
                                     WHERE d.event_id = k.id AND d.status = 'pending'))
                  ORDER BY k.seq LIMIT 1),
                f.first_seq + $4) AS kept_from
         FROM due w
         CROSS JOIN LATERAL (SELECT min(e.seq) AS first_seq FROM webhook_events e
                              WHERE e.workspace_id = w.workspace_id) f
        WHERE f.first_seq IS NOT NULL
     ), gone AS (
       DELETE FROM webhook_events e USING bounds b
        WHERE e.workspace_id = b.workspace_id AND e.seq >= b.first_seq AND e.seq < b.kept_from
       RETURNING e.workspace_id
     )
     SELECT w.workspace_id, coalesce(g.deleted, 0) AS deleted
       FROM due w
       LEFT JOIN (SELECT workspace_id, count(*)::int AS deleted FROM gone GROUP BY workspace_id) g
              USING (workspace_id)
      ORDER BY w.workspace_id`,
    [cutoff, afterWorkspace, workspaces, limit],
  );
}
