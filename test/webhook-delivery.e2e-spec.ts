import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { MANAGERS_ONLY_DETAIL, PREMIUM_REQUIRED_DETAIL } from '../src/core/http/problem.js';
import { Db } from '../src/database/db.js';
import { Clock } from '../src/modules/webhooks/clock.js';
import { ENDPOINT_INACTIVE_DETAIL } from '../src/modules/webhooks/webhook-deliveries.service.js';
import { DISABLED_REASON } from '../src/modules/webhooks/webhook-delivery.rules.js';
import { WebhookDeliveryWorker } from '../src/modules/webhooks/webhook-delivery.worker.js';
import { WebhookQueue } from '../src/modules/webhooks/webhook-queue.js';
import { createKey, withKey } from './support/api-keys.js';
import { addMember, setPremium, signUp, type Member } from './support/factories.js';
import { holdAfter, release, untilWaitingOnLocks } from './support/row-lock.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import {
  type Answer,
  deliveriesOf,
  enqueue,
  eventually,
  insertEndpoint,
  insertEvent,
  newSecret,
  type Receiver,
  runWaitingAttemptsNow,
  startReceiver,
} from './support/webhooks.js';

const LOOPBACK_ENV = {
  JOB_WORKER: 'inline',
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  WEBHOOK_POLL_INTERVAL_MS: '500',
};
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Standard Webhooks headers of a received request, as `Webhook.verify` takes them. */
function signedHeaders(r: { headers: Record<string, string | string[] | undefined> }) {
  return {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  };
}

async function finishedCount(t: TestApp, endpointId: string): Promise<number> {
  return (await deliveriesOf(t, endpointId)).filter((d) => d.status !== 'pending').length;
}

