import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EVENT_RETENTION_BATCH,
  WebhookEventRetentionWorker,
} from '../src/modules/webhooks/webhook-event-retention.worker.js';
import { createContact, type Member, signUp } from './support/factories.js';
import { listening, StreamReader } from './support/event-stream.js';
import { bearer, call, startApp, type TestApp } from './support/test-app.js';
import { insertEndpoint, insertEvent } from './support/webhooks.js';

/**
 * The store's retention (`EVENT_RETENTION_DAYS`, 30 by default): events recorded before it are
 * deleted oldest first, a workspace's store always every event from some number on, so a stream
 * resumes after any event still held, and is reset after one that is gone.
 */
describe('Recorded events past the retention', () => {
  let t: TestApp;
  let base: string;
  const readers: StreamReader[] = [];
  const retention = () => t.app.get(WebhookEventRetentionWorker);

  const stream = async (who: Member, lastEventId?: string) => {
    const headers: Record<string, string> =
      lastEventId === undefined ? {} : { 'last-event-id': lastEventId };
    const reader = await StreamReader.open(base, '/events', { ...bearer(who.email), ...headers });
    readers.push(reader);
    expect(reader.status).toBe(200);
    await reader.until(() => reader.retries.length > 0);
    return reader;
  };

  /** The workspace's events still held, by number. */
  const held = async (workspaceId: string) =>
    (
      await t.db.query<{ seq: string }[]>(
        `SELECT seq FROM webhook_events WHERE workspace_id = $1 AND seq IS NOT NULL ORDER BY seq`,
        [workspaceId],
      )
    ).map((row) => Number(row.seq));

  /** Makes the workspace's events numbered up to `upto` as old as `days`. */
  const age = (workspaceId: string, upto: number, days = 31) =>
    t.db.query(
      `UPDATE webhook_events SET created_at = now() - make_interval(days => $3)
        WHERE workspace_id = $1 AND seq <= $2`,
      [workspaceId, upto, days],
    );

  beforeAll(async () => {
    t = await startApp({ EVENT_STREAM_POLL_MS: '50' });
    base = await listening(t);
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t.close();
  });

  it('deletes the oldest events and their attempts, never past one still pending, nor a newer one', async () => {
    const a = await signUp(t, { premium: true });
    const b = await signUp(t, { premium: true });
    const endpoint = await insertEndpoint(t, a.workspaceId, {
      url: 'https://receiver.example/hook',
      active: false,
    });
    const events = [];
    for (let i = 0; i < 4; i++) events.push(await insertEvent(t, a.workspaceId));
    for (let i = 0; i < 3; i++) await insertEvent(t, b.workspaceId);
    // Their counters, as a dispatch that numbered them leaves them.
    await t.db.query(
      `INSERT INTO webhook_sequences (workspace_id, last_seq) VALUES ($1, 4), ($2, 3)`,
      [a.workspaceId, b.workspaceId],
    );
    const statuses = ['succeeded', 'failed', 'pending', 'pending'];
    const attemptIds: string[] = [];
    for (const [i, event] of events.entries()) {
      const [attempt] = await t.db.query<{ id: string }[]>(
        `INSERT INTO webhook_deliveries (workspace_id, endpoint_id, event_id, attempt, status)
         VALUES ($1, $2, $3, 1, $4) RETURNING id`,
        [a.workspaceId, endpoint.id, event.id, statuses[i]],
      );
      attemptIds.push(attempt.id);
    }
    // A's first three are past the retention, the third still being delivered; B's first two
    // (its third is 29 days old: kept).
    await age(a.workspaceId, 3);
    await age(b.workspaceId, 3, 29);
    await age(b.workspaceId, 2);

    expect(await retention().run()).toBe(4);
    expect(await held(a.workspaceId)).toEqual([3, 4]);
    expect(await held(b.workspaceId)).toEqual([3]);
    const attempts = await t.db.query<{ status: string }[]>(
      `SELECT status FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at, id`,
      [endpoint.id],
    );
    expect(attempts.map((row) => row.status)).toEqual(['pending', 'pending']);
    // An attempt gone with its event can no longer be redelivered.
    const redeliver = await call(
      t,
      'POST',
      `/webhook-endpoints/${endpoint.id}/deliveries/${attemptIds[0]}/redeliver`,
      { as: a.email },
    );
    expect([redeliver.status, redeliver.body.detail]).toEqual([404, 'Webhook delivery not found']);

    // Once its attempts are over, the third goes too; the fourth, recorded since, stays.
    await t.db.query(`UPDATE webhook_deliveries SET status = 'failed' WHERE event_id = $1`, [
      events[2].id,
    ]);
    expect(await retention().run()).toBe(1);
    expect(await held(a.workspaceId)).toEqual([4]);
    expect(await retention().run()).toBe(0);
  });

  it('deletes a large backlog in rounds, and leaves events not numbered yet', async () => {
    const admin = await signUp(t, { premium: true });
    const many = EVENT_RETENTION_BATCH * 2 + 500;
    await t.db.query(
      `INSERT INTO webhook_events (workspace_id, seq, type, payload, created_at)
       SELECT $1, n, 'contact.created', '{}', now() - interval '40 days'
         FROM generate_series(1, $2::int) n`,
      [admin.workspaceId, many],
    );
    await t.db.query(`INSERT INTO webhook_sequences (workspace_id, last_seq) VALUES ($1, $2)`, [
      admin.workspaceId,
      many,
    ]);
    await t.db.query(
      `INSERT INTO webhook_events (workspace_id, seq, type, payload, created_at)
       VALUES ($1, NULL, 'contact.created', '{}', now() - interval '40 days')`,
      [admin.workspaceId],
    );
    expect(await retention().run()).toBe(many);
    expect(await held(admin.workspaceId)).toEqual([]);
    const [waiting] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM webhook_events WHERE workspace_id = $1 AND seq IS NULL`,
      [admin.workspaceId],
    );
    expect(waiting.n).toBe(1);
  });

  it('resets a stream that resumes after an event the retention took, or from before the first it took', async () => {
    const admin = await signUp(t, { premium: true });
    const first = await stream(admin);
    // Where it stood before any event: `0-<record>`.
    const beforeAny = first.opening!;
    expect(beforeAny).toMatch(/^0-\d+$/);
    for (const name of ['One', 'Two', 'Three'])
      await createContact(t, admin.email, { first_name: name });
    const [one, two, three] = await first.take(3);
    first.close();

    // A run 30 days after the third was recorded: the record (the lease) ran on all along, so
    // only the retention tells these points from ones that may resume.
    const [third] = await t.db.query<{ created_at: Date }[]>(
      `SELECT created_at FROM webhook_events WHERE workspace_id = $1 AND seq = 3`,
      [admin.workspaceId],
    );
    await retention().run(new Date(third.created_at.getTime() + 30 * 24 * 3_600_000));
    expect(await held(admin.workspaceId)).toEqual([3]);
    const newestPoint = new RegExp(`^${three.id}-\\d+$`);
    for (const id of [beforeAny, one.id!, two.id!]) {
      const reader = await stream(admin, id);
      const [reset] = await reader.take(1);
      expect([id, reset.event, reset.data, reset.id]).toEqual([
        id,
        'reset',
        { reason: 'resume_point_not_held' },
        expect.stringMatching(newestPoint),
      ]);
      reader.close();
    }
    // After the oldest event held, it resumes as ever.
    const resumed = await stream(admin, three.id);
    const after = await createContact(t, admin.email, { first_name: 'Four' });
    const [next] = await resumed.take(1);
    expect(next).toMatchObject({
      id: String(Number(three.id) + 1),
      event: 'contact.created',
      data: { data: { contact: { id: after.id } } },
    });
    expect(resumed.events.filter((e) => e.event === 'reset')).toEqual([]);
  });

  it('resets a replay that finds events gone after where it resumed, at the newest event', async () => {
    const admin = await signUp(t, { premium: true });
    const live = await stream(admin);
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      await createContact(t, admin.email, { first_name: name });
    }
    const [one, , , four] = await live.take(4);
    live.close();
    // What a retention that ran between a resumption's check and its read leaves it: the event
    // it resumes after still there, those after it gone.
    await t.db.query(`DELETE FROM webhook_events WHERE workspace_id = $1 AND seq IN (2, 3)`, [
      admin.workspaceId,
    ]);
    const reader = await stream(admin, one.id);
    const [reset] = await reader.take(1);
    expect(reset).toMatchObject({ event: 'reset', data: { reason: 'resume_point_not_held' } });
    expect(reset.id).toMatch(new RegExp(`^${four.id}-\\d+$`));
    expect(reader.events.map((e) => e.event)).toEqual(['reset']);
  });
});
