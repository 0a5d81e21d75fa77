import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Db } from '../../src/database/db.js';
import { WebhookQueue } from '../../src/modules/webhooks/webhook-queue.js';
import { WebhookDeliveryWorker } from '../../src/modules/webhooks/webhook-delivery.worker.js';
import type { TestApp } from './test-app.js';

/**
 * The order a dispatch numbers a workspace's events in, for reading them whether or not one has
 * numbered them yet: the numbered by number, then the rest as they were recorded. `ORDER BY seq`
 * alone leaves the unnumbered in the table's physical order, which reused space reshuffles.
 */
export const NUMBERING_ORDER = 'seq, created_at, id';

/** A Standard Webhooks secret, as endpoints are issued. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers one request: a status, and optionally a body or headers. */
export interface Answer {
  status: number;
  /** Answers this long after the request arrived. */
  delayMs?: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A real HTTP receiver on loopback that records every request. It answers each with the next
 * of `answers` (the last one repeats; 204 when none), or with what `answers` decides for it.
 */
export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

export async function startReceiver(
  answers: Answer[] | ((request: Received) => Answer) = [],
): Promise<Receiver> {
  const received: Received[] = [];
  const receiver: Receiver = { url: '', received, close: async () => {} };
  let served = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const answer =
        typeof answers === 'function'
          ? answers(request)
          : (answers[Math.min(served++, answers.length - 1)] ?? { status: 204 });
      const reply = () => {
        res.writeHead(answer.status, answer.headers ?? {});
        res.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/hooks`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

export interface EndpointFields {
  url: string;
  events?: string[];
  secret?: string;
  previousSecret?: string | null;
  previousSecretExpiresAt?: Date | null;
  active?: boolean;
}

/**
 * Turns off the endpoints of the run's database that point at 93.184.216.34, the public address
 * specs subscribe with when they test what is recorded, not what is delivered. The test database
 * is shared by every spec of a run: left on, their events would be dispatched by the next spec
 * whose app works the queue, and each attempt would wait out its 10 s timeout there.
 */
export async function turnOffUndeliverableEndpoints(t: TestApp): Promise<void> {
  await t.db.query(
    `UPDATE webhook_endpoints SET active = false WHERE url LIKE 'https://93.184.216.34/%'`,
  );
}

/** An endpoint row, inserted directly (its routes are not what these tests are about). */
export async function insertEndpoint(
  t: TestApp,
  workspaceId: string,
  fields: EndpointFields,
): Promise<{ id: string; secret: string }> {
  const secret = fields.secret ?? newSecret();
  const [row] = await t.db.query<{ id: string }[]>(
    `INSERT INTO webhook_endpoints
       (workspace_id, url, events, secret, previous_secret, previous_secret_expires_at, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      workspaceId,
      fields.url,
      fields.events ?? ['*'],
      secret,
      fields.previousSecret ?? null,
      fields.previousSecretExpiresAt ?? null,
      fields.active ?? true,
    ],
  );
  return { id: row.id, secret };
}

/**
 * An event row of the workspace, shaped as the outbox stores it, numbered after the last one.
 * Not enqueued: see `enqueue`.
 */
export async function insertEvent(
  t: TestApp,
  workspaceId: string,
  type = 'contact.created',
  data: Record<string, unknown> = { contact: { id: 'c1', first_name: 'Ada' } },
): Promise<{ id: string; payload: Record<string, unknown> }> {
  const [row] = await t.db.query<{ id: string; payload: Record<string, unknown> }[]>(
    `WITH seq AS (
       SELECT COALESCE(max(seq), 0) + 1 AS n FROM webhook_events WHERE workspace_id = $1
     ), id AS (SELECT gen_random_uuid() AS id)
     INSERT INTO webhook_events (id, workspace_id, seq, type, payload)
     SELECT id.id, $1, seq.n, $2, jsonb_build_object(
              'type', $2::text, 'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'data', $3::jsonb || jsonb_build_object(
                'event_id', id.id, 'sequence', seq.n, 'workspace_id', $1::uuid, 'request_id', null,
                'actor', jsonb_build_object('type', 'system', 'user_id', null, 'api_key_id', null)))
       FROM seq, id
     RETURNING id, payload`,
    [workspaceId, type, JSON.stringify(data)],
  );
  return row;
}

/**
 * Dispatches the workspace's recorded events as a nudge's job does (presented, numbered, their
 * first attempts made and queued): writes record them undispatched.
 */
export async function dispatchEvents(t: TestApp, workspaceId: string): Promise<void> {
  await t.app.get(WebhookDeliveryWorker).relay(workspaceId);
}

/** `WebhookQueue.enqueue` in a transaction of its own, as a writer calls it in its own. */
export async function enqueue(t: TestApp, eventId: string, endpointId?: string): Promise<void> {
  const queue = t.app.get(WebhookQueue);
  await t.app.get(Db).transaction((tx) => queue.enqueue(tx, eventId, endpointId));
}

export interface DeliveryRecord {
  id: string;
  attempt: number;
  status: string;
  response_status: number | null;
  error: string | null;
  response_body: string | null;
  next_attempt_at: Date | null;
  finished_at: Date | null;
}

/** The endpoint's attempts, in attempt order. */
export async function deliveriesOf(t: TestApp, endpointId: string): Promise<DeliveryRecord[]> {
  return t.db.query(
    `SELECT id, attempt, status, response_status, error, response_body, next_attempt_at, finished_at
       FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY attempt, created_at, id`,
    [endpointId],
  );
}

/** Makes every waiting delivery job due now: the retry schedule, without the wait. */
export async function runWaitingAttemptsNow(t: TestApp): Promise<void> {
  await t.db.query(
    `UPDATE pgboss.job SET start_after = now()
      WHERE name = 'webhook-attempt' AND state IN ('created', 'retry')`,
  );
}

/** Polls `check` until it answers true (each spec's timeout bounds the wait). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  everyMs = 100,
): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}
