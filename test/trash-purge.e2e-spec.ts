import { describe, expect, it } from '@jest/globals';
import { TrashPurgeWorker } from '../src/modules/trash/trash-purge.worker.js';
import { addMember, createContact, scheduleFollowup, signUp } from './support/factories.js';
import { holdAfter, release, untilWaitingOnLocks } from './support/row-lock.js';
import { call, useTestApp } from './support/test-app.js';
import { filledContact, hanging } from './support/trash.js';
import {
  NUMBERING_ORDER,
  dispatchEvents,
  insertEndpoint,
  turnOffUndeliverableEndpoints,
} from './support/webhooks.js';

describe('Purging the trash', () => {
  const t = useTestApp();

  it("purges one contact now (admins only): it and its records are gone for good, other contacts' history intact", async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const c = await filledContact(t, admin);
    const live = await filledContact(t, admin, 'Live');
    // A merge target, whose history took over its source's follow-up's entries.
    const target = await createContact(t, admin.email, { first_name: 'Target' });
    const source = await createContact(t, admin.email, { first_name: 'Source' });
    const followup = await scheduleFollowup(t, admin.email, source.id, { title: 'Moves over' });
    const merged = await call(t, 'POST', `/contacts/${target.id}/merge`, {
      as: admin.email,
      body: { source_ids: [source.id] },
    });
    expect(merged.status).toBe(200);
    const historyOf = async (ids: string[]) =>
      t.db.query<{ contact_id: string; followup_id: string | null }[]>(
        `SELECT to_jsonb(h) AS entry, h.contact_id, h.followup_id FROM contact_history h
          WHERE h.contact_id = ANY($1::uuid[]) ORDER BY h.seq`,
        [ids],
      );
    const notTrashed = await call(t, 'DELETE', `/trash/contacts/${live.id}`, { as: admin.email });
    expect([notTrashed.status, notTrashed.body.detail]).toEqual([404, 'Contact not found']);
    await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });

    const refused = await call(t, 'DELETE', `/trash/contacts/${c.id}`, { as: rep.email });
    expect([refused.status, refused.body.detail]).toEqual([403, 'Managers only']);
    const others = await historyOf([live.id, target.id]);
    expect(others.filter((e) => e.contact_id === live.id).length).toBeGreaterThan(2);
    expect(others.filter((e) => e.followup_id === followup.id)).toHaveLength(1);
    expect((await historyOf([c.id])).length).toBeGreaterThan(2);
    const res = await call(t, 'DELETE', `/trash/contacts/${c.id}`, { as: admin.email });
    expect(res.status).toBe(204);
    expect(await historyOf([c.id])).toEqual([]);
    expect(await historyOf([live.id, target.id])).toEqual(others);
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
    await insertEndpoint(t, admin.workspaceId, {
      url: 'https://93.184.216.34/hook',
      events: ['contact.purged'],
    });
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
    // Announced as the service's own doing, with the contact's id only.
    await dispatchEvents(t, admin.workspaceId);
    await turnOffUndeliverableEndpoints(t);
    const events = await t.db.query<{ type: string; data: Record<string, unknown> }[]>(
      `SELECT type, payload->'data' AS data FROM webhook_events WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    expect(events).toEqual([
      {
        type: 'contact.purged',
        data: expect.objectContaining({
          contact: { id: old.id },
          request_id: null,
          actor: { type: 'system', user_id: null, api_key_id: null },
        }),
      },
    ]);
  });

  it('takes trash_retention_days from 1 to 365 and refuses others with 422', async () => {
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
    for (const days of [1, 365]) {
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: { ...current.body, trash_retention_days: days },
      });
      expect([res.status, res.body.trash_retention_days]).toEqual([200, days]);
      const [row] = await t.db.query<{ days: number }[]>(
        `SELECT trash_retention_days AS days FROM workspaces WHERE id = $1`,
        [admin.workspaceId],
      );
      expect(row.days).toBe(days);
    }
  });

  it('announces contact.deleted, contact.restored and contact.purged (its id only)', async () => {
    const admin = await signUp(t, { premium: true });
    await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
    try {
      const c = await createContact(t, admin.email, { first_name: 'Announced' });
      await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
      await call(t, 'POST', `/contacts/${c.id}/restore`, { as: admin.email });
      await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
      await call(t, 'DELETE', `/trash/contacts/${c.id}`, { as: admin.email });
      await dispatchEvents(t, admin.workspaceId);
      const events = await t.db.query<
        { type: string; payload: { data: Record<string, unknown> } }[]
      >(
        `SELECT type, payload FROM webhook_events WHERE workspace_id = $1 ORDER BY ${NUMBERING_ORDER}`,
        [admin.workspaceId],
      );
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

  it('purges a contact a restore asked for meanwhile, no endpoint listening: the restore is 404', async () => {
    const admin = await signUp(t, { premium: true });
    const c = await createContact(t, admin.email, { first_name: 'Contested' });
    await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email });
    // The purge takes the contact's row first, then the restore.
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [c.id],
    });
    const purge = call(t, 'DELETE', `/trash/contacts/${c.id}`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 1);
    const restore = call(t, 'POST', `/contacts/${c.id}/restore`, { as: admin.email });
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    expect([(await purge).status, (await restore).status]).toEqual([204, 404]);
    const [left] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM contacts_all WHERE id = $1',
      [c.id],
    );
    expect(left.n).toBe(0);
  });
});
