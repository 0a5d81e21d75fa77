import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ERASED_ANSWER_DETAIL } from '../src/core/idempotency/idempotency.problems.js';
import { signUp, type Member } from './support/factories.js';
import { call, type TestApp, useTestApp } from './support/test-app.js';
import {
  dispatchEvents,
  insertEndpoint,
  turnOffUndeliverableEndpoints,
} from './support/webhooks.js';
import { idempotencyKeyDigest } from '../src/database/idempotency.queries.js';

/*
 * What ties a copy to an erased contact: its id, its e-mail as a whole address, its phone as the
 * whole value of a phone field or as the same number however written, now or as its history
 * shows it had them. Nothing else: another contact's values that merely hold the same letters
 * keep their data.
 */

interface StoredEvent {
  id: string;
  seq: string | null;
  payload: { type: string; data: Record<string, unknown> };
}

/** The workspace's stored webhook events, in the order they were recorded. */
function eventsOf(t: TestApp, workspaceId: string): Promise<StoredEvent[]> {
  return t.db.query<StoredEvent[]>(
    `SELECT id, seq, payload FROM webhook_events WHERE workspace_id = $1 ORDER BY created_at, id`,
    [workspaceId],
  );
}

/** Those of `events` that name `id`. */
function naming(events: StoredEvent[], id: string): StoredEvent[] {
  return events.filter((e) => JSON.stringify(e.payload).includes(id));
}

/** POST with an idempotency key; answers status and body. */
async function idempotentPost(
  t: TestApp,
  as: Member,
  path: string,
  key: string,
  body: Record<string, unknown>,
) {
  const res = await call(t, 'POST', path, {
    as: as.email,
    headers: { 'idempotency-key': key },
    body,
  });
  return { status: res.status, body: res.body };
}

async function historyOf(t: TestApp, as: Member, contactId: string): Promise<unknown> {
  const res = await call(t, 'GET', `/contacts/${contactId}/history`, { as: as.email });
  expect(res.status).toBe(200);
  return res.body;
}

async function viewRow(t: TestApp, id: string) {
  const [row] = await t.db.query<{ name: string; filter: unknown }[]>(
    `SELECT name, filter FROM saved_views WHERE id = $1`,
    [id],
  );
  return row;
}

async function erase(t: TestApp, as: Member, id: string): Promise<void> {
  const res = await call(t, 'POST', `/contacts/${id}/erase`, { as: as.email });
  expect(res.status).toBe(200);
}

