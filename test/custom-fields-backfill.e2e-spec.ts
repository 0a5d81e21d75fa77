import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { FILTER_INDEX_LOCK_WAIT_ERROR } from '../src/modules/custom-fields/custom-fields.rules.js';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import { FilterIndexWorker } from '../src/modules/custom-fields/filter-index.worker.js';
import { createContact } from './support/factories.js';
import {
  BUILDING,
  builds,
  contactsOf,
  entries,
  expectedEntries,
  failBatchAfter,
  interruptedBuild,
  largeWorkspace,
  lastAnalyzed,
  LIMIT,
  listed,
  patchField,
  SEEDED,
  waitFor,
  walkOrder,
} from './support/filter-index.js';
import { useOwnDatabase } from './support/own-database.js';
import { waitersOn } from './support/row-lock.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/*
 * A custom field made filterable on a workspace with more contacts than FILTER_INDEX_INLINE_CONTACTS
 * has its entries in contact_field_values filled by a job, in batches of 1,000 contacts, while its
 * filter_index says building and filters on it answer 409. The jobs are run here by calling the
 * worker (JOB_WORKER is off), so each test decides when a batch runs; one test lets the job
 * queue work them. Its cancellation: test/custom-fields-backfill-cancel.e2e-spec.ts.
 */

// Thousands of contacts: kept out of the run's shared database.
useOwnDatabase();

