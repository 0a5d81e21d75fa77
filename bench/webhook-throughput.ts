import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createApp } from '../src/app.factory.js';
import { parseEnvironment } from '../src/config/environment.js';
import { JobQueue } from '../src/jobs/job-queue.js';
import { RELAY_QUEUE } from '../src/modules/webhooks/webhook-relay.js';

/**
 * Webhook delivery throughput: N events recorded for one endpoint pointing at a local receiver
 * that answers 204 at once. They are recorded as writers record them (undispatched) and one
 * nudge is sent, as a burst of writes in a workspace sends; then an instance with the inline
 * worker starts, and the figure is events delivered a second,
 * from its start to the last request the receiver gets (a backlog drained: the delivery rate,
 * not the rate events are written at). Runs on database `crm_bench_webhooks` (made afresh) of
 * DATABASE_URL's server.
 *
 *   npm run build && npx tsc -p tsconfig.bench.json && \
 *     DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node dist-bench/bench/webhook-throughput.js
 *
 * BENCH_WEBHOOK_EVENTS (default 2000) sets N.
 */
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const DATABASE = 'crm_bench_webhooks';

async function main(): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('set DATABASE_URL to a PostgreSQL server');
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${DATABASE}`;

  let received = 0;
  let lastAt = 0;
  let allDelivered: () => void = () => {};
  const done = new Promise<void>((resolve) => (allDelivered = resolve));
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(204).end();
      received++;
      lastAt = performance.now();
      if (received === EVENTS) allDelivered();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;

  const env = (worker: 'inline' | 'off') =>
    parseEnvironment({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_POLL_INTERVAL_MS: '500',
      JOB_WORKER: worker,
    });
  const app = await createApp({ env: env('off'), databaseUrl: url.toString() });
  const me = await app.inject({
    method: 'GET',
    url: '/me',
    headers: { authorization: 'Bearer dev:bench-webhooks@example.com' },
  });
  const workspaceId = me.json<{ workspace: { id: string } }>().workspace.id;
  const sql = new pg.Client({ connectionString: url.toString() });
  await sql.connect();
  await sql.query(
    `INSERT INTO webhook_endpoints (workspace_id, url, events, secret)
     VALUES ($1, $2, '{*}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')`,
    [workspaceId, `http://127.0.0.1:${port}/hooks`],
  );
  // Recorded as writers record them: undispatched, the row already presented.
  await sql.query(
    `INSERT INTO webhook_events (workspace_id, type, payload, created_at)
     SELECT $1, 'contact.created',
            jsonb_build_object('type', 'contact.created', 'timestamp', now(),
                               'data', jsonb_build_object('sequence', NULL, 'contact', jsonb_build_object('id', n))),
            clock_timestamp()
       FROM generate_series(1, $2::int) n`,
    [workspaceId, EVENTS],
  );
  await sql.end();

  // One nudge, as a burst of writes in one workspace sends: the relay dispatches them in batches.
  const enqueueStarted = performance.now();
  await app.get(JobQueue).sendDetached(RELAY_QUEUE, { workspaceId });
  const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
  await app.close();

  const started = performance.now();
  const worker = await createApp({ env: env('inline'), databaseUrl: url.toString() });
  await done;
  const seconds = (lastAt - started) / 1000;
  console.log(
    JSON.stringify({
      events: EVENTS,
      nudge_seconds: Number(enqueueSeconds.toFixed(2)),
      delivery_seconds: Number(seconds.toFixed(2)),
      events_per_second: Math.round(EVENTS / seconds),
    }),
  );
  await worker.close();
  receiver.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
