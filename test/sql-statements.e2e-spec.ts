import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SQL_STATEMENTS_HEADER } from '../src/database/sql-statement-counter.js';
import { signUp, type Member } from './support/factories.js';
import { call, startApp, type TestApp, uniqueEmail } from './support/test-app.js';

/** What the routes below read: seeded once, each list longer than the large page. */
interface Seeded {
  /** The contact that carries the interactions, stage moves and follow-ups of the timelines. */
  contactId: string;
  /** The sequence every contact is enrolled in. */
  sequenceId: string;
}

/**
 * N+1 guard: a list answers with the same number of SQL statements whatever its page size.
 * Every list route belongs in this table; `items` finds the rows the page size governs.
 */
interface ListRoute {
  name: string;
  path: string | ((seeded: Seeded) => string);
  query?: Record<string, string>;
  /** The query parameter that sets the page size. */
  sizeParam?: string;
  /** `appOwner`: the super_admin of OWNER_EMAILS (admin routes). */
  as?: 'member' | 'appOwner';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own shape
  items: (body: any) => unknown[];
}

const LIST_ROUTES: ListRoute[] = [
  { name: 'GET /contacts', path: '/contacts', items: (body) => body.items },
  {
    name: 'GET /contacts?q=',
    path: '/contacts',
    query: { q: 'contact' },
    items: (body) => body.items,
  },
  {
    name: 'GET /contacts?dormant=true',
    path: '/contacts',
    query: { dormant: 'true' },
    items: (body) => body.items,
  },
  {
    name: 'GET /contacts?tag=',
    path: '/contacts',
    query: { tag: 'seeded' },
    items: (body) => body.items,
  },
  {
    name: 'GET /contacts?filter[...]&sort= (a custom field)',
    path: '/contacts',
    query: { 'filter[custom.arr][gte]': '0', 'filter[tags][any]': 'seeded', sort: '-custom.arr' },
    items: (body) => body.items,
  },
  {
    name: 'GET /contacts?sort= (a field that may be missing, then another)',
    path: '/contacts',
    query: { sort: 'last_name,-value_cents' },
    items: (body) => body.items,
  },
  { name: 'GET /contacts/dormant', path: '/contacts/dormant', items: (body) => body.items },
  { name: 'GET /contacts/duplicates', path: '/contacts/duplicates', items: (body) => body.items },
  {
    name: 'GET /contacts/{id}/interactions',
    path: ({ contactId }) => `/contacts/${contactId}/interactions`,
    items: (body) => body.items,
  },
  {
    name: 'GET /contacts/{id}/timeline',
    path: ({ contactId }) => `/contacts/${contactId}/timeline`,
    items: (body) => body.items,
  },
  {
    name: 'GET /board',
    path: '/board',
    sizeParam: 'per_stage',
    items: (body) => body.stages.find((s: { key: string }) => s.key === 'lead').contacts,
  },
  {
    name: 'GET /board/stages/{key}/contacts',
    path: '/board/stages/lead/contacts',
    items: (body) => body.items,
  },
  { name: 'GET /agenda', path: '/agenda', items: (body) => body.overdue },
  { name: 'GET /followups', path: '/followups', items: (body) => body.items },
  { name: 'GET /sequences', path: '/sequences', items: (body) => body.items },
  {
    name: 'GET /sequences/{id}/enrollments',
    path: ({ sequenceId }) => `/sequences/${sequenceId}/enrollments`,
    items: (body) => body.items,
  },
  { name: 'GET /bulk-operations', path: '/bulk-operations', items: (body) => body.items },
  { name: 'GET /views', path: '/views', items: (body) => body.items },
  { name: 'GET /custom-fields', path: '/custom-fields', items: (body) => body.items },
  { name: 'GET /groups', path: '/groups', items: (body) => body.items },
  { name: 'GET /team', path: '/team', items: (body) => body.items },
  { name: 'GET /team/invites', path: '/team/invites', items: (body) => body.items },
  {
    name: 'GET /admin/companies',
    path: '/admin/companies',
    as: 'appOwner',
    items: (body) => body.items,
  },
  { name: 'GET /admin/audit', path: '/admin/audit', as: 'appOwner', items: (body) => body.items },
];

const SMALL_PAGE = 10;
const LARGE_PAGE = 100;
/** Rows seeded for every list: more than the large page. */
const ROWS = 150;

function statementsOf(res: { headers: Record<string, unknown> }): number {
  const value = res.headers[SQL_STATEMENTS_HEADER];
  if (typeof value !== 'string') throw new Error(`no ${SQL_STATEMENTS_HEADER} header`);
  return Number(value);
}

