import type { Stage } from '../../tenancy/stages.js';
import { eventRecorded } from '../../tenancy/event-recording.js';
import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { SqlParams } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';

/** Every event type an endpoint may subscribe to; `*` is every one of them. */
export const WEBHOOK_EVENT_TYPES = [
  'contact.created',
  'contact.updated',
  'contact.deleted',
  'contact.restored',
  'contact.purged',
  'contact.erased',
  'contact.stage_changed',
  'contact.merged',
  'interaction.created',
  'followup.created',
  'followup.updated',
  'followup.completed',
  'followup.deleted',
  'enrollment.created',
  'enrollment.finished',
  'workspace.tier_changed',
  'settings.updated',
  'group.created',
  'group.updated',
  'group.deleted',
  'import.progress',
  'import.finished',
  'bulk_operation.progress',
  'bulk_operation.finished',
  'pipeline.created',
  'pipeline.updated',
  'pipeline.deleted',
  'custom_field.created',
  'custom_field.updated',
  'custom_field.archived',
  'custom_field.unarchived',
  'view.created',
  'view.updated',
  'view.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const ALL_EVENTS = '*';

/** Columns of an endpoint as its managers see it: never a secret. */
const ENDPOINT_COLUMNS = `id, url, description, events, active, disabled_reason, disabled_at,
  failing_since, created_by, previous_secret_expires_at, created_at, updated_at`;

export interface WebhookEndpointRow {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  active: boolean;
  disabled_reason: string | null;
  disabled_at: Date | null;
  failing_since: Date | null;
  created_by: string | null;
  /** Until when the secret replaced by the last rotation still signs; null when none does. */
  previous_secret_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function insertWebhookEndpoint(endpoint: {
  workspaceId: string;
  createdBy: string | null;
  url: string;
  description: string | null;
  events: readonly string[];
  secret: string;
}): Statement<WebhookEndpointRow> {
  return preparedStatement(
    'an insert',
    `INSERT INTO webhook_endpoints (workspace_id, created_by, url, description, events, secret)
         VALUES ($1, $2, $3, $4, $5::text[], $6)
         RETURNING ${ENDPOINT_COLUMNS}`,
    [
      endpoint.workspaceId,
      endpoint.createdBy,
      endpoint.url,
      endpoint.description,
      endpoint.events,
      endpoint.secret,
    ],
  );
}

/** A workspace's endpoints newest first. */
export const ENDPOINT_ORDER = timeKeyset('DESC', 'created_at', 'id');

/** One page of the workspace's endpoints, newest first. */
export function webhookEndpointPage(
  workspaceId: string,
  page: { after: readonly string[] | null; limit: number },
): Statement<Keyed<WebhookEndpointRow>> {
  const p = new SqlParams();
  const where = [`workspace_id = ${p.add(workspaceId)}`];
  if (page.after) where.push(ENDPOINT_ORDER.after(p, page.after));
  return statement(
    `SELECT ${ENDPOINT_COLUMNS}, ${ENDPOINT_ORDER.select} FROM webhook_endpoints
        WHERE ${where.join(' AND ')}
        ${ENDPOINT_ORDER.orderBy} ${ENDPOINT_ORDER.limit(p, page.limit)}`,
    p.values,
  );
}

export function webhookEndpointById(
  workspaceId: string,
  id: string,
): Statement<WebhookEndpointRow> {
  return preparedStatement(
    'a lookup by key',
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND workspace_id = $2`,
    [id, workspaceId],
  );
}

/** What an edit sets: undefined leaves a field as it is. */
export interface WebhookEndpointChanges {
  url?: string;
  events?: readonly string[];
  description?: string | null;
  active?: boolean;
}

/**
 * Edits an endpoint. Turning it on clears why and since when it was off and since when it
 * failed, so it starts afresh; turning it off records when, with no reason (a manager did).
 * No row when it is not the workspace's.
 */
export function updateWebhookEndpoint(
  workspaceId: string,
  id: string,
  changes: WebhookEndpointChanges,
): Statement<WebhookEndpointRow> {
  const p = new SqlParams();
  const sets: string[] = [];
  if (changes.url !== undefined) sets.push(`url = ${p.add(changes.url)}`);
  if (changes.events !== undefined) sets.push(`events = ${p.add(changes.events)}::text[]`);
  if (changes.description !== undefined) sets.push(`description = ${p.add(changes.description)}`);
  if (changes.active === true) {
    sets.push(`active = true, disabled_reason = NULL, disabled_at = NULL, failing_since = NULL`);
  } else if (changes.active === false) {
    sets.push(`disabled_at = CASE WHEN active THEN now() ELSE disabled_at END, active = false`);
  }
  sets.push('updated_at = now()');
  return statement(
    `UPDATE webhook_endpoints SET ${sets.join(', ')}
        WHERE id = ${p.add(id)} AND workspace_id = ${p.add(workspaceId)}
        RETURNING ${ENDPOINT_COLUMNS}`,
    p.values,
  );
}

export function deleteWebhookEndpoint(workspaceId: string, id: string): Statement {
  return statement(`DELETE FROM webhook_endpoints WHERE id = $1 AND workspace_id = $2`, [
    id,
    workspaceId,
  ]);
}

/**
 * Replaces the signing secret; the one it replaces keeps signing beside it for `graceSeconds`.
 * A second rotation within that window drops the first secret: only the newest two sign.
 */
export function rotateWebhookSecret(
  workspaceId: string,
  id: string,
  secret: string,
  graceSeconds: number,
): Statement<WebhookEndpointRow> {
  return statement(
    `UPDATE webhook_endpoints
        SET previous_secret = secret, secret = $3,
            previous_secret_expires_at = now() + make_interval(secs => $4), updated_at = now()
      WHERE id = $1 AND workspace_id = $2
      RETURNING ${ENDPOINT_COLUMNS}`,
    [id, workspaceId, secret, graceSeconds],
  );
}

/**
 * Whether an event of any of `types` (pass `*` among them) is recorded in the workspace: the
 * check before a single-statement write, which opens a transaction only if so.
 */
export function webhookSubscribed(
  workspaceId: string,
  types: readonly string[],
): Statement<{ subscribed: boolean }> {
  return preparedStatement(
    "the workspace's endpoints, a handful at most, and its stream lease",
    `SELECT ${eventRecorded('$1::uuid', '$2::text[]')} AS subscribed`,
    [workspaceId, types],
  );
}

/** An event to record; its `data.sequence` is filled in when it is numbered, at fan-out. */
export interface NewWebhookEvent {
  id: string;
  workspaceId: string;
  type: string;
  payload: Record<string, unknown>;
}

/**
 * The statement that records an event, in the writer's transaction: when `subscribers` finds an
 * endpoint for it, it inserts the event, unnumbered, stamped with the clock (so the events of one
 * record, whose writes wait for each other, are numbered in the order they happened). It takes no
 * lock: concurrent writers in one workspace do not wait for each other's commits. When none is
 * found it writes nothing and answers no row.
 */
function recordEvent(
  event: NewWebhookEvent,
  recorded: (workspace: string, type: string, p: SqlParams) => string,
): Statement<{ id: string }> {
  const p = new SqlParams();
  const workspace = p.add(event.workspaceId);
  const type = p.add(event.type);
  return preparedStatement(
    'an insert',
    `INSERT INTO webhook_events (id, workspace_id, type, payload, created_at)
     SELECT ${p.add(event.id)}, ${workspace}, ${type}, ${p.add(event.payload)}::jsonb, clock_timestamp()
      WHERE ${recorded(workspace, type, p)}
     RETURNING id`,
    p.values,
  );
}

/**
 * A data-modifying CTE that records `event` in the writer's own statement, with the row that
 * statement selects as `rows` (one row, columns as the API's presenter takes them) at
 * `data.<key>`: a write that is one statement stays one statement, with no transaction around
 * it. The fan-out presents that row as the API does (`presents`) before numbering the event.
 * Records nothing when the workspace records no event of the type (`eventRecorded`).
 */
export function recordRowEventCte(
  p: SqlParams,
  event: NewWebhookEvent,
  rows: string,
  key: string,
): string {
  const workspace = p.add(event.workspaceId);
  const type = p.add(event.type);
  return `INSERT INTO webhook_events (id, workspace_id, type, payload, presents, created_at)
         SELECT ${p.add(event.id)}, ${workspace}, ${type},
                jsonb_set(${p.add(event.payload)}::jsonb, ${p.add(['data', key])}::text[], to_jsonb(r)),
                ${p.add(key)}, clock_timestamp()
           FROM ${rows} r
          WHERE ${eventRecorded(`${workspace}::uuid`, `ARRAY[${type}::text, '*']`)}`;
}

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

/** An undispatched event whose payload holds a row the fan-out presents (`data.<presents>`). */
export interface UnpresentedEventRow {
  id: string;
  presents: string;
  row: Record<string, unknown>;
  /** The event's `timestamp`: the moment the row is presented as of. */
  at: string;
  dormancy_days: number;
  dormancy_ignores_closed: boolean;
  dormancy_respects_plans: boolean;
  /** The workspace's stages, which say each contact's pipeline and dormancy threshold. */
  stages: Stage[];
}

/** The first `limit` undispatched events of the workspace that hold a row to present. */
export function unpresentedWebhookEvents(
  workspaceId: string,
  limit: number,
): Statement<UnpresentedEventRow> {
  return preparedStatement(
    'a range of the partial index of the undispatched events',
    `SELECT e.id, e.presents, e.payload->'data'->e.presents AS row, e.payload->>'timestamp' AS at,
            w.dormancy_days, w.dormancy_ignores_closed, w.dormancy_respects_plans, w.stages
       FROM webhook_events e JOIN workspaces w ON w.id = e.workspace_id
      WHERE e.workspace_id = $1 AND e.seq IS NULL AND e.presents IS NOT NULL
      ORDER BY e.created_at, e.id LIMIT $2`,
    [workspaceId, limit],
  );
}

/** Writes each event's presented record (`records[i]` at `data.<presents>` of `ids[i]`). */
export function presentWebhookEvents(
  ids: readonly string[],
  records: readonly object[],
): Statement {
  return preparedStatement(
    'an update by keys',
    `UPDATE webhook_events e
        SET payload = jsonb_set(e.payload, ARRAY['data', e.presents], v.record), presents = NULL
       FROM unnest($1::uuid[], $2::jsonb[]) AS v(id, record)
      WHERE e.id = v.id`,
    [ids, records.map((r) => JSON.stringify(r))],
  );
}

/**
 * Numbers the first `limit` committed, undispatched, presented events of the workspace after
 * `lastSeq`, in the order they were recorded, writes each number into its payload, moves the
 * counter on, and answers the numbered ids. Runs under `lockWebhookSequence`, in the same
 * transaction: the numbers have no gap and no repeat.
 */
export function numberWebhookEvents(
  workspaceId: string,
  lastSeq: string,
  limit: number,
): Statement<{ id: string }> {
  return preparedStatement(
    'an update over the partial index of the undispatched events, a batch at a time',
    `WITH pending AS (
       SELECT id, $2::bigint + row_number() OVER (ORDER BY created_at, id) AS seq
         FROM (SELECT id, created_at FROM webhook_events
                WHERE workspace_id = $1 AND seq IS NULL AND presents IS NULL
                ORDER BY created_at, id LIMIT $3) first
     ), numbered AS (
       UPDATE webhook_events e
          SET seq = p.seq, payload = jsonb_set(e.payload, '{data,sequence}', to_jsonb(p.seq))
         FROM pending p WHERE e.id = p.id
       RETURNING e.id, e.seq
     ), counted AS (
       UPDATE webhook_sequences SET last_seq = (SELECT max(seq) FROM numbered)
        WHERE workspace_id = $1 AND EXISTS (SELECT 1 FROM numbered)
     )
     SELECT id FROM numbered`,
    [workspaceId, lastSeq, limit],
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

/**
 * Records an event when an active endpoint of its workspace subscribes to its type (or `*`), or
 * a stream of the workspace is open.
 */
export function insertWebhookEvent(event: NewWebhookEvent): Statement<{ id: string }> {
  return recordEvent(event, (workspace, type) =>
    eventRecorded(`${workspace}::uuid`, `ARRAY[${type}::text, '*']`),
  );
}

/** Records a test ping for one endpoint of the workspace, whatever it subscribes to. */
export function insertWebhookPing(
  event: NewWebhookEvent,
  endpointId: string,
): Statement<{ id: string }> {
  return recordEvent(
    event,
    (workspace, _type, p) =>
      `EXISTS (SELECT 1 FROM webhook_endpoints
                WHERE id = ${p.add(endpointId)} AND workspace_id = ${workspace} AND active)`,
  );
}
