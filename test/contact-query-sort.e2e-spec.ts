import { beforeAll, describe, expect, it } from '@jest/globals';
import { define, field, type Listed, walk } from './support/contact-query.js';
import { createContact, signUp, type Member } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';
import { TEXT_ORDER } from '../src/database/sql.js';

/*
 * Sorted lists walked page by page with their cursors while contacts are created, edited and
 * moved between the pages: every contact whose place does not change is listed once, in the
 * order a single ORDER BY over the stored values gives (nulls last either way, the id last).
 */

/** How the one-statement order reads each sort key from the contact itself (not the side table). */
const ORACLE: Record<string, string> = {
  first_name: `c.first_name COLLATE ${TEXT_ORDER}`,
  last_name: `NULLIF(c.last_name, '') COLLATE ${TEXT_ORDER}`,
  company: `NULLIF(c.company, '') COLLATE ${TEXT_ORDER}`,
  value_cents: 'c.value_cents',
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
  last_activity_at: 'c.last_activity_at',
  closed_at: 'c.closed_at',
  'custom.arr': `(c.custom ->> 'arr')::numeric`,
  'custom.nick': `left(lower(c.custom ->> 'nick'), 200) COLLATE ${TEXT_ORDER}`,
  'custom.renewal': `(c.custom ->> 'renewal')::date`,
  'custom.seen': `(c.custom ->> 'seen')::timestamptz`,
  'custom.deal': `(c.custom -> 'deal' ->> 'amount_minor')::numeric`,
};

const SORTS = [
  'custom.arr',
  '-custom.arr',
  'custom.arr,-last_name',
  '-custom.nick,value_cents',
  'custom.renewal',
  '-custom.seen',
  'custom.deal,-custom.renewal,first_name',
  'last_name',
  '-last_name,first_name',
  'company,-custom.arr',
  'value_cents,-company,first_name',
  '-value_cents',
  'first_name',
  '-created_at',
  'created_at',
  '-updated_at',
  'last_activity_at,-custom.nick',
  'closed_at',
  '-closed_at,first_name',
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length];

/** The values of the i-th contact: small pools, so keys tie and go missing often. */
function person(i: number): Record<string, unknown> {
  const custom = {
    arr: pick([null, 1, 1, 2.5, -1, 10], i),
    nick: pick([null, 'b', 'B', 'a', 'Ab', 'Éa', 'z'], i),
    renewal: pick([null, '2026-01-01', '2026-01-01', '2025-12-31'], i),
    seen: pick([null, '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z'], i),
    deal: pick(
      [
        null,
        { amount_minor: 100, currency: 'EUR' },
        { amount_minor: 100, currency: 'USD' },
        { amount_minor: 50, currency: 'EUR' },
      ],
      i,
    ),
  };
  return {
    first_name: `P${i % 6}`,
    last_name: pick([null, 'Ng', 'Ng', 'ng', 'Abe', null, 'Zed', 'Ñu', 'abe', ''], i),
    company: pick([null, 'Acme', 'acme', null, 'Zeta', 'Ébène', ''], i),
    value_cents: pick([0, 100, 100, 5000], i),
    custom: Object.fromEntries(Object.entries(custom).filter(([, v]) => v !== null)),
  };
}

