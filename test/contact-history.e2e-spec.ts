import { describe, expect, it } from '@jest/globals';
import { FOLLOWUP_HISTORY_COLUMNS, TRASH_FIELD } from '../src/modules/history/history.rules.js';
import { createKey, withKey } from './support/api-keys.js';
import {
  addMember,
  createContact,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { historyOf as readHistory, userActor } from './support/history.js';
import { call, useTestApp } from './support/test-app.js';

describe('The history of a contact and its follow-ups', () => {
  const t = useTestApp();
  const historyOf = (member: Member, id: string, query?: Record<string, string>) =>
    readHistory(t, member, id, query);

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
        merged_from: null,
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

  it("records a creation's custom values as one entry, answered and filtered as one change a value", async () => {
    const rep = await signUp(t, { premium: true });
    for (const body of [
      { key: 'arr', label: 'ARR', type: 'number' },
      { key: 'tier', label: 'Tier', type: 'text' },
      { key: 'seats', label: 'Seats', type: 'number' },
    ]) {
      expect((await call(t, 'POST', '/custom-fields', { as: rep.email, body })).status).toBe(201);
    }
    const created = await call(t, 'POST', '/contacts', {
      as: rep.email,
      headers: { 'x-request-id': 'create-grace' },
      body: { first_name: 'Grace', custom: { arr: 12.5, tier: 'gold' } },
    });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const patched = await call(t, 'PATCH', `/contacts/${id}`, {
      as: rep.email,
      headers: { 'x-request-id': 'edit-grace' },
      body: { custom: { seats: 3, tier: null } },
    });
    expect(patched.status).toBe(200);

    // The creation's entry, not the routing's entry of the same request (which names the owner).
    const [stored] = await t.db.query(
      `SELECT changes FROM contact_history
        WHERE contact_id = $1 AND request_id = 'create-grace' AND via <> 'routing'`,
      [id],
    );
    expect(stored.changes.custom).toEqual({ from: null, to: { arr: 12.5, tier: 'gold' } });
    expect(Object.keys(stored.changes).filter((k) => k.startsWith('custom.'))).toEqual([]);

    const entries = await historyOf(rep, id);
    expect(entries.map((e) => [e.request_id, e.changes])).toEqual([
      [
        'edit-grace',
        { 'custom.seats': { from: null, to: 3 }, 'custom.tier': { from: 'gold', to: null } },
      ],
      // Routing's pick of the owner, an entry of its own.
      ['create-grace', { owner_id: { from: null, to: rep.userId } }],
      [
        'create-grace',
        {
          first_name: { from: null, to: 'Grace' },
          stage: { from: null, to: 'lead' },
          pipeline: { from: null, to: expect.any(String) },
          value_cents: { from: null, to: 0 },
          currency: { from: null, to: 'EUR' },
          'custom.arr': { from: null, to: 12.5 },
          'custom.tier': { from: null, to: 'gold' },
        },
      ],
    ]);
    const requests = async (field: string) =>
      (await historyOf(rep, id, { field })).map((e) => e.request_id);
    expect(await requests('custom.arr')).toEqual(['create-grace']);
    expect(await requests('custom.tier')).toEqual(['edit-grace', 'create-grace']);
    expect(await requests('custom.seats')).toEqual(['edit-grace']);
    expect(await requests('first_name,custom.seats')).toEqual(['edit-grace', 'create-grace']);

    // The timeline reads the same entry the same way.
    const timeline = await call(t, 'GET', `/contacts/${id}/timeline`, {
      as: rep.email,
      query: { kind: 'change' },
    });
    expect(timeline.status).toBe(200);
    const creation = timeline.body.items.find(
      (e: { change: { changes: object } }) => 'first_name' in e.change.changes,
    );
    expect(creation.change.changes['custom.arr']).toEqual({ from: null, to: 12.5 });
    expect(creation.change.changes).not.toHaveProperty('custom');
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
    // A teammate restores it: the entry names who did.
    const mate = await addMember(t, rep.workspaceId);
    const restored = await call(t, 'POST', `/contacts/${contact.id}/restore`, {
      as: mate.email,
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
    expect(trash).toMatchObject({
      actor: userActor(rep),
      via: 'api',
      changes: { deleted_at: { from: null } },
    });
    expect(restore).toMatchObject({
      actor: userActor(mate),
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

  it('names the pipeline a contact left when a change of the pipelines removed its stage', async () => {
    const rep = await signUp(t, { premium: true });
    const stages = [
      { key: 'renewal-due', label: 'Due', kind: 'open' },
      { key: 'renewed', label: 'Renewed', kind: 'won' },
    ];
    const renewals = await call(t, 'POST', '/pipelines', {
      as: rep.email,
      body: { key: 'renewals', name: 'Renewals', stages },
    });
    expect(renewals.status).toBe(201);
    const contact = await createContact(t, rep.email, { stage: 'renewal-due' });
    // A stage renamed within its pipeline: a stage entry, no pipeline one.
    const renamed = await call(t, 'PATCH', '/pipelines/renewals', {
      as: rep.email,
      body: {
        stages: [{ key: 'renewal-open', label: 'Open', kind: 'open' }, stages[1]],
        move_to: { 'renewal-due': 'renewal-open' },
      },
    });
    expect(renamed.status).toBe(200);
    // The pipeline removed, its contacts moved into another one: from the one removed.
    const removed = await call(t, 'DELETE', '/pipelines/renewals', {
      as: rep.email,
      query: { move_to: 'default' },
    });
    expect(removed.status).toBe(204);

    const [moved, rename] = await historyOf(rep, contact.id);
    expect(rename.changes).toEqual({ stage: { from: 'renewal-due', to: 'renewal-open' } });
    expect(moved.changes).toEqual({
      stage: { from: 'renewal-open', to: 'lead' },
      pipeline: { from: 'renewals', to: 'default' },
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
    // Edited through an API key, completed by a teammate: each entry names its actor.
    const key = await createKey(t, rep.email, ['activities:read', 'activities:write']);
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const edited = await withKey(t, key.key, 'PATCH', `/followups/${followup.id}`, {
      body: { title: 'Call back', scheduled_for: later },
    });
    expect(edited.status).toBe(200);
    const mate = await addMember(t, rep.workspaceId);
    const done = await call(t, 'POST', `/followups/${followup.id}/complete`, { as: mate.email });
    expect(done.status).toBe(200);
    const other = await scheduleFollowup(t, rep.email, contact.id, {
      title: 'Dropped',
      scheduled_for: due,
    });
    expect((await call(t, 'DELETE', `/followups/${other.id}`, { as: rep.email })).status).toBe(204);

    const entries = await historyOf(rep, contact.id, {
      field: FOLLOWUP_HISTORY_COLUMNS.map((c) => `followup.${c}`).join(','),
    });
    const byKey = { type: 'api_key', id: key.id, name: 'Integration' };
    expect(entries.map((e) => e.actor)).toEqual([
      userActor(rep),
      userActor(rep),
      userActor(mate),
      byKey,
      userActor(rep),
    ]);
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

  it("records a merge on the contact kept, which takes over the sources' whole history, each entry naming the contact it was written for", async () => {
    const rep = await signUp(t, { premium: true });
    const target = await createContact(t, rep.email, { first_name: 'Kept' });
    const source = await createContact(t, rep.email, {
      first_name: 'Gone',
      email: 'gone@example.com',
    });
    const edited = await call(t, 'PATCH', `/contacts/${source.id}`, {
      as: rep.email,
      body: { company: 'Gone Ltd' },
    });
    expect(edited.status).toBe(200);
    const followup = await scheduleFollowup(t, rep.email, source.id, {
      title: 'Moves along',
      scheduled_for: new Date(Date.now() + 86_400_000).toISOString(),
    });
    // A teammate merges; the follow-up's entry keeps who scheduled it.
    const mate = await addMember(t, rep.workspaceId);
    const merged = await call(t, 'POST', `/contacts/${target.id}/merge`, {
      as: mate.email,
      headers: { 'x-request-id': 'merge-1' },
      body: { source_ids: [source.id], fields: { email: source.id } },
    });
    expect(merged.status).toBe(200);

    const entries = await historyOf(rep, target.id);
    expect(entries[0]).toMatchObject({
      actor: userActor(mate),
      via: 'merge',
      request_id: 'merge-1',
      changes: { email: { from: null, to: 'gone@example.com' } },
    });
    expect(entries.find((e) => e.followup_id === followup.id)).toMatchObject({
      actor: userActor(rep),
      via: 'api',
      merged_from: source.id,
      changes: { 'followup.title': { from: null, to: 'Moves along' } },
    });
    // The source's own entries, in the order they were written, with the kept contact's.
    const fromSource = entries.filter((e) => e.merged_from === source.id);
    expect(fromSource.map((e) => Object.keys(e.changes).sort())).toEqual([
      ['followup.scheduled_for', 'followup.title'],
      ['company'],
      ['owner_id'],
      expect.arrayContaining(['email', 'first_name']),
    ]);
    expect(fromSource[1].changes).toEqual({ company: { from: null, to: 'Gone Ltd' } });
    expect(entries.filter((e) => e.merged_from === null).map((e) => e.via)).toEqual([
      'merge',
      'routing',
      'api',
    ]);
    // The timeline shows them as the history does.
    const timeline = await call(t, 'GET', `/contacts/${target.id}/timeline`, {
      as: rep.email,
      query: { kind: 'change' },
    });
    expect(
      timeline.body.items.map(
        (e: { change: { merged_from: string | null } }) => e.change.merged_from,
      ),
    ).toEqual(entries.map((e) => e.merged_from));
  });
});
