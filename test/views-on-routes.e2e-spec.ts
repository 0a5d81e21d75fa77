import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { namesOf, type QueryWorkspace, seedQueryWorkspace, walk } from './support/contact-query.js';
import { call, useTestApp } from './support/test-app.js';
import { createView } from './support/views.js';

/*
 * `view=<id>` on every route that chooses contacts answers what the view's filter answers
 * inline, ANDed with the route's own filters, in the view's sort unless `sort` is given.
 */

const VIP = { field: 'tags', op: 'any', value: ['vip'] };
const RICH = { field: 'custom.arr', op: 'gte', value: 100 };
const MINE = { field: 'owner_id', op: 'eq', value: 'me' };
/** Ada, Alan, Linus: the VIPs, or those with an ARR of 100 or more. */
const FILTER = { or: [VIP, RICH] };

describe('?view= on the routes that choose contacts', () => {
  const t = useTestApp();
  let w: QueryWorkspace;
  let view: string;
  let mine: string;
  let names: (items: { first_name: string }[]) => string[];

  beforeAll(async () => {
    w = await seedQueryWorkspace(t);
    view = (await createView(t, w.admin.email, { filter: FILTER, sort: '-custom.arr,first_name' }))
      .id;
    mine = (await createView(t, w.member.email, { filter: { and: [MINE] }, visibility: 'private' }))
      .id;
    names = (items) => items.map((c) => c.first_name);
  });

  const get = (path: string, as = w.admin) => call(t, 'GET', path, { as: as.email });

  it('lists, searches and counts what the filter answers inline, in the view sort', async () => {
    const inline = await walk(t, w.admin, {
      post: { filter: FILTER, sort: '-custom.arr,first_name' },
    });
    expect(names(inline)).toEqual(['Alan', 'Ada', 'Linus']);
    expect(names(await walk(t, w.admin, { get: `view=${view}` }))).toEqual(names(inline));
    expect(names(await walk(t, w.admin, { post: { view } }))).toEqual(names(inline));
    expect((await get(`/contacts/count?view=${view}`)).body).toEqual({ count: 3 });
    // A sort of the request wins over the view's.
    expect(names(await walk(t, w.admin, { get: `view=${view}&sort=first_name` }))).toEqual([
      'Ada',
      'Alan',
      'Linus',
    ]);
  });

  it('ANDs the route filters with the view', async () => {
    const both = 'filter[stage][eq]=lead';
    const expected = namesOf(
      await walk(t, w.admin, {
        post: { filter: { and: [FILTER, { field: 'stage', op: 'eq', value: 'lead' }] } },
      }),
    );
    expect(expected).toEqual(['Ada', 'Linus']);
    expect(namesOf(await walk(t, w.admin, { get: `view=${view}&${both}` }))).toEqual(expected);
    expect(namesOf(await walk(t, w.admin, { get: `view=${view}&stage=lead` }))).toEqual(expected);
    expect(
      namesOf(
        await walk(t, w.admin, {
          post: { view, filter: { and: [{ field: 'stage', op: 'eq', value: 'lead' }] } },
        }),
      ),
    ).toEqual(expected);
    expect((await get(`/contacts/count?view=${view}&${both}`)).body).toEqual({ count: 2 });
  });

  it('exports the view in its order', async () => {
    const res = await get(`/contacts/export?view=${view}`);
    expect(res.status).toBe(200);
    const [header, ...rows]: string[][] = parse(res.text.slice(1));
    const first = header.indexOf('first_name');
    expect(rows.map((r) => r[first])).toEqual(['Alan', 'Ada', 'Linus']);
  });

  it('narrows the board, its columns and the dormant list to the view', async () => {
    const board = await get(`/board?view=${view}`);
    expect(board.status).toBe(200);
    const shown = (
      board.body.stages as { key: string; count: number; contacts: { first_name: string }[] }[]
    )
      .filter((s) => s.count > 0)
      .map((s) => ({ key: s.key, count: s.count, names: namesOf(s.contacts) }));
    const all = await walk(t, w.admin, { post: { filter: FILTER } });
    const byStage = new Map<string, string[]>();
    for (const c of all)
      byStage.set(c.stage as string, [...(byStage.get(c.stage as string) ?? []), c.first_name]);
    expect(shown).toEqual(
      (board.body.stages as { key: string }[])
        .filter((s) => byStage.has(s.key))
        .map((s) => ({
          key: s.key,
          count: byStage.get(s.key)!.length,
          names: byStage.get(s.key)!.sort(),
        })),
    );
    const column = await get(`/board/stages/lead/contacts?view=${view}`);
    expect(namesOf(column.body.items)).toEqual(['Ada', 'Linus']);
    // The member's private view: `me` is the member; Barbara and Donald are dormant.
    const dormant = await get(`/contacts/dormant?view=${mine}`, w.member);
    expect(dormant.status).toBe(200);
    const expected = await walk(t, w.member, { get: 'dormant=true&filter[owner_id][eq]=me' });
    expect(namesOf(dormant.body.items)).toEqual(namesOf(expected));
  });

  it('runs a bulk action over a view, ANDed with a filter, as the view reads when the job starts', async () => {
    const res = await call(t, 'POST', '/contacts/bulk', {
      as: w.admin.email,
      body: {
        action: 'add_tags',
        params: { tags: ['viewed'] },
        view,
        filter: { stage: 'lead' },
      },
    });
    expect(res.status).toBe(202);
    await t.app.get(BulkOperationWorker).run(res.body.id);
    const done = await get(`/bulk-operations/${res.body.id}`);
    expect(done.body).toMatchObject({
      status: 'succeeded',
      filter: { stage: 'lead' },
      view_id: view,
      counts: { matched: 2, affected: 2 },
    });
    expect(namesOf(await walk(t, w.admin, { get: 'filter[tags][any]=viewed' }))).toEqual([
      'Ada',
      'Linus',
    ]);
    const alone = await call(t, 'POST', '/contacts/bulk', {
      as: w.member.email,
      body: { action: 'remove_tags', params: { tags: ['viewed'] }, view: mine },
    });
    expect(alone.status).toBe(202);
    await t.app.get(BulkOperationWorker).run(alone.body.id);
    expect((await get(`/bulk-operations/${alone.body.id}`, w.member)).body).toMatchObject({
      status: 'succeeded',
      filter: {},
      view_id: mine,
    });
    const ownedByMember = namesOf(
      await walk(t, w.admin, { get: `filter[owner_id][eq]=${w.member.userId}` }),
    );
    expect(namesOf(await walk(t, w.admin, { get: 'filter[tags][any]=viewed' }))).toEqual(
      ['Ada', 'Linus'].filter((n) => !ownedByMember.includes(n)),
    );
  });

  it('answers 404 for a view the caller cannot see, on every route, changing nothing', async () => {
    const notFound = { status: 404, detail: 'View not found' };
    const outcomes = [];
    for (const path of [
      `/contacts?view=${mine}`,
      `/contacts/count?view=${mine}`,
      `/contacts/export?view=${mine}`,
      `/contacts/dormant?view=${mine}`,
      `/board?view=${mine}`,
      `/board/stages/lead/contacts?view=${mine}`,
      '/contacts?view=not-a-view',
    ]) {
      const res = await get(path);
      outcomes.push({ path, status: res.status, detail: res.body.detail });
    }
    const search = await call(t, 'POST', '/contacts/search', {
      as: w.admin.email,
      body: { view: mine },
    });
    outcomes.push({ path: 'search', status: search.status, detail: search.body.detail });
    const bulk = await call(t, 'POST', '/contacts/bulk', {
      as: w.admin.email,
      body: { action: 'delete', view: mine },
    });
    outcomes.push({ path: 'bulk', status: bulk.status, detail: bulk.body.detail });
    expect(outcomes).toEqual(outcomes.map(({ path }) => ({ path, ...notFound })));
    expect(namesOf(await walk(t, w.admin, { get: '' }))).toHaveLength(7);
  });

  it('answers 422 naming view.<place> once the view names an archived field, on every route', async () => {
    const arr = await createView(t, w.admin.email, { filter: { and: [VIP, RICH] } });
    const archived = await call(t, 'POST', '/custom-fields/arr/archive', { as: w.admin.email });
    expect(archived.status).toBe(200);
    try {
      const outcomes = [];
      for (const path of [
        `/contacts?view=${arr.id}`,
        `/contacts/count?view=${arr.id}`,
        `/contacts/export?view=${arr.id}`,
        `/board?view=${arr.id}`,
      ]) {
        const res = await get(path);
        outcomes.push({ path, status: res.status, field: res.body.errors?.[0]?.field });
      }
      const bulk = await call(t, 'POST', '/contacts/bulk', {
        as: w.admin.email,
        body: { action: 'delete', view: arr.id },
      });
      outcomes.push({ path: 'bulk', status: bulk.status, field: bulk.body.errors?.[0]?.field });
      expect(outcomes).toEqual(
        outcomes.map(({ path }) => ({ path, status: 422, field: 'view.filter.and.1.field' })),
      );
      const listed = await get(`/views/${arr.id}`);
      expect(listed.body.valid).toBe(false);
    } finally {
      await call(t, 'POST', '/custom-fields/arr/unarchive', { as: w.admin.email });
    }
    expect(namesOf(await walk(t, w.admin, { get: '' }))).toHaveLength(7);
  });

  it('answers 422 naming view.<place> once a stage the view names is removed, on the list and the count', async () => {
    const staged = await createView(t, w.admin.email, {
      filter: { and: [VIP, { field: 'stage', op: 'in', value: ['lead', 'negotiation'] }] },
    });
    // Ada: the one VIP among the leads.
    const before = await get(`/contacts/count?view=${staged.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ count: 1 });
    const { dormancy_days, timezone } = (await get('/settings')).body;
    const settings = (stages: unknown) =>
      call(t, 'PUT', '/settings', {
        as: w.admin.email,
        body: { dormancy_days, timezone, stages },
      });
    const removed = await settings(DEFAULT_STAGES.filter((s) => s.key !== 'negotiation'));
    expect(removed.status).toBe(200);
    try {
      const outcomes = [];
      for (const path of [`/contacts?view=${staged.id}`, `/contacts/count?view=${staged.id}`]) {
        const res = await get(path);
        outcomes.push({ path, status: res.status, errors: res.body.errors });
      }
      expect(outcomes).toEqual(
        outcomes.map(({ path }) => ({
          path,
          status: 422,
          errors: [
            {
              field: 'view.filter.and.1.value',
              message:
                'view.filter.and.1.value must be one of: lead, contacted, qualified, proposal, won, lost',
            },
          ],
        })),
      );
    } finally {
      expect((await settings(DEFAULT_STAGES)).status).toBe(200);
    }
    // The stage back, the view reads again.
    expect((await get(`/contacts/count?view=${staged.id}`)).body).toEqual({ count: 1 });
    expect(namesOf(await walk(t, w.admin, { get: `view=${staged.id}` }))).toEqual(['Ada']);
  });

  it('reads an empty view as none on a read, and refuses it on a bulk action', async () => {
    const all = namesOf(await walk(t, w.admin, { get: '' }));
    expect(namesOf(await walk(t, w.admin, { get: 'view=' }))).toEqual(all);
    expect(namesOf(await walk(t, w.admin, { post: { view: '' } }))).toEqual(all);
    const before = await t.db.query(`SELECT id FROM bulk_operations WHERE workspace_id = $1`, [
      w.admin.workspaceId,
    ]);
    for (const view of ['', ' ', '\u00a0\t']) {
      for (const filter of [undefined, {}]) {
        const res = await call(t, 'POST', '/contacts/bulk', {
          as: w.admin.email,
          body: { action: 'delete', view, filter },
        });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([{ field: 'view', message: 'view must not be blank' }]);
      }
    }
    expect(
      await t.db.query(`SELECT id FROM bulk_operations WHERE workspace_id = $1`, [
        w.admin.workspaceId,
      ]),
    ).toEqual(before);
    expect(namesOf(await walk(t, w.admin, { get: '' }))).toEqual(all);
  });
});
