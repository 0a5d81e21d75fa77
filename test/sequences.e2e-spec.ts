import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { StageChangeReactions } from '../src/modules/contacts/stage-change-reactions.js';
import { DemoService } from '../src/modules/demo/demo.service.js';
import { stepDueAt } from '../src/modules/sequences/step-schedule.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import {
  addMember,
  createContact,
  createSequence,
  enroll,
  idleFor,
  lastActivityOf,
  type Member,
  SAMPLE_STEPS,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { setVisibility } from './support/groups.js';
import { countQueries } from './support/query-counter.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { insertEndpoint } from './support/webhooks.js';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";
const DAY = 86_400_000;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('Sequences', () => {
  let t: TestApp;
  let rep: Member;

  beforeAll(async () => {
    t = await startApp();
    rep = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function followupsOf(contactId: string) {
    return t.db.query<
      {
        id: string;
        title: string;
        scheduled_for: Date;
        completed_at: Date | null;
        enrollment_id: string | null;
        owner_id: string | null;
        created_by: string | null;
      }[]
    >(
      `SELECT id, title, scheduled_for, completed_at, enrollment_id, owner_id, created_by
         FROM followups WHERE contact_id = $1 ORDER BY scheduled_for, title`,
      [contactId],
    );
  }

  async function enrollmentsOf(contactId: string) {
    return t.db.query<{ id: string; sequence_id: string; status: string; ended_at: Date | null }[]>(
      `SELECT id, sequence_id, status, ended_at FROM sequence_enrollments
        WHERE contact_id = $1 ORDER BY enrolled_at`,
      [contactId],
    );
  }

  async function sequenceCount(workspaceId: string): Promise<number> {
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM sequences WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row.n;
  }

  describe('creating, reading, editing', () => {
    it('answers 200 with the sequence, its steps in day order and no enrollments yet', async () => {
      const res = await call(t, 'POST', '/sequences', {
        as: rep.email,
        body: {
          name: '  Inbound demo request  ',
          steps: [
            { day_offset: 7, title: 'Break-up e-mail', channel: 'email' },
            { day_offset: 0, title: '  Call within the hour ', channel: 'call' },
            { day_offset: 3, title: 'Send the deck', channel: 'email' },
            { day_offset: 0, title: 'Connect on LinkedIn', channel: 'task' },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'Inbound demo request',
        steps: [
          { day_offset: 0, title: 'Call within the hour', channel: 'call' },
          { day_offset: 0, title: 'Connect on LinkedIn', channel: 'task' },
          { day_offset: 3, title: 'Send the deck', channel: 'email' },
          { day_offset: 7, title: 'Break-up e-mail', channel: 'email' },
        ],
        enrollment_counts: { active: 0, cancelled: 0, finished: 0 },
        created_by: rep.userId,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      });
      const [row] = await t.db.query(`SELECT * FROM sequences WHERE id = $1`, [res.body.id]);
      expect(row).toMatchObject({
        workspace_id: rep.workspaceId,
        is_demo: false,
        name: 'Inbound demo request',
      });
      const read = await call(t, 'GET', `/sequences/${res.body.id}`, { as: rep.email });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
    });

    it('lists the workspace sequences newest first, paginated, with their enrollment counts', async () => {
      const owner = await signUp(t, { premium: true });
      const first = await createSequence(t, owner.email, { name: 'First' });
      const second = await createSequence(t, owner.email, { name: 'Second' });
      const third = await createSequence(t, owner.email, { name: 'Third' });
      await createSequence(t, rep.email, { name: 'Someone else' });
      const contact = await createContact(t, owner.email);
      await enroll(t, owner.email, second.id, [contact.id]);

      const page1 = await call(t, 'GET', '/sequences', { as: owner.email, query: { limit: '2' } });
      expect(page1.status).toBe(200);
      expect(page1.body.items.map((s: { name: string }) => s.name)).toEqual(['Third', 'Second']);
      expect(page1.body.items[1].enrollment_counts).toEqual({
        active: 1,
        cancelled: 0,
        finished: 0,
      });
      const page2 = await call(t, 'GET', '/sequences', {
        as: owner.email,
        query: { limit: '2', cursor: page1.body.next_cursor },
      });
      expect(page2.body.items.map((s: { id: string }) => s.id)).toEqual([first.id]);
      expect(page2.body.next_cursor).toBeNull();
      expect(third.id).not.toBe(first.id);
    });

    it('renames a sequence and replaces its steps', async () => {
      const sequence = await createSequence(t, rep.email);
      const res = await call(t, 'PATCH', `/sequences/${sequence.id}`, {
        as: rep.email,
        body: { name: 'Renamed', steps: [{ day_offset: 1, title: 'Only step', channel: 'task' }] },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: sequence.id,
        name: 'Renamed',
        steps: [{ day_offset: 1, title: 'Only step', channel: 'task' }],
      });
      const nameOnly = await call(t, 'PATCH', `/sequences/${sequence.id}`, {
        as: rep.email,
        body: { name: 'Again' },
      });
      expect(nameOnly.body.steps).toEqual([{ day_offset: 1, title: 'Only step', channel: 'task' }]);
    });

    it('does not reschedule existing enrollments when the steps change; new enrollments use the new steps', async () => {
      const sequence = await createSequence(t, rep.email);
      const before = await createContact(t, rep.email);
      await enroll(t, rep.email, sequence.id, [before.id]);
      const scheduled = await followupsOf(before.id);
      const res = await call(t, 'PATCH', `/sequences/${sequence.id}`, {
        as: rep.email,
        body: { steps: [{ day_offset: 10, title: 'New single step', channel: 'call' }] },
      });
      expect(res.status).toBe(200);
      expect(await followupsOf(before.id)).toEqual(scheduled);
      const after = await createContact(t, rep.email);
      await enroll(t, rep.email, sequence.id, [after.id]);
      expect((await followupsOf(after.id)).map((f) => f.title)).toEqual(['New single step']);
    });

    it.each([
      ['no name', { steps: SAMPLE_STEPS }, 'name'],
      ['a blank name', { name: '   ', steps: SAMPLE_STEPS }, 'name'],
      ['a name over 120 characters', { name: 'x'.repeat(121), steps: SAMPLE_STEPS }, 'name'],
      ['no steps', { name: 'x' }, 'steps'],
      ['no step at all', { name: 'x', steps: [] }, 'steps'],
      [
        'more than 50 steps',
        {
          name: 'x',
          steps: Array.from({ length: 51 }, () => ({ day_offset: 1, title: 't', channel: 'call' })),
        },
        'steps',
      ],
      ['steps that are not a list', { name: 'x', steps: 'call, email' }, 'steps'],
      [
        'a negative day_offset',
        { name: 'x', steps: [{ day_offset: -1, title: 't', channel: 'call' }] },
        'steps.0.day_offset',
      ],
      [
        'a day_offset over 365',
        { name: 'x', steps: [{ day_offset: 366, title: 't', channel: 'call' }] },
        'steps.0.day_offset',
      ],
      [
        'a fractional day_offset',
        { name: 'x', steps: [{ day_offset: 1.5, title: 't', channel: 'call' }] },
        'steps.0.day_offset',
      ],
      [
        'a day_offset given as text',
        { name: 'x', steps: [{ day_offset: '2', title: 't', channel: 'call' }] },
        'steps.0.day_offset',
      ],
      [
        'a blank step title',
        { name: 'x', steps: [{ day_offset: 0, title: ' ', channel: 'call' }] },
        'steps.0.title',
      ],
      [
        'a step title over 200 characters',
        { name: 'x', steps: [{ day_offset: 0, title: 'x'.repeat(201), channel: 'call' }] },
        'steps.0.title',
      ],
      [
        'an unknown channel',
        { name: 'x', steps: [{ day_offset: 0, title: 't', channel: 'sms' }] },
        'steps.0.channel',
      ],
      [
        'an unknown step field',
        { name: 'x', steps: [{ day_offset: 0, title: 't', channel: 'call', owner: 'me' }] },
        'steps.0.owner',
      ],
      [
        'an unknown field',
        { name: 'x', steps: SAMPLE_STEPS, workspace_id: MISSING },
        'workspace_id',
      ],
    ])('refuses %s with 422 and stores nothing', async (_label, body, field) => {
      const before = await sequenceCount(rep.workspaceId);
      const res = await call(t, 'POST', '/sequences', { as: rep.email, body });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await sequenceCount(rep.workspaceId)).toBe(before);
    });

    it.each([
      ['a null name', { name: null }, 'name'],
      ['a blank name', { name: '' }, 'name'],
      ['no step at all', { steps: [] }, 'steps'],
      ['null steps', { steps: null }, 'steps'],
      ['a bad step', { steps: [{ day_offset: 0, title: 't' }] }, 'steps.0.channel'],
    ])('refuses an edit with %s with 422 and changes nothing', async (_label, body, field) => {
      const sequence = await createSequence(t, rep.email);
      const res = await call(t, 'PATCH', `/sequences/${sequence.id}`, { as: rep.email, body });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      const read = await call(t, 'GET', `/sequences/${sequence.id}`, { as: rep.email });
      expect(read.body).toEqual(sequence);
    });
  });

  describe('enrolling', () => {
    it("schedules one follow-up per step at enrollment time + day_offset days, for the contact's owner, and bumps the contact", async () => {
      const teammate = await addMember(t, rep.workspaceId);
      const sequence = await createSequence(t, rep.email);
      const a = await createContact(t, rep.email, { first_name: 'Ada', last_name: 'Lovelace' });
      const b = await createContact(t, rep.email, { first_name: 'Bob', owner_id: teammate.userId });
      await idleFor(t, a.id, 9);
      await idleFor(t, b.id, 9);

      const res = await call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
        as: rep.email,
        body: { contact_ids: [b.id, a.id] },
      });
      expect(res.status).toBe(200);
      expect(res.body.followups_scheduled).toBe(6);
      expect(res.body.enrollments.map((e: { contact_id: string }) => e.contact_id)).toEqual([
        b.id,
        a.id,
      ]);
      const enrolledAt = new Date(res.body.enrollments[1].enrolled_at);
      expect(res.body.enrollments[1]).toEqual({
        id: expect.any(String),
        sequence_id: sequence.id,
        contact_id: a.id,
        contact: {
          id: a.id,
          name: 'Ada Lovelace',
          first_name: 'Ada',
          last_name: 'Lovelace',
          company: null,
        },
        status: 'active',
        steps_scheduled: 3,
        steps_completed: 0,
        steps_open: 3,
        next_due_at: enrolledAt.toISOString(),
        enrolled_by: rep.userId,
        enrolled_at: expect.stringMatching(/Z$/),
        ended_at: null,
      });

      const followups = await followupsOf(a.id);
      expect(
        followups.map((f) => [f.title, f.scheduled_for.getTime() - enrolledAt.getTime()]),
      ).toEqual([
        ['Intro call', 0],
        ['Send the overview', 2 * DAY],
        ['Check in', 5 * DAY],
      ]);
      expect(new Set(followups.map((f) => f.enrollment_id))).toEqual(
        new Set([res.body.enrollments[1].id]),
      );
      expect(followups.every((f) => f.owner_id === rep.userId && f.created_by === rep.userId)).toBe(
        true,
      );
      expect((await followupsOf(b.id)).map((f) => f.owner_id)).toEqual([
        teammate.userId,
        teammate.userId,
        teammate.userId,
      ]);
      const [bumped] = await t.db.query(
        `SELECT count(*) FILTER (WHERE last_activity_at > now() - interval '1 minute')::int AS n
           FROM contacts WHERE id = ANY($1::uuid[])`,
        [[a.id, b.id]],
      );
      expect(bumped.n).toBe(2);

      const shown = await call(t, 'GET', `/followups/${followups[0].id}`, { as: rep.email });
      expect(shown.body.enrollment_id).toBe(res.body.enrollments[1].id);
    });

    it('keeps the time of day in the workspace time zone when it schedules days ahead', async () => {
      const member = await signUp(t, { premium: true });
      await t.db.query(`UPDATE workspaces SET timezone = 'America/New_York' WHERE id = $1`, [
        member.workspaceId,
      ]);
      const sequence = await createSequence(t, member.email, {
        steps: [
          { day_offset: 45, title: 'Six weeks on', channel: 'call' },
          { day_offset: 200, title: 'Half a year on', channel: 'call' },
        ],
      });
      const contact = await createContact(t, member.email);
      const { enrollments } = await enroll(t, member.email, sequence.id, [contact.id]);
      const enrolledAt = new Date(enrollments[0].enrolled_at as string);
      expect((await followupsOf(contact.id)).map((f) => f.scheduled_for.toISOString())).toEqual([
        stepDueAt(enrolledAt, 45, 'America/New_York').toISOString(),
        stepDueAt(enrolledAt, 200, 'America/New_York').toISOString(),
      ]);
    });

    it('enrolls nobody when one contact is not in the workspace: 404, nothing stored or bumped', async () => {
      const other = await signUp(t, { premium: true });
      const foreign = await createContact(t, other.email);
      const sequence = await createSequence(t, rep.email);
      const mine = await createContact(t, rep.email);
      await idleFor(t, mine.id, 5);
      const before = await lastActivityOf(t, mine.id);
      for (const stranger of [foreign.id, MISSING]) {
        const res = await call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
          as: rep.email,
          body: { contact_ids: [mine.id, stranger] },
        });
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Contact not found');
      }
      expect(await enrollmentsOf(mine.id)).toEqual([]);
      expect(await followupsOf(mine.id)).toEqual([]);
      expect(await followupsOf(foreign.id)).toEqual([]);
      expect(await lastActivityOf(t, mine.id)).toBe(before);
    });

    it("answers 404 for another workspace's sequence, or an id that is not one", async () => {
      const other = await signUp(t, { premium: true });
      const theirs = await createSequence(t, other.email);
      const contact = await createContact(t, rep.email);
      for (const id of [theirs.id, MISSING, 'not-a-uuid']) {
        const enrolled = await call(t, 'POST', `/sequences/${id}/enrollments`, {
          as: rep.email,
          body: { contact_ids: [contact.id] },
        });
        expect(enrolled.status).toBe(404);
        expect(enrolled.body.detail).toBe('Sequence not found');
        for (const [method, url, body] of [
          ['GET', `/sequences/${id}`, undefined],
          ['PATCH', `/sequences/${id}`, { name: 'Mine now' }],
          ['DELETE', `/sequences/${id}`, undefined],
          ['GET', `/sequences/${id}/enrollments`, undefined],
        ] as const) {
          const res = await call(t, method, url, { as: rep.email, body });
          expect({ method, status: res.status, detail: res.body.detail }).toEqual({
            method,
            status: 404,
            detail: 'Sequence not found',
          });
        }
      }
      const [row] = await t.db.query(`SELECT name FROM sequences WHERE id = $1`, [theirs.id]);
      expect(row.name).toBe('Nurture');
      expect(await enrollmentsOf(contact.id)).toEqual([]);
    });

    it.each([
      ['no contact_ids', {}, 'contact_ids must be an array'],
      ['an empty list', { contact_ids: [] }, 'contact_ids must contain at least 1 elements'],
      [
        'more than 100 contacts',
        { contact_ids: Array.from({ length: 101 }, () => MISSING) },
        'contact_ids must contain no more than 100 elements',
      ],
      [
        'a repeated contact',
        { contact_ids: ['REPEAT', 'REPEAT'] },
        'contact_ids must not repeat a contact',
      ],
      [
        'a contact repeated in another case',
        { contact_ids: ['REPEAT', 'UPPER'] },
        'contact_ids must not repeat a contact',
      ],
      ['an id that is not a UUID', { contact_ids: ['bob'] }, 'each of contact_ids must be a UUID'],
      [
        'an id that is not a UUID, twice',
        { contact_ids: ['bob', 'bob'] },
        'each of contact_ids must be a UUID',
      ],
      ['a list that is not one', { contact_ids: 'REPEAT' }, 'contact_ids must be an array'],
      [
        'an unknown field',
        { contact_ids: ['REPEAT'], start_at: '2030-01-01T00:00:00Z' },
        'property start_at should not exist',
      ],
    ])('refuses %s with 422 and enrolls nobody', async (_label, body, message) => {
      const sequence = await createSequence(t, rep.email);
      const contact = await createContact(t, rep.email);
      const payload = JSON.parse(
        JSON.stringify(body)
          .replaceAll('REPEAT', contact.id)
          .replaceAll('UPPER', contact.id.toUpperCase()),
      );
      const res = await call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
        as: rep.email,
        body: payload,
      });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(`Validation failed: ${message}`);
      expect(res.body.errors).toEqual([
        { field: message.startsWith('property') ? 'start_at' : 'contact_ids', message },
      ]);
      expect(await enrollmentsOf(contact.id)).toEqual([]);
      expect(await followupsOf(contact.id)).toEqual([]);
    });

    it.each([
      ['25,000 distinct ids', () => Array.from({ length: 25_000 }, () => randomUUID())],
      ['25,000 copies of one id that is not a UUID', () => Array<string>(25_000).fill('bob')],
    ])('refuses %s by their number, enrolling nobody', async (_label, ids) => {
      const sequence = await createSequence(t, rep.email);
      const contact = await createContact(t, rep.email);
      const res = await call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
        as: rep.email,
        body: { contact_ids: [contact.id, ...ids()] },
      });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(
        'Validation failed: contact_ids must contain no more than 100 elements',
      );
      expect(res.body.errors).toEqual([
        { field: 'contact_ids', message: 'contact_ids must contain no more than 100 elements' },
      ]);
      const [row] = await t.db.query(
        `SELECT count(*)::int AS n FROM sequence_enrollments WHERE sequence_id = $1`,
        [sequence.id],
      );
      expect(row.n).toBe(0);
      expect(await followupsOf(contact.id)).toEqual([]);
    });

    it('refuses a contact already active in the sequence with 409, enrolling none of the others', async () => {
      const sequence = await createSequence(t, rep.email);
      const enrolled = await createContact(t, rep.email);
      const fresh = await createContact(t, rep.email);
      await enroll(t, rep.email, sequence.id, [enrolled.id]);
      await idleFor(t, fresh.id, 3);
      const before = await lastActivityOf(t, fresh.id);

      const again = await call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
        as: rep.email,
        body: { contact_ids: [fresh.id, enrolled.id] },
      });
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe('Contact is already enrolled in this sequence');
      expect(again.body.contact_ids).toEqual([enrolled.id]);
      expect(await enrollmentsOf(fresh.id)).toEqual([]);
      expect(await followupsOf(fresh.id)).toEqual([]);
      expect(await lastActivityOf(t, fresh.id)).toBe(before);
      expect(await followupsOf(enrolled.id)).toHaveLength(3);

      // Another sequence is another enrollment.
      const other = await createSequence(t, rep.email, { name: 'Other' });
      await enroll(t, rep.email, other.id, [enrolled.id]);
      expect(await followupsOf(enrolled.id)).toHaveLength(6);
    });

    it('lets exactly one of concurrent enrollments of the same contact succeed', async () => {
      const sequence = await createSequence(t, rep.email);
      const contact = await createContact(t, rep.email);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
            as: rep.email,
            body: { contact_ids: [contact.id] },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(await enrollmentsOf(contact.id)).toHaveLength(1);
      expect(await followupsOf(contact.id)).toHaveLength(3);
    });

    it('does not deadlock when concurrent requests enroll overlapping contacts in any order', async () => {
      const contacts = await Promise.all(
        Array.from({ length: 4 }, () => createContact(t, rep.email)),
      );
      const ids = contacts.map((c) => c.id);
      const sequences = await Promise.all(
        Array.from({ length: 4 }, (_, i) => createSequence(t, rep.email, { name: `S${i}` })),
      );
      const results = await Promise.all(
        sequences.map((s, i) =>
          call(t, 'POST', `/sequences/${s.id}/enrollments`, {
            as: rep.email,
            body: { contact_ids: i % 2 === 0 ? ids : [...ids].reverse() },
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      for (const id of ids) expect(await followupsOf(id)).toHaveLength(12);
    });

    it('enrolls 100 contacts in a 50-step sequence in one request', async () => {
      const member = await signUp(t, { premium: true });
      const contacts = await t.db.query<{ id: string }[]>(
        `INSERT INTO contacts (workspace_id, first_name, stage, last_activity_at)
         SELECT $1, 'Bulk ' || n, 'lead', now() - interval '20 days' FROM generate_series(1, 100) n
         RETURNING id`,
        [member.workspaceId],
      );
      const sequence = await createSequence(t, member.email, {
        steps: Array.from({ length: 50 }, (_, i) => ({
          day_offset: i * 7,
          title: `Touch ${i + 1}`,
          channel: 'email',
        })),
      });
      const res = await call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
        as: member.email,
        body: { contact_ids: contacts.map((c) => c.id) },
      });
      expect(res.status).toBe(200);
      expect(res.body.followups_scheduled).toBe(5000);
      const [row] = await t.db.query(
        `SELECT count(*)::int AS followups, count(DISTINCT enrollment_id)::int AS enrollments
           FROM followups WHERE workspace_id = $1 AND NOT is_demo`,
        [member.workspaceId],
      );
      expect(row).toEqual({ followups: 5000, enrollments: 100 });
      const dormant = await call(t, 'GET', '/contacts/dormant', { as: member.email });
      expect(dormant.body.items).toEqual([]);
    });
  });

  describe('listing enrollments', () => {
    it('lists them newest first with their progress, filtered by status, in a fixed number of queries', async () => {
      const sequence = await createSequence(t, rep.email);
      const a = await createContact(t, rep.email, { first_name: 'A' });
      const b = await createContact(t, rep.email, { first_name: 'B' });
      const c = await createContact(t, rep.email, { first_name: 'C' });
      await enroll(t, rep.email, sequence.id, [a.id]);
      await enroll(t, rep.email, sequence.id, [b.id]);
      await enroll(t, rep.email, sequence.id, [c.id]);
      const [first] = await followupsOf(a.id);
      await call(t, 'POST', `/followups/${first.id}/complete`, { as: rep.email });
      await call(t, 'DELETE', `/sequences/${sequence.id}/enrollments/${b.id}`, { as: rep.email });

      const all = await call(t, 'GET', `/sequences/${sequence.id}/enrollments`, { as: rep.email });
      expect(all.status).toBe(200);
      expect(
        all.body.items.map((e: Record<string, unknown>) => [
          (e.contact as { name: string }).name,
          e.status,
          e.steps_completed,
          e.steps_open,
        ]),
      ).toEqual([
        ['C', 'active', 0, 3],
        ['B', 'cancelled', 0, 0],
        ['A', 'active', 1, 2],
      ]);
      const second = (await followupsOf(a.id))[1];
      expect(all.body.items[2].next_due_at).toBe(second.scheduled_for.toISOString());
      expect(all.body.items[1].ended_at).toMatch(/Z$/);

      const active = await call(t, 'GET', `/sequences/${sequence.id}/enrollments`, {
        as: rep.email,
        query: { status: 'active', limit: '1' },
      });
      expect(active.body.items.map((e: { contact_id: string }) => e.contact_id)).toEqual([c.id]);
      const rest = await call(t, 'GET', `/sequences/${sequence.id}/enrollments`, {
        as: rep.email,
        query: { status: 'active', limit: '1', cursor: active.body.next_cursor },
      });
      expect(rest.body.items.map((e: { contact_id: string }) => e.contact_id)).toEqual([a.id]);
      expect(rest.body.next_cursor).toBeNull();

      const bad = await call(t, 'GET', `/sequences/${sequence.id}/enrollments`, {
        as: rep.email,
        query: { status: 'paused' },
      });
      expect(bad.status).toBe(422);

      const small = await countQueries(t, () =>
        call(t, 'GET', `/sequences/${sequence.id}/enrollments`, { as: rep.email }),
      );
      const more = await Promise.all(Array.from({ length: 5 }, () => createContact(t, rep.email)));
      await enroll(
        t,
        rep.email,
        sequence.id,
        more.map((m) => m.id),
      );
      const large = await countQueries(t, () =>
        call(t, 'GET', `/sequences/${sequence.id}/enrollments`, { as: rep.email }),
      );
      expect(large).toBe(small);
    });
  });

  describe('taking a contact out', () => {
    it('cancels its open follow-ups, keeps completed ones, marks the enrollment cancelled, and is not activity', async () => {
      const sequence = await createSequence(t, rep.email);
      const contact = await createContact(t, rep.email);
      const { enrollments } = await enroll(t, rep.email, sequence.id, [contact.id]);
      const manual = await scheduleFollowup(t, rep.email, contact.id, { title: 'Manual' });
      const [first] = (await followupsOf(contact.id)).filter((f) => f.enrollment_id);
      await call(t, 'POST', `/followups/${first.id}/complete`, { as: rep.email });
      await idleFor(t, contact.id, 4);
      const before = await lastActivityOf(t, contact.id);

      const res = await call(t, 'DELETE', `/sequences/${sequence.id}/enrollments/${contact.id}`, {
        as: rep.email,
      });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      const left = await followupsOf(contact.id);
      expect(left.map((f) => [f.id, f.enrollment_id])).toEqual([
        [first.id, enrollments[0].id],
        [manual.id, null],
      ]);
      const [stored] = await enrollmentsOf(contact.id);
      expect(stored.status).toBe('cancelled');
      expect(stored.ended_at).toBeInstanceOf(Date);
      expect(await lastActivityOf(t, contact.id)).toBe(before);

      const again = await call(t, 'DELETE', `/sequences/${sequence.id}/enrollments/${contact.id}`, {
        as: rep.email,
      });
      expect(again.status).toBe(404);
      expect(again.body.detail).toBe('Enrollment not found');

      // Out of the sequence, the contact can be enrolled again.
      await enroll(t, rep.email, sequence.id, [contact.id]);
      expect((await enrollmentsOf(contact.id)).map((e) => e.status)).toEqual([
        'cancelled',
        'active',
      ]);
    });

    it("answers 404 for another workspace's contact or sequence, and for ids that are not ones", async () => {
      const other = await signUp(t, { premium: true });
      const theirContact = await createContact(t, other.email);
      const theirSequence = await createSequence(t, other.email);
      await enroll(t, other.email, theirSequence.id, [theirContact.id]);
      const sequence = await createSequence(t, rep.email);
      const contact = await createContact(t, rep.email);
      await enroll(t, rep.email, sequence.id, [contact.id]);

      const cases: [string, string, string][] = [
        [sequence.id, theirContact.id, 'Contact not found'],
        [sequence.id, MISSING, 'Contact not found'],
        [sequence.id, 'nope', 'Contact not found'],
        [theirSequence.id, theirContact.id, 'Sequence not found'],
        [theirSequence.id, contact.id, 'Sequence not found'],
        ['nope', contact.id, 'Sequence not found'],
      ];
      for (const [sequenceId, contactId, detail] of cases) {
        const res = await call(t, 'DELETE', `/sequences/${sequenceId}/enrollments/${contactId}`, {
          as: rep.email,
        });
        expect({ sequenceId, contactId, status: res.status, detail: res.body.detail }).toEqual({
          sequenceId,
          contactId,
          status: 404,
          detail,
        });
      }
      expect((await enrollmentsOf(theirContact.id)).map((e) => e.status)).toEqual(['active']);
      expect((await enrollmentsOf(contact.id)).map((e) => e.status)).toEqual(['active']);
      expect(await followupsOf(theirContact.id)).toHaveLength(3);
    });
  });

  describe('won and lost stages', () => {
    it('finish every active enrollment of the contact and cancel their open follow-ups, in the stage change', async () => {
      const one = await createSequence(t, rep.email, { name: 'One' });
      const two = await createSequence(t, rep.email, { name: 'Two' });
      const contact = await createContact(t, rep.email);
      const bystander = await createContact(t, rep.email);
      await enroll(t, rep.email, one.id, [contact.id, bystander.id]);
      await enroll(t, rep.email, two.id, [contact.id]);
      const manual = await scheduleFollowup(t, rep.email, contact.id, { title: 'Manual' });
      const [done] = (await followupsOf(contact.id)).filter((f) => f.enrollment_id);
      await call(t, 'POST', `/followups/${done.id}/complete`, { as: rep.email });

      const open = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: rep.email,
        body: { stage: 'negotiation' },
      });
      expect(open.status).toBe(200);
      expect((await enrollmentsOf(contact.id)).map((e) => e.status)).toEqual(['active', 'active']);

      const won = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: rep.email,
        body: { stage: 'won' },
      });
      expect(won.status).toBe(200);
      const enrollments = await enrollmentsOf(contact.id);
      expect(enrollments.map((e) => e.status)).toEqual(['finished', 'finished']);
      expect(enrollments.every((e) => e.ended_at instanceof Date)).toBe(true);
      expect((await followupsOf(contact.id)).map((f) => f.id).sort()).toEqual(
        [done.id, manual.id].sort(),
      );
      expect((await enrollmentsOf(bystander.id)).map((e) => e.status)).toEqual(['active']);
      expect(await followupsOf(bystander.id)).toHaveLength(3);

      const listed = await call(t, 'GET', `/sequences/${one.id}/enrollments`, {
        as: rep.email,
        query: { status: 'finished' },
      });
      expect(listed.body.items.map((e: { contact_id: string }) => e.contact_id)).toEqual([
        contact.id,
      ]);
      // The completed step was the first one scheduled: sequence one's intro call.
      expect(listed.body.items[0]).toMatchObject({ steps_completed: 1, steps_open: 0 });
    });

    it("reads the stage's kind from the workspace settings (a custom lost stage counts)", async () => {
      const manager = await signUp(t, { premium: true });
      const settings = await call(t, 'PUT', '/settings', {
        as: manager.email,
        body: {
          dormancy_days: 14,
          timezone: 'UTC',
          stages: [
            { key: 'new', label: 'New', kind: 'open' },
            { key: 'won', label: 'Named won, but open', kind: 'open' },
            { key: 'gone_cold', label: 'Gone cold', kind: 'lost' },
          ],
        },
      });
      expect(settings.status).toBe(200);
      const sequence = await createSequence(t, manager.email);
      const contact = await createContact(t, manager.email);
      await enroll(t, manager.email, sequence.id, [contact.id]);

      await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: manager.email,
        body: { stage: 'won' },
      });
      expect((await enrollmentsOf(contact.id)).map((e) => e.status)).toEqual(['active']);
      const cold = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: manager.email,
        body: { stage: 'gone_cold' },
      });
      expect(cold.status).toBe(200);
      expect((await enrollmentsOf(contact.id)).map((e) => e.status)).toEqual(['finished']);
      expect(await followupsOf(contact.id)).toEqual([]);
    });

    it('leaves enrollments and follow-ups untouched when the stage change fails', async () => {
      const sequence = await createSequence(t, rep.email);
      const contact = await createContact(t, rep.email);
      await enroll(t, rep.email, sequence.id, [contact.id]);
      t.app.get(StageChangeReactions).add({
        onStageChange: (_manager, _scope, change) =>
          change.contact_id === contact.id
            ? Promise.reject(new Error('a later hook fails'))
            : Promise.resolve(undefined),
      });
      const res = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: rep.email,
        body: { stage: 'lost' },
      });
      expect(res.status).toBe(500);
      expect((await enrollmentsOf(contact.id)).map((e) => e.status)).toEqual(['active']);
      expect(await followupsOf(contact.id)).toHaveLength(3);
      const [row] = await t.db.query(`SELECT stage FROM contacts WHERE id = $1`, [contact.id]);
      expect(row.stage).toBe('lead');
    });

    /** The kinds of the default pipeline's stages, `changes` applied (PUT /settings). */
    function settingsWithKinds(changes: Record<string, string>) {
      return {
        dormancy_days: 14,
        timezone: 'UTC',
        stages: DEFAULT_STAGES.map((s) => ({ ...s, kind: changes[s.key] ?? s.kind })),
      };
    }

    async function finishedEvents(workspaceId: string) {
      const rows = await t.db.query<
        { payload: { data: { enrollment: { id: string; contact_id: string; status: string } } } }[]
      >(
        `SELECT payload FROM webhook_events WHERE workspace_id = $1 AND type = 'enrollment.finished'`,
        [workspaceId],
      );
      return rows
        .map(({ payload }) => payload.data.enrollment)
        .sort((a, b) => (a.id < b.id ? -1 : 1));
    }

    it("finish with a stage's kind turned won (PUT /settings): its contacts' enrollments end, announced, their open steps cancelled", async () => {
      const admin = await signUp(t, { premium: true });
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const one = await createSequence(t, admin.email, { name: 'One' });
      const two = await createSequence(t, admin.email, { name: 'Two' });
      const contact = await createContact(t, admin.email, { stage: 'negotiation' });
      const bystander = await createContact(t, admin.email, { stage: 'proposal' });
      await enroll(t, admin.email, one.id, [contact.id, bystander.id]);
      await enroll(t, admin.email, two.id, [contact.id]);
      const manual = await scheduleFollowup(t, admin.email, contact.id, { title: 'Manual' });
      const [done] = (await followupsOf(contact.id)).filter((f) => f.enrollment_id);
      await call(t, 'POST', `/followups/${done.id}/complete`, { as: admin.email });

      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWithKinds({ negotiation: 'won' }),
      });
      expect(res.status).toBe(200);
      const enrollments = await enrollmentsOf(contact.id);
      expect(enrollments.map((e) => e.status)).toEqual(['finished', 'finished']);
      expect(enrollments.every((e) => e.ended_at instanceof Date)).toBe(true);
      expect((await followupsOf(contact.id)).map((f) => f.id).sort()).toEqual(
        [done.id, manual.id].sort(),
      );
      expect((await enrollmentsOf(bystander.id)).map((e) => e.status)).toEqual(['active']);
      expect(await followupsOf(bystander.id)).toHaveLength(3);
      expect(await finishedEvents(admin.workspaceId)).toEqual(
        enrollments
          .map((e) => ({ id: e.id, contact_id: contact.id, status: 'finished' }))
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .map((e) => expect.objectContaining(e)),
      );
    });

    it("finish with a pipeline stage's kind turned lost (PATCH /pipelines/{key})", async () => {
      const admin = await signUp(t, { premium: true });
      const stages = [
        { key: 'renewal-due', label: 'Due', kind: 'open' },
        { key: 'renewal-talks', label: 'Talks', kind: 'open' },
        { key: 'renewed', label: 'Renewed', kind: 'won' },
      ];
      const created = await call(t, 'POST', '/pipelines', {
        as: admin.email,
        body: { key: 'renewals', name: 'Renewals', stages },
      });
      expect(created.status).toBe(201);
      const sequence = await createSequence(t, admin.email);
      const talks = await createContact(t, admin.email, { stage: 'renewal-talks' });
      const due = await createContact(t, admin.email, { stage: 'renewal-due' });
      await enroll(t, admin.email, sequence.id, [talks.id, due.id]);

      const res = await call(t, 'PATCH', '/pipelines/renewals', {
        as: admin.email,
        body: {
          stages: stages.map((s) => (s.key === 'renewal-talks' ? { ...s, kind: 'lost' } : s)),
        },
      });
      expect(res.status).toBe(200);
      expect((await enrollmentsOf(talks.id)).map((e) => e.status)).toEqual(['finished']);
      expect(await followupsOf(talks.id)).toEqual([]);
      expect((await enrollmentsOf(due.id)).map((e) => e.status)).toEqual(['active']);
      expect(await followupsOf(due.id)).toHaveLength(3);
    });

    it('finish for a contact in the trash when it is restored into the stage that turned won, announced after its restore', async () => {
      const admin = await signUp(t, { premium: true });
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const sequence = await createSequence(t, admin.email);
      const trashed = await createContact(t, admin.email, { stage: 'negotiation' });
      const open = await createContact(t, admin.email, { stage: 'proposal' });
      await enroll(t, admin.email, sequence.id, [trashed.id, open.id]);
      const deleted = await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: admin.email });
      expect(deleted.status).toBe(204);
      const turned = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWithKinds({ negotiation: 'won' }),
      });
      expect(turned.status).toBe(200);
      const inTrash = await t.db.query(
        `SELECT status FROM sequence_enrollments_all WHERE contact_id = $1`,
        [trashed.id],
      );
      expect(inTrash).toEqual([{ status: 'active' }]);

      const restored = await call(t, 'POST', `/contacts/${trashed.id}/restore`, {
        as: admin.email,
      });
      expect(restored.status).toBe(200);
      expect((await enrollmentsOf(trashed.id)).map((e) => e.status)).toEqual(['finished']);
      expect(await followupsOf(trashed.id)).toEqual([]);
      // The answer and the event show it as the restore left it: no next follow-up.
      const read = await call(t, 'GET', `/contacts/${trashed.id}`, { as: admin.email });
      expect([restored.body.next_followup_at, read.body.next_followup_at]).toEqual([null, null]);
      expect(restored.body).toEqual(read.body);
      const [event] = await t.db.query<{ contact: { next_followup_at: string | null } }[]>(
        `SELECT payload->'data'->'contact' AS contact FROM webhook_events
          WHERE workspace_id = $1 AND type = 'contact.restored'`,
        [admin.workspaceId],
      );
      expect(event.contact.next_followup_at).toBeNull();
      expect((await enrollmentsOf(open.id)).map((e) => e.status)).toEqual(['active']);
      const types = await t.db.query<{ type: string }[]>(
        `SELECT type FROM webhook_events WHERE workspace_id = $1
            AND type IN ('contact.restored', 'enrollment.finished') ORDER BY created_at, id`,
        [admin.workspaceId],
      );
      expect(types.map((e) => e.type)).toEqual(['contact.restored', 'enrollment.finished']);
    });

    it("leaves the stage's kind, its contacts and their enrollments as they were when ending one fails", async () => {
      const admin = await signUp(t, { premium: true });
      const sequence = await createSequence(t, admin.email);
      const contact = await createContact(t, admin.email, { stage: 'negotiation' });
      await enroll(t, admin.email, sequence.id, [contact.id]);
      t.app.get(StageChangeReactions).add({
        onStageChange: (_manager, _scope, change) =>
          change.contact_id === contact.id
            ? Promise.reject(new Error('a later hook fails'))
            : Promise.resolve(undefined),
      });
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: settingsWithKinds({ negotiation: 'lost' }),
      });
      expect(res.status).toBe(500);
      expect((await enrollmentsOf(contact.id)).map((e) => e.status)).toEqual(['active']);
      expect(await followupsOf(contact.id)).toHaveLength(3);
      const [row] = await t.db.query(`SELECT closed_at FROM contacts WHERE id = $1`, [contact.id]);
      expect(row.closed_at).toBeNull();
      const [workspace] = await t.db.query<{ stages: { key: string; kind: string }[] }[]>(
        `SELECT stages FROM workspaces WHERE id = $1`,
        [admin.workspaceId],
      );
      expect(workspace.stages.find((s) => s.key === 'negotiation')?.kind).toBe('open');
    });
  });

  describe('deleting a sequence', () => {
    it('cancels its open follow-ups, keeps completed ones unlinked, deletes its enrollments', async () => {
      const sequence = await createSequence(t, rep.email);
      const keep = await createSequence(t, rep.email, { name: 'Keep' });
      const contact = await createContact(t, rep.email);
      await enroll(t, rep.email, sequence.id, [contact.id]);
      await enroll(t, rep.email, keep.id, [contact.id]);
      const [done] = (await followupsOf(contact.id)).filter((f) => f.title === 'Intro call');
      await call(t, 'POST', `/followups/${done.id}/complete`, { as: rep.email });

      const res = await call(t, 'DELETE', `/sequences/${sequence.id}`, { as: rep.email });
      expect(res.status).toBe(204);
      expect(await t.db.query(`SELECT 1 FROM sequences WHERE id = $1`, [sequence.id])).toEqual([]);
      const enrollments = await enrollmentsOf(contact.id);
      expect(enrollments.map((e) => e.sequence_id)).toEqual([keep.id]);
      const left = await followupsOf(contact.id);
      expect(left).toHaveLength(4);
      expect(left.find((f) => f.id === done.id)?.enrollment_id).toBeNull();
      expect(left.filter((f) => f.enrollment_id === enrollments[0].id)).toHaveLength(3);

      const again = await call(t, 'DELETE', `/sequences/${sequence.id}`, { as: rep.email });
      expect(again.status).toBe(404);
      expect(again.body.detail).toBe('Sequence not found');
    });

    it('ends every enrollment as taking its contact out does: trashed and hidden contacts included, each announced', async () => {
      const admin = await signUp(t, { premium: true });
      await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
      const member = await addMember(t, admin.workspaceId, 'member');
      await setVisibility(t, admin, 'own', false);
      const mine = await createContact(t, member.email, { first_name: 'Mine' });
      const trashed = await createContact(t, member.email, { first_name: 'Trashed' });
      const hidden = await createContact(t, admin.email, { first_name: 'Hidden' });
      const sequence = await createSequence(t, admin.email);
      await enroll(t, admin.email, sequence.id, [mine.id, trashed.id, hidden.id]);
      const gone = await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: member.email });
      expect(gone.status).toBe(204);
      const open = () =>
        t.db.query<{ contact_id: string }[]>(
          `SELECT contact_id FROM followups_all
            WHERE contact_id = ANY($1::uuid[]) AND completed_at IS NULL ORDER BY contact_id`,
          [[mine.id, trashed.id, hidden.id]],
        );
      expect(await open()).toHaveLength(9);

      const res = await call(t, 'DELETE', `/sequences/${sequence.id}`, { as: member.email });
      expect(res.status).toBe(204);
      expect(await open()).toEqual([]);
      const finished = await t.db.query<
        { payload: { data: { enrollment: { contact_id: string; status: string } } } }[]
      >(
        `SELECT payload FROM webhook_events WHERE workspace_id = $1 AND type = 'enrollment.finished'`,
        [admin.workspaceId],
      );
      // The trashed contact's enrollment ends too, announced by no event, as its contact is not.
      expect(
        finished
          .map(({ payload }) => [
            payload.data.enrollment.contact_id,
            payload.data.enrollment.status,
          ])
          .sort(),
      ).toEqual(
        [
          [mine.id, 'cancelled'],
          [hidden.id, 'cancelled'],
        ].sort(),
      );
      // Their open follow-ups too, before them; the trashed contact's go silently.
      const deleted = await t.db.query<{ type: string; contact: string | null }[]>(
        `SELECT type, payload->'data'->'followup'->>'contact_id' AS contact FROM webhook_events
          WHERE workspace_id = $1 AND type IN ('followup.deleted', 'enrollment.finished')
          ORDER BY created_at, id`,
        [admin.workspaceId],
      );
      expect(deleted.map((e) => e.type)).toEqual([
        ...Array(6).fill('followup.deleted'),
        'enrollment.finished',
        'enrollment.finished',
      ]);
      expect(
        deleted
          .slice(0, 6)
          .map((e) => e.contact)
          .sort(),
      ).toEqual([...Array(3).fill(mine.id), ...Array(3).fill(hidden.id)].sort());
      const restored = await call(t, 'POST', `/contacts/${trashed.id}/restore`, {
        as: admin.email,
      });
      expect(restored.status).toBe(200);
      expect(await followupsOf(trashed.id)).toEqual([]);
      const agenda = await t.db.query(`SELECT 1 FROM followups WHERE contact_id = $1`, [
        trashed.id,
      ]);
      expect(agenda).toEqual([]);
    });

    it('takes its enrollments with a deleted contact', async () => {
      const sequence = await createSequence(t, rep.email);
      const contact = await createContact(t, rep.email);
      await enroll(t, rep.email, sequence.id, [contact.id]);
      await call(t, 'DELETE', `/contacts/${contact.id}`, { as: rep.email });
      expect(await enrollmentsOf(contact.id)).toEqual([]);
      const read = await call(t, 'GET', `/sequences/${sequence.id}`, { as: rep.email });
      expect(read.body.enrollment_counts).toEqual({ active: 0, cancelled: 0, finished: 0 });
    });
  });

  describe('on a free workspace', () => {
    it('shows the demo sequence with enrollments and their follow-ups relative to seeding time', async () => {
      const free = await signUp(t);
      const list = await call(t, 'GET', '/sequences', { as: free.email });
      expect(list.status).toBe(200);
      expect(list.body.items.length).toBeGreaterThan(0);
      const nurture = list.body.items.find(
        (s: { enrollment_counts: { active: number } }) => s.enrollment_counts.active > 0,
      );
      expect(nurture.enrollment_counts).toEqual({ active: 3, cancelled: 0, finished: 1 });

      const enrollments = await call(t, 'GET', `/sequences/${nurture.id}/enrollments`, {
        as: free.email,
      });
      expect(enrollments.status).toBe(200);
      const items = enrollments.body.items as {
        status: string;
        steps_completed: number;
        steps_open: number;
        contact: { name: string };
      }[];
      expect(items).toHaveLength(4);
      expect(items.every((e) => e.contact.name.length > 0)).toBe(true);
      expect(items.filter((e) => e.status === 'active')).toHaveLength(3);
      expect(items.filter((e) => e.status === 'active').every((e) => e.steps_open > 0)).toBe(true);
      expect(items.some((e) => e.steps_completed > 0)).toBe(true);
      const finished = items.find((e) => e.status === 'finished')!;
      expect(finished.steps_open).toBe(0);

      const [row] = await t.db.query(
        `SELECT count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for < now())::int AS overdue,
                count(*) FILTER (WHERE f.completed_at IS NULL AND f.scheduled_for >= now())::int AS upcoming,
                count(*) FILTER (WHERE f.completed_at <= f.scheduled_for)::int AS on_time,
                count(*) FILTER (WHERE f.completed_at > f.scheduled_for)::int AS late,
                count(*) FILTER (WHERE f.created_at > c.last_activity_at)::int AS after_activity
           FROM followups f JOIN contacts c ON c.id = f.contact_id
          WHERE f.workspace_id = $1 AND f.is_demo AND f.enrollment_id IS NOT NULL`,
        [free.workspaceId],
      );
      expect(row.overdue).toBeGreaterThan(0);
      expect(row.upcoming).toBeGreaterThan(0);
      expect(row.on_time).toBeGreaterThan(0);
      expect(row.late).toBeGreaterThan(0);
      expect(row.after_activity).toBe(0);
    });

    it('gives 402 with the upgrade detail on every sequence write and changes nothing', async () => {
      const free = await signUp(t);
      const [sequence] = await t.db.query<{ id: string }[]>(
        `SELECT s.id FROM sequences s JOIN sequence_enrollments e ON e.sequence_id = s.id
          WHERE s.workspace_id = $1 AND e.status = 'active' LIMIT 1`,
        [free.workspaceId],
      );
      const [enrolled] = await t.db.query<{ contact_id: string }[]>(
        `SELECT contact_id FROM sequence_enrollments WHERE sequence_id = $1 AND status = 'active' LIMIT 1`,
        [sequence.id],
      );
      const [other] = await t.db.query<{ id: string }[]>(
        `SELECT id FROM contacts WHERE workspace_id = $1 AND is_demo AND id <> $2 LIMIT 1`,
        [free.workspaceId, enrolled.contact_id],
      );
      const snapshot = () =>
        t.db.query(
          `SELECT (SELECT json_agg(s ORDER BY s.id) FROM sequences s WHERE s.workspace_id = $1) AS sequences,
                  (SELECT json_agg(e ORDER BY e.id) FROM sequence_enrollments e WHERE e.workspace_id = $1) AS enrollments,
                  (SELECT json_agg(f ORDER BY f.id) FROM followups f WHERE f.workspace_id = $1) AS followups`,
          [free.workspaceId],
        );
      const before = await snapshot();
      const writes = [
        call(t, 'POST', '/sequences', { as: free.email, body: { name: 'x', steps: SAMPLE_STEPS } }),
        call(t, 'PATCH', `/sequences/${sequence.id}`, { as: free.email, body: { name: 'x' } }),
        call(t, 'DELETE', `/sequences/${sequence.id}`, { as: free.email }),
        call(t, 'POST', `/sequences/${sequence.id}/enrollments`, {
          as: free.email,
          body: { contact_ids: [other.id] },
        }),
        call(t, 'DELETE', `/sequences/${sequence.id}/enrollments/${enrolled.contact_id}`, {
          as: free.email,
        }),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.status).toBe(402);
        expect(res.body.detail).toBe(PREMIUM_DETAIL);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('wipes the demo sequences with the rest of the demo data and seeds them again at sign-in', async () => {
      const free = await signUp(t);
      const premium = await signUp(t, { premium: true });
      const real = await createSequence(t, premium.email);
      const counts = async () => {
        const [row] = await t.db.query(
          `SELECT (SELECT count(*)::int FROM sequences WHERE workspace_id = $1) AS sequences,
                  (SELECT count(*)::int FROM sequence_enrollments WHERE workspace_id = $1) AS enrollments,
                  (SELECT count(*)::int FROM followups WHERE workspace_id = $1 AND enrollment_id IS NOT NULL) AS followups`,
          [free.workspaceId],
        );
        return row;
      };
      const seeded = await counts();
      expect(seeded.sequences).toBe(2);
      await t.app.get(DemoService).resetAll();
      expect(await counts()).toEqual({ sequences: 0, enrollments: 0, followups: 0 });
      expect((await call(t, 'GET', `/sequences/${real.id}`, { as: premium.email })).status).toBe(
        200,
      );
      await call(t, 'GET', '/me', { as: free.email });
      expect(await counts()).toEqual(seeded);
    });

    it('shows a premium workspace none of its demo sequences', async () => {
      const member = await signUp(t);
      await t.db.query(`UPDATE workspaces SET is_premium = true WHERE id = $1`, [
        member.workspaceId,
      ]);
      const list = await call(t, 'GET', '/sequences', { as: member.email });
      expect(list.body.items).toEqual([]);
      const [demo] = await t.db.query<{ id: string }[]>(
        `SELECT id FROM sequences WHERE workspace_id = $1 AND is_demo LIMIT 1`,
        [member.workspaceId],
      );
      const res = await call(t, 'GET', `/sequences/${demo.id}`, { as: member.email });
      expect(res.status).toBe(404);
    });
  });
});
