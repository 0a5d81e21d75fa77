import { describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { HISTORY_FIELDS } from '../src/modules/contacts/contact-field-lists.js';
import { FOLLOWUP_HISTORY_COLUMNS, TRASH_FIELD } from '../src/modules/history/history.rules.js';
import { createKey, withKey } from './support/api-keys.js';
import {
  addMember,
  createContact,
  createSequence,
  enroll,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { csv, postImport, waitForImport } from './support/imports.js';
import { call, useTestApp } from './support/test-app.js';

// An import and a bulk operation run as jobs: kept out of the run's shared database.
import { useOwnDatabase } from './support/own-database.js';

useOwnDatabase();

type Entry = {
  id: string;
  at: string;
  actor: { type: string; id: string | null; name: string | null };
  via: string | null;
  request_id: string | null;
  operation_id: string | null;
  followup_id: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
};

describe('The history of a contact and its follow-ups', () => {
  const t = useTestApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });

  /** Every entry of the contact's history, newest first, read page by page. */
  async function historyOf(
    rep: Member,
    contactId: string,
    query: Record<string, string> = {},
  ): Promise<Entry[]> {
    const entries: Entry[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(t, 'GET', `/contacts/${contactId}/history`, {
        as: rep.email,
        query: { ...query, limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      entries.push(...(res.body.items as Entry[]));
      cursor = res.body.next_cursor;
    } while (cursor);
    return entries;
  }

  const userActor = (rep: Member) => ({ type: 'user', id: rep.userId, name: rep.email });

  it('records a creation and each edit through the API, with its actor and request id; nothing for a no-op or a replay', async () => {
    const rep = await signUp(t, { premium: true });
    const created = await call(t, 'POST', '/contacts', {
      as: rep.email,
      headers: { 'x-request-id': 'create-ada' },
      body: { first_name: 'Ada', email: 'ada@example.com', owner_id: rep.userId, tags: ['vip'] },
    });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const field = await call(t, 'POST', '/custom-fields', {
      as: rep.email,
      body: { key: 'arr', label: 'ARR', type: 'number' },
    });
    expect(field.status).toBe(201);

    const edit = { last_name: 'Lovelace', tags: [], value_cents: 5000, custom: { arr: 12 } };
    const patched = await call(t, 'PATCH', `/contacts/${id}`, {
      as: rep.email,
      headers: { 'x-request-id': 'edit-ada' },
      body: edit,
    });
    expect(patched.status).toBe(200);
    // The same values again: nothing changes, nothing is recorded.
    const again = await call(t, 'PATCH', `/contacts/${id}`, { as: rep.email, body: edit });
    expect(again.status).toBe(200);
    // An idempotent write and its replay: one entry.
    for (let i = 0; i < 2; i++) {
      const res = await call(t, 'PATCH', `/contacts/${id}`, {
        as: rep.email,
        headers: { 'idempotency-key': 'rename-once', 'x-request-id': `rename-${i}` },
        body: { first_name: 'Augusta' },
      });
      expect(res.status).toBe(200);
    }
    const key = await createKey(t, rep.email, ['contacts:read', 'contacts:write']);
    const byKey = await withKey(t, key.key, 'PATCH', `/contacts/${id}`, {
      headers: { 'x-request-id': 'by-key' },
      body: { company: 'Analytical Engines' },
    });
    expect(byKey.status).toBe(200);

    const entries = await historyOf(rep, id);
    expect(entries).toEqual([
      {
        id: expect.any(String),
        at: expect.stringMatching(/Z$/),
        actor: { type: 'api_key', id: key.id, name: 'Integration' },
        via: 'api',
        request_id: 'by-key',
        operation_id: null,
        followup_id: null,
        changes: { company: { from: null, to: 'Analytical Engines' } },
      },
      expect.objectContaining({
        actor: userActor(rep),
        request_id: 'rename-0',
        changes: { first_name: { from: 'Ada', to: 'Augusta' } },
      }),
      expect.objectContaining({
        actor: userActor(rep),
        via: 'api',
        request_id: 'edit-ada',
        changes: {
          last_name: { from: null, to: 'Lovelace' },
          tags: { from: ['vip'], to: [] },
          value_cents: { from: 0, to: 5000 },
          'custom.arr': { from: null, to: 12 },
        },
      }),
      expect.objectContaining({
        actor: userActor(rep),
        via: 'api',
        request_id: 'create-ada',
        changes: {
          first_name: { from: null, to: 'Ada' },
          email: { from: null, to: 'ada@example.com' },
          stage: { from: null, to: 'lead' },
          pipeline: { from: null, to: expect.any(String) },
          owner_id: { from: null, to: rep.userId },
          value_cents: { from: null, to: 0 },
          currency: { from: null, to: 'EUR' },
          tags: { from: null, to: ['vip'] },
        },
      }),
    ]);
    const [newest, , , oldest] = entries;
    expect(new Date(newest.at).getTime()).toBeGreaterThanOrEqual(new Date(oldest.at).getTime());

    // Filtered by field: the entries that changed it.
    const named = await historyOf(rep, id, { field: 'last_name,custom.arr' });
    expect(named.map((e) => e.request_id)).toEqual(['edit-ada']);
    const unknown = await call(t, 'GET', `/contacts/${id}/history`, {
      as: rep.email,
      query: { field: 'shoe_size' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(unknown.body.errors).toEqual([
      {
        field: 'field',
        message: expect.stringMatching(/^'shoe_size' is not a field the history records: one of /),
      },
    ]);
  });

  it('is 404 for a contact of another workspace or in the trash; demo contacts have none', async () => {
    const rep = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const theirs = await createContact(t, other.email);
    const res = await call(t, 'GET', `/contacts/${theirs.id}/history`, { as: rep.email });
    expect(res.status).toBe(404);
    const mine = await createContact(t, rep.email);
    expect((await call(t, 'DELETE', `/contacts/${mine.id}`, { as: rep.email })).status).toBe(204);
    const trashed = await call(t, 'GET', `/contacts/${mine.id}/history`, { as: rep.email });
    expect(trashed.status).toBe(404);

    const free = await signUp(t);
    const demo = await call(t, 'GET', '/contacts', { as: free.email, query: { limit: '1' } });
    const demoId = demo.body.items[0].id as string;
    const demoHistory = await call(t, 'GET', `/contacts/${demoId}/history`, { as: free.email });
    expect(demoHistory.status).toBe(200);
    expect(demoHistory.body).toEqual({ items: [], next_cursor: null });
  });

  it('records the owner routing picks as an entry of its own, via routing', async () => {
    const rep = await signUp(t, { premium: true, role: 'admin' });
    const mate = await addMember(t, rep.workspaceId);
    const routing = await call(t, 'PUT', '/routing', {
      as: rep.email,
      body: { strategy: 'round_robin', member_ids: [mate.userId] },
    });
    expect(routing.status).toBe(200);
    const created = await call(t, 'POST', '/contacts', {
      as: rep.email,
      headers: { 'x-request-id': 'routed' },
      body: { first_name: 'Routed' },
    });
    expect(created.status).toBe(200);

    const [routed, creation] = await historyOf(rep, created.body.id);
    expect(routed).toMatchObject({
      actor: userActor(rep),
      via: 'routing',
      request_id: 'routed',
      changes: { owner_id: { from: null, to: mate.userId } },
    });
    expect(creation).toMatchObject({ via: 'api', request_id: 'routed' });
    expect(creation.changes).not.toHaveProperty('owner_id');
    expect(creation.changes.first_name).toEqual({ from: null, to: 'Routed' });
  });

  it('records stage moves (with the pipeline when it changes), snoozes, the trash and a restore', async () => {
    const rep = await signUp(t, { premium: true });
    const contact = await createContact(t, rep.email);
    const renewals = await call(t, 'POST', '/pipelines', {
      as: rep.email,
      body: {
        key: 'renewals',
        name: 'Renewals',
        stages: [{ key: 'renewal-due', label: 'Due', kind: 'open' }],
      },
    });
    expect(renewals.status).toBe(201);
    const across = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: rep.email,
      body: { stage: 'renewal-due', pipeline: 'renewals' },
    });
    expect(across.status).toBe(200);
    const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: rep.email,
      body: { stage: 'lost', pipeline: 'default', lost_reason: 'Price' },
    });
    expect(moved.status).toBe(200);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const snoozed = await call(t, 'POST', `/contacts/${contact.id}/snooze`, {
      as: rep.email,
      body: { until, reason: 'Travelling' },
    });
    expect(snoozed.status).toBe(200);
    expect((await call(t, 'DELETE', `/contacts/${contact.id}`, { as: rep.email })).status).toBe(
      204,
    );
    const restored = await call(t, 'POST', `/contacts/${contact.id}/restore`, {
      as: rep.email,
      headers: { 'x-request-id': 'undo' },
    });
    expect(restored.status).toBe(200);

    const [restore, trash, snooze, move, acrossPipelines] = await historyOf(rep, contact.id);
    expect(acrossPipelines.changes).toEqual({
      stage: { from: 'lead', to: 'renewal-due' },
      pipeline: { from: 'default', to: 'renewals' },
    });
    const trashedAt = trash.changes[TRASH_FIELD].to as string;
    expect(trashedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(trash).toMatchObject({ via: 'api', changes: { deleted_at: { from: null } } });
    expect(restore).toMatchObject({
      via: 'restore',
      request_id: 'undo',
      changes: { deleted_at: { from: trashedAt, to: null } },
    });
    expect(snooze.changes).toEqual({
      snoozed_until: { from: null, to: until },
      snooze_reason: { from: null, to: 'Travelling' },
    });
    expect(move.changes).toEqual({
      stage: { from: 'renewal-due', to: 'lost' },
      pipeline: { from: 'renewals', to: 'default' },
      lost_reason: { from: null, to: 'Price' },
    });
  });

  it("records a follow-up's creation, edits, completion and deletion in its contact's history", async () => {
    const rep = await signUp(t, { premium: true });
    const contact = await createContact(t, rep.email);
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const followup = await scheduleFollowup(t, rep.email, contact.id, {
      title: 'Call',
      scheduled_for: due,
    });
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const edited = await call(t, 'PATCH', `/followups/${followup.id}`, {
      as: rep.email,
      body: { title: 'Call back', scheduled_for: later },
    });
    expect(edited.status).toBe(200);
    const done = await call(t, 'POST', `/followups/${followup.id}/complete`, { as: rep.email });
    expect(done.status).toBe(200);
    const other = await scheduleFollowup(t, rep.email, contact.id, {
      title: 'Dropped',
      scheduled_for: due,
    });
    expect((await call(t, 'DELETE', `/followups/${other.id}`, { as: rep.email })).status).toBe(204);

    const entries = await historyOf(rep, contact.id, {
      field: FOLLOWUP_HISTORY_COLUMNS.map((c) => `followup.${c}`).join(','),
    });
    expect(entries.map((e) => [e.followup_id, e.via, e.changes])).toEqual([
      [
        other.id,
        'api',
        {
          'followup.title': { from: 'Dropped', to: null },
          'followup.scheduled_for': { from: due, to: null },
        },
      ],
      [
        other.id,
        'api',
        {
          'followup.title': { from: null, to: 'Dropped' },
          'followup.scheduled_for': { from: null, to: due },
        },
      ],
      [followup.id, 'api', { 'followup.completed_at': { from: null, to: done.body.completed_at } }],
      [
        followup.id,
        'api',
        {
          'followup.title': { from: 'Call', to: 'Call back' },
          'followup.scheduled_for': { from: due, to: later },
        },
      ],
      [
        followup.id,
        'api',
        {
          'followup.title': { from: null, to: 'Call' },
          'followup.scheduled_for': { from: null, to: due },
        },
      ],
    ]);
  });

  it('records what a sequence schedules and cancels, via sequence', async () => {
    const rep = await signUp(t, { premium: true });
    const contact = await createContact(t, rep.email);
    const sequence = await createSequence(t, rep.email);
    await enroll(t, rep.email, sequence.id, [contact.id]);
    const cancelled = await call(
      t,
      'DELETE',
      `/sequences/${sequence.id}/enrollments/${contact.id}`,
      {
        as: rep.email,
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
    expect(cancellations.map((e) => e.changes['followup.title'].from).sort()).toEqual(
      [...steps].sort(),
    );
    expect(schedules.map((e) => e.changes['followup.title'].to).sort()).toEqual([...steps].sort());
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

  it("records a merge on the contact kept, which takes over the history of the sources' follow-ups", async () => {
    const rep = await signUp(t, { premium: true });
    const target = await createContact(t, rep.email, { first_name: 'Kept' });
    const source = await createContact(t, rep.email, {
      first_name: 'Gone',
      email: 'gone@example.com',
    });
    const followup = await scheduleFollowup(t, rep.email, source.id, {
      title: 'Moves along',
      scheduled_for: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const merged = await call(t, 'POST', `/contacts/${target.id}/merge`, {
      as: rep.email,
      headers: { 'x-request-id': 'merge-1' },
      body: { source_ids: [source.id], fields: { email: source.id } },
    });
    expect(merged.status).toBe(200);

    const entries = await historyOf(rep, target.id);
    expect(entries[0]).toMatchObject({
      via: 'merge',
      request_id: 'merge-1',
      changes: { email: { from: null, to: 'gone@example.com' } },
    });
    expect(entries.find((e) => e.followup_id === followup.id)).toMatchObject({
      changes: { 'followup.title': { from: null, to: 'Moves along' } },
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
    expect(await definition('contact_history_created')).toMatch(/jsonb_each\(n\.custom\)/);
    for (const name of ['followup_history_record', 'followup_history_update']) {
      const text =
        name === 'followup_history_record' ? await definition(name) : await trigger(name);
      expect([name, compared(text).sort()]).toEqual([name, [...FOLLOWUP_HISTORY_COLUMNS].sort()]);
    }
  });
});
