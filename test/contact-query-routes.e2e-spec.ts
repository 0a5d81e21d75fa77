import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import {
  type Listed,
  namesOf,
  PEOPLE,
  type QueryWorkspace,
  seedQueryWorkspace,
  walk,
} from './support/contact-query.js';
import { call, type TestApp, useTestApp } from './support/test-app.js';

/*
 * The same language wherever a set of contacts is chosen: the export, a bulk action over a
 * filter, the board and its columns, the dormant list answer what `GET /contacts` answers for
 * the same conditions.
 */

const VIP = { field: 'tags', op: 'any', value: ['vip'] };
const RICH = { field: 'custom.arr', op: 'gte', value: 100 };
const MINE = { field: 'owner_id', op: 'eq', value: 'me' };

/** The first names of the export's rows, in the file's order. */
async function exported(t: TestApp, w: QueryWorkspace, query: string): Promise<string[]> {
  const res = await call(t, 'GET', `/contacts/export?${query}`, { as: w.admin.email });
  expect(res.status).toBe(200);
  const [header, ...rows]: string[][] = parse(res.text.slice(1));
  const first = header.indexOf('first_name');
  return rows.map((row) => row[first]);
}

/** Runs a bulk operation's job to its end here, and answers the operation as the API shows it. */
async function finished(t: TestApp, as: string, id: string): Promise<Record<string, unknown>> {
  await t.app.get(BulkOperationWorker).run(id);
  return (await call(t, 'GET', `/bulk-operations/${id}`, { as })).body;
}

