import { describe, expect, it } from '@jest/globals';
import { listRoutes } from '../src/core/guards/route-inventory.js';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import { TrashPurgeWorker } from '../src/modules/trash/trash-purge.worker.js';
import { STORED_TABLES } from '../src/modules/trash/trash-tables.js';
import {
  addMember,
  createContact,
  createSequence,
  enroll,
  logInteraction,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { define, field } from './support/contact-query.js';
import { callRoute, routeName } from './support/route-calls.js';
import { call, useTestApp } from './support/test-app.js';
import { dispatchEvents, turnOffUndeliverableEndpoints } from './support/webhooks.js';

/** A contact with records hanging from it: two stage moves (its creation's and one), an interaction, a follow-up. */
async function filledContact(t: ReturnType<typeof useTestApp>, member: Member, name = 'Trashy') {
  const contact = await createContact(t, member.email, {
    first_name: name,
    stage: 'qualified',
    value_cents: 5_000,
  });
  const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
    as: member.email,
    body: { stage: 'proposal' },
  });
  expect(moved.status).toBe(200);
  await logInteraction(t, member.email, contact.id, { type: 'call', summary: 'Talked' });
  const followup = await scheduleFollowup(t, member.email, contact.id, {
    scheduled_for: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const [row] = await t.db.query<{ last_activity_at: Date }[]>(
    `SELECT last_activity_at FROM contacts WHERE id = $1`,
    [contact.id],
  );
  return { id: contact.id, followupId: followup.id, lastActivityAt: row.last_activity_at };
}

/** What hangs from a contact, trash included, read from the tables behind the views. */
async function hanging(t: ReturnType<typeof useTestApp>, contactId: string) {
  const [row] = await t.db.query<Record<string, number>[]>(
    `SELECT (SELECT count(*)::int FROM followups_all WHERE contact_id = $1) AS followups,
            (SELECT count(*)::int FROM interactions_all WHERE contact_id = $1) AS interactions,
            (SELECT count(*)::int FROM stage_moves_all WHERE contact_id = $1) AS stage_moves,
            (SELECT count(*)::int FROM followups WHERE contact_id = $1) AS live_followups,
            (SELECT count(*)::int FROM interactions WHERE contact_id = $1) AS live_interactions,
            (SELECT count(*)::int FROM stage_moves WHERE contact_id = $1) AS live_stage_moves`,
    [contactId],
  );
  return row;
}

async function proposalColumn(t: ReturnType<typeof useTestApp>, member: Member) {
  const res = await call(t, 'GET', '/board', { as: member.email });
  expect(res.status).toBe(200);
  const column = (res.body.stages as { key: string; count: number; value_cents: number }[]).find(
    (s) => s.key === 'proposal',
  )!;
  return { count: column.count, value_cents: column.value_cents };
}

async function openAgendaCount(t: ReturnType<typeof useTestApp>, member: Member) {
  const [row] = await t.db.query<{ open: number }[]>(
    `SELECT coalesce(sum(open), 0)::int AS open FROM followup_open_counts WHERE workspace_id = $1`,
    [member.workspaceId],
  );
  return row.open;
}

describe('Trash', () => {
  const t = useTestApp();

  it('DELETE moves a contact to the trash: 204, then 404 on its routes and its follow-up, out of the board and the agenda, listed in the trash', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const c = await filledContact(t, rep);
    const boardBefore = await proposalColumn(t, rep);
    const agendaBefore = await openAgendaCount(t, rep);

    const res = await call(t, 'DELETE', `/contacts/${c.id}`, { as: rep.email });
    expect(res.status).toBe(204);

    for (const path of [
      `/contacts/${c.id}`,
      `/contacts/${c.id}/interactions`,
      `/contacts/${c.id}/timeline`,
      `/followups/${c.followupId}`,
    ]) {
      const gone = await call(t, 'GET', path, { as: rep.email });
      expect([path, gone.status, gone.body.detail]).toEqual([
        path,
        404,
        expect.stringMatching(/not found$/),
      ]);
    }
    const patch = await call(t, 'PATCH', `/followups/${c.followupId}`, {
      as: rep.email,
      body: { title: 'Still here?' },
    });
    expect(patch.status).toBe(404);
    expect(await proposalColumn(t, rep)).toEqual({
      count: boardBefore.count - 1,
      value_cents: boardBefore.value_cents - 5_000,
    });
    expect(await openAgendaCount(t, rep)).toBe(agendaBefore - 1);
    // Nothing is lost: every record is still there, out of sight.
    expect(await hanging(t, c.id)).toEqual({
      followups: 1,
      interactions: 1,
      stage_moves: 2,
      live_followups: 0,
      live_interactions: 0,
      live_stage_moves: 0,
    });

    const trash = await call(t, 'GET', '/trash/contacts', { as: rep.email });
    expect(trash.status).toBe(200);
    expect(trash.body).toEqual({
      items: [
        expect.objectContaining({
          id: c.id,
          first_name: 'Trashy',
          stage: 'proposal',
          deleted_at: expect.stringMatching(/Z$/),
          deleted_by: rep.userId,
          bulk_operation_id: null,
        }),
      ],
      next_cursor: null,
    });
    const again = await call(t, 'DELETE', `/contacts/${c.id}`, { as: rep.email });
    expect([again.status, again.body.detail]).toEqual([404, 'Contact not found']);
  });

  it('hides a trashed contact from every read route without parameters, where it showed before', async () => {
    const admin = await signUp(t, { premium: true });
    const c = await filledContact(t, admin, 'Hidden');
    const reads = listRoutes(t.app).filter(
      (r) => r.method === 'GET' && !r.path.includes('{') && !r.isPublic && !r.stream,
    );
    expect(reads.length).toBeGreaterThan(10);
    const bodies = async () => {
      const seen = new Map<string, string>();
      for (const route of reads) {
        const res = await callRoute(t, route, '', { as: admin.email });
        expect([routeName(route), res.status < 500]).toEqual([routeName(route), true]);
        seen.set(routeName(route), res.text);
      }
      return seen;
    };
    const showing = (seen: Map<string, string>) =>
      [...seen]
        .filter(([, text]) => text.includes(c.id) || text.includes(c.followupId))
        .map(([name]) => name);

    const before = showing(await bodies());
    expect(before).toEqual(
      expect.arrayContaining(['GET /contacts', 'GET /board', 'GET /agenda', 'GET /followups']),
    );
    expect((await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email })).status).toBe(204);
    expect(showing(await bodies())).toEqual(['GET /trash/contacts']);
  });

  it("answers 404 on every read route that takes the trashed contact's id or its follow-up's", async () => {
    const admin = await signUp(t, { premium: true });
    const c = await filledContact(t, admin, 'Unreachable');
    // The routes of one contact, and of one follow-up, by id. The subject access export is
    // the one that answers for a trashed contact too: the service still holds its data.
    const byId = listRoutes(t.app).filter(
      (r) =>
        r.method === 'GET' &&
        !r.isPublic &&
        /^\/(contacts|followups)\/\{id\}(\/[a-z-]+)?$/.test(r.path) &&
        r.path !== '/contacts/{id}/data-export',
    );
    expect(byId.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /contacts/{id}',
        'GET /contacts/{id}/history',
        'GET /contacts/{id}/timeline',
        'GET /followups/{id}',
      ]),
    );
    const idOf = (path: string) => (path.startsWith('/followups') ? c.followupId : c.id);
    const statuses = async () => {
      const seen: [string, number][] = [];
      for (const route of byId) {
        const res = await callRoute(t, route, idOf(route.path), { as: admin.email });
        seen.push([routeName(route), res.status]);
      }
      return seen;
    };
    expect((await statuses()).filter(([, status]) => status !== 200)).toEqual([]);
    expect((await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email })).status).toBe(204);
    expect((await statuses()).filter(([, status]) => status !== 404)).toEqual([]);
  });

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

  it('leaves a trashed contact out of upsert matches and duplicates: the same e-mail makes a new contact', async () => {
    const admin = await signUp(t, { premium: true });
    const old = await createContact(t, admin.email, {
      first_name: 'Old',
      email: 'same@example.com',
    });
    const twin = await createContact(t, admin.email, {
      first_name: 'Twin',
      email: 'same@example.com',
    });
    const before = await call(t, 'GET', '/contacts/duplicates', { as: admin.email });
    expect(JSON.stringify(before.body)).toContain(old.id);
    await call(t, 'DELETE', `/contacts/${old.id}`, { as: admin.email });
    await call(t, 'DELETE', `/contacts/${twin.id}`, { as: admin.email });
    const after = await call(t, 'GET', '/contacts/duplicates', { as: admin.email });
    expect(JSON.stringify(after.body)).not.toContain(old.id);
    const upsert = await call(t, 'POST', '/contacts/upsert', {
      as: admin.email,
      body: { match_on: 'email', contact: { first_name: 'New', email: 'same@example.com' } },
    });
    expect(upsert.status).toBe(200);
    expect(upsert.body.created).toBe(true);
    expect(upsert.body.contact.id).not.toBe(old.id);
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

    const done = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      body: { ids: [a.id, b.id] },
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

  it('purges one contact now (admins only): it and its records are gone for good', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const c = await filledContact(t, admin);
    const live = await filledContact(t, admin, 'Live');
    const notTrashed = await call(t, 'DELETE', `/trash/contacts/${live.id}`, { as: admin.email });
    expect([notTrashed.status, notTrashed.body.detail]).toEqual([404, 'Contact not found']);
    await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });

    const refused = await call(t, 'DELETE', `/trash/contacts/${c.id}`, { as: rep.email });
    expect([refused.status, refused.body.detail]).toEqual([403, 'Managers only']);
    const res = await call(t, 'DELETE', `/trash/contacts/${c.id}`, { as: admin.email });
    expect(res.status).toBe(204);
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contacts_all WHERE id = $1`,
      [c.id],
    );
    expect(row.n).toBe(0);
    expect(await hanging(t, c.id)).toEqual({
      followups: 0,
      interactions: 0,
      stage_moves: 0,
      live_followups: 0,
      live_interactions: 0,
      live_stage_moves: 0,
    });
    expect((await hanging(t, live.id)).live_interactions).toBe(1);
  });

  it("purges by age: a contact longer in the trash than the workspace's trash_retention_days goes, a newer one stays", async () => {
    const admin = await signUp(t, { premium: true });
    const settings = await call(t, 'GET', '/settings', { as: admin.email });
    expect(settings.body.trash_retention_days).toBe(30);
    const put = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: {
        dormancy_days: settings.body.dormancy_days,
        timezone: settings.body.timezone,
        stages: settings.body.stages,
        trash_retention_days: 7,
      },
    });
    expect([put.status, put.body.trash_retention_days]).toEqual([200, 7]);
    const old = await createContact(t, admin.email, { first_name: 'Old' });
    const recent = await createContact(t, admin.email, { first_name: 'Recent' });
    for (const id of [old.id, recent.id])
      await call(t, 'DELETE', `/contacts/${id}`, { as: admin.email });
    await t.db.query(
      `UPDATE contacts_all SET deleted_at = deleted_at - interval '5 days' WHERE id = $1`,
      [old.id],
    );

    const worker = t.app.get(TrashPurgeWorker);
    // Three days on, the old one has been in the trash eight days, the recent one three.
    const threeDaysOn = new Date(Date.now() + 3 * 86_400_000);
    expect(await worker.run(new Date(Date.now() - 86_400_000))).toBe(0);
    await worker.run(threeDaysOn);
    const ids = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts_all WHERE workspace_id = $1 AND NOT is_demo`,
      [admin.workspaceId],
    );
    expect(ids.map((r) => r.id)).toEqual([recent.id]);
  });

  it('refuses trash_retention_days outside 1-365 with 422', async () => {
    const admin = await signUp(t, { premium: true });
    const current = await call(t, 'GET', '/settings', { as: admin.email });
    for (const days of [0, 366, 1.5]) {
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: { ...current.body, trash_retention_days: days },
      });
      expect(res.status).toBe(422);
      expect(res.body.detail).toContain('trash_retention_days');
    }
  });

  it('announces contact.deleted, contact.restored and contact.purged (its id only)', async () => {
    const admin = await signUp(t, { premium: true });
    await t.db.query(
      `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
       VALUES ($1, 'https://93.184.216.34/hook', '{*}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', true)`,
      [admin.workspaceId],
    );
    try {
      const c = await createContact(t, admin.email, { first_name: 'Announced' });
      await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
      await call(t, 'POST', `/contacts/${c.id}/restore`, { as: admin.email });
      await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
      await call(t, 'DELETE', `/trash/contacts/${c.id}`, { as: admin.email });
      await dispatchEvents(t, admin.workspaceId);
      const events = await t.db.query<
        { type: string; payload: { data: Record<string, unknown> } }[]
      >(`SELECT type, payload FROM webhook_events WHERE workspace_id = $1 ORDER BY seq`, [
        admin.workspaceId,
      ]);
      expect(events.map((e) => e.type)).toEqual([
        'contact.created',
        'contact.deleted',
        'contact.restored',
        'contact.deleted',
        'contact.purged',
      ]);
      expect(events[2].payload.data.contact).toMatchObject({ id: c.id, first_name: 'Announced' });
      expect(events[4].payload.data.contact).toEqual({ id: c.id });
    } finally {
      await turnOffUndeliverableEndpoints(t);
    }
  });
});

describe('Trash tables', () => {
  const t = useTestApp();

  it('are the tables the entities declare, each read through a view of its live rows', async () => {
    const declared = new Set(t.db.entityMetadatas.map((e) => e.tableName));
    for (const [view, table] of Object.entries(STORED_TABLES)) {
      expect([view, declared.has(table)]).toEqual([view, true]);
      const [row] = await t.db.query<{ definition: string }[]>(
        `SELECT pg_get_viewdef($1::regclass) AS definition`,
        [view],
      );
      // Columns qualified by the table or not, as the server's version prints them.
      const live = view === 'contacts' ? `deleted_at IS NULL` : `NOT (${table}\\.)?in_trash`;
      const qualified = view === 'contacts' ? `(${table}\\.)?${live}` : live;
      expect(row.definition.replace(/\s+/g, ' ')).toMatch(
        new RegExp(`FROM ${table} WHERE \\(${qualified}\\);$`),
      );
    }
  });
});
