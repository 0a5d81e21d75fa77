import { afterAll, describe, expect, it } from '@jest/globals';
import { TOO_MANY_STREAMS_HERE } from '../src/modules/events/events.rules.js';
import { createContact, signUp } from './support/factories.js';
import { listening, type StreamedEvent, StreamReader } from './support/event-stream.js';
import { bearer, startApp, type TestApp } from './support/test-app.js';

/**
 * A client that follows the stream's protocol: it keeps the id of the last event it took, and
 * when its stream ends (an instance shutting down says `reconnect` first) it opens another on
 * whichever instance is up, with that id as Last-Event-ID.
 */
class FollowingClient {
  private readonly readers: StreamReader[] = [];

  constructor(private readonly email: string) {}

  /** The contact events taken so far, from every stream it followed, in order. */
  get events(): StreamedEvent[] {
    return this.readers.flatMap((r) => r.events.filter((e) => e.event === 'contact.created'));
  }

  get lastId(): string | undefined {
    return this.events.at(-1)?.id;
  }

  /** Opens a stream on `base`, resuming after the last event taken. */
  async follow(base: string): Promise<void> {
    const headers: Record<string, string> = bearer(this.email);
    const last = this.lastId;
    if (last) headers['last-event-id'] = last;
    const reader = await StreamReader.open(base, '/events', headers);
    expect(reader.status).toBe(200);
    this.readers.push(reader);
    await reader.until(() => reader.retries.length > 0);
  }

  /** Waits until the stream it follows has ended (its instance went away). */
  async dropped(): Promise<void> {
    const reader = this.readers.at(-1)!;
    await reader.until(() => reader.ended, 'the end of the stream');
  }

  async until(count: number): Promise<void> {
    await this.readers.at(-1)!.until(() => this.events.length >= count, `${count} events`);
  }

  close(): void {
    for (const reader of this.readers) reader.close();
  }
}

describe('GET /events through a rolling restart', () => {
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const app = await startApp({ EVENT_STREAM_POLL_MS: '50', ...env });
    apps.push(app);
    return { app, base: await listening(app) };
  };
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
  });

  it('loses and repeats nothing for a client that resumes on the instance that is up, while writes go on', async () => {
    const a = await start();
    const b = await start();
    const admin = await signUp(a.app, { premium: true });
    const client = new FollowingClient(admin.email);
    await client.follow(a.base);

    // Writes all along, through whichever instance is up.
    let writer = b.app;
    let writing = true;
    const written: string[] = [];
    const writes = (async () => {
      while (writing) {
        written.push((await createContact(writer, admin.email)).id);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    await client.until(5);
    // a restarts: its streams are told to reconnect and closed; the client moves to b.
    const closingA = a.app.close();
    await client.dropped();
    await client.follow(b.base);
    await closingA;
    const a2 = await start();
    await client.until(written.length + 3);
    // Then b restarts: writes move to the new a, and so does the client.
    writer = a2.app;
    const closingB = b.app.close();
    await client.dropped();
    await client.follow(a2.base);
    await closingB;
    await client.until(written.length + 3);
    writing = false;
    await writes;
    await client.until(written.length);

    expect(client.events.map((e) => (e.data.data?.contact as { id: string }).id)).toEqual(written);
    const ids = client.events.map((e) => Number(e.id));
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => ids[0] + i));
    client.close();
  });

  it('holds at most its per-instance limit of streams, whoever opens them (429 with Retry-After)', async () => {
    const { app, base } = await start({ EVENT_STREAMS_PER_INSTANCE: '2' });
    const readers: StreamReader[] = [];
    for (let i = 0; i < 2; i++) {
      const member = await signUp(app, { premium: true });
      readers.push(await StreamReader.open(base, '/events', bearer(member.email)));
    }
    expect(readers.map((r) => r.status)).toEqual([200, 200]);
    const third = await signUp(app, { premium: true });
    const refused = await StreamReader.open(base, '/events', bearer(third.email));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await refused.problem()).detail).toBe(TOO_MANY_STREAMS_HERE);
    for (const reader of readers) reader.close();
  });
});
