import { performance } from 'node:perf_hooks';
import { withClient } from './database.js';
import { LARGE_WORKSPACE_ID, MEMBER_EMAILS, smallWorkspaceAdminEmail } from './dataset.js';
import { cpuSeconds, type ServerProcess, sleep, STREAM_LIMITS } from './processes.js';
import { type MemoryUsage, type StreamLatency, StreamClients } from './stream-clients.js';

/** The idle streams whose memory is measured, one each for as many small workspaces' admins. */
export const IDLE_STREAMS = 1_000;

/** Seconds the instance's CPU is read with its idle streams open (its polls' cost). */
const IDLE_CPU_SECONDS = 10;

/** What the streams of a run measured with them saw. */
export interface StreamRun extends StreamLatency {
  streams: number;
  /** The stream clients' own CPU during the run, % of one core (not the server's). */
  client_cpu_pct: number | null;
}

/**
 * `count` streams of the large workspace, opened for the scenario (`Scenario.eventStreams`) and
 * closed for its reference: the same write with no stream anywhere. Closing also ends the
 * workspace's stream lease, which would otherwise keep its events recorded for a day, so
 * the reference records none, as a workspace nobody streams.
 */
export class EventStreamSwitch {
  private readonly clients = StreamClients.start();
  private started: { at: number; cpu: number | null; wall: number } | null = null;

  constructor(
    private readonly databaseUrl: string,
    readonly count: number,
  ) {}

  async turn(serviceUrl: string, on: boolean): Promise<void> {
    await this.clients.close();
    // The instance lets go of the workspace as the sockets close; its lease renewal must not
    // come after the lease is ended.
    await sleep(300);
    await withClient(this.databaseUrl, (client) =>
      client.query(`DELETE FROM event_stream_leases WHERE workspace_id = $1`, [LARGE_WORKSPACE_ID]),
    );
    if (!on) return;
    const tokens = MEMBER_EMAILS.map((email) => `Bearer dev:${email}`);
    const opened = await this.clients.open(serviceUrl, tokens, this.count);
    if (opened.open !== this.count) {
      throw new Error(
        `opened ${opened.open} of ${this.count} event streams; refused: ${JSON.stringify(opened.refused)}`,
      );
    }
  }

  /** The measured run began (after its warm-up). */
  measuring(): void {
    this.started = {
      at: Date.now(),
      cpu: cpuSeconds(this.clients.pid),
      wall: performance.now(),
    };
  }

  /** What the streams saw of the events recorded since `measuring()`. */
  async measured(): Promise<StreamRun> {
    const started = this.started;
    if (!started) throw new Error('measured() before measuring()');
    this.started = null;
    const to = Date.now();
    const cpu = cpuSeconds(this.clients.pid);
    const wall = (performance.now() - started.wall) / 1000;
    const latency = await this.clients.latency(this.databaseUrl, LARGE_WORKSPACE_ID, {
      from: started.at,
      to,
    });
    return {
      streams: this.count,
      ...latency,
      client_cpu_pct:
        cpu === null || started.cpu === null
          ? null
          : Math.round(((cpu - started.cpu) / wall) * 1000) / 10,
    };
  }

  async stop(): Promise<void> {
    await this.clients.stop();
  }
}

/** Megabytes of each figure of `process.memoryUsage()`, to 0.1. */
type MemoryMb = Record<keyof MemoryUsage, number>;

export interface IdleStreamsReport {
  streams: number;
  /** Streams the instance let open (all, or the measurement failed). */
  opened: number;
  /** One stream per workspace, as its admin. */
  workspaces: number;
  /** The instance's memory after a full collection, before the streams and with them open. */
  before_mb: MemoryMb;
  after_mb: MemoryMb;
  /** (after - before) / streams, KB. */
  per_stream_kb: Record<keyof MemoryUsage, number>;
  /** The instance's CPU with the streams open and no event, % of one core (its polls). */
  idle_cpu_pct: number | null;
  /** The instance's stream limits for the measurement. */
  limits: typeof STREAM_LIMITS;
}

/**
 * The memory of `IDLE_STREAMS` open streams on one instance with no event to send: its
 * `process.memoryUsage()` after a full collection (through the inspector) before they open and
 * with them open, the difference divided by their number. Each is the only stream of a small
 * workspace's admin, so the instance follows as many workspaces. A few streams are opened and
 * closed first, so the code they run is compiled and the statements they send are prepared
 * before the first reading.
 */
export async function measureIdleStreams(
  start: (nodeArgs: string[]) => Promise<ServerProcess>,
  stop: (server: ServerProcess) => Promise<void>,
): Promise<IdleStreamsReport> {
  const server = await start(['--inspect=127.0.0.1:0']);
  const clients = StreamClients.start();
  try {
    const inspector = /ws:\/\/\S+/.exec(server.recentOutput())?.[0];
    if (!inspector) throw new Error(`no inspector address in:\n${server.recentOutput()}`);
    const tokens = Array.from(
      { length: IDLE_STREAMS },
      (_, i) => `Bearer dev:${smallWorkspaceAdminEmail(i + 1)}`,
    );
    await clients.open(server.url, tokens.slice(0, 20), 20);
    await clients.close();
    await sleep(1_000);
    const before = await clients.memory(inspector);
    const opened = await clients.open(server.url, tokens, IDLE_STREAMS);
    // A few polls of the instance, with every stream followed.
    await sleep(2_000);
    const after = await clients.memory(inspector);
    const cpuBefore = cpuSeconds(server.pid);
    const wall = performance.now();
    await sleep(IDLE_CPU_SECONDS * 1_000);
    const cpuAfter = cpuSeconds(server.pid);
    const seconds = (performance.now() - wall) / 1000;
    const mb = (usage: MemoryUsage) =>
      Object.fromEntries(
        Object.entries(usage).map(([key, bytes]) => [key, Math.round(bytes / 104_857.6) / 10]),
      ) as MemoryMb;
    const perStream = Object.fromEntries(
      (Object.keys(before) as (keyof MemoryUsage)[]).map((key) => [
        key,
        Math.round(((after[key] - before[key]) / 1024 / Math.max(1, opened.open)) * 10) / 10,
      ]),
    ) as IdleStreamsReport['per_stream_kb'];
    return {
      streams: IDLE_STREAMS,
      opened: opened.open,
      workspaces: opened.open,
      before_mb: mb(before),
      after_mb: mb(after),
      per_stream_kb: perStream,
      idle_cpu_pct:
        cpuBefore === null || cpuAfter === null
          ? null
          : Math.round(((cpuAfter - cpuBefore) / seconds) * 1000) / 10,
      limits: STREAM_LIMITS,
    };
  } finally {
    await clients.stop();
    await stop(server);
  }
}
