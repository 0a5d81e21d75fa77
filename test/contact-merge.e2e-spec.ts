import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  addMember,
  createContact,
  createSequence,
  demoContactId,
  enroll,
  logInteraction,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { createKey, withKey } from './support/api-keys.js';
import { release } from './support/row-lock.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { dispatchEvents, turnOffUndeliverableEndpoints } from './support/webhooks.js';

type Contact = Record<string, unknown> & { id: string };

/** Ids sorted, so a test can name the lower (locked first) and the higher of two contacts. */
function byId<T extends { id: string }>(...items: T[]): T[] {
  return [...items].sort((a, b) => a.id.localeCompare(b.id));
}

describe('Merging contacts', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Long enough for the tests that keep a merge or a write waiting on a held row.
    t = await startApp({ DATABASE_LOCK_TIMEOUT_MS: '4500' });
  });
  afterAll(async () => {
    await turnOffUndeliverableEndpoints(t);
    await t.close();
  });

  function merge(member: Member, targetId: string, body: unknown) {
    return call(t, 'POST', `/contacts/${targetId}/merge`, { as: member.email, body });
  }

  async function contactIds(workspaceId: string): Promise<string[]> {
    const rows = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND NOT is_demo ORDER BY id`,
      [workspaceId],
    );
    return rows.map((r) => r.id);
  }

  async function ownerOf<T>(table: string, ids: string[]): Promise<T[]> {
    return t.db.query<T[]>(
      `SELECT id, contact_id FROM ${table} WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [ids],
    );
  }

  /** Every (workspace, demo, stage, owner) whose counters differ from the contacts themselves. */
  async function counterDrift(workspaceId: string): Promise<unknown[]> {
    const owner = `coalesce(owner_id, '00000000-0000-0000-0000-000000000000') AS owner`;
    return t.db.query(
      `WITH kept AS (
         SELECT is_demo, stage, ${owner}, sum(contacts) AS n, sum(value_cents) AS v
           FROM contact_stage_totals WHERE workspace_id = $1 GROUP BY 1, 2, 3
         HAVING sum(contacts) <> 0 OR sum(value_cents) <> 0),
       actual AS (
         SELECT is_demo, stage, ${owner}, count(*) AS n, sum(value_cents) AS v
           FROM contacts WHERE workspace_id = $1 GROUP BY 1, 2, 3)
       SELECT * FROM kept FULL JOIN actual USING (is_demo, stage, owner)
        WHERE kept.n IS DISTINCT FROM actual.n OR kept.v IS DISTINCT FROM actual.v`,
      [workspaceId],
    );
  }

  async function boardColumn(member: Member, stage: string, query: Record<string, string> = {}) {
    const res = await call(t, 'GET', '/board', { as: member.email, query });
    expect(res.status).toBe(200);
    const column = (res.body.stages as { key: string; count: number; value_cents: number }[]).find(
      (s) => s.key === stage,
    )!;
    return { count: column.count, value_cents: column.value_cents };
  }

  it('folds the sources into the target: records moved, tags united, latest activity, picked fields, sources gone', async () => {
    const rep = await signUp(t, { premium: true });
    const target = await createContact(t, rep.email, {
      first_name: 'Ada',
      email: 'ada@old.example',
      company: 'Engines',
      tags: ['vip', 'london'],
      stage: 'qualified',
      value_cents: 100,
    });
    const first = await createContact(t, rep.email, {
      first_name: 'Ada L.',
      email: 'ada@new.example',
      phone: '+44 20 7946 0958',
      tags: ['london', 'webinar'],
      stage: 'lead',
      value_cents: 900,
    });
    const second = await createContact(t, rep.email, {
      first_name: 'A. Lovelace',
      title: 'CTO',
      tags: ['referral'],
    });
    const call1 = await logInteraction(t, rep.email, first.id, { summary: 'First call' });
    const call2 = await logInteraction(t, rep.email, second.id, { summary: 'Second call' });
    const task = await scheduleFollowup(t, rep.email, second.id);
    await t.db.query(
      `UPDATE contacts SET last_activity_at = '2020-01-01Z' WHERE id = ANY($1::uuid[])`,
      [[target.id, second.id]],
    );
    await t.db.query(`UPDATE contacts SET last_activity_at = '2024-06-01Z' WHERE id = $1`, [
      first.id,
    ]);

    const res = await merge(rep, target.id, {
      source_ids: [second.id, first.id],
      fields: { email: first.id, phone: first.id, title: second.id, value_cents: first.id },
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      first_name: 'Ada',
      email: 'ada@new.example',
      phone: '+44 20 7946 0958',
      company: 'Engines',
      title: 'CTO',
      stage: 'qualified',
      value_cents: 900,
      // The target's, then the new ones of each source in id order.
      tags: [
        'vip',
        'london',
        ...(first.id < second.id ? ['webinar', 'referral'] : ['referral', 'webinar']),
      ],
      last_activity_at: '2024-06-01T00:00:00.000Z',
      // A source's open follow-up, now the target's earliest.
      next_followup_at: task.scheduled_for,
    });
    const read = await call(t, 'GET', `/contacts/${target.id}`, { as: rep.email });
    expect(read.body).toEqual(res.body);
    expect(await contactIds(rep.workspaceId)).toEqual([target.id]);
    for (const gone of [first.id, second.id]) {
      expect((await call(t, 'GET', `/contacts/${gone}`, { as: rep.email })).status).toBe(404);
    }
    expect(await ownerOf('interactions', [call1.id, call2.id])).toEqual(
      byId(call1, call2).map((i) => ({ id: i.id, contact_id: target.id })),
    );
    expect(await ownerOf('followups', [task.id])).toEqual([{ id: task.id, contact_id: target.id }]);
    const moves = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM stage_moves WHERE contact_id = $1`,
      [target.id],
    );
    // The three entries into the pipeline.
    expect(moves[0].n).toBe(3);
    const [key] = await t.db.query<{ phone_key: string }[]>(
      `SELECT phone_key FROM contacts WHERE id = $1`,
      [target.id],
    );
    expect(key.phone_key).toBe('+442079460958');
  });

  it('shows the merge on the timeline of the target, with the merged contacts named', async () => {
    const rep = await signUp(t, { premium: true });
    const target = await createContact(t, rep.email, { first_name: 'Grace' });
    const source = await createContact(t, rep.email, {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@navy.example',
      phone: '+1 415 555 0100',
    });
    await logInteraction(t, rep.email, source.id, { summary: 'Met at the conference' });

    expect((await merge(rep, target.id, { source_ids: [source.id] })).status).toBe(200);

    const timeline = await call(t, 'GET', `/contacts/${target.id}/timeline`, { as: rep.email });
    expect(timeline.status).toBe(200);
    const items = timeline.body.items as Record<string, unknown>[];
    expect(items[0]).toEqual({
      kind: 'merge',
      at: expect.any(String),
      id: expect.any(String),
      actor_id: rep.userId,
      merge: {
        merged: [
          {
            id: source.id,
            first_name: 'Grace',
            last_name: 'Hopper',
            email: 'grace@navy.example',
            phone: '+1 415 555 0100',
          },
        ],
      },
    });
    // A record made before merges kept the phone answers it null.
    await t.db.query(
      `UPDATE contact_merges SET merged = jsonb_build_array((merged->0) - 'phone') WHERE contact_id = $1`,
      [target.id],
    );
    const older = await call(t, 'GET', `/contacts/${target.id}/timeline`, {
      as: rep.email,
      query: { kind: 'merge' },
    });
    expect(older.body.items[0].merge.merged[0]).toMatchObject({
      email: 'grace@navy.example',
      phone: null,
    });
    // The changes: the target's creation and its owner routing picked (the merge took no
    // field), and the same two of the source, which the merge brought.
    expect(items.map((i) => i.kind).sort()).toEqual([
      'change',
      'change',
      'change',
      'change',
      'interaction',
      'merge',
      'stage_move',
      'stage_move',
    ]);
  });

  it('keeps the board counters exact, per stage and per owner', async () => {
    const rep = await signUp(t, { premium: true });
    const colleague = await addMember(t, rep.workspaceId);
    const target = await createContact(t, rep.email, {
      stage: 'qualified',
      value_cents: 100,
      owner_id: rep.userId,
    });
    const a = await createContact(t, rep.email, {
      stage: 'qualified',
      value_cents: 40,
      owner_id: colleague.userId,
    });
    const b = await createContact(t, rep.email, { stage: 'won', value_cents: 7 });
    expect(await boardColumn(rep, 'qualified')).toEqual({ count: 2, value_cents: 140 });

    const res = await merge(rep, target.id, {
      source_ids: [a.id, b.id],
      fields: { value_cents: a.id, owner_id: a.id },
    });

    expect(res.status).toBe(200);
    expect(res.body.owner_id).toBe(colleague.userId);
    expect(await boardColumn(rep, 'qualified')).toEqual({ count: 1, value_cents: 40 });
    expect(await boardColumn(rep, 'won')).toEqual({ count: 0, value_cents: 0 });
    expect(await boardColumn(rep, 'qualified', { owner_id: rep.userId })).toEqual({
      count: 0,
      value_cents: 0,
    });
    expect(await boardColumn(rep, 'qualified', { owner_id: colleague.userId })).toEqual({
      count: 1,
      value_cents: 40,
    });
    expect(await counterDrift(rep.workspaceId)).toEqual([]);
  });

  it('documents every field `fields` takes, the pair of value_cents and currency included', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const operation = doc.paths['/contacts/{id}/merge'].post;
    const listed =
      'first_name, last_name, email, phone, company, title, value_cents, currency, probability, expected_close_date, owner_id';
    expect(operation.description).toContain(`\`fields\` takes a field (${listed})`);
    expect(operation.description).toContain(
      '`value_cents` and `currency` come together from one source',
    );
    const schema = doc.components.schemas.MergeFieldsDto;
    expect(Object.keys(schema.properties)).toEqual(listed.split(', '));
    expect(schema.properties.value_cents.description).toBe(
      'The source whose `value_cents` the merged contact takes, with its `currency`',
    );
  });

  describe('takes a deal value with its currency', () => {
    async function deals() {
      const rep = await signUp(t, { premium: true });
      const target = await createContact(t, rep.email, {
        first_name: 'Target',
        stage: 'qualified',
        value_cents: 700,
        currency: 'EUR',
      });
      const source = await createContact(t, rep.email, {
        first_name: 'Source',
        stage: 'qualified',
        value_cents: 1000,
        currency: 'GBP',
      });
      return { rep, target, source };
    }

    async function dealOf(id: string) {
      const [row] = await t.db.query<{ value_cents: string; currency: string }[]>(
        `SELECT value_cents::text, currency FROM contacts WHERE id = $1`,
        [id],
      );
      return row;
    }

    async function currencies(rep: Member) {
      const res = await call(t, 'GET', '/board', { as: rep.email });
      expect(res.status).toBe(200);
      const column = (res.body.stages as { key: string; currencies: unknown[] }[]).find(
        (s) => s.key === 'qualified',
      )!;
      return column.currencies;
    }

    it.each([['value_cents'], ['currency']])(
      'picking %s from a source takes both from it',
      async (field) => {
        const { rep, target, source } = await deals();
        const res = await merge(rep, target.id, {
          source_ids: [source.id],
          fields: { [field]: source.id },
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ value_cents: 1000, currency: 'GBP' });
        expect(await dealOf(target.id)).toEqual({ value_cents: '1000', currency: 'GBP' });
        expect(await currencies(rep)).toEqual([
          { currency: 'GBP', count: 1, value_cents: 1000, weighted_value_cents: 400 },
        ]);
        expect(await counterDrift(rep.workspaceId)).toEqual([]);
      },
    );

    it("keeps the target's pair when neither is picked", async () => {
      const { rep, target, source } = await deals();
      const res = await merge(rep, target.id, {
        source_ids: [source.id],
        fields: { first_name: source.id },
      });
      expect(res.status).toBe(200);
      expect(await dealOf(target.id)).toEqual({ value_cents: '700', currency: 'EUR' });
    });

    it('refuses value_cents and currency from two different contacts with 422, changing nothing', async () => {
      const { rep, target, source } = await deals();
      const other = await createContact(t, rep.email, {
        first_name: 'Other',
        value_cents: 5,
        currency: 'USD',
      });
      const res = await merge(rep, target.id, {
        source_ids: [source.id, other.id],
        fields: { value_cents: source.id, currency: other.id },
      });
      expect(res.status).toBe(422);
      const message =
        'fields.value_cents and fields.currency must name the same source: a merge takes them together';
      expect(res.body.detail).toBe(`Validation failed: ${message}`);
      expect(res.body.errors).toEqual([{ field: 'fields.currency', message }]);
      expect(await contactIds(rep.workspaceId)).toEqual(
        byId(target, source, other).map((c) => c.id),
      );
      expect(await dealOf(target.id)).toEqual({ value_cents: '700', currency: 'EUR' });
    });
  });

  it('cancels an enrollment in a sequence the target is already in, with its open follow-ups, and moves the others', async () => {
    const rep = await signUp(t, { premium: true });
    const target = await createContact(t, rep.email);
    const source = await createContact(t, rep.email);
    const shared = await createSequence(t, rep.email, { name: 'Shared' });
    const other = await createSequence(t, rep.email, { name: 'Other' });
    const [targetEnrollment] = (await enroll(t, rep.email, shared.id, [target.id])).enrollments;
    const [doubled] = (await enroll(t, rep.email, shared.id, [source.id])).enrollments;
    const [moved] = (await enroll(t, rep.email, other.id, [source.id])).enrollments;
    await t.db.query(
      `UPDATE followups SET completed_at = now() WHERE id = (
         SELECT id FROM followups WHERE enrollment_id = $1 ORDER BY scheduled_for LIMIT 1)
       `,
      [doubled.id],
    );

    const res = await merge(rep, target.id, { source_ids: [source.id] });

    expect(res.status).toBe(200);
    const enrollments = await t.db.query<{ id: string; contact_id: string; status: string }[]>(
      `SELECT id, contact_id, status FROM sequence_enrollments WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [[targetEnrollment.id, doubled.id, moved.id]],
    );
    expect(enrollments).toEqual(
      [
        { id: targetEnrollment.id, contact_id: target.id, status: 'active' },
        { id: doubled.id, contact_id: target.id, status: 'cancelled' },
        { id: moved.id, contact_id: target.id, status: 'active' },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );
    const followups = await t.db.query<{ enrollment_id: string; open: number; done: number }[]>(
      `SELECT enrollment_id, count(*) FILTER (WHERE completed_at IS NULL)::int AS open,
              count(*) FILTER (WHERE completed_at IS NOT NULL)::int AS done
         FROM followups WHERE contact_id = $1 GROUP BY enrollment_id ORDER BY enrollment_id`,
      [target.id],
    );
    // The cancelled enrollment keeps only its completed follow-up, now the target's.
    expect(followups).toEqual(
      [
        { enrollment_id: targetEnrollment.id, open: 3, done: 0 },
        { enrollment_id: doubled.id, open: 0, done: 1 },
        { enrollment_id: moved.id, open: 3, done: 0 },
      ].sort((x, y) => x.enrollment_id.localeCompare(y.enrollment_id)),
    );
  });

  it("answers the kept contact's next follow-up as the merge leaves it, the steps it ends gone", async () => {
    const rep = await signUp(t, { premium: true });
    const target = await createContact(t, rep.email);
    const source = await createContact(t, rep.email);
    const sequence = await createSequence(t, rep.email);
    // The source's steps come first, and the merge ends its enrollment: the target's own stays.
    await enroll(t, rep.email, sequence.id, [source.id]);
    await enroll(t, rep.email, sequence.id, [target.id]);

    const res = await merge(rep, target.id, { source_ids: [source.id] });

    expect(res.status).toBe(200);
    const [{ next }] = await t.db.query<{ next: Date }[]>(
      `SELECT min(scheduled_for) AS next FROM followups
        WHERE contact_id = $1 AND completed_at IS NULL`,
      [target.id],
    );
    expect(res.body.next_followup_at).toBe(next.toISOString());
    const read = await call(t, 'GET', `/contacts/${target.id}`, { as: rep.email });
    expect(res.body).toEqual(read.body);
  });

  it('cancels the later of two sources enrolled in one sequence the target is not in', async () => {
    const rep = await signUp(t, { premium: true });
    const target = await createContact(t, rep.email);
    const early = await createContact(t, rep.email);
    const late = await createContact(t, rep.email);
    const sequence = await createSequence(t, rep.email);
    const [kept] = (await enroll(t, rep.email, sequence.id, [early.id])).enrollments;
    const [ended] = (await enroll(t, rep.email, sequence.id, [late.id])).enrollments;

    const res = await merge(rep, target.id, { source_ids: [late.id, early.id] });

    expect(res.status).toBe(200);
    const rows = await t.db.query<{ id: string; status: string }[]>(
      `SELECT id, status FROM sequence_enrollments WHERE contact_id = $1 ORDER BY enrolled_at`,
      [target.id],
    );
    expect(rows).toEqual([
      { id: kept.id, status: 'active' },
      { id: ended.id, status: 'cancelled' },
    ]);
  });

  it('emits contact.merged naming the merged ids, then contact.deleted for each source', async () => {
    const rep = await signUp(t, { premium: true });
    await t.db.query(
      `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
       VALUES ($1, 'https://93.184.216.34/hook', '{*}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', true)`,
      [rep.workspaceId],
    );
    const target = await createContact(t, rep.email, { first_name: 'Kept' });
    const [a, b] = byId(
      await createContact(t, rep.email, { first_name: 'One' }),
      await createContact(t, rep.email, { first_name: 'Two' }),
    );
    const sequence = await createSequence(t, rep.email);
    await enroll(t, rep.email, sequence.id, [target.id, a.id]);
    await dispatchEvents(t, rep.workspaceId);
    const before = await t.db.query<{ max: string | null }[]>(
      `SELECT max(seq)::text AS max FROM webhook_events WHERE workspace_id = $1`,
      [rep.workspaceId],
    );

    const res = await merge(rep, target.id, { source_ids: [b.id, a.id] });

    expect(res.status).toBe(200);
    await dispatchEvents(t, rep.workspaceId);
    const events = await t.db.query<{ type: string; payload: { data: Record<string, unknown> } }[]>(
      `SELECT type, payload FROM webhook_events WHERE workspace_id = $1 AND seq > $2 ORDER BY seq`,
      [rep.workspaceId, before[0].max ?? 0],
    );
    // The enrollment the merge cancels takes its three open follow-ups with it (both by then the
    // kept contact's, as the enrollment.finished shows).
    expect(events.map((e) => e.type)).toEqual([
      'contact.merged',
      'followup.deleted',
      'followup.deleted',
      'followup.deleted',
      'enrollment.finished',
      'contact.deleted',
      'contact.deleted',
    ]);
    expect(events[0].payload.data).toMatchObject({
      contact: res.body,
      merged_ids: [a.id, b.id],
      request_id: res.headers['x-request-id'],
    });
    expect(events.slice(1, 4).map((e) => e.payload.data.followup)).toEqual(
      Array(3).fill(expect.objectContaining({ contact_id: target.id, status: 'open' })),
    );
    expect(events[4].payload.data).toMatchObject({
      enrollment: { contact_id: target.id, status: 'cancelled' },
    });
    expect(events[5].payload.data).toMatchObject({
      contact: { id: a.id, first_name: a.first_name },
      merged_into: target.id,
    });
    expect(events[6].payload.data).toMatchObject({
      contact: { id: b.id, first_name: b.first_name },
      merged_into: target.id,
    });
  });

  it('takes an API key with contacts:write; contacts:read lists duplicates but cannot merge', async () => {
    const rep = await signUp(t, { premium: true });
    const target = await createContact(t, rep.email, { email: 'twin@example.com' });
    const source = await createContact(t, rep.email, { email: 'twin@example.com' });
    const reader = await createKey(t, rep.email, ['contacts:read']);
    const writer = await createKey(t, rep.email, ['contacts:write']);
    const body = { source_ids: [source.id] };

    const listed = await withKey(t, reader.key, 'GET', '/contacts/duplicates');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    const refused = await withKey(t, reader.key, 'POST', `/contacts/${target.id}/merge`, { body });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Scope 'contacts:write' required");
    expect(await contactIds(rep.workspaceId)).toEqual(byId(target, source).map((c) => c.id));

    const merged = await withKey(t, writer.key, 'POST', `/contacts/${target.id}/merge`, { body });
    expect(merged.status).toBe(200);
    expect(await contactIds(rep.workspaceId)).toEqual([target.id]);
  });

  describe('refuses', () => {
    let rep: Member;
    let target: Contact;
    let source: Contact;

    beforeAll(async () => {
      rep = await signUp(t, { premium: true });
      target = await createContact(t, rep.email, { first_name: 'Target' });
      source = await createContact(t, rep.email, { first_name: 'Source' });
    });

    async function unchanged(): Promise<void> {
      expect(await contactIds(rep.workspaceId)).toEqual(byId(target, source).map((c) => c.id));
      const read = await call(t, 'GET', `/contacts/${target.id}`, { as: rep.email });
      expect(read.body.first_name).toBe('Target');
    }

    it('source_ids that is not a list with 422 saying so', async () => {
      const res = await merge(rep, target.id, { source_ids: source.id });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'source_ids', message: 'source_ids must be an array' },
      ]);
      await unchanged();
    });

    it('a target among its own sources with 422', async () => {
      const res = await merge(rep, target.id, { source_ids: [source.id, target.id] });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(
        'Validation failed: source_ids cannot include the contact merged into',
      );
      expect(res.body.errors).toEqual([
        { field: 'source_ids', message: 'source_ids cannot include the contact merged into' },
      ]);
      await unchanged();
    });

    it('a field taken from a contact that is not a source with 422', async () => {
      const res = await merge(rep, target.id, {
        source_ids: [source.id],
        fields: { email: target.id },
      });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe('Validation failed: fields.email must be one of source_ids');
      expect(res.body.errors).toEqual([
        { field: 'fields.email', message: 'fields.email must be one of source_ids' },
      ]);
      await unchanged();
    });

    it.each([
      ['an unknown field', { tags: 'SOURCE' }, 'fields.tags'],
      ['the stage', { stage: 'SOURCE' }, 'fields.stage'],
      ['a value that is not an id', { email: 'first' }, 'fields.email'],
    ])('%s in fields with 422', async (_label, fields, field) => {
      const picks = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, v === 'SOURCE' ? source.id : v]),
      );
      const res = await merge(rep, target.id, { source_ids: [source.id], fields: picks });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      await unchanged();
    });

    it.each([
      ['no source', { source_ids: [] }],
      ['11 sources', { source_ids: Array.from({ length: 11 }, () => randomUUID()) }],
      ['a repeated source', { source_ids: ['SOURCE', 'SOURCE'] }],
      ['a source that is not an id', { source_ids: ['nope'] }],
    ])('%s with 422', async (_label, body) => {
      const ids = body.source_ids.map((id) => (id === 'SOURCE' ? source.id : id));
      const res = await merge(rep, target.id, { source_ids: ids });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe('source_ids');
      await unchanged();
    });

    it('more than 20 tags in all with 422', async () => {
      const many = await createContact(t, rep.email, {
        tags: Array.from({ length: 20 }, (_, i) => `a${i}`),
      });
      const more = await createContact(t, rep.email, { tags: ['b'] });
      const res = await merge(rep, many.id, { source_ids: [more.id] });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(
        'Validation failed: the merged contacts have 21 distinct tags; a contact carries at most 20',
      );
      expect((await call(t, 'GET', `/contacts/${more.id}`, { as: rep.email })).status).toBe(200);
      await call(t, 'DELETE', `/contacts/${many.id}`, { as: rep.email });
      await call(t, 'DELETE', `/contacts/${more.id}`, { as: rep.email });
    });

    it('an unknown source, an unknown target, another workspace’s contact and a demo contact with 404', async () => {
      const stranger = await signUp(t, { premium: true });
      const theirs = await createContact(t, stranger.email);
      const demo = await demoContactId(t, (await signUp(t)).workspaceId);
      const ownDemo = await demoContactId(t, rep.workspaceId);
      for (const [targetId, sourceIds] of [
        [target.id, [randomUUID()]],
        [target.id, [source.id, randomUUID()]],
        [randomUUID(), [source.id]],
        [target.id, [theirs.id]],
        [theirs.id, [source.id]],
        [target.id, [demo]],
        [target.id, [ownDemo]],
        ['not-an-id', [source.id]],
      ] as const) {
        const res = await merge(rep, targetId, { source_ids: sourceIds });
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Contact not found');
      }
      await unchanged();
      expect(await contactIds(stranger.workspaceId)).toEqual([theirs.id]);
    });

    it('a free workspace with 402', async () => {
      const free = await signUp(t);
      const [a, b] = await t.db.query<{ id: string }[]>(
        `SELECT id FROM contacts WHERE workspace_id = $1 AND is_demo ORDER BY id LIMIT 2`,
        [free.workspaceId],
      );
      const res = await merge(free, a.id, { source_ids: [b.id] });
      expect(res.status).toBe(402);
      const left = await t.db.query(`SELECT 1 FROM contacts WHERE id = ANY($1::uuid[])`, [
        [a.id, b.id],
      ]);
      expect(left).toHaveLength(2);
    });
  });

  describe('under a concurrent write to a source', () => {
    /** Locks a contact's row from a connection of its own, in an open transaction. */
    async function holdContactRow(contactId: string): Promise<pg.Client> {
      const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM contacts WHERE id = $1 FOR UPDATE', [contactId]);
      return blocker;
    }

    /**
     * Waits until `n` statements of the run's database wait on a row lock (the first waiter on the
     * holder's transaction, the others on the row's tuple lock): other lock waits, such as the job
     * queue's advisory locks, are not counted.
     */
    async function waitingOnLocks(n: number): Promise<void> {
      for (let i = 0; i < 200; i++) {
        const [row] = await t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'
              AND wait_event IN ('transactionid', 'tuple')`,
        );
        if (row.n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`fewer than ${n} statements waited on a lock`);
    }

    async function interactionsOf(contactId: string): Promise<string[]> {
      const rows = await t.db.query<{ summary: string }[]>(
        `SELECT summary FROM interactions WHERE contact_id = $1 ORDER BY summary`,
        [contactId],
      );
      return rows.map((r) => r.summary);
    }

    it('a write queued after the merge finds the source gone: 404, nothing written', async () => {
      const rep = await signUp(t, { premium: true });
      const target = await createContact(t, rep.email);
      const source = await createContact(t, rep.email);
      await logInteraction(t, rep.email, source.id, { summary: 'before' });
      const blocker = await holdContactRow(source.id);
      const merging = merge(rep, target.id, { source_ids: [source.id] });
      await waitingOnLocks(1);
      const logging = call(t, 'POST', `/contacts/${source.id}/interactions`, {
        as: rep.email,
        body: { type: 'call', summary: 'after' },
      });
      const patching = call(t, 'PATCH', `/contacts/${source.id}`, {
        as: rep.email,
        body: { company: 'Late Ltd' },
      });
      await waitingOnLocks(3);
      await release(blocker);

      const [merged, logged, patched] = await Promise.all([merging, logging, patching]);

      expect(merged.status).toBe(200);
      expect(logged.status).toBe(404);
      expect(patched.status).toBe(404);
      expect(await interactionsOf(target.id)).toEqual(['before']);
      expect(await interactionsOf(source.id)).toEqual([]);
      expect(merged.body.company).toBeNull();
      expect(await contactIds(rep.workspaceId)).toEqual([target.id]);
    });

    // One write ahead of the merge at a time: with two, the second's place behind the first is
    // PostgreSQL's to keep or not once the first has updated the row (the merge may reach the new
    // version before it), so only the merge's place behind a waiting write is the rule here.
    it('an interaction queued before the merge lands on the source and moves with it', async () => {
      const rep = await signUp(t, { premium: true });
      const target = await createContact(t, rep.email);
      const source = await createContact(t, rep.email);
      const blocker = await holdContactRow(source.id);
      const logging = call(t, 'POST', `/contacts/${source.id}/interactions`, {
        as: rep.email,
        body: { type: 'call', summary: 'raced' },
      });
      await waitingOnLocks(1);
      const merging = merge(rep, target.id, { source_ids: [source.id] });
      await waitingOnLocks(2);
      await release(blocker);

      const [logged, merged] = await Promise.all([logging, merging]);

      expect(logged.status).toBe(200);
      expect(merged.status).toBe(200);
      expect(await interactionsOf(target.id)).toEqual(['raced']);
      expect(await contactIds(rep.workspaceId)).toEqual([target.id]);
    });

    it('an edit queued before the merge lands on the source, and the merge takes its value', async () => {
      const rep = await signUp(t, { premium: true });
      const target = await createContact(t, rep.email);
      const source = await createContact(t, rep.email);
      const blocker = await holdContactRow(source.id);
      const patching = call(t, 'PATCH', `/contacts/${source.id}`, {
        as: rep.email,
        body: { company: 'Early Ltd' },
      });
      await waitingOnLocks(1);
      const merging = merge(rep, target.id, {
        source_ids: [source.id],
        fields: { company: source.id },
      });
      await waitingOnLocks(2);
      await release(blocker);

      const [patched, merged] = await Promise.all([patching, merging]);

      expect(patched.status).toBe(200);
      expect(merged.status).toBe(200);
      expect(merged.body.company).toBe('Early Ltd');
      expect(await contactIds(rep.workspaceId)).toEqual([target.id]);
    });
  });
});
