import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { addMember, type Member, signUp } from './support/factories.js';
import type { Refusal } from './support/refusals.js';
import { call, useTestApp } from './support/test-app.js';
import { createView, storedView, viewCount } from './support/views.js';

const BUILT_IN_COLUMNS =
  'id, first_name, last_name, email, phone, company, title, pipeline, stage, owner_id, value_cents, ' +
  'currency, probability, expected_close_date, closed_at, lost_reason, tags, ' +
  'last_activity_at, next_followup_at, dormant, days_inactive, dormancy_threshold_days, ' +
  'snoozed_until, snooze_reason, created_at, updated_at';
const unknownColumn = (i: number, name: string) =>
  `columns.${i}: '${name}' is not a contact field; name one of ${BUILT_IN_COLUMNS}, or custom.<key> of an active custom field`;
const on = (field: string, op: string, value?: unknown) => ({ field, op, value });
const SORT_MESSAGE =
  'sort must be keys separated by commas, such as -value_cents,last_name, or null';

/** What a view's write refuses (422 naming the place), on creation and on an edit alike. */
const REFUSALS: Refusal[] = [
  ['a blank name', { name: '   ' }, 'name', 'name must be 1 to 100 characters'],
  ['a long name', { name: 'x'.repeat(101) }, 'name', 'name must be 1 to 100 characters'],
  ['a name that is no text', { name: 5 }, 'name', 'name must be a string'],
  ['a null name', { name: null }, 'name', 'name must be a string'],
  [
    'another visibility',
    { visibility: 'public' },
    'visibility',
    'visibility must be one of: private, workspace',
  ],
  [
    'a null visibility',
    { visibility: null },
    'visibility',
    'visibility must be one of: private, workspace',
  ],
  [
    'a filter that is no group',
    { filter: on('stage', 'eq', 'lead') },
    'filter',
    'filter must be a group { "and": [...] } or { "or": [...] }',
  ],
  [
    'a null filter',
    { filter: null },
    'filter',
    'filter must be a group { "and": [...] } or { "or": [...] }',
  ],
  [
    'an unknown field deep in the tree',
    { filter: { or: [on('stage', 'eq', 'lead'), { and: [on('colour', 'eq', 'red')] }] } },
    'filter.or.1.and.0.field',
    "filter.or.1.and.0.field: 'colour' is not a field contacts can be filtered on",
  ],
  [
    'an operator the field does not take',
    { filter: { and: [on('stage', 'gte', 'lead')] } },
    'filter.and.0.op',
    'filter.and.0.op: stage takes eq, neq, in, nin',
  ],
  [
    'an unknown stage',
    { filter: { and: [on('stage', 'eq', 'nope')] } },
    'filter.and.0.value',
    'filter.and.0.value must be one of: lead, contacted, qualified, proposal, negotiation, won, lost',
  ],
  [
    'a long text, which is never filterable',
    { filter: { and: [on('custom.notes', 'eq', 'x')] } },
    'filter.and.0.field',
    "filter.and.0.field: 'custom.notes' is not a field contacts can be filtered on",
  ],
  [
    'a custom field that is not filterable',
    { filter: { and: [on('custom.nick', 'eq', 'x')] } },
    'filter.and.0.field',
    'filter.and.0.field: custom.nick is not filterable; make it filterable in its definition (PATCH /custom-fields/{key})',
  ],
  [
    'an archived custom field',
    { filter: { and: [on('stage', 'eq', 'lead'), on('custom.old', 'eq', 'x')] } },
    'filter.and.1.field',
    'filter.and.1.field: custom.old is archived; unarchive it to filter or sort on it',
  ],
  [
    'an empty or',
    { filter: { or: [] } },
    'filter.or',
    'filter.or: an or group needs at least one entry',
  ],
  [
    'a filter too large',
    { filter: { and: [on('q', 'contains', 'x'.repeat(70_000))] } },
    'filter',
    'filter: at most 65536 bytes of JSON',
  ],
  [
    'an unknown sort',
    { sort: 'colour' },
    'sort',
    "sort: 'colour' is not a field contacts can be sorted by (first_name, last_name, company, value_cents, closed_at, last_activity_at, created_at, updated_at, or a filterable custom field of type text, url, email, phone, number, currency, date or datetime)",
  ],
  ['four sort keys', { sort: 'a,b,c,d' }, 'sort', 'sort: at most 3 keys, separated by commas'],
  ['a sort key twice', { sort: 'last_name,-last_name' }, 'sort', 'sort: last_name is given twice'],
  [
    'a sort on an archived field',
    { sort: '-custom.old' },
    'sort',
    'sort: custom.old is archived; unarchive it to filter or sort on it',
  ],
  [
    'a sort on a field without order',
    { sort: 'custom.tier' },
    'sort',
    'sort: custom.tier has no order; sort on a text, url, email, phone, number, currency, date or datetime field',
  ],
  ['a sort that is no text', { sort: ['last_name'] }, 'sort', SORT_MESSAGE],
  ['a long sort', { sort: 'x'.repeat(201) }, 'sort', 'sort must be at most 200 characters'],
  [
    'columns that are no list',
    { columns: 'first_name' },
    'columns',
    'columns must be a list of field names',
  ],
  ['null columns', { columns: null }, 'columns', 'columns must be a list of field names'],
  [
    'too many columns',
    { columns: Array.from({ length: 51 }, (_, i) => `c${i}`) },
    'columns',
    'columns must list at most 50 fields',
  ],
  ['a column that is no text', { columns: ['stage', 1] }, 'columns', 'columns must be field names'],
  [
    'an unknown column',
    { columns: ['first_name', 'colour'] },
    'columns.1',
    unknownColumn(1, 'colour'),
  ],
  [
    'the custom values as one column',
    { columns: ['custom'] },
    'columns.0',
    unknownColumn(0, 'custom'),
  ],
  [
    'an unknown custom column',
    { columns: ['custom.nope'] },
    'columns.0',
    unknownColumn(0, 'custom.nope'),
  ],
  [
    'an archived custom column',
    { columns: ['stage', 'custom.old'] },
    'columns.1',
    'columns.1: custom.old is archived; unarchive it to show it',
  ],
  [
    'a column twice',
    { columns: ['stage', 'email', 'stage'] },
    'columns.2',
    'columns.2: stage is given twice',
  ],
  [
    'a field the API does not take',
    { workspace_id: '00000000-0000-4000-8000-000000000001' },
    'workspace_id',
    'property workspace_id should not exist',
  ],
];

