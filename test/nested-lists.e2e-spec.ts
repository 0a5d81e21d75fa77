import { describe, expect, it } from '@jest/globals';
import { signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

/*
 * A list of nested objects (a pipeline's stages, a sequence's steps, a select's options) refuses
 * an element that is no object, a list included, with 422 naming its place, and stores nothing:
 * `[]` among the stages passed as a stage with no field and broke the board for good.
 */
describe('Lists of nested objects', () => {
  const t = useTestApp();

  it.each([
    ['a list', []],
    ['a number', 1],
    ['null', null],
    ['a text', 'lead'],
  ])(
    'refuse %s among the stages of the settings, a pipeline and a new pipeline',
    async (_, odd) => {
      const admin = await signUp(t, { premium: true });
      const settings = await call(t, 'GET', '/settings', { as: admin.email });
      const stages = settings.body.stages as object[];
      const failures = [
        await call(t, 'PUT', '/settings', {
          as: admin.email,
          body: { ...settings.body, stages: [...stages, odd] },
        }),
        await call(t, 'PATCH', '/pipelines/default', {
          as: admin.email,
          body: { stages: [...stages, odd] },
        }),
        await call(t, 'POST', '/pipelines', {
          as: admin.email,
          body: {
            key: 'renewals',
            name: 'Renewals',
            stages: [{ key: 'renewal_due', label: 'Due', kind: 'open' }, odd],
          },
        }),
      ];
      const at = `stages.${stages.length}`;
      expect(failures.map((r) => [r.status, r.body.errors])).toEqual([
        [422, [{ field: at, message: `${at} must be an object` }]],
        [422, [{ field: at, message: `${at} must be an object` }]],
        [422, [{ field: 'stages.1', message: 'stages.1 must be an object' }]],
      ]);
      // Nothing stored: the board still reads.
      expect((await call(t, 'GET', '/settings', { as: admin.email })).body).toEqual(settings.body);
      expect((await call(t, 'GET', '/pipelines/renewals', { as: admin.email })).status).toBe(404);
      expect((await call(t, 'GET', '/board', { as: admin.email })).status).toBe(200);
    },
  );

  it("refuse a list among a sequence's steps and a select field's options", async () => {
    const admin = await signUp(t, { premium: true });
    const sequence = await call(t, 'POST', '/sequences', {
      as: admin.email,
      body: { name: 'Odd', steps: [[]] },
    });
    expect([sequence.status, sequence.body.errors]).toEqual([
      422,
      [{ field: 'steps.0', message: 'steps.0 must be an object' }],
    ]);
    const field = await call(t, 'POST', '/custom-fields', {
      as: admin.email,
      body: { key: 'level', label: 'Level', type: 'select', options: [{ label: 'Hi' }, []] },
    });
    expect([field.status, field.body.errors]).toEqual([
      422,
      [{ field: 'options.1', message: 'options.1 must be an object' }],
    ]);
    const stored = await t.db.query<{ n: number }[]>(
      `SELECT (SELECT count(*) FROM sequences WHERE workspace_id = $1 AND NOT is_demo)::int
            + (SELECT count(*) FROM custom_fields WHERE workspace_id = $1)::int AS n`,
      [admin.workspaceId],
    );
    expect(stored).toEqual([{ n: 0 }]);
  });

  it('answer the kind of every element first, each at its place, before their own rules', async () => {
    const admin = await signUp(t, { premium: true });
    const invalid = { day_offset: -1, title: '', channel: 'fax' };
    const mixed = await call(t, 'POST', '/sequences', {
      as: admin.email,
      body: { name: 'Odd', steps: [null, invalid, 5, 'x'] },
    });
    expect([mixed.status, mixed.body.errors]).toEqual([
      422,
      [0, 2, 3].map((i) => ({ field: `steps.${i}`, message: `steps.${i} must be an object` })),
    ]);
    // Each element an object: their own rules answer.
    const shaped = await call(t, 'POST', '/sequences', {
      as: admin.email,
      body: { name: 'Odd', steps: [invalid] },
    });
    expect(shaped.status).toBe(422);
    expect(shaped.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'steps.0.channel',
      'steps.0.day_offset',
      'steps.0.title',
    ]);
    // A large list inside a list is refused for its kind, not transformed first.
    const nested = await call(t, 'POST', '/sequences', {
      as: admin.email,
      body: { name: 'Odd', steps: [Array.from({ length: 50_000 }, () => ({}))] },
    });
    expect([nested.status, nested.body.errors]).toEqual([
      422,
      [{ field: 'steps.0', message: 'steps.0 must be an object' }],
    ]);
  });
});