async function pendingJobs(t: TestApp, deliveryIds: string[]): Promise<number> {
  const [row] = await t.db.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'webhook-attempt' AND state IN ('created', 'retry')
        AND data->>'deliveryId' = ANY ($1)`,
    [deliveryIds],
  );
  return row.n;
}

describe('webhook delivery (one instance, loopback receivers allowed)', () => {
  let t: TestApp;
  let owner: Member;
  const receivers: Receiver[] = [];
  const receiver = async (answers: Answer[] = []) => {
    const r = await startReceiver(answers);
    receivers.push(r);
    return r;
  };

  beforeAll(async () => {
    t = await startApp(LOOPBACK_ENV);
    owner = await signUp(t, { premium: true });
  });
  afterEach(() => {
    // A test that moved the clock puts it back.
    t.app.get(Clock).now = () => new Date();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('POSTs the stored payload, signed per Standard Webhooks, and records the attempt', async () => {
    const r = await receiver([{ status: 200, body: 'x'.repeat(3000) }]);
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    const event = await insertEvent(t, owner.workspaceId, 'contact.created');
    await enqueue(t, event.id);

    await eventually(async () => (await finishedCount(t, endpoint.id)) === 1);
    expect(r.received).toHaveLength(1);
    const [request] = r.received;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['webhook-id']).toBe(event.id);
    expect(request.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(JSON.parse(request.body)).toEqual(event.payload);
    // The library's own verification, with the endpoint's secret.
    expect(new Webhook(endpoint.secret).verify(request.body, signedHeaders(request))).toEqual(
      event.payload,
    );
    expect(() => new Webhook(newSecret()).verify(request.body, signedHeaders(request))).toThrow();

    const [attempt] = await deliveriesOf(t, endpoint.id);
    expect(attempt).toMatchObject({
      attempt: 1,
      status: 'succeeded',
      response_status: 200,
      error: null,
      next_attempt_at: null,
    });
    expect(attempt.response_body).toBe('x'.repeat(1024));
    expect(attempt.finished_at).toBeInstanceOf(Date);
  });

  it('records an answer whose body holds a NUL byte, the byte kept as U+FFFD', async () => {
    const r = await receiver([{ status: 200, body: 'ok\u0000done' }]);
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    const event = await insertEvent(t, owner.workspaceId, 'contact.created');
    await enqueue(t, event.id);

    await eventually(async () => (await finishedCount(t, endpoint.id)) === 1);
    expect(r.received).toHaveLength(1);
    const [attempt] = await deliveriesOf(t, endpoint.id);
    expect(attempt).toMatchObject({
      attempt: 1,
      status: 'succeeded',
      response_status: 200,
      response_body: 'ok\uFFFDdone',
      error: null,
    });
  });

  it('ends an attempt whose endpoint was deleted while it was sent, its job done', async () => {
    const r = await receiver([{ status: 500, delayMs: 1_000 }]);
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    const event = await insertEvent(t, owner.workspaceId, 'contact.created');
    await enqueue(t, event.id);
    await eventually(() => r.received.length === 1);
    const [attempt] = await deliveriesOf(t, endpoint.id);
    const deleted = await call(t, 'DELETE', `/webhook-endpoints/${endpoint.id}`, {
      as: owner.email,
    });
    expect(deleted.status).toBe(204);

    const jobStates = async () =>
      (
        await t.db.query<{ state: string }[]>(
          `SELECT state FROM pgboss.job WHERE name = 'webhook-attempt' AND data->>'deliveryId' = $1`,
          [attempt.id],
        )
      ).map((job) => job.state);
    await eventually(async () => !(await jobStates()).includes('active'));
    expect(await jobStates()).toEqual(['completed']);
    expect(await deliveriesOf(t, endpoint.id)).toEqual([]);
  });

  it('delivers only to active endpoints subscribed to the type or to *, or to the one pinged', async () => {
    const ws = await signUp(t, { premium: true });
    const r = await receiver();
    const star = await insertEndpoint(t, ws.workspaceId, { url: `${r.url}?star`, events: ['*'] });
    const typed = await insertEndpoint(t, ws.workspaceId, {
      url: `${r.url}?typed`,
      events: ['contact.updated', 'contact.created'],
    });
    const other = await insertEndpoint(t, ws.workspaceId, {
      url: `${r.url}?other`,
      events: ['followup.created'],
    });
    const off = await insertEndpoint(t, ws.workspaceId, { url: `${r.url}?off`, active: false });
    const event = await insertEvent(t, ws.workspaceId, 'contact.created');
    await enqueue(t, event.id);
    await eventually(() => r.received.length === 2);
    for (const e of [star, typed]) expect(await deliveriesOf(t, e.id)).toHaveLength(1);
    for (const e of [other, off]) expect(await deliveriesOf(t, e.id)).toHaveLength(0);

    const ping = await insertEvent(t, ws.workspaceId, 'ping');
    await enqueue(t, ping.id, other.id);
    await eventually(async () => (await finishedCount(t, other.id)) === 1);
    expect(await deliveriesOf(t, star.id)).toHaveLength(1);
    expect(r.received.map((x) => x.headers['webhook-id'])).toEqual([event.id, event.id, ping.id]);
  });

  it('retries a 500 with the same webhook-id, after the scheduled wait, until a success', async () => {
    const r = await receiver([{ status: 500, body: 'down' }, { status: 200 }]);
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    const event = await insertEvent(t, owner.workspaceId);
    const before = Date.now();
    await enqueue(t, event.id);

    await eventually(async () => (await finishedCount(t, endpoint.id)) === 1);
    const [first, waiting] = await deliveriesOf(t, endpoint.id);
    expect(first).toMatchObject({ attempt: 1, status: 'failed', response_status: 500 });
    expect(first).toMatchObject({ error: 'HTTP 500', response_body: 'down' });
    // 30 s ± 20 %, and not sent before then.
    const wait = first.next_attempt_at!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(24_000);
    expect(wait).toBeLessThanOrEqual(36_000 + (Date.now() - before));
    expect(waiting).toMatchObject({ attempt: 2, status: 'pending' });
    expect(await pendingJobs(t, [waiting.id])).toBe(1);
    // A worker that dies mid-send gives the job back after 2 minutes.
    const [job] = await t.db.query(
      `SELECT extract(epoch FROM expire_in)::int AS seconds FROM pgboss.job
        WHERE data->>'deliveryId' = $1`,
      [waiting.id],
    );
    expect(job.seconds).toBe(120);
    // A job failed after its claim (handed back by a stopping worker mid-send) is retried once
    // the claim (60 s) has run out, not while it holds the row and would end unsent.
    const retries = await t.db.query<{ retry_delay: number; retry_backoff: boolean }[]>(
      `SELECT retry_delay, retry_backoff FROM pgboss.job
        WHERE name = 'webhook-attempt' AND data->>'deliveryId' = ANY ($1)`,
      [[first.id, waiting.id]],
    );
    expect(retries).toEqual([
      { retry_delay: 60, retry_backoff: true },
      { retry_delay: 60, retry_backoff: true },
    ]);
    const [failing] = await t.db.query(
      `SELECT failing_since FROM webhook_endpoints WHERE id = $1`,
      [endpoint.id],
    );
    expect(failing.failing_since).toBeInstanceOf(Date);
    expect(r.received).toHaveLength(1);

    await runWaitingAttemptsNow(t);
    await eventually(async () => (await finishedCount(t, endpoint.id)) === 2);
    const [, second] = await deliveriesOf(t, endpoint.id);
    expect(second).toMatchObject({ attempt: 2, status: 'succeeded', response_status: 200 });
    expect(r.received.map((x) => x.headers['webhook-id'])).toEqual([event.id, event.id]);
    expect(r.received[1].body).toBe(r.received[0].body);
    const [healthy] = await t.db.query(
      `SELECT failing_since FROM webhook_endpoints WHERE id = $1`,
      [endpoint.id],
    );
    expect(healthy.failing_since).toBeNull();
  });

  it('retries 429 and 408 too', async () => {
    const r = await receiver([{ status: 429 }, { status: 408 }, { status: 204 }]);
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    await enqueue(t, (await insertEvent(t, owner.workspaceId)).id);
    for (let done = 1; done <= 3; done++) {
      await eventually(async () => (await finishedCount(t, endpoint.id)) === done);
      await runWaitingAttemptsNow(t);
    }
    const attempts = await deliveriesOf(t, endpoint.id);
    expect(attempts.map((a) => [a.attempt, a.status, a.response_status])).toEqual([
      [1, 'failed', 429],
      [2, 'failed', 408],
      [3, 'succeeded', 204],
    ]);
  });

  it('keeps retrying when a redelivery took the next attempt number at the same moment', async () => {
    const r = await receiver([{ status: 500 }]);
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    const event = await insertEvent(t, owner.workspaceId);
    // A redelivery under way: attempt 2, numbered and not yet committed.
    const redelivery = await holdAfter({
      text: `INSERT INTO webhook_deliveries
               (workspace_id, endpoint_id, event_id, attempt, status, created_at)
             VALUES ($1, $2, $3, 2, 'succeeded', now())`,
      values: [owner.workspaceId, endpoint.id, event.id],
    });
    await enqueue(t, event.id);
    // The failed first attempt numbers its retry 2 too, and waits on the redelivery's row.
    await untilWaitingOnLocks(t.db, 1);
    await release(redelivery, 'COMMIT');

    await eventually(async () => (await deliveriesOf(t, endpoint.id)).length === 3);
    const attempts = await deliveriesOf(t, endpoint.id);
    expect(attempts.map((a) => [a.attempt, a.status])).toEqual([
      [1, 'failed'],
      [2, 'succeeded'],
      [3, 'pending'],
    ]);
    expect(attempts[0].next_attempt_at).toBeInstanceOf(Date);
    expect(await pendingJobs(t, [attempts[2].id])).toBe(1);
  });

  it.each<[string, Answer, string]>([
    ['a 400', { status: 400, body: 'bad' }, 'HTTP 400'],
    ['a 410', { status: 410 }, 'HTTP 410'],
    ['a redirect, not followed', { status: 302, headers: { location: 'REDIRECT' } }, 'HTTP 302'],
  ])('does not retry %s', async (_name, answer, error) => {
    const elsewhere = await receiver();
    const r = await receiver([
      { ...answer, headers: answer.headers ? { location: elsewhere.url } : undefined },
    ]);
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    await enqueue(t, (await insertEvent(t, owner.workspaceId)).id);
    await eventually(async () => (await finishedCount(t, endpoint.id)) === 1);
    const attempts = await deliveriesOf(t, endpoint.id);
    // No next attempt: it would have been created with this one's end, in the same transaction.
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'failed', error, next_attempt_at: null });
    expect(elsewhere.received).toHaveLength(0);
  });

  it('signs with both secrets during a rotation: a receiver holding either verifies', async () => {
    const r = await receiver();
    const oldSecret = newSecret();
    const endpoint = await insertEndpoint(t, owner.workspaceId, {
      url: r.url,
      previousSecret: oldSecret,
      previousSecretExpiresAt: new Date(Date.now() + DAY_MS),
    });
    const event = await insertEvent(t, owner.workspaceId);
    await enqueue(t, event.id);
    await eventually(() => r.received.length === 1);
    const [request] = r.received;
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [oldSecret, endpoint.secret]) {
      expect(new Webhook(secret).verify(request.body, signedHeaders(request))).toEqual(
        event.payload,
      );
    }

    // Once the old secret has expired, only the new one signs.
    await t.db.query(
      `UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval '1 s' WHERE id = $1`,
      [endpoint.id],
    );
    await enqueue(t, (await insertEvent(t, owner.workspaceId)).id);
    await eventually(() => r.received.length === 2);
    const later = r.received[1];
    expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => new Webhook(oldSecret).verify(later.body, signedHeaders(later))).toThrow();
    expect(() =>
      new Webhook(endpoint.secret).verify(later.body, signedHeaders(later)),
    ).not.toThrow();
  });

  it('disables an endpoint that failed for 3 days and ends its waiting attempts', async () => {
    const r = await receiver([{ status: 503 }]);
    const ws = await signUp(t, { premium: true });
    const endpoint = await insertEndpoint(t, ws.workspaceId, { url: r.url });
    const events = [await insertEvent(t, ws.workspaceId), await insertEvent(t, ws.workspaceId)];
    for (const e of events) await enqueue(t, e.id);
    await eventually(async () => (await finishedCount(t, endpoint.id)) === 2);
    const waiting = (await deliveriesOf(t, endpoint.id)).filter((d) => d.status === 'pending');
    expect(waiting).toHaveLength(2);

    // Still failing 3 days (and a minute) after the first failure.
    const later = new Date(Date.now() + 3 * DAY_MS + 60_000);
    t.app.get(Clock).now = () => later;
    await runWaitingAttemptsNow(t);
    await eventually(async () =>
      (await deliveriesOf(t, endpoint.id)).every((d) => d.status !== 'pending'),
    );
    const [row] = await t.db.query(
      `SELECT active, disabled_reason, disabled_at FROM webhook_endpoints WHERE id = $1`,
      [endpoint.id],
    );
    expect(row).toEqual({ active: false, disabled_reason: DISABLED_REASON, disabled_at: later });
    const attempts = await deliveriesOf(t, endpoint.id);
    expect(attempts).toHaveLength(4);
    expect(attempts.map((a) => [a.attempt, a.status])).toEqual([
      [1, 'failed'],
      [1, 'failed'],
      [2, 'failed'],
      [2, 'failed'],
    ]);
    expect(attempts.filter((a) => a.attempt === 2 && a.next_attempt_at !== null)).toEqual([]);
    // Either both retries were sent and failed, or the second was ended before it was sent.
    expect(attempts.filter((a) => a.error === 'endpoint disabled').length).toBe(
      4 - r.received.length,
    );
    expect(
      await pendingJobs(
        t,
        attempts.map((a) => a.id),
      ),
    ).toBe(0);
  });

  it('leaves no job and no delivery when the enqueuing transaction rolls back', async () => {
    const r = await receiver();
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    const event = await insertEvent(t, owner.workspaceId);
    const queue = t.app.get(WebhookQueue);
    await expect(
      t.app.get(Db).transaction(async (tx) => {
        await queue.enqueue(tx, event.id);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const jobsOf = async () =>
      (
        await t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'eventId' = $1`,
          [event.id],
        )
      )[0].n;
    expect(await jobsOf()).toBe(0);

    // The same call committed leaves its job, and the event is delivered.
    await enqueue(t, event.id);
    expect(await jobsOf()).toBe(1);
    await eventually(async () => (await finishedCount(t, endpoint.id)) === 1);
    expect(r.received).toHaveLength(1);
  });

  it('refuses to run the same attempt twice, however many jobs ask for it', async () => {
    const r = await receiver([{ status: 200 }]);
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    const event = await insertEvent(t, owner.workspaceId);
    const worker = t.app.get(WebhookDeliveryWorker);
    await worker.fanOut({ eventId: event.id, endpointId: null });
    await worker.fanOut({ eventId: event.id, endpointId: null });
    const [attempt] = await deliveriesOf(t, endpoint.id);
    expect(await deliveriesOf(t, endpoint.id)).toHaveLength(1);
    const job = { deliveryId: attempt.id, windowStart: new Date().toISOString(), round: 1 };
    await Promise.all([worker.attempt(job), worker.attempt(job), worker.attempt(job)]);
    await eventually(async () => (await finishedCount(t, endpoint.id)) === 1);
    await worker.attempt(job);
    expect(r.received).toHaveLength(1);
  });

  describe('routes', () => {
    let endpointId: string;
    let deliveryId: string;
    let r: Receiver;
    let eventId: string;

    beforeAll(async () => {
      r = await receiver([{ status: 400 }, { status: 200 }]);
      endpointId = (await insertEndpoint(t, owner.workspaceId, { url: r.url })).id;
      eventId = (await insertEvent(t, owner.workspaceId, 'contact.updated')).id;
      await enqueue(t, eventId);
      await eventually(async () => (await finishedCount(t, endpointId)) === 1);
      deliveryId = (await deliveriesOf(t, endpointId))[0].id;
    });

    it('lists the attempts with their outcome, filtered by status, a page at a time', async () => {
      const res = await call(t, 'GET', `/webhook-endpoints/${endpointId}/deliveries`, {
        as: owner.email,
      });
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([
        expect.objectContaining({
          id: deliveryId,
          event_id: eventId,
          event_type: 'contact.updated',
          attempt: 1,
          status: 'failed',
          response_status: 400,
          error: 'HTTP 400',
          response_body: '',
          next_attempt_at: null,
        }),
      ]);
      expect(res.body.items[0].duration_ms).toEqual(expect.any(Number));
      expect(res.body.next_cursor).toBeNull();
      const none = await call(t, 'GET', `/webhook-endpoints/${endpointId}/deliveries`, {
        as: owner.email,
        query: { status: 'succeeded' },
      });
      expect(none.body.items).toEqual([]);
      const bad = await call(t, 'GET', `/webhook-endpoints/${endpointId}/deliveries`, {
        as: owner.email,
        query: { status: 'lost' },
      });
      expect(bad.status).toBe(422);
    });

    it('redelivers with the same webhook-id and body (202), continuing the count', async () => {
      const res = await call(
        t,
        'POST',
        `/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/redeliver`,
        { as: owner.email },
      );
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ event_id: eventId, attempt: 2, status: 'pending' });
      await eventually(async () => (await finishedCount(t, endpointId)) === 2);
      expect(r.received.map((x) => x.headers['webhook-id'])).toEqual([eventId, eventId]);
      expect(r.received[1].body).toBe(r.received[0].body);
      const page1 = await call(t, 'GET', `/webhook-endpoints/${endpointId}/deliveries`, {
        as: owner.email,
        query: { limit: '1' },
      });
      expect(page1.body.items.map((d: { attempt: number }) => d.attempt)).toEqual([2]);
      expect(page1.body.items[0]).toMatchObject({ status: 'succeeded', response_status: 200 });
      const page2 = await call(t, 'GET', `/webhook-endpoints/${endpointId}/deliveries`, {
        as: owner.email,
        query: { limit: '1', cursor: page1.body.next_cursor },
      });
      expect(page2.body.items.map((d: { attempt: number }) => d.attempt)).toEqual([1]);
      expect(page2.body.next_cursor).toBeNull();
    });

    it('is for managers or a key with webhooks:manage; other workspaces see 404', async () => {
      const list = `/webhook-endpoints/${endpointId}/deliveries`;
      const redeliver = `${list}/${deliveryId}/redeliver`;
      const member = await addMember(t, owner.workspaceId, 'member');
      for (const [method, url] of [
        ['GET', list],
        ['POST', redeliver],
      ] as const) {
        const res = await call(t, method, url, { as: member.email });
        expect([res.status, res.body.detail]).toEqual([403, MANAGERS_ONLY_DETAIL]);
      }
      const allowed = await createKey(t, owner.email, ['webhooks:manage']);
      expect((await withKey(t, allowed.key, 'GET', list)).status).toBe(200);
      const other = await createKey(t, owner.email, ['contacts:read']);
      const refused = await withKey(t, other.key, 'GET', list);
      expect([refused.status, refused.body.detail]).toEqual([
        403,
        "Scope 'webhooks:manage' required",
      ]);

      const stranger = await signUp(t, { premium: true });
      const foreign = await call(t, 'GET', list, { as: stranger.email });
      expect([foreign.status, foreign.body.detail]).toEqual([404, 'Webhook endpoint not found']);
      const foreignPost = await call(t, 'POST', redeliver, { as: stranger.email });
      expect([foreignPost.status, foreignPost.body.detail]).toEqual([
        404,
        'Webhook endpoint not found',
      ]);
      const otherEndpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
      const wrongPair = await call(
        t,
        'POST',
        `/webhook-endpoints/${otherEndpoint.id}/deliveries/${deliveryId}/redeliver`,
        { as: owner.email },
      );
      expect([wrongPair.status, wrongPair.body.detail]).toEqual([
        404,
        'Webhook delivery not found',
      ]);
    });

    it('refuses a redelivery to an inactive endpoint (409) and on a free workspace (402)', async () => {
      const redeliver = `/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/redeliver`;
      await t.db.query(`UPDATE webhook_endpoints SET active = false WHERE id = $1`, [endpointId]);
      const inactive = await call(t, 'POST', redeliver, { as: owner.email });
      expect([inactive.status, inactive.body.detail]).toEqual([409, ENDPOINT_INACTIVE_DETAIL]);
      await t.db.query(`UPDATE webhook_endpoints SET active = true WHERE id = $1`, [endpointId]);
      await setPremium(t, owner.workspaceId, false);
      try {
        const free = await call(t, 'POST', redeliver, { as: owner.email });
        expect([free.status, free.body.detail]).toEqual([402, PREMIUM_REQUIRED_DETAIL]);
      } finally {
        await setPremium(t, owner.workspaceId, true);
      }
      expect(await deliveriesOf(t, endpointId)).toHaveLength(2);
    });

    it('answers a redelivery to an endpoint deleted meanwhile with 404', async () => {
      const doomed = await insertEndpoint(t, owner.workspaceId, { url: r.url });
      const event = await insertEvent(t, owner.workspaceId, 'contact.created');
      await enqueue(t, event.id, doomed.id);
      await eventually(async () => (await finishedCount(t, doomed.id)) === 1);
      const [attempt] = await deliveriesOf(t, doomed.id);
      // The deletion holds the endpoint's row until it commits.
      const deletion = await holdAfter({
        text: 'DELETE FROM webhook_endpoints WHERE id = $1',
        values: [doomed.id],
      });
      const redelivery = call(
        t,
        'POST',
        `/webhook-endpoints/${doomed.id}/deliveries/${attempt.id}/redeliver`,
        { as: owner.email },
      );
      await untilWaitingOnLocks(t.db, 1);
      await release(deletion, 'COMMIT');
      const res = await redelivery;
      expect([res.status, res.body.detail]).toEqual([404, 'Webhook endpoint not found']);
      expect(await deliveriesOf(t, doomed.id)).toEqual([]);
    });
  });
});

