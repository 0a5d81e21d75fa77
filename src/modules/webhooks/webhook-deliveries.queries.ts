import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { SqlParams } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** An attempt as the endpoint's managers see it. */
export interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: DeliveryStatus;
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  response_body: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  finished_at: Date | null;
}

const DELIVERY_COLUMNS = `d.id, d.event_id, e.type AS event_type, d.attempt, d.status,
       d.response_status, d.duration_ms, d.error, d.response_body, d.next_attempt_at,
       d.created_at, d.finished_at`;

/**
 * The first attempt of event `eventId` to each active endpoint of its workspace subscribed to
 * its type (or to `*`), or to endpoint `endpointId` alone when given (a ping). A second run for
 * the same event adds nothing (one first attempt per event and endpoint). The endpoints are held
 * as the attempts' foreign key holds them, when they are read: one whose delete is under way is
 * waited for and left out once it commits, where the key's own check, after the read, would
 * fail the whole fan-out (and hold up the workspace's events until the next sweep).
 */
export function insertFirstAttempts(
  eventId: string,
  endpointId: string | null,
  now: Date,
): Statement<{ id: string }> {
  return preparedStatement(
    'an insert from lookups by key',
    `INSERT INTO webhook_deliveries (workspace_id, endpoint_id, event_id, attempt, status, created_at)
     SELECT e.workspace_id, w.id, e.id, 1, 'pending', $3
       FROM webhook_events e
       JOIN webhook_endpoints w ON w.workspace_id = e.workspace_id
      WHERE e.id = $1 AND e.seq IS NOT NULL AND w.active
        AND CASE WHEN $2::uuid IS NULL THEN e.type = ANY (w.events) OR '*' = ANY (w.events)
                 ELSE w.id = $2::uuid END
        FOR KEY SHARE OF w
     ON CONFLICT (event_id, endpoint_id, attempt) DO NOTHING
     RETURNING id`,
    [eventId, endpointId, now],
  );
}

/**
 * The first attempt of each of the dispatched `eventIds` to each active endpoint subscribing to
 * its type (a ping goes only to the endpoint it was sent to: see `insertFirstAttempts`, which
 * says why the endpoints are held).
 */
export function insertFirstAttemptsOf(
  eventIds: readonly string[],
  now: Date,
): Statement<{ id: string }> {
  return preparedStatement(
    'an insert from lookups by keys',
    `INSERT INTO webhook_deliveries (workspace_id, endpoint_id, event_id, attempt, status, created_at)
     SELECT e.workspace_id, w.id, e.id, 1, 'pending', $2
       FROM webhook_events e
       JOIN webhook_endpoints w ON w.workspace_id = e.workspace_id
      WHERE e.id = ANY ($1::uuid[]) AND e.type <> 'ping' AND w.active
        AND (e.type = ANY (w.events) OR '*' = ANY (w.events))
        FOR KEY SHARE OF w
     ON CONFLICT (event_id, endpoint_id, attempt) DO NOTHING
     RETURNING id`,
    [eventIds, now],
  );
}

/** What sending a claimed attempt needs: where, what and with which secrets. */
export interface ClaimedAttempt {
  id: string;
  endpoint_id: string;
  attempt: number;
  url: string;
  active: boolean;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  event_id: string;
  payload: Record<string, unknown>;
}

/**
 * Takes attempt `deliveryId` for sending until `until`: only while it is pending and nobody
 * holds it (or a holder's time ran out, a worker that died mid-send). No row: another worker
 * has it or it is over, and nothing is sent.
 */
export function claimAttempt(
  deliveryId: string,
  now: Date,
  until: Date,
): Statement<ClaimedAttempt> {
  return preparedStatement(
    'an update by key',
    `UPDATE webhook_deliveries d SET claimed_until = $3
       FROM webhook_endpoints w, webhook_events e
      WHERE d.id = $1 AND d.status = 'pending'
        AND (d.claimed_until IS NULL OR d.claimed_until <= $2)
        AND w.id = d.endpoint_id AND e.id = d.event_id
     RETURNING d.id, d.endpoint_id, d.attempt, w.url, w.active, w.secret, w.previous_secret,
               w.previous_secret_expires_at, e.id AS event_id, e.payload`,
    [deliveryId, now, until],
  );
}

export interface AttemptResult {
  status: 'succeeded' | 'failed';
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  responseBody: string | null;
  nextAttemptAt: Date | null;
  finishedAt: Date;
}

