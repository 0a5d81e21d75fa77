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
  'interaction.updated',
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
    // Turning on what was off starts the failure clock again; `true` on one already on (a client
    // that sends the whole endpoint back) leaves it running, so a dead endpoint is still turned off.
    sets.push(
      `active = true, disabled_reason = NULL, disabled_at = NULL,
       failing_since = CASE WHEN active THEN failing_since END`,
    );
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

/** The most events `insertWebhookEvents` records in one statement (its one parameter's size). */
export const EVENTS_PER_INSERT = 500;

/**
 * The statement that records events of one type and workspace, in the writer's transaction and
 * in their order: when `recorded` holds, it inserts them, unnumbered, each stamped with the clock
 * as it is inserted, their ids time-ordered (so the events of one record, whose writes wait for
 * each other, and those of one list are numbered in the order they happened). It takes no lock:
 * concurrent writers in one workspace do not wait for each other's commits. When `recorded`
 * fails it writes nothing and answers no row. One statement, one plan, for 1 to
 * EVENTS_PER_INSERT events.
 */
function recordEvents(
  events: readonly NewWebhookEvent[],
  recorded: (workspace: string, type: string, p: SqlParams) => string,
): Statement<{ id: string }> {
  const [first] = events;
  if (!first || events.length > EVENTS_PER_INSERT) {
    throw new Error(`a statement records 1 to ${EVENTS_PER_INSERT} events`);
  }
  const p = new SqlParams();
  const workspace = p.add(first.workspaceId);
  const type = p.add(first.type);
  const ids = p.add(events.map((e) => e.id));
  const payloads = p.add(JSON.stringify(events.map((e) => e.payload)));
  return preparedStatement(
    'an insert of a list, one plan for any length',
    `INSERT INTO webhook_events (id, workspace_id, type, payload, created_at)
     SELECT e.id, ${workspace}, ${type}, e.payload, clock_timestamp()
       FROM ROWS FROM (unnest(${ids}::uuid[]), jsonb_array_elements(${payloads}::jsonb))
            WITH ORDINALITY AS e(id, payload, ord)
      WHERE ${recorded(workspace, type, p)}
      ORDER BY e.ord
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

/**
 * Records events (1 to EVENTS_PER_INSERT of one type) when an active endpoint of their workspace
 * subscribes to their type (or `*`), or a stream of the workspace is open.
 */
export function insertWebhookEvents(events: readonly NewWebhookEvent[]): Statement<{ id: string }> {
  return recordEvents(events, (workspace, type) =>
    eventRecorded(`${workspace}::uuid`, `ARRAY[${type}::text, '*']`),
  );
}

/** Records a test ping for one endpoint of the workspace, whatever it subscribes to. */
export function insertWebhookPing(
  event: NewWebhookEvent,
  endpointId: string,
): Statement<{ id: string }> {
  return recordEvents(
    [event],
    (workspace, _type, p) =>
      `EXISTS (SELECT 1 FROM webhook_endpoints
                WHERE id = ${p.add(endpointId)} AND workspace_id = ${workspace} AND active)`,
  );
}