describe('Sorted contact lists', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
  let admin: Member;
  const initial: string[] = [];
  let movers: string[] = [];

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    for (const [key, type] of [
      ['arr', 'number'],
      ['nick', 'text'],
      ['renewal', 'date'],
      ['seen', 'datetime'],
      ['deal', 'currency'],
    ]) {
      await define(t, admin, field(key, type));
    }
    for (let i = 0; i < 24; i++) initial.push((await createContact(t, admin.email, person(i))).id);
    movers = initial.slice(0, 3);
    // Closed contacts (closed_at, kept as they enter a won or lost stage) among open ones (none):
    // those moved together in one transaction closed at the same instant.
    for (const [stage, together] of [
      ['won', [4, 10, 16]],
      ['lost', [5, 11, 17, 23]],
    ] as const) {
      const res = await call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: {
          action: 'move_stage',
          params: { stage },
          contact_ids: together.map((i) => initial[i]),
        },
      });
      expect(res.status).toBe(200);
    }
    for (const [i, stage] of [
      [6, 'won'],
      [8, 'lost'],
      [13, 'won'],
      [20, 'lost'],
    ] as const) {
      const res = await call(t, 'POST', `/contacts/${initial[i]}/stage`, {
        as: admin.email,
        body: { stage },
      });
      expect(res.status).toBe(200);
    }
    const closed = await t.db.query<{ at: string; n: number }[]>(
      `SELECT closed_at::text AS at, count(*)::int AS n FROM contacts
        WHERE id = ANY($1::uuid[]) GROUP BY closed_at ORDER BY closed_at NULLS LAST`,
      [initial],
    );
    expect(closed.map((r) => r.n)).toEqual([3, 4, 1, 1, 1, 1, 13]);
  });

  /** The ids of `among` in the order one statement gives for `sort`. */
  async function oracle(sort: string, among: readonly string[]): Promise<string[]> {
    const keys = sort
      .split(',')
      .map((k) => (k.startsWith('-') ? [k.slice(1), 'DESC'] : [k, 'ASC']));
    const last = keys[keys.length - 1][1];
    const order = [
      ...keys.map(([name, dir]) => `${ORACLE[name]} ${dir} NULLS LAST`),
      `c.id ${last}`,
    ];
    const rows = await t.db.query<{ id: string }[]>(
      `SELECT c.id FROM contacts c WHERE c.id = ANY($1::uuid[]) ORDER BY ${order.join(', ')}`,
      [among],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Writes made between two pages: a contact created (and the one created before deleted, so
   * the list keeps its length), a mover edited and moved to another stage, open or closed.
   */
  function churn(): () => Promise<void> {
    let n = 0;
    let fresh: string | undefined;
    return async () => {
      n++;
      if (fresh) await call(t, 'DELETE', `/contacts/${fresh}`, { as: admin.email });
      fresh = (await createContact(t, admin.email, person(100 + n))).id;
      const mover = pick(movers, n);
      const values = person(200 + n);
      const edit = await call(t, 'PATCH', `/contacts/${mover}`, {
        as: admin.email,
        body: {
          ...values,
          custom: {
            arr: null,
            nick: null,
            renewal: null,
            seen: null,
            deal: null,
            ...(values.custom as object),
          },
        },
      });
      expect(edit.status).toBe(200);
      await call(t, 'POST', `/contacts/${mover}/stage`, {
        as: admin.email,
        body: { stage: pick(['qualified', 'won', 'lead', 'lost'], n) },
      });
    };
  }

  it.each(SORTS)('walks sort=%s to the end once per contact while others change', async (sort) => {
    const walked = await walk(t, admin, { get: `sort=${sort}` }, 3, churn());
    const seen = walked.map((c) => c.id);
    const stable = initial.filter((id) => !movers.includes(id));
    // No contact twice, but a mover, which may be met before and after its move.
    const twice = seen.filter((id, i) => seen.indexOf(id) !== i && !movers.includes(id));
    expect(twice).toEqual([]);
    expect(seen.filter((id) => stable.includes(id))).toEqual(await oracle(sort, stable));
  });

  it('walks a sorted search the same way, a filter narrowing it', async () => {
    const filter = { and: [{ field: 'custom.arr', op: 'is_not_empty' }] };
    const walked = await walk(
      t,
      admin,
      { post: { filter, sort: ['-custom.nick', 'custom.arr'] } },
      2,
    );
    const rows = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND custom ? 'arr'`,
      [admin.workspaceId],
    );
    expect(walked.map((c) => c.id)).toEqual(
      await oracle(
        '-custom.nick,custom.arr',
        rows.map((r) => r.id),
      ),
    );
  });

  it('starts a page among the contacts without a value from its cursor alone', async () => {
    const all = await walk(t, admin, { get: 'sort=custom.arr' }, 200);
    const firstWithout = all.findIndex((c) => (c.custom as Record<string, unknown>).arr === null);
    expect(firstWithout).toBeGreaterThan(0);
    const pages = await walk(t, admin, { get: 'sort=custom.arr' }, firstWithout + 1);
    expect(pages.map((c) => c.id)).toEqual(all.map((c) => c.id));
  });

  it('pages and filters a number field through every size of number it holds, its cursors at each', async () => {
    const owner = await signUp(t, { premium: true });
    await define(t, owner, field('n', 'number'));
    const values = [
      -1.79769313486231e308, -1e21, -0.5, 0, 5e-324, 1e-300, 1.23456789012345e-300, 0.1, 1e308,
    ];
    const ids = new Map<string, number>();
    for (const n of [...values].reverse()) {
      ids.set((await createContact(t, owner.email, { custom: { n } })).id, n);
    }
    for (const [sort, expected] of [
      ['custom.n', values],
      ['-custom.n', [...values].reverse()],
    ] as const) {
      for (const limit of [1, 3]) {
        const walked = await walk(t, owner, { get: `sort=${sort}` }, limit);
        expect(walked.map((c) => ids.get(c.id))).toEqual(expected);
        expect(walked.map((c) => (c.custom as { n: number }).n)).toEqual(expected);
      }
    }
    // Each of them, however large or small, is a value a filter takes too.
    const idOf = new Map([...ids].map(([id, n]) => [n, id]));
    for (const n of values) {
      const found = await walk(t, owner, {
        post: { filter: { and: [{ field: 'custom.n', op: 'eq', value: n }] } },
      });
      expect({ n, found: found.map((c) => c.id) }).toEqual({ n, found: [idOf.get(n)] });
    }
    const above = await walk(t, owner, { get: 'filter[custom.n][gte]=1e20' });
    expect(above.map((c) => c.id)).toEqual([idOf.get(1e308)]);
    const below = await walk(t, owner, {
      post: { filter: { and: [{ field: 'custom.n', op: 'lt', value: -1e20 }] }, sort: 'custom.n' },
    });
    expect(below.map((c) => c.id)).toEqual([idOf.get(-1.79769313486231e308), idOf.get(-1e21)]);
  });

  it('pages by long texts, each next_cursor carrying them taken back, down to one contact a page', async () => {
    const owner = await signUp(t, { premium: true });
    await define(t, owner, field('note', 'text'));
    // Texts of 4-byte characters: notes past the 200 characters a custom text's index keeps (so
    // they tie there), last names of 100 emoji. The id breaks the ties; first_name does not tie.
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const contact = await createContact(t, owner.email, {
        first_name: `K${i}`,
        last_name: '😀'.repeat(100),
        custom: { note: `${'𠀀'.repeat(300)}${i}` },
      });
      ids.push(contact.id);
    }
    const byId = [...ids].sort();
    const cases: [{ get: string } | { post: Record<string, unknown> }, string, string[]][] = [
      [{ get: 'sort=custom.note' }, 'custom.note', byId],
      [{ get: 'sort=last_name' }, 'last_name', byId],
      [{ get: 'sort=-last_name' }, '-last_name', [...byId].reverse()],
      [
        { get: 'sort=-custom.note,-last_name,first_name' },
        '-custom.note,-last_name,first_name',
        ids,
      ],
      [{ post: { sort: ['custom.note', 'last_name'] } }, 'custom.note,last_name', byId],
    ];
    for (const [request, sort, expected] of cases) {
      const walked = await walk(t, owner, request, 1);
      expect({ sort, ids: walked.map((c) => c.id) }).toEqual({ sort, ids: expected });
      // Each cursor is longer than the 512 characters `cursor` once took.
      const first = await call(t, 'GET', `/contacts?sort=${sort}&limit=1`, { as: owner.email });
      expect({ sort, long: (first.body.next_cursor as string).length > 512 }).toEqual({
        sort,
        long: true,
      });
    }
  });

  it('takes back the longest cursor a list hands out, three texts of control characters, and refuses one longer', async () => {
    const owner = await signUp(t, { premium: true });
    const keys = ['t1', 't2', 't3'];
    for (const key of keys) await define(t, owner, field(key, 'text'));
    // 200 characters each (what a custom text's index keeps), each written \u0001 in JSON; the
    // same in both contacts, so the id breaks the tie.
    const text = '\u0001'.repeat(200);
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const contact = await createContact(t, owner.email, {
        first_name: `C${i}`,
        custom: Object.fromEntries(keys.map((key) => [key, `${text}${i}`])),
      });
      ids.push(contact.id);
    }
    const sort = keys.map((key) => `custom.${key}`).join(',');
    const first = await call(t, 'GET', `/contacts?sort=${sort}&limit=1`, { as: owner.email });
    expect(first.status).toBe(200);
    const cursor = first.body.next_cursor as string;
    expect(cursor.length).toBe(4875);
    const page = await call(t, 'GET', `/contacts?sort=${sort}&limit=1&cursor=${cursor}`, {
      as: owner.email,
    });
    const searched = await call(t, 'POST', '/contacts/search', {
      as: owner.email,
      body: { sort, limit: 1, cursor },
    });
    const ordered = [...ids].sort();
    expect([first, page, searched].map((res) => [res.status, res.body.items[0].id])).toEqual([
      [200, ordered[0]],
      [200, ordered[1]],
      [200, ordered[1]],
    ]);

    // One character more is refused for its length, on every route taking a cursor.
    const message = 'cursor must be shorter than or equal to 4875 characters';
    const tooLong = {
      status: 422,
      detail: `Validation failed: ${message}`,
      errors: [{ field: 'cursor', message }],
    };
    const outcome = (res: { status: number; body: Record<string, unknown> }) => ({
      status: res.status,
      detail: res.body.detail,
      errors: res.body.errors,
    });
    const longer = `${cursor}A`;
    expect(
      outcome(
        await call(t, 'GET', `/contacts?sort=${sort}&limit=1&cursor=${longer}`, {
          as: owner.email,
        }),
      ),
    ).toEqual(tooLong);
    expect(
      outcome(
        await call(t, 'POST', '/contacts/search', {
          as: owner.email,
          body: { sort, limit: 1, cursor: longer },
        }),
      ),
    ).toEqual(tooLong);
    expect(
      outcome(await call(t, 'GET', `/contacts?limit=1&cursor=${longer}`, { as: owner.email })),
    ).toEqual(tooLong);
  });

  it("sorts texts in a reader's order, capitals beside small letters and accented letters among the rest, page by page", async () => {
    const owner = await signUp(t, { premium: true });
    await define(t, owner, field('nick', 'text'));
    const names = ['Zoe', 'adam', 'Émile', 'Adam', 'emile', 'Zed', 'ángel', 'Ñu', 'nube'];
    for (const name of names) {
      await createContact(t, owner.email, {
        last_name: name,
        company: name,
        custom: { nick: name },
      });
    }
    const inOrder = ['adam', 'Adam', 'ángel', 'emile', 'Émile', 'Ñu', 'nube', 'Zed', 'Zoe'];
    const small = (list: string[]) => list.map((name) => name.toLowerCase());
    const cases: [string, (c: Listed) => unknown, string[]][] = [
      ['last_name', (c) => c.last_name, inOrder],
      ['-company', (c) => c.company, [...inOrder].reverse()],
      // A custom text sorts as its index keeps it, in small letters: adam and Adam tie.
      [
        'custom.nick',
        (c) => String((c.custom as { nick: string }).nick).toLowerCase(),
        small(inOrder),
      ],
    ];
    for (const [sort, read, names] of cases) {
      for (const limit of [2, 50]) {
        const walked = await walk(t, owner, { get: `sort=${sort}` }, limit);
        expect({ sort, limit, names: walked.map(read) }).toEqual({ sort, limit, names });
      }
    }
  });

  it('refuses a cursor of another sort or of the default order, as one this list did not hand out', async () => {
    const first = async (query: string) =>
      (await call(t, 'GET', `/contacts?${query}&limit=2`, { as: admin.email })).body
        .next_cursor as string;
    const byArr = await first('sort=custom.arr');
    const byName = await first('sort=last_name');
    const newest = await first('');
    expect([byArr, byName, newest].every(Boolean)).toBe(true);
    const refused = {
      field: 'cursor',
      message: 'cursor is not a next_cursor returned by this list',
    };
    for (const [query, cursor] of [
      ['sort=last_name', byArr],
      ['sort=-custom.arr', byArr],
      ['sort=custom.arr,first_name', byArr],
      ['sort=custom.arr', newest],
      ['', byName],
    ]) {
      const res = await call(t, 'GET', `/contacts?${query}&limit=2&cursor=${cursor}`, {
        as: admin.email,
      });
      expect({ query, status: res.status, errors: res.body.errors }).toEqual({
        query,
        status: 422,
        errors: [refused],
      });
    }
    const search = await call(t, 'POST', '/contacts/search', {
      as: admin.email,
      body: { sort: 'custom.arr', cursor: byArr, limit: 2 },
    });
    expect(search.status).toBe(200);
  });
});