/** Records how a pending attempt ended; no row when it is no longer pending. */
export function finishAttempt(
  deliveryId: string,
  result: AttemptResult,
): Statement<{ id: string }> {
  return preparedStatement(
    'an update by key',
    `UPDATE webhook_deliveries
        SET status = $2, response_status = $3, duration_ms = $4, error = $5, response_body = $6,
            next_attempt_at = $7, finished_at = $8, claimed_until = NULL
      WHERE id = $1 AND status = 'pending'
     RETURNING id`,
    [
      deliveryId,
      result.status,
      result.responseStatus,
      result.durationMs,
      result.error,
      result.responseBody,
      result.nextAttemptAt,
      result.finishedAt,
    ],
  );
}

/**
 * A new pending attempt of the same event to the same endpoint as attempt `deliveryId` (a retry
 * or a redelivery), numbered after the last one. No row when another was numbered the same at
 * the same time.
 */
export function insertNextAttempt(deliveryId: string, now: Date): Statement<{ id: string }> {
  return preparedStatement(
    'an insert from lookups by key',
    `INSERT INTO webhook_deliveries (workspace_id, endpoint_id, event_id, attempt, status, created_at)
     SELECT d.workspace_id, d.endpoint_id, d.event_id,
            (SELECT max(attempt) FROM webhook_deliveries
              WHERE event_id = d.event_id AND endpoint_id = d.endpoint_id) + 1,
            'pending', $2
       FROM webhook_deliveries d WHERE d.id = $1
     ON CONFLICT (event_id, endpoint_id, attempt) DO NOTHING
     RETURNING id`,
    [deliveryId, now],
  );
}

/** Notes a failure: `failing_since` keeps the first of an unbroken run of them. */
export function markEndpointFailing(
  endpointId: string,
  now: Date,
): Statement<{ failing_since: Date; active: boolean }> {
  return preparedStatement(
    'an update by key',
    `UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, $2)
      WHERE id = $1 RETURNING failing_since, active`,
    [endpointId, now],
  );
}

/** A success ends the run of failures. */
export function markEndpointSucceeding(endpointId: string): Statement<never> {
  return preparedStatement(
    'an update by key',
    `UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL`,
    [endpointId],
  );
}

/** Turns an active endpoint off, saying why. */
export function disableEndpoint(endpointId: string, reason: string, now: Date): Statement<never> {
  return preparedStatement(
    'an update by key',
    `UPDATE webhook_endpoints SET active = false, disabled_reason = $2, disabled_at = $3
      WHERE id = $1 AND active`,
    [endpointId, reason, now],
  );
}

/** Ends the endpoint's attempts still waiting (none being sent is touched). */
export function cancelPendingAttempts(
  endpointId: string,
  error: string,
  now: Date,
): Statement<never> {
  return statement(
    `UPDATE webhook_deliveries SET status = 'failed', error = $2, finished_at = $3
      WHERE endpoint_id = $1 AND status = 'pending'
        AND (claimed_until IS NULL OR claimed_until <= $3)`,
    [endpointId, error, now],
  );
}

/**
 * The endpoint, when it is the workspace's; `held`: kept from a deletion until the transaction
 * ends, so an attempt added meanwhile never names an endpoint gone.
 */
export function endpointOf(
  workspaceId: string,
  endpointId: string,
  held = false,
): Statement<{ id: string; active: boolean }> {
  return preparedStatement(
    'a lookup by key',
    `SELECT id, active FROM webhook_endpoints WHERE id = $1 AND workspace_id = $2${held ? ' FOR KEY SHARE' : ''}`,
    [endpointId, workspaceId],
  );
}

/** An attempt, when it is one of the endpoint's. */
export function deliveryOf(endpointId: string, deliveryId: string): Statement<DeliveryRow> {
  return preparedStatement(
    'a lookup by key',
    `SELECT ${DELIVERY_COLUMNS}
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
      WHERE d.id = $1 AND d.endpoint_id = $2`,
    [deliveryId, endpointId],
  );
}

/** An endpoint's attempts newest first. */
export const DELIVERY_ORDER = timeKeyset('DESC', 'd.created_at', 'd.id');

/** One page of the endpoint's attempts, newest first, optionally of one status. */
export function deliveryPage(
  endpointId: string,
  page: {
    status: DeliveryStatus | null;
    /** The (created_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<DeliveryRow>> {
  const p = new SqlParams();
  const where = [`d.endpoint_id = ${p.add(endpointId)}`];
  if (page.status !== null) where.push(`d.status = ${p.add(page.status)}`);
  if (page.after) where.push(DELIVERY_ORDER.after(p, page.after));
  return statement(
    `SELECT ${DELIVERY_COLUMNS}, ${DELIVERY_ORDER.select}
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
      WHERE ${where.join(' AND ')}
      ${DELIVERY_ORDER.orderBy} ${DELIVERY_ORDER.limit(p, page.limit)}`,
    p.values,
  );
}
