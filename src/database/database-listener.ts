import { Logger, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { inSessionTimeZone, POOL_ACQUIRE_TIMEOUT_MS } from './data-source-options.js';

/** How long a lost listening connection waits before it is made again. */
const RECONNECT_MS = 1_000;

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'pipeline-crm-listen';

type Listener = (payload: string) => void;

/**
 * PostgreSQL's notifications (LISTEN) for this instance, on one connection of its own, opened at
 * the first `listen` and held until shutdown. A pooler in transaction mode hands a session's
 * connection to others between transactions, so the connection goes to the database directly:
 * DATABASE_MIGRATION_URL where it is set (the direct way past a pooler), else DATABASE_URL.
 *
 * A notification is a hint, never the record: one sent while the connection was down is lost,
 * and is made again after a second. Whoever listens must find what it announces by other means
 * too (the event streams poll the store).
 */
export class DatabaseListener implements OnModuleDestroy {
  private readonly logger = new Logger('DatabaseListener');
  private readonly listeners = new Map<string, Set<Listener>>();
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private retry?: NodeJS.Timeout;
  private closed = false;
  /** The listening connection's backend process: a test ends it to see the connection made again. */
  private backend?: number;

  /**
   * `settingsAtConnect` false: `url` is a pooler's in transaction mode, which takes no startup
   * option (`inSessionTimeZone`).
   */
  constructor(
    private readonly url: string,
    private readonly settingsAtConnect = true,
  ) {}

  /** Calls `listener` with the payload of each notification on `channel`. */
  listen(channel: string, listener: Listener): void {
    let channelListeners = this.listeners.get(channel);
    if (!channelListeners) {
      channelListeners = new Set();
      this.listeners.set(channel, channelListeners);
      if (this.client && !this.connecting) void this.subscribe(this.client, channel);
    }
    channelListeners.add(listener);
    this.connect();
  }

  /** The listening connection's backend process id, while it is open and listening. */
  get backendPid(): number | undefined {
    return this.client && !this.connecting ? this.backend : undefined;
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await this.connecting?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  private connect(): void {
    if (this.client || this.closed) return;
    const { onConnect, ...session } = inSessionTimeZone(this.url, this.settingsAtConnect);
    const client = new pg.Client({
      ...session,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      // As long as the pool waits for a connection: a database that takes the connection and
      // never answers fails the attempt, which is then made again, rather than hold it forever.
      connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
    });
    this.client = client;
    client.on('notification', ({ channel, payload }) => {
      for (const listener of this.listeners.get(channel) ?? []) listener(payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    let opened = false;
    this.connecting = (async () => {
      await client.connect();
      opened = true;
      await onConnect?.(client);
      for (const channel of this.listeners.keys()) await this.subscribe(client, channel);
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      this.backend = rows[0].pid;
    })()
      .catch((error: Error) => this.lost(client, error, opened))
      .finally(() => {
        this.connecting = undefined;
      });
  }

  private async subscribe(client: pg.Client, channel: string): Promise<void> {
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  /**
   * The connection failed or ended, or (`opened` false) could not be made: made again shortly,
   * unless the instance is stopping.
   */
  private lost(client: pg.Client, error?: Error, opened = true): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    const what = opened ? 'lost' : 'could not be made';
    const cause = error ? `: ${error.message}` : '';
    this.logger.warn(`listening connection ${what}${cause}; again in ${RECONNECT_MS} ms`);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), RECONNECT_MS);
    this.retry.unref();
  }
}