describe('webhook delivery across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let r: Receiver;

  beforeAll(async () => {
    [a, b] = await Promise.all([startApp(LOOPBACK_ENV), startApp(LOOPBACK_ENV)]);
    // The first attempt of each event fails, the second succeeds: retries are shared out too.
    const seen = new Set<string>();
    r = await startReceiver((request) => {
      const id = String(request.headers['webhook-id']);
      const first = !seen.has(id);
      seen.add(id);
      return { status: first ? 500 : 200 };
    });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await r?.close();
  });

  it('delivers each attempt once, whichever instance works it', async () => {
    const owner = await signUp(a, { premium: true });
    const endpoint = await insertEndpoint(a, owner.workspaceId, { url: r.url });
    const events = [];
    for (let i = 0; i < 30; i++) events.push(await insertEvent(a, owner.workspaceId));
    await Promise.all(events.map((e, i) => enqueue(i % 2 === 0 ? a : b, e.id)));
    await eventually(async () => (await finishedCount(a, endpoint.id)) === 30);
    await runWaitingAttemptsNow(a);
    await eventually(async () => (await finishedCount(a, endpoint.id)) === 60);

    const perId = new Map<string, number>();
    for (const x of r.received) {
      const id = String(x.headers['webhook-id']);
      perId.set(id, (perId.get(id) ?? 0) + 1);
    }
    expect(r.received).toHaveLength(60);
    expect([...perId.values()]).toEqual(Array(30).fill(2));
    const attempts = await deliveriesOf(a, endpoint.id);
    expect(attempts.filter((d) => d.status === 'succeeded')).toHaveLength(30);
  });
});

