import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import { createApp } from '../src/app.factory.js';
import { applyHeapGrowth } from '../src/config/heap-growth.js';
import { parseEnvironment } from '../src/config/environment.js';
import { HistorySwitch } from './history-switch.js';

/**
 * CSV import throughput: one file of N rows (all new contacts, routed round robin over two
 * members, so every creation rule runs) uploaded to a premium workspace through `POST /imports`
 * and worked by the inline worker of the same instance, on a database already holding other
 * workspaces' contacts (100,000), analyzed. Reports rows a second, from the upload
 * to the import's end, and the process's peak resident memory (sampled every 50 ms) against its
 * resident memory before the upload, over the whole run and until the upload's answer; and,
 * during the upload, the peak of live memory (heap and buffers, sampled after a full collection). The multipart body is generated as it is sent (a stream
 * read with backpressure), so the benchmark holds no copy of the file and the memory measured is
 * the server's. Runs on database `crm_bench_imports` (made afresh) of DATABASE_URL's server.
 *
 *   npm run bench:import   (with DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)
 *
 * BENCH_IMPORT_ROWS (default 100000) sets N; BENCH_IMPORT_DATABASE another database name.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const DATABASE = process.env.BENCH_IMPORT_DATABASE ?? 'crm_bench_imports';
/**
 * `BENCH_IMPORT_HISTORY=off` imports with the contact history's triggers off: run alternately with
 * the default, what recording the history costs an import.
 */
const HISTORY = process.env.BENCH_IMPORT_HISTORY !== 'off';
/** Other tenants of the database: 200 workspaces of 500 contacts. */
const OTHER_WORKSPACES = 200;
const OTHER_CONTACTS_EACH = 500;

async function main(): Promise<void> {
  // The heap policy of the service's process (src/main.ts), so memory is measured as it runs.
  applyHeapGrowth();
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('set DATABASE_URL to a PostgreSQL server');
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${DATABASE}`;

  const app = await createApp({
    env: parseEnvironment({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      JOB_WORKER: 'inline',
      WEBHOOK_POLL_INTERVAL_MS: '500',
      RATE_LIMIT_PER_MINUTE: '0',
    }),
    databaseUrl: url.toString(),
  });
  const as = (email: string) => ({ authorization: `Bearer dev:${email}` });
  const owner = 'bench-owner@example.com';
  const me = (await app.inject({ method: 'GET', url: '/me', headers: as(owner) })).json();
  await app.inject({ method: 'POST', url: '/billing/dev-upgrade', headers: as(owner) });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const reps = await db.query<{ id: string }>(
    `INSERT INTO users (workspace_id, email, role) VALUES ($1, 'rep1@bench.example', 'member'),
       ($1, 'rep2@bench.example', 'member') RETURNING id`,
    [me.workspace.id],
  );
  await app.inject({
    method: 'PUT',
    url: '/routing',
    headers: as(owner),
    payload: { strategy: 'round_robin', member_ids: reps.rows.map((r) => r.id) },
  });

  // A database in use: other workspaces' contacts, and statistics as autovacuum keeps them. On a
  // fresh database a pooled connection that checked a foreign key to contacts while the table
  // held only the demo rows keeps a sequential-scan plan for that check, so every later batch on
  // it scans the whole table: a measure of the empty database, not of the import.
  await db.query(
    `WITH w AS (INSERT INTO workspaces (name, is_premium)
                  SELECT 'Other ' || g, true FROM generate_series(1, $1::int) g RETURNING id)
     INSERT INTO contacts (workspace_id, first_name, email, stage, last_activity_at)
       SELECT w.id, 'Other' || g, 'other' || g || '@' || w.id || '.example', 'lead', now()
         FROM w CROSS JOIN generate_series(1, $2::int) g`,
    [OTHER_WORKSPACES, OTHER_CONTACTS_EACH],
  );
  await db.query('ANALYZE');
  if (!HISTORY) await new HistorySwitch(url.toString()).turn(false);

  const mapping = JSON.stringify({
    'First name': 'first_name',
    'Last name': 'last_name',
    Email: 'email',
    Company: 'company',
    Title: 'title',
    Value: 'value_cents',
    Tags: 'tags',
  });
  const upload = multipartStream(mapping, ROWS);

  const gc = global.gc;
  if (!gc) throw new Error('run with node --expose-gc');
  gc();
  const baseline = process.memoryUsage().rss;
  const baselineLive = live();
  let peak = baseline;
  let livePeak = baselineLive;
  // While the upload runs, each sample first collects the garbage: what is left is what the
  // server holds (a copy of the file, or a part), not what it has dropped and V8 not yet freed.
  let uploading = true;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    if (!uploading) return;
    gc();
    livePeak = Math.max(livePeak, live());
  }, 50);
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/imports',
    headers: { ...as(owner), 'content-type': upload.contentType },
    payload: upload.body,
  });
  if (res.statusCode !== 202) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  // The upload alone (stored, the import queued), before the worker's rows add their own.
  const uploadPeak = Math.max(peak, process.memoryUsage().rss);
  uploading = false;
  const id = res.json<{ id: string }>().id;
  let state: { status: string; counts: Record<string, number> };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    state = (await app.inject({ method: 'GET', url: `/imports/${id}`, headers: as(owner) })).json();
    if (!['queued', 'running'].includes(state.status)) break;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    JSON.stringify({
      rows: ROWS,
      history: HISTORY,
      file_mib: Number(mib(upload.fileBytes())),
      status: state.status,
      counts: state.counts,
      seconds: Number(seconds.toFixed(1)),
      rows_per_second: Math.round(ROWS / seconds),
      rss_before_mib: Number(mib(baseline)),
      rss_peak_mib: Number(mib(peak)),
      rss_growth_mib: Number(mib(peak - baseline)),
      rss_upload_growth_mib: Number(mib(uploadPeak - baseline)),
      live_upload_growth_mib: Number(mib(livePeak - baselineLive)),
    }),
  );
  await db.end();
  await app.close();
}

/** The JavaScript heap in use and the buffers outside it. */
function live(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/**
 * A multipart/form-data body (the mapping, then a CSV file of `rows` new contacts) made as it is
 * read, 1,000 rows at a time.
 */
function multipartStream(mapping: string, rows: number) {
  const boundary = `bench-${randomUUID()}`;
  let fileBytes = 0;
  function* body(): Generator<Buffer> {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${mapping}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    );
    let text = 'First name,Last name,Email,Company,Title,Value,Tags';
    for (let i = 1; i <= rows; i++) {
      text += `\nPerson${i},Bench,person${i}@bench.example,Company ${i % 500},Buyer,${i},a|b`;
      if (i % 1000 === 0 || i === rows) {
        const chunk = Buffer.from(text);
        fileBytes += chunk.length;
        yield chunk;
        text = '';
      }
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    body: Readable.from(body(), { objectMode: false, highWaterMark: 1 }),
    contentType: `multipart/form-data; boundary=${boundary}`,
    fileBytes: () => fileBytes,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
