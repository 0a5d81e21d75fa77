import { describe, expect, it } from '@jest/globals';
import { listRoutes } from '../src/core/guards/route-inventory.js';
import { ImportWorker } from '../src/modules/imports/import.worker.js';
import { STORED_TABLES } from '../src/modules/trash/trash-tables.js';
import { addMember, createContact, idleFor, signUp } from './support/factories.js';
import { callRoute, routeName } from './support/route-calls.js';
import { call, useTestApp } from './support/test-app.js';
import { csv, postImport } from './support/imports.js';
import {
  filledContact,
  hanging,
  openAgendaCount,
  proposalColumn,
  stored,
} from './support/trash.js';

describe('Trash', () => {
  const t = useTestApp();

  it('DELETE moves a contact to the trash: 204, then 404 on its routes and its follow-up, out of the board and the agenda, listed in the trash', async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId, 'member');
    const c = await filledContact(t, rep);
    const boardBefore = await proposalColumn(t, rep);
    const agendaBefore = await openAgendaCount(t, rep);

    const res = await call(t, 'DELETE', `/contacts/${c.id}`, { as: rep.email });
    expect(res.status).toBe(204);

    for (const path of [
      `/contacts/${c.id}`,
      `/contacts/${c.id}/interactions`,
      `/contacts/${c.id}/timeline`,
      `/followups/${c.followupId}`,
    ]) {
      const gone = await call(t, 'GET', path, { as: rep.email });
      expect([path, gone.status, gone.body.detail]).toEqual([
        path,
        404,
        expect.stringMatching(/not found$/),
      ]);
    }
    const patch = await call(t, 'PATCH', `/followups/${c.followupId}`, {
      as: rep.email,
      body: { title: 'Still here?' },
    });
    expect(patch.status).toBe(404);
    expect(await proposalColumn(t, rep)).toEqual({
      count: boardBefore.count - 1,
      value_cents: boardBefore.value_cents - 5_000,
    });
    expect(await openAgendaCount(t, rep)).toBe(agendaBefore - 1);
    // Nothing is lost: every record is still there, out of sight.
    expect(await hanging(t, c.id)).toEqual({
      followups: 1,
      interactions: 1,
      stage_moves: 2,
      live_followups: 0,
      live_interactions: 0,
      live_stage_moves: 0,
    });

    const trash = await call(t, 'GET', '/trash/contacts', { as: rep.email });
    expect(trash.status).toBe(200);
    expect(trash.body).toEqual({
      items: [
        expect.objectContaining({
          id: c.id,
          first_name: 'Trashy',
          stage: 'proposal',
          deleted_at: expect.stringMatching(/Z$/),
          deleted_by: rep.userId,
          bulk_operation_id: null,
        }),
      ],
      next_cursor: null,
    });
    const again = await call(t, 'DELETE', `/contacts/${c.id}`, { as: rep.email });
    expect([again.status, again.body.detail]).toEqual([404, 'Contact not found']);
  });

  it('hides a trashed contact from every read route without parameters, and from the searches, stage list and dormant filter, where it showed before', async () => {
    const admin = await signUp(t, { premium: true });
    // Dormant (idle for 90 days, its follow-up overdue), so the dormant list shows it too.
    const c = await filledContact(t, admin, 'Hidden', {
      followupDue: new Date(Date.now() - 3_600_000),
    });
    await idleFor(t, c.id, 90);
    const reads = listRoutes(t.app).filter(
      (r) => r.method === 'GET' && !r.path.includes('{') && !r.isPublic && !r.stream,
    );
    expect(reads.length).toBeGreaterThan(10);
    const as = admin.email;
    // The reads with parameters that find it: by its name, as dormant, in its stage.
    const found: [string, () => ReturnType<typeof call>][] = [
      ['GET /contacts?q=', () => call(t, 'GET', '/contacts', { as, query: { q: 'Hidden' } })],
      [
        'GET /contacts?dormant=',
        () => call(t, 'GET', '/contacts', { as, query: { dormant: 'true' } }),
      ],
      [
        'POST /contacts/search',
        () =>
          call(t, 'POST', '/contacts/search', {
            as,
            body: { filter: { and: [{ field: 'first_name', op: 'eq', value: 'Hidden' }] } },
          }),
      ],
      [
        'GET /board/stages/{key}/contacts',
        () => call(t, 'GET', '/board/stages/proposal/contacts', { as }),
      ],
      [
        'GET /contacts/export?q=',
        () => call(t, 'GET', '/contacts/export', { as, query: { q: 'Hidden' } }),
      ],
    ];
    const bodies = async () => {
      const seen = new Map<string, string>();
      for (const route of reads) {
        const res = await callRoute(t, route, '', { as });
        expect([routeName(route), res.status < 500]).toEqual([routeName(route), true]);
        seen.set(routeName(route), res.text);
      }
      for (const [name, read] of found) {
        const res = await read();
        expect([name, res.status]).toEqual([name, 200]);
        seen.set(name, res.text);
      }
      return seen;
    };
    const showing = (seen: Map<string, string>) =>
      [...seen]
        .filter(([, text]) => text.includes(c.id) || text.includes(c.followupId))
        .map(([name]) => name);

    const before = showing(await bodies());
    expect(before).toEqual(
      expect.arrayContaining([
        'GET /contacts',
        'GET /board',
        'GET /agenda',
        'GET /followups',
        'GET /contacts/dormant',
        ...found.map(([name]) => name),
      ]),
    );
    expect((await call(t, 'DELETE', `/contacts/${c.id}`, { as })).status).toBe(204);
    expect(showing(await bodies())).toEqual(['GET /trash/contacts']);
  });

  it('takes a trashed contact out of the count and the reports: each total drops by one, or by its value', async () => {
    const admin = await signUp(t, { premium: true });
    // Two alike, closing next month in the workspace's currency; one goes to the trash.
    const closing = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const body = { expected_close_date: closing, probability: 50 };
    const stays = await filledContact(t, admin, 'Stays', { body });
    const c = await filledContact(t, admin, 'Counted', { body });
    const tallies = async () => {
      const read = async (path: string) => {
        const res = await call(t, 'GET', path, { as: admin.email });
        expect([path, res.status]).toEqual([path, 200]);
        return res.body;
      };
      type Row = { key: string; count: number; value_cents: number; entered: number };
      const pipeline = await read('/reports/pipeline');
      const proposal = (pipeline.stages as Row[]).find((s) => s.key === 'proposal')!;
      const forecast = await read('/reports/forecast');
      const eur = (forecast.totals as { currency: string; count: number; value_cents: number }[])
        .filter((x) => x.currency === 'EUR')
        .map((x) => [x.count, x.value_cents]);
      const velocity = await read('/reports/velocity');
      const qualified = (velocity.stages as Row[]).find((s) => s.key === 'qualified')!;
      const followups = (await read('/reports/followups')).totals;
      return {
        count: (await read('/contacts/count')).count,
        pipeline: [pipeline.totals.count, pipeline.totals.value_cents],
        proposal: [proposal.count, proposal.value_cents, proposal.entered],
        forecast: eur,
        qualified_stays: qualified.count,
        interactions: (await read('/reports/activity')).totals.total,
        followups: [followups.open, followups.total],
      };
    };
    const before = await tallies();
    expect(before).toEqual({
      count: 2,
      pipeline: [2, 10_000],
      proposal: [2, 10_000, 2],
      forecast: [[2, 10_000]],
      qualified_stays: 2,
      interactions: 2,
      followups: [2, 2],
    });
    expect((await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email })).status).toBe(204);
    expect(await tallies()).toEqual({
      count: 1,
      pipeline: [1, 5_000],
      proposal: [1, 5_000, 1],
      forecast: [[1, 5_000]],
      qualified_stays: 1,
      interactions: 1,
      followups: [1, 1],
    });
    expect((await call(t, 'GET', `/contacts/${stays.id}`, { as: admin.email })).status).toBe(200);
  });

  it("answers 404 on every read route that takes the trashed contact's id or its follow-up's", async () => {
    const admin = await signUp(t, { premium: true });
    const c = await filledContact(t, admin, 'Unreachable');
    // The routes of one contact, and of one follow-up, by id. The subject access export is
    // the one that answers for a trashed contact too: the service still holds its data.
    const byId = listRoutes(t.app).filter(
      (r) =>
        r.method === 'GET' &&
        !r.isPublic &&
        /^\/(contacts|followups)\/\{id\}(\/[a-z-]+)?$/.test(r.path) &&
        r.path !== '/contacts/{id}/data-export',
    );
    expect(byId.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /contacts/{id}',
        'GET /contacts/{id}/history',
        'GET /contacts/{id}/timeline',
        'GET /followups/{id}',
      ]),
    );
    const idOf = (path: string) => (path.startsWith('/followups') ? c.followupId : c.id);
    const statuses = async () => {
      const seen: [string, number][] = [];
      for (const route of byId) {
        const res = await callRoute(t, route, idOf(route.path), { as: admin.email });
        seen.push([routeName(route), res.status]);
      }
      return seen;
    };
    expect((await statuses()).filter(([, status]) => status !== 200)).toEqual([]);
    expect((await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email })).status).toBe(204);
    expect((await statuses()).filter(([, status]) => status !== 404)).toEqual([]);
  });

  it('leaves a trashed contact out of upsert matches and duplicates: the same e-mail makes a new contact', async () => {
    const admin = await signUp(t, { premium: true });
    const old = await createContact(t, admin.email, {
      first_name: 'Old',
      email: 'same@example.com',
    });
    const twin = await createContact(t, admin.email, {
      first_name: 'Twin',
      email: 'same@example.com',
    });
    const before = await call(t, 'GET', '/contacts/duplicates', { as: admin.email });
    expect(JSON.stringify(before.body)).toContain(old.id);
    await call(t, 'DELETE', `/contacts/${old.id}`, { as: admin.email });
    await call(t, 'DELETE', `/contacts/${twin.id}`, { as: admin.email });
    const after = await call(t, 'GET', '/contacts/duplicates', { as: admin.email });
    expect(JSON.stringify(after.body)).not.toContain(old.id);
    const upsert = await call(t, 'POST', '/contacts/upsert', {
      as: admin.email,
      body: { match_on: 'email', contact: { first_name: 'New', email: 'same@example.com' } },
    });
    expect(upsert.status).toBe(200);
    expect(upsert.body.created).toBe(true);
    expect(upsert.body.contact.id).not.toBe(old.id);
  });

  it("leaves a trashed contact out of an import's e-mail match: the row makes a new contact, the trashed one unchanged", async () => {
    const admin = await signUp(t, { premium: true });
    const old = await createContact(t, admin.email, {
      first_name: 'Old',
      email: 'imported@example.com',
      company: 'Was',
    });
    expect((await call(t, 'DELETE', `/contacts/${old.id}`, { as: admin.email })).status).toBe(204);
    const trashed = await stored(t, old.id);
    const mapping = JSON.stringify({ Name: 'first_name', Email: 'email', Company: 'company' });
    const res = await postImport(
      t,
      admin.email,
      { mapping, match_on: 'email', on_match: 'update' },
      csv([
        ['Name', 'Email', 'Company'],
        ['New', 'Imported@example.com', 'Now'],
      ]),
    );
    expect(res.status).toBe(202);
    await t.app.get(ImportWorker).run(res.body.id);
    const done = await call(t, 'GET', `/imports/${res.body.id}`, { as: admin.email });
    expect(done.body).toMatchObject({
      status: 'succeeded',
      counts: { rows: 1, processed: 1, created: 1, updated: 0, skipped: 0, failed: 0 },
    });
    expect(await stored(t, old.id)).toEqual(trashed);
    const live = await t.db.query<{ id: string }[]>(
      `SELECT id, first_name, company FROM contacts
        WHERE workspace_id = $1 AND lower(email) = 'imported@example.com'`,
      [admin.workspaceId],
    );
    expect(live).toEqual([{ id: expect.any(String), first_name: 'New', company: 'Now' }]);
    expect(live[0].id).not.toBe(old.id);
  });

  it('lists the trash a page at a time, most recently deleted first, each contact once', async () => {
    const admin = await signUp(t, { premium: true });
    const deleted: string[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      const c = await createContact(t, admin.email, { first_name: name });
      expect((await call(t, 'DELETE', `/contacts/${c.id}`, { as: admin.email })).status).toBe(204);
      deleted.push(c.id);
    }
    const first = await call(t, 'GET', '/trash/contacts', {
      as: admin.email,
      query: { limit: '2' },
    });
    expect(first.status).toBe(200);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await call(t, 'GET', '/trash/contacts', {
      as: admin.email,
      query: { limit: '2', cursor: first.body.next_cursor },
    });
    expect(second.status).toBe(200);
    expect(second.body.next_cursor).toBeNull();
    const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
    expect([ids(first.body), ids(second.body)]).toEqual([[deleted[2], deleted[1]], [deleted[0]]]);
  });
});

describe('Trash tables', () => {
  const t = useTestApp();

  it('are the tables the entities declare, each read through a view of its live rows', async () => {
    const declared = new Set(t.db.entityMetadatas.map((e) => e.tableName));
    for (const [view, table] of Object.entries(STORED_TABLES)) {
      expect([view, declared.has(table)]).toEqual([view, true]);
      const [row] = await t.db.query<{ definition: string }[]>(
        `SELECT pg_get_viewdef($1::regclass) AS definition`,
        [view],
      );
      // Columns qualified by the table or not, as the server's version prints them.
      const live = view === 'contacts' ? `deleted_at IS NULL` : `NOT (${table}\\.)?in_trash`;
      const qualified = view === 'contacts' ? `(${table}\\.)?${live}` : live;
      expect(row.definition.replace(/\s+/g, ' ')).toMatch(
        new RegExp(`FROM ${table} WHERE \\(${qualified}\\);$`),
      );
    }
  });
});
