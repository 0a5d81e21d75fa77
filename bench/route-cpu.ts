import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { config, templateNameFor } from './config.js';
import { CUSTOM_FIELDS_WORKSPACE_ID } from './dataset.js';
import { productionStart } from './production-start.js';
import { cpuSeconds, send, serviceEnv, sleep } from './processes.js';
import { functionTimes, type Profile, summarize, type Window } from './profile-summary.js';
import {
  bodyOf,
  credentials,
  plainForm,
  SCENARIOS,
  type Scenario,
  type ScenarioContext,
} from './scenarios.js';

/*
 * The CPU a request of one form of a route costs the server and its PostgreSQL backends, for
 * builds of the service side by side, with where the server's time went:
 *
 *   node dist-bench/bench/route-cpu.js <label>=<checkout> [<label>=<checkout> ...]
 *
 * Each checkout's production bundle (built there with `npm run build`) is started as `start:prod`
 * starts it, once per round, on one copy of the bench's stored data set (`npm run bench` stores
 * it; DATABASE_URL names the server, BENCH_DATABASE the data set). The forms are the scenarios
 * BENCH_CPU_SCENARIOS names (parts of their names separated by `;`; default: the two with 20
 * custom fields), each also in its `versus` plain form, answered in turn by the same process, as
 * the bench's service answers them. For each, after BENCH_CPU_WARMUP requests (JIT, pool),
 * BENCH_CPU_REQUESTS more are sent by 50 connections, and the CPU the server and its PostgreSQL
 * backends used meanwhile (from /proc) is divided by them. Rounds alternate the checkouts and the
 * order of the forms (BENCH_CPU_ROUNDS). With BENCH_CPU_PROFILES=<dir>, the server runs with
 * `--cpu-prof` and its profile, cut to each form's measured requests, is summarised by package
 * and by function (BENCH_CPU_FUNCTIONS rows).
 */
const WARMUP = Number(process.env.BENCH_CPU_WARMUP ?? 3_000);
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 2);
const PROFILES = process.env.BENCH_CPU_PROFILES;
const FUNCTIONS = Number(process.env.BENCH_CPU_FUNCTIONS ?? 25);
const ONLY = (process.env.BENCH_CPU_SCENARIOS || '20 custom fields')
  .split(';')
  .map((s) => s.trim());
const CONNECTIONS = 50;
const DATABASE = `${config.databaseName}_cpu`;

/** The monotonic clock V8 stamps profile samples with, in microseconds. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

function load(url: string, form: Scenario, context: ScenarioContext, amount: number) {
  let n = 0;
  const headers = credentials(form, context);
  const body = bodyOf(form, context);
  const paths = form.paths(context);
  return Promise.resolve(
    autocannon({
      url,
      connections: CONNECTIONS,
      amount,
      timeout: 10,
      requests: [
        {
          method: form.method,
          setupRequest: (request) => {
            const i = n++;
            request.path = paths[i % paths.length];
            request.headers = { ...headers[i % headers.length] };
            if (body !== undefined) {
              request.headers['content-type'] = 'application/json';
              request.body = body.replaceAll('{n}', `cpu-${Date.now()}-${i}`);
            }
            return request;
          },
        },
      ],
    }),
  );
}

/** CPU seconds used so far by the backends of the database `client` is connected to. */
async function backendSeconds(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return rows.reduce((sum, { pid }) => sum + (cpuSeconds(pid) ?? 0), 0);
}

interface Measured {
  form: string;
  window: Window;
  figures: Record<string, number>;
}