describe('The contact query on every route that chooses contacts', () => {
  const t = useTestApp();
  let w: QueryWorkspace;
  const list = async (query: string) => walk(t, w.admin, { get: query });

  beforeAll(async () => {
    w = await seedQueryWorkspace(t);
  });

  it('exports the contacts of filter[...] in the order of sort, as the list walks them', async () => {
    const query =
      'filter[custom.arr][is_not_empty]=true&filter[stage][nin]=won&sort=-custom.arr,first_name';
    const walked = (await list(query)).map((c) => c.first_name);
    expect(walked).toEqual(['Alan', 'Ada', 'Linus']);
    expect(await exported(t, w, query)).toEqual(walked);
    // Missing values last either way; without a sort, newest first as before.
    expect(await exported(t, w, 'sort=custom.arr,first_name')).toEqual(
      (await list('sort=custom.arr,first_name')).map((c) => c.first_name),
    );
    expect(await exported(t, w, 'stage=lead')).toEqual(
      (await list('stage=lead')).map((c) => c.first_name),
    );
  });

  it('refuses an export whose filter or sort does not read, sending no file', async () => {
    const res = await call(t, 'GET', '/contacts/export?filter[custom.notes][eq]=x', {
      as: w.admin.email,
    });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.errors[0].field).toBe('filter.custom.notes');
    const sorted = await call(t, 'GET', '/contacts/export?sort=tags', { as: w.admin.email });
    expect(sorted.status).toBe(422);
    expect(sorted.body.errors[0].field).toBe('sort');
  });

  it('counts what the list walks, for the list parameters and filter[...] together', async () => {
    for (const query of [
      'filter[tags][any]=vip',
      'stage=lead&filter[custom.arr][gte]=100',
      'dormant=true&filter[owner_id][eq]=me',
      'filter[custom.nick][contains]=%27%3B--',
    ]) {
      const count = await call(t, 'GET', `/contacts/count?${query}`, { as: w.admin.email });
      expect({ query, count: count.body.count }).toEqual({
        query,
        count: (await list(query)).length,
      });
    }
  });

  it('narrows the dormant list by filter[...], longest inactive first', async () => {
    const all = await call(t, 'GET', '/contacts/dormant', { as: w.admin.email });
    expect(namesOf(all.body.items)).toEqual(['Barbara', 'Donald']);
    const res = await call(
      t,
      'GET',
      '/contacts/dormant?filter[custom.renewal][is_not_empty]=true',
      {
        as: w.admin.email,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: Listed) => c.first_name)).toEqual(
      (
        await list('dormant=true&filter[custom.renewal][is_not_empty]=true&sort=last_activity_at')
      ).map((c) => c.first_name),
    );
    expect(res.body.threshold_days).toBe(all.body.threshold_days);
    const refused = await call(t, 'GET', '/contacts/dormant?filter[stage][eq]=nirvana', {
      as: w.admin.email,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].field).toBe('filter.stage.eq');
  });

  it('shows on the board, per stage, the count, value and cards of the contacts filter[...] keeps', async () => {
    const query = 'filter[custom.arr][gte]=100&filter[owner_id][neq]=me';
    const kept = await list(query);
    const res = await call(t, 'GET', `/board?${query}`, { as: w.admin.email });
    expect(res.status).toBe(200);
    const columns = (
      res.body.stages as { key: string; count: number; value_cents: number; contacts: Listed[] }[]
    )
      .filter((s) => s.count > 0)
      .map((s) => ({
        key: s.key,
        count: s.count,
        value_cents: s.value_cents,
        names: namesOf(s.contacts),
      }));
    const expected = new Map<
      string,
      { key: string; count: number; value_cents: number; names: string[] }
    >();
    for (const c of kept) {
      const stage = c.stage as string;
      const column = expected.get(stage) ?? { key: stage, count: 0, value_cents: 0, names: [] };
      column.count += 1;
      column.value_cents += c.value_cents as number;
      column.names = [...column.names, c.first_name].sort();
      expected.set(stage, column);
    }
    expect(columns).toEqual(
      [...expected.values()].sort(
        (a, b) =>
          res.body.stages.findIndex((s: { key: string }) => s.key === a.key) -
          res.body.stages.findIndex((s: { key: string }) => s.key === b.key),
      ),
    );
    expect(kept.length).toBeGreaterThan(0);
  });

  it('pages a board column of the contacts filter[...] keeps, and ANDs owner_id with it', async () => {
    const lead = (query: string) => list(`stage=lead&${query}`);
    const byColumn = async (query: string) => {
      const names: string[] = [];
      let cursor = '';
      for (;;) {
        const res = await call(t, 'GET', `/board/stages/lead/contacts?limit=1&${query}${cursor}`, {
          as: w.admin.email,
        });
        expect(res.status).toBe(200);
        names.push(...res.body.items.map((c: Listed) => c.first_name));
        if (!res.body.next_cursor) return names.sort();
        cursor = `&cursor=${res.body.next_cursor}`;
      }
    };
    expect(await byColumn('filter[tags][is_empty]=true')).toEqual(
      namesOf(await lead('filter[tags][is_empty]=true')),
    );
    const owner = `owner_id=${w.admin.userId}&filter[custom.tier][eq]=a`;
    expect(await byColumn(owner)).toEqual(namesOf(await lead(owner)));
    expect(await byColumn(owner)).toEqual(['Ada', 'Linus']);
    const board = await call(t, 'GET', `/board?${owner}`, { as: w.admin.email });
    expect(board.body.stages.find((s: { key: string }) => s.key === 'lead').count).toBe(2);
  });

  it('runs a bulk action over a filter tree on exactly the contacts the search matches', async () => {
    const filter = { or: [VIP, { and: [RICH, MINE] }] };
    const matched = namesOf(await walk(t, w.admin, { post: { filter } }));
    expect(matched).toEqual(['Ada', 'Alan', 'Linus']);
    const res = await call(t, 'POST', '/contacts/bulk', {
      as: w.admin.email,
      body: { action: 'add_tags', params: { tags: ['picked'] }, filter },
    });
    expect(res.status).toBe(202);
    const done = await finished(t, w.admin.email, res.body.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      filter,
      counts: { matched: 3, processed: 3, affected: 3, skipped: 0 },
    });
    expect(namesOf(await list('filter[tags][any]=picked'))).toEqual(matched);
    // `me` is the operation's author when the job reads the filter.
    const mine = await call(t, 'POST', '/contacts/bulk', {
      as: w.member.email,
      body: { action: 'remove_tags', params: { tags: ['picked'] }, filter: { and: [MINE] } },
    });
    expect(await finished(t, w.member.email, mine.body.id)).toMatchObject({ status: 'succeeded' });
    const left = namesOf(await list('filter[tags][any]=picked'));
    const members = namesOf(await list(`filter[owner_id][eq]=${w.member.userId}`));
    expect(left).toEqual(matched.filter((n) => !members.includes(n)));
    expect(left).toEqual(['Ada', 'Linus']);
  });

  it.each([
    [{ and: [{ field: 'color', op: 'eq', value: 'red' }] }, 'filter.and.0.field'],
    [
      { or: [VIP, { and: [{ field: 'stage', op: 'gte', value: 'lead' }] }] },
      'filter.or.1.and.0.op',
    ],
    [{ or: [{ field: 'custom.arr', op: 'gte', value: 'lots' }] }, 'filter.or.0.value'],
    [{ or: [] }, 'filter.or'],
    [{ and: [{ field: 'stage', op: 'eq', value: 'lead', extra: 1 }] }, 'filter.and.0'],
  ])('refuses the bulk filter tree %j with 422 on %s, queuing nothing', async (filter, path) => {
    const before = await t.db.query(
      `SELECT count(*)::int AS n FROM bulk_operations WHERE workspace_id = $1`,
      [w.admin.workspaceId],
    );
    const res = await call(t, 'POST', '/contacts/bulk', {
      as: w.admin.email,
      body: { action: 'delete', filter },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe(path);
    const after = await t.db.query(
      `SELECT count(*)::int AS n FROM bulk_operations WHERE workspace_id = $1`,
      [w.admin.workspaceId],
    );
    expect(after).toEqual(before);
    expect(namesOf(await list(''))).toEqual(PEOPLE);
  });
});
