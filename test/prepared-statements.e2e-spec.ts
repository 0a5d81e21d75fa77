import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { DatabasePool } from '../src/database/database-pool.js';
import type { TenantScope } from '../src/database/sql.js';
import type { Statement } from '../src/database/statement.js';
import { boardCards, stageContactPage } from '../src/modules/board/board.queries.js';
import {
  contactQueryPage,
  dormantContactPage,
} from '../src/modules/contacts/query/contact-query.queries.js';
import { allOf } from '../src/modules/contacts/query/contact-query.tree.js';
import {
  addMember,
  createContact,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/** A page's start: a contact's creation time and id, as a cursor carries them. */
const AT = '2026-11-01 09:00:00+00';
const ID = '00000000-0000-4000-8000-000000000001';

/**
 * The list reads whose plan does not depend on their values (a page along the index that matches
 * its equalities and its order) are sent as prepared statements, planned once per connection;
 * the ones whose best plan depends on a filter's values (a search term, a stage, an owner) are
 * planned for each request. Read from the pool's own connections, in pg_prepared_statements.
 */
describe('Prepared list statements', () => {
  let t: TestApp;
  let rep: Member;
  let colleague: Member;

  beforeAll(async () => {
    t = await startApp();
    rep = await signUp(t, { premium: true, role: 'admin' });
    colleague = await addMember(t, rep.workspaceId);
    const contact = await createContact(t, rep.email, { first_name: 'Prepared', stage: 'lead' });
    // An agenda item, so the agenda also reads its contact's name.
    await scheduleFollowup(t, rep.email, contact.id);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The statement texts that any connection of the service's pool holds prepared. */
  async function preparedTexts(): Promise<string[]> {
    const pool = t.app.get(DatabasePool);
    const clients: pg.PoolClient[] = [];
    try {
      // Every connection is idle between requests: taking that many takes each of them.
      const idle = pool.idleCount;
      for (let i = 0; i < idle; i++) clients.push(await pool.connect());
      const texts: string[] = [];
      for (const client of clients) {
        const { rows } = await client.query<{ statement: string }>(
          'SELECT statement FROM pg_prepared_statements',
        );
        texts.push(...rows.map((r) => r.statement));
      }
      return texts;
    } finally {
      for (const client of clients) client.release();
    }
  }

  /** Whether the statement holding every fragment is prepared on some connection. */
  async function isPrepared(...fragments: string[]): Promise<boolean> {
    const texts = await preparedTexts();
    return texts.some((text) => fragments.every((f) => text.includes(f)));
  }

  async function get(path: string, query: Record<string, string> = {}) {
    const res = await call(t, 'GET', path, { as: rep.email, query });
    expect(res.status).toBe(200);
  }

  it('prepares the unfiltered contact list, not a searched or filtered one', async () => {
    await get('/contacts', { q: 'prepared' });
    await get('/contacts', { stage: 'lead' });
    expect(await isPrepared('ORDER BY c.created_at DESC', 'LIKE lower(')).toBe(false);
    expect(await isPrepared('ORDER BY c.created_at DESC', 'c.stage =')).toBe(false);

    await get('/contacts', { limit: '5' });
    expect(await isPrepared('ORDER BY c.created_at DESC')).toBe(true);
  });

  it('prepares the dormant list', async () => {
    await get('/contacts/dormant');
    expect(await isPrepared('ORDER BY c.last_activity_at ASC, c.id ASC')).toBe(true);
  });

  it("prepares the board's totals and cards, not one owner's cards", async () => {
    await get('/board', { owner_id: colleague.userId });
    expect(await isPrepared('CROSS JOIN LATERAL', 'c.owner_id =')).toBe(false);

    await get('/board');
    expect(await isPrepared('FROM contact_stage_totals t')).toBe(true);
    expect(await isPrepared('CROSS JOIN LATERAL', 'unnest(')).toBe(true);
  });

  it("prepares the rest of a column, not one owner's", async () => {
    // The stage as a parameter: the board's own cards read `c.stage = s.key`.
    await get('/board/stages/lead/contacts', { owner_id: colleague.userId });
    expect(await isPrepared('c.stage = $3::text', 'c.owner_id =')).toBe(false);

    await get('/board/stages/lead/contacts');
    expect(await isPrepared('c.stage = (SELECT $3::text)')).toBe(true);
  });

  it("prepares everyone's agenda, not one owner's", async () => {
    await get('/agenda', { owner_id: colleague.userId });
    expect(await isPrepared('FROM followups f', 'f.owner_id =')).toBe(false);

    const agenda = await call(t, 'GET', '/agenda', { as: rep.email });
    expect(agenda.status).toBe(200);
    expect(agenda.body.upcoming).toHaveLength(1);
    expect(await isPrepared('FROM followups f', "('overdue'")).toBe(true);
    // Its contacts' names are not: a generic plan of `id = ANY($1)` reads the whole workspace.
    expect(await isPrepared('SELECT id, first_name, last_name, company FROM contacts')).toBe(false);
  });

  /**
   * A statement's plan for its values and its plan blind to them, as PostgreSQL makes them for a
   * prepared statement (`plan_cache_mode`): its total costs. PostgreSQL keeps the blind plan
   * from the sixth run only where it costs no more than those planned for the values.
   */
  async function planCosts(
    statement: Statement<unknown>,
  ): Promise<{ custom: number; generic: number }> {
    const client = await t.app.get(DatabasePool).connect();
    const literal = (value: unknown): string =>
      Array.isArray(value)
        ? `ARRAY[${value.map(literal).join(', ')}]`
        : typeof value === 'string'
          ? client.escapeLiteral(value)
          : value instanceof Date
            ? client.escapeLiteral(value.toISOString())
            : String(value);
    const cost = async (mode: string) => {
      await client.query(`SET plan_cache_mode = ${mode}`);
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(
        `EXPLAIN (FORMAT JSON) EXECUTE plan_probe(${statement.values.map(literal).join(', ')})`,
      );
      return rows[0]['QUERY PLAN'][0].Plan['Total Cost'];
    };
    try {
      await client.query(`PREPARE plan_probe AS ${statement.text}`);
      return { custom: await cost('force_custom_plan'), generic: await cost('force_generic_plan') };
    } finally {
      await client.query('DEALLOCATE plan_probe');
      await client.query('RESET plan_cache_mode');
      client.release();
    }
  }

  it('plans a page read once for every tenant: planned for its values, it costs what its blind plan does', async () => {
    // A page planned for a large tenant's values costs less than the blind plan's guess (a tenth
    // of a tenant of average size), so PostgreSQL would plan each of its reads again.
    const scope: TenantScope = { workspace: { id: rep.workspaceId }, demo: false };
    const restricted: TenantScope = {
      ...scope,
      visibility: { owners: [rep.userId, colleague.userId], unassigned: true },
    };
    const newest = { query: { where: allOf(), sort: [] }, limit: 50 };
    const reads: [string, Statement<unknown>][] = [
      ['the list', contactQueryPage(scope, { ...newest, after: null })],
      ['the list past a cursor', contactQueryPage(scope, { ...newest, after: [AT, ID] })],
      [
        'the dormant list past a cursor',
        dormantContactPage(scope, {
          dormancy: {
            now: new Date(),
            cutoff: new Date(AT),
            stageCutoffs: [{ stages: ['proposal'], cutoff: new Date(AT) }],
            never: ['won'],
            plans: true,
          },
          where: allOf(),
          after: [AT, ID],
          limit: 50,
        }),
      ],
      ["a restricted member's list", contactQueryPage(restricted, { ...newest, after: null })],
      [
        "the board's cards",
        boardCards(scope, { stages: ['lead', 'won'], perStage: 20, where: allOf() }),
      ],
      [
        'a column past its cards',
        stageContactPage(scope, { stage: 'lead', where: allOf(), after: [AT, ID], limit: 50 }),
      ],
    ];
    for (const [name, statement] of reads) {
      expect(statement.prepared).toBeDefined();
      const costs = await planCosts(statement);
      expect({ read: name, cost: costs.custom }).toEqual({ read: name, cost: costs.generic });
    }
  });
});
