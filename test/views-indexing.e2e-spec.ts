import { beforeAll, describe, expect, it } from '@jest/globals';
import { BUILDING, patchField } from './support/filter-index.js';
import { define, field } from './support/contact-query.js';
import { createContact, type Member, signUp } from './support/factories.js';
import { useOwnDatabase } from './support/own-database.js';
import { call, useTestApp } from './support/test-app.js';
import { createView, storedView } from './support/views.js';

/*
 * A view naming a custom field whose filter index a job is building (the field made filterable
 * on a workspace larger than FILTER_INDEX_INLINE_CONTACTS, here any with a contact) still reads
 * against the workspace: it is saved, listed, shown and renamed as valid; only using it answers
 * the 409 of its filter until the build ends. The jobs never run here (JOB_WORKER is off).
 */

// A build stays queued for the file's duration: kept out of the run's shared database, whose
// other specs work their queues.
useOwnDatabase();

describe('A view naming a field being indexed', () => {
  const t = useTestApp({ FILTER_INDEX_INLINE_CONTACTS: '0' });
  let admin: Member;
  let view: Record<string, unknown> & { id: string };
  let mixed: Record<string, unknown> & { id: string };

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    await define(t, admin, field('arr', 'number'));
    await define(t, admin, field('nick', 'text'));
    await createContact(t, admin.email, { first_name: 'Ada', custom: { arr: 10, nick: 'A' } });
    view = await createView(t, admin.email, {
      name: 'Rich',
      filter: { and: [{ field: 'custom.arr', op: 'gte', value: 5 }] },
      sort: '-custom.arr',
    });
    mixed = await createView(t, admin.email, {
      name: 'Rich and nicknamed',
      filter: {
        and: [
          { field: 'custom.arr', op: 'gte', value: 5 },
          { field: 'custom.nick', op: 'eq', value: 'a' },
        ],
      },
    });
    // Made filterable again on a workspace with contacts: built by a job, which never runs.
    expect((await patchField(t, admin, 'arr', { filterable: false })).status).toBe(200);
    const building = await patchField(t, admin, 'arr', { filterable: true });
    expect(building.body).toMatchObject({ filter_index: 'building' });
  });

  const get = (path: string) => call(t, 'GET', path, { as: admin.email });

  it('lists, shows and renames it as valid', async () => {
    const valid = { valid: true, invalid: null };
    const listed = await get('/views');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: view.id, ...valid })]),
    );
    const shown = await get(`/views/${view.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ name: 'Rich', ...valid });
    const renamed = await call(t, 'PATCH', `/views/${view.id}`, {
      as: admin.email,
      body: { name: 'Rich, renamed' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Rich, renamed',
      filter: view.filter,
      sort: '-custom.arr',
      ...valid,
    });
  });

  it('saves a view naming it, or its filter and sort changed to name it, as valid', async () => {
    const filter = { and: [{ field: 'custom.arr', op: 'lt', value: 5 }] };
    const created = await call(t, 'POST', '/views', {
      as: admin.email,
      body: { name: 'Poor', filter, sort: 'custom.arr' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ filter, sort: 'custom.arr', valid: true, invalid: null });
    expect(await storedView(t, created.body.id)).toMatchObject({ filter, sort: 'custom.arr' });

    const plain = await createView(t, admin.email, { name: 'Plain' });
    const changed = await call(t, 'PATCH', `/views/${plain.id}`, {
      as: admin.email,
      body: { filter, sort: '-custom.arr' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ filter, sort: '-custom.arr', valid: true });
    expect(await storedView(t, plain.id)).toMatchObject({ filter, sort: '-custom.arr' });

    // What does not read is refused as ever, past the field being indexed.
    const refused = await call(t, 'POST', '/views', {
      as: admin.email,
      body: {
        name: 'Wrong',
        filter: { and: [{ field: 'custom.arr', op: 'lt', value: 'five' }] },
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'filter.and.0.value', message: 'filter.and.0.value must be a number' },
    ]);
  });

  it('still reports a place that no longer reads, past the field being indexed', async () => {
    const archived = await call(t, 'POST', '/custom-fields/nick/archive', { as: admin.email });
    expect(archived.status).toBe(200);
    try {
      const message =
        'filter.and.1.field: custom.nick is archived; unarchive it to filter or sort on it';
      const invalid = { valid: false, invalid: { field: 'filter.and.1.field', message } };
      expect((await get(`/views/${mixed.id}`)).body).toMatchObject(invalid);
      const listed = await get('/views');
      expect(listed.body.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: mixed.id, ...invalid })]),
      );
    } finally {
      await call(t, 'POST', '/custom-fields/nick/unarchive', { as: admin.email });
    }
    expect((await get(`/views/${mixed.id}`)).body).toMatchObject({ valid: true, invalid: null });
  });

  it('answers the 409 of its filter where it is used, until the build ends', async () => {
    const res = await get(`/contacts?view=${view.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      status: 409,
      detail: BUILDING('view.filter.custom.arr', 'custom.arr'),
      field: 'custom.arr',
      filter_index: 'building',
    });
  });
});
