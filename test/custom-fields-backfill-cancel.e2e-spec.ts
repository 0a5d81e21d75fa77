import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { failUnfinishedJob } from '../src/jobs/tracked-jobs.queries.js';
import { FILTER_INDEX_GIVEN_UP_ERROR } from '../src/modules/custom-fields/custom-fields.rules.js';
import { FILTER_INDEX_BUILDS } from '../src/modules/custom-fields/filter-index.queries.js';
import { FilterIndexWorker } from '../src/modules/custom-fields/filter-index.worker.js';
import { define, field } from './support/contact-query.js';
import { signUp } from './support/factories.js';
import {
  builds,
  contactsOf,
  entries,
  expectedEntries,
  interruptedBuild,
  largeWorkspace,
  LIMIT,
  listed,
  patchField,
  seedContacts,
  waitFor,
} from './support/filter-index.js';
import { useOwnDatabase } from './support/own-database.js';
import { holdWorkspaceRow, release, waitersOn } from './support/row-lock.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/*
 * The build of a field's filter index (test/custom-fields-backfill.e2e-spec.ts) stopped by a
 * change of the field, resumed after a failure, and the limit of contacts past which a field is
 * indexed by a job rather than at once.
 */

// Thousands of contacts: kept out of the run's shared database.
useOwnDatabase();

