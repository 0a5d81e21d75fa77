import { SqlParams, type TenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { contactScope } from '../../database/visibility.js';
import { STREAM_RECORDING } from '../../tenancy/tenancy.queries.js';

/**
 * Tells the workspace a stream is open: from now on, and for a day after the last stream, every
 * event is recorded (the statements that record events read `events_streamed_at`). Written at
 * most once an hour per workspace. Answers since when events have been recorded without a break:
 * now, when no stream was open within the last day (nothing was recorded for a while).
 */
export function openStreamRecording(workspaceId: string): Statement<{ recorded_since: Date }> {
  return statement(
    `WITH marked AS (
       UPDATE workspaces
          SET events_recorded_since = CASE
                WHEN events_streamed_at IS NULL OR events_streamed_at <= now() - ${STREAM_RECORDING}
                THEN now() ELSE events_recorded_since END,
              events_streamed_at = now()
        WHERE id = $1
          AND (events_streamed_at IS NULL OR events_streamed_at < now() - interval '1 hour')
        RETURNING events_recorded_since)
     SELECT coalesce((SELECT events_recorded_since FROM marked),
                     (SELECT events_recorded_since FROM workspaces WHERE id = $1)) AS recorded_since`,
    [workspaceId],
  );
}

/** Those of the contacts `ids` (live or in the trash) that the scope's member sees. */
export function visibleContactIds(
  scope: TenantScope,
  ids: readonly string[],
): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT c.id FROM contacts_all c
      WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactScope(p, scope, 'c')}`,
    p.values,
  );
}
