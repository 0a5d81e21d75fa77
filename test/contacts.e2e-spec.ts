import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMember, createContact, idleFor, signUp, type Member } from './support/factories.js';
import { lostReasonError } from '../src/modules/contacts/contacts.rules.js';
import { DEFAULT_STAGES, DEFAULT_WORKSPACE_STAGES } from '../src/tenancy/stages.js';
import {
  contactSearchCondition,
  contactSearchPattern,
  contactTagCondition,
} from '../src/modules/contacts/contacts.queries.js';
import { call, startApp, type TestApp, useTestApp } from './support/test-app.js';

/**
 * The plan of a list's condition when only `index` may serve it: the table's other indexes are
 * dropped in a transaction that is rolled back, and sequential and plain index scans are priced
 * out. If the condition drifted from the expression the index is built on, the plan would have
 * to filter every row.
 */
async function planWithOnly(
  t: TestApp,
  index: string,
  condition: string,
  params: unknown[],
): Promise<string> {
  let plan = '';
  await t.db
    .transaction(async (manager) => {
      const others = await manager.query<{ name: string }[]>(
        `SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
          WHERE x.indrelid = 'contacts_all'::regclass AND NOT x.indisprimary AND i.relname <> $1`,
        [index],
      );
      for (const { name } of others) await manager.query(`DROP INDEX ${name}`);
      await manager.query('SET LOCAL enable_seqscan = off');
      await manager.query('SET LOCAL enable_indexscan = off');
      const rows = await manager.query<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN SELECT c.id FROM contacts c WHERE ${condition}`,
        params,
      );
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      throw new Error('rolled back');
    })
    .catch((error: Error) => {
      if (error.message !== 'rolled back') throw error;
    });
  return plan;
}

describe('contacts', () => {
  let t: TestApp;
  let rep: Member;
  let other: Member;

  beforeAll(async () => {
    t = await startApp();
    rep = await signUp(t, { premium: true });
    other = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function dbContact(id: string) {
    const [row] = await t.db.query(`SELECT * FROM contacts WHERE id = $1`, [id]);
    return row;
  }

  describe('POST /contacts', () => {
    it('creates a contact with 200, the entry stage, the caller as owner and last_activity_at now', async () => {
      const before = Date.now();
      const res = await call(t, 'POST', '/contacts', {
        as: rep.email,
        body: {
          first_name: '  Ada ',
          last_name: 'Lovelace',
          email: 'ada@engines.example',
          value_cents: 150000,
          tags: ['vip'],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        stage: 'lead',
        owner_id: rep.userId,
        value_cents: 150000,
        tags: ['vip'],
        dormant: false,
        days_inactive: 0,
      });
      expect(Date.parse(res.body.last_activity_at)).toBeGreaterThanOrEqual(before - 1000);
      const row = await dbContact(res.body.id);
      expect(row).toMatchObject({
        workspace_id: rep.workspaceId,
        is_demo: false,
        first_name: 'Ada',
      });
      const moves = await t.db.query(
        `SELECT from_stage, to_stage, moved_by FROM stage_moves WHERE contact_id = $1`,
        [res.body.id],
      );
      expect(moves).toEqual([{ from_stage: null, to_stage: 'lead', moved_by: rep.userId }]);
    });

    it.each([
      [{}, 'first_name'],
      [{ first_name: '' }, 'first_name'],
      [{ first_name: '   ' }, 'first_name'],
      [{ first_name: 'x'.repeat(101) }, 'first_name'],
      [{ first_name: 'Ada', email: 'not-an-email' }, 'email'],
      [{ first_name: 'Ada', value_cents: -1 }, 'value_cents'],
      [{ first_name: 'Ada', value_cents: 1.5 }, 'value_cents'],
      [{ first_name: 'Ada', tags: 'vip' }, 'tags'],
      [{ first_name: 'Ada', owner_id: 'nope' }, 'owner_id'],
    ])('refuses %j with 422 on %s and creates nothing', async (body, field) => {
      const [{ n: before }] = await t.db.query(
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
        [rep.workspaceId],
      );
      const res = await call(t, 'POST', '/contacts', { as: rep.email, body });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      const [{ n: after }] = await t.db.query(
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
        [rep.workspaceId],
      );
      expect(after).toBe(before);
    });

    it('refuses an unknown stage with 422 naming the valid stages', async () => {
      const res = await call(t, 'POST', '/contacts', {
        as: rep.email,
        body: { first_name: 'Ada', stage: 'nirvana' },
      });
      expect(res.status).toBe(422);
      expect(res.body.detail).toContain("Unknown stage 'nirvana'");
      expect(res.body.detail).toContain('lead, contacted');
    });

    it('answers a value of the wrong kind with the kind expected, before its length or range', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ first_name: 5 }, 'first_name', 'first_name must be a string'],
        [{ value_cents: 'x' }, 'value_cents', 'value_cents must be an integer number'],
        [{ tags: 'vip' }, 'tags', 'tags must be an array'],
        [{ email: 5 }, 'email', 'email must be a string'],
        // A value of the right kind still answers what is wrong with it.
        [{ email: 'nope' }, 'email', 'email must be an email'],
        // A quoted local part holds a character at least, as a custom e-mail's does.
        [{ email: '"@b.com' }, 'email', 'email must be an email'],
        [{ email: '""@b.com' }, 'email', 'email must be an email'],
        [
          { first_name: 'x'.repeat(101) },
          'first_name',
          'first_name must be shorter than or equal to 100 characters',
        ],
      ];
      for (const [body, field, message] of cases) {
        const res = await call(t, 'POST', '/contacts', {
          as: rep.email,
          body: { first_name: 'Ada', ...body },
        });
        expect([res.status, res.body.errors]).toEqual([422, [{ field, message }]]);
      }
      const page = await call(t, 'GET', '/contacts?limit=abc', { as: rep.email });
      expect([page.status, page.body.errors]).toEqual([
        422,
        [{ field: 'limit', message: 'limit must be an integer number' }],
      ]);
    });

    describe('a length limit', () => {
      // One character (code point) in two UTF-16 units; and two characters, a heart and its
      // variation selector, which class-validator counted as one.
      const EMOJI = '\u{1F600}';
      const HEART = '\u2764\uFE0F';
      const TOO_LONG = 'first_name must be shorter than or equal to 100 characters';

      async function namesStored(prefix: string) {
        return t.db.query<{ length: number }[]>(
          `SELECT char_length(first_name) AS length FROM contacts
            WHERE workspace_id = $1 AND first_name LIKE $2 || '%' ORDER BY 1`,
          [rep.workspaceId, prefix],
        );
      }

      it('counts characters as code points: exactly the limit in astral characters is taken, one more refused', async () => {
        const taken = await call(t, 'POST', '/contacts', {
          as: rep.email,
          body: { first_name: EMOJI.repeat(100) },
        });
        expect(taken.status).toBe(200);
        expect(taken.body.first_name).toBe(EMOJI.repeat(100));
        const refused = await call(t, 'POST', '/contacts', {
          as: rep.email,
          body: { first_name: EMOJI.repeat(101) },
        });
        expect([refused.status, refused.body.detail]).toEqual([
          422,
          `Validation failed: ${TOO_LONG}`,
        ]);
        expect(refused.body.errors).toEqual([{ field: 'first_name', message: TOO_LONG }]);
        expect(await namesStored(EMOJI)).toEqual([{ length: 100 }]);
      });

      it('counts a variation selector as the character it is, where 51 hearts (102 characters) were taken', async () => {
        const refused = await call(t, 'POST', '/contacts', {
          as: rep.email,
          body: { first_name: HEART.repeat(51) },
        });
        expect([refused.status, refused.body.detail]).toEqual([
          422,
          `Validation failed: ${TOO_LONG}`,
        ]);
        const edited = await call(
          t,
          'PATCH',
          `/contacts/${(await createContact(t, rep.email, { first_name: 'Heart' })).id}`,
          {
            as: rep.email,
            body: { first_name: HEART.repeat(50) },
          },
        );
        expect(edited.status).toBe(200);
        expect(await namesStored(HEART)).toEqual([{ length: 100 }]);
      });

      it('takes a filter value of the limit in astral characters, where it was refused as 200', async () => {
        await createContact(t, other.email, { first_name: EMOJI.repeat(100) });
        const res = await call(t, 'GET', '/contacts', {
          as: other.email,
          query: { 'filter[first_name][eq]': EMOJI.repeat(100) },
        });
        expect(res.status).toBe(200);
        expect(res.body.items.map((c: { first_name: string }) => c.first_name)).toEqual([
          EMOJI.repeat(100),
        ]);
        const over = await call(t, 'GET', '/contacts', {
          as: other.email,
          query: { 'filter[first_name][eq]': EMOJI.repeat(101) },
        });
        expect([over.status, over.body.detail]).toEqual([
          422,
          'Validation failed: filter.first_name.eq must be a text of 1 to 100 characters',
        ]);
      });
    });

    it('refuses tags that list a tag twice, on create and edit, and writes nothing', async () => {
      const refused = [422, 'Validation failed: tags must not list a tag twice'];
      const created = await call(t, 'POST', '/contacts', {
        as: rep.email,
        body: { first_name: 'Twice', tags: ['vip', 'q3', 'vip'] },
      });
      expect([created.status, created.body.detail]).toEqual(refused);
      expect(created.body.errors).toEqual([
        { field: 'tags', message: 'tags must not list a tag twice' },
      ]);
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND first_name = 'Twice'`,
        [rep.workspaceId],
      );
      expect(n).toBe(0);
      const contact = await createContact(t, rep.email, { tags: ['vip'] });
      const edited = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: rep.email,
        body: { tags: ['q3', 'q3'] },
      });
      expect([edited.status, edited.body.detail]).toEqual(refused);
      const [row] = await t.db.query(`SELECT tags FROM contacts WHERE id = $1`, [contact.id]);
      expect(row.tags).toEqual(['vip']);
      // Tags match as stored: differently cased ones are two tags.
      const cased = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: rep.email,
        body: { tags: ['vip', 'VIP'] },
      });
      expect([cased.status, cased.body.tags]).toEqual([200, ['vip', 'VIP']]);
    });

    it('refuses a tag a CSV export could not carry back: whitespace at an end, or the separator', async () => {
      const message =
        "tags must not begin or end with whitespace, nor hold '|', which separates tags in a CSV file";
      const contact = await createContact(t, rep.email, { tags: ['key account'] });
      for (const tags of [['a|b'], [' vip'], ['vip '], ['ok', '\tq3']]) {
        const created = await call(t, 'POST', '/contacts', {
          as: rep.email,
          body: { first_name: 'Edged', tags },
        });
        expect([created.status, created.body.errors]).toEqual([422, [{ field: 'tags', message }]]);
        const edited = await call(t, 'PATCH', `/contacts/${contact.id}`, {
          as: rep.email,
          body: { tags },
        });
        expect([edited.status, edited.body.errors]).toEqual([422, [{ field: 'tags', message }]]);
        const bulk = await call(t, 'POST', '/contacts/bulk', {
          as: rep.email,
          body: { action: 'add_tags', params: { tags }, contact_ids: [contact.id] },
        });
        expect([bulk.status, bulk.body.errors]).toEqual([422, [{ field: 'params.tags', message }]]);
      }
      const [row] = await t.db.query(`SELECT tags FROM contacts WHERE id = $1`, [contact.id]);
      expect(row.tags).toEqual(['key account']);
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND first_name = 'Edged'`,
        [rep.workspaceId],
      );
      expect(n).toBe(0);
      // A tag stored before the rule is still removed by name.
      await t.db.query(`UPDATE contacts SET tags = ARRAY['vip ', 'a|b', 'ok'] WHERE id = $1`, [
        contact.id,
      ]);
      const removed = await call(t, 'POST', '/contacts/bulk', {
        as: rep.email,
        body: {
          action: 'remove_tags',
          params: { tags: ['vip ', 'a|b'] },
          contact_ids: [contact.id],
        },
      });
      expect(removed.status).toBe(200);
      const [left] = await t.db.query(`SELECT tags FROM contacts WHERE id = $1`, [contact.id]);
      expect(left.tags).toEqual(['ok']);
    });

    it('refuses a query parameter given twice as such, not as a value of the wrong type', async () => {
      const twice = await call(t, 'GET', '/contacts?limit=1&limit=2&stage=new&stage=won', {
        as: rep.email,
      });
      expect([twice.status, twice.body.detail, twice.body.errors]).toEqual([
        422,
        'Validation failed: limit is given more than once; stage is given more than once',
        [
          { field: 'limit', message: 'limit is given more than once' },
          { field: 'stage', message: 'stage is given more than once' },
        ],
      ]);
      // An unknown parameter is dropped however often it comes, as a cache-buster would.
      const buster = await call(t, 'GET', '/contacts?limit=1&_=1&_=2', { as: rep.email });
      expect([buster.status, buster.body.items.length]).toEqual([200, 1]);
    });

    it('refuses a parameter written with brackets, which would otherwise be dropped and answer everything', async () => {
      const bracketed = await call(t, 'GET', '/contacts?owner_id[]=me&limit[0]=1&x[]=1', {
        as: rep.email,
      });
      expect([bracketed.status, bracketed.body.errors]).toEqual([
        422,
        [
          {
            field: 'owner_id[]',
            message: 'owner_id[] is not a parameter: give owner_id once, without brackets',
          },
          {
            field: 'limit[0]',
            message: 'limit[0] is not a parameter: give limit once, without brackets',
          },
        ],
      ]);
      // The contact query's own brackets are its parser's.
      const filtered = await call(t, 'GET', '/contacts?filter[stage][eq]=lead&limit=1', {
        as: rep.email,
      });
      expect(filtered.status).toBe(200);
    });

    it('refuses a null stage or pipeline as not a key, rather than as an unknown one', async () => {
      for (const name of ['stage', 'pipeline']) {
        const res = await call(t, 'POST', '/contacts', {
          as: rep.email,
          body: { first_name: 'Ada', [name]: null },
        });
        expect([res.status, res.body.errors]).toEqual([
          422,
          [{ field: name, message: `${name} must be a string` }],
        ]);
      }
      const contact = await createContact(t, rep.email, { first_name: 'Moved' });
      const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: rep.email,
        body: { stage: 'qualified', pipeline: null },
      });
      expect([moved.status, moved.body.errors]).toEqual([
        422,
        [{ field: 'pipeline', message: 'pipeline must be a string' }],
      ]);
    });

    it('accepts another member as owner and refuses a user of another workspace', async () => {
      const colleague = await addMember(t, rep.workspaceId);
      const ok = await call(t, 'POST', '/contacts', {
        as: rep.email,
        body: { first_name: 'A', owner_id: colleague.userId },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.owner_id).toBe(colleague.userId);
      const foreign = await call(t, 'POST', '/contacts', {
        as: rep.email,
        body: { first_name: 'A', owner_id: other.userId },
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body.detail).toContain('owner_id is not a member of this workspace');
    });
  });

  describe('GET /contacts/{id}, PATCH, DELETE', () => {
    it('reads a contact with derived dormancy', async () => {
      const c = await createContact(t, rep.email);
      await idleFor(t, c.id, 20);
      const res = await call(t, 'GET', `/contacts/${c.id}`, { as: rep.email });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: c.id, dormant: true, days_inactive: 20 });
    });

    it('edits fields without touching stage or last_activity_at', async () => {
      const c = await createContact(t, rep.email);
      await idleFor(t, c.id, 3);
      const before = await dbContact(c.id);
      const res = await call(t, 'PATCH', `/contacts/${c.id}`, {
        as: rep.email,
        body: { company: 'Acme', phone: null },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ company: 'Acme', phone: null, stage: 'lead' });
      const after = await dbContact(c.id);
      expect(after.last_activity_at).toEqual(before.last_activity_at);
      expect(after.company).toBe('Acme');
    });

    it('refuses a stage in PATCH (stage changes go through POST /contacts/{id}/stage)', async () => {
      const c = await createContact(t, rep.email);
      const res = await call(t, 'PATCH', `/contacts/${c.id}`, {
        as: rep.email,
        body: { stage: 'won' },
      });
      expect(res.status).toBe(422);
      expect((await dbContact(c.id)).stage).toBe('lead');
    });

    it('deletes with 204, then the contact is 404', async () => {
      const c = await createContact(t, rep.email);
      const res = await call(t, 'DELETE', `/contacts/${c.id}`, { as: rep.email });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(await dbContact(c.id)).toBeUndefined();
      expect((await call(t, 'GET', `/contacts/${c.id}`, { as: rep.email })).status).toBe(404);
    });

    it('hides another workspace’s contact behind 404 on every route and changes nothing', async () => {
      const c = await createContact(t, rep.email);
      const before = await dbContact(c.id);
      const attempts = [
        call(t, 'GET', `/contacts/${c.id}`, { as: other.email }),
        call(t, 'PATCH', `/contacts/${c.id}`, { as: other.email, body: { first_name: 'Mine' } }),
        call(t, 'DELETE', `/contacts/${c.id}`, { as: other.email }),
        call(t, 'POST', `/contacts/${c.id}/stage`, { as: other.email, body: { stage: 'won' } }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Contact not found');
      }
      expect(await dbContact(c.id)).toEqual(before);
    });

    it('answers 404 Contact not found for a malformed id', async () => {
      const res = await call(t, 'GET', '/contacts/not-a-uuid', { as: rep.email });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Contact not found');
    });
  });

  describe('POST /contacts/{id}/stage', () => {
    it('moves the contact, records the move and bumps last_activity_at (committed)', async () => {
      const c = await createContact(t, rep.email);
      await idleFor(t, c.id, 30);
      const res = await call(t, 'POST', `/contacts/${c.id}/stage`, {
        as: rep.email,
        body: { stage: 'qualified' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ stage: 'qualified', dormant: false, days_inactive: 0 });
      const row = await dbContact(c.id);
      expect(row.stage).toBe('qualified');
      expect(Date.now() - new Date(row.last_activity_at).getTime()).toBeLessThan(60_000);
      const moves = await t.db.query(
        `SELECT from_stage, to_stage, moved_by FROM stage_moves WHERE contact_id = $1 ORDER BY moved_at`,
        [c.id],
      );
      expect(moves[1]).toEqual({ from_stage: 'lead', to_stage: 'qualified', moved_by: rep.userId });
    });

    it('refuses an unknown stage with 422 and leaves the contact alone', async () => {
      const c = await createContact(t, rep.email);
      await idleFor(t, c.id, 30);
      const before = await dbContact(c.id);
      const res = await call(t, 'POST', `/contacts/${c.id}/stage`, {
        as: rep.email,
        body: { stage: 'heaven' },
      });
      expect(res.status).toBe(422);
      expect(await dbContact(c.id)).toEqual(before);
    });

    it('refuses a missing stage with 422', async () => {
      const c = await createContact(t, rep.email);
      const res = await call(t, 'POST', `/contacts/${c.id}/stage`, { as: rep.email, body: {} });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe('stage');
    });
  });

  describe('lost_reason', () => {
    const lost = DEFAULT_WORKSPACE_STAGES.find((s) => s.key === 'lost')!;
    const lead = DEFAULT_WORKSPACE_STAGES.find((s) => s.key === 'lead')!;
    const REASONS = { lost_reasons: ['Price', 'Timing'], require_lost_reason: true };

    async function requiringReasons(): Promise<Member> {
      const admin = await signUp(t, { premium: true });
      const res = await call(t, 'PUT', '/settings', {
        as: admin.email,
        body: { dormancy_days: 14, timezone: 'UTC', stages: DEFAULT_STAGES, ...REASONS },
      });
      expect(res.status).toBe(200);
      return admin;
    }

    async function realContacts(workspaceId: string): Promise<number> {
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM contacts_all WHERE workspace_id = $1 AND NOT is_demo`,
        [workspaceId],
      );
      return n;
    }

    it('is taken at creation in a lost stage by the rules of the stage route', async () => {
      const admin = await requiringReasons();
      const refusals: [Record<string, unknown>, string][] = [
        [{ stage: 'lost' }, lostReasonError(REASONS, lost, undefined)!],
        [{ stage: 'lost', lost_reason: 'Weather' }, lostReasonError(REASONS, lost, 'Weather')!],
        [{ stage: 'lead', lost_reason: 'Price' }, lostReasonError(REASONS, lead, 'Price')!],
      ];
      for (const [body, message] of refusals) {
        const res = await call(t, 'POST', '/contacts', {
          as: admin.email,
          body: { first_name: 'X', ...body },
        });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([{ field: 'lost_reason', message }]);
      }
      const upsert = await call(t, 'POST', '/contacts/upsert', {
        as: admin.email,
        body: {
          match_on: 'email',
          contact: { first_name: 'X', email: 'x@example.com', stage: 'lost' },
        },
      });
      expect(upsert.status).toBe(422);
      expect(upsert.body.errors).toEqual([
        { field: 'contact.lost_reason', message: lostReasonError(REASONS, lost, undefined) },
      ]);
      expect(await realContacts(admin.workspaceId)).toBe(0);

      const created = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'X', stage: 'lost', lost_reason: 'Price' },
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ stage: 'lost', lost_reason: 'Price' });
      expect(created.body.closed_at).not.toBeNull();
      const upserted = await call(t, 'POST', '/contacts/upsert', {
        as: admin.email,
        body: {
          match_on: 'email',
          contact: {
            first_name: 'Y',
            email: 'y@example.com',
            stage: 'lost',
            lost_reason: 'Timing',
          },
        },
      });
      expect(upserted.status).toBe(200);
      expect(upserted.body.contact).toMatchObject({ stage: 'lost', lost_reason: 'Timing' });
      const row = await dbContact(created.body.id);
      expect([row.stage, row.lost_reason]).toEqual(['lost', 'Price']);
    });

    it('is kept when the contact is put into its own lost stage again without one', async () => {
      const c = await createContact(t, rep.email);
      const move = (body: Record<string, unknown>) =>
        call(t, 'POST', `/contacts/${c.id}/stage`, { as: rep.email, body });
      expect((await move({ stage: 'lost', lost_reason: 'Price' })).status).toBe(200);
      const again = await move({ stage: 'lost' });
      expect(again.status).toBe(200);
      expect(again.body.lost_reason).toBe('Price');
      expect((await dbContact(c.id)).lost_reason).toBe('Price');
      const changed = await move({ stage: 'lost', lost_reason: 'Timing' });
      expect(changed.body.lost_reason).toBe('Timing');
      const left = await move({ stage: 'lead' });
      expect(left.body.lost_reason).toBeNull();
      const back = await move({ stage: 'lost' });
      expect(back.body.lost_reason).toBeNull();
    });
  });

  describe('GET /contacts', () => {
    let lister: Member;
    const ids: string[] = [];

    beforeAll(async () => {
      lister = await signUp(t, { premium: true });
      const colleague = await addMember(t, lister.workspaceId);
      for (let i = 0; i < 7; i++) {
        const c = await createContact(t, lister.email, {
          first_name: `Lead${i}`,
          company: i === 3 ? 'Needle_Corp 100%' : 'Hay',
          owner_id: i % 2 ? colleague.userId : lister.userId,
          stage: i < 2 ? 'won' : 'lead',
        });
        ids.push(c.id);
      }
      await idleFor(t, ids[5], 40);
      await idleFor(t, ids[6], 15);
    });

    it('lists newest first with keyset pages that stay stable under inserts', async () => {
      const first = await call(t, 'GET', '/contacts', { as: lister.email, query: { limit: '3' } });
      expect(first.status).toBe(200);
      expect(first.body.items.map((c: { id: string }) => c.id)).toEqual([ids[6], ids[5], ids[4]]);
      expect(first.body.next_cursor).toEqual(expect.any(String));
      await createContact(t, lister.email, { first_name: 'Inserted meanwhile' });
      const second = await call(t, 'GET', '/contacts', {
        as: lister.email,
        query: { limit: '3', cursor: first.body.next_cursor },
      });
      expect(second.body.items.map((c: { id: string }) => c.id)).toEqual([ids[3], ids[2], ids[1]]);
      const third = await call(t, 'GET', '/contacts', {
        as: lister.email,
        query: { limit: '3', cursor: second.body.next_cursor },
      });
      expect(third.body.items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
      expect(third.body.next_cursor).toBeNull();
    });

    it('defaults to 50 and caps the limit at 200', async () => {
      expect(
        (await call(t, 'GET', '/contacts', { as: lister.email, query: { limit: '201' } })).status,
      ).toBe(422);
      expect(
        (await call(t, 'GET', '/contacts', { as: lister.email, query: { limit: '0' } })).status,
      ).toBe(422);
      expect(
        (await call(t, 'GET', '/contacts', { as: lister.email, query: { limit: '200' } })).status,
      ).toBe(200);
    });

    it('refuses a forged cursor with 422', async () => {
      const res = await call(t, 'GET', '/contacts', {
        as: lister.email,
        query: { cursor: 'garbage' },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe('cursor');
    });

    it('filters by stage, owner, text and dormancy', async () => {
      const won = await call(t, 'GET', '/contacts', { as: lister.email, query: { stage: 'won' } });
      expect(won.body.items.map((c: { id: string }) => c.id).sort()).toEqual(
        [ids[0], ids[1]].sort(),
      );
      const mine = await call(t, 'GET', '/contacts', {
        as: lister.email,
        query: { owner_id: lister.userId },
      });
      expect(mine.body.items.map((c: { id: string }) => c.id)).toEqual(
        expect.arrayContaining([ids[0], ids[2], ids[4], ids[6]]),
      );
      expect(mine.body.items.every((c: { owner_id: string }) => c.owner_id === lister.userId)).toBe(
        true,
      );
      const text = await call(t, 'GET', '/contacts', {
        as: lister.email,
        query: { q: 'needle_corp 100%' },
      });
      expect(text.body.items.map((c: { id: string }) => c.id)).toEqual([ids[3]]);
      const wildcard = await call(t, 'GET', '/contacts', { as: lister.email, query: { q: '%' } });
      expect(wildcard.body.items.map((c: { id: string }) => c.id)).toEqual([ids[3]]);
      const dormant = await call(t, 'GET', '/contacts', {
        as: lister.email,
        query: { dormant: 'true' },
      });
      expect(dormant.body.items.map((c: { id: string }) => c.id)).toEqual([ids[6], ids[5]]);
      const active = await call(t, 'GET', '/contacts', {
        as: lister.email,
        query: { dormant: 'false' },
      });
      expect(active.body.items.map((c: { id: string }) => c.id)).not.toContain(ids[5]);
      const badStage = await call(t, 'GET', '/contacts', {
        as: lister.email,
        query: { stage: 'zzz' },
      });
      expect(badStage.status).toBe(422);
    });

    it('searches across first and last name, e-mail and company, case-insensitively', async () => {
      const searcher = await signUp(t, { premium: true });
      const ada = await createContact(t, searcher.email, {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@engines.example',
        company: 'Analytical Engines',
      });
      await createContact(t, searcher.email, { first_name: 'Grace', last_name: 'Hopper' });
      for (const q of ['ADA LOVELACE', 'lovelace', 'engines.example', 'analytical eng']) {
        const res = await call(t, 'GET', '/contacts', { as: searcher.email, query: { q } });
        expect({ q, ids: res.body.items.map((c: { id: string }) => c.id) }).toEqual({
          q,
          ids: [ada.id],
        });
      }
      const none = await call(t, 'GET', '/contacts', {
        as: searcher.email,
        query: { q: 'babbage' },
      });
      expect(none.body.items).toEqual([]);
    });

    it('searches with a condition the trigram index serves', async () => {
      // If the searched expression drifted from the one the index is built on, every search would
      // filter contact after contact. With sequential and plain index scans priced out, the only
      // way left to find matches is the trigram index, or a (disabled) sequential scan.
      const plan = await planWithOnly(t, 'contacts_search_trgm', contactSearchCondition('$1'), [
        contactSearchPattern('lovelace'),
      ]);
      expect(plan).toContain('Bitmap Index Scan on contacts_search_trgm');
      expect(plan).not.toContain('Seq Scan');
      // Candidates are checked against the stored text, not a function called for each row.
      expect(plan).toContain(
        "Recheck Cond: ((search_text ~~ '%lovelace%'::text) AND (deleted_at IS NULL))",
      );
    });

    it('searches what a contact is now called, and never shows its search text', async () => {
      const editor = await signUp(t, { premium: true });
      const contact = await createContact(t, editor.email, {
        first_name: 'Mary',
        last_name: 'Jackson',
        company: 'Langley',
      });
      expect(Object.keys(contact)).not.toContain('search_text');
      const edited = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: editor.email,
        body: { last_name: 'Winston', company: null },
      });
      expect(edited.status).toBe(200);
      expect(Object.keys(edited.body)).not.toContain('search_text');
      const search = async (q: string) => {
        const res = await call(t, 'GET', '/contacts', { as: editor.email, query: { q } });
        expect(res.status).toBe(200);
        return res.body.items.map((c: Record<string, unknown>) => {
          expect(Object.keys(c)).not.toContain('search_text');
          return c.id;
        });
      };
      expect(await search('mary winston')).toEqual([contact.id]);
      expect(await search('jackson')).toEqual([]);
      expect(await search('langley')).toEqual([]);
      const [stored] = await t.db.query<{ search_text: string }[]>(
        'SELECT search_text FROM contacts WHERE id = $1',
        [contact.id],
      );
      expect(stored.search_text).toBe('mary winston  ');
    });

    it('lists dormant contacts longest inactive first, with the threshold', async () => {
      const res = await call(t, 'GET', '/contacts/dormant', { as: lister.email });
      expect(res.status).toBe(200);
      expect(res.body.threshold_days).toBe(14);
      expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([ids[5], ids[6]]);
      expect(res.body.items[0]).toMatchObject({ dormant: true, days_inactive: 40 });
      const paged = await call(t, 'GET', '/contacts/dormant', {
        as: lister.email,
        query: { limit: '1' },
      });
      const next = await call(t, 'GET', '/contacts/dormant', {
        as: lister.email,
        query: { limit: '1', cursor: paged.body.next_cursor },
      });
      expect(next.body.items.map((c: { id: string }) => c.id)).toEqual([ids[6]]);
    });

    it("follows the workspace's dormancy_days at read time", async () => {
      await t.db.query(`UPDATE workspaces SET dormancy_days = 30 WHERE id = $1`, [
        lister.workspaceId,
      ]);
      try {
        const res = await call(t, 'GET', '/contacts/dormant', { as: lister.email });
        expect(res.body.threshold_days).toBe(30);
        expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([ids[5]]);
        const c6 = await call(t, 'GET', `/contacts/${ids[6]}`, { as: lister.email });
        expect(c6.body.dormant).toBe(false);
      } finally {
        await t.db.query(`UPDATE workspaces SET dormancy_days = 14 WHERE id = $1`, [
          lister.workspaceId,
        ]);
      }
    });

    it('filters by a tag, matched whole and with its case, combined with the other filters', async () => {
      const tagger = await signUp(t, { premium: true });
      const vip = await createContact(t, tagger.email, { first_name: 'Vip', tags: ['VIP', 'q3'] });
      const wonVip = await createContact(t, tagger.email, {
        first_name: 'Won',
        tags: ['VIP'],
        stage: 'won',
      });
      await createContact(t, tagger.email, { first_name: 'Lower', tags: ['vip'] });
      await createContact(t, tagger.email, { first_name: 'Longer', tags: ['VIPs'] });
      await createContact(t, tagger.email, { first_name: 'None' });
      // Another workspace's contact with the same tag stays out.
      await createContact(t, other.email, { first_name: 'Elsewhere', tags: ['VIP'] });
      const ids = async (query: Record<string, string>) => {
        const res = await call(t, 'GET', '/contacts', { as: tagger.email, query });
        expect(res.status).toBe(200);
        return res.body.items.map((c: { id: string }) => c.id);
      };
      expect(await ids({ tag: 'VIP' })).toEqual([wonVip.id, vip.id]);
      expect(await ids({ tag: 'VIP', stage: 'won' })).toEqual([wonVip.id]);
      expect(await ids({ tag: 'q3' })).toEqual([vip.id]);
      expect(await ids({ tag: 'Q3' })).toEqual([]);
      const paged = await call(t, 'GET', '/contacts', {
        as: tagger.email,
        query: { tag: 'VIP', limit: '1' },
      });
      expect(paged.body.items.map((c: { id: string }) => c.id)).toEqual([wonVip.id]);
      const next = await call(t, 'GET', '/contacts', {
        as: tagger.email,
        query: { tag: 'VIP', limit: '1', cursor: paged.body.next_cursor },
      });
      expect(next.body.items.map((c: { id: string }) => c.id)).toEqual([vip.id]);
    });

    it.each([
      [{ tag: '' }, 'tag must be longer than or equal to 1 characters'],
      [{ tag: 'x'.repeat(41) }, 'tag must be shorter than or equal to 40 characters'],
    ])('refuses the tag filter %j with 422', async (query, message) => {
      const res = await call(t, 'GET', '/contacts', { as: lister.email, query });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'tag', message }]);
    });

    it('filters by tag with a condition the GIN index serves', async () => {
      const plan = await planWithOnly(t, 'contacts_tags_gin', contactTagCondition('$1'), ['VIP']);
      expect(plan).toContain('Bitmap Index Scan on contacts_tags_gin');
      expect(plan).not.toContain('Seq Scan');
    });

    it('never shows another workspace’s contacts', async () => {
      const res = await call(t, 'GET', '/contacts', { as: other.email, query: { limit: '200' } });
      expect(res.body.items.map((c: { id: string }) => c.id)).not.toEqual(
        expect.arrayContaining([ids[0]]),
      );
    });
  });

  it('treats a last_activity_at stored without a zone as UTC', async () => {
    const c = await createContact(t, rep.email);
    // Written through a session in another time zone with a zoneless literal: it means UTC.
    const runner = t.db.createQueryRunner();
    try {
      await runner.query(`SET TIME ZONE 'America/New_York'`);
      await runner.query(
        `UPDATE contacts SET last_activity_at = ($2::timestamp AT TIME ZONE 'UTC') WHERE id = $1`,
        [c.id, new Date(Date.now() - 14 * 86_400_000 - 60_000).toISOString().replace('Z', '')],
      );
    } finally {
      await runner.query('RESET TIME ZONE');
      await runner.release();
    }
    const res = await call(t, 'GET', `/contacts/${c.id}`, { as: rep.email });
    expect(res.body.dormant).toBe(true);
    expect(res.body.days_inactive).toBe(14);
  });

  it('writes its timestamps as ISO 8601 UTC with milliseconds, microseconds truncated, in reads and lists', async () => {
    const c = await createContact(t, rep.email, { last_name: 'Timestampson' });
    await t.db.query(
      `UPDATE contacts SET last_activity_at = '2026-01-02 03:04:05.678999+02',
              created_at = '1999-12-31 23:59:59.9999+00', updated_at = '2026-06-30 12:00:00-05'
        WHERE id = $1`,
      [c.id],
    );
    const expected = {
      last_activity_at: '2026-01-02T01:04:05.678Z',
      created_at: '1999-12-31T23:59:59.999Z',
      updated_at: '2026-06-30T17:00:00.000Z',
    };
    const one = await call(t, 'GET', `/contacts/${c.id}`, { as: rep.email });
    expect(one.body).toMatchObject(expected);
    const list = await call(t, 'GET', '/contacts', { as: rep.email, query: { q: 'Timestampson' } });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ id: c.id, ...expected });
  });
});

describe('forged cursors', () => {
  const t = useTestApp();

  it('answers 422, never 500, for a well-formed cursor holding values of the wrong type', async () => {
    const rep = await signUp(t, { premium: true });
    const forged = Buffer.from(JSON.stringify(['yesterday', 'not-a-uuid'])).toString('base64url');
    for (const path of ['/contacts', '/contacts/dormant']) {
      const res = await call(t, 'GET', path, { as: rep.email, query: { cursor: forged } });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe('cursor');
    }
  });
});