/** One form's warm-up and measured requests on a running server. */
async function measureForm(
  url: string,
  pid: number,
  form: Scenario,
  context: ScenarioContext,
  metrics: pg.Client,
): Promise<Measured> {
  await load(url, form, context, WARMUP);
  const from = monotonicMicros();
  const serverBefore = cpuSeconds(pid) ?? 0;
  const postgresBefore = await backendSeconds(metrics);
  const result = await load(url, form, context, REQUESTS);
  const server = (cpuSeconds(pid) ?? 0) - serverBefore;
  const postgres = (await backendSeconds(metrics)) - postgresBefore;
  const window = { from, to: monotonicMicros() };
  if (result.non2xx || result.errors) {
    throw new Error(`${form.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  const us = (seconds: number) => Math.round((seconds * 1e6) / result.requests.total);
  return {
    form: form.name,
    window,
    figures: {
      requests_per_second: Math.round(result.requests.total / result.duration),
      server_cpu_us: us(server),
      postgres_cpu_us: us(postgres),
    },
  };
}

/**
 * A checkout's server, started afresh, answering each form in turn (as the bench's service
 * answers a scenario and its plain form), with its profile's summary for each when profiled.
 */
async function measure(
  checkout: string,
  forms: Scenario[],
  context: ScenarioContext,
  databaseUrl: string,
  metrics: pg.Client,
  profileDir: string | undefined,
) {
  const start = productionStart(join(checkout, 'package.json'));
  const port = config.servicePort;
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...start.nodeFlags, ...flags, start.script], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      ...serviceEnv(databaseUrl, false),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}`;
  const measured: Measured[] = [];
  try {
    for (let i = 0; (await send('GET', `${url}/health`).catch(() => null))?.status !== 200; i++) {
      if (i > 6_000) throw new Error(`${checkout} did not answer /health`);
      await sleep(10);
    }
    for (const form of forms) {
      measured.push(await measureForm(url, child.pid!, form, context, metrics));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  if (!profileDir) return measured.map(({ form, figures }) => ({ form, figures }));
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${profileDir}`);
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
  const script = join(checkout, start.script);
  const micros = (ms: number) => Math.round(ms * 1000);
  return measured.map(({ form, window, figures }) => {
    const { total, parts } = summarize(script, profile, REQUESTS, window);
    return {
      form,
      figures: { ...figures, profiled_busy_us: micros(total) },
      packages: parts.slice(0, 12).map(([name, ms]) => `${micros(ms)} ${name}`),
      functions: functionTimes(profile, REQUESTS, window)
        .slice(0, FUNCTIONS)
        .map((f) => `${micros(f.total)} (${micros(f.self)} own) ${f.name}`),
    };
  });
}

async function main(): Promise<void> {
  const checkouts = process.argv.slice(2).map((arg) => {
    const [label, dir] = arg.split('=');
    if (!label || !dir) throw new Error('usage: route-cpu.js <label>=<checkout> ...');
    return { label, dir: resolve(dir) };
  });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !checkouts.length) {
    throw new Error('DATABASE_URL (the bench server) and at least one <label>=<checkout>');
  }
  const scenarios = SCENARIOS.filter((s) => ONLY.some((part) => s.name.includes(part)));
  const forms = scenarios.flatMap((s) =>
    s.versus ? [s, { ...plainForm(s), name: `${s.name}, plain form` }] : [s],
  );
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.query(`CREATE DATABASE ${DATABASE} TEMPLATE ${templateNameFor(1)}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const metrics = new pg.Client({ connectionString: url.toString() });
  await metrics.connect();
  const members = await metrics.query<{ id: string }>(
    `SELECT id FROM users WHERE workspace_id = $1 ORDER BY email`,
    [CUSTOM_FIELDS_WORKSPACE_ID],
  );
  const context: ScenarioContext = {
    contactIds: [],
    apiKeys: [],
    customFieldMembers: members.rows.map((r) => r.id),
  };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      // Every other round the other way round, so neither side nor form always runs first.
      const order = round % 2 ? checkouts : [...checkouts].reverse();
      const inTurn = round % 2 ? forms : [...forms].reverse();
      for (const { label, dir } of order) {
        const profileDir = PROFILES ? join(PROFILES, `${label}-${round}`) : undefined;
        if (profileDir) {
          rmSync(profileDir, { recursive: true, force: true });
          mkdirSync(profileDir, { recursive: true });
        }
        for (const measured of await measure(
          dir,
          inTurn,
          context,
          url.toString(),
          metrics,
          profileDir,
        )) {
          console.log(JSON.stringify({ round, label, ...measured }, null, 1));
        }
      }
    }
  } finally {
    await metrics.end();
  }
}

await main();
