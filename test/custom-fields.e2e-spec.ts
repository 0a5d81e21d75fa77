import { beforeAll, describe, expect, it } from '@jest/globals';
import { addMember, createContact, signUp, type Member } from './support/factories.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { call, useTestApp } from './support/test-app.js';
import { waitFor } from './support/filter-index.js';
import {
  holdAfter,
  holdWorkspaceRow,
  release,
  untilWaitingOnLocks,
  waitersOn,
} from './support/row-lock.js';

/** A definition body with the type's needs filled in. */
function field(key: string, type: string, extra: Record<string, unknown> = {}) {
  const options =
    type === 'select' || type === 'multi_select'
      ? {
          options: [
            { id: 'a', label: 'Alpha' },
            { id: 'b', label: 'Beta' },
            { label: 'Gamma Ray' },
          ],
        }
      : {};
  return { key, label: key.toUpperCase(), type, ...options, ...extra };
}

/** `https://a.com/` and a path of emoji, `length` characters in all. */
const astralUrl = (length: number) => `https://a.com/${'\u{1F600}'.repeat(length - 14)}`;

describe('Custom fields', () => {
  const t = useTestApp();

  /**
   * Runs `change` (of the definitions), then `write`, while the workspace's row is held: the change
   * waits for it first, and the write, whose request read the definitions as it began, holds the
   * settings behind it. The change commits between the write's reading of the definitions and its
   * statement. Answers both.
   */
  async function changedFirst(
    member: Member,
    change: () => ReturnType<typeof call>,
    write: () => ReturnType<typeof call>,
  ) {
    const blocker = await holdWorkspaceRow(member.workspaceId);
    const changing = change();
    await waitFor(async () => (await waitersOn(blocker)) === 1);
    const writing = write();
    await untilWaitingOnLocks(t.db, 2);
    await release(blocker);
    return Promise.all([changing, writing]);
  }

  async function define(admin: Member, body: Record<string, unknown>) {
    const res = await call(t, 'POST', '/custom-fields', { as: admin.email, body });
    if (res.status !== 201) throw new Error(`define failed: ${res.status} ${res.text}`);
    return res.body;
  }

  async function storedCustom(contactId: string) {
    const [row] = await t.db.query<{ custom: Record<string, unknown> }[]>(
      `SELECT custom FROM contacts WHERE id = $1`,
      [contactId],
    );
    return row.custom;
  }

  describe('definitions', () => {
    it('are created with their defaults, listed in order, and another workspace never sees them', async () => {
      const admin = await signUp(t, { premium: true });
      const created = await define(admin, field('industry', 'select'));
      expect(created).toEqual({
        id: expect.any(String),
        key: 'industry',
        label: 'INDUSTRY',
        description: null,
        type: 'select',
        options: [
          { id: 'a', label: 'Alpha' },
          { id: 'b', label: 'Beta' },
          { id: 'gamma_ray', label: 'Gamma Ray' },
        ],
        required: false,
        filterable: false,
        filter_index: null,
        position: 0,
        archived_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      // A workspace this small has a field's filter index filled as it becomes filterable.
      expect(await define(admin, field('arr', 'number', { filterable: true }))).toMatchObject({
        filterable: true,
        filter_index: 'ready',
      });
      const member = await addMember(t, admin.workspaceId);
      const list = await call(t, 'GET', '/custom-fields', { as: member.email });
      expect(list.status).toBe(200);
      expect(
        list.body.items.map((f: { key: string; position: number }) => [f.key, f.position]),
      ).toEqual([
        ['industry', 0],
        ['arr', 1],
      ]);

      const other = await signUp(t, { premium: true });
      expect((await call(t, 'GET', '/custom-fields', { as: other.email })).body.items).toEqual([]);
      const patch = await call(t, 'PATCH', '/custom-fields/industry', {
        as: other.email,
        body: { label: 'Mine' },
      });
      expect(patch.status).toBe(404);
      expect(patch.body.detail).toBe('Custom field not found');
      const contact = await createContact(t, other.email, { custom: { industry: 'a' } }).catch(
        (e: Error) => e.message,
      );
      expect(contact).toContain('custom.industry is not a custom field of this workspace');
    });

    async function page(admin: Member, query: Record<string, string>) {
      const res = await call(t, 'GET', '/custom-fields', { as: admin.email, query });
      expect(res.status).toBe(200);
      return {
        keys: (res.body.items as { key: string }[]).map((f) => f.key),
        items: res.body.items as unknown[],
        next_cursor: res.body.next_cursor as string | null,
      };
    }

    it('are listed 50 a page unless ?limit says otherwise, by position then key, page by page', async () => {
      const admin = await signUp(t, { premium: true });
      // Two at one position: the key orders them.
      await define(admin, field('b', 'text', { position: 0 }));
      await define(admin, field('a', 'text', { position: 0 }));
      const more = Array.from({ length: 53 }, (_, i) => `f${String(i).padStart(2, '0')}`);
      for (const key of more) await define(admin, field(key, 'text'));
      const whole = await page(admin, { limit: '200' });
      expect(whole.keys).toEqual(['a', 'b', ...more]);
      expect(whole.next_cursor).toBeNull();
      const first = await page(admin, {});
      expect(first.items).toEqual(whole.items.slice(0, 50));
      expect(first.next_cursor).toEqual(expect.any(String));
      const rest = await page(admin, { cursor: first.next_cursor! });
      expect(rest).toEqual({
        keys: more.slice(48),
        items: whole.items.slice(50),
        next_cursor: null,
      });
      const tie = await page(admin, { limit: '1' });
      expect(tie.keys).toEqual(['a']);
      expect((await page(admin, { limit: '1', cursor: tie.next_cursor! })).keys).toEqual(['b']);
    });

    it('keep their place under inserts: a page goes on after the last field shown', async () => {
      const admin = await signUp(t, { premium: true });
      for (const key of ['c', 'd', 'e']) await define(admin, field(key, 'text'));
      const first = await page(admin, { limit: '2' });
      expect(first.keys).toEqual(['c', 'd']);
      // One before the page's end (position 0, key a), one after it (last).
      await define(admin, field('a', 'text', { position: 0 }));
      await define(admin, field('z', 'text'));
      const second = await page(admin, { limit: '2', cursor: first.next_cursor! });
      expect(second).toMatchObject({ keys: ['e', 'z'], next_cursor: null });
    });

    it('refuse a limit out of 1-200 and a cursor they did not hand out with 422', async () => {
      const admin = await signUp(t, { premium: true });
      const forged = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
      const refusals: [Record<string, string>, string][] = [
        [{ limit: '0' }, 'limit'],
        [{ limit: '201' }, 'limit'],
        [{ cursor: 'nope' }, 'cursor'],
        [{ cursor: forged(['0']) }, 'cursor'],
        [{ cursor: forged(['first', 'industry']) }, 'cursor'],
        [{ cursor: forged([0, 'industry']) }, 'cursor'],
        [{ cursor: forged(['0', 'a\u0000b']) }, 'cursor'],
      ];
      for (const [query, field] of refusals) {
        const res = await call(t, 'GET', '/custom-fields', { as: admin.email, query });
        expect([query, res.status, res.body.errors?.[0]?.field]).toEqual([query, 422, field]);
      }
      const cursor = await call(t, 'GET', '/custom-fields', {
        as: admin.email,
        query: { cursor: 'nope' },
      });
      expect(cursor.body.detail).toBe(
        'Validation failed: cursor is not a next_cursor returned by this list',
      );
    });

    it('are read on a free workspace, and defining one there is 402; members get 403', async () => {
      const free = await signUp(t);
      const list = await call(t, 'GET', '/custom-fields', { as: free.email });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ items: [], next_cursor: null });
      const res = await call(t, 'POST', '/custom-fields', {
        as: free.email,
        body: field('x', 'text'),
      });
      expect(res.status).toBe(402);
      const premium = await signUp(t, { premium: true });
      const member = await addMember(t, premium.workspaceId);
      const forbidden = await call(t, 'POST', '/custom-fields', {
        as: member.email,
        body: field('x', 'text'),
      });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.detail).toBe('Managers only');
    });

    it('refuses a taken key, a built-in name, a type change and a key change', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('tier', 'text'));
      const taken = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: field('tier', 'number'),
      });
      expect(taken.status).toBe(409);
      expect(taken.body.detail).toBe(
        "A custom field with key 'tier' already exists in this workspace (archived ones included)",
      );
      const builtIn = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: field('email', 'text'),
      });
      expect(builtIn.status).toBe(422);
      expect(builtIn.body.errors).toEqual([
        { field: 'key', message: "key 'email' is the name of a built-in contact field" },
      ]);
      // So are the fields a contact in the trash is answered with, and those every answer has.
      for (const key of ['deleted_at', 'deleted_by', 'bulk_operation_id', 'id', 'custom']) {
        const res = await call(t, 'POST', '/custom-fields', {
          as: admin.email,
          body: field(key, 'text'),
        });
        expect([key, res.status, res.body.errors]).toEqual([
          key,
          422,
          [{ field: 'key', message: `key '${key}' is the name of a built-in contact field` }],
        ]);
      }
      const member = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: field('constructor', 'text'),
      });
      expect(member.status).toBe(422);
      expect(member.body.errors).toEqual([
        {
          field: 'key',
          message: "key 'constructor' is reserved: every object already has a member of that name",
        },
      ]);
      const badKey = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: field('Bad Key', 'text'),
      });
      expect(badKey.status).toBe(422);
      expect(badKey.body.errors[0].field).toBe('key');
      const type = await call(t, 'PATCH', '/custom-fields/tier', {
        as: admin.email,
        body: { type: 'number' },
      });
      expect(type.status).toBe(409);
      expect(type.body.detail).toBe(
        "A custom field's type never changes; archive it and create a field of the other type",
      );
      // What is no type at all is a bad value, not a change of type.
      for (const notAType of ['banana', null]) {
        const res = await call(t, 'PATCH', '/custom-fields/tier', {
          as: admin.email,
          body: { type: notAType },
        });
        expect(res.status).toBe(422);
        expect(res.body.errors[0].field).toBe('type');
      }
      const key = await call(t, 'PATCH', '/custom-fields/tier', {
        as: admin.email,
        body: { key: 'level' },
      });
      expect(key.status).toBe(422);
      expect(key.body.errors).toEqual([
        { field: 'key', message: "key: a custom field's key never changes" },
      ]);
      const [row] = await t.db.query(
        `SELECT type FROM custom_fields WHERE workspace_id = $1 AND key = 'tier'`,
        [admin.workspaceId],
      );
      expect(row.type).toBe('text');
    });

    it('refuses null where a definition needs a value, and changes nothing; a null description clears it', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('stage_note', 'select', { options: [{ id: 'a', label: 'A' }] }));
      const before = await t.db.query(
        `SELECT label, options, required, filterable, position FROM custom_fields
          WHERE workspace_id = $1 AND key = 'stage_note'`,
        [admin.workspaceId],
      );
      for (const [name, message] of [
        ['label', 'label must be a string'],
        ['options', 'options must be an array'],
        ['required', 'required must be a boolean value'],
        ['filterable', 'filterable must be a boolean value'],
        ['position', 'position must be an integer number'],
      ]) {
        const res = await call(t, 'PATCH', '/custom-fields/stage_note', {
          as: admin.email,
          body: { [name]: null },
        });
        expect([name, res.status, res.body.errors]).toEqual([
          name,
          422,
          [{ field: name, message }],
        ]);
      }
      const created = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: { ...field('other', 'text'), required: null },
      });
      expect([created.status, created.body.errors]).toEqual([
        422,
        [{ field: 'required', message: 'required must be a boolean value' }],
      ]);
      // An option's id or colour: null is no id (the option would be a new one) and no colour.
      for (const [name, message] of [
        ['id', 'id must be a string'],
        ['color', 'color must be a string'],
      ]) {
        const res = await call(t, 'PATCH', '/custom-fields/stage_note', {
          as: admin.email,
          body: { options: [{ id: 'a', label: 'A', [name]: null }] },
        });
        expect([name, res.status, res.body.errors]).toEqual([
          name,
          422,
          [{ field: `options.0.${name}`, message }],
        ]);
      }
      expect(
        await t.db.query(
          `SELECT label, options, required, filterable, position FROM custom_fields
            WHERE workspace_id = $1 AND key = 'stage_note'`,
          [admin.workspaceId],
        ),
      ).toEqual(before);
      await call(t, 'PATCH', '/custom-fields/stage_note', {
        as: admin.email,
        body: { description: 'Why it stalled' },
      });
      const cleared = await call(t, 'PATCH', '/custom-fields/stage_note', {
        as: admin.email,
        body: { description: null },
      });
      expect([cleared.status, cleared.body.description]).toEqual([200, null]);
    });

    it('places a new field last within the positions a request may give, so its answer can be sent back', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('first', 'text', { position: 10_000 }));
      const created = await define(admin, field('second', 'text'));
      expect(created.position).toBe(10_000);
      const sentBack = await call(t, 'PATCH', '/custom-fields/second', {
        as: admin.email,
        body: { position: created.position },
      });
      expect([sentBack.status, sentBack.body.position]).toEqual([200, 10_000]);
      expect(
        await t.db.query(
          `SELECT key, position FROM custom_fields WHERE workspace_id = $1 ORDER BY key`,
          [admin.workspaceId],
        ),
      ).toEqual([
        { key: 'first', position: 10_000 },
        { key: 'second', position: 10_000 },
      ]);
      const list = await call(t, 'GET', '/custom-fields', { as: admin.email });
      expect(list.body.items.map((f: { key: string }) => f.key)).toEqual(['first', 'second']);
    });
  });

  describe('values on contacts', () => {
    let admin: Member;
    let memberId: string;

    beforeAll(async () => {
      admin = await signUp(t, { premium: true });
      memberId = (await addMember(t, admin.workspaceId)).userId;
      for (const type of [
        'text',
        'long_text',
        'number',
        'currency',
        'date',
        'datetime',
        'boolean',
        'select',
        'multi_select',
        'url',
        'email',
        'phone',
        'user',
      ]) {
        await define(admin, field(`f_${type}`, type));
      }
    });

    const GOOD: Record<string, unknown> = {
      f_text: 'Hello',
      f_long_text: 'x'.repeat(20_000),
      f_number: 1234.5,
      f_currency: { amount_minor: 150000, currency: 'EUR' },
      f_date: '2026-02-28',
      f_datetime: '2026-02-28T10:00:00+01:00',
      f_boolean: false,
      f_select: 'b',
      f_multi_select: ['gamma_ray', 'a'],
      f_url: 'https://example.com/deal',
      f_email: 'buyer@example.com',
      f_phone: '+44 20 7946 0958',
    };

    it('accepts a value of each type and answers every active field, null when unset', async () => {
      const contact = await createContact(t, admin.email, {
        custom: { ...GOOD, f_user: memberId },
      });
      expect(contact.custom).toEqual({
        ...GOOD,
        f_datetime: '2026-02-28T09:00:00.000Z',
        f_user: memberId,
      });
      const quoted = await createContact(t, admin.email, { custom: { f_email: '"a b"@c.com' } });
      expect(await storedCustom(quoted.id)).toEqual({ f_email: '"a b"@c.com' });
      // 62 letters and an é: 64 bytes before the @, the most it takes.
      const longest = `${'a'.repeat(62)}\u00e9@c.com`;
      const atBound = await createContact(t, admin.email, { custom: { f_email: longest } });
      expect(await storedCustom(atBound.id)).toEqual({ f_email: longest });
      const cleared = await createContact(t, admin.email, {
        custom: { f_text: '  ', f_number: null },
      });
      expect(await storedCustom(cleared.id)).toEqual({});
      const bare = await createContact(t, admin.email);
      expect(Object.values(bare.custom as object).every((v) => v === null)).toBe(true);
      expect(Object.keys(bare.custom as object)).toHaveLength(13);
    });

    const BAD: [string, unknown, string][] = [
      ['f_text', 'x'.repeat(1_001), 'must be a text of at most 1000 characters'],
      ['f_text', 12, 'must be a text of at most 1000 characters'],
      ['f_text', '😀'.repeat(1_001), 'must be a text of at most 1000 characters'],
      ['f_long_text', 'x'.repeat(20_001), 'must be a text of at most 20000 characters'],
      ['f_number', '12', 'must be a finite number of at most 15 significant digits'],
      ['f_number', 0.1234567890123456, 'must be a finite number of at most 15 significant digits'],
      ['f_currency', { amount_minor: 1.5, currency: 'EUR' }, 'must be { "amount_minor": integer'],
      ['f_currency', { amount_minor: 100, currency: 'XYZ' }, 'must be { "amount_minor": integer'],
      ['f_currency', { amount_minor: 100 }, 'must be { "amount_minor": integer'],
      ['f_date', '2026-02-30', 'must be a calendar date, YYYY-MM-DD'],
      ['f_datetime', 'tomorrow', 'must be an ISO 8601 datetime'],
      ['f_datetime', '2026-02-30T10:00:00Z', 'must be an ISO 8601 datetime'],
      ['f_datetime', '2026-01-01T24:00:00', 'must be an ISO 8601 datetime'],
      ['f_datetime', '2026-04-31 09:00', 'must be an ISO 8601 datetime'],
      ['f_datetime', '0000-01-01T00:00:00Z', 'must be an ISO 8601 datetime'],
      ['f_boolean', 'true', 'must be true or false'],
      ['f_select', 'Alpha', 'must be the id of one of its options'],
      ['f_multi_select', ['a', 'a'], 'must be a list of distinct ids of its options'],
      ['f_multi_select', 'a', 'must be a list of distinct ids of its options'],
      ['f_url', 'ftp://example.com', 'must be an http or https URL'],
      ['f_url', 'http:example.com', 'must be an http or https URL'],
      ['f_url', 'http://localhost', 'must be an http or https URL'],
      ['f_email', 'not-an-email', 'must be an e-mail address'],
      // A quoted local part holds a character at least, between two quotes.
      ['f_email', '"@b.com', 'must be an e-mail address of at most 254 characters'],
      ['f_email', '""@b.com', 'must be an e-mail address of at most 254 characters'],
      ['f_email', '"a@b.com', 'must be an e-mail address of at most 254 characters'],
      // The part before the @ is at most 64 bytes of UTF-8: 63 letters and an é are 65.
      [
        'f_email',
        `${'a'.repeat(63)}\u00e9@b.com`,
        'must be an e-mail address of at most 254 characters, of at most 64 bytes (UTF-8) before its @',
      ],
      ['f_url', 'http://a.com\\@b.com', 'must be an http or https URL'],
      ['f_url', 'http://[::1%eth0]/', 'must be an http or https URL'],
      ['f_phone', '1'.repeat(41), 'must be a phone number of at most 40 characters'],
      [
        'f_user',
        '00000000-0000-4000-8000-000000000000',
        'must be the id of a member of this workspace',
      ],
      ['f_user', 'someone', 'must be the id of a member of this workspace'],
    ];

    it.each(
      BAD.map(([key, value, expected]): [string, string, unknown, string] => [
        key,
        JSON.stringify(value).slice(0, 40),
        value,
        expected,
      ]),
    )(
      'refuses %s = %s with 422 naming custom.<key>, and creates nothing',
      async (key: string, _shown: string, value: unknown, expected: string) => {
        const before = await t.db.query(
          `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
          [admin.workspaceId],
        );
        const res = await call(t, 'POST', '/contacts', {
          as: admin.email,
          body: { first_name: 'Bad', custom: { [key]: value } },
        });
        expect(res.status).toBe(422);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.body.errors).toHaveLength(1);
        expect(res.body.errors[0].field).toBe(`custom.${key}`);
        expect(res.body.errors[0].message).toContain(`custom.${key} ${expected}`);
        const after = await t.db.query(
          `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
          [admin.workspaceId],
        );
        expect(after).toEqual(before);
      },
    );

    it('checks the members a new contact names within its insert, the user values first', async () => {
      const workspace = await signUp(t, { premium: true });
      const colleague = await addMember(t, workspace.workspaceId);
      await define(workspace, field('f_user', 'user'));
      const routed = await call(t, 'PUT', '/routing', {
        as: workspace.email,
        body: { strategy: 'round_robin', member_ids: [workspace.userId, colleague.userId] },
      });
      expect(routed.status).toBe(200);
      const turn = async () =>
        t.db.query<{ next_index: number }[]>(
          `SELECT next_index FROM routing_rules WHERE workspace_id = $1`,
          [workspace.workspaceId],
        );
      const before = await turn();
      const stranger = admin.userId;
      const create = (body: Record<string, unknown>) =>
        call(t, 'POST', '/contacts', { as: workspace.email, body: { first_name: 'N', ...body } });
      const refusals: [Record<string, unknown>, { field: string; message: string }][] = [
        [
          { custom: { f_user: stranger } },
          {
            field: 'custom.f_user',
            message: 'custom.f_user must be the id of a member of this workspace',
          },
        ],
        [
          { custom: { f_user: stranger }, owner_id: stranger },
          {
            field: 'custom.f_user',
            message: 'custom.f_user must be the id of a member of this workspace',
          },
        ],
        [
          { custom: { f_user: colleague.userId }, owner_id: stranger },
          { field: 'owner_id', message: 'owner_id is not a member of this workspace' },
        ],
      ];
      for (const [body, error] of refusals) {
        const res = await create(body);
        expect([res.status, res.body.errors]).toEqual([422, [error]]);
      }
      const contacts = () =>
        t.db.query(`SELECT 1 FROM contacts WHERE workspace_id = $1 AND NOT is_demo`, [
          workspace.workspaceId,
        ]);
      expect(await contacts()).toEqual([]);
      // No routing turn was taken by a contact that was not created.
      expect(await turn()).toEqual(before);
      const made = await create({ custom: { f_user: colleague.userId } });
      expect(made.status).toBe(200);
      expect(made.body.custom).toEqual({ f_user: colleague.userId });
      expect(made.body.owner_id).toBe(workspace.userId);
      const owned = await create({
        custom: { f_user: workspace.userId },
        owner_id: colleague.userId,
      });
      expect([owned.status, owned.body.owner_id]).toEqual([200, colleague.userId]);
      expect(await contacts()).toHaveLength(2);
    });

    it('counts a text in characters, an emoji as one, as first_name and the schema do', async () => {
      const emoji = '😀'.repeat(1_000);
      const contact = await createContact(t, admin.email, {
        first_name: '😀'.repeat(100),
        custom: { f_text: emoji },
      });
      expect(contact.custom).toMatchObject({ f_text: emoji });
      // The contact body schema takes the same text and refuses one more emoji.
      const schema = await call(t, 'GET', '/custom-fields/schema', { as: admin.email });
      const ajv = new Ajv2020({ strict: false });
      addFormats.default(ajv);
      const text = ajv.compile(schema.body.properties.custom.properties.f_text);
      expect([text(emoji), text(`${emoji}😀`)]).toEqual([true, false]);
    });

    it("stores a member's id given in uppercase as the lowercase id, which every write takes back", async () => {
      const upper = memberId.toUpperCase();
      const contact = await createContact(t, admin.email, { custom: { f_user: upper } });
      expect(contact.custom).toMatchObject({ f_user: memberId });
      expect((await storedCustom(contact.id)).f_user).toBe(memberId);
      const edit = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { f_user: upper } },
      });
      expect(edit.status).toBe(200);
      const bulk = await call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: {
          action: 'set_fields',
          params: { custom: { f_user: upper } },
          contact_ids: [contact.id],
        },
      });
      expect(bulk.status).toBe(200);
      expect((await storedCustom(contact.id)).f_user).toBe(memberId);
    });

    it('writes a number JavaScript would give an exponent the same way on every route', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('big', 'number'));
      await define(admin, field('tiny', 'number'));
      // The raw text of each answer's values (spaces aside): a list's and a creation's come from
      // PostgreSQL.
      const printed = (text: string) => /"custom":(\{[^}]*\})/.exec(text)?.[1].replace(/\s/g, '');
      const expected = '{"big":1000000000000000000000,"tiny":0.00000015}';
      const created = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Big', custom: { big: 1e21, tiny: 1.5e-7 } },
      });
      expect(created.status).toBe(200);
      const id = created.body.id as string;
      const edited = await call(t, 'PATCH', `/contacts/${id}`, {
        as: admin.email,
        body: { custom: { big: 1e21 }, last_name: 'Number' },
      });
      const answers = [
        created,
        await call(t, 'GET', `/contacts/${id}`, { as: admin.email }),
        await call(t, 'GET', '/contacts', { as: admin.email }),
        edited,
      ];
      expect(answers.map((res) => [res.status, printed(res.text)])).toEqual(
        answers.map(() => [200, expected]),
      );
      // The same numbers all the same, to a client that reads them as numbers.
      expect(edited.body.custom).toEqual({ big: 1e21, tiny: 1.5e-7 });
      // And so do the history's changes, wherever they are answered.
      const again = await call(t, 'PATCH', `/contacts/${id}`, {
        as: admin.email,
        body: { custom: { big: 5e-324 } },
      });
      expect(again.status).toBe(200);
      const tinyest = `0.${'0'.repeat(323)}5`;
      for (const url of [
        `/contacts/${id}/history`,
        `/contacts/${id}/timeline`,
        `/contacts/${id}/data-export`,
      ]) {
        const res = await call(t, 'GET', url, { as: admin.email });
        expect([url, res.status]).toEqual([url, 200]);
        expect([url, res.text.replace(/\s/g, '')]).toEqual([
          url,
          expect.stringContaining(`"custom.big":{"from":1000000000000000000000,"to":${tinyest}}`),
        ]);
        // A JSON number with an exponent (ids and request ids hold `4e-1` among their hex digits).
        expect([url, res.text]).toEqual([
          url,
          expect.not.stringMatching(/[:,[]-?\d+(\.\d+)?e[+-]\d/),
        ]);
      }
    });

    it('merges an edit key by key, null clearing one, and refuses unknown keys', async () => {
      const contact = await createContact(t, admin.email, {
        custom: { f_text: 'one', f_number: 1 },
      });
      const res = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { f_number: null, f_boolean: true } },
      });
      expect(res.status).toBe(200);
      expect(res.body.custom).toMatchObject({ f_text: 'one', f_number: null, f_boolean: true });
      expect(await storedCustom(contact.id)).toEqual({ f_text: 'one', f_boolean: true });
      const unknown = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { nope: 1 } },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual([
        { field: 'custom.nope', message: 'custom.nope is not a custom field of this workspace' },
      ]);
      const upsert = await call(t, 'POST', '/contacts/upsert', {
        as: admin.email,
        body: {
          match_on: 'email',
          contact: { first_name: 'U', email: 'u@example.com', custom: { f_number: 'x' } },
        },
      });
      expect(upsert.status).toBe(422);
      expect(upsert.body.errors[0].field).toBe('contact.custom.f_number');
    });
  });

  describe('dates and datetimes at the ends of the calendar', () => {
    const RANGE =
      'must be an ISO 8601 datetime from 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z (UTC)';
    /** Of the right form, but an instant past year 9999 or before year 1 once in UTC. */
    const OUTSIDE = ['9999-12-31T23:00:00-05:00', '0001-01-01T00:00:00+01:00'];

    /** The entries of the filterable copy of a contact's values: the instants as ISO text. */
    async function entries(contactId: string) {
      const rows = await t.db.query<{ key: string; ts: string }[]>(
        `SELECT f.key, to_char(v.ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ts
           FROM contact_field_values v JOIN custom_fields f ON f.id = v.field_id
          WHERE v.contact_id = $1 ORDER BY f.key`,
        [contactId],
      );
      return Object.fromEntries(rows.map((r) => [r.key, r.ts]));
    }

    it('refuses a datetime whose instant leaves years 1 to 9999 with 422 on every write, storing nothing', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('seen', 'datetime', { filterable: true }));
      await define(admin, field('met', 'datetime'));
      const contact = await createContact(t, admin.email, { custom: { met: '2026-01-01T00:00Z' } });
      for (const at of OUTSIDE) {
        const refused = [
          { field: 'custom.seen', message: `custom.seen ${RANGE}` },
          { field: 'custom.met', message: `custom.met ${RANGE}` },
        ];
        const custom = { seen: at, met: at };
        const created = await call(t, 'POST', '/contacts', {
          as: admin.email,
          body: { first_name: 'Late', custom },
        });
        expect([at, created.status, created.body.errors]).toEqual([at, 422, refused]);
        const edited = await call(t, 'PATCH', `/contacts/${contact.id}`, {
          as: admin.email,
          body: { custom },
        });
        expect([at, edited.status, edited.body.errors]).toEqual([at, 422, refused]);
        const bulk = await call(t, 'POST', '/contacts/bulk', {
          as: admin.email,
          body: { action: 'set_fields', params: { custom }, contact_ids: [contact.id] },
        });
        expect([at, bulk.status, bulk.body.errors]).toEqual([
          at,
          422,
          refused.map((e) => ({ ...e, field: `params.${e.field}` })),
        ]);
      }
      expect(
        await t.db.query(`SELECT custom FROM contacts WHERE workspace_id = $1 AND NOT is_demo`, [
          admin.workspaceId,
        ]),
      ).toEqual([{ custom: { met: '2026-01-01T00:00:00.000Z' } }]);
      expect(await entries(contact.id)).toEqual({});
      // The field's values all fit the filterable copy.
      const filterable = await call(t, 'PATCH', '/custom-fields/met', {
        as: admin.email,
        body: { filterable: true },
      });
      expect([filterable.status, filterable.body.filter_index]).toEqual([200, 'ready']);
      expect(await entries(contact.id)).toEqual({ met: '2026-01-01T00:00:00.000Z' });
    });

    it('keeps the first and last instants of those years, in the filterable copy too', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('seen', 'datetime', { filterable: true }));
      await define(admin, field('met', 'datetime'));
      const first = await createContact(t, admin.email, {
        custom: { seen: '0001-01-01T01:00:00+01:00', met: '0001-01-01 00:00' },
      });
      const last = await createContact(t, admin.email, {
        custom: { seen: '9999-12-31T18:59:59.999-05:00', met: '9999-12-31T23:59:59.999Z' },
      });
      expect([first.custom, last.custom]).toEqual([
        { seen: '0001-01-01T00:00:00.000Z', met: '0001-01-01T00:00:00.000Z' },
        { seen: '9999-12-31T23:59:59.999Z', met: '9999-12-31T23:59:59.999Z' },
      ]);
      expect(await entries(first.id)).toEqual({ seen: '0001-01-01T00:00:00.000Z' });
      expect(await entries(last.id)).toEqual({ seen: '9999-12-31T23:59:59.999Z' });
    });

    it('takes a date of years 1 to 99, and refuses year 0', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('founded', 'date', { filterable: true }));
      await define(admin, field('chartered', 'date'));
      const contact = await createContact(t, admin.email, {
        custom: { founded: '0050-06-15', chartered: '0001-01-01' },
      });
      expect(contact.custom).toEqual({ founded: '0050-06-15', chartered: '0001-01-01' });
      expect(await storedCustom(contact.id)).toEqual({
        founded: '0050-06-15',
        chartered: '0001-01-01',
      });
      // Copied as its midnight UTC, which PostgreSQL reads from the stored text.
      expect(await entries(contact.id)).toEqual({ founded: '0050-06-15T00:00:00.000Z' });
      const leap = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { founded: '0004-02-29' } },
      });
      expect([leap.status, leap.body.custom?.founded]).toEqual([200, '0004-02-29']);
      for (const date of ['0000-01-01', '0001-02-29', '0100-02-29']) {
        const refused = await call(t, 'PATCH', `/contacts/${contact.id}`, {
          as: admin.email,
          body: { custom: { founded: date } },
        });
        expect([date, refused.status, refused.body.errors]).toEqual([
          date,
          422,
          [
            {
              field: 'custom.founded',
              message: 'custom.founded must be a calendar date, YYYY-MM-DD',
            },
          ],
        ]);
      }
      expect(await entries(contact.id)).toEqual({ founded: '0004-02-29T00:00:00.000Z' });
    });
  });

  describe('options', () => {
    it('renames a label everywhere, keeps options by id, and refuses removing one in use unless replaced', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('stage2', 'select'));
      await define(admin, field('tags2', 'multi_select'));
      const one = await createContact(t, admin.email, {
        custom: { stage2: 'a', tags2: ['a', 'b'] },
      });
      const two = await createContact(t, admin.email, { custom: { stage2: 'b', tags2: ['b'] } });

      const rename = await call(t, 'PATCH', '/custom-fields/stage2', {
        as: admin.email,
        body: {
          options: [
            { id: 'a', label: 'First' },
            { id: 'b', label: 'Beta' },
            { id: 'gamma_ray', label: 'Gamma Ray' },
          ],
        },
      });
      expect(rename.status).toBe(200);
      expect(rename.body.options[0]).toEqual({ id: 'a', label: 'First' });
      expect(
        (await call(t, 'GET', `/contacts/${one.id}`, { as: admin.email })).body.custom.stage2,
      ).toBe('a');

      const inUse = await call(t, 'PATCH', '/custom-fields/tags2', {
        as: admin.email,
        body: { options: [{ id: 'a', label: 'Alpha' }] },
      });
      expect(inUse.status).toBe(409);
      expect(inUse.body.detail).toBe(
        "Removed options are still used: 'b' (2 contacts); name a kept option for each in replace_with",
      );
      expect(inUse.body.options_in_use).toEqual([{ id: 'b', contacts: 2 }]);
      const [unchanged] = await t.db.query(
        `SELECT options FROM custom_fields WHERE workspace_id = $1 AND key = 'tags2'`,
        [admin.workspaceId],
      );
      expect(unchanged.options).toHaveLength(3);

      const badTarget = await call(t, 'PATCH', '/custom-fields/tags2', {
        as: admin.email,
        body: { options: [{ id: 'a', label: 'Alpha' }], replace_with: { b: 'gamma_ray' } },
      });
      expect(badTarget.status).toBe(422);
      expect(badTarget.body.errors).toEqual([
        {
          field: 'replace_with.b',
          message: 'replace_with.b must be the id of an option the field keeps',
        },
      ]);

      const replaced = await call(t, 'PATCH', '/custom-fields/tags2', {
        as: admin.email,
        body: { options: [{ id: 'a', label: 'Alpha' }], replace_with: { b: 'a' } },
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.options).toEqual([{ id: 'a', label: 'Alpha' }]);
      expect((await storedCustom(one.id)).tags2).toEqual(['a']);
      expect((await storedCustom(two.id)).tags2).toEqual(['a']);

      const select = await call(t, 'PATCH', '/custom-fields/stage2', {
        as: admin.email,
        body: {
          options: [
            { id: 'a', label: 'First' },
            { id: 'gamma_ray', label: 'Gamma Ray' },
          ],
          replace_with: { b: 'gamma_ray' },
        },
      });
      expect(select.status).toBe(200);
      expect((await storedCustom(two.id)).stage2).toBe('gamma_ray');
      const notSelect = await define(admin, field('note', 'text'));
      expect(notSelect.options).toEqual([]);
      const options = await call(t, 'PATCH', '/custom-fields/note', {
        as: admin.email,
        body: { options: [{ label: 'X' }] },
      });
      expect(options.status).toBe(422);
      expect(options.body.errors).toEqual([
        { field: 'options', message: 'options: only select and multi_select fields have options' },
      ]);
    });

    it('replaces a removed option by one the same edit adds, in the filter index too', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('tier', 'select', { filterable: true }));
      await define(admin, field('tags2', 'multi_select'));
      const one = await createContact(t, admin.email, { custom: { tier: 'a', tags2: ['a', 'b'] } });
      const two = await createContact(t, admin.email, { custom: { tier: 'b', tags2: ['b'] } });

      // "Alpha" merged into a new "Premium", given by id.
      const select = await call(t, 'PATCH', '/custom-fields/tier', {
        as: admin.email,
        body: {
          options: [
            { id: 'b', label: 'Beta' },
            { id: 'premium', label: 'Premium' },
          ],
          replace_with: { a: 'premium' },
        },
      });
      expect(select.status).toBe(200);
      expect(select.body.options).toEqual([
        { id: 'b', label: 'Beta' },
        { id: 'premium', label: 'Premium' },
      ]);
      expect((await storedCustom(one.id)).tier).toBe('premium');
      expect((await storedCustom(two.id)).tier).toBe('b');
      const found = await call(t, 'GET', '/contacts?filter[custom.tier][eq]=premium', {
        as: admin.email,
      });
      expect(found.status).toBe(200);
      expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([one.id]);

      // Both of a multi-select's removed options into a new one whose id is made from its label.
      const multi = await call(t, 'PATCH', '/custom-fields/tags2', {
        as: admin.email,
        body: {
          options: [{ label: 'Gamma Ray' }, { label: 'Merged' }],
          replace_with: { a: 'merged', b: 'merged' },
        },
      });
      expect(multi.status).toBe(200);
      expect(multi.body.options).toEqual([
        { id: 'gamma_ray', label: 'Gamma Ray' },
        { id: 'merged', label: 'Merged' },
      ]);
      expect((await storedCustom(one.id)).tags2).toEqual(['merged']);
      expect((await storedCustom(two.id)).tags2).toEqual(['merged']);
    });

    it('takes two labels that differ only in their Unicode form as the same label', async () => {
      const admin = await signUp(t, { premium: true });
      // "Café" with é as one code point, and with e and a combining acute accent: shown alike.
      const [composed, decomposed] = ['Caf\u00e9', 'Cafe\u0301'];
      const twice = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: field('venue', 'select', { options: [{ label: decomposed }, { label: composed }] }),
      });
      expect(twice.status).toBe(422);
      expect(twice.body.errors).toEqual([
        { field: 'options.1.label', message: `options.1.label '${composed}' is given twice` },
      ]);
      expect(
        await t.db.query(`SELECT key FROM custom_fields WHERE workspace_id = $1`, [
          admin.workspaceId,
        ]),
      ).toEqual([]);

      await define(
        admin,
        field('venue', 'select', { options: [{ id: 'cafe', label: decomposed }] }),
      );
      const contact = await createContact(t, admin.email, { custom: { venue: 'cafe' } });
      // Given again without its id, in the other form: the same option, relabelled, still held.
      const relabelled = await call(t, 'PATCH', '/custom-fields/venue', {
        as: admin.email,
        body: { options: [{ label: composed }, { label: 'Bar' }] },
      });
      expect(relabelled.status).toBe(200);
      expect(relabelled.body.options).toEqual([
        { id: 'cafe', label: composed },
        { id: 'bar', label: 'Bar' },
      ]);
      expect((await storedCustom(contact.id)).venue).toBe('cafe');
      // A new label's id keeps its letters without their accents, in either form.
      const added = await call(t, 'PATCH', '/custom-fields/venue', {
        as: admin.email,
        body: {
          options: [
            { id: 'cafe', label: composed },
            { id: 'bar', label: 'Bar' },
            { label: 'Ünïcödé Straße' },
            { label: 'Cre\u0300me' },
          ],
        },
      });
      expect(added.status).toBe(200);
      expect(added.body.options.map((o: { id: string }) => o.id)).toEqual([
        'cafe',
        'bar',
        'unicode_strasse',
        'creme',
      ]);
    });

    it('never reuses a removed option id for a new label, and reserves constructor as an id', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, {
        key: 'temp',
        label: 'Temp',
        type: 'select',
        options: [{ label: 'Hot' }, { label: 'Cold' }],
      });
      await call(t, 'PATCH', '/custom-fields/temp', {
        as: admin.email,
        body: {
          options: [
            { id: 'hot', label: 'Warm' },
            { id: 'cold', label: 'Cold' },
          ],
        },
      });
      const warm = await createContact(t, admin.email, { custom: { temp: 'hot' } });
      // "Warm" (id hot) left out while a contact holds it, and a new "Hot" beside: the new
      // option's id is not the removed one's, so the removal is seen, and refused.
      const readded = await call(t, 'PATCH', '/custom-fields/temp', {
        as: admin.email,
        body: { options: [{ label: 'Cold' }, { label: 'Hot' }] },
      });
      expect(readded.status).toBe(409);
      expect(readded.body.options_in_use).toEqual([{ id: 'hot', contacts: 1 }]);
      const replaced = await call(t, 'PATCH', '/custom-fields/temp', {
        as: admin.email,
        body: { options: [{ label: 'Cold' }, { label: 'Hot' }], replace_with: { hot: 'cold' } },
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.options).toEqual([
        { id: 'cold', label: 'Cold' },
        { id: 'hot_2', label: 'Hot' },
      ]);
      expect((await storedCustom(warm.id)).temp).toBe('cold');

      // A label every object answers gets an id of its own; the name itself is refused.
      const role = await define(admin, {
        key: 'role',
        label: 'Role',
        type: 'select',
        options: [{ label: 'Constructor' }, { label: 'Architect' }],
      });
      expect(role.options.map((o: { id: string }) => o.id)).toEqual(['constructor_2', 'architect']);
      const named = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: {
          key: 'role2',
          label: 'Role 2',
          type: 'select',
          options: [{ id: 'constructor', label: 'C' }],
        },
      });
      expect(named.status).toBe(422);
      expect(named.body.errors).toEqual([
        { field: 'options.0.id', message: 'id must not be constructor: a reserved name' },
      ]);
      const builder = await createContact(t, admin.email, { custom: { role: 'constructor_2' } });
      const removal = await call(t, 'PATCH', '/custom-fields/role', {
        as: admin.email,
        body: { options: [{ id: 'architect', label: 'Architect' }] },
      });
      expect(removal.status).toBe(409);
      expect(removal.body.options_in_use).toEqual([{ id: 'constructor_2', contacts: 1 }]);
      expect((await storedCustom(builder.id)).role).toBe('constructor_2');
    });

    it('counts and replaces the options contacts in the trash hold, which a restore brings back', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('s', 'select'));
      await define(admin, field('m', 'multi_select', { filterable: true }));
      const trashed = await createContact(t, admin.email, { custom: { s: 'a', m: ['b', 'a'] } });
      expect((await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: admin.email })).status).toBe(
        204,
      );
      const kept = [{ id: 'b', label: 'Beta' }];
      for (const [key, removed] of [
        ['s', 'a'],
        ['m', 'a'],
      ]) {
        const inUse = await call(t, 'PATCH', `/custom-fields/${key}`, {
          as: admin.email,
          body: { options: kept },
        });
        expect(inUse.status).toBe(409);
        expect(inUse.body.options_in_use).toEqual([{ id: removed, contacts: 1 }]);
        const replaced = await call(t, 'PATCH', `/custom-fields/${key}`, {
          as: admin.email,
          body: { options: kept, replace_with: { a: 'b' } },
        });
        expect(replaced.status).toBe(200);
      }
      expect(
        await t.db.query('SELECT custom FROM contacts_all WHERE id = $1', [trashed.id]),
      ).toEqual([{ custom: { s: 'b', m: ['b'] } }]);
      const restored = await call(t, 'POST', `/contacts/${trashed.id}/restore`, {
        as: admin.email,
      });
      expect(restored.status).toBe(200);
      const read = await call(t, 'GET', `/contacts/${trashed.id}`, { as: admin.email });
      expect(read.body.custom).toEqual({ s: 'b', m: ['b'] });
      const found = await call(t, 'POST', '/contacts/search', {
        as: admin.email,
        body: { filter: { and: [{ field: 'custom.m', op: 'any', value: ['b'] }] } },
      });
      expect([found.status, found.body.items.map((c: { id: string }) => c.id)]).toEqual([
        200,
        [trashed.id],
      ]);
    });

    describe('removed while a contact write runs', () => {
      const tierKept = { options: [{ id: 'b', label: 'Beta' }] };

      /**
       * Removes option `a` of `key` while `write` waits on `blocker`, then lets it go on: answers
       * the write's answer.
       */
      async function removedMeanwhile(
        admin: Member,
        key: string,
        blocker: Awaited<ReturnType<typeof holdAfter>>,
        write: ReturnType<typeof call>,
      ) {
        await waitFor(async () => (await waitersOn(blocker)) === 1);
        const removal = await call(t, 'PATCH', `/custom-fields/${key}`, {
          as: admin.email,
          body: tierKept,
        });
        expect(removal.status).toBe(200);
        await release(blocker);
        return write;
      }

      it('refuses an edit checked before the removal and stored after it with the 422 it gets sent again', async () => {
        const admin = await signUp(t, { premium: true });
        await define(admin, field('tier', 'select'));
        const contact = await createContact(t, admin.email);
        const edit = () =>
          call(t, 'PATCH', `/contacts/${contact.id}`, {
            as: admin.email,
            body: { custom: { tier: 'a' } },
          });
        // The edit reads the definitions, then waits for the contact's row.
        const blocker = await holdAfter({
          text: 'SELECT 1 FROM contacts WHERE id = $1 FOR UPDATE',
          values: [contact.id],
        });
        const refused = await removedMeanwhile(admin, 'tier', blocker, edit());
        const refusal = [
          422,
          [{ field: 'custom.tier', message: 'custom.tier must be the id of one of its options' }],
        ];
        expect([refused.status, refused.body.errors]).toEqual(refusal);
        expect(await storedCustom(contact.id)).toEqual({});
        const again = await edit();
        expect([again.status, again.body.errors]).toEqual(refusal);
      });

      it('refuses a creation the same way, creating nothing', async () => {
        const admin = await signUp(t, { premium: true });
        await define(admin, field('tiers', 'multi_select'));
        const email = 'late@example.com';
        const [removal, refused] = await changedFirst(
          admin,
          () => call(t, 'PATCH', '/custom-fields/tiers', { as: admin.email, body: tierKept }),
          () =>
            call(t, 'POST', '/contacts/upsert', {
              as: admin.email,
              body: {
                match_on: 'email',
                contact: { first_name: 'Late', email, custom: { tiers: ['b', 'a'] } },
              },
            }),
        );
        expect(removal.status).toBe(200);
        expect([refused.status, refused.body.errors]).toEqual([
          422,
          [
            {
              field: 'contact.custom.tiers',
              message: 'custom.tiers must be a list of distinct ids of its options',
            },
          ],
        ]);
        expect(
          await t.db.query('SELECT id FROM contacts_all WHERE workspace_id = $1 AND email = $2', [
            admin.workspaceId,
            email,
          ]),
        ).toEqual([]);
      });

      it('refuses a bulk set the same way, naming its params and setting nothing', async () => {
        const admin = await signUp(t, { premium: true });
        await define(admin, field('tier', 'select'));
        const [first, second] = [
          await createContact(t, admin.email),
          await createContact(t, admin.email),
        ];
        // The bulk action checks its values, then waits for the contacts' rows.
        const blocker = await holdAfter({
          text: 'SELECT 1 FROM contacts WHERE id = $1 FOR UPDATE',
          values: [second.id],
        });
        const setting = call(t, 'POST', '/contacts/bulk', {
          as: admin.email,
          body: {
            action: 'set_fields',
            params: { custom: { tier: 'a' } },
            contact_ids: [first.id, second.id],
          },
        });
        const refused = await removedMeanwhile(admin, 'tier', blocker, setting);
        expect([refused.status, refused.body.errors]).toEqual([
          422,
          [
            {
              field: 'params.custom.tier',
              message: 'custom.tier must be the id of one of its options',
            },
          ],
        ]);
        expect([await storedCustom(first.id), await storedCustom(second.id)]).toEqual([{}, {}]);
      });

      it('waits for a write that stored the option first, and counts its contact', async () => {
        const admin = await signUp(t, { premium: true });
        await define(admin, field('tier', 'select'));
        const contact = await createContact(t, admin.email);
        const writer = await holdAfter({
          text: `UPDATE contacts SET custom = custom || '{"tier": "a"}' WHERE id = $1`,
          values: [contact.id],
        });
        const removing = call(t, 'PATCH', '/custom-fields/tier', {
          as: admin.email,
          body: tierKept,
        });
        await waitFor(async () => (await waitersOn(writer)) === 1);
        await release(writer, 'COMMIT');
        const removal = await removing;
        expect(removal.status).toBe(409);
        expect(removal.body.options_in_use).toEqual([{ id: 'a', contacts: 1 }]);
        expect(await storedCustom(contact.id)).toEqual({ tier: 'a' });
      });

      it('leaves a value the write does not change unchecked', async () => {
        const admin = await signUp(t, { premium: true });
        await define(admin, field('tier', 'select'));
        await define(admin, field('note', 'text'));
        const contact = await createContact(t, admin.email, { custom: { tier: 'a' } });
        const storeGone = (db: { query: (sql: string, values: unknown[]) => Promise<unknown> }) =>
          db.query(`UPDATE contacts SET custom = '{"tier": "gone"}' WHERE id = $1`, [contact.id]);
        await expect(storeGone(t.db)).rejects.toMatchObject({
          code: '40001',
          message: 'custom.tier names an option its field no longer has',
        });
        // A value stored before its option went, as no write can store it now.
        await t.db.transaction(async (manager) => {
          await manager.query(
            'ALTER TABLE contacts_all DISABLE TRIGGER contact_custom_options_update',
          );
          await storeGone(manager);
          await manager.query(
            'ALTER TABLE contacts_all ENABLE TRIGGER contact_custom_options_update',
          );
        });
        const edited = await call(t, 'PATCH', `/contacts/${contact.id}`, {
          as: admin.email,
          body: { custom: { note: 'still here' } },
        });
        expect(edited.status).toBe(200);
        expect(await storedCustom(contact.id)).toEqual({ tier: 'gone', note: 'still here' });
      });
    });
  });

  describe('required, archive and unarchive', () => {
    it("hides an archived field's changes from the history and the timeline until it is unarchived", async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('note', 'text'));
      await define(admin, field('arr', 'number'));
      const contact = await createContact(t, admin.email, {
        first_name: 'Ada',
        custom: { note: 'first', arr: 5 },
      });
      const edit = (body: object) =>
        call(t, 'PATCH', `/contacts/${contact.id}`, { as: admin.email, body });
      expect((await edit({ custom: { note: 'second' } })).status).toBe(200);
      expect((await edit({ first_name: 'Grace', custom: { note: 'third' } })).status).toBe(200);
      /** The changes of each entry of the history, newest first, and of the timeline's. */
      const changes = async () => {
        const history = await call(t, 'GET', `/contacts/${contact.id}/history`, {
          as: admin.email,
        });
        const timeline = await call(t, 'GET', `/contacts/${contact.id}/timeline?kind=change`, {
          as: admin.email,
        });
        expect([history.status, timeline.status]).toEqual([200, 200]);
        // The changes of these fields (a creation records the others too).
        const shown = (changes: Record<string, unknown>) =>
          Object.fromEntries(
            Object.entries(changes).filter(([k]) => k === 'first_name' || k.startsWith('custom.')),
          );
        const entries = history.body.items.map((e: { changes: Record<string, unknown> }) =>
          shown(e.changes),
        );
        // The same entries (the timeline orders those written at one instant by id).
        const sorted = (list: object[]) => list.map((c) => JSON.stringify(c)).sort();
        expect(
          sorted(
            timeline.body.items.map((e: { change: { changes: Record<string, unknown> } }) =>
              shown(e.change.changes),
            ),
          ),
        ).toEqual(sorted(entries));
        return entries;
      };
      // Newest first: the two edits, the routing's owner, the creation.
      const everything = [
        {
          first_name: { from: 'Ada', to: 'Grace' },
          'custom.note': { from: 'second', to: 'third' },
        },
        { 'custom.note': { from: 'first', to: 'second' } },
        {},
        {
          first_name: { from: null, to: 'Ada' },
          'custom.note': { from: null, to: 'first' },
          'custom.arr': { from: null, to: 5 },
        },
      ];
      expect(await changes()).toEqual(everything);

      expect(
        (await call(t, 'POST', '/custom-fields/note/archive', { as: admin.email })).status,
      ).toBe(200);
      // The entry that changed only the note is left out; the others keep their other changes.
      const left = [
        { first_name: { from: 'Ada', to: 'Grace' } },
        {},
        { first_name: { from: null, to: 'Ada' }, 'custom.arr': { from: null, to: 5 } },
      ];
      expect(await changes()).toEqual(left);
      const byField = await call(t, 'GET', `/contacts/${contact.id}/history?field=custom.note`, {
        as: admin.email,
      });
      expect(byField.status).toBe(422);
      expect(byField.body.errors).toEqual([
        {
          field: 'field',
          message:
            "'custom.note' is an archived custom field: its history shows again once it is unarchived",
        },
      ]);
      // Pages of one walk the same entries.
      let walked = 0;
      let cursor: string | null = null;
      do {
        const page = await call(t, 'GET', `/contacts/${contact.id}/history`, {
          as: admin.email,
          query: { limit: '1', ...(cursor ? { cursor } : {}) },
        });
        walked += page.body.items.length;
        cursor = page.body.next_cursor;
      } while (cursor);
      expect(walked).toBe(left.length);

      expect(
        (await call(t, 'POST', '/custom-fields/note/unarchive', { as: admin.email })).status,
      ).toBe(200);
      expect(await changes()).toEqual(everything);
    });

    it('requires a value on create only, and hides archived values without losing them', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('region', 'text', { required: true }));
      await define(admin, field('score', 'number'));
      const missing = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'No' },
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual([
        { field: 'custom.region', message: 'custom.region is required' },
      ]);
      const cleared = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'No', custom: { region: '  ' } },
      });
      expect(cleared.status).toBe(422);
      // A creation's answer shows every active field, null where it has no value.
      const unscored = await createContact(t, admin.email, { custom: { region: 'APAC' } });
      expect(unscored.custom).toEqual({ region: 'APAC', score: null });
      const contact = await createContact(t, admin.email, { custom: { region: 'EMEA', score: 7 } });
      expect(contact.custom).toEqual({ region: 'EMEA', score: 7 });
      // An edit may leave a required field out.
      const edit = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { title: 'CTO' },
      });
      expect(edit.status).toBe(200);

      const archived = await call(t, 'POST', '/custom-fields/score/archive', { as: admin.email });
      expect(archived.status).toBe(200);
      expect(archived.body.archived_at).toEqual(expect.any(String));
      const read = await call(t, 'GET', `/contacts/${contact.id}`, { as: admin.email });
      expect(read.body.custom).toEqual({ region: 'EMEA' });
      const created = await createContact(t, admin.email, { custom: { region: 'LATAM' } });
      expect(created.custom).toEqual({ region: 'LATAM' });
      const write = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { score: 8 } },
      });
      expect(write.status).toBe(422);
      expect(write.body.errors).toEqual([
        { field: 'custom.score', message: 'custom.score is archived; unarchive it to write it' },
      ]);
      expect(await storedCustom(contact.id)).toEqual({ region: 'EMEA', score: 7 });
      const schema = await call(t, 'GET', '/custom-fields/schema', { as: admin.email });
      expect(Object.keys(schema.body.properties.custom.properties)).toEqual(['region']);

      const back = await call(t, 'POST', '/custom-fields/score/unarchive', { as: admin.email });
      expect(back.status).toBe(200);
      expect(back.body.archived_at).toBeNull();
      const again = await call(t, 'GET', `/contacts/${contact.id}`, { as: admin.email });
      expect(again.body.custom).toEqual({ region: 'EMEA', score: 7 });
      const unknown = await call(t, 'POST', '/custom-fields/nope/archive', { as: admin.email });
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe('Custom field not found');
    });

    it('changes nothing and announces nothing when the field is already archived, or already back', async () => {
      const admin = await signUp(t, { premium: true });
      await t.db.query(
        `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
         VALUES ($1, 'https://93.184.216.34/hook', '{*}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', true)`,
        [admin.workspaceId],
      );
      const created = await define(admin, field('score', 'number'));
      const unarchived = await call(t, 'POST', '/custom-fields/score/unarchive', {
        as: admin.email,
      });
      expect(unarchived.status).toBe(200);
      expect(unarchived.body).toEqual(created);
      const archived = await call(t, 'POST', '/custom-fields/score/archive', { as: admin.email });
      expect(archived.status).toBe(200);
      const again = await call(t, 'POST', '/custom-fields/score/archive', { as: admin.email });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(archived.body);
      const [row] = await t.db.query(
        `SELECT archived_at, updated_at FROM custom_fields WHERE workspace_id = $1 AND key = 'score'`,
        [admin.workspaceId],
      );
      expect([row.archived_at.toISOString(), row.updated_at.toISOString()]).toEqual([
        archived.body.archived_at,
        archived.body.updated_at,
      ]);
      const events = await t.db.query<{ type: string }[]>(
        `SELECT type FROM webhook_events WHERE workspace_id = $1 ORDER BY created_at`,
        [admin.workspaceId],
      );
      expect(events.map((e) => e.type)).toEqual(['custom_field.created', 'custom_field.archived']);
    });

    describe('archived while a contact write runs', () => {
      const archivedError = [
        { field: 'custom.score', message: 'custom.score is archived; unarchive it to write it' },
      ];

      /** Archives `score` while `write` waits on `blocker`, then lets it go on: its answer. */
      async function archivedMeanwhile(
        admin: Member,
        blocker: Awaited<ReturnType<typeof holdAfter>>,
        write: ReturnType<typeof call>,
      ) {
        await waitFor(async () => (await waitersOn(blocker)) === 1);
        const archive = await call(t, 'POST', '/custom-fields/score/archive', {
          as: admin.email,
        });
        expect(archive.status).toBe(200);
        await release(blocker);
        return write;
      }

      it('refuses an edit checked before the archive and stored after it with the 422 it gets sent again', async () => {
        const admin = await signUp(t, { premium: true });
        await define(admin, field('score', 'number'));
        const contact = await createContact(t, admin.email);
        const edit = () =>
          call(t, 'PATCH', `/contacts/${contact.id}`, {
            as: admin.email,
            body: { custom: { score: 8 } },
          });
        // The edit reads the definitions, then waits for the contact's row.
        const blocker = await holdAfter({
          text: 'SELECT 1 FROM contacts WHERE id = $1 FOR UPDATE',
          values: [contact.id],
        });
        const refused = await archivedMeanwhile(admin, blocker, edit());
        expect([refused.status, refused.body.errors]).toEqual([422, archivedError]);
        expect(await storedCustom(contact.id)).toEqual({});
        const again = await edit();
        expect([again.status, again.body.errors]).toEqual([422, archivedError]);
        expect(await storedCustom(contact.id)).toEqual({});
      });

      it('refuses a creation the same way, creating nothing', async () => {
        const admin = await signUp(t, { premium: true });
        await define(admin, field('score', 'number'));
        const email = 'late@example.com';
        const upsert = () =>
          call(t, 'POST', '/contacts/upsert', {
            as: admin.email,
            body: {
              match_on: 'email',
              contact: { first_name: 'Late', email, custom: { score: 3 } },
            },
          });
        const [archive, refused] = await changedFirst(
          admin,
          () => call(t, 'POST', '/custom-fields/score/archive', { as: admin.email }),
          upsert,
        );
        expect(archive.status).toBe(200);
        expect([refused.status, refused.body.errors]).toEqual([
          422,
          [{ ...archivedError[0], field: 'contact.custom.score' }],
        ]);
        const created = () =>
          t.db.query('SELECT id FROM contacts_all WHERE workspace_id = $1 AND email = $2', [
            admin.workspaceId,
            email,
          ]);
        expect(await created()).toEqual([]);
        const again = await upsert();
        expect([again.status, again.body.errors]).toEqual([
          422,
          [{ ...archivedError[0], field: 'contact.custom.score' }],
        ]);
        expect(await created()).toEqual([]);
      });

      it('waits for a write that stored a value first, which the field keeps', async () => {
        const admin = await signUp(t, { premium: true });
        await define(admin, field('score', 'number'));
        const contact = await createContact(t, admin.email);
        const writer = await holdAfter({
          text: `UPDATE contacts SET custom = custom || '{"score": 9}' WHERE id = $1`,
          values: [contact.id],
        });
        const archiving = call(t, 'POST', '/custom-fields/score/archive', { as: admin.email });
        await waitFor(async () => (await waitersOn(writer)) === 1);
        await release(writer, 'COMMIT');
        expect((await archiving).status).toBe(200);
        expect(await storedCustom(contact.id)).toEqual({ score: 9 });
      });

      it('leaves values of archived fields the write does not change unchecked', async () => {
        const admin = await signUp(t, { premium: true });
        await define(admin, field('score', 'number'));
        await define(admin, field('note', 'text'));
        const contact = await createContact(t, admin.email, { custom: { score: 7 } });
        expect(
          (await call(t, 'POST', '/custom-fields/score/archive', { as: admin.email })).status,
        ).toBe(200);
        await expect(
          t.db.query(`UPDATE contacts SET custom = custom || '{"score": 8}' WHERE id = $1`, [
            contact.id,
          ]),
        ).rejects.toMatchObject({ code: '40001', message: 'custom.score is archived' });
        const edited = await call(t, 'PATCH', `/contacts/${contact.id}`, {
          as: admin.email,
          body: { custom: { note: 'still here' } },
        });
        expect(edited.status).toBe(200);
        expect(await storedCustom(contact.id)).toEqual({ score: 7, note: 'still here' });
      });
    });
  });

  describe('limits', () => {
    it('holds 100 fields and 30 filterable ones per workspace, 100 options, and 64 KB of values a contact', async () => {
      const admin = await signUp(t, { premium: true });
      // Written directly up to one short of each limit, then through the API.
      await t.db.query(
        `INSERT INTO custom_fields (workspace_id, key, label, type, filterable, position)
         SELECT $1, 'k' || n, 'K' || n, 'long_text', false, n FROM generate_series(1, 60) n`,
        [admin.workspaceId],
      );
      await t.db.query(
        `INSERT INTO custom_fields (workspace_id, key, label, type, filterable, position)
         SELECT $1, 'f' || n, 'F' || n, 'number', true, 100 + n FROM generate_series(1, 29) n`,
        [admin.workspaceId],
      );
      await t.db.query(
        `UPDATE workspaces SET custom_fields_version = custom_fields_version + 1 WHERE id = $1`,
        [admin.workspaceId],
      );
      await define(admin, field('last_filterable', 'number', { filterable: true }));
      const filterable = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: field('one_more', 'number', { filterable: true }),
      });
      expect(filterable.status).toBe(409);
      expect(filterable.body.detail).toBe(
        'A workspace has at most 30 filterable custom fields, archived ones included',
      );
      await t.db.query(
        `INSERT INTO custom_fields (workspace_id, key, label, type, position)
         SELECT $1, 'k' || n, 'K' || n, 'text', n FROM generate_series(61, 70) n`,
        [admin.workspaceId],
      );
      await t.db.query(
        `UPDATE workspaces SET custom_fields_version = custom_fields_version + 1 WHERE id = $1`,
        [admin.workspaceId],
      );
      const tooMany = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: field('hundred_and_one', 'text'),
      });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.detail).toBe(
        'A workspace has at most 100 custom fields, archived ones included',
      );
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM custom_fields WHERE workspace_id = $1`,
        [admin.workspaceId],
      );
      expect(n).toBe(100);

      const options = Array.from({ length: 101 }, (_, i) => ({ label: `Option ${i}` }));
      const other = await signUp(t, { premium: true });
      const many = await call(t, 'POST', '/custom-fields', {
        as: other.email,
        body: { key: 'big', label: 'Big', type: 'select', options },
      });
      expect(many.status).toBe(422);
      expect(many.body.errors[0].message).toBe('options must contain no more than 100 elements');

      // Four long texts of 20,000 characters are more than 64 KB together.
      const big = Object.fromEntries([1, 2, 3, 4].map((i) => [`k${i}`, 'é'.repeat(10_000)]));
      const contact = await createContact(t, admin.email, { custom: { k1: big.k1, k2: big.k2 } });
      const over = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { k3: big.k3, k4: big.k4 } },
      });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual([
        {
          field: 'custom',
          message:
            "custom values of a contact, its archived fields' included, take at most 65536 bytes as JSON",
        },
      ]);
      expect(Object.keys(await storedCustom(contact.id))).toEqual(['k1', 'k2']);
      const atOnce = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Big', custom: big },
      });
      expect(atOnce.status).toBe(422);

      // Archived fields' values are hidden but kept, and count: the message says so.
      for (const key of ['k1', 'k2']) {
        const archived = await call(t, 'POST', `/custom-fields/${key}/archive`, {
          as: admin.email,
        });
        expect(archived.status).toBe(200);
      }
      const third = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { k3: big.k3 } },
      });
      expect(third.status).toBe(200);
      expect(third.body.custom).not.toHaveProperty('k1');
      const fourth = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { k4: big.k4 } },
      });
      expect([fourth.status, fourth.body.errors[0].message]).toEqual([
        422,
        "custom values of a contact, its archived fields' included, take at most 65536 bytes as JSON",
      ]);
    });
    it('measures 64 KiB as PostgreSQL writes the values out, on create, upsert and edit alike', async () => {
      const admin = await signUp(t, { premium: true });
      for (const key of ['l1', 'l2', 'l3', 'l4']) await define(admin, field(key, 'long_text'));
      await define(admin, field('n', 'number'));
      const TOO_LARGE = [
        {
          field: 'custom',
          message:
            "custom values of a contact, its archived fields' included, take at most 65536 bytes as JSON",
        },
      ];
      const custom = (fill: number, extra: Record<string, unknown> = {}) => ({
        l1: 'a'.repeat(20_000),
        l2: 'b'.repeat(20_000),
        l3: 'c'.repeat(20_000),
        l4: 'd'.repeat(fill),
        ...extra,
      });
      /** The bytes the contacts table's check measures: the values as jsonb written out. */
      const written = async (values: Record<string, unknown>) => {
        const [{ bytes }] = await t.db.query<{ bytes: number }[]>(
          'SELECT octet_length($1::jsonb::text) AS bytes',
          [JSON.stringify(values)],
        );
        return bytes;
      };
      // Compact JSON of exactly 64 KiB is a few bytes more written out (", " and ": ").
      const edge = custom(5_503);
      expect(Buffer.byteLength(JSON.stringify(edge))).toBe(65_536);
      expect(await written(edge)).toBe(65_543);
      // A number takes its digits written out: 1e308 is 309 of them.
      const numbered = custom(5_300, { n: 1e308 });
      expect(Buffer.byteLength(JSON.stringify(numbered))).toBeLessThan(65_536);
      expect(await written(numbered)).toBeGreaterThan(65_536);
      const before = await t.db.query('SELECT id FROM contacts WHERE workspace_id = $1', [
        admin.workspaceId,
      ]);
      for (const values of [edge, numbered]) {
        const created = await call(t, 'POST', '/contacts', {
          as: admin.email,
          body: { first_name: 'Big', custom: values },
        });
        expect(created.status).toBe(422);
        expect(created.body.errors).toEqual(TOO_LARGE);
        const upserted = await call(t, 'POST', '/contacts/upsert', {
          as: admin.email,
          body: {
            match_on: 'email',
            contact: { first_name: 'Big', email: 'big@x.example', custom: values },
          },
        });
        expect(upserted.status).toBe(422);
        expect(upserted.body.errors).toEqual([{ ...TOO_LARGE[0], field: 'contact.custom' }]);
      }
      expect(
        await t.db.query('SELECT id FROM contacts WHERE workspace_id = $1', [admin.workspaceId]),
      ).toEqual(before);

      // Exactly 64 KiB written out is kept, by each route; one byte more is not.
      const fits = custom(5_496);
      expect(await written(fits)).toBe(65_536);
      const created = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Fits', custom: fits },
      });
      expect(created.status).toBe(200);
      const upserted = await call(t, 'POST', '/contacts/upsert', {
        as: admin.email,
        body: {
          match_on: 'email',
          contact: { first_name: 'Fits', email: 'fits@x.example', custom: fits },
        },
      });
      expect(upserted.status).toBe(200);
      expect(upserted.body.created).toBe(true);
      const edited = await call(t, 'PATCH', `/contacts/${created.body.id}`, {
        as: admin.email,
        body: { custom: { l4: 'e'.repeat(5_497) } },
      });
      expect(edited.status).toBe(422);
      expect(edited.body.errors).toEqual(TOO_LARGE);
      expect((await storedCustom(created.body.id)).l4).toBe('d'.repeat(5_496));
    });
    it('refuses an option replacement that would take a contact past 64 KiB, changing nothing', async () => {
      const admin = await signUp(t, { premium: true });
      for (const key of ['l1', 'l2', 'l3', 'l4']) await define(admin, field(key, 'long_text'));
      await define(admin, field('tier', 'select'));
      const custom = {
        l1: 'a'.repeat(20_000),
        l2: 'b'.repeat(20_000),
        l3: 'c'.repeat(20_000),
        l4: 'd'.repeat(5_483),
        tier: 'a',
      };
      const full = await createContact(t, admin.email, { custom });
      const small = await createContact(t, admin.email, { custom: { tier: 'a' } });
      const [{ bytes }] = await t.db.query<{ bytes: number }[]>(
        'SELECT octet_length(custom::text) AS bytes FROM contacts WHERE id = $1',
        [full.id],
      );
      expect(bytes).toBe(65_536);

      // 'a' (one character) becomes 'gamma_ray' (nine) in the full contact's values.
      const refused = await call(t, 'PATCH', '/custom-fields/tier', {
        as: admin.email,
        body: {
          options: [
            { id: 'b', label: 'Beta' },
            { id: 'gamma_ray', label: 'Gamma Ray' },
          ],
          replace_with: { a: 'gamma_ray' },
        },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          field: 'replace_with',
          message:
            "replace_with: the options it names would take a contact's custom values past 65536 bytes as JSON; name options with shorter ids",
        },
      ]);
      const [definition] = await t.db.query<{ options: { id: string }[] }[]>(
        `SELECT options FROM custom_fields WHERE workspace_id = $1 AND key = 'tier'`,
        [admin.workspaceId],
      );
      expect(definition.options.map((o) => o.id)).toEqual(['a', 'b', 'gamma_ray']);
      expect((await storedCustom(full.id)).tier).toBe('a');
      expect((await storedCustom(small.id)).tier).toBe('a');

      const replaced = await call(t, 'PATCH', '/custom-fields/tier', {
        as: admin.email,
        body: { options: [{ id: 'b', label: 'Beta' }], replace_with: { a: 'b' } },
      });
      expect(replaced.status).toBe(200);
      expect((await storedCustom(full.id)).tier).toBe('b');
      expect((await storedCustom(small.id)).tier).toBe('b');
    });
  });

  describe('the contact body schema', () => {
    it('validates a good body and rejects a bad one with a real JSON Schema validator', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('arr', 'currency', { required: true }));
      await define(admin, field('segment', 'select'));
      await define(admin, field('renewal', 'date'));
      const res = await call(t, 'GET', '/custom-fields/schema', { as: admin.email });
      expect(res.status).toBe(200);
      expect(res.body.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats.default(ajv);
      const validate = ajv.compile(res.body);
      const good = {
        first_name: 'Ada',
        email: 'ada@example.com',
        stage: 'qualified',
        tags: ['vip'],
        value_cents: 1000,
        custom: {
          arr: { amount_minor: 1200000, currency: 'USD' },
          segment: 'b',
          renewal: '2027-01-31',
        },
      };
      expect(validate(good)).toBe(true);
      // What the schema accepts, the service accepts.
      const created = await call(t, 'POST', '/contacts', { as: admin.email, body: good });
      expect(created.status).toBe(200);

      const bad = {
        first_name: 'Ada',
        stage: 'nowhere',
        custom: { segment: 'zzz', renewal: 'soon', extra: 1 },
      };
      expect(validate(bad)).toBe(false);
      const paths = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/stage enum',
          '/custom required',
          '/custom additionalProperties',
          '/custom/renewal format',
        ]),
      );
      const refused = await call(t, 'POST', '/contacts', { as: admin.email, body: bad });
      expect(refused.status).toBe(422);
    });

    it('takes exactly the bodies the service takes, and says what only the service checks', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('note', 'text', { required: true }));
      await define(admin, field('perks', 'multi_select', { required: true }));
      await define(admin, field('met', 'datetime'));
      await define(admin, field('site', 'url'));
      await define(admin, field('mail', 'email'));
      await define(admin, field('deal', 'currency'));
      await define(admin, field('score', 'number'));
      const schema = (await call(t, 'GET', '/custom-fields/schema', { as: admin.email })).body;
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats.default(ajv);
      const validate = ajv.compile(schema);
      const base = { first_name: 'Ada', custom: { note: 'Note', perks: ['a'] } };
      const body = (change: Record<string, unknown>) => ({
        ...base,
        ...change,
        custom: { ...base.custom, ...(change.custom as object) },
      });
      const BODIES: [string, Record<string, unknown>][] = [
        ['no change', {}],
        ['a lost reason cleared', { lost_reason: null }],
        ['a lost reason with a lost stage', { stage: 'lost', lost_reason: 'Price' }],
        ['a lost reason with an open stage', { stage: 'lead', lost_reason: 'Price' }],
        ['a lost reason without a stage', { lost_reason: 'Price' }],
        ['a datetime without a zone', { custom: { met: '2026-01-01T10:00:00' } }],
        ['a datetime to the minute, with a space', { custom: { met: '2026-01-01 10:00' } }],
        ['a datetime with an hour offset', { custom: { met: '2026-01-01T10:00+05' } }],
        ['a datetime of February 30th', { custom: { met: '2026-02-30T10:00:00Z' } }],
        ['a datetime at 24:00', { custom: { met: '2026-01-01T24:00' } }],
        ['a datetime with an offset of 24 hours', { custom: { met: '2026-01-01 10:00+24' } }],
        ['a URL in upper case', { custom: { site: 'HTTP://EXAMPLE.COM' } }],
        ['a URL with spaces around it', { custom: { site: ' https://example.com/a ' } }],
        ['a URL of a host without a top-level domain', { custom: { site: 'http://localhost' } }],
        ['a URL without slashes', { custom: { site: 'http:example.com' } }],
        // Characters beyond U+FFFF, two UTF-16 units each: 2,048 characters, then 2,049.
        ['a URL of 2,048 characters', { custom: { site: astralUrl(2_048) } }],
        ['a URL of 2,049 characters', { custom: { site: astralUrl(2_049) } }],
        ['an e-mail address in Unicode', { email: 'ü@bücher.de', custom: { mail: 'ü@bücher.de' } }],
        ['a blank e-mail address', { email: ' ' }],
        ['a blank optional custom e-mail address', { custom: { mail: ' ' } }],
        ['a blank required text', { custom: { note: '   ' } }],
        ['an empty required multi-select', { custom: { perks: [] } }],
        [
          'an amount of 2^53 - 1',
          { custom: { deal: { amount_minor: 2 ** 53 - 1, currency: 'EUR' } } },
        ],
        ['an amount of 1e20', { custom: { deal: { amount_minor: 1e20, currency: 'EUR' } } }],
        ['a blank first name', { first_name: '  ' }],
        ['a first name of 100 characters and spaces', { first_name: ` ${'a'.repeat(100)} ` }],
        ['a first name of 101 characters', { first_name: 'a'.repeat(101) }],
        ['an owner id as a URN', { owner_id: `urn:uuid:${admin.userId}` }],
        ['a close date of year 2000', { expected_close_date: '2000-02-29' }],
        ['a close date of year 50', { expected_close_date: '0050-06-15' }],
        ['tags with inner spaces', { tags: ['key account', 'vip'] }],
        ['a tag holding the CSV separator', { tags: ['a|b'] }],
        ['a tag with a space before it', { tags: [' vip'] }],
        ['a tag ending in a line break', { tags: ['vip\n'] }],
      ];
      const answers = [];
      for (const [name, change] of BODIES) {
        const res = await call(t, 'POST', '/contacts', { as: admin.email, body: body(change) });
        answers.push([name, validate(body(change)), res.status]);
      }
      expect(answers.filter(([, valid, status]) => valid !== (status === 200))).toEqual([]);
      expect(answers.filter(([, valid]) => valid).map(([name]) => name)).toEqual([
        'no change',
        'a lost reason cleared',
        'a lost reason with a lost stage',
        'a datetime without a zone',
        'a datetime to the minute, with a space',
        'a datetime with an hour offset',
        'a URL in upper case',
        'a URL with spaces around it',
        'a URL of 2,048 characters',
        'an e-mail address in Unicode',
        'a blank optional custom e-mail address',
        'an amount of 2^53 - 1',
        'a first name of 100 characters and spaces',
        'a close date of year 2000',
        'a close date of year 50',
        'tags with inner spaces',
      ]);

      // What JSON Schema cannot say, the schema's descriptions do, and the service refuses.
      const custom = schema.properties.custom.properties;
      for (const [key, value, message, described] of [
        ['score', 1234567890123456, 'must be a finite number', '15 significant digits'],
        [
          'met',
          '9999-12-31T23:00:00-05:00',
          'must be an ISO 8601 datetime from',
          '9999-12-31T23:59:59.999Z',
        ],
      ]) {
        const sent = body({ custom: { [key]: value } });
        const res = await call(t, 'POST', '/contacts', { as: admin.email, body: sent });
        expect([key, validate(sent), res.status]).toEqual([key, true, 422]);
        expect(res.body.errors[0].message).toContain(`custom.${key} ${message}`);
        expect(custom[key].anyOf[0].description).toContain(described);
      }
    });

    it('takes exactly the custom values the service takes, of every type, and names each refused one', async () => {
      const admin = await signUp(t, { premium: true });
      const member = await addMember(t, admin.workspaceId);
      const types = ['text', 'number', 'currency', 'date', 'datetime', 'boolean', 'select'];
      for (const type of [...types, 'multi_select', 'url', 'email', 'phone', 'user']) {
        await define(admin, field(`f_${type}`, type));
      }
      const schema = (await call(t, 'GET', '/custom-fields/schema', { as: admin.email })).body;
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats.default(ajv);
      const validate = ajv.compile(schema);
      const VALUES: [string, unknown][] = [
        ['number', -0],
        ['number', 1e308],
        ['number', 5e-324],
        ['number', 123456789012345],
        ['number', '12'],
        ['number', true],
        ['currency', { amount_minor: 1, currency: 'eur' }],
        ['currency', { amount_minor: 1, currency: 'XXX' }],
        ['currency', { amount_minor: 1, currency: 'DEM' }],
        ['currency', { amount_minor: 1.5, currency: 'EUR' }],
        ['currency', { amount_minor: -0, currency: 'JPY' }],
        ['currency', { amount_minor: '1', currency: 'EUR' }],
        ['currency', { amount_minor: null, currency: 'EUR' }],
        ['currency', { amount_minor: 1 }],
        ['date', '2024-02-30'],
        ['date', '2024-02-29'],
        ['date', '2023-02-29'],
        ['date', '2024-2-3'],
        ['date', ' 2024-02-03 '],
        ['date', '2024-02-03T00:00:00Z'],
        ['date', '0000-01-01'],
        ['date', ''],
        ['datetime', '2024-01-01T10:00:00+02:00'],
        ['datetime', '2024-01-01t10:00:00z'],
        ['datetime', '2024-01-01T10:00:00.123456Z'],
        ['datetime', '2024-01-01T10:00:60Z'],
        ['datetime', '2024-01-01T10:00:00+1400'],
        ['datetime', '2024-01-01T10:00:00-00:00'],
        ['datetime', '2024-01-01'],
        ['datetime', ' 2024-01-01T10:00:00Z '],
        ['datetime', '2024-01-01T10Z'],
        ['boolean', 'true'],
        ['boolean', 0],
        ['select', 'A'],
        ['select', ''],
        ['select', ['a']],
        ['multi_select', ['a', 'a']],
        ['multi_select', ['a', 'zz']],
        ['multi_select', 'a'],
        ['multi_select', [null]],
        ['multi_select', []],
        ['url', 'ftp://a.com'],
        ['url', 'javascript:alert(1)'],
        ['url', 'https://例え.jp/'],
        ['url', 'https://a.com:0/'],
        ['url', 'https://a.com:65536/'],
        ['url', 'https://[::1]/'],
        ['url', 'https://a_b.com/'],
        ['url', ''],
        ['email', 'A@B.COM'],
        ['email', 'a@b'],
        ['email', 'a..b@c.com'],
        ['email', 'a@[1.2.3.4]'],
        ['email', ' a+b@c.com '],
        ['phone', 'abc'],
        ['phone', 5551234],
        ['text', '   '],
        ['text', 12],
        ['text', '\u00A0x\u3000'],
        ['text', '\uFEFFx'],
        ['text', 'x'.repeat(1_001)],
        ['user', member.userId.toUpperCase()],
        ['user', `{${member.userId}}`],
        ['user', ''],
      ];
      const answers = [];
      for (const [type, value] of VALUES) {
        const key = `f_${type}`;
        const body = { first_name: 'Ada', custom: { [key]: value } };
        const res = await call(t, 'POST', '/contacts', { as: admin.email, body });
        answers.push([key, value, validate(body), res.status]);
        if (res.status === 422) {
          expect(res.body.errors).toEqual([
            { field: `custom.${key}`, message: expect.stringMatching(`^custom\\.${key} must `) },
          ]);
        }
      }
      expect(answers.filter(([, , valid, status]) => valid !== (status === 200))).toEqual([]);
      expect(answers.filter(([, , valid]) => valid).map(([key, value]) => [key, value])).toEqual([
        ['f_number', -0],
        ['f_number', 1e308],
        ['f_number', 5e-324],
        ['f_number', 123456789012345],
        ['f_currency', { amount_minor: -0, currency: 'JPY' }],
        ['f_date', '2024-02-29'],
        ['f_datetime', '2024-01-01T10:00:00+02:00'],
        ['f_datetime', '2024-01-01t10:00:00z'],
        ['f_datetime', '2024-01-01T10:00:00.123456Z'],
        ['f_datetime', '2024-01-01T10:00:00+1400'],
        ['f_datetime', '2024-01-01T10:00:00-00:00'],
        ['f_multi_select', []],
        ['f_url', 'https://例え.jp/'],
        ['f_url', 'https://[::1]/'],
        ['f_url', ''],
        ['f_email', 'A@B.COM'],
        ['f_email', ' a+b@c.com '],
        ['f_phone', 'abc'],
        ['f_text', '   '],
        ['f_text', '\u00A0x\u3000'],
        ['f_text', '\uFEFFx'],
        ['f_user', member.userId.toUpperCase()],
      ]);
    });

    it('takes null for a property exactly where the service does', async () => {
      const admin = await signUp(t, { premium: true });
      await define(admin, field('segment', 'select'));
      await define(admin, field('renewal', 'date'));
      const schema = (await call(t, 'GET', '/custom-fields/schema', { as: admin.email })).body;
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats.default(ajv);
      const validate = ajv.compile(schema);
      const good = { first_name: 'Ada', custom: { segment: 'a', renewal: '2027-01-31' } };
      const bodies = [
        ...Object.keys(schema.properties as object).map((name) => ({ ...good, [name]: null })),
        ...['segment', 'renewal'].map((key) => ({
          ...good,
          custom: { ...good.custom, [key]: null },
        })),
      ];
      for (const body of bodies) {
        const res = await call(t, 'POST', '/contacts', { as: admin.email, body });
        expect([body, validate(body)]).toEqual([body, res.status === 200]);
      }
    });
  });

  describe('webhooks', () => {
    it('carry custom in the record and only the changed keys in previous', async () => {
      const admin = await signUp(t, { premium: true });
      await t.db.query(
        `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
         VALUES ($1, 'https://93.184.216.34/hook', '{*}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', true)`,
        [admin.workspaceId],
      );
      await define(admin, field('plan', 'text'));
      await define(admin, field('seats', 'number'));
      const contact = await createContact(t, admin.email, { custom: { plan: 'pro', seats: 5 } });
      const res = await call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: admin.email,
        body: { custom: { seats: 8 }, title: 'VP' },
      });
      expect(res.status).toBe(200);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
      const events = await t.db.query<{ type: string; payload: { data: Record<string, any> } }[]>(
        `SELECT type, payload FROM webhook_events WHERE workspace_id = $1 AND type LIKE 'contact.%'
          ORDER BY created_at`,
        [admin.workspaceId],
      );
      expect(events.map((e) => e.type)).toEqual(['contact.created', 'contact.updated']);
      expect(events[0].payload.data.contact.custom).toEqual({ plan: 'pro', seats: 5 });
      expect(events[1].payload.data.contact.custom).toEqual({ plan: 'pro', seats: 8 });
      expect(events[1].payload.data.previous).toEqual({ title: null, custom: { seats: 5 } });
    });

    it('name the whole old value of a currency in previous, not the part of it that changed', async () => {
      const admin = await signUp(t, { premium: true });
      await t.db.query(
        `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
         VALUES ($1, 'https://93.184.216.34/hook', '{contact.updated}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', true)`,
        [admin.workspaceId],
      );
      await define(admin, field('arr', 'currency'));
      const contact = await createContact(t, admin.email, {
        custom: { arr: { amount_minor: 150000, currency: 'EUR' } },
      });
      for (const arr of [
        { amount_minor: 200000, currency: 'EUR' },
        { amount_minor: 200000, currency: 'USD' },
      ]) {
        const res = await call(t, 'PATCH', `/contacts/${contact.id}`, {
          as: admin.email,
          body: { custom: { arr } },
        });
        expect(res.status).toBe(200);
      }
      const events = await t.db.query<{ previous: unknown }[]>(
        `SELECT payload->'data'->'previous' AS previous FROM webhook_events
          WHERE workspace_id = $1 ORDER BY created_at`,
        [admin.workspaceId],
      );
      expect(events.map((e) => e.previous)).toEqual([
        { custom: { arr: { amount_minor: 150000, currency: 'EUR' } } },
        { custom: { arr: { amount_minor: 200000, currency: 'EUR' } } },
      ]);
    });

    it('name the old value of a number written without an exponent in previous, as a number', async () => {
      const admin = await signUp(t, { premium: true });
      await t.db.query(
        `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, active)
         VALUES ($1, 'https://93.184.216.34/hook', '{contact.updated}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', true)`,
        [admin.workspaceId],
      );
      await define(admin, field('arr', 'number'));
      const contact = await createContact(t, admin.email, { custom: { arr: 2e21 } });
      for (const arr of [3e21, 1e-7, 5]) {
        const res = await call(t, 'PATCH', `/contacts/${contact.id}`, {
          as: admin.email,
          body: { custom: { arr } },
        });
        expect(res.status).toBe(200);
      }
      const events = await t.db.query<{ previous: string; arr: string }[]>(
        `SELECT payload->'data'->>'previous' AS previous,
                payload->'data'->'contact'->'custom'->>'arr' AS arr
           FROM webhook_events WHERE workspace_id = $1 ORDER BY created_at`,
        [admin.workspaceId],
      );
      expect(events).toEqual([
        { previous: '{"custom": {"arr": 2000000000000000000000}}', arr: '3000000000000000000000' },
        { previous: '{"custom": {"arr": 3000000000000000000000}}', arr: '0.0000001' },
        { previous: '{"custom": {"arr": 0.0000001}}', arr: '5' },
      ]);
    });
  });
});