describe('webhook delivery while the instance shuts down', () => {
  it('lets a running delivery finish and record itself before the pool closes', async () => {
    // An instance that only enqueues, to look at the rows once the other has stopped.
    const watcher = await startApp({ JOB_WORKER: 'off' });
    const t = await startApp(LOOPBACK_ENV);
    const r = await startReceiver([{ status: 200, delayMs: 1_500 }]);
    let closed = false;
    try {
      const owner = await signUp(t, { premium: true });
      const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
      await enqueue(t, (await insertEvent(t, owner.workspaceId)).id);
      await eventually(() => r.received.length === 1);
      // The receiver has the request and has not answered yet: the shutdown waits for it.
      expect((await deliveriesOf(watcher, endpoint.id))[0].status).toBe('pending');
      await t.close();
      closed = true;
      const [attempt] = await deliveriesOf(watcher, endpoint.id);
      expect(attempt).toMatchObject({ status: 'succeeded', response_status: 200 });
    } finally {
      if (!closed) await t.close();
      await watcher.close();
      await r.close();
    }
  });
});

describe('webhook delivery to private addresses (WEBHOOK_ALLOW_PRIVATE_URLS unset)', () => {
  let t: TestApp;
  let r: Receiver;

  beforeAll(async () => {
    t = await startApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
    r = await startReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await r?.close();
  });

  it.each([
    ['an https URL on a loopback address', (port: string) => `https://127.0.0.1:${port}/hooks`],
    ['a name that resolves to loopback', (port: string) => `https://localhost:${port}/hooks`],
  ])('refuses %s at connect time, without retrying', async (_name, urlOf) => {
    const owner = await signUp(t, { premium: true });
    const port = new URL(r.url).port;
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: urlOf(port) });
    await enqueue(t, (await insertEvent(t, owner.workspaceId)).id);
    await eventually(async () => (await finishedCount(t, endpoint.id)) === 1);
    const attempts = await deliveriesOf(t, endpoint.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'failed', response_status: null });
    expect(attempts[0].next_attempt_at).toBeNull();
    expect(attempts[0].error).toMatch(
      /^refused: DNS lookup 127\.0\.0\.1\(.*\) is not allowed\. Because, It is private IP address\.$/,
    );
    expect(r.received).toHaveLength(0);
  });

  it('refuses plain http', async () => {
    const owner = await signUp(t, { premium: true });
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    await enqueue(t, (await insertEvent(t, owner.workspaceId)).id);
    await eventually(async () => (await finishedCount(t, endpoint.id)) === 1);
    const attempts = await deliveriesOf(t, endpoint.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'failed', error: 'URL must use https' });
    expect(r.received).toHaveLength(0);
  });
});
