import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createKey, withKey } from './support/api-keys.js';
import {
  createContact,
  createSequence,
  enroll,
  type Member,
  scheduleFollowup,
  setPremium,
  signUp,
} from './support/factories.js';
import {
  checkoutCompletedEvent,
  deliverPaymentEvent,
  WEBHOOK_SECRET,
} from './support/stripe-events.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { dispatchEvents, turnOffUndeliverableEndpoints } from './support/webhooks.js';
import { Db } from '../src/database/db.js';
import { WebhookEventsService } from '../src/modules/webhooks/webhook-events.service.js';
import { insertWebhookEvents } from '../src/modules/webhooks/webhooks.queries.js';
import { WebhookDeliveryWorker } from '../src/modules/webhooks/webhook-delivery.worker.js';
import type { Statement } from '../src/database/statement.js';
import {
  numberWebhookEvents,
  undispatchedWebhookEvents,
} from '../src/modules/webhooks/webhook-dispatch.queries.js';
import { SYSTEM_ORIGIN } from '../src/core/auth/request-origin.js';
import { ImportWorker } from '../src/modules/imports/import.worker.js';
import { multipartBody } from './support/imports.js';
import { holdAfter, release, untilWaitingOnLocks } from './support/row-lock.js';

interface EventRow {
  id: string;
  seq: string;
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are read as JSON
  payload: any;
}

/** The workspace's events, numbered first as their fan-out numbers them. */
async function eventsOf(t: TestApp, workspaceId: string, type?: string): Promise<EventRow[]> {
  await dispatchEvents(t, workspaceId);
  return t.db.query<EventRow[]>(
    `SELECT id, seq, type, payload FROM webhook_events
      WHERE workspace_id = $1 AND ($2::text IS NULL OR type = $2) ORDER BY seq`,
    [workspaceId, type ?? null],
  );
}

/** An endpoint row written directly: a free workspace cannot create one through the API. */
async function insertEndpoint(
  t: TestApp,
  workspaceId: string,
  events: string[],
  active = true,
): Promise<string> {
  const [row] = await t.db.query<{ id: string }[]>(
    `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
     VALUES ($1, 'https://93.184.216.34/hook', $2::text[], 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', $3)
     RETURNING id`,
    [workspaceId, events, active],
  );
  return row.id;
}

/** A premium workspace whose one endpoint subscribes to `events`. */
async function subscribed(t: TestApp, events: string[] = ['*']): Promise<Member> {
  const owner = await signUp(t, { premium: true });
  await insertEndpoint(t, owner.workspaceId, events);
  return owner;
}

function userActor(member: Member) {
  return { type: 'user', user_id: member.userId, api_key_id: null };
}

/** The envelope every event shares; `data` holds the rest. */
function envelope(
  event: EventRow,
  member: Member,
  requestId: string | null,
  actor: unknown = userActor(member),
) {
  expect(event.payload).toEqual({
    type: event.type,
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    data: expect.objectContaining({
      event_id: event.id,
      sequence: Number(event.seq),
      workspace_id: member.workspaceId,
      request_id: requestId,
      actor,
    }),
  });
}

/** `data` without the envelope's fields. */
function record(event: EventRow): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { event_id, sequence, workspace_id, request_id, actor, ...rest } = event.payload.data;
  return rest;
}

/** The follow-up a `followup.*` event carries. */
function followupOf(event: EventRow): { contact_id: string; status: string } {
  return record(event).followup as { contact_id: string; status: string };
}

