import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** One server-sent event as a client reads it. */
export interface ReadEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** An open `GET /events` over a real socket, its events parsed as they arrive. */
export interface OpenStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Every event so far, in order (comments and `retry:` lines apart). */
  events: ReadEvent[];
  /** The `retry:` values received, in order. */
  retries: number[];
  /** Whether the server has ended the stream. */
  ended: () => boolean;
  /** The body of an answer that is not a stream. */
  text: () => string;
  /** Waits until `holds(events)`, or throws after `ms`. */
  until: (holds: (events: ReadEvent[]) => boolean, ms?: number) => Promise<ReadEvent[]>;
  close: () => void;
}

/** Opens `path` on `baseUrl` with `headers` and reads it as a stream of events. */
export function openStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers }, (res) => {
      const events: ReadEvent[] = [];
      const retries: number[] = [];
      let buffer = '';
      let body = '';
      let ended = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: Partial<ReadEvent> & { data?: unknown } = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const at = line.indexOf(': ');
            const [field, value] = at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 2)];
            if (field === 'retry') retries.push(Number(value));
            if (field === 'id') event.id = value;
            if (field === 'event') event.event = value;
            if (field === 'data') event.data = JSON.parse(value);
          }
          if (event.event) events.push(event as ReadEvent);
        }
      });
      res.on('end', () => (ended = true));
      res.on('close', () => (ended = true));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        retries,
        ended: () => ended,
        text: () => body,
        until: async (holds, ms = 10_000) => {
          const deadline = Date.now() + ms;
          while (!holds(events)) {
            if (Date.now() > deadline) {
              throw new Error(
                `stream events still ${JSON.stringify(events.map((e) => [e.id, e.event]))}`,
              );
            }
            await sleep(20);
          }
          return events;
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
