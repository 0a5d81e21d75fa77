import { beforeAll, describe, expect, it } from '@jest/globals';
import { define, field, namesOf, walk } from './support/contact-query.js';
import { createContact, type Member, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';
import { createView } from './support/views.js';

/*
 * A number filter takes only values its field can hold: a whole number for an integer column
 * (`probability`, `value_cents`) or a currency's minor units, within the field's own bounds. Any
 * other is the 422 naming its place on every route that filters contacts, and a view cannot be
 * saved with it, where PostgreSQL refused it before (a 500, a job failing after its retries).
 */

const PROBABILITY = 'a whole number from 0 to 100';
const VALUE_CENTS = 'a whole number from 0 to 10000000000000';
/** A custom currency's amount: a whole number a JSON number keeps exactly. */
const AMOUNT = 'a whole number from -9007199254740991 to 9007199254740991';

/** The 422 of a filter's value at `field`. */
const refused = (field: string, expected: string) => {
  const message = `${field} must be ${expected}`;
  return { status: 422, detail: `Validation failed: ${message}`, errors: [{ field, message }] };
};

describe('Number filters take the values their field holds', () => {
  const t = useTestApp();
  let admin: Member;

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    await define(t, admin, field('arr', 'number'));
    await define(t, admin, field('deal', 'currency'));
    for (const [first_name, probability, value_cents] of [
      ['Never', 0, 0],
      ['Maybe', 40, 5000],
      ['Surely', 100, 10_000_000_000_000],
      ['Unknown', null, 250],
    ] as const) {
      await createContact(t, admin.email, {
        first_name,
        probability,
        value_cents,
        custom: { arr: 1.5, deal: { amount_minor: 1200, currency: 'EUR' } },
      });
    }
  });

  const get = (path: string) => call(t, 'GET', path, { as: admin.email });
  const outcome = (res: { status: number; body: Record<string, unknown> }) => ({
    status: res.status,
    detail: res.body.detail,
    errors: res.body.errors,
  });

  it('refuses a probability that is not a whole number from 0 to 100 in a query, on every route', async () => {
    const cases: [string, string][] = [
      ['filter[probability][gt]=1.5', 'filter.probability.gt'],
      ['filter[probability][eq]=1e308', 'filter.probability.eq'],
      ['filter[probability][eq]=99999999999', 'filter.probability.eq'],
      ['filter[probability][eq]=2147483648', 'filter.probability.eq'],
      ['filter[probability][gte]=-1', 'filter.probability.gte'],
      ['filter[probability][lte]=101', 'filter.probability.lte'],
      ['filter[probability][between]=0,1.5', 'filter.probability.between'],
      ['filter[probability][in]=10,20.5', 'filter.probability.in'],
      ['filter[probability][nin]=10,-2147483649', 'filter.probability.nin'],
    ];
    for (const [query, place] of cases) {
      for (const path of [
        '/contacts',
        '/contacts/count',
        '/contacts/export',
        '/contacts/dormant',
        '/board',
        '/board/stages/lead/contacts',
        '/reports/forecast',
      ]) {
        expect({ path, query, ...outcome(await get(`${path}?${query}`)) }).toEqual({
          path,
          query,
          ...refused(place, PROBABILITY),
        });
      }
    }
  });

  it('refuses them in a body: the search, a bulk action, a view saved or edited', async () => {
    const view = await createView(t, admin.email, { name: 'Likely' });
    const values: [string, unknown][] = [
      ['gt', 1.5],
      ['eq', 1e308],
      ['eq', 99999999999],
      ['eq', 2147483648],
      ['lt', -1],
      ['between', [0, 1.5]],
      ['in', [10, 20.5]],
    ];
    for (const [op, value] of values) {
      const filter = { and: [{ field: 'probability', op, value }] };
      const expected = refused('filter.and.0.value', PROBABILITY);
      const search = await call(t, 'POST', '/contacts/search', {
        as: admin.email,
        body: { filter },
      });
      expect({ op, value, ...outcome(search) }).toEqual({ op, value, ...expected });
      const bulk = await call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'add_tags', params: { tags: ['x'] }, filter },
      });
      expect({ op, value, ...outcome(bulk) }).toEqual({ op, value, ...expected });
      const saved = await call(t, 'POST', '/views', {
        as: admin.email,
        body: { name: 'Likely', filter },
      });
      expect({ op, value, ...outcome(saved) }).toEqual({ op, value, ...expected });
      const edited = await call(t, 'PATCH', `/views/${view.id}`, {
        as: admin.email,
        body: { filter },
      });
      expect({ op, value, ...outcome(edited) }).toEqual({ op, value, ...expected });
    }
    // Nothing was queued, and the views are as they were.
    const [jobs] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM bulk_operations WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    expect(jobs.n).toBe(0);
    const views = await get('/views');
    expect(views.body.items).toEqual([
      expect.objectContaining({ id: view.id, filter: { and: [] }, valid: true }),
    ]);
  });

  it('reads a view saved with such a value as one that no longer reads: 422 where it is used', async () => {
    const filter = { and: [{ field: 'probability', op: 'gt', value: 1.5 }] };
    const [row] = await t.db.query<{ id: string }[]>(
      `INSERT INTO saved_views (workspace_id, name, filter, created_by)
       VALUES ($1, 'Saved before', $2::jsonb, $3) RETURNING id`,
      [admin.workspaceId, JSON.stringify(filter), admin.userId],
    );
    const message = `filter.and.0.value must be ${PROBABILITY}`;
    expect((await get(`/views/${row.id}`)).body).toMatchObject({
      valid: false,
      invalid: { field: 'filter.and.0.value', message },
    });
    for (const path of [
      `/contacts?view=${row.id}`,
      `/contacts/count?view=${row.id}`,
      `/board?view=${row.id}`,
    ]) {
      expect({ path, ...outcome(await get(path)) }).toEqual({
        path,
        ...refused('view.filter.and.0.value', PROBABILITY),
      });
    }
  });

  it('refuses a value_cents or a currency amount that is not a whole number it holds', async () => {
    const outcomes = [];
    const expected = [];
    for (const [query, place, what] of [
      ['filter[value_cents][eq]=1e308', 'filter.value_cents.eq', VALUE_CENTS],
      ['filter[value_cents][gt]=-1', 'filter.value_cents.gt', VALUE_CENTS],
      ['filter[value_cents][lte]=10000000000001', 'filter.value_cents.lte', VALUE_CENTS],
      ['filter[value_cents][eq]=1.5', 'filter.value_cents.eq', VALUE_CENTS],
      ['filter[custom.deal][gt]=1.5', 'filter.custom.deal.gt', AMOUNT],
      ['filter[custom.deal][eq]=1e20', 'filter.custom.deal.eq', AMOUNT],
    ]) {
      outcomes.push({ query, ...outcome(await get(`/contacts?${query}`)) });
      expected.push({ query, ...refused(place, what) });
    }
    for (const [name, value, what] of [
      ['value_cents', 1e16, VALUE_CENTS],
      ['custom.deal', 1e20, AMOUNT],
    ] as const) {
      const res = await call(t, 'POST', '/contacts/search', {
        as: admin.email,
        body: { filter: { and: [{ field: name, op: 'gte', value }] } },
      });
      outcomes.push({ query: name, ...outcome(res) });
      expected.push({ query: name, ...refused('filter.and.0.value', what) });
    }
    expect(outcomes).toEqual(expected);
  });

  it('compares a number a double does not keep as written exactly, and refuses one too large', async () => {
    const query = 'filter[custom.arr][eq]=1e400';
    expect({ query, ...outcome(await get(`/contacts?${query}`)) }).toEqual({
      query,
      ...refused('filter.custom.arr.eq', 'a number'),
    });
    // Every contact holds 1.5: what a double would read the value as is not what it is.
    for (const [op, value, matches] of [
      ['eq', '1.50000000000000001', false],
      ['gte', '1.50000000000000001', false],
      ['lt', '1.50000000000000001', true],
      ['lte', '1.49999999999999999', false],
      ['gt', '1.49999999999999999', true],
      ['eq', '1e-400', false],
      ['gt', '1e-400', true],
      ['lt', '-1e-400', false],
      ['gte', '3e-324', true],
      ['lte', '1.4e-323', false],
      ['lte', '0e-400', false],
      ['eq', '1.5', true],
    ] as const) {
      const res = await get(`/contacts?filter[custom.arr][${op}]=${value}`);
      expect({ op, value, status: res.status, matched: res.body.items.length }).toEqual({
        op,
        value,
        status: 200,
        matched: matches ? 4 : 0,
      });
    }
    // Bounds in reverse order are refused as the numbers written, not as their doubles.
    for (const [bounds, order] of [
      ['1.5,1.49999999999999999', 'reversed'],
      ['1.50000000000000002,1.50000000000000001', 'reversed'],
      ['1e-400,1e-401', 'reversed'],
      ['1.49999999999999999,1.50000000000000001', 'in order'],
    ] as const) {
      const query = `filter[custom.arr][between]=${bounds}`;
      const res = await get(`/contacts?${query}`);
      expect({ query, ...outcome(res) }).toEqual({
        query,
        ...(order === 'reversed'
          ? refused(
              'filter.custom.arr.between',
              'two values, the lower bound first, separated by a comma, each a number',
            )
          : { status: 200 }),
      });
    }
    expect(
      (await get('/contacts?filter[custom.arr][between]=1.49999999999999999,1.50000000000000001'))
        .body.items,
    ).toHaveLength(4);
    // A whole field holds no such number.
    const whole = 'filter[custom.deal][eq]=1200.00000000000000001';
    expect({ query: whole, ...outcome(await get(`/contacts?${whole}`)) }).toEqual({
      query: whole,
      ...refused('filter.custom.deal.eq', AMOUNT),
    });
  });

  it('takes in a query the plain decimal a contact answers for its number, however many digits, as the search takes the number', async () => {
    const owner = await signUp(t, { premium: true });
    await define(t, owner, field('n', 'number'));
    const values = [123456789012345000000, 1.2345e-21, 5e-324, -1.79769313486231e308, 1];
    const answered = new Map<number, string>();
    for (const n of values) {
      const res = await call(t, 'POST', '/contacts', {
        as: owner.email,
        body: { first_name: `N${n}`, custom: { n } },
      });
      expect(res.status).toBe(200);
      // The exact text of the value, as the body writes it.
      answered.set(n, /"n": ?(-?[0-9.]+)[,}]/.exec(res.text)![1]);
    }
    expect(answered.get(123456789012345000000)).toBe('123456789012345000000');
    expect(answered.get(1.2345e-21)).toBe('0.0000000000000000000012345');
    expect(answered.get(5e-324)).toBe(`0.${'0'.repeat(323)}5`);
    expect(answered.get(-1.79769313486231e308)).toBe(`-179769313486231${'0'.repeat(294)}`);
    const counts = [];
    for (const n of values) {
      const text = answered.get(n)!;
      const count = await call(t, 'GET', `/contacts/count?filter[custom.n][eq]=${text}`, {
        as: owner.email,
      });
      const search = await call(t, 'POST', '/contacts/search', {
        as: owner.email,
        body: { filter: { and: [{ field: 'custom.n', op: 'eq', value: n }] } },
      });
      counts.push({ text, count: [count.status, count.body.count], search: search.body.items });
    }
    expect(counts).toEqual(
      values.map((n) => ({
        text: answered.get(n),
        count: [200, 1],
        search: [expect.objectContaining({ first_name: `N${n}` })],
      })),
    );
    // As long as any number is written out (340 decimals), and no longer.
    const longest = await call(
      t,
      'GET',
      `/contacts/count?filter[custom.n][eq]=1.${'0'.repeat(340)}`,
      { as: owner.email },
    );
    expect([longest.status, longest.body]).toEqual([200, { count: 1 }]);
    for (const value of [`1.${'0'.repeat(341)}`, '1'.repeat(310)]) {
      const res = await call(t, 'GET', `/contacts/count?filter[custom.n][eq]=${value}`, {
        as: owner.email,
      });
      expect({ value, ...outcome(res) }).toEqual({
        value,
        ...refused('filter.custom.n.eq', 'a number'),
      });
    }
  });

  it('takes every value the field holds, its bounds included, and any number for a number field', async () => {
    const names = async (query: string) => namesOf(await walk(t, admin, { get: query }));
    expect(await names('filter[probability][gte]=0')).toEqual(['Maybe', 'Never', 'Surely']);
    expect(await names('filter[probability][eq]=100')).toEqual(['Surely']);
    expect(await names('filter[probability][between]=0,40')).toEqual(['Maybe', 'Never']);
    expect(await names('filter[probability][in]=0,100')).toEqual(['Never', 'Surely']);
    expect(await names('filter[probability][neq]=1e2')).toEqual(['Maybe', 'Never', 'Unknown']);
    expect(await names('filter[value_cents][eq]=10000000000000')).toEqual(['Surely']);
    expect(await names('filter[value_cents][lt]=1')).toEqual(['Never']);
    expect(await names('filter[custom.deal][eq]=1200')).toHaveLength(4);
    // A number field holds any finite number: these compare as PostgreSQL's numeric does.
    expect(await names('filter[custom.arr][eq]=1e308')).toEqual([]);
    expect(await names('filter[custom.arr][gt]=-1e308')).toHaveLength(4);
    expect(await names('filter[custom.arr][between]=1.4999,1.5')).toHaveLength(4);
    const search = await call(t, 'POST', '/contacts/search', {
      as: admin.email,
      body: { filter: { and: [{ field: 'probability', op: 'lte', value: 100 }] } },
    });
    expect(search.status).toBe(200);
    expect(namesOf(search.body.items)).toEqual(['Maybe', 'Never', 'Surely']);
  });
});
