import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';
import type { Stage } from '../../tenancy/stages.js';
import { streamLeased } from '../../tenancy/event-recording.js';
import { preparedStatement, type Statement } from '../../database/statement.js';

// The statements of a dispatch (`WebhookDeliveryWorker.dispatch`): under the workspace's counter
// lock, the recorded events are presented, numbered and announced, a batch at a time.

/** The workspace of a recorded event; no row when it is gone. */
export function webhookEventWorkspace(eventId: string): Statement<{ workspace_id: string }> {
  return preparedStatement(
    'a lookup by key',
    `SELECT workspace_id FROM webhook_events WHERE id = $1`,
    [eventId],
  );
}

/**
 * Locks the workspace's event counter until the dispatch commits (made at 0 on the workspace's
 * first event), so the dispatches of one workspace number one at a time. No row when the
 * workspace is gone or has no event waiting.
 */
export function lockWebhookSequence(workspaceId: string): Statement<{ last_seq: string }> {
  return preparedStatement(
    'an upsert by key',
    `INSERT INTO webhook_sequences AS s (workspace_id, last_seq)
     SELECT id, 0 FROM workspaces
      WHERE id = $1 AND EXISTS (SELECT 1 FROM webhook_events WHERE workspace_id = $1 AND seq IS NULL)
     ON CONFLICT (workspace_id) DO UPDATE SET last_seq = s.last_seq
     RETURNING last_seq`,
    [workspaceId],
  );
}

/**
 * An undispatched event; where its payload holds a row the fan-out presents (`data.<presents>`),
 * `presents` names it and `row` is that row.
 */
export interface UndispatchedEventRow {
  id: string;
  presents: string | null;
  row: Record<string, unknown> | null;
  /** The event's `timestamp`: the moment the row is presented as of. */
  at: string;
  dormancy_days: number;
  dormancy_ignores_closed: boolean;
  dormancy_respects_plans: boolean;
  /** The workspace's stages, which say each contact's pipeline and dormancy threshold. */
  stages: Stage[];
  /** The version of the workspace's custom field definitions (CustomFieldCatalog). */
  custom_fields_version: number;
  /** Its definitions, attached by the dispatch: a contact shows its values by them. */
  custom_fields?: readonly CustomFieldDefinition[];
}

/** The first `limit` committed, undispatched events of the workspace, in the order recorded. */
export function undispatchedWebhookEvents(
  workspaceId: string,
  limit: number,
): Statement<UndispatchedEventRow> {
  return preparedStatement(
    'a range of the partial index of the undispatched events',
    `SELECT e.id, e.presents, e.payload->'data'->e.presents AS row, e.payload->>'timestamp' AS at,
            w.dormancy_days, w.dormancy_ignores_closed, w.dormancy_respects_plans, w.stages,
            w.custom_fields_version
       FROM webhook_events e JOIN workspaces w ON w.id = e.workspace_id
      WHERE e.workspace_id = $1 AND e.seq IS NULL
      ORDER BY e.created_at, e.id LIMIT $2`,
    [workspaceId, limit],
  );
}

/**
 * Numbers the events `undispatchedWebhookEvents` read in this transaction (`ids`), after
 * `lastSeq` in the order they were recorded, and moves the counter on; answers the numbered ids.
 * Each event's row is rewritten once: its number into `seq` and `data.sequence`, and its
 * presented record (`records`, null for an event with none) at `data.<presents>`. Only what the
 * read saw: an event committed since waits for the next dispatch. An event recorded after
 * another had committed is read with it or after it, so it is numbered after it. Runs under
 * `lockWebhookSequence`, in the same transaction: the numbers have no gap and no repeat.
 */
export function numberWebhookEvents(
  workspaceId: string,
  lastSeq: string,
  read: { ids: readonly string[]; records: readonly (object | null)[] },
): Statement<{ id: string }> {
  return preparedStatement(
    'an update of the events the dispatch read, by key',
    `WITH pending AS (
       SELECT e.id, $2::bigint + row_number() OVER (ORDER BY e.created_at, e.id) AS seq, v.record
         FROM unnest($3::uuid[], $4::jsonb[]) AS v(id, record)
         JOIN webhook_events e ON e.id = v.id
        WHERE e.workspace_id = $1 AND e.seq IS NULL
     ), numbered AS (
       UPDATE webhook_events e
          SET seq = p.seq,
              payload = jsonb_set(
                CASE WHEN p.record IS NULL THEN e.payload
                     ELSE jsonb_set(e.payload, ARRAY['data', e.presents], p.record) END,
                '{data,sequence}', to_jsonb(p.seq)),
              presents = NULL
         FROM pending p WHERE e.id = p.id
       RETURNING e.id, e.seq
     ), counted AS (
       UPDATE webhook_sequences SET last_seq = (SELECT max(seq) FROM numbered)
        WHERE workspace_id = $1 AND EXISTS (SELECT 1 FROM numbered)
     )
     SELECT id FROM numbered`,
    [
      workspaceId,
      lastSeq,
      read.ids,
      read.records.map((r) => (r === null ? null : JSON.stringify(r))),
    ],
  );
}

/** The channel on which a dispatch announces the events it numbered: the workspace's id. */
export const EVENTS_NUMBERED_CHANNEL = 'crm_events_numbered';

/**
 * Announces, at the dispatch's commit, that the workspace has new numbered events, when a stream
 * of it is open somewhere (the instances holding its streams read them at once rather than at
 * their next poll). A NOTIFY is sent only at commit, and is only a hint: the store stays the
 * record.
 */
export function announceNumberedEvents(workspaceId: string): Statement {
  return preparedStatement(
    'a lookup by key',
    `SELECT pg_notify($2, $1::text) WHERE ${streamLeased('$1::uuid')}`,
    [workspaceId, EVENTS_NUMBERED_CHANNEL],
  );
}

/**
 * Workspaces with an event recorded more than `olderThanSeconds` ago and not dispatched yet: a
 * hint that went astray (an instance stopped between a commit and its nudge).
 */
export function workspacesWithStrayEvents(
  olderThanSeconds: number,
): Statement<{ workspace_id: string }> {
  return preparedStatement(
    'a scan of the partial index of the undispatched events, few at any time',
    `SELECT DISTINCT workspace_id FROM webhook_events
      WHERE seq IS NULL AND created_at < now() - make_interval(secs => $1)`,
    [olderThanSeconds],
  );
}
