import { type ChildProcess, fork } from 'node:child_process';
import { type ClientRequest, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createParser } from 'eventsource-parser';
import pg from 'pg';
import {
  type Arrival,
  deliveryLatencies,
  percentiles,
  type Percentiles,
} from './stream-latency.js';

/*
 * Clients of `GET /events` in a process of their own (as the load generator is), so reading the
 * streams takes no time from the bench's event loop and its CPU is told apart from the server's.
 * Each stream is read as an EventSource reads it (eventsource-parser over node:http, each on its
 * own socket); each event's number and arrival time are kept. The same process reads a server's
 * memory through its inspector (Node 20's WebSocket is behind --experimental-websocket).
 */

/** What `GET /events` streams opened, and how many were refused (by status). */
export interface Opened {
  open: number;
  refused: Record<string, number>;
}

/** The latency of the events a run's streams received. */
export interface StreamLatency {
  /** Events of the workspace recorded within the window. */
  events: number;
  /** Deliveries of those events, one per stream that received one. */
  deliveries: number;
  /** Every event to every stream (each sees every contact): what `deliveries` should be. */
  expected_deliveries: number;
  /** From the event's row insert (in the write's own statement, just before it commits). */
  commit_to_client_ms: Percentiles | null;
  /** From the event's `timestamp` (set as the request built it, before its statement ran). */
  timestamp_to_client_ms: Percentiles | null;
  /** Streams that ended during the run (dropped as slow readers, or closed by the server). */
  streams_ended: number;
  /** `reset` events received (a stream that could not go on from where it was). */
  resets: number;
}

/** A server's `process.memoryUsage()` right after a full collection, in bytes. */
export interface MemoryUsage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

type Request =
  | { op: 'open'; url: string; tokens: string[]; count: number }
  | { op: 'close' }
  | {
      op: 'latency';
      databaseUrl: string;
      workspaceId: string;
      window: { from: number; to: number };
    }
  | { op: 'memory'; inspector: string };

type Reply = { id: number; result?: unknown; error?: string };

/** The parent's handle on the client process. */
export class StreamClients {
  private next = 0;
  private readonly pending = new Map<number, (reply: Reply) => void>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: Reply) => {
      this.pending.get(reply.id)?.(reply);
      this.pending.delete(reply.id);
    });
    child.once('exit', (code) => {
      for (const settle of this.pending.values()) {
        settle({ id: -1, error: `stream clients exited with ${code}` });
      }
      this.pending.clear();
    });
  }

  static start(): StreamClients {
    const child = fork(fileURLToPath(import.meta.url), ['--child'], {
      execArgv: ['--experimental-websocket', '--no-warnings'],
      stdio: 'inherit',
    });
    return new StreamClients(child);
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Opens `count` streams at `url`, the `tokens` (Authorization values) in turn; waits until each is live. */
  open(url: string, tokens: string[], count: number): Promise<Opened> {
    return this.call({ op: 'open', url, tokens, count });
  }

  /** Closes every stream, and forgets what they received. */
  close(): Promise<void> {
    return this.call({ op: 'close' });
  }

  /**
   * The latency of the workspace's events recorded within `window` (epoch ms) to each open
   * stream; then forgets what they received.
   */
  latency(
    databaseUrl: string,
    workspaceId: string,
    window: { from: number; to: number },
  ): Promise<StreamLatency> {
    return this.call({ op: 'latency', databaseUrl, workspaceId, window });
  }

  /** The memory of the server whose inspector listens at `inspector` (ws://), after a full GC. */
  memory(inspector: string): Promise<MemoryUsage> {
    return this.call({ op: 'memory', inspector });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }

  private call<T>(message: Request): Promise<T> {
    const id = ++this.next;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, (reply) =>
        reply.error === undefined ? resolve(reply.result as T) : reject(new Error(reply.error)),
      );
      this.child.send({ id, ...message });
    });
  }
}

/** One open stream, as the child holds it. */
class Stream {
  readonly arrivals: Arrival[] = [];
  ended = false;
  resets = 0;

  constructor(readonly req: ClientRequest) {}
}

/** The child's side: the streams and what they received. */
class Clients {
  private streams: Stream[] = [];

  async open(url: string, tokens: string[], count: number): Promise<Opened> {
    const refused: Record<string, number> = {};
    let open = 0;
    // A few at a time, as pages opening: each opening reads the store.
    const batch = 25;
    for (let from = 0; from < count; from += batch) {
      const size = Math.min(batch, count - from);
      const outcomes = await Promise.all(
        Array.from({ length: size }, (_, i) =>
          this.openOne(url, tokens[(from + i) % tokens.length]),
        ),
      );
      for (const status of outcomes) {
        if (status === 200) open++;
        else refused[status] = (refused[status] ?? 0) + 1;
      }
    }
    return { open, refused };
  }

