import { beforeAll, describe, expect, it } from '@jest/globals';
import type { WorkspaceScope } from '../src/core/auth/request-context.js';
import { SYSTEM_ORIGIN } from '../src/core/auth/request-origin.js';
import { Problem } from '../src/core/http/problem.js';
import { ViewsService } from '../src/modules/views/views.service.js';
import { CustomFieldCatalog } from '../src/tenancy/custom-field-catalog.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import type { Workspace } from '../src/tenancy/workspace.entity.js';
import { addMember, type Member, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';
import { createView, storedView } from './support/views.js';
import { insertEndpoint } from './support/webhooks.js';

const on = (field: string, op: string, value?: unknown) => ({ field, op, value });
const archivedMessage = (path: string, name: string) =>
  `${path}: ${name} is archived; unarchive it to filter or sort on it`;

/** Whether each view still reads against its workspace, and the views used by other modules. */
describe('Views read against the workspace', () => {
  const t = useTestApp();
  let admin: Member;
  let member: Member;

  async function define(body: Record<string, unknown>) {
    const res = await call(t, 'POST', '/custom-fields', { as: admin.email, body });
    expect(res.status).toBe(201);
  }
  async function archive(key: string, archived = true) {
    const action = archived ? 'archive' : 'unarchive';
    const res = await call(t, 'POST', `/custom-fields/${key}/${action}`, { as: admin.email });
    expect(res.status).toBe(200);
  }
  const get = async (id: string, as = admin) =>
    (await call(t, 'GET', `/views/${id}`, { as: as.email })).body;
  const listed = async (id: string) =>
    (await call(t, 'GET', '/views', { as: admin.email, query: { limit: '200' } })).body.items.find(
      (v: { id: string }) => v.id === id,
    );

  /** The scope a request of `workspaceId` holds, with its custom fields as of now. */
  async function scopeOf(workspaceId: string): Promise<WorkspaceScope> {
    const [workspace] = await t.db.query<Workspace[]>(`SELECT * FROM workspaces WHERE id = $1`, [
      workspaceId,
    ]);
    await t.app.get(CustomFieldCatalog).attach(workspace);
    return { workspace, demo: false, origin: SYSTEM_ORIGIN };
  }

  /** The user `contactQueryOf` takes. */
  const user = (who: Member) => ({ id: who.userId });

  /** What `contactQueryOf` throws, as status, detail and errors. */
  async function refusalOf(work: Promise<unknown>) {
    const error = await work.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof Problem)) throw new Error(`expected a problem, got ${String(error)}`);
    return { status: error.getStatus(), detail: error.detail, errors: error.extensions.errors };
  }

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    member = await addMember(t, admin.workspaceId);
    await define({ key: 'arr', label: 'ARR', type: 'number', filterable: true });
    await define({ key: 'nick', label: 'Nickname', type: 'text', filterable: true });
    await define({
      key: 'industry',
      label: 'Industry',
      type: 'select',
      options: [{ id: 'saas', label: 'SaaS' }],
    });
  });

  describe('valid', () => {
    it('turns false while a custom field the filter names is archived', async () => {
      const view = await createView(t, admin.email, {
        filter: {
          and: [
            on('stage', 'in', ['lead']),
            { or: [on('custom.arr', 'gte', 10), on('tags', 'any', ['vip'])] },
          ],
        },
      });
      expect(view).toMatchObject({ valid: true, invalid: null });
      await archive('arr');
      try {
        const invalid = {
          valid: false,
          invalid: {
            field: 'filter.and.1.or.0.field',
            message: archivedMessage('filter.and.1.or.0.field', 'custom.arr'),
          },
        };
        expect(await get(view.id)).toMatchObject(invalid);
        expect(await listed(view.id)).toMatchObject(invalid);
        // Still shown as it was saved, and still renamed.
        expect((await get(view.id)).filter).toEqual(view.filter);
        const renamed = await call(t, 'PATCH', `/views/${view.id}`, {
          as: admin.email,
          body: { name: 'Renamed' },
        });
        expect(renamed.status).toBe(200);
        expect(renamed.body).toMatchObject({ name: 'Renamed', ...invalid });
      } finally {
        await archive('arr', false);
      }
      expect(await get(view.id)).toMatchObject({ valid: true, invalid: null });
    });

    it('announces a view deleted while it does not read as it was: view.deleted says valid false', async () => {
      const own = await signUp(t, { premium: true });
      await insertEndpoint(t, own.workspaceId, { url: 'https://93.184.216.34/hook' });
      const field = await call(t, 'POST', '/custom-fields', {
        as: own.email,
        body: { key: 'seats', label: 'Seats', type: 'number', filterable: true },
      });
      expect(field.status).toBe(201);
      const view = await createView(t, own.email, {
        filter: { and: [on('custom.seats', 'gte', 5)] },
        visibility: 'workspace',
      });
      const archived = await call(t, 'POST', '/custom-fields/seats/archive', { as: own.email });
      expect(archived.status).toBe(200);
      const shown = await call(t, 'GET', `/views/${view.id}`, { as: own.email });
      expect(shown.body.valid).toBe(false);
      expect((await call(t, 'DELETE', `/views/${view.id}`, { as: own.email })).status).toBe(204);
      const [deleted] = await t.db.query<{ view: Record<string, unknown> }[]>(
        `SELECT payload #> '{data,view}' AS view FROM webhook_events
          WHERE workspace_id = $1 AND type = 'view.deleted'`,
        [own.workspaceId],
      );
      expect(deleted.view).toEqual(shown.body);
    });

    it('turns false while a custom field a column names is archived', async () => {
      const view = await createView(t, admin.email, { columns: ['first_name', 'custom.industry'] });
      await archive('industry');
      try {
        expect(await get(view.id)).toMatchObject({
          valid: false,
          invalid: {
            field: 'columns.1',
            message: 'columns.1: custom.industry is archived; unarchive it to show it',
          },
        });
        // The query does not depend on columns: the view is still used.
        const scope = await scopeOf(admin.workspaceId);
        const query = await t.app
          .get(ViewsService)
          .contactQueryOf(scope, user(admin), view.id, new Date());
        expect(query).toEqual({ where: { op: 'and', nodes: [] }, sort: [] });
        // So every route using it answers 200, as `invalid`'s description says.
        for (const path of [
          `/contacts?view=${view.id}`,
          `/contacts/count?view=${view.id}`,
          `/board?view=${view.id}`,
          `/reports/forecast?view=${view.id}`,
        ]) {
          const res = await call(t, 'GET', path, { as: admin.email });
          expect({ path, status: res.status }).toEqual({ path, status: 200 });
        }
        const search = await call(t, 'POST', '/contacts/search', {
          as: admin.email,
          body: { view: view.id },
        });
        expect(search.status).toBe(200);
        // A new column list that reads makes it valid again.
        const fixed = await call(t, 'PATCH', `/views/${view.id}`, {
          as: admin.email,
          body: { columns: ['first_name'] },
        });
        expect(fixed.body).toMatchObject({ valid: true, invalid: null });
      } finally {
        await archive('industry', false);
      }
    });

    it('turns false when a field it sorts on stops being filterable, or a stage it names goes', async () => {
      const sorted = await createView(t, admin.email, { sort: '-custom.nick' });
      const staged = await createView(t, admin.email, {
        filter: { and: [on('stage', 'eq', 'negotiation')] },
        visibility: 'workspace',
      });
      await call(t, 'PATCH', '/custom-fields/nick', {
        as: admin.email,
        body: { filterable: false },
      });
      const settings = (stages: unknown) =>
        call(t, 'PUT', '/settings', {
          as: admin.email,
          body: { dormancy_days: 14, timezone: 'UTC', stages },
        });
      expect((await settings(DEFAULT_STAGES.filter((s) => s.key !== 'negotiation'))).status).toBe(
        200,
      );
      try {
        expect(await get(sorted.id)).toMatchObject({
          valid: false,
          invalid: {
            field: 'sort',
            message:
              'sort: custom.nick is not filterable; make it filterable in its definition to sort on it',
          },
        });
        // Used, it is refused for its sort, unless the request gives its own.
        const list = (query: string) => call(t, 'GET', `/contacts?${query}`, { as: admin.email });
        const own = await list(`view=${sorted.id}`);
        expect([own.status, own.body.errors?.[0]?.field]).toEqual([422, 'view.sort']);
        const given = await list(`view=${sorted.id}&sort=first_name`);
        expect(given.status).toBe(200);
        expect(await get(staged.id, member)).toMatchObject({
          valid: false,
          invalid: {
            field: 'filter.and.0.value',
            message:
              'filter.and.0.value must be one of: lead, contacted, qualified, proposal, won, lost',
          },
        });
      } finally {
        await call(t, 'PATCH', '/custom-fields/nick', {
          as: admin.email,
          body: { filterable: true },
        });
        await settings(DEFAULT_STAGES);
      }
      expect(await get(sorted.id)).toMatchObject({ valid: true });
      expect(await get(staged.id)).toMatchObject({ valid: true });
    });
  });

  describe('ViewsService.contactQueryOf', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');

    it('reads a view for the member using it: me is them, relative dates count from now', async () => {
      const view = await createView(t, admin.email, {
        filter: { and: [on('owner_id', 'eq', 'me'), on('created_at', 'within_last', '7d')] },
        sort: '-value_cents',
        visibility: 'workspace',
      });
      const scope = await scopeOf(admin.workspaceId);
      const query = await t.app.get(ViewsService).contactQueryOf(scope, user(member), view.id, now);
      expect(query).toEqual({
        where: {
          op: 'and',
          nodes: [
            {
              field: expect.objectContaining({ name: 'owner_id' }),
              op: 'eq',
              values: [member.userId],
            },
            {
              field: expect.objectContaining({ name: 'created_at' }),
              op: 'between',
              values: ['2026-03-03T00:00:00.000Z', '2026-03-10T12:00:00.000Z'],
            },
          ],
        },
        sort: [{ field: expect.objectContaining({ name: 'value_cents' }), direction: 'DESC' }],
      });
      const own = await t.app.get(ViewsService).contactQueryOf(scope, user(admin), view.id, now);
      expect(own.where.nodes[0]).toMatchObject({ op: 'eq', values: [admin.userId] });
      // Stored as given: resolved only when used.
      expect((await storedView(t, view.id))?.filter).toEqual(view.filter);
    });

    it("is 404 for a view the member does not see, another workspace's, or an id that is none", async () => {
      const views = t.app.get(ViewsService);
      const scope = await scopeOf(admin.workspaceId);
      const own = await createView(t, admin.email, { name: 'Private' });
      const other = await signUp(t, { premium: true });
      const foreign = await createView(t, other.email, { visibility: 'workspace' });
      const notFound = { status: 404, detail: 'View not found', errors: undefined };
      for (const [who, id] of [
        [member, own.id],
        [admin, foreign.id],
        [admin, '00000000-0000-4000-8000-000000000009'],
        [admin, 'not-a-uuid'],
        [admin, ''],
      ] as const) {
        expect(await refusalOf(views.contactQueryOf(scope, user(who), id, now))).toEqual(notFound);
      }
      await expect(views.contactQueryOf(scope, user(admin), own.id, now)).resolves.toBeDefined();
    });

    it('is the 422 of a view that no longer reads, its place prefixed with view.', async () => {
      const views = t.app.get(ViewsService);
      const filtered = await createView(t, admin.email, {
        filter: { and: [on('stage', 'eq', 'lead'), on('custom.arr', 'gte', 10)] },
      });
      const sorted = await createView(t, admin.email, { sort: 'custom.arr' });
      await archive('arr');
      try {
        const scope = await scopeOf(admin.workspaceId);
        const message = archivedMessage('view.filter.and.1.field', 'custom.arr');
        expect(await refusalOf(views.contactQueryOf(scope, user(admin), filtered.id, now))).toEqual(
          {
            status: 422,
            detail: `Validation failed: ${message}`,
            errors: [{ field: 'view.filter.and.1.field', message }],
          },
        );
        const sortMessage = archivedMessage('view.sort', 'custom.arr');
        expect(await refusalOf(views.contactQueryOf(scope, user(admin), sorted.id, now))).toEqual({
          status: 422,
          detail: `Validation failed: ${sortMessage}`,
          errors: [{ field: 'view.sort', message: sortMessage }],
        });
      } finally {
        await archive('arr', false);
      }
      const scope = await scopeOf(admin.workspaceId);
      await expect(
        views.contactQueryOf(scope, user(admin), filtered.id, now),
      ).resolves.toBeDefined();
    });
  });
});
