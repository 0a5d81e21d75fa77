import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { type ClientRequest, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseListener } from '../../src/database/database-listener.js';
import type { TestApp } from './test-app.js';

/** An event a stream sent, its `data` parsed. */
export interface StreamedEvent {
  id: string | undefined;
  event: string | undefined;
  data: { type?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * What the id a stream sends where it stands between events (its opening, a reset, a
 * reconnect) must be, at event `seq`: `<seq>-<record>`.
 */
export function pointAt(seq: string | number | undefined): RegExp {
  return new RegExp(`^${String(seq)}-\\d+$`);
}

/** The event number an id of a stream names: an event's own, or a point's. */
export function numberOf(id: string | undefined): number {
  return Number.parseInt(id ?? '', 10);
}

/** The base URL of an app listening on a real socket. */
export async function listening(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * The backend `t` listens for notifications on, once it does, on a backend other than `not`: an
 * instance starts listening with its first stream, on a connection it opens then, so a test whose
 * instance polls too rarely to notice an event otherwise writes only once this answers.
 */
export async function listenerBackend(t: TestApp, not?: number): Promise<number> {
  const listener = t.app.get(DatabaseListener);
  for (;;) {
    const pid = listener.backendPid;
    if (pid !== undefined && pid !== not) return pid;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A client of `GET /events` over a real socket, as an EventSource reads it (eventsource-parser):
 * the status and headers, then every event, comment and `retry:` as they arrive.
 */
export class StreamReader {
  readonly events: StreamedEvent[] = [];
  readonly comments: string[] = [];
  retries: number[] = [];
  /** The id of the stream's opening (`event: ready`): where it starts. */
  opening: string | undefined;
  ended = false;
  /** The answer's body when it was not a stream (a problem). */
  body = '';
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly req: ClientRequest,
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
  ) {}

  static open(
    base: string,
    path: string,
    headers: Record<string, string> = {},
  ): Promise<StreamReader> {
    return new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, {
        headers: { accept: 'text/event-stream', ...headers },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const reader = new StreamReader(req, res.statusCode ?? 0, res.headers);
        const streaming = String(res.headers['content-type']).startsWith('text/event-stream');
        const parser = createParser({
          onEvent: (message: EventSourceMessage) => reader.add(message),
          onComment: (comment) => {
            reader.comments.push(comment.trim());
            reader.wake();
          },
          onRetry: (ms) => {
            reader.retries.push(ms);
            reader.wake();
          },
        });
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (streaming) parser.feed(chunk);
          else reader.body += chunk;
        });
        const end = () => {
          reader.ended = true;
          reader.wake();
        };
        res.on('end', end);
        res.on('close', end);
        res.on('error', end);
        resolve(reader);
      });
      req.end();
    });
  }

  /** The problem body of an answer that was not a stream. */
  async problem(): Promise<{ detail: string; status: number; code?: string }> {
    await this.until(() => this.ended);
    return JSON.parse(this.body) as { detail: string; status: number; code?: string };
  }

  /** Waits (at most 10 s) until `ready` holds, checked on each thing the stream sends. */
  async until(ready: () => boolean, what = 'the stream'): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!ready()) {
      if (Date.now() > deadline) {
        throw new Error(
          `${what} never came; events so far: ${JSON.stringify(this.events.map((e) => [e.id, e.event]))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the stream's `count` events of `type` (any type when undefined). */
  async take(count: number, type?: string): Promise<StreamedEvent[]> {
    const matching = () => this.events.filter((e) => type === undefined || e.event === type);
    await this.until(() => matching().length >= count, `${count} ${type ?? 'events'}`);
    return matching().slice(0, count);
  }

  close(): void {
    this.req.destroy();
  }

  private add(message: EventSourceMessage): void {
    // The opening: where the stream starts, not an event of the workspace.
    if (message.event === 'ready') {
      this.opening = message.id;
      this.wake();
      return;
    }
    this.events.push({
      id: message.id,
      event: message.event,
      data: JSON.parse(message.data) as StreamedEvent['data'],
    });
    this.wake();
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
