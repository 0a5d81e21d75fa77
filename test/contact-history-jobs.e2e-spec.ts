import { describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { HISTORY_FIELDS } from '../src/modules/contacts/contact-field-lists.js';
import {
  CREATED_CUSTOM_KEY,
  FOLLOWUP_HISTORY_COLUMNS,
  TRASH_FIELD,
} from '../src/modules/history/history.rules.js';
import {
  addMember,
  createContact,
  createSequence,
  enroll,
  type Member,
  signUp,
} from './support/factories.js';
import { historyOf as readHistory, userActor } from './support/history.js';
import { csv, postImport, waitForImport } from './support/imports.js';
import { call, useTestApp } from './support/test-app.js';

// An import and a bulk operation run as jobs: kept out of the run's shared database.
import { useOwnDatabase } from './support/own-database.js';

useOwnDatabase();

describe('The history written by sequences, jobs and the service itself', () => {
  const t = useTestApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
  const historyOf = (member: Member, id: string, query?: Record<string, string>) =>
    readHistory(t, member, id, query);

  it('records what a sequence schedules and cancels, via sequence', async () => {
    const rep = await signUp(t, { premium: true });
    const contact = await createContact(t, rep.email);
    const sequence = await createSequence(t, rep.email);
    await enroll(t, rep.email, sequence.id, [contact.id]);
    // A teammate cancels the enrollment: the cancellations are theirs, the schedules the rep's.
    const mate = await addMember(t, rep.workspaceId);
    const cancelled = await call(
      t,
      'DELETE',
      `/sequences/${sequence.id}/enrollments/${contact.id}`,
      {
        as: mate.email,
        headers: { 'x-request-id': 'stop-nurture' },
      },
    );
    expect(cancelled.status).toBe(204);

    const entries = await historyOf(rep, contact.id, { field: 'followup.title' });
    const steps = (sequence.steps as { title: string }[]).map((s) => s.title);
    expect(entries).toHaveLength(steps.length * 2);
    for (const entry of entries) expect(entry.via).toBe('sequence');
    const [cancellations, schedules] = [
      entries.slice(0, steps.length),
      entries.slice(steps.length),
    ];
    expect(cancellations.map((e) => e.request_id)).toEqual(steps.map(() => 'stop-nurture'));
    expect(cancellations.map((e) => e.actor)).toEqual(steps.map(() => userActor(mate)));
    expect(schedules.map((e) => e.actor)).toEqual(steps.map(() => userActor(rep)));
    expect(cancellations.map((e) => e.changes['followup.title'].from).sort()).toEqual(
      [...steps].sort(),
    );
    expect(schedules.map((e) => e.changes['followup.title'].to).sort()).toEqual([...steps].sort());
  });

  it('records the follow-ups a deleted sequence takes from a contact in the trash, shown once it is restored', async () => {
    const rep = await signUp(t, { premium: true });
    const contact = await createContact(t, rep.email);
    const sequence = await createSequence(t, rep.email);
    await enroll(t, rep.email, sequence.id, [contact.id]);
    const steps = (sequence.steps as { title: string }[]).map((s) => s.title);
    expect((await call(t, 'DELETE', `/contacts/${contact.id}`, { as: rep.email })).status).toBe(
      204,
    );
    const deleted = await call(t, 'DELETE', `/sequences/${sequence.id}`, { as: rep.email });
    expect(deleted.status).toBe(204);
    const restored = await call(t, 'POST', `/contacts/${contact.id}/restore`, { as: rep.email });
    expect(restored.status).toBe(200);

    const entries = await historyOf(rep, contact.id, { field: 'followup.title' });
    const removals = entries.filter((e) => e.changes['followup.title'].to === null);
    expect(removals.map((e) => e.changes['followup.title'].from).sort()).toEqual([...steps].sort());
    for (const entry of removals) expect(entry.actor).toEqual(userActor(rep));
  });

  it("records the owner a removed member leaves as the removing admin's request", async () => {
    const admin = await signUp(t, { premium: true });
    const leaver = await addMember(t, admin.workspaceId);
    const contact = await createContact(t, admin.email, {
      first_name: 'Left',
      owner_id: leaver.userId,
    });
    const removed = await call(t, 'DELETE', `/team/${leaver.userId}`, {
      as: admin.email,
      headers: { 'x-request-id': 'offboard' },
    });
    expect(removed.status).toBe(204);

    const [unassigned, created] = await historyOf(admin, contact.id);
    expect(unassigned).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/Z$/),
      actor: userActor(admin),
      via: 'api',
      request_id: 'offboard',
      operation_id: null,
      followup_id: null,
      merged_from: null,
      changes: { owner_id: { from: leaver.userId, to: null } },
    });
    expect(created).toMatchObject({
      actor: userActor(admin),
      via: 'api',
      changes: { owner_id: { from: null, to: leaver.userId } },
    });
  });

  it('records a bulk action via bulk, with the operation and the request that started it', async () => {
    const rep = await signUp(t, { premium: true });
    const [a, b] = [await createContact(t, rep.email), await createContact(t, rep.email)];
    const now = await call(t, 'POST', '/contacts/bulk', {
      as: rep.email,
      headers: { 'x-request-id': 'tag-now' },
      body: { action: 'add_tags', params: { tags: ['spring'] }, contact_ids: [a.id] },
    });
    expect(now.status).toBe(200);
    const job = await call(t, 'POST', '/contacts/bulk', {
      as: rep.email,
      headers: { 'x-request-id': 'tag-all' },
      body: { action: 'add_tags', params: { tags: ['summer'] }, filter: {} },
    });
    expect(job.status).toBe(202);
    for (;;) {
      const res = await call(t, 'GET', `/bulk-operations/${job.body.id}`, { as: rep.email });
      if (!['queued', 'running'].includes(res.body.status)) {
        expect(res.body.status).toBe('succeeded');
        break;
      }
      await sleep(50);
    }

    const [viaJob, viaRoute] = await historyOf(rep, a.id, { field: 'tags' });
    expect(viaRoute).toMatchObject({
      via: 'bulk',
      request_id: 'tag-now',
      operation_id: null,
      changes: { tags: { from: [], to: ['spring'] } },
    });
    expect(viaJob).toMatchObject({
      actor: userActor(rep),
      via: 'bulk',
      request_id: 'tag-all',
      operation_id: job.body.id,
      changes: { tags: { from: ['spring'], to: ['spring', 'summer'] } },
    });
    const [onlyJob] = await historyOf(rep, b.id, { field: 'tags' });
    expect(onlyJob).toMatchObject({ operation_id: job.body.id, request_id: 'tag-all' });
  });

  it('records an import via import: creations and updates, with the import and its upload request', async () => {
    const rep = await signUp(t, { premium: true });
    const existing = await createContact(t, rep.email, { email: 'grace@example.com' });
    const file = csv([
      ['First name', 'Email', 'Company'],
      ['Grace', 'grace@example.com', 'Navy'],
      ['Alan', 'alan@example.com', 'Bletchley'],
    ]);
    const mapping = JSON.stringify({
      'First name': 'first_name',
      Email: 'email',
      Company: 'company',
    });
    const res = await postImport(t, rep.email, { mapping }, file, { 'x-request-id': 'upload-1' });
    expect(res.status).toBe(202);
    const done = await waitForImport(t, rep.email, res.body.id);
    expect(done.status).toBe('succeeded');

    const [update] = await historyOf(rep, existing.id);
    expect(update).toMatchObject({
      actor: userActor(rep),
      via: 'import',
      request_id: 'upload-1',
      operation_id: res.body.id,
      changes: { company: { from: null, to: 'Navy' } },
    });
    const [alan] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND email = 'alan@example.com'`,
      [rep.workspaceId],
    );
    // Under manual routing, routing makes its creator its owner.
    const [routed, created] = await historyOf(rep, alan.id);
    expect(routed).toMatchObject({
      via: 'routing',
      request_id: 'upload-1',
      operation_id: res.body.id,
      changes: { owner_id: { from: null, to: rep.userId } },
    });
    expect(created).toMatchObject({
      via: 'import',
      operation_id: res.body.id,
      changes: { first_name: { from: null, to: 'Alan' }, company: { from: null, to: 'Bletchley' } },
    });
  });

  it('shows on the timeline, goes with a purged contact, and lists each field the table records', async () => {
    const rep = await signUp(t, { premium: true, role: 'admin' });
    const contact = await createContact(t, rep.email, { first_name: 'Timeline' });
    const timeline = await call(t, 'GET', `/contacts/${contact.id}/timeline`, { as: rep.email });
    expect(timeline.status).toBe(200);
    const changes = timeline.body.items.filter((e: { kind: string }) => e.kind === 'change');
    expect(changes).toHaveLength(2);
    expect(changes.find((e: { change: { via: string } }) => e.change.via === 'api')).toMatchObject({
      actor_id: rep.userId,
      change: {
        via: 'api',
        followup_id: null,
        merged_from: null,
        changes: { first_name: { from: null, to: 'Timeline' } },
      },
    });

    expect((await call(t, 'DELETE', `/contacts/${contact.id}`, { as: rep.email })).status).toBe(
      204,
    );
    const purged = await call(t, 'DELETE', `/trash/contacts/${contact.id}`, { as: rep.email });
    expect(purged.status).toBe(204);
    expect(
      await t.db.query(`SELECT 1 FROM contact_history WHERE contact_id = $1`, [contact.id]),
    ).toEqual([]);

    // The triggers compare the columns the field table marks, and the trash's: every one, and
    // no other.
    const contactColumns = [
      ...HISTORY_FIELDS.filter((f) => f.name !== 'custom').map((f) => f.column!),
      TRASH_FIELD,
    ];
    const definition = async (fn: string) =>
      (
        await t.db.query<{ def: string }[]>(`SELECT pg_get_functiondef($1::regproc) AS def`, [fn])
      )[0].def;
    const trigger = async (name: string) =>
      (
        await t.db.query<{ def: string }[]>(
          `SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = $1`,
          [name],
        )
      )[0].def;
    const compared = (text: string) =>
      [...text.matchAll(/old\.(\w+) IS DISTINCT FROM new\.(\w+)/gi)]
        .filter((m) => m[1] === m[2])
        .map((m) => m[1]);
    // The creation's object, before the routing entry's own.
    const created = (text: string) =>
      [
        ...text
          .split('The owner routing picked')[0]
          .matchAll(/'(\w+)', jsonb_build_object\('from', NULL, 'to', n\.(\w+)\)/g),
      ]
        .filter((m) => m[1] === m[2])
        .map((m) => m[1]);
    expect(compared(await definition('contact_history_record')).sort()).toEqual(
      [...contactColumns, 'custom'].sort(),
    );
    expect(compared(await trigger('contact_history_update')).sort()).toEqual(
      [...contactColumns, 'custom'].sort(),
    );
    expect(created(await definition('contact_history_created')).sort()).toEqual(
      [...contactColumns].sort(),
    );
    // The custom values as one entry, answered a value at a time (CREATED_CUSTOM_KEY).
    expect(await definition('contact_history_created')).toMatch(
      new RegExp(
        `'${CREATED_CUSTOM_KEY}', jsonb_build_object\\('from', NULL, 'to', jsonb_strip_nulls\\(n\\.custom\\)\\)`,
      ),
    );
    for (const name of ['followup_history_record', 'followup_history_update']) {
      const text =
        name === 'followup_history_record' ? await definition(name) : await trigger(name);
      expect([name, compared(text).sort()]).toEqual([name, [...FOLLOWUP_HISTORY_COLUMNS].sort()]);
    }
  });
});
