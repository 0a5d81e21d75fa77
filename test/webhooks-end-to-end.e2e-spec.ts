import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { signUp } from './support/factories.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { eventually, startReceiver, type Received, type Receiver } from './support/webhooks.js';

/**
 * From the API call to the receiver: writes made through the API arrive at a real HTTP receiver
 * on loopback, signed with the endpoint's secret, one event each, in sequence order.
 */
describe('outbound webhooks, end to end', () => {
  let t: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await startApp({
      JOB_WORKER: 'inline',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_POLL_INTERVAL_MS: '500',
    });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  function verified(hook: Webhook, request: Received) {
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    return hook.verify(request.body, headers) as {
      type: string;
      data: Record<string, unknown> & { event_id: string; sequence: number };
    };
  }

  it('delivers each write of the API, signed, with its record, previous values and stage move', async () => {
    const owner = await signUp(t, { premium: true });
    const endpoint = await call(t, 'POST', '/webhook-endpoints', {
      as: owner.email,
      body: { url: receiver.url, events: ['*'] },
    });
    expect(endpoint.status).toBe(200);

    const created = await call(t, 'POST', '/contacts', {
      as: owner.email,
      body: { first_name: 'Ada', email: 'ada@example.com' },
    });
    const id = created.body.id as string;
    await call(t, 'PATCH', `/contacts/${id}`, { as: owner.email, body: { company: 'Engines' } });
    await call(t, 'POST', `/contacts/${id}/stage`, {
      as: owner.email,
      body: { stage: 'qualified' },
    });
    await call(t, 'POST', `/contacts/${id}/interactions`, {
      as: owner.email,
      body: { type: 'call', summary: 'Intro call' },
    });
    const followup = await call(t, 'POST', `/contacts/${id}/followups`, {
      as: owner.email,
      body: { scheduled_for: '2030-01-01T09:00:00Z', title: 'Send the proposal' },
    });
    await call(t, 'POST', `/followups/${followup.body.id}/complete`, { as: owner.email });
    const deleted = await call(t, 'DELETE', `/contacts/${id}`, { as: owner.email });
    expect(deleted.status).toBe(204);

    const expected = [
      'contact.created',
      'contact.updated',
      'contact.stage_changed',
      'interaction.created',
      'followup.created',
      'followup.completed',
      'contact.deleted',
    ];
    const mine = () => receiver.received.filter((r) => r.body.includes(owner.workspaceId));
    await eventually(() => mine().length >= expected.length);

    const hook = new Webhook(endpoint.body.secret as string);
    const events = mine()
      .map((r) => ({ id: r.headers['webhook-id'], event: verified(hook, r) }))
      .sort((a, b) => a.event.data.sequence - b.event.data.sequence);
    expect(events.map((e) => e.event.type)).toEqual(expected);
    expect(events.map((e) => e.event.data.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const { id: webhookId, event } of events) expect(webhookId).toBe(event.data.event_id);

    const [create, update, move] = events.map((e) => e.event.data);
    expect(create.contact).toEqual(created.body);
    expect(update.previous).toEqual({ company: null });
    expect(update.contact).toMatchObject({ id, company: 'Engines' });
    expect(move).toMatchObject({
      from: 'lead',
      to: 'qualified',
      contact: { id, stage: 'qualified' },
    });
    expect(create.actor).toEqual({ type: 'user', user_id: owner.userId, api_key_id: null });
    expect(create.request_id).toBe(created.headers['x-request-id']);

    // A receiver holding another secret refuses them: the signature is the endpoint's.
    expect(() =>
      verified(new Webhook(Buffer.alloc(32, 7).toString('base64')), mine()[0]),
    ).toThrow();
  });
});
