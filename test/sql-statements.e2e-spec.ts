import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SQL_STATEMENTS_HEADER } from '../src/database/sql-statement-counter.js';
import { signUp, type Member } from './support/factories.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/**
 * N+1 guard: a list answers with the same number of SQL statements whatever its page size.
 * Every list route belongs in this table; `items` finds the rows the page size governs.
 */
interface ListRoute {
  name: string;
  path: string;
  query?: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own shape
  items: (body: any) => unknown[];
}

const LIST_ROUTES: ListRoute[] = [
  { name: 'GET /contacts', path: '/contacts', items: (body) => body.items },
  {
    name: 'GET /contacts?dormant=true',
    path: '/contacts',
    query: { dormant: 'true' },
    items: (body) => body.items,
  },
  { name: 'GET /contacts/dormant', path: '/contacts/dormant', items: (body) => body.items },
];

const SMALL_PAGE = 10;
const LARGE_PAGE = 100;
const CONTACTS = 150;

function statementsOf(res: { headers: Record<string, unknown> }): number {
  const value = res.headers[SQL_STATEMENTS_HEADER];
  if (typeof value !== 'string') throw new Error(`no ${SQL_STATEMENTS_HEADER} header`);
  return Number(value);
}

describe('SQL statements per request', () => {
  let t: TestApp;
  let owner: Member;

  beforeAll(async () => {
    t = await startApp({ SQL_STATEMENT_COUNTER: 'true' });
    owner = await signUp(t, { premium: true });
    // Every contact idle for 30+ days, so the dormant lists are as long as the others.
    await t.db.query(
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at, created_at)
       SELECT $1, false, 'Contact ' || n, 'lead', $2,
              now() - make_interval(days => 30 + n), now() - make_interval(mins => n)
         FROM generate_series(1, $3::int) AS n`,
      [owner.workspaceId, owner.userId, CONTACTS],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(LIST_ROUTES)('$name', (route) => {
    it(`sends as many statements for ${LARGE_PAGE} rows as for ${SMALL_PAGE}`, async () => {
      const counts: number[] = [];
      for (const limit of [SMALL_PAGE, LARGE_PAGE]) {
        const res = await call(t, 'GET', route.path, {
          as: owner.email,
          query: { ...route.query, limit: String(limit) },
        });
        expect(res.status).toBe(200);
        expect(route.items(res.body)).toHaveLength(limit);
        counts.push(statementsOf(res));
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBe(counts[0]);
    });
  });

  it('counts each request on its own, transaction control included, under concurrency', async () => {
    const requests = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? call(t, 'GET', '/me', { as: owner.email })
        : call(t, 'POST', '/contacts', { as: owner.email, body: { first_name: `Ada ${i}` } }),
    );
    const responses = await Promise.all(requests);
    for (const [i, res] of responses.entries()) {
      expect(res.status).toBe(200);
      // GET /me of a premium workspace: the identity lookup only. POST /contacts: the lookup,
      // then START TRANSACTION, the settings read under a key-share lock, the routing turn, one
      // INSERT of the contact with its stage move, COMMIT.
      expect(statementsOf(res)).toBe(i % 2 === 0 ? 1 : 6);
    }
  });

  it('adds no header unless SQL_STATEMENT_COUNTER is on', async () => {
    const plain = await startApp();
    try {
      const res = await call(plain, 'GET', '/me', { as: owner.email });
      expect(res.status).toBe(200);
      expect(res.headers[SQL_STATEMENTS_HEADER]).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