describe('SQL statements per request', () => {
  const appOwnerEmail = uniqueEmail('app-owner');
  let t: TestApp;
  let owner: Member;
  const seeded: Seeded = { contactId: '', sequenceId: '' };

  beforeAll(async () => {
    t = await startApp({ SQL_STATEMENT_COUNTER: 'true', OWNER_EMAILS: appOwnerEmail });
    owner = await signUp(t, { premium: true });
    const me = await call(t, 'GET', '/me', { as: appOwnerEmail });
    expect(me.body.user.role).toBe('super_admin');
    const values = [owner.workspaceId, owner.userId, ROWS];
    // Every contact in the first stage and idle for 30+ days, so the dormant lists and the
    // board's first column are as long as the others. Pairs share an e-mail and other pairs a
    // phone, so there are as many duplicate groups as contacts.
    const contacts = await t.db.query<{ id: string }[]>(
      `INSERT INTO contacts (workspace_id, is_demo, first_name, email, phone_key, stage, owner_id,
              tags, last_activity_at, created_at)
       SELECT $1, false, 'Contact ' || n, 'dup' || n / 2 || '@example.com',
              '+1202555' || lpad(((n + 1) / 2)::text, 4, '0'), 'lead', $2, '{seeded}',
              now() - make_interval(days => 30 + n), now() - make_interval(mins => n)
         FROM generate_series(1, $3::int) AS n
       RETURNING id`,
      values,
    );
    seeded.contactId = contacts[0].id;
    // A filterable custom field with a value on most contacts, and text fields enough for
    // their list (the version bump makes the service read the definitions again).
    await t.db.query(
      `WITH f AS (INSERT INTO custom_fields (workspace_id, key, label, type, filterable, position)
                  VALUES ($1, 'arr', 'ARR', 'number', true, 0)),
            more AS (INSERT INTO custom_fields (workspace_id, key, label, type, position)
                     SELECT $1, 'text_' || n, 'Text ' || n, 'text', n
                       FROM generate_series(1, $2::int) AS n)
       UPDATE workspaces SET custom_fields_version = custom_fields_version + 1 WHERE id = $1`,
      [owner.workspaceId, ROWS],
    );
    await t.db.query(
      `UPDATE contacts SET custom = jsonb_build_object('arr', length(first_name))
        WHERE workspace_id = $1 AND first_name NOT LIKE '%0'`,
      [owner.workspaceId],
    );
    // The request that reads the new definitions, so no list below counts that read.
    await call(t, 'GET', '/me', { as: owner.email });
    const one = [...values, seeded.contactId];
    await t.db.query(
      `INSERT INTO interactions (workspace_id, is_demo, contact_id, type, summary, occurred_at, created_by)
       SELECT $1, false, $4, 'call', 'Call ' || n, now() - make_interval(hours => n), $2
         FROM generate_series(1, $3::int) AS n`,
      one,
    );
    await t.db.query(
      `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
       SELECT $1, false, $4, 'lead', 'contacted', $2, now() - make_interval(hours => n)
         FROM generate_series(1, $3::int) AS n`,
      one,
    );
    // One open, overdue follow-up per contact: the agenda's first bucket and the open list.
    await t.db.query(
      `INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for, created_by)
       SELECT $1, false, c.id, $2, 'Call back ' || c.first_name,
              now() - make_interval(mins => row_number() OVER (ORDER BY c.id)::int), $2
         FROM contacts c WHERE c.workspace_id = $1 AND c.is_demo = false`,
      [owner.workspaceId, owner.userId],
    );
    // Sequences, one of them with every contact enrolled and one step's follow-up each.
    const sequences = await t.db.query<{ id: string }[]>(
      `INSERT INTO sequences (workspace_id, is_demo, name, steps, created_by, created_at)
       SELECT $1, false, 'Sequence ' || n, '[{"day_offset":0,"title":"Call"}]', $2,
              now() - make_interval(mins => n)
         FROM generate_series(1, $3::int) AS n
       RETURNING id`,
      values,
    );
    seeded.sequenceId = sequences[0].id;
    await t.db.query(
      `WITH e AS (
         INSERT INTO sequence_enrollments (workspace_id, is_demo, sequence_id, contact_id,
                                           steps_scheduled, enrolled_by)
         SELECT $1, false, $3, c.id, 1, $2
           FROM contacts c WHERE c.workspace_id = $1 AND c.is_demo = false
         RETURNING id, contact_id)
       INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
                              created_by, enrollment_id)
       SELECT $1, false, e.contact_id, $2, 'Call', now() + interval '30 days', $2, e.id FROM e`,
      [owner.workspaceId, owner.userId, seeded.sequenceId],
    );
    await t.db.query(
      `INSERT INTO users (workspace_id, email, role, created_at)
       SELECT $1::uuid, 'teammate-' || n || '-' || $1::uuid || '@example.com', 'member',
              now() + make_interval(secs => n)
         FROM generate_series(1, $2::int) AS n`,
      [owner.workspaceId, ROWS],
    );
    // Groups of two members each: every group's members are read with the page.
    await t.db.query(
      `WITH g AS (
         INSERT INTO groups (workspace_id, is_demo, name, created_at)
         SELECT $1, false, 'Group ' || n, now() - make_interval(mins => n)
           FROM generate_series(1, $2::int) AS n
         RETURNING id)
       INSERT INTO group_members (group_id, user_id)
       SELECT g.id, u.id FROM g, LATERAL (
         SELECT id FROM users WHERE workspace_id = $1 ORDER BY id LIMIT 2) u`,
      [owner.workspaceId, ROWS],
    );
    await t.db.query(
      `INSERT INTO invites (workspace_id, email, role, invited_by, created_at)
       SELECT $1::uuid, 'invitee-' || n || '-' || $1::uuid || '@example.com', 'member', $2,
              now() - make_interval(mins => n)
         FROM generate_series(1, $3::int) AS n`,
      values,
    );
    await t.db.query(
      `INSERT INTO bulk_operations (workspace_id, is_demo, created_by, origin, action, params,
              filter, status, matched, processed, affected, created_at)
       SELECT $1, false, $2, '{}', 'add_tags', '{"tags":["q3"]}', '{"stage":"lead"}', 'succeeded',
              n, n, n, now() - make_interval(mins => n)
         FROM generate_series(1, $3::int) AS n`,
      values,
    );
    // Views naming a custom field, each read against the workspace as the list shows it.
    await t.db.query(
      `INSERT INTO saved_views (workspace_id, name, filter, sort, columns, private_to, created_by,
              created_at)
       SELECT $1, 'View ' || n, '{"and":[{"field":"custom.arr","op":"gte","value":1}]}',
              '-custom.arr', '{first_name,custom.arr}', CASE WHEN n % 2 = 0 THEN $2::uuid END, $2,
              now() - make_interval(mins => n)
         FROM generate_series(1, $3::int) AS n`,
      values,
    );
    await t.db.query(
      `INSERT INTO workspaces (name) SELECT 'Company ' || n FROM generate_series(1, $1::int) AS n`,
      [ROWS],
    );
    await t.db.query(
      `INSERT INTO tier_changes (workspace_id, from_tier, to_tier, via, actor_user_id, changed_at)
       SELECT $1, CASE WHEN n % 2 = 0 THEN 'free' ELSE 'premium' END,
              CASE WHEN n % 2 = 0 THEN 'premium' ELSE 'free' END, 'admin', $2,
              now() - make_interval(mins => n)
         FROM generate_series(1, $3::int) AS n`,
      values,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(LIST_ROUTES)('$name', (route) => {
    it(`sends as many statements for ${LARGE_PAGE} rows as for ${SMALL_PAGE}`, async () => {
      const path = typeof route.path === 'string' ? route.path : route.path(seeded);
      const counts: number[] = [];
      for (const size of [SMALL_PAGE, LARGE_PAGE]) {
        const res = await call(t, 'GET', path, {
          as: route.as === 'appOwner' ? appOwnerEmail : owner.email,
          query: { ...route.query, [route.sizeParam ?? 'limit']: String(size) },
        });
        expect(res.status).toBe(200);
        expect(route.items(res.body)).toHaveLength(size);
        counts.push(statementsOf(res));
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBe(counts[0]);
    });
  });

  it(`searches with as many statements for ${LARGE_PAGE} rows as for ${SMALL_PAGE}`, async () => {
    const counts: number[] = [];
    for (const limit of [SMALL_PAGE, LARGE_PAGE]) {
      const res = await call(t, 'POST', '/contacts/search', {
        as: owner.email,
        body: {
          filter: {
            or: [
              { field: 'custom.arr', op: 'lte', value: 12 },
              { field: 'stage', op: 'eq', value: 'lead' },
            ],
          },
          sort: '-custom.arr,first_name',
          limit,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(limit);
      counts.push(statementsOf(res));
    }
    expect(counts).toEqual([counts[0], counts[0]]);
  });

  it('exports with as many statements whatever the number of contacts', async () => {
    const counts: number[] = [];
    for (const [stage, rows] of [
      ['won', 0],
      ['lead', ROWS],
    ] as const) {
      const res = await call(t, 'GET', '/contacts/export', { as: owner.email, query: { stage } });
      expect(res.status).toBe(200);
      expect(res.text.trimEnd().split('\n')).toHaveLength(1 + rows);
      counts.push(statementsOf(res));
    }
    // The lookup, then the read-only transaction, the cursor's statement and, as the contacts
    // fit one batch, the commit before the answer.
    expect(counts).toEqual([4, 4]);
  });

  it('counts each request on its own, transaction control included, under concurrency', async () => {
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t, 'POST', '/contacts', { as: owner.email, body: { first_name: `Ada ${i}` } }),
      ),
    );
    for (const res of created) {
      expect(res.status).toBe(200);
      // The lookup, then one statement: settings held and checked, routing turn, the contact
      // and its stage move.
      expect(statementsOf(res)).toBe(2);
    }
    const requests = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? call(t, 'GET', '/me', { as: owner.email })
        : call(t, 'PATCH', `/contacts/${created[(i - 1) / 2].body.id}`, {
            as: owner.email,
            body: { title: `Title ${i}` },
          }),
    );
    const responses = await Promise.all(requests);
    for (const [i, res] of responses.entries()) {
      expect(res.status).toBe(200);
      // GET /me of a premium workspace: the identity lookup only. PATCH /contacts/{id}: the
      // lookup, then START TRANSACTION, the UPDATE, COMMIT.
      expect(statementsOf(res)).toBe(i % 2 === 0 ? 1 : 4);
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
