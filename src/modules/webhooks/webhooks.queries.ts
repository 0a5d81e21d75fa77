import type { Keyed } from '../../core/http/pagination.js';
import { SqlParams } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';

/** Every event type an endpoint may subscribe to; `*` is every one of them. */
export const WEBHOOK_EVENT_TYPES = [
  'contact.created',
  'contact.updated',
  'contact.deleted',
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

/** One page of the workspace's endpoints, newest first. */
export function webhookEndpointPage(
  workspaceId: string,
  page: { after: readonly string[] | null; limit: number },
): Statement<Keyed<WebhookEndpointRow>> {
  const p = new SqlParams();
  const where = [`workspace_id = ${p.add(workspaceId)}`];
  if (page.after) {
    where.push(
      `(created_at, id) < (${p.add(page.after[0])}::timestamptz, ${p.add(page.after[1])}::uuid)`,
    );
  }
  return statement(
    `SELECT ${ENDPOINT_COLUMNS}, created_at::text AS sort_at FROM webhook_endpoints
        WHERE ${where.join(' AND ')}
        ORDER BY created_at DESC, id DESC LIMIT ${p.add(page.limit + 1)}`,
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
 * Whether an active endpoint of the workspace subscribes to any of `types` (pass `*` among
 * them): the check before a single-statement write, which opens a transaction only if so.
 */
export function webhookSubscribed(
  workspaceId: string,
  types: readonly string[],
): Statement<{ subscribed: boolean }> {
  return preparedStatement(
    "the workspace's endpoints, a handful at most",
    `SELECT EXISTS (SELECT 1 FROM webhook_endpoints
                     WHERE workspace_id = $1 AND active AND events && $2::text[]) AS subscribed`,
    [workspaceId, types],
  );
}

/** An event to record; its `data.sequence` is filled in with the number it is given. */
export interface NewWebhookEvent {
  id: string;
  workspaceId: string;
  type: string;
  payload: Record<string, unknown>;
}

/**
 * The statement that records an event, in the writer's transaction: when `subscribers` finds an
 * endpoint for it, it takes the workspace's next number (the row of webhook_sequences stays
 * locked until the write commits, so numbers follow commit order with no gap) and inserts the
 * event with that number in its payload. When none is found it writes nothing and answers no
 * row: a workspace without endpoints pays this one statement.
 */
function recordEvent(
  event: NewWebhookEvent,
  subscribers: (workspace: string, type: string, p: SqlParams) => string,
): Statement<{ id: string; seq: string }> {
  const p = new SqlParams();
  const workspace = p.add(event.workspaceId);
  const type = p.add(event.type);
  return preparedStatement(
    'an insert',
    `WITH subscribed AS (${subscribers(workspace, type, p)} LIMIT 1
       ), numbered AS (
         INSERT INTO webhook_sequences AS s (workspace_id, last_seq)
         SELECT ${workspace}, 1 FROM subscribed
         ON CONFLICT (workspace_id) DO UPDATE SET last_seq = s.last_seq + 1
         RETURNING last_seq
       )
       INSERT INTO webhook_events (id, workspace_id, seq, type, payload)
       SELECT ${p.add(event.id)}, ${workspace}, last_seq, ${type},
              jsonb_set(${p.add(event.payload)}::jsonb, '{data,sequence}', to_jsonb(last_seq))
         FROM numbered
       RETURNING id, seq`,
    p.values,
  );
}

/** Records an event when an active endpoint of its workspace subscribes to its type (or `*`). */
export function insertWebhookEvent(event: NewWebhookEvent): Statement<{ id: string; seq: string }> {
  return recordEvent(
    event,
    (workspace, type) =>
      `SELECT 1 FROM webhook_endpoints
        WHERE workspace_id = ${workspace} AND active AND events && ARRAY[${type}::text, '*']`,
  );
}

/** Records a test ping for one endpoint of the workspace, whatever it subscribes to. */
export function insertWebhookPing(
  event: NewWebhookEvent,
  endpointId: string,
): Statement<{ id: string; seq: string }> {
  return recordEvent(
    event,
    (workspace, _type, p) =>
      `SELECT 1 FROM webhook_endpoints WHERE id = ${p.add(endpointId)} AND workspace_id = ${workspace} AND active`,
  );
}
