import { beforeAll, describe, expect, it } from '@jest/globals';
import { addMember, createContact, signUp, type Member } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

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

describe('Custom fields', () => {
  const t = useTestApp();

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
        position: 0,
        archived_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      await define(admin, field('arr', 'number', { filterable: true }));
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

    it('are read on a free workspace, and defining one there is 402; members get 403', async () => {
      const free = await signUp(t);
      const list = await call(t, 'GET', '/custom-fields', { as: free.email });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ items: [] });
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
      const bare = await createContact(t, admin.email);
      expect(Object.values(bare.custom as object).every((v) => v === null)).toBe(true);
      expect(Object.keys(bare.custom as object)).toHaveLength(13);
    });

    const BAD: [string, unknown, string][] = [
      ['f_text', 'x'.repeat(1_001), 'must be a text of at most 1000 characters'],
      ['f_text', 12, 'must be a text of at most 1000 characters'],
      ['f_long_text', 'x'.repeat(20_001), 'must be a text of at most 20000 characters'],
      ['f_number', '12', 'must be a finite number of at most 15 significant digits'],
      ['f_number', 0.1234567890123456, 'must be a finite number of at most 15 significant digits'],
      ['f_currency', { amount_minor: 1.5, currency: 'EUR' }, 'must be { "amount_minor": integer'],
      ['f_currency', { amount_minor: 100, currency: 'XYZ' }, 'must be { "amount_minor": integer'],
      ['f_currency', { amount_minor: 100 }, 'must be { "amount_minor": integer'],
      ['f_date', '2026-02-30', 'must be a calendar date, YYYY-MM-DD'],
      ['f_datetime', 'tomorrow', 'must be an ISO 8601 datetime'],
      ['f_boolean', 'true', 'must be true or false'],
      ['f_select', 'Alpha', 'must be the id of one of its options'],
      ['f_multi_select', ['a', 'a'], 'must be a list of distinct ids of its options'],
      ['f_multi_select', 'a', 'must be a list of distinct ids of its options'],
      ['f_url', 'ftp://example.com', 'must be an http or https URL'],
      ['f_email', 'not-an-email', 'must be an e-mail address'],
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
});