describe('A field made filterable on a large workspace', () => {
  let t: TestApp;
  /** The same service indexing a field at once up to the default limit, on the same database. */
  let inline: TestApp;
  let worker: FilterIndexWorker;

  beforeAll(async () => {
    t = await startApp({ FILTER_INDEX_INLINE_CONTACTS: String(LIMIT) });
    inline = await startApp();
    worker = t.app.get(FilterIndexWorker);
  });
  afterAll(async () => {
    await inline?.close();
    await t?.close();
  });

  it('answers building, refuses filters and sorts on the field with 409, and a job fills exactly what the change fills at once on a small workspace', async () => {
    const admin = await largeWorkspace(t);
    // The reference: the same contacts indexed in one go, in the transaction of the change.
    const reference: Record<string, Record<string, unknown>[]> = {};
    for (const key of ['topics', 'arr']) {
      const on = await patchField(inline, admin, key, { filterable: true });
      expect(on.body).toMatchObject({ key, filterable: true, filter_index: 'ready' });
      reference[key] = await entries(t, on.body.id);
      expect(reference[key]).toEqual(await expectedEntries(t, on.body.id));
      const off = await patchField(inline, admin, key, { filterable: false });
      expect(off.body).toMatchObject({ filterable: false, filter_index: null });
      expect(await entries(t, on.body.id)).toEqual([]);
    }
    expect(reference.topics.length).toBeGreaterThan(2_000);

    const topics = await patchField(t, admin, 'topics', { filterable: true });
    expect(topics.status).toBe(200);
    expect(topics.body).toMatchObject({
      key: 'topics',
      filterable: true,
      filter_index: 'building',
    });
    const arr = await patchField(t, admin, 'arr', { filterable: true });
    expect(arr.body).toMatchObject({ filter_index: 'building' });
    // Nothing is filled in the change's transaction; a build is queued for each field.
    expect(await entries(t, topics.body.id)).toEqual([]);
    expect(await builds(t, topics.body.id)).toEqual([
      { id: expect.any(String), status: 'queued', processed: 0, filled: 0, error: null },
    ]);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'building' });
    expect(await listed(inline, admin, 'arr')).toMatchObject({ filter_index: 'building' });
    // The field's other changes leave the build as it is.
    const relabelled = await patchField(t, admin, 'topics', { label: 'Topics' });
    expect(relabelled.body).toMatchObject({ filter_index: 'building' });
    expect(await builds(t, topics.body.id)).toHaveLength(1);

    const refused = [
      [
        await call(t, 'GET', '/contacts?filter[custom.topics][any]=a', { as: admin.email }),
        BUILDING('filter.custom.topics', 'custom.topics'),
        'custom.topics',
      ],
      [
        await call(t, 'GET', '/contacts/count?filter[custom.arr][gte]=100', { as: admin.email }),
        BUILDING('filter.custom.arr', 'custom.arr'),
        'custom.arr',
      ],
      [
        await call(t, 'POST', '/contacts/search', {
          as: admin.email,
          body: { filter: { and: [{ field: 'custom.topics', op: 'any', value: ['a'] }] } },
        }),
        BUILDING('filter.custom.topics', 'custom.topics'),
        'custom.topics',
      ],
      [
        await call(t, 'GET', '/contacts?sort=-custom.arr', { as: admin.email }),
        BUILDING('sort', 'custom.arr'),
        'custom.arr',
      ],
    ] as const;
    for (const [res, detail, name] of refused) {
      expect(res.status).toBe(409);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({
        status: 409,
        code: 'conflict',
        detail,
        field: name,
        filter_index: 'building',
      });
    }
    // A mistake that no build mends is still the 422 it always was: a multi-select has no order.
    const unordered = await call(t, 'GET', '/contacts?sort=custom.topics', { as: admin.email });
    expect(unordered.status).toBe(422);

    const unanalyzed = await lastAnalyzed(t);
    for (const fieldId of [topics.body.id, arr.body.id]) {
      const [build] = await builds(t, fieldId);
      await worker.run(build.id);
    }
    // A build's end refreshes the planner's statistics of the entries: until then a filter on the
    // field was planned as if it had none (the count below took seconds, one probe per contact).
    expect(await lastAnalyzed(t)).not.toEqual(unanalyzed);
    expect(await entries(t, topics.body.id)).toEqual(reference.topics);
    expect(await entries(t, arr.body.id)).toEqual(reference.arr);
    const contacts = await contactsOf(t, admin.workspaceId);
    const withEntries = new Set(reference.topics.map((e) => e.contact_id)).size;
    expect(await builds(t, topics.body.id)).toEqual([
      {
        id: expect.any(String),
        status: 'succeeded',
        processed: contacts,
        filled: withEntries,
        error: null,
      },
    ]);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
    expect(await listed(inline, admin, 'arr')).toMatchObject({ filter_index: 'ready' });

    const filtered = await call(t, 'GET', '/contacts/count?filter[custom.topics][any]=a', {
      as: admin.email,
    });
    expect([filtered.status, filtered.text]).toEqual([200, expect.any(String)]);
    const [matching] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contacts
        WHERE workspace_id = $1 AND NOT is_demo AND custom->'topics' ? 'a'`,
      [admin.workspaceId],
    );
    expect(matching.n).toBeGreaterThan(0);
    expect(filtered.body).toMatchObject({ count: matching.n });
    const sorted = await call(t, 'GET', '/contacts?sort=-custom.arr&limit=1', { as: admin.email });
    expect(sorted.status).toBe(200);
    // The largest value is the last seeded contact's (2,500 is not a multiple of 3).
    expect(sorted.body.items[0].custom).toMatchObject({ arr: SEEDED * 10.5 });
  }, 120_000);

  it('keeps the entries right of contacts created, edited and deleted while it builds: a write wins over the batch', async () => {
    const admin = await largeWorkspace(t);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    expect(on.body.filter_index).toBe('building');
    const fieldId = on.body.id as string;
    const order = await walkOrder(t, admin.workspaceId);
    // Contacts holding a value, some in the first batch, some in the last.
    const holding = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE id = ANY($1) AND custom->'topics' ?| array['a', 'b', 'c']`,
      [order],
    );
    const held = new Set(holding.map((r) => r.id));
    const walked = order.slice(0, 1_000).filter((id) => held.has(id));
    const ahead = order.slice(2_000).filter((id) => held.has(id));
    const build = await interruptedBuild(t, worker, fieldId);
    expect(new Set((await entries(t, fieldId)).map((e) => e.contact_id)).size).toBe(build.filled);

    const edit = (id: string, custom: Record<string, unknown>) =>
      call(t, 'PATCH', `/contacts/${id}`, { as: admin.email, body: { custom } });
    const writes = [
      await createContact(t, admin.email, { custom: { topics: ['b'] } }).then(() => 200),
      (await edit(walked[0], { topics: ['c'] })).status,
      (await edit(ahead[0], { topics: ['a', 'b'] })).status,
      (await edit(walked[1], { topics: null })).status,
      (await edit(ahead[1], { topics: null })).status,
      (await edit(ahead[2], { nick: 'Only the nick' })).status,
      (await call(t, 'DELETE', `/contacts/${walked[2]}`, { as: admin.email })).status,
      (await call(t, 'DELETE', `/contacts/${ahead[3]}`, { as: admin.email })).status,
    ];
    expect(writes).toEqual([200, 200, 200, 200, 200, 200, 204, 204]);

    await worker.run(build.id);
    expect(await entries(t, fieldId)).toEqual(await expectedEntries(t, fieldId));
    const [done] = await builds(t, fieldId);
    // Every contact there when its part of the walk was read, the one deleted after it too.
    expect(done).toMatchObject({
      status: 'succeeded',
      processed: (await contactsOf(t, admin.workspaceId)) + 1,
    });
  }, 120_000);

  it('waits for a contact write in flight when a batch comes, and fills what that write committed', async () => {
    const admin = await largeWorkspace(t, 1_200);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const [first] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND NOT is_demo
          AND jsonb_array_length(custom->'topics') = 3
        ORDER BY created_at, id LIMIT 1`,
      [admin.workspaceId],
    );
    // A write of the field's value, begun before the batch and committed while it waits: its
    // trigger has found no entries to replace and written none, as the value is cleared.
    const writer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(`UPDATE contacts SET custom = custom - 'topics' WHERE id = $1`, [
        first.id,
      ]);
      const [build] = await builds(t, fieldId);
      const running = worker.run(build.id);
      await waitFor(async () => (await waitersOn(writer)) > 0);
      await writer.query('COMMIT');
      await running;
    } finally {
      await writer.end();
    }
    expect(await entries(t, fieldId)).toEqual(await expectedEntries(t, fieldId));
    expect((await entries(t, fieldId)).filter((e) => e.contact_id === first.id)).toEqual([]);
  }, 120_000);

  it('ends right whatever contact writes run beside its batches', async () => {
    const admin = await largeWorkspace(t);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const order = await walkOrder(t, admin.workspaceId);
    const [build] = await builds(t, fieldId);
    const running = worker.run(build.id);
    const values = [['a'], ['b', 'c'], null, ['c', 'a']];
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const id = order[(i * 61) % order.length];
      const res = await call(t, 'PATCH', `/contacts/${id}`, {
        as: admin.email,
        body: { custom: { topics: values[i % values.length] } },
      });
      statuses.push(res.status);
    }
    await running;
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await entries(t, fieldId)).toEqual(await expectedEntries(t, fieldId));
    expect(await builds(t, fieldId)).toMatchObject([{ status: 'succeeded' }]);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('resumes a build whose worker died mid-batch from its checkpoint, filling each contact once; two workers at once fill it once too', async () => {
    const admin = await largeWorkspace(t);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const build = await interruptedBuild(t, worker, fieldId);
    // Only the first batch's contacts have their entries: the second batch was undone whole.
    const first = new Set((await walkOrder(t, admin.workspaceId)).slice(0, 1_000));
    const filledSoFar = [
      ...new Set((await entries(t, fieldId)).map((e) => e.contact_id as string)),
    ];
    expect(filledSoFar.length).toBe(build.filled);
    expect(filledSoFar.every((id) => first.has(id))).toBe(true);

    // The retry pg-boss would make, twice at once: each batch is applied by one of them.
    await Promise.all([worker.run(build.id), worker.run(build.id)]);
    const expected = await expectedEntries(t, fieldId);
    expect(await entries(t, fieldId)).toEqual(expected);
    expect(await builds(t, fieldId)).toEqual([
      {
        id: build.id,
        status: 'succeeded',
        processed: await contactsOf(t, admin.workspaceId),
        filled: new Set(expected.map((e) => e.contact_id)).size,
        error: null,
      },
    ]);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('is worked by the job queue: a batch that failed is retried from its checkpoint, and the index ends ready', async () => {
    const admin = await largeWorkspace(t);
    const restore = await failBatchAfter(t, 1);
    const queue = await startApp({
      FILTER_INDEX_INLINE_CONTACTS: String(LIMIT),
      JOB_WORKER: 'inline',
      WEBHOOK_POLL_INTERVAL_MS: '500',
    });
    let fieldId: string;
    try {
      const on = await patchField(queue, admin, 'topics', { filterable: true });
      expect(on.body.filter_index).toBe('building');
      fieldId = on.body.id as string;
      const deadline = Date.now() + 60_000;
      while ((await listed(queue, admin, 'topics'))?.filter_index !== 'ready') {
        if (Date.now() > deadline) throw new Error(JSON.stringify(await builds(t, fieldId)));
        await sleep(100);
      }
    } finally {
      await queue.close();
      await restore();
    }
    expect(await entries(t, fieldId)).toEqual(await expectedEntries(t, fieldId));
    expect(await builds(t, fieldId)).toMatchObject([
      { status: 'succeeded', processed: await contactsOf(t, admin.workspaceId), error: null },
    ]);
    // The first try failed at its second batch, and pg-boss tried again.
    const [tries] = await t.db.query<{ retries: number }[]>(
      `SELECT max(retry_count)::int AS retries FROM pgboss.job
        WHERE name = 'custom-field-filter-index' AND data->>'buildId' = $1`,
      [(await builds(t, fieldId))[0].id],
    );
    expect(tries.retries).toBe(1);
  }, 120_000);

  it('fails a batch for a retry, rather than leave the build, when contact writes hold the workspace past the lock timeout', async () => {
    const admin = await largeWorkspace(t, 1_200);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const [build] = await builds(t, fieldId);
    // A contact write's transaction, left open.
    const writer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(
        `SELECT pg_advisory_xact_lock_shared(hashtextextended('contact_field_values:' || $1, 0))`,
        [admin.workspaceId],
      );
      await expect(worker.run(build.id)).rejects.toThrow(FILTER_INDEX_LOCK_WAIT_ERROR);
    } finally {
      await writer.query('ROLLBACK');
      await writer.end();
    }
    expect(await builds(t, fieldId)).toMatchObject([
      { status: 'running', processed: 0, filled: 0 },
    ]);
    await worker.run(build.id);
    expect(await entries(t, fieldId)).toEqual(await expectedEntries(t, fieldId));
    expect(await builds(t, fieldId)).toMatchObject([{ status: 'succeeded' }]);
  }, 120_000);

  it('stays succeeded, its index ready, when the statistics refresh after it cannot run', async () => {
    const admin = await largeWorkspace(t, 300);
    const on = await patchField(t, admin, 'arr', { filterable: true });
    expect(on.body.filter_index).toBe('building');
    const fieldId = on.body.id as string;
    const [build] = await builds(t, fieldId);
    // Another ANALYZE of the table, its transaction left open: the build's waits for it past
    // the lock timeout and fails, after the build committed.
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    let analyzed: string | null;
    try {
      await holder.query('BEGIN');
      await holder.query('ANALYZE contact_field_values');
      analyzed = await lastAnalyzed(t);
      await worker.run(build.id);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect(await lastAnalyzed(t)).toEqual(analyzed);
    const filled = await entries(t, fieldId);
    expect(filled).toEqual(await expectedEntries(t, fieldId));
    expect(await builds(t, fieldId)).toEqual([
      {
        id: build.id,
        status: 'succeeded',
        processed: await contactsOf(t, admin.workspaceId),
        filled: filled.length,
        error: null,
      },
    ]);
    expect(await listed(t, admin, 'arr')).toMatchObject({ filter_index: 'ready' });
  }, 60_000);

  it('keeps a bulk operation whose filter names the field waiting for its build, then runs it; past an hour from its acceptance it fails with the 409', async () => {
    const admin = await largeWorkspace(t, 300);
    const ready = await patchField(inline, admin, 'arr', { filterable: true });
    expect(ready.body).toMatchObject({ filter_index: 'ready' });
    const filter = { and: [{ field: 'custom.arr', op: 'gte', value: 1000 }] };
    const accept = async () => {
      const res = await call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'add_tags', params: { tags: ['big'] }, filter },
      });
      expect(res.status).toBe(202);
      // Made filterable again before the operation's job starts: a build the job must wait for.
      await patchField(t, admin, 'arr', { filterable: false });
      const building = await patchField(t, admin, 'arr', { filterable: true });
      expect(building.body).toMatchObject({ filter_index: 'building' });
      return res.body.id as string;
    };
    const operation = (id: string) =>
      call(t, 'GET', `/bulk-operations/${id}`, { as: admin.email }).then((r) => r.body);
    const tagged = async () =>
      (
        await t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND 'big' = ANY (tags)`,
          [admin.workspaceId],
        )
      )[0].n;
    const bulkWorker = t.app.get(BulkOperationWorker);

    const waiting = await accept();
    await bulkWorker.run(waiting);
    expect(await operation(waiting)).toMatchObject({
      status: 'running',
      counts: { matched: null, processed: 0, affected: 0 },
      error: null,
    });
    expect(await tagged()).toBe(0);
    // Queued again for 10 s later, with its retries whole (beside the job of its acceptance,
    // which the queue never works here).
    const queued = await t.db.query<{ later: boolean; retry_count: number }[]>(
      `SELECT start_after > now() + interval '8 seconds' AS later, retry_count FROM pgboss.job
        WHERE data->>'operationId' = $1 AND state = 'created' ORDER BY start_after`,
      [waiting],
    );
    expect(queued).toEqual([
      { later: false, retry_count: 0 },
      { later: true, retry_count: 0 },
    ]);

    const [build] = await builds(t, ready.body.id as string).then((all) => all.slice(-1));
    await worker.run(build.id);
    expect(await listed(t, admin, 'arr')).toMatchObject({ filter_index: 'ready' });
    await bulkWorker.run(waiting);
    const matching = (
      await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM contacts
          WHERE workspace_id = $1 AND NOT is_demo AND (custom ->> 'arr')::numeric >= 1000`,
        [admin.workspaceId],
      )
    )[0].n;
    expect(matching).toBeGreaterThan(100);
    expect(await operation(waiting)).toMatchObject({
      status: 'succeeded',
      counts: { matched: matching, processed: matching, affected: matching, skipped: 0 },
      error: null,
    });
    expect(await tagged()).toBe(matching);

    const late = await accept();
    await t.db.query(
      `UPDATE bulk_operations SET created_at = now() - interval '1 hour' WHERE id = $1`,
      [late],
    );
    await bulkWorker.run(late);
    expect(await operation(late)).toMatchObject({
      status: 'failed',
      counts: { matched: null, processed: 0, affected: 0 },
      error: BUILDING('filter.custom.arr', 'custom.arr'),
    });
    expect(await tagged()).toBe(matching);
  });
});
