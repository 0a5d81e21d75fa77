import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { drainAndClose } from '../src/core/shutdown.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { createKey } from './support/api-keys.js';
import { openStream, type OpenStream, type ReadEvent } from './support/event-stream.js';
import { addMember, createContact, type Member, signUp } from './support/factories.js';
import { bearer, call, startApp, type TestApp, useTestApp } from './support/test-app.js';

/** Serves `t` on a real socket; answers its base URL. */
async function served(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
}

/** The ids of the contacts the `contact.created` events so far name, in order. */
function createdIds(events: ReadEvent[]): string[] {
  return events
    .filter((e) => e.event === 'contact.created')
    .map((e) => (e.data as { data: { contact: { id: string } } }).data.contact.id);
}

const opened: OpenStream[] = [];
async function stream(base: string, as: Member | Record<string, string>, path = '/events') {
  const headers = 'email' in as ? bearer(as.email) : as;
  const s = await openStream(base, path, headers);
  opened.push(s);
  return s;
}
afterAll(() => {
  for (const s of opened) s.close();
});

describe('GET /events', () => {
  const t = useTestApp();
  let base: string;

  beforeAll(async () => {
    base = await served(t);
  });

  it('streams each contact created, numbered, as the webhook body', async () => {
    const admin = await signUp(t, { premium: true });
    const s = await stream(base, admin);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await s.until(() => s.retries.length > 0);
    expect(s.retries[0]).toBe(3000);
    const ada = await createContact(t, admin.email, { first_name: 'Ada' });
    const events = await s.until((e) => createdIds(e).includes(ada.id));
    const created = events.find((e) => e.event === 'contact.created')!;
    expect(created.data).toMatchObject({
      type: 'contact.created',
      data: { contact: { id: ada.id, first_name: 'Ada' }, sequence: Number(created.id) },
    });
    const [row] = await t.db.query(
      `SELECT events_streamed_at IS NOT NULL AS streamed FROM workspaces WHERE id = $1`,
      [admin.workspaceId],
    );
    expect(row.streamed).toBe(true);
  });

  it('replays from Last-Event-ID what came while away, in order, then the live ones, each once', async () => {
    const admin = await signUp(t, { premium: true });
    const first = await stream(base, admin);
    const one = await createContact(t, admin.email, { first_name: 'One' });
    const [seen] = await first.until((e) => createdIds(e).includes(one.id));
    first.close();
    const away = [
      await createContact(t, admin.email, { first_name: 'Two' }),
      await createContact(t, admin.email, { first_name: 'Three' }),
    ];
    const again = await stream(base, { ...bearer(admin.email), 'last-event-id': seen.id! });
    await again.until((e) => createdIds(e).length === 2);
    const live = await createContact(t, admin.email, { first_name: 'Four' });
    await again.until((e) => createdIds(e).length === 3);
    expect(createdIds(again.events)).toEqual([...away.map((c) => c.id), live.id]);
    const ids = again.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    // The query parameter stands for the header, as a browser's EventSource needs.
    const browser = await stream(base, admin, `/events?last_event_id=${seen.id}`);
    await browser.until((e) => createdIds(e).length === 3);
  });

  it('answers one reset for an id the workspace does not hold, then follows from now', async () => {
    const admin = await signUp(t, { premium: true });
    for (const id of ['999999', 'not-a-number', '0']) {
      const s = await stream(base, { ...bearer(admin.email), 'last-event-id': id });
      await s.until((e) => e.length === 1);
      expect(s.events[0]).toMatchObject({
        event: 'reset',
        data: { reason: `Event ${id} is not held; reload, then follow from here` },
      });
      s.close();
    }
  });

  it('sends a member only the events of contacts they see; an admin all of them', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId);
    const other = await addMember(t, admin.workspaceId);
    const settings = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: {
        dormancy_days: 14,
        timezone: 'UTC',
        stages: DEFAULT_STAGES,
        member_visibility: 'own',
        unassigned_visible: false,
      },
    });
    expect(settings.status).toBe(200);
    const repStream = await stream(base, rep);
    const adminStream = await stream(base, admin);
    const hidden = await createContact(t, admin.email, { owner_id: other.userId });
    const interaction = await call(t, 'POST', `/contacts/${hidden.id}/interactions`, {
      as: admin.email,
      body: { type: 'call', summary: 'Hidden call' },
    });
    expect(interaction.status).toBe(200);
    const mine = await createContact(t, admin.email, { owner_id: rep.userId });
    await adminStream.until((e) => createdIds(e).includes(mine.id));
    await repStream.until((e) => createdIds(e).includes(mine.id));
    expect(createdIds(adminStream.events)).toEqual([hidden.id, mine.id]);
    expect(adminStream.events.map((e) => e.event)).toContain('interaction.created');
    expect(repStream.events.map((e) => e.event)).toEqual(['contact.created']);
    expect(createdIds(repStream.events)).toEqual([mine.id]);
  });

  it('takes an API key with events:read, and refuses one without (403)', async () => {
    const admin = await signUp(t, { premium: true });
    const reader = await createKey(t, admin.email, ['events:read']);
    const s = await stream(base, { 'x-api-key': reader.key });
    expect(s.status).toBe(200);
    const other = await createKey(t, admin.email, ['contacts:read']);
    const refused = await stream(base, { 'x-api-key': other.key });
    expect(refused.status).toBe(403);
    await refused.until(() => refused.ended());
    expect(JSON.parse(refused.text())).toMatchObject({
      detail: "Scope 'events:read' required",
    });
  });

  it('holds at most five streams per member (429 with Retry-After)', async () => {
    const admin = await signUp(t, { premium: true });
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => stream(base, admin)));
    expect(five.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await stream(base, admin);
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('30');
    await sixth.until(() => sixth.ended());
    expect(JSON.parse(sixth.text())).toMatchObject({
      status: 429,
      detail: 'Too many event streams: at most 5 open at once per member; close one or retry later',
    });
    five[0].close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stream(base, admin)).status).toBe(200);
  });

  it('streams a free workspace too, its demo rows recording nothing', async () => {
    const free = await signUp(t);
    const s = await stream(base, free);
    expect(s.status).toBe(200);
    await s.until(() => s.retries.length > 0);
  });

  describe('on a second instance', () => {
    const second = useTestApp();
    let secondBase: string;

    beforeAll(async () => {
      secondBase = await served(second);
    });

    it('reaches a stream on one instance with a write on the other', async () => {
      const admin = await signUp(t, { premium: true });
      const s = await stream(secondBase, admin);
      const ada = await createContact(t, admin.email, { first_name: 'Across' });
      await s.until((e) => createdIds(e).includes(ada.id));
    });
  });
});

