import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { addMember, createContact, type Member, signUp } from './support/factories.js';
import { listening, listenerBackend, numberOf, StreamReader } from './support/event-stream.js';
import { setVisibility } from './support/groups.js';
import { bearer, call, startApp, type TestApp } from './support/test-app.js';

/** Ends a backend process from a session of the test's own, as a failover or an idle timeout would. */
async function terminate(pid: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await client.end();
  }
}

describe('GET /events: the fan-out by notification', () => {
  /** Writes, and numbers the events in its relay's jobs (it holds no stream). */
  let writer: TestApp;
  /** Holds the streams, and polls the store only once a minute: past any test's time. */
  let slow: TestApp;
  /** Holds streams and polls the store every 50 ms. */
  let polling: TestApp;
  const readers: StreamReader[] = [];
  const bases = new Map<TestApp, string>();

  const stream = async (t: TestApp, admin: Member) => {
    const reader = await StreamReader.open(bases.get(t)!, '/events', bearer(admin.email));
    readers.push(reader);
    expect(reader.status).toBe(200);
    await reader.until(() => reader.retries.length > 0);
    // `slow` hears of an event only by its notification: the tests write once it listens.
    await listenerBackend(t);
    return reader;
  };

  beforeAll(async () => {
    writer = await startApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
    slow = await startApp({ EVENT_STREAM_POLL_MS: '60000' });
    polling = await startApp({ EVENT_STREAM_POLL_MS: '50' });
    for (const t of [slow, polling]) bases.set(t, await listening(t));
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await Promise.all([writer.close(), slow.close(), polling.close()]);
  });

  it('sends events another instance numbered at its NOTIFY, without waiting for a poll', async () => {
    const admin = await signUp(writer, { premium: true });
    const reader = await stream(slow, admin);
    const first = await createContact(writer, admin.email, { first_name: 'Notified' });
    const second = await createContact(writer, admin.email, { first_name: 'Again' });
    const events = await reader.take(2);
    expect(events.map((e) => (e.data.data?.contact as { id: string }).id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(Number(events[1].id)).toBe(Number(events[0].id) + 1);
  });

  it("closes a removed member's stream before it sends anything written after the removal", async () => {
    const admin = await signUp(writer, { premium: true });
    const leaver = await addMember(writer, admin.workspaceId);
    const reader = await stream(slow, leaver);
    const removed = await call(writer, 'DELETE', `/team/${leaver.userId}`, { as: admin.email });
    expect(removed.status).toBe(204);
    await createContact(writer, admin.email, { email: 'secret@example.com' });
    await reader.until(() => reader.ended, 'the end of the removed member’s stream');
    expect(reader.events).toEqual([]);
  });

  it('resets the streams when a member leaves as another joins, the team as large as before', async () => {
    const admin = await signUp(writer, { premium: true });
    const leaver = await addMember(writer, admin.workspaceId);
    const reader = await stream(slow, admin);
    // Both before the stream reads the store again: it sees them as one change of the team.
    const [removed] = await Promise.all([
      call(writer, 'DELETE', `/team/${leaver.userId}`, { as: admin.email }),
      addMember(writer, admin.workspaceId),
    ]);
    expect(removed.status).toBe(204);
    const written = await createContact(writer, admin.email, { first_name: 'After' });
    const [reset, created] = await reader.take(2);
    expect(reset).toMatchObject({ event: 'reset', data: { reason: 'member_removed' } });
    expect(created.data.data?.contact).toMatchObject({ id: written.id });
    expect(Number(created.id)).toBe(numberOf(reset.id) + 1);
  });

  it("filters a stream by its member's new role from the first event written after the change", async () => {
    const admin = await signUp(writer, { premium: true });
    const other = await addMember(writer, admin.workspaceId, 'admin');
    await setVisibility(writer, admin, 'own', false);
    const reader = await stream(slow, other);
    const demoted = await call(writer, 'PATCH', `/team/${other.userId}`, {
      as: admin.email,
      body: { role: 'member' },
    });
    expect(demoted.status).toBe(200);
    await createContact(writer, admin.email, { first_name: 'Not theirs', owner_id: admin.userId });
    const own = await createContact(writer, admin.email, { owner_id: other.userId });
    const [reset, created] = await reader.take(2);
    expect(reset).toMatchObject({ event: 'reset', data: { reason: 'visibility_changed' } });
    expect(created.data.data?.contact).toMatchObject({ id: own.id });
    expect(Number(created.id)).toBe(numberOf(reset.id) + 2);
  });

  it('listens again after its connection is lost, and hears the next notification', async () => {
    const admin = await signUp(writer, { premium: true });
    const reader = await stream(slow, admin);
    const before = await listenerBackend(slow);
    await terminate(before);
    const after = await listenerBackend(slow, before);
    expect(after).not.toBe(before);
    const written = await createContact(writer, admin.email, { first_name: 'Reconnected' });
    const [event] = await reader.take(1);
    expect(event.data.data?.contact).toMatchObject({ id: written.id });
  });

  it('loses no event while its listening connection is down: the poll reads the store', async () => {
    const admin = await signUp(writer, { premium: true });
    const reader = await stream(polling, admin);
    await terminate(await listenerBackend(polling));
    const written = await createContact(writer, admin.email, { first_name: 'Unannounced' });
    const [event] = await reader.take(1);
    expect(event.data.data?.contact).toMatchObject({ id: written.id });
  });
});
