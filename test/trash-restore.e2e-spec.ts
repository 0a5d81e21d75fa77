import { describe, expect, it } from '@jest/globals';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import { define, field } from './support/contact-query.js';
import { addMember, createContact, createSequence, enroll, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';
import {
  filledContact,
  hanging,
  openAgendaCount,
  proposalColumn,
  stored,
} from './support/trash.js';
import {
  NUMBERING_ORDER,
  dispatchEvents,
  turnOffUndeliverableEndpoints,
} from './support/webhooks.js';

describe('Restoring from the trash', () => {
  const t = useTestApp();

  it('restores a contact as it was: its records back, no activity bump, the board and agenda counting it again', async () => {
    const admin = await signUp(t, { premium: true });
    const c = await filledContact(t, admin);
    const boardBefore = await proposalColumn(t, admin);
    const agendaBefore = await openAgendaCount(t, admin);
    await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });

    const res = await call(t, 'POST', `/contacts/${c.id}/restore`, { as: admin.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: c.id, first_name: 'Trashy', stage: 'proposal' });
    expect(res.body.last_activity_at).toBe(c.lastActivityAt.toISOString());
    expect(await hanging(t, c.id)).toEqual({
      followups: 1,
      interactions: 1,
      stage_moves: 2,
      live_followups: 1,
      live_interactions: 1,
      live_stage_moves: 2,
    });
    expect(await proposalColumn(t, admin)).toEqual(boardBefore);
    expect(await openAgendaCount(t, admin)).toBe(agendaBefore);
    expect((await call(t, 'GET', `/followups/${c.followupId}`, { as: admin.email })).status).toBe(
      200,
    );
    const [{ deleted_at }] = await t.db.query<{ deleted_at: Date | null }[]>(
      `SELECT deleted_at FROM contacts_all WHERE id = $1`,
      [c.id],
    );
    expect(deleted_at).toBeNull();

    const twice = await call(t, 'POST', `/contacts/${c.id}/restore`, { as: admin.email });
    expect([twice.status, twice.body.detail]).toEqual([404, 'Contact not found']);
  });

  it('restores a contact that a filter on a field made filterable while it was in the trash then finds', async () => {
    const admin = await signUp(t, { premium: true });
    await define(t, admin, field('plan', 'text', { filterable: false }));
    const c = await createContact(t, admin.email, { custom: { plan: 'gold' } });
    await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
    const on = await call(t, 'PATCH', '/custom-fields/plan', {
      as: admin.email,
      body: { filterable: true },
    });
    expect(on.status).toBe(200);
    expect((await call(t, 'POST', `/contacts/${c.id}/restore`, { as: admin.email })).status).toBe(
      200,
    );
    const found = await call(t, 'GET', '/contacts?filter[custom.plan][eq]=gold', {
      as: admin.email,
    });
    expect(found.status).toBe(200);
    expect(found.body.items.map((i: { id: string }) => i.id)).toEqual([c.id]);
  });

  it("takes a contact's sequence enrollments into the trash and back with it", async () => {
    const admin = await signUp(t, { premium: true });
    const c = await createContact(t, admin.email, { first_name: 'Enrolled' });
    const sequence = await createSequence(t, admin.email);
    await enroll(t, admin.email, sequence.id, [c.id]);
    const listed = async () => {
      const res = await call(t, 'GET', `/sequences/${sequence.id}/enrollments`, {
        as: admin.email,
      });
      expect(res.status).toBe(200);
      return res.body.items.map((e: { contact_id: string; status: string }) => [
        e.contact_id,
        e.status,
      ]);
    };
    expect(await listed()).toEqual([[c.id, 'active']]);
    await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
    expect(await listed()).toEqual([]);
    expect((await call(t, 'POST', `/contacts/${c.id}/restore`, { as: admin.email })).status).toBe(
      200,
    );
    expect(await listed()).toEqual([[c.id, 'active']]);
  });

  it('restores a batch all or none: ids not in the trash are 404 naming them, and nothing comes back', async () => {
    const admin = await signUp(t, { premium: true });
    const a = await createContact(t, admin.email, { first_name: 'A' });
    const b = await createContact(t, admin.email, { first_name: 'B' });
    const live = await createContact(t, admin.email, { first_name: 'Live' });
    for (const id of [a.id, b.id]) await call(t, 'DELETE', `/contacts/${id}`, { as: admin.email });

    const refused = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      body: { ids: [a.id, b.id, live.id] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({
      detail: '1 of the 3 contacts not in the trash; contact_ids lists them',
      contact_ids: [live.id],
    });
    const trash = await call(t, 'GET', '/trash/contacts', { as: admin.email });
    expect(trash.body.items).toHaveLength(2);

    // An id in capitals is the same contact: twice is a repeat, once is found.
    const repeated = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      body: { ids: [a.id, a.id.toUpperCase()] },
    });
    expect([repeated.status, repeated.body.errors]).toEqual([
      422,
      [{ field: 'ids', message: "All ids's elements must be unique" }],
    ]);
    const done = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      body: { ids: [a.id.toUpperCase(), b.id] },
    });
    expect([done.status, done.body]).toEqual([200, { restored: 2 }]);
    expect((await call(t, 'GET', '/trash/contacts', { as: admin.email })).body.items).toEqual([]);
  });

  it('refuses a restore body that gives both ids and bulk_operation_id, or neither, with 422', async () => {
    const admin = await signUp(t, { premium: true });
    for (const body of [{}, { ids: [admin.userId], bulk_operation_id: admin.userId }]) {
      const res = await call(t, 'POST', '/contacts/restore', { as: admin.email, body });
      expect(res.status).toBe(422);
      expect(res.body.detail).toContain('give either ids or bulk_operation_id');
    }
    const unknown = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      body: { bulk_operation_id: admin.userId },
    });
    expect([unknown.status, unknown.body.detail]).toEqual([404, 'Bulk operation not found']);
  });

  it('undoes a bulk delete in one call by its bulk_operation_id', async () => {
    const admin = await signUp(t, { premium: true });
    const tagged = [];
    for (let i = 0; i < 5; i++) {
      tagged.push(await createContact(t, admin.email, { first_name: `T${i}`, tags: ['purge-me'] }));
    }
    const kept = await createContact(t, admin.email, { first_name: 'Kept' });
    const bulk = await call(t, 'POST', '/contacts/bulk', {
      as: admin.email,
      body: { action: 'delete', filter: { tag: 'purge-me' } },
    });
    expect(bulk.status).toBe(202);
    await t.app.get(BulkOperationWorker).run(bulk.body.id);
    // One deleted by hand stays in the trash: it was not this operation's.
    await call(t, 'DELETE', `/contacts/${kept.id}`, { as: admin.email });
    const trash = await call(t, 'GET', '/trash/contacts', {
      as: admin.email,
      query: { limit: '10' },
    });
    expect(trash.body.items).toHaveLength(6);
    expect(
      trash.body.items.filter(
        (i: { bulk_operation_id: string | null }) => i.bulk_operation_id === bulk.body.id,
      ),
    ).toHaveLength(5);

    const res = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      body: { bulk_operation_id: bulk.body.id },
    });
    expect([res.status, res.body]).toEqual([200, { restored: 5 }]);
    const list = await call(t, 'GET', '/contacts', { as: admin.email, query: { tag: 'purge-me' } });
    expect(list.body.items.map((c: { id: string }) => c.id).sort()).toEqual(
      tagged.map((c) => c.id).sort(),
    );
    const left = await call(t, 'GET', '/trash/contacts', { as: admin.email });
    expect(left.body.items.map((i: { id: string }) => i.id)).toEqual([kept.id]);
  });

  it('takes no routing turn: the next member stays next, a routed owner and an unassigned contact stay as they were', async () => {
    const admin = await signUp(t, { premium: true });
    const mate = await addMember(t, admin.workspaceId);
    const routing = await call(t, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: [admin.userId, mate.userId] },
    });
    expect(routing.status).toBe(200);
    const routed = await createContact(t, admin.email, { first_name: 'Routed' });
    const unassigned = await createContact(t, admin.email, {
      first_name: 'Nobody',
      owner_id: null,
    });
    expect([routed.owner_id, unassigned.owner_id]).toEqual([admin.userId, null]);
    const next = async () => {
      const res = await call(t, 'GET', '/routing', { as: admin.email });
      return res.body.next_member_id as string;
    };
    expect(await next()).toBe(mate.userId);
    for (const id of [routed.id, unassigned.id]) {
      expect((await call(t, 'DELETE', `/contacts/${id}`, { as: admin.email })).status).toBe(204);
    }

    const one = await call(t, 'POST', `/contacts/${routed.id}/restore`, { as: admin.email });
    expect([one.status, one.body.owner_id]).toEqual([200, admin.userId]);
    const batch = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      body: { ids: [unassigned.id] },
    });
    expect([batch.status, batch.body]).toEqual([200, { restored: 1 }]);
    expect(await next()).toBe(mate.userId);
    const owners = await t.db.query<{ id: string; owner_id: string | null }[]>(
      `SELECT id, owner_id FROM contacts WHERE id = ANY($1::uuid[]) ORDER BY first_name DESC`,
      [[routed.id, unassigned.id]],
    );
    expect(owners).toEqual([
      { id: routed.id, owner_id: admin.userId },
      { id: unassigned.id, owner_id: null },
    ]);
    // Routing's one entry is the creation's.
    const [{ n }] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contact_history WHERE contact_id = ANY($1::uuid[]) AND via = 'routing'`,
      [[routed.id, unassigned.id]],
    );
    expect(n).toBe(1);
    // The turn that was next is still the next creation's.
    expect((await createContact(t, admin.email, { first_name: 'Later' })).owner_id).toBe(
      mate.userId,
    );
  });

  it('brings back a bulk delete by its operation and listed ids with everything attached as it was: a history entry and contact.restored for each', async () => {
    const admin = await signUp(t, { premium: true });
    await t.db.query(
      `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
       VALUES ($1, 'https://93.184.216.34/hook', '{contact.restored}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', true)`,
      [admin.workspaceId],
    );
    const sequence = await createSequence(t, admin.email);
    const contacts = [];
    for (const name of ['Bulk0', 'Bulk1', 'Bulk2', 'Listed']) {
      const tags = name === 'Listed' ? [] : ['undo-me'];
      const c = await filledContact(t, admin, name, { body: { tags } });
      await enroll(t, admin.email, sequence.id, [c.id]);
      contacts.push(c);
    }
    const ids = contacts.map((c) => c.id);
    const [listed, bulked] = [ids[3], ids.slice(0, 3)];
    const before = await Promise.all(ids.map((id) => stored(t, id)));
    const activity = async (id: string) =>
      (await call(t, 'GET', `/contacts/${id}`, { as: admin.email })).body.last_activity_at;
    const activeAt = await Promise.all(ids.map(activity));

    const bulk = await call(t, 'POST', '/contacts/bulk', {
      as: admin.email,
      headers: { 'x-request-id': 'bulk-delete' },
      body: { action: 'delete', filter: { tag: 'undo-me' } },
    });
    expect(bulk.status).toBe(202);
    await t.app.get(BulkOperationWorker).run(bulk.body.id);
    expect((await call(t, 'DELETE', `/contacts/${listed}`, { as: admin.email })).status).toBe(204);
    const trashedAt = new Map<string, string>();
    for (const id of ids) {
      const [row] = await t.db.query<{ at: string }[]>(
        `SELECT to_char(deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
           FROM contacts_all WHERE id = $1 AND deleted_at IS NOT NULL`,
        [id],
      );
      trashedAt.set(id, row.at);
    }

    const byOperation = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      headers: { 'x-request-id': 'undo-bulk' },
      body: { bulk_operation_id: bulk.body.id },
    });
    expect([byOperation.status, byOperation.body]).toEqual([200, { restored: 3 }]);
    const byIds = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      headers: { 'x-request-id': 'undo-one' },
      body: { ids: [listed] },
    });
    expect([byIds.status, byIds.body]).toEqual([200, { restored: 1 }]);

    // Everything as it was: the contact's row (its last activity too), its interactions,
    // follow-ups, stage moves and enrollments; its history has two entries more.
    for (const [i, id] of ids.entries()) {
      const { history, events: _events, ...now } = await stored(t, id);
      const { history: was, events: _was, ...then } = before[i];
      expect([id, now]).toEqual([id, then]);
      expect(history).toBe((was as number) + 2);
      // Its own follow-up and the sequence's three, all live again.
      expect(await hanging(t, id)).toEqual({
        followups: 4,
        interactions: 1,
        stage_moves: 2,
        live_followups: 4,
        live_interactions: 1,
        live_stage_moves: 2,
      });
      expect(await activity(id)).toBe(activeAt[i]);
      // Newest first: the restore, then the move to the trash (by the bulk operation's job, with
      // the request that started it).
      const entries = await call(t, 'GET', `/contacts/${id}/history`, {
        as: admin.email,
        query: { limit: '2' },
      });
      const actor = { type: 'user', id: admin.userId, name: admin.email };
      const trashed = { from: null, to: trashedAt.get(id) };
      expect(entries.body.items).toEqual([
        expect.objectContaining({
          actor,
          via: 'restore',
          request_id: id === listed ? 'undo-one' : 'undo-bulk',
          operation_id: null,
          changes: { deleted_at: { from: trashedAt.get(id), to: null } },
        }),
        expect.objectContaining(
          id === listed
            ? { actor, via: 'api', operation_id: null, changes: { deleted_at: trashed } }
            : {
                actor,
                via: 'bulk',
                request_id: 'bulk-delete',
                operation_id: bulk.body.id,
                changes: { deleted_at: trashed },
              },
        ),
      ]);
    }
    const enrolled = await call(t, 'GET', `/sequences/${sequence.id}/enrollments`, {
      as: admin.email,
    });
    expect(enrolled.body.items.map((e: { contact_id: string }) => e.contact_id).sort()).toEqual(
      [...ids].sort(),
    );

    await dispatchEvents(t, admin.workspaceId);
    await turnOffUndeliverableEndpoints(t);
    const events = await t.db.query<{ type: string; id: string; request_id: string }[]>(
      `SELECT type, payload->'data'->'contact'->>'id' AS id,
              payload->'data'->>'request_id' AS request_id
         FROM webhook_events WHERE workspace_id = $1 ORDER BY ${NUMBERING_ORDER}`,
      [admin.workspaceId],
    );
    expect(
      events
        .filter((e) => e.request_id === 'undo-bulk')
        .map((e) => e.id)
        .sort(),
    ).toEqual([...bulked].sort());
    expect(events.map((e) => [e.type, e.id]).sort()).toEqual(
      ids.map((id) => ['contact.restored', id]).sort(),
    );
  });
});