describe('GET /events across origins and restarts', () => {
  const t = useTestApp({ CORS_ORIGINS: 'https://app.example.com' });

  it('answers the stream with the CORS headers of an allowed origin', async () => {
    const base = await served(t);
    const admin = await signUp(t, { premium: true });
    const s = await stream(base, { ...bearer(admin.email), origin: 'https://app.example.com' });
    expect(s.status).toBe(200);
    expect(s.headers['access-control-allow-origin']).toBe('https://app.example.com');
  });

  it('on SIGTERM tells its streams to reconnect at once, within the grace', async () => {
    const stopping = await startApp();
    const base = await served(stopping);
    const admin = await signUp(stopping, { premium: true });
    const s = await stream(base, admin);
    await s.until(() => s.retries.length === 1);
    const started = Date.now();
    const closing = drainAndClose(stopping.app, {
      graceMs: 4_000,
      timeoutMs: 5_000,
      log: () => undefined,
    });
    await s.until(() => s.ended(), 3_000);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(s.retries).toEqual([3000, 500]);
    await closing;
  });

  it('tells its streams to reconnect when the instance stops, and closes them', async () => {
    const stopping = await startApp();
    const base = await served(stopping);
    const admin = await signUp(stopping, { premium: true });
    const s = await stream(base, admin);
    await s.until(() => s.retries.length === 1);
    await stopping.close();
    await s.until(() => s.ended());
    expect(s.retries).toEqual([3000, 500]);
  });
});
