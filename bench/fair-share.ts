import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { productionStart } from './production-start.js';
import { ServerProcess, serviceEnv, sleep } from './processes.js';

/**
 * `npm run bench:fair-share` (DATABASE_URL required): one workspace floods the service with 60
 * concurrent slow searches (`GET /contacts?q=zz&limit=200` over its 60,000 contacts) while
 * another workspace lists its contacts one request after another (`GET /contacts?limit=5`);
 * that workspace's latencies, quiet and under the flood, with each share of the pool in
 * FAIR_SHARE_SHARES (`1` is no share: a workspace may hold the whole pool).
 */
const FLOODERS = 60;
const CONTACTS = 60_000;
const SECONDS = Number(process.env.FAIR_SHARE_SECONDS ?? 11);
const SHARES = (process.env.FAIR_SHARE_SHARES ?? '1,0.5,0.25').split(',').map(Number);
const PORT = 29110;
const DATABASE = 'crm_fair_share';

const agent = new http.Agent({ keepAlive: true, maxSockets: FLOODERS + 4 });

function get(path: string, email: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `http://127.0.0.1:${PORT}${path}`,
      { agent, headers: { authorization: `Bearer dev:${email}` } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The other workspace's list, one request after another, until `over` says stop. */
async function listLoop(email: string, over: () => boolean) {
  const ms: number[] = [];
  const statuses: number[] = [];
  while (!over()) {
    const res = await get('/contacts?limit=5', email);
    ms.push(res.ms);
    statuses.push(res.status);
  }
  ms.sort((a, b) => a - b);
  return {
    answered: ms.length,
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
    not200: statuses.filter((s) => s !== 200).length,
  };
}

async function measure(share: number, databaseUrl: string) {
  const start = productionStart();
  const { server } = await ServerProcess.start(
    'service',
    start.script,
    PORT,
    { ...serviceEnv(databaseUrl, false), DATABASE_POOL_SHARE: String(share) },
    start.nodeFlags,
  );
  try {
    const flooder = 'flood@fair-share.test';
    const other = 'other@fair-share.test';
    for (const email of [flooder, other]) await get('/me', email);
    // Warm the other's route, then measure it alone.
    let until = performance.now() + 2_000;
    await listLoop(other, () => performance.now() > until);
    until = performance.now() + 5_000;
    const quiet = await listLoop(other, () => performance.now() > until);

    until = performance.now() + SECONDS * 1_000;
    const floodStatuses = new Map<number, number>();
    const flood = Promise.all(
      Array.from({ length: FLOODERS }, async () => {
        while (performance.now() < until) {
          const { status } = await get('/contacts?q=zz&limit=200', flooder);
          floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1);
        }
      }),
    );
    await sleep(500);
    const flooded = await listLoop(other, () => performance.now() > until);
    await flood;
    return { share, quiet, flooded, flood: Object.fromEntries(floodStatuses) };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const databaseUrl = url.toString();

  const results = [];
  for (const [i, share] of SHARES.entries()) {
    if (i === 0) {
      // The first start migrates; sign both up and seed the flooding workspace before measuring.
      const start = productionStart();
      const { server } = await ServerProcess.start(
        'service',
        start.script,
        PORT,
        serviceEnv(databaseUrl, false),
        start.nodeFlags,
      );
      for (const email of ['flood@fair-share.test', 'other@fair-share.test']) {
        await get('/me', email);
      }
      await server.stop();
      await seed(databaseUrl);
    }
    results.push(await measure(share, databaseUrl));
    console.log(JSON.stringify(results.at(-1)));
  }
  agent.destroy();
}

async function seed(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `UPDATE workspaces SET is_premium = true
        WHERE id IN (SELECT workspace_id FROM users WHERE email LIKE '%@fair-share.test')`,
    );
    await db.query(
      `INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, company, stage, owner_id, last_activity_at)
       SELECT u.workspace_id, false, 'First ' || n, 'Last ' || n, 'person' || n || '@example.com',
              'Company ' || (n % 500), 'lead', u.id, now() - n * interval '1 minute'
         FROM users u, generate_series(1, $1::int) AS n
        WHERE u.email = 'flood@fair-share.test'`,
      [CONTACTS],
    );
    await db.query(
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at)
       SELECT u.workspace_id, false, 'Other ' || n, 'lead', u.id, now()
         FROM users u, generate_series(1, 50) AS n
        WHERE u.email = 'other@fair-share.test'`,
    );
    await db.query('ANALYZE contacts_all');
  } finally {
    await db.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
