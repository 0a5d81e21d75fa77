import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/*
 * The load generator runs in its own process (autocannon's programmatic API), so its CPU is not
 * taken from the event loop of the server under test. The parent sends one LoadSpec; the child
 * warms up, says when the measured run starts, and sends back one LoadResult.
 */

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** Rotated request by request, as are `credentials` (an Authorization or X-Api-Key header). */
  paths: string[];
  credentials: Record<string, string>[];
  /** More headers of every request; `{n}` as in `body`. */
  headers?: Record<string, string>;
  /** JSON body; `{n}` becomes the run's tag and the request's sequence number. */
  body?: string;
  connections: number;
  warmup: number;
  duration: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPU seconds the load generator itself used during the measured run. */
  cpuSeconds: number;
}

type ChildMessage = { type: 'start' } | { type: 'result'; result: LoadResult };

async function runLoad(spec: LoadSpec, started: () => void): Promise<LoadResult> {
  let sequence = 0;
  // Unique across runs too: an Idempotency-Key sent again would be a replay, not a write.
  const tag = randomBytes(4).toString('hex');
  const numbered = (text: string, n: number) => text.replaceAll('{n}', `${tag}-${n}`);
  let cpuAtStart = process.cpuUsage();
  const run = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.duration,
    timeout: 10,
    ...(spec.warmup > 0
      ? { warmup: { connections: spec.connections, duration: spec.warmup } }
      : {}),
    requests: [
      {
        method: spec.method,
        setupRequest: (request) => {
          const n = sequence++;
          request.path = spec.paths[n % spec.paths.length];
          request.headers = { ...spec.credentials[n % spec.credentials.length] };
          for (const [name, value] of Object.entries(spec.headers ?? {})) {
            request.headers[name] = numbered(value, n);
          }
          if (spec.body !== undefined) {
            request.headers['content-type'] = 'application/json';
            request.body = numbered(spec.body, n);
          }
          return request;
        },
      },
    ],
  });
  run.on('start', () => {
    cpuAtStart = process.cpuUsage();
    started();
  });
  const result = await run;
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stat]) => [code, Number(stat.count)]),
    ),
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

/** Runs one load in a child process; `onStart` fires when the measured run begins. */
export function loadInChild(spec: LoadSpec, onStart: () => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--child'], { stdio: 'inherit' });
    let result: LoadResult | undefined;
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'start') onStart();
      else result = message.result;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`load generator exited with ${code}`));
    });
    child.send(spec);
  });
}

if (process.argv[2] === '--child') {
  const reply = (message: ChildMessage, then: () => void = () => undefined) =>
    process.send!(message, then);
  process.once('message', (spec: LoadSpec) => {
    runLoad(spec, () => reply({ type: 'start' })).then(
      (result) => reply({ type: 'result', result }, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