  /** Resolves with the answer's status once a stream is live (its `retry:` came), or refused. */
  private openOne(url: string, authorization: string): Promise<number> {
    return new Promise((resolve) => {
      const req = request(`${url}/events`, {
        agent: false,
        headers: { accept: 'text/event-stream', authorization },
      });
      const stream = new Stream(req);
      req.on('error', () => {
        stream.ended = true;
        resolve(0);
      });
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          req.destroy();
          resolve(res.statusCode ?? 0);
          return;
        }
        this.streams.push(stream);
        const parser = createParser({
          onEvent: (message) => {
            const at = performance.timeOrigin + performance.now();
            if (message.event === 'reset') stream.resets++;
            else if (message.event !== 'ready' && message.id !== undefined)
              stream.arrivals.push({ seq: Number(message.id), at });
          },
          onRetry: () => resolve(200),
        });
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => parser.feed(chunk));
        const end = () => {
          stream.ended = true;
          resolve(200);
        };
        res.on('end', end);
        res.on('close', end);
      });
      req.end();
    });
  }

  close(): void {
    for (const stream of this.streams) stream.req.destroy();
    this.streams = [];
  }

  async latency(
    databaseUrl: string,
    workspaceId: string,
    window: { from: number; to: number },
  ): Promise<StreamLatency> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let rows: { seq: string; created_ms: number; timestamp: string }[];
    try {
      ({ rows } = await client.query<{ seq: string; created_ms: number; timestamp: string }>(
        `SELECT seq, extract(epoch FROM created_at)::float8 * 1000 AS created_ms,
                payload->>'timestamp' AS timestamp
           FROM webhook_events
          WHERE workspace_id = $1 AND seq IS NOT NULL
            AND created_at >= to_timestamp($2::float8 / 1000)
            AND created_at <= to_timestamp($3::float8 / 1000)`,
        [workspaceId, window.from, window.to],
      ));
    } finally {
      await client.end();
    }
    // Events recorded at the window's end may still be on their way: wait (at most 10 s) until
    // every open stream has received the last of them, so the tail is not cut off.
    const last = rows.reduce((max, r) => Math.max(max, Number(r.seq)), 0);
    const deadline = Date.now() + 10_000;
    const behind = () => this.streams.some((s) => !s.ended && (s.arrivals.at(-1)?.seq ?? 0) < last);
    while (behind() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const committed = new Map(rows.map((r) => [Number(r.seq), r.created_ms]));
    const stamped = new Map(rows.map((r) => [Number(r.seq), Date.parse(r.timestamp)]));
    const arrivals = this.streams.map((s) => s.arrivals);
    // The timestamp's window: every event the commit window holds, whenever it was stamped.
    const anyTime = { from: -Infinity, to: Infinity };
    const fromCommit = deliveryLatencies(arrivals, committed, window);
    const result: StreamLatency = {
      events: rows.length,
      deliveries: fromCommit.length,
      expected_deliveries: rows.length * this.streams.length,
      commit_to_client_ms: percentiles(fromCommit),
      timestamp_to_client_ms: percentiles(deliveryLatencies(arrivals, stamped, anyTime)),
      streams_ended: this.streams.filter((s) => s.ended).length,
      resets: this.streams.reduce((sum, s) => sum + s.resets, 0),
    };
    for (const stream of this.streams) stream.arrivals.length = 0;
    return result;
  }
}

/** A server's memory through its inspector (Chrome DevTools Protocol), after a full collection. */
async function memoryOf(inspector: string): Promise<MemoryUsage> {
  type Socket = {
    onopen: () => void;
    onerror: (event: unknown) => void;
    onmessage: (event: { data: string }) => void;
    send(data: string): void;
    close(): void;
  };
  const { WebSocket } = globalThis as unknown as { WebSocket: new (url: string) => Socket };
  const socket = new WebSocket(inspector);
  const replies = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data) as { id?: number; result?: unknown };
    if (message.id !== undefined) replies.get(message.id)?.(message.result);
  };
  await new Promise<void>((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`cannot reach the inspector at ${inspector}`));
  });
  let id = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      replies.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const evaluated = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    return JSON.parse(evaluated.result.value) as MemoryUsage;
  } finally {
    socket.close();
  }
}

if (process.argv[2] === '--child') {
  const clients = new Clients();
  const handle = async (message: Request): Promise<unknown> => {
    switch (message.op) {
      case 'open':
        return clients.open(message.url, message.tokens, message.count);
      case 'close':
        clients.close();
        return null;
      case 'latency':
        return clients.latency(message.databaseUrl, message.workspaceId, message.window);
      case 'memory':
        return memoryOf(message.inspector);
    }
  };
  process.on('message', (message: Request & { id: number }) => {
    handle(message).then(
      (result) => process.send!({ id: message.id, result: result ?? null }),
      (error: unknown) => process.send!({ id: message.id, error: (error as Error).message }),
    );
  });
  process.once('SIGTERM', () => {
    clients.close();
    process.exit(0);
  });
}
