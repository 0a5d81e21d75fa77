import { afterEach, describe, expect, it } from '@jest/globals';
import {
  type ClientRequest,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventStream } from './event-stream.js';
import { frameOfJson, StreamEventRow } from './events.rules.js';

/**
 * A stream whose reader stops reading: once what waits for it passes the cap, the stream is
 * dropped (its socket destroyed) instead of buffering without end, and a write to it never waits.
 */
describe('a slow reader of an event stream', () => {
  let server: Server | undefined;
  let client: ClientRequest | undefined;
  afterEach(async () => {
    // A reader that paused never reads the server's close: its socket stays open, keeping the
    // test process alive, until it is destroyed here.
    client?.destroy();
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  /**
   * The server's answer on a real socket, headers sent; the client's answer goes to `reading`
   * (which pauses it, as a reader that stops, or takes its data).
   */
  async function answerOver(reading: (res: IncomingMessage) => void): Promise<ServerResponse> {
    let answer!: (response: ServerResponse) => void;
    const answered = new Promise<ServerResponse>((resolve) => (answer = resolve));
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.flushHeaders();
      answer(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = request({ port, host: '127.0.0.1' }, reading);
    client.end();
    return answered;
  }

  const viewer = {
    userId: 'u',
    workspaceId: 'w',
    role: 'admin',
    team: '1:0',
    members: new Set(['u']),
    apiKeys: new Set<string>(),
    record: null,
  };
  const chunk = `: ${'x'.repeat(16 * 1024)}\n\n`;

  it('is dropped once more than its cap waits for it, its writes never waiting', async () => {
    const response = await answerOver((res) => res.pause());
    const closed: EventStream[] = [];
    const stream = new EventStream(viewer, response, 0, '1', 64 * 1024, (s) => closed.push(s));
    let written = 0;
    // The socket's buffers take some megabytes first; the loop stops when the stream is dropped.
    while (!stream.closed && written < 256 * 1024 * 1024) {
      stream.write(chunk);
      written += chunk.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stream.closed).toBe(true);
    // Dropped for the reader that stalled, not for one write: the socket took many first.
    expect(written).toBeGreaterThan(8 * 64 * 1024);
    expect(closed).toEqual([stream]);
    expect(response.destroyed).toBe(true);
    // Writes after the drop are ignored, not buffered.
    stream.write(chunk);
    expect(response.writableLength).toBe(0);
  });

  it('sends a reader a batch bigger than its cap, and the next once it has taken it', async () => {
    let reader: IncomingMessage | undefined;
    const response = await answerOver((res) => {
      reader = res;
      res.pause();
    });
    const big = (seq: number) =>
      new StreamEventRow({
        seq: String(seq),
        type: 'contact.updated',
        body: JSON.stringify({ type: 'contact.updated', data: { note: 'x'.repeat(4 << 20) } }),
      });
    const nothing = { owners: new Map(), starters: new Map() };
    const stream = new EventStream(viewer, response, 0, '1', 64 * 1024, () => undefined);
    // One write of 4 MB where 64 KB may wait: sent, the stream kept.
    expect(stream.send([big(1)], nothing)).toBe(true);
    expect(stream.closed).toBe(false);
    expect(response.writableLength).toBeGreaterThan(64 * 1024);
    // The next, while the reader has not taken it: nothing sent, the cursor where it was.
    const waiting = response.writableLength;
    expect(stream.send([big(2)], nothing)).toBe(false);
    expect([stream.cursor, response.writableLength, stream.closed]).toEqual([1, waiting, false]);
    const drained = stream.drained();
    while (!reader) await new Promise((resolve) => setImmediate(resolve));
    reader.resume();
    await drained;
    expect(stream.send([big(2)], nothing)).toBe(true);
    expect([stream.cursor, stream.closed]).toEqual([2, false]);
  });

  it('keeps a reader that takes what it is sent', async () => {
    let received = 0;
    const response = await answerOver((res) =>
      res.on('data', (c: Buffer) => (received += c.length)),
    );
    const stream = new EventStream(viewer, response, 0, '1', 64 * 1024, () => undefined);
    for (let i = 0; i < 200; i++) {
      stream.write(chunk);
      await new Promise((resolve) =>
        response.writableLength > 0 ? response.once('drain', resolve) : setImmediate(resolve),
      );
    }
    expect(stream.closed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toBeGreaterThan(0);
  });
});

/** What a stream writes to its answer, in order, without a socket. */
function recordingAnswer(): { response: ServerResponse; writes: (string | Buffer)[] } {
  const writes: (string | Buffer)[] = [];
  const response = {
    on: () => response,
    write: (chunk: string | Buffer) => writes.push(chunk) > 0,
    writableLength: 0,
  };
  return { response: response as unknown as ServerResponse, writes };
}

describe('a batch sent to the streams of a workspace', () => {
  const event = (seq: number, type: string, data: object) =>
    new StreamEventRow({ seq: String(seq), type, body: JSON.stringify({ type, data }) });
  const batch = [
    event(8, 'contact.created', { contact: { id: 'c1', owner_id: null } }),
    event(9, 'view.created', { view: { visibility: 'private', created_by: 'ada' } }),
    event(10, 'contact.updated', { contact: { id: 'c2', owner_id: null } }),
  ];
  const frames = batch.map((row) => frameOfJson(row.seq, row.type, row.body));
  /** What a batch reads of the database when no stream sees only some contacts: nothing. */
  const NOTHING_READ = { owners: new Map(), starters: new Map() };

  const streamOf = (userId: string, cursor: number) => {
    const { response, writes } = recordingAnswer();
    const viewer = {
      userId,
      workspaceId: 'w',
      role: 'admin',
      team: '1:0',
      members: new Set([userId]),
      apiKeys: new Set<string>(),
      record: null,
    };
    return {
      stream: new EventStream(viewer, response, cursor, '1', 1 << 20, () => undefined),
      writes,
    };
  };

  it('writes the same bytes, encoded once, to every stream that shows it whole', () => {
    const [first, second] = [streamOf('ada', 7), streamOf('ada', 7)];
    expect(first.stream.send(batch, NOTHING_READ)).toBe(true);
    expect(second.stream.send(batch, NOTHING_READ)).toBe(true);
    expect(first.writes).toHaveLength(1);
    expect(first.writes[0]).toBeInstanceOf(Buffer);
    expect(second.writes[0]).toBe(first.writes[0]);
    expect(first.writes[0].toString()).toBe(frames.join(''));
    expect(first.stream.cursor).toBe(10);
  });

  it('writes its own frames to a stream that shows part of it, or starts within it', () => {
    const other = streamOf('grace', 7);
    expect(other.stream.send(batch, NOTHING_READ)).toBe(true);
    // Another member's private view is left out; its number is passed all the same.
    expect(other.writes).toEqual([frames[0] + frames[2]]);
    expect(other.stream.cursor).toBe(10);

    const later = streamOf('ada', 8);
    expect(later.stream.send(batch, NOTHING_READ)).toBe(true);
    expect(later.writes).toEqual([frames[1] + frames[2]]);
  });

  it('writes nothing after a gap, and says so: the stream reads the store from its cursor', () => {
    const behind = streamOf('ada', 5);
    expect(behind.stream.send(batch, NOTHING_READ)).toBe(false);
    expect(behind.writes).toEqual([]);
    expect(behind.stream.cursor).toBe(5);
  });
});