describe('Webhook events, recorded with the write', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, SQL_STATEMENT_COUNTER: 'true' });
  });
  afterAll(async () => {
    await turnOffUndeliverableEndpoints(t);
    await t.close();
  });

  it('contact.created: the contact as the API answered it, the actor and the request id', async () => {
    const owner = await subscribed(t);
    const res = await call(t, 'POST', '/contacts', {
      as: owner.email,
      body: { first_name: 'Ada', email: 'ada@example.com', tags: ['vip'] },
    });
    expect(res.status).toBe(200);
    const [event] = await eventsOf(t, owner.workspaceId);
    expect(event.type).toBe('contact.created');
    expect(event.seq).toBe('1');
    envelope(event, owner, res.headers['x-request-id'] as string);
    expect(record(event)).toEqual({ contact: res.body });
  });

  it('names the API key as the actor when a key made the change', async () => {
    const owner = await subscribed(t);
    const key = await createKey(t, owner.email, ['contacts:write']);
    const res = await withKey(t, key.key, 'POST', '/contacts', { body: { first_name: 'Key' } });
    expect(res.status).toBe(200);
    const [event] = await eventsOf(t, owner.workspaceId);
    envelope(event, owner, res.headers['x-request-id'] as string, {
      type: 'api_key',
      user_id: owner.userId,
      api_key_id: key.id,
    });
  });

  it("an import's events name the upload's request and caller, though its job writes them later", async () => {
    const owner = await subscribed(t);
    const key = await createKey(t, owner.email, ['contacts:write']);
    const { payload, contentType } = await multipartBody(
      { mapping: JSON.stringify({ Name: 'first_name' }), match_on: 'none' },
      'Name\nImported\n',
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/imports',
      headers: { 'x-api-key': key.key, 'content-type': contentType },
      payload,
    });
    expect(upload.statusCode).toBe(202);
    await t.app.get(ImportWorker).run(upload.json<{ id: string }>().id);
    const [event] = await eventsOf(t, owner.workspaceId, 'contact.created');
    expect(event.payload.data).toMatchObject({ contact: { first_name: 'Imported' } });
    envelope(event, owner, upload.headers['x-request-id'] as string, {
      type: 'api_key',
      user_id: owner.userId,
      api_key_id: key.id,
    });
  });

  it('contact.updated carries previous: the old values of the changed fields only', async () => {
    const owner = await subscribed(t);
    const contact = await createContact(t, owner.email, { company: 'Old Co', title: 'CTO' });
    const res = await call(t, 'PATCH', `/contacts/${contact.id}`, {
      as: owner.email,
      body: { company: 'New Co', title: 'CTO', tags: ['a'] },
    });
    expect(res.status).toBe(200);
    const [event] = await eventsOf(t, owner.workspaceId, 'contact.updated');
    envelope(event, owner, res.headers['x-request-id'] as string);
    expect(record(event)).toEqual({ contact: res.body, previous: { company: 'Old Co', tags: [] } });
    // An edit that changes nothing emits nothing.
    await call(t, 'PATCH', `/contacts/${contact.id}`, { as: owner.email, body: { title: 'CTO' } });
    expect(await eventsOf(t, owner.workspaceId, 'contact.updated')).toHaveLength(1);
  });

  it('POST /contacts/upsert emits contact.created, then contact.updated on a match', async () => {
    const owner = await subscribed(t);
    const body = { match_on: 'email', contact: { first_name: 'Up', email: 'up@example.com' } };
    const created = await call(t, 'POST', '/contacts/upsert', { as: owner.email, body });
    expect(created.body.created).toBe(true);
    const edited = await call(t, 'POST', '/contacts/upsert', {
      as: owner.email,
      body: { ...body, contact: { ...body.contact, company: 'Acme' } },
    });
    expect(edited.body.created).toBe(false);
    const events = await eventsOf(t, owner.workspaceId);
    expect(events.map((e) => e.type)).toEqual(['contact.created', 'contact.updated']);
    expect(record(events[0])).toEqual({ contact: created.body.contact });
    expect(record(events[1])).toEqual({
      contact: edited.body.contact,
      previous: { company: null },
    });
    envelope(events[1], owner, edited.headers['x-request-id'] as string);
  });

  it('contact.stage_changed with from and to; enrollment.finished when a won move ends one', async () => {
    const owner = await subscribed(t);
    const contact = await createContact(t, owner.email);
    const sequence = await createSequence(t, owner.email);
    const { enrollments } = await enroll(t, owner.email, sequence.id, [contact.id]);
    const res = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: owner.email,
      body: { stage: 'won' },
    });
    expect(res.status).toBe(200);
    // The sequence's steps ended with it: the answer, as the event, shows no follow-up left.
    expect(res.body.next_followup_at).toBeNull();
    const read = await call(t, 'GET', `/contacts/${contact.id}`, { as: owner.email });
    expect(res.body).toEqual(read.body);
    const events = await eventsOf(t, owner.workspaceId);
    // The sequence's open follow-ups go with its enrollment, each announced, between the two.
    expect(
      events
        .filter((e) => e.type === 'followup.deleted')
        .map((e) => [followupOf(e).contact_id, followupOf(e).status]),
    ).toEqual(Array(3).fill([contact.id, 'open']));
    const after = events.filter((e) =>
      ['contact.stage_changed', 'enrollment.finished'].includes(e.type),
    );
    expect(after.map((e) => e.type)).toEqual(['contact.stage_changed', 'enrollment.finished']);
    expect(events.slice(-5).map((e) => e.type)).toEqual([
      'contact.stage_changed',
      'followup.deleted',
      'followup.deleted',
      'followup.deleted',
      'enrollment.finished',
    ]);
    expect(record(after[0])).toEqual({
      contact: res.body,
      from: 'lead',
      to: 'won',
      from_pipeline: 'default',
      to_pipeline: 'default',
    });
    expect(record(after[1])).toEqual({
      enrollment: expect.objectContaining({
        id: enrollments[0].id,
        contact_id: contact.id,
        sequence_id: sequence.id,
        status: 'finished',
        ended_at: expect.any(String),
      }),
    });
    // Posting the stage it is in moves nothing and emits nothing.
    await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: owner.email,
      body: { stage: 'won' },
    });
    expect(await eventsOf(t, owner.workspaceId, 'contact.stage_changed')).toHaveLength(1);
  });

  it('contact.deleted carries the contact as it was', async () => {
    const owner = await subscribed(t);
    const contact = await createContact(t, owner.email, { first_name: 'Gone' });
    const res = await call(t, 'DELETE', `/contacts/${contact.id}`, { as: owner.email });
    expect(res.status).toBe(204);
    const [event] = await eventsOf(t, owner.workspaceId, 'contact.deleted');
    envelope(event, owner, res.headers['x-request-id'] as string);
    expect(record(event)).toEqual({
      contact: { ...contact, days_inactive: 0, dormant: false },
    });
  });

  it('interaction.created carries the interaction as answered', async () => {
    const owner = await subscribed(t);
    const contact = await createContact(t, owner.email);
    const res = await call(t, 'POST', `/contacts/${contact.id}/interactions`, {
      as: owner.email,
      body: { type: 'call', summary: 'Talked pricing' },
    });
    expect(res.status).toBe(200);
    const [event] = await eventsOf(t, owner.workspaceId, 'interaction.created');
    envelope(event, owner, res.headers['x-request-id'] as string);
    expect(record(event)).toEqual({ interaction: res.body });
  });

  it('followup.created, updated (with previous), completed and deleted', async () => {
    const owner = await subscribed(t);
    const contact = await createContact(t, owner.email);
    const followup = await scheduleFollowup(t, owner.email, contact.id, { title: 'Call' });
    const updated = await call(t, 'PATCH', `/followups/${followup.id}`, {
      as: owner.email,
      body: { title: 'Call again' },
    });
    expect(updated.status).toBe(200);
    const completed = await call(t, 'POST', `/followups/${followup.id}/complete`, {
      as: owner.email,
    });
    expect(completed.status).toBe(200);
    const other = await scheduleFollowup(t, owner.email, contact.id);
    const deleted = await call(t, 'DELETE', `/followups/${other.id}`, { as: owner.email });
    expect(deleted.status).toBe(204);

    const events = (await eventsOf(t, owner.workspaceId)).filter((e) =>
      e.type.startsWith('followup.'),
    );
    expect(events.map((e) => e.type)).toEqual([
      'followup.created',
      'followup.updated',
      'followup.completed',
      'followup.created',
      'followup.deleted',
    ]);
    expect(record(events[0])).toEqual({ followup });
    expect(record(events[1])).toEqual({ followup: updated.body, previous: { title: 'Call' } });
    envelope(events[1], owner, updated.headers['x-request-id'] as string);
    expect(record(events[2])).toEqual({ followup: completed.body });
    expect(record(events[4])).toEqual({ followup: other });
    envelope(events[4], owner, deleted.headers['x-request-id'] as string);
  });

  it('enrollment.created for each contact enrolled; enrollment.finished when cancelled, after its follow-ups', async () => {
    const owner = await subscribed(t, [
      'enrollment.created',
      'enrollment.finished',
      'followup.deleted',
    ]);
    const a = await createContact(t, owner.email);
    const b = await createContact(t, owner.email);
    const sequence = await createSequence(t, owner.email);
    const { enrollments } = await enroll(t, owner.email, sequence.id, [a.id, b.id]);
    const res = await call(t, 'DELETE', `/sequences/${sequence.id}/enrollments/${a.id}`, {
      as: owner.email,
    });
    expect(res.status).toBe(204);
    const events = await eventsOf(t, owner.workspaceId);
    expect(events.map((e) => e.type)).toEqual([
      'enrollment.created',
      'enrollment.created',
      'followup.deleted',
      'followup.deleted',
      'followup.deleted',
      'enrollment.finished',
    ]);
    expect(events.map((e) => Number(e.seq))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(events.slice(2, 5).map((e) => followupOf(e).contact_id)).toEqual(Array(3).fill(a.id));
    envelope(events[2], owner, res.headers['x-request-id'] as string);
    // Each enrollment as the answer presented it: its contact, and its follow-ups' progress.
    expect(events.slice(0, 2).map((e) => record(e).enrollment)).toEqual(
      expect.arrayContaining(enrollments),
    );
    expect(enrollments).toEqual(
      enrollments.map(() =>
        expect.objectContaining({ status: 'active', ended_at: null, steps_open: 3 }),
      ),
    );
    expect(record(events[5])).toEqual({
      enrollment: expect.objectContaining({
        contact_id: a.id,
        status: 'cancelled',
        ended_at: expect.any(String),
      }),
    });
    envelope(events[5], owner, res.headers['x-request-id'] as string);
  });

  it("workspace.tier_changed by the app owner's toggle: the service's own change (system), their id kept in the audit", async () => {
    const appOwner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
    const customer = await signUp(t);
    await insertEndpoint(t, customer.workspaceId, ['*']);
    const res = await call(t, 'POST', `/admin/companies/${customer.workspaceId}/toggle-premium`, {
      as: appOwner.email,
    });
    expect(res.status).toBe(200);
    const [event] = await eventsOf(t, customer.workspaceId);
    expect(event.type).toBe('workspace.tier_changed');
    envelope(event, customer, res.headers['x-request-id'] as string, {
      type: 'system',
      user_id: null,
      api_key_id: null,
    });
    const audit = await call(t, 'GET', '/admin/audit', { as: appOwner.email });
    expect(audit.body.items[0]).toMatchObject({
      workspace_id: customer.workspaceId,
      actor_user_id: appOwner.userId,
    });
  });

  it('workspace.tier_changed: by a member (user), and by the payment webhook (system)', async () => {
    const owner = await signUp(t);
    await insertEndpoint(t, owner.workspaceId, ['workspace.tier_changed']);
    const res = await call(t, 'POST', '/billing/simulate-payment', { as: owner.email });
    expect(res.status).toBe(200);
    const [byUser] = await eventsOf(t, owner.workspaceId);
    envelope(byUser, owner, res.headers['x-request-id'] as string);
    expect(record(byUser)).toEqual({
      workspace: { id: owner.workspaceId, name: expect.any(String), tier: 'premium' },
      from: 'free',
      to: 'premium',
    });

    const other = await signUp(t);
    await insertEndpoint(t, other.workspaceId, ['*']);
    const paid = await deliverPaymentEvent(t, checkoutCompletedEvent(other.workspaceId));
    expect(paid.statusCode).toBe(200);
    const [bySystem] = await eventsOf(t, other.workspaceId);
    expect(bySystem.type).toBe('workspace.tier_changed');
    envelope(bySystem, other, paid.headers['x-request-id'] as string, {
      type: 'system',
      user_id: null,
      api_key_id: null,
    });
  });

  it('numbers events 1, 2, 3… per workspace with no gap under concurrent writes', async () => {
    const owner = await subscribed(t);
    const other = await subscribed(t);
    const writes = Array.from({ length: 12 }, (_, i) =>
      call(t, 'POST', '/contacts', {
        as: i % 2 === 0 ? owner.email : other.email,
        body: { first_name: `C${i}` },
      }),
    );
    const results = await Promise.all(writes);
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    for (const member of [owner, other]) {
      const events = await eventsOf(t, member.workspaceId);
      expect(events.map((e) => Number(e.seq))).toEqual([1, 2, 3, 4, 5, 6]);
      expect(events.map((e) => e.payload.data.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('takes no shared lock: a write does not wait for another writer of the workspace to commit', async () => {
    const owner = await subscribed(t);
    // Another writer has recorded its event and not committed yet.
    const pending = insertWebhookEvents([
      {
        id: randomUUID(),
        workspaceId: owner.workspaceId,
        type: 'contact.created',
        payload: { type: 'contact.created', timestamp: new Date().toISOString(), data: {} },
      },
    ]);
    const writer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(pending.text, [...pending.values]);
      const res = await call(t, 'POST', '/contacts', {
        as: owner.email,
        body: { first_name: 'Unblocked' },
      });
      expect(res.status).toBe(200);
      // Numbered once committed: the open one is not seen yet, and takes the next number later.
      expect((await eventsOf(t, owner.workspaceId)).map((e) => [e.seq, e.type])).toEqual([
        ['1', 'contact.created'],
      ]);
      await writer.query('COMMIT');
    } finally {
      await writer.end();
    }
    const events = await eventsOf(t, owner.workspaceId);
    expect(events.map((e) => Number(e.seq))).toEqual([1, 2]);
    expect(events.map((e) => e.payload.data.sequence)).toEqual([1, 2]);
  });

  it('dispatches, once a minute, the events of a workspace whose nudge went astray', async () => {
    // Recorded as a writer records them, never nudged: their instance stopped after the commit.
    const record = async (member: Member, age: string) => {
      const id = randomUUID();
      const event = insertWebhookEvents([
        {
          id,
          workspaceId: member.workspaceId,
          type: 'contact.deleted',
          payload: { type: 'contact.deleted', timestamp: new Date().toISOString(), data: {} },
        },
      ]);
      await t.db.query(event.text, [...event.values]);
      await t.db.query(
        `UPDATE webhook_events SET created_at = now() - $2::interval WHERE id = $1`,
        [id, age],
      );
    };
    const stray = await subscribed(t);
    await record(stray, '2 minutes');
    const recent = await subscribed(t);
    await record(recent, '1 second');

    await t.app.get(WebhookDeliveryWorker).sweep();
    const state = (member: Member) =>
      t.db.query<{ seq: string | null; attempts: number }[]>(
        `SELECT e.seq, (SELECT count(*)::int FROM webhook_deliveries d WHERE d.event_id = e.id) AS attempts
           FROM webhook_events e WHERE e.workspace_id = $1`,
        [member.workspaceId],
      );
    expect(await state(stray)).toEqual([{ seq: '1', attempts: 1 }]);
    // Recent: its nudge may still be on the way.
    expect(await state(recent)).toEqual([{ seq: null, attempts: 0 }]);
  });

  it('dispatches each event once when two workers relay one workspace at the same moment', async () => {
    const owner = await subscribed(t);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(t, 'POST', '/contacts', { as: owner.email, body: { first_name: `R${i}` } }),
      ),
    );
    const worker = t.app.get(WebhookDeliveryWorker);
    await Promise.all([worker.relay(owner.workspaceId), worker.relay(owner.workspaceId)]);
    const rows = await t.db.query<{ seq: string; attempts: number }[]>(
      `SELECT e.seq, (SELECT count(*)::int FROM webhook_deliveries d WHERE d.event_id = e.id) AS attempts
         FROM webhook_events e WHERE e.workspace_id = $1 ORDER BY e.seq`,
      [owner.workspaceId],
    );
    expect(rows).toEqual(['1', '2', '3', '4', '5', '6'].map((seq) => ({ seq, attempts: 1 })));
  });

  it('fans an event out to the endpoints left when one is deleted while its dispatch runs', async () => {
    const owner = await subscribed(t);
    const kept = await insertEndpoint(t, owner.workspaceId, ['*']);
    const [deleted] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM webhook_endpoints WHERE workspace_id = $1 AND id <> $2`,
      [owner.workspaceId, kept],
    );
    await createContact(t, owner.email);
    // The endpoint's delete, under way when the dispatch reads the endpoints, commits while
    // the dispatch waits for it.
    const deleting = await holdAfter({
      text: `DELETE FROM webhook_endpoints WHERE id = $1`,
      values: [deleted.id],
    });
    const relayed = t.app.get(WebhookDeliveryWorker).relay(owner.workspaceId);
    await untilWaitingOnLocks(t.db, 1);
    await release(deleting, 'COMMIT');
    await relayed;
    const rows = await t.db.query(
      `SELECT e.seq, d.endpoint_id FROM webhook_events e
         JOIN webhook_deliveries d ON d.event_id = e.id WHERE e.workspace_id = $1`,
      [owner.workspaceId],
    );
    expect(rows).toEqual([{ seq: '1', endpoint_id: kept }]);
  });

  it("numbers one record's events in the order they happened", async () => {
    const owner = await subscribed(t, [
      'contact.created',
      'contact.updated',
      'contact.stage_changed',
    ]);
    const contact = await createContact(t, owner.email);
    await call(t, 'PATCH', `/contacts/${contact.id}`, { as: owner.email, body: { title: 'CTO' } });
    await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: owner.email,
      body: { stage: 'qualified' },
    });
    const events = await eventsOf(t, owner.workspaceId);
    expect(events.map((e) => [Number(e.seq), e.type])).toEqual([
      [1, 'contact.created'],
      [2, 'contact.updated'],
      [3, 'contact.stage_changed'],
    ]);
  });

  it('numbers only the events its read saw: one committed during a dispatch, and any after it, take the next numbers', async () => {
    const owner = await subscribed(t);
    const recordPlain = async (type: 'contact.deleted' | 'view.created') => {
      const event = insertWebhookEvents([
        {
          id: randomUUID(),
          workspaceId: owner.workspaceId,
          type,
          payload: { type, timestamp: new Date().toISOString(), data: {} },
        },
      ]);
      await t.db.query(event.text, [...event.values]);
    };
    await recordPlain('contact.deleted');
    // The worker's own dispatch, whose transaction sees, right after its read of the
    // undispatched events (that one alone), a contact (a row to present) and an event after it
    // commit on other connections.
    const readText = undispatchedWebhookEvents(owner.workspaceId, 1).text;
    const numberText = numberWebhookEvents(owner.workspaceId, '0', { ids: [], records: [] }).text;
    const seen: Record<string, string[]> = {};
    const dispatched = await t.app.get(Db).transaction((tx) => {
      const interleaved = new Proxy(tx, {
        get(target, property) {
          const value = Reflect.get(target, property, target) as unknown;
          if (property !== 'rows') return typeof value === 'function' ? value.bind(target) : value;
          return async (statement: Statement<{ id: string }>) => {
            const rows = await target.rows(statement);
            seen[statement.text] = rows.map((r) => r.id);
            if (statement.text === readText) {
              await createContact(t, owner.email);
              await recordPlain('view.created');
            }
            return rows;
          };
        },
      });
      return t.app.get(WebhookDeliveryWorker).dispatch(interleaved, owner.workspaceId, new Date());
    });
    expect(dispatched).toBe(false);
    expect(seen[readText]).toHaveLength(1);
    expect(seen[numberText]).toEqual(seen[readText]);
    const events = await eventsOf(t, owner.workspaceId);
    expect(events.map((e) => [Number(e.seq), e.type])).toEqual([
      [1, 'contact.deleted'],
      [2, 'contact.created'],
      [3, 'view.created'],
    ]);
  });

  it('records nothing without an endpoint, for an unsubscribed type, or for an inactive endpoint', async () => {
    const none = await signUp(t, { premium: true });
    await createContact(t, none.email);
    expect(await eventsOf(t, none.workspaceId)).toEqual([]);
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM webhook_sequences WHERE workspace_id = $1`,
      [none.workspaceId],
    );
    expect(row.n).toBe(0);

    const other = await subscribed(t, ['interaction.created']);
    await createContact(t, other.email);
    expect(await eventsOf(t, other.workspaceId)).toEqual([]);

    const off = await signUp(t, { premium: true });
    await insertEndpoint(t, off.workspaceId, ['*'], false);
    await createContact(t, off.email);
    expect(await eventsOf(t, off.workspaceId)).toEqual([]);
  });

  it("never emits for a free workspace's demo data", async () => {
    const free = await signUp(t);
    await insertEndpoint(t, free.workspaceId, ['*']);
    const demo = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND is_demo LIMIT 1`,
      [free.workspaceId],
    );
    expect(demo).toHaveLength(1);
    // A free workspace's writes are refused; its demo rows are seeded and reset without events.
    const res = await call(t, 'POST', `/contacts/${demo[0].id}/stage`, {
      as: free.email,
      body: { stage: 'won' },
    });
    expect(res.status).toBe(402);
    await call(t, 'GET', '/me', { as: free.email });
    expect(await eventsOf(t, free.workspaceId)).toEqual([]);
    // Whatever writes demo rows records nothing, though an endpoint subscribes to everything.
    const events = t.app.get(WebhookEventsService);
    const db = t.app.get(Db);
    const demoScope = { workspace: { id: free.workspaceId }, demo: true, origin: SYSTEM_ORIGIN };
    const listened = await events.write(db, demoScope, ['contact.created'], async (tx, emit) => {
      await emit('contact.created', { record: {} });
      return emit.listening();
    });
    expect(listened).toBe(false);
    expect(await eventsOf(t, free.workspaceId)).toEqual([]);
  });

  it('costs a write nothing without a subscribed endpoint, and a creation nothing with one', async () => {
    const statements = (res: { headers: Record<string, unknown> }) =>
      Number(res.headers['x-sql-statements']);
    const none = await subscribed(t, ['interaction.created']);
    const plain = await call(t, 'POST', '/contacts', { as: none.email, body: { first_name: 'A' } });
    // The identity lookup (which reads what the endpoints subscribe to), the insert.
    expect(statements(plain)).toBe(2);
    const contact = plain.body as { id: string };
    const edit = await call(t, 'PATCH', `/contacts/${contact.id}`, {
      as: none.email,
      body: { company: 'Acme' },
    });
    // The lookup, START TRANSACTION, the UPDATE, COMMIT: as without webhooks.
    expect(statements(edit)).toBe(4);
    const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: none.email,
      body: { stage: 'won' },
    });
    const owner = await subscribed(t, ['contact.created', 'contact.stage_changed']);
    const emitting = await call(t, 'POST', '/contacts', {
      as: owner.email,
      body: { first_name: 'B' },
    });
    // The lookup and the insert, which records the event itself: no transaction, no job (the
    // workers are nudged after the commit, off the request's connection).
    expect(statements(emitting)).toBe(2);
    const other = emitting.body as { id: string };
    const movedWithEvent = await call(t, 'POST', `/contacts/${other.id}/stage`, {
      as: owner.email,
      body: { stage: 'won' },
    });
    // A write already in a transaction: one statement more, the event.
    expect(statements(movedWithEvent)).toBe(statements(moved) + 1);
    expect(await eventsOf(t, none.workspaceId)).toEqual([]);
  });

  it('counts an endpoint from the request after it is made, and stops at once when it is turned off', async () => {
    const owner = await signUp(t, { premium: true });
    const endpoint = await insertEndpoint(t, owner.workspaceId, ['contact.created']);
    await createContact(t, owner.email);
    await t.db.query(`UPDATE webhook_endpoints SET active = false WHERE id = $1`, [endpoint]);
    await createContact(t, owner.email);
    expect((await eventsOf(t, owner.workspaceId)).map((e) => e.seq)).toEqual(['1']);
  });

  it('emits nothing on an idempotent replay', async () => {
    const owner = await subscribed(t);
    const key = randomUUID();
    const send = () =>
      call(t, 'POST', '/contacts', {
        as: owner.email,
        body: { first_name: 'Once' },
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const replay = await send();
    expect(first.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const events = await eventsOf(t, owner.workspaceId);
    expect(events).toHaveLength(1);
    envelope(events[0], owner, first.headers['x-request-id'] as string);
  });

  it('emits nothing when the write rolls back after the event was recorded', async () => {
    const owner = await subscribed(t);
    const contact = await createContact(t, owner.email);
    const sequence = await createSequence(t, owner.email);
    await enroll(t, owner.email, sequence.id, [contact.id]);
    const before = await eventsOf(t, owner.workspaceId);
    // The stage change records contact.stage_changed, then ending the enrollment fails.
    const trigger = `fail_${randomUUID().replace(/-/g, '')}`;
    await t.db.query(
      `CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'provoked'; END $$`,
    );
    await t.db.query(
      `CREATE TRIGGER ${trigger} BEFORE UPDATE ON sequence_enrollments_all FOR EACH ROW
         WHEN (NEW.contact_id = '${contact.id}') EXECUTE FUNCTION ${trigger}()`,
    );
    try {
      const res = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: owner.email,
        body: { stage: 'won' },
      });
      expect(res.status).toBe(500);
    } finally {
      await t.db.query(`DROP TRIGGER ${trigger} ON sequence_enrollments_all`);
      await t.db.query(`DROP FUNCTION ${trigger}()`);
    }
    expect(await eventsOf(t, owner.workspaceId)).toEqual(before);
    const [seq] = await t.db.query<{ last_seq: string }[]>(
      `SELECT last_seq FROM webhook_sequences WHERE workspace_id = $1`,
      [owner.workspaceId],
    );
    expect(Number(seq.last_seq)).toBe(before.length);
    // The next event takes the next number: no gap.
    await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: owner.email,
      body: { stage: 'won' },
    });
    const after = await eventsOf(t, owner.workspaceId, 'contact.stage_changed');
    expect(after.map((e) => Number(e.seq))).toEqual([before.length + 1]);
  });

  it('records no event of a premium workspace after it goes back to free', async () => {
    const owner = await subscribed(t);
    await setPremium(t, owner.workspaceId, false);
    const res = await call(t, 'POST', '/contacts', { as: owner.email, body: { first_name: 'X' } });
    expect(res.status).toBe(402);
    expect(await eventsOf(t, owner.workspaceId)).toEqual([]);
  });
});