describe("A large workspace's field whose filter index is being built", () => {
  let t: TestApp;
  let worker: FilterIndexWorker;

  beforeAll(async () => {
    t = await startApp({ FILTER_INDEX_INLINE_CONTACTS: String(LIMIT) });
    worker = t.app.get(FilterIndexWorker);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is cancelled when the field stops being filterable meanwhile, its entries deleted', async () => {
    const admin = await largeWorkspace(t);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const build = await interruptedBuild(t, worker, fieldId);
    expect((await entries(t, fieldId)).length).toBeGreaterThan(0);

    const off = await patchField(t, admin, 'topics', { filterable: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ filterable: false, filter_index: null });
    expect(await builds(t, fieldId)).toMatchObject([{ id: build.id, status: 'cancelled' }]);
    expect(await entries(t, fieldId)).toEqual([]);
    // Its job, run again, finds it over and writes nothing.
    await worker.run(build.id);
    expect(await entries(t, fieldId)).toEqual([]);
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
    const all = await builds(t, fieldId);
    expect(all.map((b) => b.status)).toEqual(['cancelled', 'queued']);
    await worker.run(all[1].id);
    expect(await entries(t, fieldId)).toEqual(await expectedEntries(t, fieldId));
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('stops while the field is archived, keeping the entries filled so far, and starts again when it comes back', async () => {
    const admin = await largeWorkspace(t);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const build = await interruptedBuild(t, worker, fieldId);
    const kept = await entries(t, fieldId);

    const archived = await call(t, 'POST', '/custom-fields/topics/archive', { as: admin.email });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({
      filter_index: 'building',
      archived_at: expect.any(String),
    });
    expect(await builds(t, fieldId)).toMatchObject([{ id: build.id, status: 'cancelled' }]);
    expect(await entries(t, fieldId)).toEqual(kept);

    const back = await call(t, 'POST', '/custom-fields/topics/unarchive', { as: admin.email });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ filter_index: 'building', archived_at: null });
    const all = await builds(t, fieldId);
    expect(all.map((b) => b.status)).toEqual(['cancelled', 'queued']);
    await worker.run(all[1].id);
    expect(await entries(t, fieldId)).toEqual(await expectedEntries(t, fieldId));
    const [, done] = await builds(t, fieldId);
    // The contacts given their entries before the archiving are not given them twice.
    expect(done.filled + build.filled).toBe(
      new Set((await entries(t, fieldId)).map((e) => e.contact_id)).size,
    );
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('leaves its index building when archiving cancels it while its end waits: that end is undone', async () => {
    const admin = await largeWorkspace(t, 150);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const [build] = await builds(t, fieldId);
    // Lock waits up to 5 s, so the choreography below cannot time out on a busy machine.
    const patient = await startApp({
      FILTER_INDEX_INLINE_CONTACTS: String(LIMIT),
      DATABASE_LOCK_TIMEOUT_MS: '4999',
    });
    const blocker = await holdWorkspaceRow(admin.workspaceId);
    try {
      // The archiving waits for the workspace's row first, then the build's end behind it.
      const archiving = call(patient, 'POST', '/custom-fields/topics/archive', {
        as: admin.email,
      });
      await waitFor(async () => (await waitersOn(blocker)) === 1);
      const running = patient.app.get(FilterIndexWorker).run(build.id);
      await waitFor(async () => (await waitersOn(blocker)) === 2);
      await release(blocker);
      expect((await archiving).status).toBe(200);
      await running;
    } finally {
      await release(blocker).catch(() => undefined);
      await patient.close();
    }
    expect(await builds(t, fieldId)).toMatchObject([{ id: build.id, status: 'cancelled' }]);
    expect(await listed(t, admin, 'topics')).toMatchObject({
      filter_index: 'building',
      archived_at: expect.any(String),
    });
    const back = await call(t, 'POST', '/custom-fields/topics/unarchive', { as: admin.email });
    expect(back.body.filter_index).toBe('building');
    const [, again] = await builds(t, fieldId);
    await worker.run(again.id);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
    expect(await entries(t, fieldId)).toEqual(await expectedEntries(t, fieldId));
  }, 120_000);

  it('resumes a build that failed for good when the field is sent filterable again', async () => {
    const admin = await largeWorkspace(t, 1_200);
    const on = await patchField(t, admin, 'topics', { filterable: true });
    const fieldId = on.body.id as string;
    const [build] = await builds(t, fieldId);
    // What the dead letter does once the job's retries are used up.
    const given = failUnfinishedJob(FILTER_INDEX_BUILDS, build.id, FILTER_INDEX_GIVEN_UP_ERROR);
    await t.db.query(given.text, [...given.values]);
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'building' });

    const again = await patchField(t, admin, 'topics', { filterable: true });
    expect(again.status).toBe(200);
    expect(again.body.filter_index).toBe('building');
    const all = await builds(t, fieldId);
    expect(all.map((b) => [b.status, b.error])).toEqual([
      ['failed', FILTER_INDEX_GIVEN_UP_ERROR],
      ['queued', null],
    ]);
    // Sent again while a build is under way: still that one build.
    await patchField(t, admin, 'topics', { filterable: true });
    expect(await builds(t, fieldId)).toHaveLength(2);
    await worker.run(all[1].id);
    expect(await entries(t, fieldId)).toEqual(await expectedEntries(t, fieldId));
    expect(await listed(t, admin, 'topics')).toMatchObject({ filter_index: 'ready' });
  }, 120_000);

  it('indexes at once up to the limit of contacts, by a job past it; another workspace is untouched by either', async () => {
    const small = await signUp(t, { premium: true });
    await define(t, small, field('topics', 'multi_select', { filterable: false }));
    // Counted with the demo contacts of their sign-up: the fill goes through those too.
    await seedContacts(t, small, LIMIT - (await contactsOf(t, small.workspaceId)), false);
    expect(await contactsOf(t, small.workspaceId)).toBe(LIMIT);
    const large = await signUp(t, { premium: true });
    await define(t, large, field('topics', 'multi_select', { filterable: false }));
    await seedContacts(t, large, LIMIT + 1 - (await contactsOf(t, large.workspaceId)), false);

    const smallOn = await patchField(t, small, 'topics', { filterable: true });
    expect(smallOn.body.filter_index).toBe('ready');
    expect(await builds(t, smallOn.body.id)).toEqual([]);
    const smallEntries = await entries(t, smallOn.body.id);
    expect(smallEntries).toEqual(await expectedEntries(t, smallOn.body.id));
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

    const [build] = await builds(t, largeOn.body.id);
    await worker.run(build.id);
    expect(await entries(t, largeOn.body.id)).toEqual(await expectedEntries(t, largeOn.body.id));
    expect((await call(t, 'GET', filter, { as: large.email })).status).toBe(200);
    // The other workspace: its entries, its definitions' version and its answers as they were.
    expect(await entries(t, smallOn.body.id)).toEqual(smallEntries);
    expect(
      await t.db.query(`SELECT custom_fields_version AS v FROM workspaces WHERE id = $1`, [
        small.workspaceId,
      ]),
    ).toEqual([version]);
    expect((await call(t, 'GET', filter, { as: small.email })).body).toEqual(smallCount.body);
  }, 120_000);
});
