import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  addMember,
  createContact,
  demoContactId,
  logInteraction,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { countQueries } from './support/query-counter.js';
import { call, startApp, type TestApp } from './support/test-app.js';

type Event = { kind: string; at: string; id: string; actor_id: string | null } & Record<
  string,
  unknown
>;

const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('Contact timeline', () => {
  let t: TestApp;
  let rep: Member;

  beforeAll(async () => {
    t = await startApp();
    rep = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The kinds read from the records (not `change`, the history's, tested with the history). */
  const RECORDS = 'interaction,stage_move,followup_scheduled,followup_completed,merge';

  async function allEvents(
    member: Member,
    contactId: string,
    limit = 50,
    kind: string | null = RECORDS,
  ): Promise<Event[]> {
    const events: Event[] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await call(t, 'GET', `/contacts/${contactId}/timeline`, {
        as: member.email,
        query: { limit: String(limit), ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      events.push(...res.body.items);
      if (!res.body.next_cursor) return events;
      cursor = res.body.next_cursor;
    }
  }

  it('merges interactions, stage moves and follow-ups (scheduled, completed) newest first', async () => {
    const contact = await createContact(t, rep.email, { first_name: 'Ada' });
    const call1 = await logInteraction(t, rep.email, contact.id, {
      type: 'email',
      summary: 'Intro e-mail',
    });
    const followup = await scheduleFollowup(t, rep.email, contact.id, {
      title: 'Send pricing',
      scheduled_for: '2030-01-01T10:00:00+01:00',
    });
    await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: rep.email,
      body: { stage: 'qualified' },
    });
    await call(t, 'POST', `/followups/${followup.id}/complete`, { as: rep.email });
    const old = await logInteraction(t, rep.email, contact.id, {
      type: 'meeting',
      summary: 'Met at a conference last year',
      occurred_at: '2025-06-01T12:00:00Z',
    });

    const events = await allEvents(rep, contact.id);
    expect(events.map((e) => e.kind)).toEqual([
      'followup_completed',
      'stage_move',
      'followup_scheduled',
      'interaction',
      'stage_move',
      'interaction',
    ]);
    const [completed, moved, scheduled, email, created, meeting] = events;
    expect(completed).toEqual({
      kind: 'followup_completed',
      at: expect.stringMatching(ISO_Z),
      id: followup.id,
      actor_id: rep.userId,
      followup: {
        title: 'Send pricing',
        scheduled_for: '2030-01-01T09:00:00.000Z',
        owner_id: rep.userId,
        completed_at: completed.at,
      },
    });
    expect(scheduled).toMatchObject({
      id: followup.id,
      at: followup.created_at,
      actor_id: rep.userId,
      followup: { title: 'Send pricing', completed_at: completed.at },
    });
    expect(moved).toMatchObject({
      actor_id: rep.userId,
      stage_move: { from_stage: 'lead', to_stage: 'qualified' },
    });
    expect(created).toMatchObject({ stage_move: { from_stage: null, to_stage: 'lead' } });
    expect(email).toEqual({
      kind: 'interaction',
      at: call1.occurred_at,
      id: call1.id,
      actor_id: rep.userId,
      interaction: { type: 'email', summary: 'Intro e-mail', created_at: call1.created_at },
    });
    expect(meeting).toMatchObject({ id: old.id, at: '2025-06-01T12:00:00.000Z' });
    for (let i = 1; i < events.length; i++) {
      expect(events[i - 1].at >= events[i].at).toBe(true);
    }
  });

  it('pages with a keyset that loses and repeats nothing, even among equal timestamps', async () => {
    const contact = await createContact(t, rep.email);
    for (let i = 0; i < 5; i++) {
      await logInteraction(t, rep.email, contact.id, {
        summary: `same time ${i}`,
        occurred_at: '2026-01-01T00:00:00Z',
      });
    }
    // A follow-up completed the instant it was scheduled: two events with the same (at, id).
    const f = await scheduleFollowup(t, rep.email, contact.id);
    await t.db.query(
      `UPDATE followups SET completed_at = created_at, completed_by = created_by WHERE id = $1`,
      [f.id],
    );
    const whole = await allEvents(rep, contact.id, 50);
    expect(whole).toHaveLength(8);
    for (const limit of [1, 2, 3]) {
      const paged = await allEvents(rep, contact.id, limit);
      expect(paged.map((e) => `${e.kind}:${e.id}`)).toEqual(whole.map((e) => `${e.kind}:${e.id}`));
    }
    // The completion comes after the scheduling: newest first, it is listed before.
    expect(whole.slice(0, 2).map((e) => e.kind)).toEqual([
      'followup_completed',
      'followup_scheduled',
    ]);
  });

  it("lists the events of one write in the order it made them, its changes in the history's order", async () => {
    const admin = await signUp(t, { premium: true, role: 'admin' });
    const mate = await addMember(t, admin.workspaceId);
    await call(t, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: [mate.userId] },
    });
    // The creation writes the contact's entry, routing's entry and the entry into the pipeline at
    // one instant; their ids are made to sort the other way round from the order they were written.
    const created = await call(t, 'POST', '/contacts', {
      as: admin.email,
      body: { first_name: 'Routed' },
    });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const [low, middle, high] = [randomUUID(), randomUUID(), randomUUID()].sort();
    await t.db.query(`UPDATE stage_moves_all SET id = $2 WHERE contact_id = $1`, [id, low]);
    await t.db.query(
      `UPDATE contact_history SET id = CASE via WHEN 'api' THEN $2::uuid ELSE $3::uuid END
        WHERE contact_id = $1`,
      [id, high, middle],
    );
    const history = await call(t, 'GET', `/contacts/${id}/history`, { as: admin.email });
    expect(history.body.items.map((e: { via: string }) => e.via)).toEqual(['routing', 'api']);
    const label = (e: Event) =>
      e.kind === 'change' ? `change:${(e.change as { via: string }).via}` : e.kind;
    const changes = await allEvents(admin, id, 50, 'change');
    expect(changes.map(label)).toEqual(['change:routing', 'change:api']);
    const creation = await allEvents(admin, id, 50, null);
    expect(creation.map(label)).toEqual(['stage_move', 'change:routing', 'change:api']);
    expect(new Set(creation.map((e) => e.at)).size).toBe(1);

    // A stage move and a follow-up's scheduling and completion: each its change, then its record.
    await call(t, 'POST', `/contacts/${id}/stage`, {
      as: admin.email,
      body: { stage: 'qualified' },
    });
    const followup = await scheduleFollowup(t, admin.email, id);
    await call(t, 'POST', `/followups/${followup.id}/complete`, { as: admin.email });
    const whole = await allEvents(admin, id, 50, null);
    expect(whole.map(label)).toEqual([
      'followup_completed',
      'change:api',
      'followup_scheduled',
      'change:api',
      'stage_move',
      'change:api',
      'stage_move',
      'change:routing',
      'change:api',
    ]);
    for (const i of [0, 2, 4]) expect(whole[i + 1].at).toBe(whole[i].at);
    expect(whole.filter((e) => e.kind === 'change').map((e) => e.id)).toEqual(
      (await call(t, 'GET', `/contacts/${id}/history`, { as: admin.email })).body.items.map(
        (e: { id: string }) => e.id,
      ),
    );
    for (const limit of [1, 2, 3]) {
      const paged = await allEvents(admin, id, limit, null);
      expect(paged.map((e) => `${e.kind}:${e.id}`)).toEqual(whole.map((e) => `${e.kind}:${e.id}`));
    }
  });

  it('is stable while new events arrive between pages', async () => {
    const contact = await createContact(t, rep.email);
    await logInteraction(t, rep.email, contact.id, { summary: 'one' });
    await logInteraction(t, rep.email, contact.id, { summary: 'two' });
    const first = await call(t, 'GET', `/contacts/${contact.id}/timeline`, {
      as: rep.email,
      query: { limit: '2', kind: RECORDS },
    });
    expect(
      first.body.items.map((e: Event) => (e.interaction as { summary: string }).summary),
    ).toEqual(['two', 'one']);
    await logInteraction(t, rep.email, contact.id, { summary: 'three' });
    const second = await call(t, 'GET', `/contacts/${contact.id}/timeline`, {
      as: rep.email,
      query: { limit: '2', kind: RECORDS, cursor: first.body.next_cursor },
    });
    expect(second.body.items.map((e: Event) => e.kind)).toEqual(['stage_move']);
    expect(second.body.next_cursor).toBeNull();
  });

  it('reads the whole union in one query whatever its size', async () => {
    const contact = await createContact(t, rep.email);
    const small = await countQueries(t, () => allEvents(rep, contact.id));
    for (let i = 0; i < 4; i++) {
      await logInteraction(t, rep.email, contact.id);
      await scheduleFollowup(t, rep.email, contact.id);
    }
    const large = await countQueries(t, () => allEvents(rep, contact.id));
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });

  it('drops the events of a deleted follow-up', async () => {
    const contact = await createContact(t, rep.email);
    const f = await scheduleFollowup(t, rep.email, contact.id);
    await call(t, 'DELETE', `/followups/${f.id}`, { as: rep.email });
    const events = await allEvents(rep, contact.id);
    expect(events.map((e) => e.kind)).toEqual(['stage_move']);
  });

  it("answers 404 Contact not found for another workspace's contact and malformed ids", async () => {
    const other = await signUp(t, { premium: true });
    const theirs = await createContact(t, other.email);
    await logInteraction(t, other.email, theirs.id);
    for (const id of [theirs.id, 'nope']) {
      const res = await call(t, 'GET', `/contacts/${id}/timeline`, { as: rep.email });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Contact not found');
    }
  });

  it("shows the contact's changes unless `kind` leaves them out, and refuses an unknown kind", async () => {
    const contact = await createContact(t, rep.email, { owner_id: rep.userId });
    const all = await call(t, 'GET', `/contacts/${contact.id}/timeline`, { as: rep.email });
    expect(all.body.items.map((e: Event) => e.kind).sort()).toEqual(['change', 'stage_move']);
    const changes = await call(t, 'GET', `/contacts/${contact.id}/timeline`, {
      as: rep.email,
      query: { kind: 'change' },
    });
    expect(changes.body.items).toEqual([
      expect.objectContaining({
        kind: 'change',
        actor_id: rep.userId,
        change: expect.objectContaining({ via: 'api', followup_id: null }),
      }),
    ]);
    const bad = await call(t, 'GET', `/contacts/${contact.id}/timeline`, {
      as: rep.email,
      query: { kind: 'stage_move,gossip' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      {
        field: 'kind',
        message:
          "'gossip' is not a kind of event: one of interaction, stage_move, followup_scheduled, followup_completed, merge, change",
      },
    ]);
  });

  it('refuses a cursor it did not issue with 422, forged ones included', async () => {
    const contact = await createContact(t, rep.email);
    for (const key of [
      '["x","y"]',
      '["x","y","z"]',
      '["2026-01-01 00:00:00+00","nope","stage_move"]',
      // A cursor of the earlier order, (at, id, kind): refused, never misread.
      `["2026-01-01 00:00:00+00","${contact.id}","stage_move"]`,
    ]) {
      const res = await call(t, 'GET', `/contacts/${contact.id}/timeline`, {
        as: rep.email,
        query: { cursor: Buffer.from(key).toString('base64url') },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'cursor', message: 'cursor is not a next_cursor returned by this list' },
      ]);
    }
  });

  it('shows a free workspace a lively demo timeline', async () => {
    const free = await signUp(t);
    const [lead] = await t.db.query(
      `SELECT contact_id FROM followups
        WHERE workspace_id = $1 AND is_demo AND completed_at IS NULL LIMIT 1`,
      [free.workspaceId],
    );
    const kinds = (await allEvents(free, lead.contact_id)).map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['interaction', 'stage_move', 'followup_scheduled']),
    );
    const anyLead = await demoContactId(t, free.workspaceId);
    const events = await allEvents(free, anyLead);
    expect(events.filter((e) => e.kind === 'interaction').length).toBeGreaterThanOrEqual(2);
    const [completedLead] = await t.db.query(
      `SELECT contact_id FROM followups WHERE workspace_id = $1 AND is_demo AND completed_at IS NOT NULL LIMIT 1`,
      [free.workspaceId],
    );
    const withDone = await allEvents(free, completedLead.contact_id);
    expect(withDone.some((e) => e.kind === 'followup_completed')).toBe(true);
  });
});
