import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { createContact, type Member, signUp } from './support/factories.js';
import { csv, postImport, waitForImport } from './support/imports.js';
import { call, useTestApp } from './support/test-app.js';

/** The pipeline as the lists, the query language, the export and the import take it. */
describe('Contacts by pipeline', () => {
  const t = useTestApp({ JOB_WORKER: 'inline' });

  async function withRenewals(): Promise<Member> {
    const admin = await signUp(t, { premium: true });
    const res = await call(t, 'POST', '/pipelines', {
      as: admin.email,
      body: {
        key: 'renewals',
        name: 'Renewals',
        stages: [
          { key: 'renewal-due', label: 'Due', kind: 'open' },
          { key: 'renewed', label: 'Renewed', kind: 'won' },
        ],
      },
    });
    expect(res.status).toBe(201);
    return admin;
  }

  const ids = (body: { items: { id: string }[] }) => body.items.map((c) => c.id).sort();

  it('filters the list, the count and the search by pipeline: eq, neq, in', async () => {
    const admin = await withRenewals();
    const due = await createContact(t, admin.email, { stage: 'renewal-due' });
    const renewed = await createContact(t, admin.email, { stage: 'renewed' });
    const lead = await createContact(t, admin.email, { stage: 'lead' });
    const inRenewals = await call(t, 'GET', '/contacts', {
      as: admin.email,
      query: { 'filter[pipeline][eq]': 'renewals' },
    });
    expect(inRenewals.status).toBe(200);
    expect(ids(inRenewals.body)).toEqual([due.id, renewed.id].sort());
    const notRenewals = await call(t, 'GET', '/contacts', {
      as: admin.email,
      query: { 'filter[pipeline][neq]': 'renewals' },
    });
    expect(ids(notRenewals.body)).toEqual([lead.id]);
    const count = await call(t, 'GET', '/contacts/count', {
      as: admin.email,
      query: { 'filter[pipeline][in]': 'default,renewals' },
    });
    expect(count.body).toEqual({ count: 3 });
    const searched = await call(t, 'POST', '/contacts/search', {
      as: admin.email,
      body: {
        filter: {
          and: [
            { field: 'pipeline', op: 'eq', value: 'renewals' },
            { field: 'stage', op: 'neq', value: 'renewed' },
          ],
        },
      },
    });
    expect(searched.status).toBe(200);
    expect(ids(searched.body)).toEqual([due.id]);
  });

  it('refuses an unknown pipeline in a filter with 422 naming the valid ones', async () => {
    const admin = await withRenewals();
    const res = await call(t, 'GET', '/contacts', {
      as: admin.email,
      query: { 'filter[pipeline][eq]': 'partners' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('filter.pipeline.eq');
    expect(res.body.errors[0].message).toContain('default, renewals');
  });

  it('exports each contact with its pipeline, and an import places rows by pipeline and stage', async () => {
    const admin = await withRenewals();
    await createContact(t, admin.email, { first_name: 'Due', stage: 'renewal-due' });
    const exported = await call(t, 'GET', '/contacts/export', { as: admin.email });
    expect(exported.status).toBe(200);
    const [record] = parse<Record<string, string>>(exported.text, { columns: true });
    expect([record.first_name, record.pipeline, record.stage]).toEqual([
      'Due',
      'renewals',
      'renewal-due',
    ]);
    const header = Object.keys(record);
    expect(header.indexOf('pipeline')).toBe(header.indexOf('stage') - 1);

    const file = csv([
      ['first_name', 'pipeline', 'stage'],
      ['Placed', 'renewals', ''],
      ['Staged', '', 'renewed'],
      ['Wrong', 'renewals', 'won'],
      ['Unknown', 'partners', ''],
    ]);
    const mapping = JSON.stringify({
      first_name: 'first_name',
      pipeline: 'pipeline',
      stage: 'stage',
    });
    const res = await postImport(t, admin.email, { mapping, match_on: 'none' }, file);
    expect(res.status).toBe(202);
    const done = await waitForImport(t, admin.email, res.body.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      counts: { rows: 4, created: 2, failed: 2 },
      errors: [
        {
          row: 3,
          field: 'stage',
          message:
            "Stage 'won' is not a stage of pipeline 'renewals'. Valid stages: renewal-due, renewed",
        },
        {
          row: 4,
          field: 'pipeline',
          message: "Unknown pipeline 'partners'. Valid pipelines: default, renewals",
        },
      ],
    });
    const rows = await t.db.query(
      `SELECT first_name, stage FROM contacts WHERE workspace_id = $1 AND first_name IN ('Placed', 'Staged')
        ORDER BY first_name`,
      [admin.workspaceId],
    );
    expect(rows).toEqual([
      { first_name: 'Placed', stage: 'renewal-due' },
      { first_name: 'Staged', stage: 'renewed' },
    ]);
  });
});
