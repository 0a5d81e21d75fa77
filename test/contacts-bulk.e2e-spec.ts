import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  NUMBERING_ORDER,
  insertEndpoint,
  turnOffUndeliverableEndpoints,
} from './support/webhooks.js';
import {
  addMember,
  createContact,
  createSequence,
  demoContactId,
  enroll,
  idleFor,
  signUp,
  type Member,
} from './support/factories.js';
import { holdAfter, release, untilWaitingOnLocks } from './support/row-lock.js';
import { call, startApp, type TestApp } from './support/test-app.js';

describe('POST /contacts/bulk', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await turnOffUndeliverableEndpoints(t);
    await t.close();
  });

  /** A premium workspace whose one endpoint subscribes to every event. */
  async function subscribed(): Promise<Member> {
    const member = await signUp(t, { premium: true });
    await insertEndpoint(t, member.workspaceId, { url: 'https://93.184.216.34/hook' });
    return member;
  }

  function bulk(as: string, body: Record<string, unknown>) {
    return call(t, 'POST', '/contacts/bulk', { as, body });
  }

  async function contactsOf(ids: string[]) {
    return t.db.query<
      {
        id: string;
        stage: string;
        owner_id: string | null;
        tags: string[];
        last_activity_at: Date;
        updated_at: Date;
      }[]
    >(
      `SELECT id, stage, owner_id, tags, last_activity_at, updated_at FROM contacts
        WHERE id = ANY($1) ORDER BY created_at`,
      [ids],
    );
  }

  async function eventsOf(workspaceId: string) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are read as JSON
    return t.db.query<{ type: string; payload: any }[]>(
      `SELECT type, payload FROM webhook_events WHERE workspace_id = $1 ORDER BY ${NUMBERING_ORDER}`,
      [workspaceId],
    );
  }

  it('moves contacts as single moves do: activity now, a move and an event each that changed stage', async () => {
    const member = await subscribed();
    const a = await createContact(t, member.email, { first_name: 'A' });
    const b = await createContact(t, member.email, { first_name: 'B', stage: 'contacted' });
    await idleFor(t, a.id, 30);
    await idleFor(t, b.id, 30);
    const before = Date.now();
    const res = await bulk(member.email, {
      action: 'move_stage',
      params: { stage: 'contacted' },
      contact_ids: [a.id, b.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ affected: 2 });
    const rows = await contactsOf([a.id, b.id]);
    expect(rows.map((r) => r.stage)).toEqual(['contacted', 'contacted']);
    for (const row of rows) expect(row.last_activity_at.getTime()).toBeGreaterThan(before - 1000);
    const moves = await t.db.query(
      `SELECT contact_id, from_stage, to_stage, moved_by FROM stage_moves
        WHERE contact_id = ANY($1) AND from_stage IS NOT NULL`,
      [[a.id, b.id]],
    );
    // b was in the stage already: activity, but no move.
    expect(moves).toEqual([
      { contact_id: a.id, from_stage: 'lead', to_stage: 'contacted', moved_by: member.userId },
    ]);
    const events = (await eventsOf(member.workspaceId)).filter(
      (e) => e.type === 'contact.stage_changed',
    );
    expect(
      events.map((e) => [e.payload.data.contact.id, e.payload.data.from, e.payload.data.to]),
    ).toEqual([[a.id, 'lead', 'contacted']]);
    const totals = await t.db.query(
      `SELECT stage, sum(contacts)::int AS n FROM contact_stage_totals
        WHERE workspace_id = $1 AND NOT is_demo GROUP BY stage HAVING sum(contacts) <> 0`,
      [member.workspaceId],
    );
    expect(totals).toEqual([{ stage: 'contacted', n: 2 }]);
  });

  it("never moves a contact's activity back: an interaction logged while the move waited stays the last", async () => {
    const member = await signUp(t, { premium: true });
    const a = await createContact(t, member.email, { first_name: 'A' });
    const b = await createContact(t, member.email, { first_name: 'B' });
    // The move locks its contacts in id order: it waits on a, and b is free meanwhile.
    const blocker = await holdAfter({
      text: `SELECT 1 FROM contacts WHERE id = $1 FOR UPDATE`,
      values: [a.id],
    });
    const move = bulk(member.email, {
      action: 'move_stage',
      params: { stage: 'contacted' },
      contact_ids: [a.id, b.id],
    });
    await untilWaitingOnLocks(t.db, 1);
    const logged = await call(t, 'POST', `/contacts/${b.id}/interactions`, {
      as: member.email,
      body: { type: 'call', summary: 'While the move waited' },
    });
    expect(logged.status).toBe(200);
    const [{ activity: afterLog }] = await t.db.query<{ activity: Date }[]>(
      `SELECT last_activity_at AS activity FROM contacts WHERE id = $1`,
      [b.id],
    );
    await release(blocker);
    expect((await move).status).toBe(200);
    const [moved] = await contactsOf([b.id]);
    expect(moved.stage).toBe('contacted');
    expect(moved.last_activity_at).toEqual(afterLog);
  });

  describe('move_stage across pipelines', () => {
    const DEALS = {
      key: 'deals',
      name: 'Deals',
      stages: [
        { key: 'x4', label: 'Four', kind: 'open' },
        { key: 'x5', label: 'Five', kind: 'open' },
      ],
    };

    /** A premium workspace with a second pipeline, `deals` (stages x4, x5). */
    async function withDeals(): Promise<Member> {
      const member = await subscribed();
      const res = await call(t, 'POST', '/pipelines', { as: member.email, body: DEALS });
      expect(res.status).toBe(201);
      return member;
    }

    it("keeps each contact in its own pipeline without params.pipeline: a stage that pipeline lacks is 422, as the stage route's, changing nothing", async () => {
      const member = await withDeals();
      const lead = await createContact(t, member.email, { first_name: 'Lead' });
      const deal = await createContact(t, member.email, { first_name: 'Deal', stage: 'x4' });
      const before = await contactsOf([lead.id, deal.id]);

      const single = await call(t, 'POST', `/contacts/${lead.id}/stage`, {
        as: member.email,
        body: { stage: 'x5' },
      });
      expect(single.status).toBe(422);
      expect(single.body.errors).toEqual([
        {
          field: 'stage',
          message:
            "Stage 'x5' is not a stage of pipeline 'default'. Valid stages: lead, contacted, qualified, proposal, negotiation, won, lost",
        },
      ]);

      const res = await bulk(member.email, {
        action: 'move_stage',
        params: { stage: 'x5' },
        contact_ids: [lead.id, deal.id],
      });
      expect(res.status).toBe(422);
      const message =
        "Stage 'x5' is not a stage of pipeline 'default', where 1 contact(s) are (params.pipeline moves them across pipelines). " +
        'Valid stages: lead, contacted, qualified, proposal, negotiation, won, lost';
      expect(res.body.detail).toBe(`Validation failed: ${message}`);
      expect(res.body.errors).toEqual([{ field: 'params.stage', message }]);
      expect(await contactsOf([lead.id, deal.id])).toEqual(before);
      expect(
        await t.db.query(
          `SELECT 1 FROM stage_moves WHERE contact_id = ANY($1) AND from_stage IS NOT NULL`,
          [[lead.id, deal.id]],
        ),
      ).toEqual([]);

      // Within its own pipeline the move goes through.
      const within = await bulk(member.email, {
        action: 'move_stage',
        params: { stage: 'x5' },
        contact_ids: [deal.id],
      });
      expect(within.status).toBe(200);
      expect(within.body).toEqual({ affected: 1 });
      expect((await contactsOf([lead.id, deal.id])).map((c) => c.stage)).toEqual(['lead', 'x5']);
    });

    it('moves contacts into another pipeline with params.pipeline, recorded and announced with both pipelines', async () => {
      const member = await withDeals();
      const lead = await createContact(t, member.email, { first_name: 'Lead' });
      const deal = await createContact(t, member.email, { first_name: 'Deal', stage: 'x4' });
      const res = await bulk(member.email, {
        action: 'move_stage',
        params: { stage: 'x5', pipeline: 'deals' },
        contact_ids: [lead.id, deal.id],
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ affected: 2 });
      const read = await call(t, 'GET', `/contacts/${lead.id}`, { as: member.email });
      expect([read.body.pipeline, read.body.stage]).toEqual(['deals', 'x5']);
      expect((await contactsOf([lead.id, deal.id])).map((c) => c.stage)).toEqual(['x5', 'x5']);
      const moves = await t.db.query(
        `SELECT contact_id, from_stage, to_stage FROM stage_moves
          WHERE contact_id = ANY($1) AND from_stage IS NOT NULL ORDER BY from_stage`,
        [[lead.id, deal.id]],
      );
      expect(moves).toEqual([
        { contact_id: lead.id, from_stage: 'lead', to_stage: 'x5' },
        { contact_id: deal.id, from_stage: 'x4', to_stage: 'x5' },
      ]);
      const events = (await eventsOf(member.workspaceId)).filter(
        (e) => e.type === 'contact.stage_changed',
      );
      const announced = events.map((e) => [
        e.payload.data.contact.id,
        e.payload.data.from_pipeline,
        e.payload.data.to_pipeline,
      ]);
      expect(announced.sort()).toEqual(
        [
          [lead.id, 'default', 'deals'],
          [deal.id, 'deals', 'deals'],
        ].sort(),
      );
    });

    it.each([
      [
        { stage: 'x5', pipeline: 'partners' },
        'params.pipeline',
        "Unknown pipeline 'partners'. Valid pipelines: default, deals",
      ],
      [
        { stage: 'won', pipeline: 'deals' },
        'params.stage',
        "Stage 'won' is not a stage of pipeline 'deals'. Valid stages: x4, x5",
      ],
      [{ stage: 'x5', pipeline: null }, 'params.pipeline', 'pipeline must be a string'],
      [{ stage: 'x5', pipeline: '' }, 'params.pipeline', 'pipeline should not be empty'],
    ])(
      'refuses params %j with 422 on %s, as the stage route does',
      async (params, field, message) => {
        const member = await withDeals();
        const contact = await createContact(t, member.email);
        const before = await contactsOf([contact.id]);
        const res = await bulk(member.email, {
          action: 'move_stage',
          params,
          contact_ids: [contact.id],
        });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([{ field, message }]);
        expect(await contactsOf([contact.id])).toEqual(before);
        // The stage route says the same of the same body.
        const single = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
          as: member.email,
          body: params,
        });
        expect(single.status).toBe(422);
        expect(single.body.errors).toEqual([{ field: field.replace('params.', ''), message }]);
      },
    );
  });

  /** A contact lost for 'Timing' and an open one, and how their stages and reasons read. */
  async function lostAndOpen(member: Member) {
    const kept = await createContact(t, member.email, { first_name: 'Kept' });
    const moved = await call(t, 'POST', `/contacts/${kept.id}/stage`, {
      as: member.email,
      body: { stage: 'lost', lost_reason: 'Timing' },
    });
    expect(moved.status).toBe(200);
    const open = await createContact(t, member.email, { first_name: 'Open' });
    const rows = () =>
      t.db.query(
        `SELECT first_name, stage, lost_reason FROM contacts WHERE id = ANY($1) ORDER BY first_name`,
        [[kept.id, open.id]],
      );
    return { kept, open, rows };
  }

  it("keeps a contact's lost reason when put into its own lost stage again without one, as the stage route does", async () => {
    const member = await signUp(t, { premium: true });
    const { kept, open, rows } = await lostAndOpen(member);
    const res = await bulk(member.email, {
      action: 'move_stage',
      params: { stage: 'lost' },
      contact_ids: [kept.id, open.id],
    });
    expect(res.status).toBe(200);
    expect(await rows()).toEqual([
      { first_name: 'Kept', stage: 'lost', lost_reason: 'Timing' },
      { first_name: 'Open', stage: 'lost', lost_reason: null },
    ]);
  });

  it('takes a null lost_reason as none, with any stage, as the stage route does', async () => {
    const member = await signUp(t, { premium: true });
    const { kept, open, rows } = await lostAndOpen(member);
    const single = await call(t, 'POST', `/contacts/${open.id}/stage`, {
      as: member.email,
      body: { stage: 'contacted', lost_reason: null },
    });
    expect(single.status).toBe(200);
    for (const [stage, ids] of [
      ['qualified', [open.id]],
      ['lost', [kept.id, open.id]],
    ] as const) {
      const res = await bulk(member.email, {
        action: 'move_stage',
        params: { stage, lost_reason: null },
        contact_ids: ids,
      });
      expect([stage, res.status]).toEqual([stage, 200]);
    }
    expect(await rows()).toEqual([
      { first_name: 'Kept', stage: 'lost', lost_reason: 'Timing' },
      { first_name: 'Open', stage: 'lost', lost_reason: null },
    ]);
  });

  it('ends sequence enrollments on a move into a won stage, with their open follow-ups', async () => {
    const member = await signUp(t, { premium: true });
    const contact = await createContact(t, member.email);
    const sequence = await createSequence(t, member.email);
    await enroll(t, member.email, sequence.id, [contact.id]);
    const res = await bulk(member.email, {
      action: 'move_stage',
      params: { stage: 'won' },
      contact_ids: [contact.id],
    });
    expect(res.status).toBe(200);
    const enrollments = await t.db.query<{ status: string }[]>(
      `SELECT status FROM sequence_enrollments WHERE contact_id = $1`,
      [contact.id],
    );
    expect(enrollments.map((e) => e.status)).toEqual(['finished']);
    const open = await t.db.query(
      `SELECT 1 FROM followups WHERE contact_id = $1 AND completed_at IS NULL`,
      [contact.id],
    );
    expect(open).toEqual([]);
  });

  it('assigns an owner without bumping activity, with contact.updated naming the previous owner', async () => {
    const member = await subscribed();
    const colleague = await addMember(t, member.workspaceId);
    const a = await createContact(t, member.email, { first_name: 'A' });
    const b = await createContact(t, member.email, { first_name: 'B', owner_id: colleague.userId });
    await idleFor(t, a.id, 30);
    const [idle] = await contactsOf([a.id]);
    const res = await bulk(member.email, {
      action: 'assign_owner',
      params: { owner_id: colleague.userId },
      contact_ids: [a.id, b.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ affected: 2 });
    const rows = await contactsOf([a.id, b.id]);
    expect(rows.map((r) => r.owner_id)).toEqual([colleague.userId, colleague.userId]);
    expect(rows[0].last_activity_at).toEqual(idle.last_activity_at);
    const updated = (await eventsOf(member.workspaceId)).filter(
      (e) => e.type === 'contact.updated',
    );
    expect(updated.map((e) => [e.payload.data.contact.id, e.payload.data.previous])).toEqual([
      [a.id, { owner_id: member.userId }],
    ]);
    const unassigned = await bulk(member.email, {
      action: 'assign_owner',
      params: { owner_id: null },
      contact_ids: [a.id],
    });
    expect(unassigned.status).toBe(200);
    expect((await contactsOf([a.id]))[0].owner_id).toBeNull();
  });

  it('adds the tags a contact lacks and removes tags, keeping order, with contact.updated', async () => {
    const member = await subscribed();
    const a = await createContact(t, member.email, { first_name: 'A', tags: ['vip'] });
    const b = await createContact(t, member.email, { first_name: 'B', tags: ['old', 'q3'] });
    const added = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['q3', 'webinar', 'q3'] },
      contact_ids: [a.id, b.id],
    });
    expect(added.status).toBe(200);
    expect((await contactsOf([a.id, b.id])).map((r) => r.tags)).toEqual([
      ['vip', 'q3', 'webinar'],
      ['old', 'q3', 'webinar'],
    ]);
    const removed = await bulk(member.email, {
      action: 'remove_tags',
      params: { tags: ['q3', 'vip'] },
      contact_ids: [a.id, b.id],
    });
    expect(removed.status).toBe(200);
    expect((await contactsOf([a.id, b.id])).map((r) => r.tags)).toEqual([
      ['webinar'],
      ['old', 'webinar'],
    ]);
    const updated = (await eventsOf(member.workspaceId)).filter(
      (e) => e.type === 'contact.updated',
    );
    // Each action's events in id order, the order the contacts are locked in.
    const inIdOrder = <T extends [string, unknown]>(pairs: T[]) =>
      pairs.sort(([x], [y]) => (x < y ? -1 : 1));
    expect(updated.map((e) => [e.payload.data.contact.id, e.payload.data.previous])).toEqual([
      ...inIdOrder([
        [a.id, { tags: ['vip'] }],
        [b.id, { tags: ['old', 'q3'] }],
      ]),
      ...inIdOrder([
        [a.id, { tags: ['vip', 'q3', 'webinar'] }],
        [b.id, { tags: ['old', 'q3', 'webinar'] }],
      ]),
    ]);
  });

  it('refuses tags that would give a contact more than 20, changing nothing', async () => {
    const member = await signUp(t, { premium: true });
    const full = await createContact(t, member.email, {
      tags: Array.from({ length: 19 }, (_, i) => `t${i}`),
    });
    const res = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['x', 'y'] },
      contact_ids: [full.id],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: 'params.tags',
        message: 'adding these tags would give 1 contact(s) more than 20 tags',
      },
    ]);
    expect((await contactsOf([full.id]))[0].tags).toHaveLength(19);
  });

  it('deletes contacts with their records, emitting contact.deleted for each', async () => {
    const member = await subscribed();
    const a = await createContact(t, member.email, { first_name: 'A' });
    const b = await createContact(t, member.email, { first_name: 'B' });
    const res = await bulk(member.email, { action: 'delete', contact_ids: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ affected: 2 });
    expect(await contactsOf([a.id, b.id])).toEqual([]);
    expect(
      await t.db.query(`SELECT 1 FROM stage_moves WHERE contact_id = ANY($1)`, [[a.id, b.id]]),
    ).toEqual([]);
    const deleted = (await eventsOf(member.workspaceId)).filter(
      (e) => e.type === 'contact.deleted',
    );
    expect(deleted.map((e) => e.payload.data.contact.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("answers 404 listing unknown, other workspaces' and demo ids, sorted, and changes nothing", async () => {
    const member = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const mine = await createContact(t, member.email, { tags: ['keep'] });
    const theirs = await createContact(t, other.email);
    const demo = await demoContactId(t, member.workspaceId);
    const unknown = randomUUID();
    const res = await bulk(member.email, {
      action: 'delete',
      contact_ids: [mine.id, unknown, theirs.id, demo],
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('3 of the 4 contacts not found; contact_ids lists them');
    expect(res.body.contact_ids).toEqual([unknown, theirs.id, demo].sort());
    expect(await contactsOf([mine.id, theirs.id, demo])).toHaveLength(3);
  });

  it('is all or nothing: a move that fails on one contact leaves every contact as it was', async () => {
    const member = await signUp(t, { premium: true });
    const a = await createContact(t, member.email);
    const b = await createContact(t, member.email);
    await idleFor(t, a.id, 30);
    const before = await contactsOf([a.id, b.id]);
    // A reaction failing on the second contact: its stage moves insert fails.
    await t.db.query(
      `CREATE OR REPLACE FUNCTION refuse_move() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.contact_id = '${b.id}' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`,
    );
    await t.db.query(
      `CREATE TRIGGER refuse_move BEFORE INSERT ON stage_moves_all FOR EACH ROW EXECUTE FUNCTION refuse_move()`,
    );
    try {
      const res = await bulk(member.email, {
        action: 'move_stage',
        params: { stage: 'won' },
        contact_ids: [a.id, b.id],
      });
      expect(res.status).toBe(500);
    } finally {
      await t.db.query(`DROP TRIGGER refuse_move ON stage_moves_all`);
      await t.db.query(`DROP FUNCTION refuse_move()`);
    }
    expect(await contactsOf([a.id, b.id])).toEqual(before);
  });

  it.each([
    [
      { action: 'move_stage', params: { stage: 'nirvana' } },
      'params.stage',
      "Unknown stage 'nirvana'. Valid stages: lead, contacted",
    ],
    [{ action: 'move_stage', params: {} }, 'params.stage', 'stage must be a string'],
    [{ action: 'assign_owner', params: {} }, 'params.owner_id', 'owner_id must be a UUID'],
    [
      { action: 'assign_owner', params: { owner_id: randomUUID() } },
      'params.owner_id',
      'owner_id is not a member of this workspace',
    ],
    [
      { action: 'add_tags', params: { tags: [] } },
      'params.tags',
      'tags must contain at least 1 elements',
    ],
    [
      { action: 'remove_tags', params: { tags: [''] } },
      'params.tags',
      'each value in tags must be longer than or equal to 1 characters',
    ],
    // A value of the wrong type is told its type, as the single routes tell it.
    [
      { action: 'move_stage', params: { stage: 'lead', lost_reason: 5 } },
      'params.lost_reason',
      'lost_reason must be a string',
    ],
    [
      { action: 'add_tags', params: { tags: [1] } },
      'params.tags',
      'each value in tags must be a string',
    ],
    [{ action: 'remove_tags', params: { tags: 'vip' } }, 'params.tags', 'tags must be an array'],
    [
      { action: 'delete', params: { force: true } },
      'params.force',
      'property force should not exist',
    ],
    [
      { action: 'archive' },
      'action',
      'action must be one of the following values: move_stage, assign_owner, add_tags, remove_tags, delete, set_fields',
    ],
  ])('refuses %j with 422 on %s, changing nothing', async (body, field, message) => {
    const member = await signUp(t, { premium: true });
    const contact = await createContact(t, member.email);
    const before = await contactsOf([contact.id]);
    const res = await bulk(member.email, { ...body, contact_ids: [contact.id] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field, message: expect.stringContaining(message) }]);
    expect(await contactsOf([contact.id])).toEqual(before);
  });

  it.each([
    [[], 'contact_ids must contain at least 1 elements'],
    [
      Array.from({ length: 501 }, () => randomUUID()),
      'contact_ids must contain no more than 500 elements',
    ],
    [['not-a-uuid'], 'each value in contact_ids must be a UUID'],
  ])('refuses contact_ids of %#th kind with 422', async (ids, message) => {
    const member = await signUp(t, { premium: true });
    const res = await bulk(member.email, { action: 'delete', contact_ids: ids });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'contact_ids', message }]);
  });

  it('refuses the same id twice with 422, in capitals too, and reads an id in capitals as itself', async () => {
    const member = await signUp(t, { premium: true });
    const contact = await createContact(t, member.email);
    for (const ids of [
      [contact.id, contact.id],
      [contact.id, contact.id.toUpperCase()],
    ]) {
      const res = await bulk(member.email, { action: 'delete', contact_ids: ids });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'contact_ids', message: "All contact_ids's elements must be unique" },
      ]);
    }
    const capitals = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['vip'] },
      contact_ids: [contact.id.toUpperCase()],
    });
    expect([capitals.status, capitals.body]).toEqual([200, { affected: 1 }]);
  });

  it('is 402 on a free workspace, its demo contacts untouched', async () => {
    const free = await signUp(t);
    const demo = await demoContactId(t, free.workspaceId);
    const res = await bulk(free.email, { action: 'delete', contact_ids: [demo] });
    expect(res.status).toBe(402);
    expect(await contactsOf([demo])).toHaveLength(1);
  });
});