describe('POST /contacts/{id}/erase: what ties a copy to the contact', () => {
  const t = useTestApp();

  /** A premium workspace whose events are stored (an endpoint subscribes to every type). */
  async function workspace(): Promise<Member> {
    const admin = await signUp(t, { premium: true });
    await insertEndpoint(t, admin.workspaceId, {
      url: 'https://93.184.216.34/hook',
      events: ['*'],
    });
    return admin;
  }

  it.each([['lead'], ['TBD']])(
    'a phone that is no number (%s) ties no other field: other contacts keep their stage lead and title TBD, their history, events and stored answers',
    async (phone) => {
      const admin = await workspace();
      const u = randomUUID().slice(0, 8);
      try {
        // Another contact, created idempotently: stage lead, title TBD; a view named after both.
        const otherBody = { first_name: 'Other', email: `other.${u}@b.test`, title: 'TBD' };
        const other = await idempotentPost(t, admin, '/contacts', `other-${u}`, otherBody);
        expect([other.status, other.body.stage, other.body.title]).toEqual([200, 'lead', 'TBD']);
        const view = await idempotentPost(t, admin, '/views', `view-${u}`, {
          name: `Lead TBD ${u}`,
          filter: { and: [{ field: 'stage', op: 'eq', value: 'lead' }] },
        });
        expect(view.status).toBe(200);
        // The contact erased: its phone is all that could tie it.
        const erasedBody = { first_name: 'Erased', phone };
        const erased = await idempotentPost(t, admin, '/contacts', `erased-${u}`, erasedBody);
        expect([erased.status, erased.body.phone]).toEqual([200, phone]);
        const edited = await call(t, 'PATCH', `/contacts/${erased.body.id}`, {
          as: admin.email,
          body: { title: 'Buyer' },
        });
        expect(edited.status).toBe(200);

        const historyBefore = await historyOf(t, admin, other.body.id);
        expect(JSON.stringify(historyBefore)).toContain('"to":"lead"');
        expect(JSON.stringify(historyBefore)).toContain('"to":"TBD"');
        const eventsBefore = await eventsOf(t, admin.workspaceId);
        const untied = [
          ...naming(eventsBefore, other.body.id),
          ...naming(eventsBefore, view.body.id),
        ];
        expect(untied.map((e) => e.payload.type)).toEqual(['contact.created', 'view.created']);
        const viewBefore = await viewRow(t, view.body.id);

        await erase(t, admin, erased.body.id);

        expect(await historyOf(t, admin, other.body.id)).toEqual(historyBefore);
        const eventsAfter = await eventsOf(t, admin.workspaceId);
        expect(eventsAfter.filter((e) => untied.some((o) => o.id === e.id))).toEqual(untied);
        expect(await viewRow(t, view.body.id)).toEqual(viewBefore);
        expect(await idempotentPost(t, admin, '/contacts', `other-${u}`, otherBody)).toEqual(other);
        // The erased contact's own copies are scrubbed all the same.
        expect(
          naming(eventsBefore, erased.body.id).map(
            (e) => eventsAfter.find((a) => a.id === e.id)?.payload.data,
          ),
        ).toEqual([
          { erased: true, sequence: null },
          { erased: true, sequence: null },
        ]);
        const replay = await idempotentPost(t, admin, '/contacts', `erased-${u}`, erasedBody);
        expect([replay.status, replay.body.detail]).toEqual([410, ERASED_ANSWER_DETAIL]);
      } finally {
        await turnOffUndeliverableEndpoints(t);
      }
    },
  );

  it('ties by the e-mail as a whole address: john.smith@… keeps its data, and stays whole in a copy tied to smith@…', async () => {
    const admin = await workspace();
    const u = randomUUID().slice(0, 8);
    const smith = `smith${u}@acme.test`;
    const john = `john.smith${u}@acme.test`;
    try {
      const johnBody = { first_name: 'Johnny', email: john };
      const johnny = await idempotentPost(t, admin, '/contacts', `john-${u}`, johnBody);
      expect(johnny.status).toBe(200);
      const erased = await idempotentPost(t, admin, '/contacts', `smith-${u}`, {
        first_name: 'John',
        last_name: 'Smith',
        email: smith,
      });
      expect(erased.status).toBe(200);
      // A view tied to the contact by its e-mail, that names the other address too.
      const view = await idempotentPost(t, admin, '/views', `view-${u}`, {
        name: `Smith accounts ${u}`,
        filter: { and: [{ field: 'email', op: 'in', value: [smith, john] }] },
      });
      expect(view.status).toBe(200);
      const historyBefore = await historyOf(t, admin, johnny.body.id);
      expect(JSON.stringify(historyBefore)).toContain(john);
      const johnsEvents = naming(await eventsOf(t, admin.workspaceId), johnny.body.id);
      expect(johnsEvents.map((e) => e.payload.type)).toEqual(['contact.created']);

      await erase(t, admin, erased.body.id);

      expect(await historyOf(t, admin, johnny.body.id)).toEqual(historyBefore);
      const eventsAfter = await eventsOf(t, admin.workspaceId);
      expect(eventsAfter.filter((e) => johnsEvents.some((o) => o.id === e.id))).toEqual(
        johnsEvents,
      );
      expect(await idempotentPost(t, admin, '/contacts', `john-${u}`, johnBody)).toEqual(johnny);
      // The tied view loses the contact's values and keeps the other address whole.
      expect(await viewRow(t, view.body.id)).toEqual({
        name: `[erased] accounts ${u}`,
        filter: { and: [{ field: 'email', op: 'in', value: ['[erased]', john] }] },
      });
      expect(naming(eventsAfter, view.body.id)).toEqual([]);
      const replay = await call(t, 'POST', '/views', {
        as: admin.email,
        headers: { 'idempotency-key': `view-${u}` },
        body: {
          name: `Smith accounts ${u}`,
          filter: { and: [{ field: 'email', op: 'in', value: [smith, john] }] },
        },
      });
      expect([replay.status, replay.body.detail]).toEqual([410, ERASED_ANSWER_DETAIL]);
    } finally {
      await turnOffUndeliverableEndpoints(t);
    }
  });

  it('ties by the e-mails and phones its history shows it had, and by its number however written', async () => {
    const admin = await workspace();
    const u = randomUUID().slice(0, 8);
    const old = `old${u}@x.test`;
    try {
      const contact = await idempotentPost(t, admin, '/contacts', `contact-${u}`, {
        first_name: 'Changed',
        email: old,
        phone: '+1 415 555 0142',
      });
      expect(contact.status).toBe(200);
      const viewBody = {
        name: `Deals of ${old}`,
        filter: { and: [{ field: 'email', op: 'eq', value: old }] },
      };
      const named = await idempotentPost(t, admin, '/views', `named-${u}`, viewBody);
      expect(named.status).toBe(200);
      // Its number as other hands write it: in a view's name, and as another contact's phone
      // for a while.
      const calls = await idempotentPost(t, admin, '/views', `calls-${u}`, {
        name: `Call 415.555.0142 ${u}`,
        filter: { and: [{ field: 'stage', op: 'eq', value: 'lead' }] },
      });
      expect(calls.status).toBe(200);
      const colleague = await idempotentPost(t, admin, '/contacts', `colleague-${u}`, {
        first_name: 'Colleague',
        phone: '(415) 555-0142',
      });
      expect(colleague.status).toBe(200);
      for (const [id, body] of [
        [contact.body.id, { email: `new${u}@x.test`, phone: '+1 212 555 0199' }],
        [colleague.body.id, { phone: '+1 212 555 0100' }],
      ]) {
        const changed = await call(t, 'PATCH', `/contacts/${id}`, { as: admin.email, body });
        expect(changed.status).toBe(200);
      }

      await erase(t, admin, contact.body.id);

      expect(await viewRow(t, named.body.id)).toEqual({
        name: 'Deals of [erased]',
        filter: { and: [{ field: 'email', op: 'eq', value: '[erased]' }] },
      });
      expect(await viewRow(t, calls.body.id)).toEqual({
        name: `Call [erased] ${u}`,
        filter: { and: [{ field: 'stage', op: 'eq', value: 'lead' }] },
      });
      const phones = await call(t, 'GET', `/contacts/${colleague.body.id}/history`, {
        as: admin.email,
        query: { field: 'phone' },
      });
      expect(
        phones.body.items.map((e: { changes: Record<string, unknown> }) => e.changes.phone),
      ).toEqual([
        { from: '[erased]', to: '+1 212 555 0100' },
        { from: null, to: '[erased]' },
      ]);
      // The views' events, and every other that held the old e-mail or the number, lost them.
      const events = await eventsOf(t, admin.workspaceId);
      for (const record of [named, calls]) expect(naming(events, record.body.id)).toEqual([]);
      const [stored] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM webhook_events WHERE workspace_id = $1
            AND (payload::text ILIKE '%' || $2 || '%' OR payload::text ~ '555.0142')`,
        [admin.workspaceId, old],
      );
      expect(stored.n).toBe(0);
      for (const key of [`named-${u}`, `colleague-${u}`]) {
        const [answer] = await t.db.query<{ status: number }[]>(
          `SELECT status FROM idempotency_keys WHERE workspace_id = $1 AND key = $2`,
          [admin.workspaceId, key],
        );
        expect(answer.status).toBe(410);
      }
      const replay = await idempotentPost(t, admin, '/views', `named-${u}`, viewBody);
      expect([replay.status, replay.body.detail]).toEqual([410, ERASED_ANSWER_DETAIL]);
    } finally {
      await turnOffUndeliverableEndpoints(t);
    }
  });

  it('keeps an Idempotency-Key that holds its e-mail only as its digest, and a replay with it still answers 410', async () => {
    const admin = await signUp(t, { premium: true });
    const u = randomUUID().slice(0, 8);
    const email = `quinn.${u}@idem.test`;
    const body = { first_name: 'Quinn', email };
    const key = `signup/${email}`;
    const created = await idempotentPost(t, admin, '/contacts', key, body);
    expect(created.status).toBe(200);
    // Another request keyed by nothing of the person keeps its key and answer.
    const other = await idempotentPost(t, admin, '/contacts', `other-${u}`, { first_name: 'O' });
    expect(other.status).toBe(200);

    await erase(t, admin, created.body.id);

    const keys = await t.db.query<{ key: string; status: number }[]>(
      `SELECT key, status FROM idempotency_keys WHERE workspace_id = $1 ORDER BY key`,
      [admin.workspaceId],
    );
    expect(keys).toEqual([
      { key: `other-${u}`, status: 200 },
      { key: idempotencyKeyDigest(key), status: 410 },
    ]);
    const replay = await idempotentPost(t, admin, '/contacts', key, body);
    expect([replay.status, replay.body.detail]).toEqual([410, ERASED_ANSWER_DETAIL]);
    expect(await idempotentPost(t, admin, '/contacts', `other-${u}`, { first_name: 'O' })).toEqual(
      other,
    );
  });

  it('leaves every scrubbed event its type, time and number, dispatched before the erasure or after', async () => {
    const admin = await workspace();
    const u = randomUUID().slice(0, 8);
    try {
      const created = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Numbered', email: `numbered.${u}@x.test` },
      });
      expect(created.status).toBe(200);
      // Its creation numbered before the erasure, its edit after.
      await dispatchEvents(t, admin.workspaceId);
      const edited = await call(t, 'PATCH', `/contacts/${created.body.id}`, {
        as: admin.email,
        body: { title: 'Numbered later' },
      });
      expect(edited.status).toBe(200);
      const before = naming(await eventsOf(t, admin.workspaceId), created.body.id);
      expect(before.map((e) => [e.payload.type, e.seq === null])).toEqual([
        ['contact.created', false],
        ['contact.updated', true],
      ]);

      await erase(t, admin, created.body.id);
      await dispatchEvents(t, admin.workspaceId);

      const after = await eventsOf(t, admin.workspaceId);
      const scrubbed = before.map((e) => after.find((a) => a.id === e.id)!);
      expect(
        scrubbed.map((e) => ({
          keys: Object.keys(e.payload).sort(),
          type: e.payload.type,
          data: e.payload.data,
        })),
      ).toEqual([
        {
          keys: ['data', 'timestamp', 'type'],
          type: 'contact.created',
          data: { erased: true, sequence: Number(scrubbed[0].seq) },
        },
        {
          keys: ['data', 'timestamp', 'type'],
          type: 'contact.updated',
          data: { erased: true, sequence: Number(scrubbed[1].seq) },
        },
      ]);
      expect(scrubbed.map((e) => e.seq !== null)).toEqual([true, true]);
    } finally {
      await turnOffUndeliverableEndpoints(t);
    }
  });
});
