import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { failUnfinishedJob } from '../src/jobs/tracked-jobs.queries.js';
import { FILTER_INDEX_GIVEN_UP_ERROR } from '../src/modules/custom-fields/custom-fields.rules.js';
import { FILTER_INDEX_BUILDS } from '../src/modules/custom-fields/filter-index.queries.js';
import { FilterIndexWorker } from '../src/modules/custom-fields/filter-index.worker.js';
import { define, field } from './support/contact-query.js';
import { createContact, signUp, type Member } from './support/factories.js';
import { useOwnDatabase } from './support/own-database.js';
import { waitersOn } from './support/row-lock.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/*
 * A custom field made filterable on a workspace with more contacts than FILTER_INDEX_INLINE_CONTACTS
 * has its entries in contact_field_values filled by a job, in batches of 1,000 contacts, while its
 * filter_index says building and filters on it answer 409. The jobs are run here by calling the
 * worker (JOB_WORKER is off), so each test decides when a batch runs.
 */

/** The most contacts a workspace of these tests may have for its fields to be indexed at once. */
const LIMIT = 100;
/** Real contacts seeded in a large workspace: three batches of them, then the demo ones. */
const SEEDED = 2_500;

const BUILDING = (place: string, name: string) =>
  `${place}: ${name} is being indexed for filters and sorts; try again once its filter_index is ready (GET /custom-fields)`;

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

  /**
   * A premium workspace with fields `topics` (multi-select), `arr` (number) and `nick` (text),
   * none filterable, and `count` real contacts holding values of them in varied shapes (a third
   * none, some an empty list), at a few distinct instants (ties broken by id), and 40 demo
   * contacts holding values too.
   */
  async function largeWorkspace(count = SEEDED): Promise<Member> {
    const admin = await signUp(t, { premium: true });
    for (const [key, type] of [
      ['topics', 'multi_select'],
      ['arr', 'number'],
      ['nick', 'text'],
    ]) {
      await define(t, admin, field(key, type, { filterable: false }));
    }
    await seed(admin, count, false);
    await seed(admin, 40, true);
    return admin;
  }

  async function seed(admin: Member, count: number, demo: boolean): Promise<void> {
    await t.db.query(
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at,
                             created_at, custom)
       SELECT $1, $2, 'Seeded ' || n, 'lead', $3, now(), now() - (n % 7) * interval '1 minute',
              CASE WHEN n % 3 = 0 THEN '{}'::jsonb
                   ELSE jsonb_build_object(
                          'topics', (CASE n % 4 WHEN 0 THEN '["a"]' WHEN 1 THEN '["b", "c"]'
                                                WHEN 2 THEN '["c", "a", "b"]' ELSE '[]' END)::jsonb,
                          'arr', n * 10.5,
                          'nick', 'Nick ' || n) END
         FROM generate_series(1, $4::int) AS n`,
      [admin.workspaceId, demo, admin.userId, count],
    );
  }

  function patchField(app: TestApp, admin: Member, key: string, body: Record<string, unknown>) {
    return call(app, 'PATCH', `/custom-fields/${key}`, { as: admin.email, body });
  }

  /** The field's entries, as filters and sorts read them. */
  async function entries(fieldId: string) {
    return t.db.query<Record<string, unknown>[]>(
      `SELECT contact_id, item, workspace_id, is_demo, num::text AS num, txt, ts::text AS ts
         FROM contact_field_values WHERE field_id = $1 ORDER BY contact_id, item`,
      [fieldId],
    );
  }

  /** The entries of the field the workspace's contacts hold now (what a fill in one go gives). */
  async function expectedEntries(fieldId: string) {
    return t.db.query<Record<string, unknown>[]>(
      `SELECT c.id AS contact_id, r.item, c.workspace_id, c.is_demo, r.num::text AS num, r.txt,
              r.ts::text AS ts
         FROM custom_fields f
         JOIN contacts c ON c.workspace_id = f.workspace_id AND c.custom ? f.key,
              contact_field_value_rows(f.type, c.custom -> f.key) r
        WHERE f.id = $1 ORDER BY c.id, r.item`,
      [fieldId],
    );
  }

  /** The field's builds, oldest first. */
  async function builds(fieldId: string) {
    return t.db.query<
      { id: string; status: string; processed: number; filled: number; error: string | null }[]
    >(
      `SELECT id, status, processed, filled, error FROM filter_index_builds
        WHERE field_id = $1 ORDER BY created_at, id`,
      [fieldId],
    );
  }

  async function contactsOf(workspaceId: string): Promise<number> {
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row.n;
  }

  /** The workspace's real contacts in the order a build walks them. */
  async function walkOrder(workspaceId: string): Promise<string[]> {
    const rows = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND NOT is_demo ORDER BY created_at, id`,
      [workspaceId],
    );
    return rows.map((r) => r.id);
  }

  /** The field as GET /custom-fields lists it. */
  async function listed(app: TestApp, admin: Member, key: string) {
    const res = await call(app, 'GET', '/custom-fields', { as: admin.email });
    expect(res.status).toBe(200);
    return (res.body.items as { key: string }[]).find((f) => f.key === key);
  }

  /**
   * The next `runs` batches applied to contact_field_values succeed, the one after fails, as a
   * worker that dies mid-batch would leave it: that batch undone, the checkpoint before it kept.
   */
  async function failBatchAfter(runs: number): Promise<() => Promise<void>> {
    await t.db.query(`CREATE SEQUENCE filter_index_fault_seq`);
    await t.db.query(
      `CREATE FUNCTION filter_index_fault() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF nextval('filter_index_fault_seq') > ${runs} THEN RAISE EXCEPTION 'provoked'; END IF;
         RETURN NULL;
       END $$`,
    );
    await t.db.query(
      `CREATE TRIGGER filter_index_fault BEFORE INSERT ON contact_field_values
         FOR EACH STATEMENT EXECUTE FUNCTION filter_index_fault()`,
    );
    return async () => {
      await t.db.query(`DROP TRIGGER filter_index_fault ON contact_field_values`);
      await t.db.query(`DROP FUNCTION filter_index_fault()`);
      await t.db.query(`DROP SEQUENCE filter_index_fault_seq`);
    };
  }

  /** Runs the field's build under way until its second batch fails; answers that build. */
  async function interruptedBuild(fieldId: string) {
    const [build] = await builds(fieldId);
    const restore = await failBatchAfter(1);
    try {
      await expect(worker.run(build.id)).rejects.toThrow('provoked');
    } finally {
      await restore();
    }
    const [after] = await builds(fieldId);
    expect(after).toMatchObject({ id: build.id, status: 'running', processed: 1_000 });
    return after;
  }

  it('answers building, refuses filters and sorts on the field with 409, and a job fills exactly what the change fills at once on a small workspace', async () => {
    const admin = await largeWorkspace();
    // The reference: the same contacts indexed in one go, in the transaction of the change.
    const reference: Record<string, Record<string, unknown>[]> = {};
    for (const key of ['topics', 'arr']) {
      const on = await patchField(inline, admin, key, { filterable: true });
      expect(on.body).toMatchObject({ key, filterable: true, filter_index: 'ready' });
      reference[key] = await entries(on.body.id);
      expect(reference[key]).toEqual(await expectedEntries(on.body.id));
      const off = await patchField(inline, admin, key, { filterable: false });
      expect(off.body).toMatchObject({ filterable: false, filter_index: null });
      expect(await entries(on.body.id)).toEqual([]);
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
    expect(await entries(topics.body.id)).toEqual([]);
    expect(await builds(topics.body.id)).toEqual([
      { id: expect.any(String), status: 'queued', processed: 0, filled: 0, error: null },
    ]);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'building' });
    expect(await listed(inline, admin, 'arr')).toMatchObject({ filter_index: 'building' });
    // The field's other changes leave the build as it is.
    const relabelled = await patchField(t, admin, 'topics', { label: 'Topics' });
    expect(relabelled.body).toMatchObject({ filter_index: 'building' });
    expect(await builds(topics.body.id)).toHaveLength(1);

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

    for (const fieldId of [topics.body.id, arr.body.id]) {
      const [build] = await builds(fieldId);
      await worker.run(build.id);
    }
    expect(await entries(topics.body.id)).toEqual(reference.topics);
    expect(await entries(arr.body.id)).toEqual(reference.arr);
    const contacts = await contactsOf(admin.workspaceId);
    const withEntries = new Set(reference.topics.map((e) => e.contact_id)).size;
    expect(await builds(topics.body.id)).toEqual([
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
    expect(filtered.status).toBe(200);
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
    const admin = await largeWorkspace();
    const on = await patchField(t, admin, 'topics', { filterable: true });
    expect(on.body.filter_index).toBe('building');
    const fieldId = on.body.id as string;
    const order = await walkOrder(admin.workspaceId);
    // Contacts holding a value, some in the first batch, some in the last.
    const holding = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE id = ANY($1) AND custom->'topics' ?| array['a', 'b', 'c']`,
      [order],
    );
    const held = new Set(holding.map((r) => r.id));
    const walked = order.slice(0, 1_000).filter((id) => held.has(id));
    const ahead = order.slice(2_000).filter((id) => held.has(id));
    const build = await interruptedBuild(fieldId);
    expect(new Set((await entries(fieldId)).map((e) => e.contact_id)).size).toBe(build.filled);

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
    expect(await entries(fieldId)).toEqual(await expectedEntries(fieldId));
    const [done] = await builds(fieldId);
    // Every contact there when its part of the walk was read, the one deleted after it too.
    expect(done).toMatchObject({
      status: 'succeeded',
      processed: (await contactsOf(admin.workspaceId)) + 1,
    });
  }, 120_000);

  it('waits for a contact write in flight when a batch comes, and fills what that write committed', async () => {
    const admin = await largeWorkspace(1_200);
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
      const [build] = await builds(fieldId);
      const running = worker.run(build.id);
      for (let i = 0; (await waitersOn(writer)) === 0; i++) {
        if (i > 200) throw new Error('the batch never waited for the write');
        await sleep(10);
      }
      await writer.query('COMMIT');
      await running;
    } finally {
      await writer.end();
    }
    expect(await entries(fieldId)).toEqual(await expectedEntries(fieldId));
    expect((await entries(fieldId)).filter((e) => e.contact_id === first.id)).toEqual([]);
  }, 120_000);

  it('ends right whatever contact writes run beside its batches', async () => {
    const admin = await largeWorkspace();
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const order = await walkOrder(admin.workspaceId);
    const [build] = await builds(fieldId);
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
    expect(await entries(fieldId)).toEqual(await expectedEntries(fieldId));
    expect(await builds(fieldId)).toMatchObject([{ status: 'succeeded' }]);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('resumes a build whose worker died mid-batch from its checkpoint, filling each contact once; two workers at once fill it once too', async () => {
    const admin = await largeWorkspace();
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const build = await interruptedBuild(fieldId);
    // Only the first batch's contacts have their entries: the second batch was undone whole.
    const first = new Set((await walkOrder(admin.workspaceId)).slice(0, 1_000));
    const filledSoFar = [...new Set((await entries(fieldId)).map((e) => e.contact_id as string))];
    expect(filledSoFar.length).toBe(build.filled);
    expect(filledSoFar.every((id) => first.has(id))).toBe(true);

    // The retry pg-boss would make, twice at once: each batch is applied by one of them.
    await Promise.all([worker.run(build.id), worker.run(build.id)]);
    const expected = await expectedEntries(fieldId);
    expect(await entries(fieldId)).toEqual(expected);
    expect(await builds(fieldId)).toEqual([
      {
        id: build.id,
        status: 'succeeded',
        processed: await contactsOf(admin.workspaceId),
        filled: new Set(expected.map((e) => e.contact_id)).size,
        error: null,
      },
    ]);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('is cancelled when the field stops being filterable meanwhile, its entries deleted', async () => {
    const admin = await largeWorkspace();
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const build = await interruptedBuild(fieldId);
    expect((await entries(fieldId)).length).toBeGreaterThan(0);

    const off = await patchField(t, admin, 'topics', { filterable: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ filterable: false, filter_index: null });
    expect(await builds(fieldId)).toMatchObject([{ id: build.id, status: 'cancelled' }]);
    expect(await entries(fieldId)).toEqual([]);
    // Its job, run again, finds it over and writes nothing.
    await worker.run(build.id);
    expect(await entries(fieldId)).toEqual([]);
    const filter = await call(t, 'GET', '/contacts?filter[custom.topics][any]=a', {
      as: admin.email,
    });
    expect(filter.status).toBe(422);
    expect(filter.body.detail).toBe(
      'Validation failed: filter.custom.topics: custom.topics is not filterable; make it filterable in its definition (PATCH /custom-fields/{key})',
    );

    // Made filterable again: a new build, from the start.
    const again = await patchField(t, admin, 'topics', { filterable: true });
    expect(again.body.filter_index).toBe('building');
    const all = await builds(fieldId);
    expect(all.map((b) => b.status)).toEqual(['cancelled', 'queued']);
    await worker.run(all[1].id);
    expect(await entries(fieldId)).toEqual(await expectedEntries(fieldId));
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('stops while the field is archived, keeping the entries filled so far, and starts again when it comes back', async () => {
    const admin = await largeWorkspace();
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const build = await interruptedBuild(fieldId);
    const kept = await entries(fieldId);

    const archived = await call(t, 'POST', '/custom-fields/topics/archive', { as: admin.email });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({
      filter_index: 'building',
      archived_at: expect.any(String),
    });
    expect(await builds(fieldId)).toMatchObject([{ id: build.id, status: 'cancelled' }]);
    expect(await entries(fieldId)).toEqual(kept);

    const back = await call(t, 'POST', '/custom-fields/topics/unarchive', { as: admin.email });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ filter_index: 'building', archived_at: null });
    const all = await builds(fieldId);
    expect(all.map((b) => b.status)).toEqual(['cancelled', 'queued']);
    await worker.run(all[1].id);
    expect(await entries(fieldId)).toEqual(await expectedEntries(fieldId));
    const [, done] = await builds(fieldId);
    // The contacts given their entries before the archiving are not given them twice.
    expect(done.filled + build.filled).toBe(
      new Set((await entries(fieldId)).map((e) => e.contact_id)).size,
    );
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('resumes a build that failed for good when the field is sent filterable again', async () => {
    const admin = await largeWorkspace(1_200);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const [build] = await builds(fieldId);
    // What the dead letter does once the job's retries are used up.
    const given = failUnfinishedJob(FILTER_INDEX_BUILDS, build.id, FILTER_INDEX_GIVEN_UP_ERROR);
    await t.db.query(given.text, [...given.values]);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'building' });

    const again = await patchField(t, admin, 'topics', { filterable: true });
    expect(again.status).toBe(200);
    expect(again.body.filter_index).toBe('building');
    const all = await builds(fieldId);
    expect(all.map((b) => [b.status, b.error])).toEqual([
      ['failed', FILTER_INDEX_GIVEN_UP_ERROR],
      ['queued', null],
    ]);
    // Sent again while a build is under way: still that one build.
    await patchField(t, admin, 'topics', { filterable: true });
    expect(await builds(fieldId)).toHaveLength(2);
    await worker.run(all[1].id);
    expect(await entries(fieldId)).toEqual(await expectedEntries(fieldId));
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('indexes at once up to the limit of contacts, by a job past it; another workspace is untouched by either', async () => {
    const small = await signUp(t, { premium: true });
    await define(t, small, field('topics', 'multi_select', { filterable: false }));
    // Counted with the demo contacts of their sign-up: the fill goes through those too.
    await seed(small, LIMIT - (await contactsOf(small.workspaceId)), false);
    expect(await contactsOf(small.workspaceId)).toBe(LIMIT);
    const large = await signUp(t, { premium: true });
    await define(t, large, field('topics', 'multi_select', { filterable: false }));
    await seed(large, LIMIT + 1 - (await contactsOf(large.workspaceId)), false);

    const smallOn = await patchField(t, small, 'topics', { filterable: true });
    expect(smallOn.body.filter_index).toBe('ready');
    expect(await builds(smallOn.body.id)).toEqual([]);
    const smallEntries = await entries(smallOn.body.id);
    expect(smallEntries).toEqual(await expectedEntries(smallOn.body.id));
    const [version] = await t.db.query<{ v: number }[]>(
      `SELECT custom_fields_version AS v FROM workspaces WHERE id = $1`,
      [small.workspaceId],
    );

    const largeOn = await patchField(t, large, 'topics', { filterable: true });
    expect(largeOn.body.filter_index).toBe('building');
    const filter = '/contacts/count?filter[custom.topics][any]=a';
    expect((await call(t, 'GET', filter, { as: large.email })).status).toBe(409);
    const smallCount = await call(t, 'GET', filter, { as: small.email });
    expect(smallCount.status).toBe(200);

    const [build] = await builds(largeOn.body.id);
    await worker.run(build.id);
    expect(await entries(largeOn.body.id)).toEqual(await expectedEntries(largeOn.body.id));
    expect((await call(t, 'GET', filter, { as: large.email })).status).toBe(200);
    // The other workspace: its entries, its definitions' version and its answers as they were.
    expect(await entries(smallOn.body.id)).toEqual(smallEntries);
    expect(
      await t.db.query(`SELECT custom_fields_version AS v FROM workspaces WHERE id = $1`, [
        small.workspaceId,
      ]),
    ).toEqual([version]);
    expect((await call(t, 'GET', filter, { as: small.email })).body).toEqual(smallCount.body);
  }, 120_000);
});