describe('Views refused', () => {
  const t = useTestApp();
  let admin: Member;

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    for (const body of [
      { key: 'arr', label: 'ARR', type: 'number', filterable: true },
      { key: 'notes', label: 'Notes', type: 'long_text' },
      { key: 'nick', label: 'Nickname', type: 'text' },
      {
        key: 'tier',
        label: 'Tier',
        type: 'select',
        filterable: true,
        options: [{ id: 'gold', label: 'Gold' }],
      },
      { key: 'old', label: 'Old', type: 'text', filterable: true },
    ]) {
      const res = await call(t, 'POST', '/custom-fields', { as: admin.email, body });
      expect(res.status).toBe(201);
    }
    const archived = await call(t, 'POST', '/custom-fields/old/archive', { as: admin.email });
    expect(archived.status).toBe(200);
  });

  it.each(REFUSALS)(
    'refuses %s on creation and stores nothing',
    async (_, body, field, message) => {
      const before = await viewCount(t, admin.workspaceId);
      const res = await call(t, 'POST', '/views', {
        as: admin.email,
        body: { name: 'V', ...body },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field, message }]);
      expect(res.body.detail).toBe(`Validation failed: ${message}`);
      expect(await viewCount(t, admin.workspaceId)).toBe(before);
    },
  );

  it.each(REFUSALS)(
    'refuses %s on an edit and changes nothing',
    async (_, body, field, message) => {
      const view = await createView(t, admin.email, {
        name: 'Kept',
        filter: { and: [on('custom.arr', 'gte', 10)] },
        sort: '-custom.arr',
        columns: ['first_name', 'custom.arr'],
        visibility: 'workspace',
      });
      const before = await storedView(t, view.id);
      const res = await call(t, 'PATCH', `/views/${view.id}`, { as: admin.email, body });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field, message }]);
      expect(await storedView(t, view.id)).toEqual(before);
    },
  );

  it("answers a view the caller may not change with 404 or 403, before its filter's 422", async () => {
    const other = await addMember(t, admin.workspaceId);
    const bad = { filter: { and: [on('colour', 'eq', 'red')] } };
    const own = await createView(t, admin.email);
    const shared = await createView(t, admin.email, { visibility: 'workspace' });
    const hidden = await call(t, 'PATCH', `/views/${own.id}`, { as: other.email, body: bad });
    expect(hidden.status).toBe(404);
    const refused = await call(t, 'PATCH', `/views/${shared.id}`, { as: other.email, body: bad });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(
      "Only the view's author or a manager can change a workspace view",
    );
  });

  it('refuses a body of the wrong shape before it looks for the view', async () => {
    const res = await call(t, 'PATCH', `/views/${randomUUID()}`, {
      as: admin.email,
      body: { name: 42 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'name', message: 'name must be a string' }]);
  });

  it('needs a name on creation', async () => {
    const res = await call(t, 'POST', '/views', { as: admin.email, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'name', message: 'name must be a string' }]);
  });

  it('shows a custom field that is not filterable as a column, and every built-in field', async () => {
    const columns = [...BUILT_IN_COLUMNS.split(', '), 'custom.notes', 'custom.tier', 'custom.arr'];
    const view = await createView(t, admin.email, { columns });
    expect(view.columns).toEqual(columns);
  });
});
