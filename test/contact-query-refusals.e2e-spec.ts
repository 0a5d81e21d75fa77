import { beforeAll, describe, expect, it } from '@jest/globals';
import { createKey, withKey } from './support/api-keys.js';
import {
  day,
  namesOf,
  PEOPLE,
  type QueryWorkspace,
  seedQueryWorkspace,
  walk,
} from './support/contact-query.js';
import { signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

/** Contact queries refused (422, naming the place), and values that look like SQL. */
describe('Contact queries refused', () => {
  const t = useTestApp();
  let w: QueryWorkspace;

  beforeAll(async () => {
    w = await seedQueryWorkspace(t);
  });

  const ids = (items: readonly { id: string }[]) => items.map((c) => c.id);

  it('names the place of every mistake and what it expected, in a 422', async () => {
    const get = (query: string) => call(t, 'GET', `/contacts?${query}`, { as: w.admin.email });
    const post = (body: unknown) =>
      call(t, 'POST', '/contacts/search', { as: w.admin.email, body });
    const on = (field: string, op: string, value?: unknown) => ({ field, op, value });
    const nest = (depth: number): unknown =>
      depth === 0 ? on('stage', 'eq', 'lead') : { and: [nest(depth - 1)] };
    const refusals: [Promise<{ status: number; body: { errors: unknown[] } }>, string, string][] = [
      [
        get('filter[nope][eq]=1'),
        'filter.nope',
        "filter.nope: 'nope' is not a field contacts can be filtered on",
      ],
      [
        get('filter[phone][eq]=1'),
        'filter.phone',
        "filter.phone: 'phone' is not a field contacts can be filtered on",
      ],
      [
        get('filter[custom.nope][eq]=1'),
        'filter.custom.nope',
        "filter.custom.nope: 'custom.nope' is not a field contacts can be filtered on",
      ],
      [
        get('filter[custom.notes][eq]=TeX'),
        'filter.custom.notes',
        'filter.custom.notes: custom.notes is not filterable; make it filterable in its definition (PATCH /custom-fields/{key})',
      ],
      [
        get('filter[custom.arr.currency][eq]=EUR'),
        'filter.custom.arr.currency',
        "filter.custom.arr.currency: 'custom.arr.currency' is not a field contacts can be filtered on",
      ],
      [
        get('filter[stage][gte]=lead'),
        'filter.stage.gte',
        'filter.stage.gte: stage takes eq, neq, in, nin',
      ],
      [
        get('filter[value_cents][is_empty]'),
        'filter.value_cents.is_empty',
        'filter.value_cents.is_empty: value_cents takes eq, neq, in, nin, gt, gte, lt, lte, between',
      ],
      [
        get('filter[custom.arr][gte]=abc'),
        'filter.custom.arr.gte',
        'filter.custom.arr.gte must be a number',
      ],
      [
        get('filter[value_cents][eq]=1.5'),
        'filter.value_cents.eq',
        'filter.value_cents.eq must be a whole number from 0 to 10000000000000',
      ],
      [
        get('filter[custom.arr][between]=1'),
        'filter.custom.arr.between',
        'filter.custom.arr.between must be two values, the lower bound first, separated by a comma, each a number',
      ],
      [
        get('filter[stage][in]=lead,nope'),
        'filter.stage.in',
        'filter.stage.in must be one of: lead, contacted, qualified, proposal, negotiation, won, lost',
      ],
      [
        get('filter[custom.tier][eq]=z'),
        'filter.custom.tier.eq',
        'filter.custom.tier.eq must be one of: a, b, c',
      ],
      [
        get('filter[owner_id][eq]=you'),
        'filter.owner_id.eq',
        "filter.owner_id.eq must be a member's id (a UUID) or me",
      ],
      [
        get('filter[custom.renewal][eq]=2026-02-30'),
        'filter.custom.renewal.eq',
        'filter.custom.renewal.eq must be a date, YYYY-MM-DD',
      ],
      [
        get('filter[created_at][gte]=yesterday'),
        'filter.created_at.gte',
        'filter.created_at.gte must be an ISO 8601 datetime or a date, YYYY-MM-DD',
      ],
      [
        get('filter[custom.seen][gte]=2026-02-30T00:00:00Z'),
        'filter.custom.seen.gte',
        'filter.custom.seen.gte must be an ISO 8601 datetime or a date, YYYY-MM-DD',
      ],
      [
        post({ filter: { and: [on('created_at', 'lt', '2026-01-01T24:00:00')] } }),
        'filter.and.0.value',
        'filter.and.0.value must be an ISO 8601 datetime or a date, YYYY-MM-DD',
      ],
      [
        get('filter[created_at][within_last]=7'),
        'filter.created_at.within_last',
        'filter.created_at.within_last must be a number of days or weeks, such as 7d or 2w, of at most 36500 days',
      ],
      [
        get('filter[created_at][gt]=0000-12-31T23:59:59.999Z'),
        'filter.created_at.gt',
        'filter.created_at.gt must be an ISO 8601 datetime or a date, YYYY-MM-DD',
      ],
      [
        get('filter[custom.vip][eq]=yes'),
        'filter.custom.vip.eq',
        'filter.custom.vip.eq must be true or false',
      ],
      [
        get('filter[custom.arr][is_empty]=false'),
        'filter.custom.arr.is_empty',
        'filter.custom.arr.is_empty takes no value (or true)',
      ],
      [
        get('filter[stage][eq]=lead&filter[stage][eq]=won'),
        'filter.stage.eq',
        'filter.stage.eq is given twice; use in or between',
      ],
      [
        get('filter[stage]=lead'),
        'filter.stage',
        'filter[stage]: a filter is written filter[<field>][<op>]=<value>, e.g. filter[stage][in]=lead,won',
      ],
      [
        get('filter=x'),
        'filter',
        'filter: a filter is written filter[<field>][<op>]=<value>, e.g. filter[stage][in]=lead,won',
      ],
      [
        get('sort=phone'),
        'sort',
        "sort: 'phone' is not a field contacts can be sorted by (first_name, last_name, company, value_cents, closed_at, last_activity_at, created_at, updated_at, or a filterable custom field of type text, url, email, phone, number, currency, date or datetime)",
      ],
      [
        get('sort=custom.notes'),
        'sort',
        'sort: custom.notes is not filterable; make it filterable in its definition to sort on it',
      ],
      [
        get('sort=custom.tier'),
        'sort',
        'sort: custom.tier has no order; sort on a text, url, email, phone, number, currency, date or datetime field',
      ],
      [get('sort=a,b,c,d'), 'sort', 'sort: at most 3 keys, separated by commas'],
      [get('sort=last_name,-last_name'), 'sort', 'sort: last_name is given twice'],
      [
        post({ filter: [] }),
        'filter',
        'filter must be a group { "and": [...] } or { "or": [...] }',
      ],
      [
        post({ filter: on('stage', 'eq', 'lead') }),
        'filter',
        'filter must be a group { "and": [...] } or { "or": [...] }',
      ],
      [
        post({ filter: { and: [on('stage', 'eq', 'lead'), { or: [{}] }] } }),
        'filter.and.1.or.0',
        'filter.and.1.or.0 must be a group { "and": [...] } or { "or": [...] }, or a condition { "field", "op", "value" }',
      ],
      [
        post({
          filter: {
            or: [
              on('stage', 'eq', 'lead'),
              { and: [{ field: 'stage', op: 'eq', value: 'lead', x: 1 }] },
            ],
          },
        }),
        'filter.or.1.and.0',
        'filter.or.1.and.0 must be a group { "and": [...] } or { "or": [...] }, or a condition { "field", "op", "value" }',
      ],
      [
        post({ filter: { and: [on('custom.arr', 'gte', '10000')] } }),
        'filter.and.0.value',
        'filter.and.0.value must be a number',
      ],
      [
        post({ filter: { and: [on('stage', 'in', 'lead,won')] } }),
        'filter.and.0.value',
        'filter.and.0.value must be a list of 1 to 100 values, each one of: lead, contacted, qualified, proposal, negotiation, won, lost',
      ],
      [
        post({ filter: { and: [on('stage', 'like', 'l')] } }),
        'filter.and.0.op',
        'filter.and.0.op: stage takes eq, neq, in, nin',
      ],
      [
        post({ filter: { and: [{ field: 7, op: 'eq' }] } }),
        'filter.and.0.field',
        'filter.and.0.field must be the name of a field',
      ],
      [
        post({ filter: { and: 'x' } }),
        'filter.and',
        'filter.and must be a list of groups and conditions',
      ],
      [
        post({ filter: { or: [] } }),
        'filter.or',
        'filter.or: an or group needs at least one entry',
      ],
      [
        post({ filter: nest(5) }),
        'filter.and.0.and.0.and.0.and.0',
        'filter.and.0.and.0.and.0.and.0: groups nest at most 4 deep, the root group included',
      ],
      [
        post({ filter: { and: Array.from({ length: 51 }, () => on('stage', 'eq', 'lead')) } }),
        'filter',
        'filter: at most 50 conditions',
      ],
      [
        post({ sort: ['custom.arr', { a: 1 }] }),
        'sort',
        'sort: each key must be a text, a field name with - before it to sort descending (such as "-created_at")',
      ],
      [
        post({ sort: { x: 1 } }),
        'sort',
        'sort must be keys separated by commas, or an array of keys',
      ],
      [post({ cursor: 'x' }), 'cursor', 'cursor is not a next_cursor returned by this list'],
      // `null` is a value like any other: not the first page, nor a page of no size.
      [post({ limit: null }), 'limit', 'limit must be an integer number'],
      [post({ cursor: null, sort: 'last_name' }), 'cursor', 'cursor must be a string'],
      [post({ cursor: null }), 'cursor', 'cursor must be a string'],
      [post({ view: null }), 'view', 'view must be a string'],
      [post({ limit: 'ten' }), 'limit', 'limit must be an integer number'],
    ];
    const outcomes = [];
    const expected = [];
    for (const [request, field, message] of refusals) {
      const res = await request;
      outcomes.push({ status: res.status, errors: res.body.errors });
      expected.push({ status: 422, errors: [{ field, message }] });
    }
    expect(outcomes).toEqual(expected);
    expect((await post({ filter: nest(4) })).status).toBe(200);
    const fifty = { and: Array.from({ length: 50 }, () => on('stage', 'eq', 'lead')) };
    expect((await post({ filter: fifty })).status).toBe(200);
  });

  it("lists every choice a workspace gives a field, however many, and names the currencies' codes", async () => {
    const admin = await signUp(t, { premium: true });
    const options = Array.from({ length: 31 }, (_, i) => ({ id: `o${i + 1}`, label: `O${i + 1}` }));
    for (const body of [
      { key: 'tier', label: 'Tier', type: 'select', filterable: true, options },
      { key: 'deal', label: 'Deal', type: 'currency', filterable: true },
    ]) {
      expect((await call(t, 'POST', '/custom-fields', { as: admin.email, body })).status).toBe(201);
    }
    const ids = options.map((o) => o.id).join(', ');
    const codes = `one of the ${Intl.supportedValuesOf('currency').length} codes (ISO 4217)`;
    const refusals: [string, string, string][] = [
      ['filter[custom.tier][eq]=o32', 'filter.custom.tier.eq', `one of: ${ids}`],
      ['filter[custom.deal.currency][eq]=EU', 'filter.custom.deal.currency.eq', codes],
      // An amount a JSON number keeps exactly, as a value's check takes it: the range is named.
      [
        'filter[custom.deal][gt]=9007199254740993',
        'filter.custom.deal.gt',
        'a whole number from -9007199254740991 to 9007199254740991',
      ],
      ['filter[currency][eq]=EU', 'filter.currency.eq', codes],
    ];
    for (const [query, path, expected] of refusals) {
      const res = await call(t, 'GET', `/contacts?${query}`, { as: admin.email });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: path, message: `${path} must be ${expected}` }]);
    }
  });

  it('refuses between with its bounds reversed, which matched nothing, on every kind of field; equal bounds match', async () => {
    const refused = (field: string, expected: string, separated = ', separated by a comma') => {
      const message = `${field} must be two values, the lower bound first${separated}, each ${expected}`;
      return { status: 422, detail: `Validation failed: ${message}`, errors: [{ field, message }] };
    };
    const DATE = 'a date, YYYY-MM-DD';
    const DATETIME = 'an ISO 8601 datetime or a date, YYYY-MM-DD';
    const cases: [string, string, string][] = [
      ['value_cents', '10000,1', 'a whole number from 0 to 10000000000000'],
      ['expected_close_date', '2026-12-31,2026-12-01', DATE],
      ['created_at', '2027-01-01,2026-01-01', DATETIME],
      ['created_at', '2026-01-01T00:00:00.001Z,2026-01-01T00:00:00Z', DATETIME],
      ['custom.arr', '1,-1', 'a number'],
      ['custom.deal', '2000,1000', 'a whole number from -9007199254740991 to 9007199254740991'],
      ['custom.renewal', `${day(1)},${day(0)}`, DATE],
      ['custom.seen', '2026-01-02,2026-01-01', DATETIME],
    ];
    const outcomes = [];
    const expected = [];
    for (const [name, bounds, what] of cases) {
      const query = `filter[${name}][between]=${bounds}`;
      const res = await call(t, 'GET', `/contacts?${query}`, { as: w.admin.email });
      outcomes.push({
        query,
        status: res.status,
        detail: res.body.detail,
        errors: res.body.errors,
      });
      expected.push({ query, ...refused(`filter.${name}.between`, what) });
    }
    for (const [name, value, what] of [
      ['value_cents', [10, 1], 'a whole number from 0 to 10000000000000'],
      ['custom.seen', ['2026-01-01T00:00:01Z', '2026-01-01T00:00:00Z'], DATETIME],
    ] as const) {
      const res = await call(t, 'POST', '/contacts/search', {
        as: w.admin.email,
        body: { filter: { and: [{ field: name, op: 'between', value }] } },
      });
      outcomes.push({
        query: name,
        status: res.status,
        detail: res.body.detail,
        errors: res.body.errors,
      });
      expected.push({ query: name, ...refused('filter.and.0.value', what, '') });
    }
    expect(outcomes).toEqual(expected);

    const names = async (query: string) => namesOf(await walk(t, w.admin, { get: query }));
    expect(await names('filter[value_cents][between]=5000,5000')).toEqual(['Ada', 'Alan']);
    expect(await names('filter[custom.arr][between]=100,100')).toEqual(['Ada', 'Linus']);
    expect(await names(`filter[custom.renewal][between]=${day(3)},${day(3)}`)).toEqual(['Ada']);
    const knuthSeen = '2001-03-10T12:00:00Z';
    expect(await names(`filter[custom.seen][between]=${knuthSeen},${knuthSeen}`)).toEqual([
      'Donald',
    ]);
    const body = {
      filter: { and: [{ field: 'value_cents', op: 'between', value: [5000, 5000] }] },
    };
    expect(namesOf(await walk(t, w.admin, { post: body }))).toEqual(['Ada', 'Alan']);
  });

  it("refuses a search body's limit that is not a JSON integer, and keeps the default when it is left out", async () => {
    const outcomes = [];
    const expected = [];
    for (const limit of [true, '0x10', '1e1', ' 5', '5', 2.5]) {
      const res = await call(t, 'POST', '/contacts/search', {
        as: w.admin.email,
        body: { limit },
      });
      outcomes.push({
        limit,
        status: res.status,
        detail: res.body.detail,
        errors: res.body.errors,
      });
      expected.push({
        limit,
        status: 422,
        detail: 'Validation failed: limit must be an integer number',
        errors: [{ field: 'limit', message: 'limit must be an integer number' }],
      });
    }
    expect(outcomes).toEqual(expected);
    const page = await call(t, 'POST', '/contacts/search', {
      as: w.admin.email,
      body: { limit: 5 },
    });
    expect([page.status, page.body.items.length]).toEqual([200, 5]);
    expect(page.body.next_cursor).toEqual(expect.any(String));
    // Left out: the default page of 50 holds all seven.
    const all = await call(t, 'POST', '/contacts/search', { as: w.admin.email, body: {} });
    expect([all.status, namesOf(all.body.items), all.body.next_cursor]).toEqual([
      200,
      PEOPLE,
      null,
    ]);
    // A query string's limit is text, read as a number as before.
    const listed = await call(t, 'GET', '/contacts?limit=5', { as: w.admin.email });
    expect([listed.status, listed.body.items.length]).toEqual([200, 5]);
  });

  it('takes values that look like SQL as values', async () => {
    const odd = [
      "O'Brien'); DROP TABLE contacts; --",
      "' OR '1'='1",
      '$1',
      'x::int',
      '1; DELETE FROM contact_field_values',
      '%',
      '_',
      '\\',
      '/* c */ --',
    ];
    const made: Record<string, string> = {};
    for (const text of odd) {
      made[text] = (
        await call(t, 'POST', '/contacts', {
          as: w.admin.email,
          body: { first_name: 'Odd', company: text, custom: { nick: text }, tags: ['sql'] },
        })
      ).body.id;
    }
    for (const text of odd) {
      for (const query of [
        `filter[company][eq]=${encodeURIComponent(text)}`,
        `filter[custom.nick][eq]=${encodeURIComponent(text)}`,
        `filter[custom.nick][in]=${encodeURIComponent(text)}`,
      ]) {
        const found = ids(await walk(t, w.admin, { get: `${query}&tag=sql` }));
        expect({ query, found }).toEqual({ query, found: [made[text]] });
      }
      const contains = ids(
        await walk(t, w.admin, {
          post: { filter: { and: [{ field: 'custom.nick', op: 'contains', value: text }] } },
        }),
      );
      expect(contains).toContain(made[text]);
      const wrong = await call(
        t,
        'GET',
        `/contacts?filter[custom.arr][gte]=${encodeURIComponent(text)}`,
        {
          as: w.admin.email,
        },
      );
      expect(wrong.status).toBe(422);
    }
    // Wildcards match literally.
    const percent = await walk(t, w.admin, { get: 'filter[custom.nick][contains]=%25' });
    expect(ids(percent)).toEqual([made['%']]);
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contact_field_values WHERE workspace_id = $1`,
      [w.admin.workspaceId],
    );
    expect(row.n).toBeGreaterThan(odd.length);
    for (const id of Object.values(made)) {
      await call(t, 'DELETE', `/contacts/${id}`, { as: w.admin.email });
    }
  });

  it('is a read: a free workspace searches its demo contacts, an API key needs contacts:read', async () => {
    const free = await signUp(t);
    const demo = await call(t, 'GET', '/contacts?limit=200', { as: free.email });
    const search = await call(t, 'POST', '/contacts/search', {
      as: free.email,
      body: { filter: { and: [] }, limit: 200 },
    });
    expect(search.status).toBe(200);
    expect(search.body).toEqual(demo.body);
    expect(demo.body.items.length).toBeGreaterThan(0);
    const count = await call(t, 'GET', '/contacts/count', { as: free.email });
    expect(count.body).toEqual({ count: demo.body.items.length });

    const reader = await createKey(t, w.admin.email, ['contacts:read']);
    const writer = await createKey(t, w.admin.email, ['contacts:write']);
    const body = { filter: { and: [{ field: 'owner_id', op: 'eq', value: 'me' }] } };
    const read = await withKey(t, reader.key, 'POST', '/contacts/search', { body });
    expect(read.status).toBe(200);
    expect(read.body.items.map((c: { first_name: string }) => c.first_name).sort()).toEqual([
      'Ada',
      'Barbara',
      'Linus',
    ]);
    const refused = await withKey(t, writer.key, 'POST', '/contacts/search', { body });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Scope 'contacts:read' required");
    expect((await withKey(t, reader.key, 'GET', '/contacts/count')).status).toBe(200);
  });

  it('keeps no Idempotency-Key for a search: the same key may send another search', async () => {
    const search = (filter: unknown) =>
      call(t, 'POST', '/contacts/search', {
        as: w.admin.email,
        headers: { 'Idempotency-Key': 'search-key-1' },
        body: { filter },
      });
    const leads = await search({ and: [{ field: 'stage', op: 'eq', value: 'lead' }] });
    const vips = await search({ and: [{ field: 'tags', op: 'any', value: ['vip'] }] });
    expect([leads.status, vips.status]).toEqual([200, 200]);
    expect(vips.headers['idempotent-replayed']).toBeUndefined();
    expect(vips.body.items.map((c: { first_name: string }) => c.first_name).sort()).toEqual([
      'Ada',
      'Alan',
    ]);
    const kept = await t.db.query(`SELECT 1 FROM idempotency_keys WHERE workspace_id = $1`, [
      w.admin.workspaceId,
    ]);
    expect(kept).toEqual([]);
  });
});
