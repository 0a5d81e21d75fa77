import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import {
  addMember,
  createContact,
  idleFor,
  lastActivityOf,
  type Member,
  signUp,
} from './support/factories.js';
import { contactsWithEmail as matchStatement } from '../src/modules/contacts/contact-matches.queries.js';
import { call, startApp, type TestApp, uniqueEmail } from './support/test-app.js';
import { maintain } from './support/seed-rows.js';
import {
  holdAfter,
  lowestIdReadLast,
  release,
  releasedTogetherAtContact,
  untilWaitingOnLocks,
  waitersOn,
} from './support/row-lock.js';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";
const MISSING_EMAIL_DETAIL = 'Validation failed: email is required to match on email';

describe('POST /contacts/upsert', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Room for every concurrent upsert below to hold a connection while it waits for its turn.
    t = await startApp({ DATABASE_POOL_SIZE: '30' });
  });
  afterAll(async () => {
    await t.close();
  });

  function upsert(as: string, body: unknown, app: TestApp = t) {
    return call(app, 'POST', '/contacts/upsert', { as, body });
  }

  /** A premium workspace whose contacts are routed round robin over one member, `rep`. */
  async function routedWorkspace(): Promise<{ admin: Member; rep: Member }> {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const res = await call(t, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: [rep.userId] },
    });
    if (res.status !== 200) throw new Error(`routing failed: ${res.status} ${res.text}`);
    return { admin, rep };
  }

  /** How many routing turns the workspace's real contacts have taken. */
  async function turnsTaken(workspaceId: string): Promise<number> {
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT next_index::int AS n FROM routing_rules WHERE workspace_id = $1 AND NOT is_demo`,
      [workspaceId],
    );
    return row.n;
  }

  async function movesOf(contactId: string) {
    return t.db.query(
      `SELECT from_stage, to_stage, moved_by FROM stage_moves WHERE contact_id = $1`,
      [contactId],
    );
  }

  /** The real contacts of a workspace whose e-mail is `email` whatever the case, by id. */
  async function contactsWithEmail(workspaceId: string, email: string) {
    return t.db.query<{ id: string; is_demo: boolean }[]>(
      `SELECT id, is_demo FROM contacts WHERE workspace_id = $1 AND lower(email) = lower($2)
        ORDER BY id`,
      [workspaceId, email],
    );
  }

  async function contactCount(workspaceId: string): Promise<number> {
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row.n;
  }

  describe('no contact has the e-mail', () => {
    it('creates it as POST /contacts does: routed, entered into the pipeline, active now', async () => {
      const { admin, rep } = await routedWorkspace();
      const email = uniqueEmail('ada');
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: ' Ada ', last_name: 'Lovelace', email, tags: ['webinar'] },
      });
      expect(res.status).toBe(200);
      expect(res.body.created).toBe(true);
      expect(res.body.contact).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        stage: 'lead',
        owner_id: rep.userId,
        tags: ['webinar'],
        value_cents: 0,
        dormant: false,
        days_inactive: 0,
      });
      const id = res.body.contact.id as string;
      const read = await call(t, 'GET', `/contacts/${id}`, { as: admin.email });
      expect(res.body.contact).toEqual(read.body);
      expect(res.body.contact.last_activity_at).toBe(res.body.contact.created_at);
      expect(await turnsTaken(admin.workspaceId)).toBe(1);
      expect(await movesOf(id)).toEqual([
        { from_stage: null, to_stage: 'lead', moved_by: admin.userId },
      ]);
    });

    it('places it in the stage given, with its owner and no routing turn when owner_id is given', async () => {
      const { admin } = await routedWorkspace();
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: {
          first_name: 'Grace',
          email: uniqueEmail('grace'),
          stage: 'qualified',
          owner_id: admin.userId,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        created: true,
        contact: { stage: 'qualified', owner_id: admin.userId },
      });
      expect(await turnsTaken(admin.workspaceId)).toBe(0);
      expect(await movesOf(res.body.contact.id)).toEqual([
        { from_stage: null, to_stage: 'qualified', moved_by: admin.userId },
      ]);
    });
  });

  describe('one contact has the e-mail', () => {
    it('edits only the fields given, whatever the case of the e-mail, as PATCH does', async () => {
      const { admin, rep } = await routedWorkspace();
      const stored = `Grace.${uniqueEmail('Hopper')}`;
      const existing = await createContact(t, admin.email, {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: stored,
        company: 'Remington Rand',
        value_cents: 5000,
        tags: ['cobol'],
      });
      await idleFor(t, existing.id, 10);
      const activity = await lastActivityOf(t, existing.id);
      const turns = await turnsTaken(admin.workspaceId);

      const given = `  ${stored.toUpperCase()} `;
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'Amazing Grace', email: given, company: 'US Navy' },
      });
      expect(res.status).toBe(200);
      expect(res.body.created).toBe(false);
      expect(res.body.contact).toMatchObject({
        id: existing.id,
        first_name: 'Amazing Grace',
        last_name: 'Hopper',
        email: given.trim(),
        company: 'US Navy',
        value_cents: 5000,
        tags: ['cobol'],
        stage: 'lead',
        owner_id: rep.userId,
        days_inactive: 10,
      });
      const read = await call(t, 'GET', `/contacts/${existing.id}`, { as: admin.email });
      expect(res.body.contact).toEqual(read.body);
      expect(res.body.contact.updated_at > (existing.updated_at as string)).toBe(true);
      expect(await lastActivityOf(t, existing.id)).toBe(activity);
      expect(await turnsTaken(admin.workspaceId)).toBe(turns);
      expect(await movesOf(existing.id)).toHaveLength(1);
      expect(await contactsWithEmail(admin.workspaceId, stored)).toHaveLength(1);
    });

    it('sets or clears the owner when owner_id is given, as PATCH does', async () => {
      const { admin, rep } = await routedWorkspace();
      const email = uniqueEmail('owned');
      const existing = await createContact(t, admin.email, { email });
      expect(existing.owner_id).toBe(rep.userId);
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'Test', email, owner_id: null },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ created: false, contact: { owner_id: null } });
    });

    it('ignores a stage on a match: the contact stays where it is, with no move recorded', async () => {
      const { admin } = await routedWorkspace();
      const email = uniqueEmail('staged');
      const existing = await createContact(t, admin.email, { email, stage: 'contacted' });
      const activity = await lastActivityOf(t, existing.id);
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'Test', email, stage: 'won' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        created: false,
        contact: { id: existing.id, stage: 'contacted' },
      });
      expect(await movesOf(existing.id)).toEqual([
        { from_stage: null, to_stage: 'contacted', moved_by: admin.userId },
      ]);
      expect(await lastActivityOf(t, existing.id)).toBe(activity);
    });

    it('still refuses an unknown stage on a match, with 422 naming the valid ones', async () => {
      const admin = await signUp(t, { premium: true });
      const email = uniqueEmail('staged');
      const existing = await createContact(t, admin.email, { email });
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'Changed', email, stage: 'nirvana' },
      });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(
        "Validation failed: Unknown stage 'nirvana'. Valid stages: lead, contacted, qualified, proposal, negotiation, won, lost",
      );
      expect(res.body.errors).toEqual([{ field: 'contact.stage', message: expect.any(String) }]);
      const read = await call(t, 'GET', `/contacts/${existing.id}`, { as: admin.email });
      expect(read.body.first_name).toBe('Test');
    });

    it('refuses a placement POST /contacts refuses (pipeline, lost_reason) on a match too, editing nothing', async () => {
      const admin = await signUp(t, { premium: true });
      const email = uniqueEmail('placed');
      const existing = await createContact(t, admin.email, { email });
      const refusals: [Record<string, unknown>, string, string][] = [
        [
          { pipeline: 'nirvana' },
          'contact.pipeline',
          "Validation failed: Unknown pipeline 'nirvana'. Valid pipelines: default",
        ],
        [
          { stage: 'lead', pipeline: 'nirvana' },
          'contact.pipeline',
          "Validation failed: Unknown pipeline 'nirvana'. Valid pipelines: default",
        ],
        [
          { lost_reason: 'Price' },
          'contact.lost_reason',
          'Validation failed: lost_reason is given only with a move into a lost stage',
        ],
      ];
      for (const [placing, field, detail] of refusals) {
        for (const address of [email, uniqueEmail('placed')]) {
          const res = await upsert(admin.email, {
            match_on: 'email',
            contact: { first_name: 'Changed', email: address, ...placing },
          });
          expect(res.status).toBe(422);
          expect(res.body.detail).toBe(detail);
          expect(res.body.errors).toEqual([{ field, message: expect.any(String) }]);
        }
      }
      const [row] = await t.db.query<{ first_name: string }[]>(
        `SELECT first_name FROM contacts WHERE id = $1`,
        [existing.id],
      );
      expect(row.first_name).toBe('Test');
      const [{ n }] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      );
      expect(n).toBe(1);
    });
  });

  describe('what is matched', () => {
    it("never matches a demo contact or another workspace's contact", async () => {
      const admin = await signUp(t, { premium: true });
      const [demo] = await t.db.query<{ id: string; email: string; updated_at: Date }[]>(
        `SELECT id, email, updated_at FROM contacts
          WHERE workspace_id = $1 AND is_demo AND email IS NOT NULL LIMIT 1`,
        [admin.workspaceId],
      );
      expect(demo).toBeDefined();
      const fromDemo = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'Real', email: demo.email },
      });
      expect(fromDemo.status).toBe(200);
      expect(fromDemo.body.created).toBe(true);
      expect(fromDemo.body.contact.id).not.toBe(demo.id);
      const [demoAfter] = await t.db.query(
        `SELECT first_name, updated_at FROM contacts WHERE id = $1`,
        [demo.id],
      );
      expect(demoAfter.updated_at).toEqual(demo.updated_at);

      const neighbour = await signUp(t, { premium: true });
      const email = uniqueEmail('shared');
      const theirs = await createContact(t, neighbour.email, { first_name: 'Theirs', email });
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'Mine', email },
      });
      expect(res.status).toBe(200);
      expect(res.body.created).toBe(true);
      expect(res.body.contact.id).not.toBe(theirs.id);
      const read = await call(t, 'GET', `/contacts/${theirs.id}`, { as: neighbour.email });
      expect(read.body.first_name).toBe('Theirs');
    });

    it('finds the matches along the e-mail index, not through every contact of the workspace', async () => {
      const admin = await signUp(t, { premium: true });
      // A workspace of some size, with statistics, so the plan is chosen on costs that differ.
      await t.db.query(
        `INSERT INTO contacts (workspace_id, is_demo, first_name, email, stage, last_activity_at)
         SELECT $1, false, 'Bulk', 'bulk' || n || '@example.com', 'lead', now()
           FROM generate_series(1, 2000) AS n`,
        [admin.workspaceId],
      );
      await maintain(t, 'ANALYZE contacts_all');
      const match = matchStatement(
        { workspace: { id: admin.workspaceId }, demo: false },
        'Ada@Example.com',
        100,
      );
      // With sequential scans priced out, an index that does not cover lower(email) would still
      // do, reading the whole workspace: only the e-mail index answers the equality itself.
      const plan = await t.db.transaction(async (manager) => {
        await manager.query('SET LOCAL enable_seqscan = off');
        const rows = await manager.query<{ 'QUERY PLAN': string }[]>(
          `EXPLAIN ${match.text}`,
          match.values as unknown[],
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      // A plain or a bitmap scan of it, as the statistics of the moment make it cheaper.
      expect(plan).toMatch(/Index Scan (using|on) contacts_email_idx/);
      expect(plan).toMatch(/Index Cond: .*\(lower\(email\) = 'ada@example\.com'::text\)/);
    });

    it('does not match a contact without an e-mail or with another one', async () => {
      const admin = await signUp(t, { premium: true });
      await createContact(t, admin.email, { first_name: 'Nobody' });
      await createContact(t, admin.email, { email: `x${uniqueEmail('near')}` });
      const email = uniqueEmail('near');
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'New', email },
      });
      expect(res.body.created).toBe(true);
    });
  });

  describe('several contacts have the e-mail', () => {
    it('is 409 listing them, sorted, and writes nothing', async () => {
      const admin = await signUp(t, { premium: true });
      const email = uniqueEmail('twice');
      const first = await createContact(t, admin.email, { email });
      const second = await createContact(t, admin.email, { email: email.toUpperCase() });
      const count = await contactCount(admin.workspaceId);
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'Which', email },
      });
      expect(res.status).toBe(409);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({
        status: 409,
        code: 'conflict',
        detail: '2 contacts match on email; edit the right one by id (PATCH /contacts/{id})',
        contact_ids: [first.id, second.id].sort(),
      });
      expect(await contactCount(admin.workspaceId)).toBe(count);
      const rows = await t.db.query<{ first_name: string }[]>(
        `SELECT first_name FROM contacts WHERE id = ANY($1::uuid[])`,
        [[first.id, second.id]],
      );
      expect(rows.map((r) => r.first_name)).toEqual(['Test', 'Test']);
    });

    // The upsert goes first and waits on the higher of its two matches, held a moment, which it
    // reads first; a bulk action on both comes second, takes the lower and waits on the higher.
    // The upsert locked its matches as it read them, the higher before the lower, the other way
    // round from the bulk action, and one of the two ended with 503.
    it('locks its matches in id order, as a bulk action on them does: both answer, no deadlock', async () => {
      const admin = await signUp(t, { premium: true });
      const email = uniqueEmail('locked');
      const created = [
        (await createContact(t, admin.email, { email })).id,
        (await createContact(t, admin.email, { email })).id,
      ];
      const [lower, higher] = await lowestIdReadLast(t.db, created);
      const [upserted, tagged] = await releasedTogetherAtContact(
        t.db,
        higher,
        () => upsert(admin.email, { match_on: 'email', contact: { first_name: 'Which', email } }),
        () =>
          call(t, 'POST', '/contacts/bulk', {
            as: admin.email,
            body: { action: 'add_tags', params: { tags: ['both'] }, contact_ids: [lower, higher] },
          }),
      );
      expect([upserted.status, tagged.status]).toEqual([409, 200]);
      expect(upserted.body).toMatchObject({
        detail: '2 contacts match on email; edit the right one by id (PATCH /contacts/{id})',
        contact_ids: [lower, higher],
      });
      const rows = await t.db.query<{ first_name: string; tags: string[] }[]>(
        `SELECT first_name, tags FROM contacts WHERE id = ANY($1::uuid[]) ORDER BY id`,
        [[lower, higher]],
      );
      expect(rows).toEqual([
        { first_name: 'Test', tags: ['both'] },
        { first_name: 'Test', tags: ['both'] },
      ]);
    });
  });

  describe('validation', () => {
    let admin: Member;
    beforeAll(async () => {
      admin = await signUp(t, { premium: true });
    });

    const email = 'valid@example.com';
    it.each([
      [
        { contact: { first_name: 'A', email } },
        'match_on',
        'Validation failed: match_on must be one of the following values: email',
      ],
      [
        { match_on: 'phone', contact: { first_name: 'A', email } },
        'match_on',
        'Validation failed: match_on must be one of the following values: email',
      ],
      [{ match_on: 'email' }, 'contact', 'Validation failed: contact must be an object'],
      [
        { match_on: 'email', contact: 'ada' },
        'contact',
        'Validation failed: contact must be an object',
      ],
      [{ match_on: 'email', contact: { first_name: 'A' } }, 'contact.email', MISSING_EMAIL_DETAIL],
      [
        { match_on: 'email', contact: { first_name: 'A', email: null } },
        'contact.email',
        MISSING_EMAIL_DETAIL,
      ],
      [
        { match_on: 'email', contact: { first_name: 'A', email: 'not-an-email' } },
        'contact.email',
        'Validation failed: email must be an email',
      ],
      [
        { match_on: 'email', contact: { email } },
        'contact.first_name',
        'Validation failed: first_name must be a string',
      ],
      [
        { match_on: 'email', contact: { first_name: 'A', email, value_cents: -1 } },
        'contact.value_cents',
        'Validation failed: value_cents must not be less than 0',
      ],
      [
        { match_on: 'email', contact: { first_name: 'A', email, is_demo: true } },
        'contact.is_demo',
        'Validation failed: property is_demo should not exist',
      ],
      [
        { match_on: 'email', contact: { first_name: 'A', email }, workspace_id: 'x' },
        'workspace_id',
        'Validation failed: property workspace_id should not exist',
      ],
    ])('refuses %j with 422 on %s and writes nothing', async (body, field, detail) => {
      const before = await contactCount(admin.workspaceId);
      const res = await upsert(admin.email, body);
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(detail);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await contactCount(admin.workspaceId)).toBe(before);
    });

    it("names the contact's owner by its path when it is not a member", async () => {
      const neighbour = await signUp(t, { premium: true });
      const res = await upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'A', email: uniqueEmail('owner'), owner_id: neighbour.userId },
      });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe('Validation failed: owner_id is not a member of this workspace');
      expect(res.body.errors).toEqual([
        { field: 'contact.owner_id', message: 'owner_id is not a member of this workspace' },
      ]);
    });
  });

  it('is premium: a free workspace gets 402 and nothing is written', async () => {
    const free = await signUp(t);
    const before = await contactCount(free.workspaceId);
    const res = await upsert(free.email, {
      match_on: 'email',
      contact: { first_name: 'A', email: uniqueEmail('free') },
    });
    expect(res.status).toBe(402);
    expect(res.body.detail).toBe(PREMIUM_DETAIL);
    expect(await contactCount(free.workspaceId)).toBe(before);
  });

  describe('an upsert while its match is being deleted', () => {
    /** A delete in flight: the contact trashed by a transaction that has not committed yet. */
    function deleteInFlight(contactId: string, by: Member) {
      return holdAfter({
        text: `UPDATE contacts SET deleted_at = now(), deleted_by = $2 WHERE id = $1`,
        values: [contactId, by.userId],
      });
    }

    it('waits for the delete and creates the contact, where it answered 404 Contact not found', async () => {
      const admin = await signUp(t, { premium: true });
      const email = uniqueEmail('trashed');
      const doomed = await createContact(t, admin.email, { email });
      const blocker = await deleteInFlight(doomed.id, admin);
      const pending = upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'Again', email },
      });
      while ((await waitersOn(blocker)) === 0) await new Promise((r) => setTimeout(r, 10));
      await release(blocker, 'COMMIT');
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body.created).toBe(true);
      expect(res.body.contact.id).not.toBe(doomed.id);
      expect(await contactsWithEmail(admin.workspaceId, email)).toEqual([
        { id: res.body.contact.id, is_demo: false },
      ]);
    });

    // The match, waiting on a contact whose delete then commits, keeps the contact locked though
    // it matches no more, and creates. A pipeline's change holding the settings waits for that
    // contact to move it out of a stage it removes; the creation waited for the settings, and
    // one of the two ended with a deadlock (503).
    it('creates beside a change of the pipeline waiting for the deleted match: both answer', async () => {
      const admin = await signUp(t, { premium: true });
      const extra = { key: 'extra', label: 'Extra', kind: 'open', probability: 50 };
      const shape = (stages: unknown[], more = {}) =>
        call(t, 'PATCH', '/pipelines/default', { as: admin.email, body: { stages, ...more } });
      expect((await shape([...DEFAULT_STAGES, extra])).status).toBe(200);
      const email = uniqueEmail('trashed');
      const doomed = await createContact(t, admin.email, { email, stage: 'extra' });
      const blocker = await deleteInFlight(doomed.id, admin);
      const upserted = upsert(admin.email, {
        match_on: 'email',
        contact: { first_name: 'Again', email },
      });
      await untilWaitingOnLocks(t.db, 1);
      const reshaped = shape([...DEFAULT_STAGES], { move_to: { extra: 'lead' } });
      await untilWaitingOnLocks(t.db, 2);
      await release(blocker, 'COMMIT');
      const [created, changed] = await Promise.all([upserted, reshaped]);
      expect([created.status, created.body.created, changed.status]).toEqual([200, true, 200]);
      const [moved] = await t.db.query(`SELECT stage FROM contacts_all WHERE id = $1`, [doomed.id]);
      expect(moved).toEqual({ stage: 'lead' });
    });
  });

  describe('concurrent upserts of one new e-mail', () => {
    async function expectOneContact(
      admin: Member,
      email: string,
      answers: Awaited<ReturnType<typeof upsert>>[],
    ) {
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
      const ids = new Set(answers.map((r) => r.body.contact.id as string));
      expect(ids.size).toBe(1);
      expect(answers.filter((r) => r.body.created === true)).toHaveLength(1);
      const rows = await contactsWithEmail(admin.workspaceId, email);
      expect(rows).toEqual([{ id: [...ids][0], is_demo: false }]);
      expect(await movesOf(rows[0].id)).toHaveLength(1);
      expect(await turnsTaken(admin.workspaceId)).toBe(1);
    }

    it('create one contact, with one routing turn and one entry move', async () => {
      const { admin } = await routedWorkspace();
      // Every request on a warm connection, so none is held back by a connection being opened.
      await Promise.all(
        Array.from({ length: 10 }, () => call(t, 'GET', '/contacts', { as: admin.email })),
      );
      const email = uniqueEmail('race');
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          upsert(admin.email, {
            match_on: 'email',
            // Each with its own case: the lock folds case as the match does.
            contact: { first_name: `Racer ${i}`, email: i % 2 ? email.toUpperCase() : email },
          }),
        ),
      );
      await expectOneContact(admin, email, answers);
    });

    it('create one contact when they arrive on two instances sharing the database', async () => {
      const other = await startApp({ DATABASE_POOL_SIZE: '30' });
      try {
        const { admin } = await routedWorkspace();
        const email = uniqueEmail('race');
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            upsert(
              admin.email,
              { match_on: 'email', contact: { first_name: `Racer ${i}`, email } },
              i % 2 ? other : t,
            ),
          ),
        );
        await expectOneContact(admin, email, answers);
      } finally {
        await other.close();
      }
    });
  });

  describe('the OpenAPI document', () => {
    it('documents upsertContact under Contacts, with its 409 and an example body that passes', async () => {
      const doc = (await call(t, 'GET', '/openapi.json')).body;
      const operation = doc.paths['/contacts/upsert'].post;
      expect(operation.operationId).toBe('upsertContact');
      expect(operation.tags).toEqual(['Contacts']);
      const conflict = operation.responses['409'].content['application/problem+json'];
      expect(conflict.schema).toEqual({ $ref: '#/components/schemas/Problem' });
      expect(doc.components.schemas.Problem.properties).toHaveProperty('contact_ids');
      expect(conflict.example).toMatchObject({ status: 409, contact_ids: expect.any(Array) });
      expect(Object.keys(operation.responses).sort()).toEqual(
        expect.arrayContaining(['200', '401', '402', '409', '422']),
      );

      const admin = await signUp(t, { premium: true });
      const examples = Object.values<{ value: unknown }>(
        operation.requestBody.content['application/json'].examples,
      );
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) {
        const res = await upsert(admin.email, example.value);
        expect([res.status, res.body.created]).toEqual([200, true]);
      }
    });
  });
});
