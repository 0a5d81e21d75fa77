import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { config, templateNameFor } from './config.js';
import { MEMBER_EMAILS } from './dataset.js';
import { productionStart } from './production-start.js';
import { baselineEnv, cpuSeconds, send, serviceEnv, sleep } from './processes.js';

/*
 * The garbage collector's work a request, for builds of the service side by side:
 *
 *   node dist-bench/bench/gc-per-request.js <label>=<checkout> [<label>=<checkout> ...]
 *
 * Each checkout's production bundle (built there with `npm run build`) is started as
 * `start:prod` starts it, plus `--trace-gc-nvp`, on a copy of the bench's stored data set
 * (`npm run bench` stores it; DATABASE_URL names the server), once per route and round. After
 * BENCH_GC_WARMUP requests (JIT, pool), BENCH_GC_REQUESTS more are sent by 50 connections as the
 * large workspace's members, and the collections during those are summed: pause time a request
 * (beside the rate and the server's CPU time a request, from /proc),
 * scavenges and full collections, V8's heap in use right after each collection, and what each
 * scavenge found alive. Rounds alternate the checkouts (BENCH_GC_ROUNDS). BENCH_POOL_SHARE is
 * passed on as `npm run bench` does. The label `baseline` runs that checkout's bench baseline
 * (`npx tsc -p tsconfig.bench.json` there) with the production flags, as `npm run bench` runs it.
 */
const ROUTES = (process.env.BENCH_GC_ROUTES ?? '/contacts?limit=50,/contacts/dormant').split(',');
const WARMUP = Number(process.env.BENCH_GC_WARMUP ?? 5_000);
const REQUESTS = Number(process.env.BENCH_GC_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_GC_ROUNDS ?? 2);
const CONNECTIONS = 50;
const DATABASE = `${config.databaseName}_gc`;
const MB = 1024 * 1024;
const BASELINE_SCRIPT = 'dist-bench/bench/baseline/server.js';

interface Collection {
  kind: string;
  pauseMs: number;
  heapAfter: number;
  survived: number;
  promoted: number;
}

/** One `--trace-gc-nvp` line: `... pause=1.2 ... gc=s ... total_size_after=... promoted=...`. */
function collectionOf(line: string): Collection | undefined {
  if (!line.includes(' pause=')) return undefined;
  const field = (name: string) => new RegExp(`(?:^|\\s)${name}=(\\S+)`).exec(line)?.[1];
  return {
    kind: field('gc') ?? '?',
    pauseMs: Number(field('pause')),
    heapAfter: Number(field('total_size_after')),
    survived: Number(field('new_space_survived') ?? 0),
    promoted: Number(field('promoted') ?? 0),
  };
}

function load(url: string, amount: number): Promise<autocannon.Result> {
  let n = 0;
  const tokens = MEMBER_EMAILS.map((email) => `Bearer dev:${email}`);
  return Promise.resolve(
    autocannon({
      url,
      connections: CONNECTIONS,
      amount,
      timeout: 10,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            headers: { authorization: tokens[n++ % tokens.length] },
          }),
        },
      ],
    }),
  );
}

async function measure(checkout: string, route: string, databaseUrl: string, baseline: boolean) {
  const start = productionStart(join(checkout, 'package.json'));
  const port = config.servicePort;
  const lines: string[] = [];
  let partial = '';
  const script = baseline ? BASELINE_SCRIPT : start.script;
  const child = spawn(process.execPath, [...start.nodeFlags, '--trace-gc-nvp', script], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      ...(baseline ? baselineEnv(databaseUrl, false) : serviceEnv(databaseUrl, false)),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; (await send('GET', `${url}/health`).catch(() => null))?.status !== 200; i++) {
      if (i > 6_000) throw new Error(`${checkout} did not answer /health`);
      await sleep(10);
    }
    await load(url + route, WARMUP);
    const from = lines.length;
    const cpuBefore = cpuSeconds(child.pid!) ?? 0;
    const result = await load(url + route, REQUESTS);
    const cpu = (cpuSeconds(child.pid!) ?? 0) - cpuBefore;
    await sleep(200);
    if (result.non2xx || result.errors) {
      throw new Error(`${checkout} ${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    const collections = lines.slice(from).flatMap((line) => collectionOf(line) ?? []);
    const scavenges = collections.filter((c) => c.kind === 's');
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
    return {
      requests: result.requests.total,
      requests_per_second: Math.round(result.requests.total / result.duration),
      server_cpu_us_per_request: Math.round((cpu * 1e6) / result.requests.total),
      gc_pause_us_per_request: Math.round(
        (collections.reduce((sum, c) => sum + c.pauseMs, 0) * 1000) / result.requests.total,
      ),
      scavenges: scavenges.length,
      full_collections: collections.length - scavenges.length,
      heap_after_collection_mb: +(mean(collections.map((c) => c.heapAfter)) / MB).toFixed(1),
      survived_a_scavenge_mb: +(mean(scavenges.map((c) => c.survived + c.promoted)) / MB).toFixed(
        2,
      ),
      promoted_a_scavenge_mb: +(mean(scavenges.map((c) => c.promoted)) / MB).toFixed(2),
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const checkouts = process.argv.slice(2).map((arg) => {
    const [label, dir] = arg.split('=');
    if (!label || !dir) throw new Error('usage: gc-per-request.js <label>=<checkout> ...');
    return { label, dir: resolve(dir) };
  });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !checkouts.length) {
    throw new Error('DATABASE_URL (the bench server) and at least one <label>=<checkout>');
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.query(`CREATE DATABASE ${DATABASE} TEMPLATE ${templateNameFor(1)}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const route of ROUTES) {
      // Every other round the other way round, so neither side always runs first.
      const order = round % 2 ? checkouts : [...checkouts].reverse();
      for (const { label, dir } of order) {
        const figures = await measure(dir, route, url.toString(), label === 'baseline');
        console.log(JSON.stringify({ round, route, label, ...figures }));
      }
    }
  }
}

await main();
