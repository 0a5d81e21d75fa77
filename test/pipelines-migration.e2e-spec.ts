import { describe, expect, it } from '@jest/globals';
import { createContact, signUp } from './support/factories.js';
import { undoMigrationsThrough } from './support/migrations.js';
import { useOwnDatabase } from './support/own-database.js';
import { call, useTestApp } from './support/test-app.js';

useOwnDatabase();

/**
 * The migrations that brought pipelines (Pipelines1795860000000), deal fields
 * (DealFields1795861000000) and stage totals per currency (StageTotalsByCurrency1795863000000),
 * run over workspaces shaped as before them: their stages become the default pipeline's, in
 * order, no contact changes stage, a contact already won or lost is closed as of its move into
 * that stage, and the board's counters are recounted per currency.
 */
describe('Migration to pipelines', () => {
  const t = useTestApp();

  it("keeps every stage and every contact's stage, in the default pipeline, which /settings still edits", async () => {
    const admin = await signUp(t, { premium: true });
    const shaped = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: {
        dormancy_days: 14,
        timezone: 'UTC',
        stages: [
          { key: 'new', label: 'New', kind: 'open' },
          { key: 'proposal', label: 'Proposal sent', kind: 'open' },
          { key: 'signed', label: 'Signed', kind: 'won' },
          { key: 'gone', label: 'Gone', kind: 'lost' },
        ],
      },
    });
    expect(shaped.status).toBe(200);
    const contacts = [
      await createContact(t, admin.email, { stage: 'new', value_cents: 1001 }),
      await createContact(t, admin.email, { stage: 'proposal' }),
      await createContact(t, admin.email, { stage: 'signed' }),
    ];

    await undoMigrationsThrough(t.db, 'Pipelines1795860000000');
    const [before] = await t.db.query(`SELECT stages FROM workspaces WHERE id = $1`, [
      admin.workspaceId,
    ]);
    // The counters as they were: per stage and owner, recounted.
    expect(
      await t.db.query(
        `SELECT stage, sum(contacts)::int AS n, sum(value_cents)::int AS v FROM contact_stage_totals
          WHERE workspace_id = $1 AND NOT is_demo GROUP BY stage ORDER BY stage`,
        [admin.workspaceId],
      ),
    ).toEqual([
      { stage: 'new', n: 1, v: 1001 },
      { stage: 'proposal', n: 1, v: 0 },
      { stage: 'signed', n: 1, v: 0 },
    ]);
    // As the workspaces were before pipelines: key, label and kind.
    expect(before.stages).toEqual([
      { key: 'new', label: 'New', kind: 'open' },
      { key: 'proposal', label: 'Proposal sent', kind: 'open' },
      { key: 'signed', label: 'Signed', kind: 'won' },
      { key: 'gone', label: 'Gone', kind: 'lost' },
    ]);

    await t.db.runMigrations();

    const [after] = await t.db.query(`SELECT pipelines, stages FROM workspaces WHERE id = $1`, [
      admin.workspaceId,
    ]);
    expect(after.pipelines).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), key: 'default', name: 'Sales' },
    ]);
    expect(after.stages).toEqual([
      {
        key: 'new',
        label: 'New',
        kind: 'open',
        probability: 50,
        rotting_days: null,
        pipeline: 'default',
      },
      {
        key: 'proposal',
        label: 'Proposal sent',
        kind: 'open',
        probability: 60,
        rotting_days: null,
        pipeline: 'default',
      },
      {
        key: 'signed',
        label: 'Signed',
        kind: 'won',
        probability: 100,
        rotting_days: null,
        pipeline: 'default',
      },
      {
        key: 'gone',
        label: 'Gone',
        kind: 'lost',
        probability: 0,
        rotting_days: null,
        pipeline: 'default',
      },
    ]);
    const stages = await t.db.query(
      `SELECT id, stage FROM contacts WHERE id = ANY($1) ORDER BY stage`,
      [contacts.map((c) => c.id)],
    );
    expect(stages.map((c: { stage: string }) => c.stage)).toEqual(['new', 'proposal', 'signed']);
    for (const contact of contacts) {
      const read = await call(t, 'GET', `/contacts/${contact.id}`, { as: admin.email });
      expect([read.body.pipeline, read.body.stage]).toEqual(['default', contact.stage]);
    }
    // The default probability of a stage called new is 50%: 1001 x 50 / 100, rounded half up.
    const board = await call(t, 'GET', '/board', { as: admin.email });
    expect(board.body.stages[0]).toMatchObject({
      key: 'new',
      count: 1,
      value_cents: 1001,
      currencies: [{ currency: 'EUR', count: 1, value_cents: 1001, weighted_value_cents: 501 }],
    });
    const closed = await t.db.query(
      `SELECT c.stage, c.closed_at = m.moved_at AS at_its_move, c.closed_at IS NULL AS open
         FROM contacts c JOIN stage_moves m ON m.contact_id = c.id
        WHERE c.id = ANY($1) ORDER BY c.stage`,
      [contacts.map((c) => c.id)],
    );
    expect(closed).toEqual([
      { stage: 'new', at_its_move: null, open: true },
      { stage: 'proposal', at_its_move: null, open: true },
      { stage: 'signed', at_its_move: true, open: false },
    ]);

    const edited = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: {
        dormancy_days: 14,
        timezone: 'UTC',
        stages: [
          { key: 'new', label: 'Fresh', kind: 'open' },
          { key: 'proposal', label: 'Proposal sent', kind: 'open' },
          { key: 'signed', label: 'Signed', kind: 'won' },
          { key: 'gone', label: 'Gone', kind: 'lost' },
        ],
      },
    });
    expect(edited.status).toBe(200);
    const pipelines = await call(t, 'GET', '/pipelines', { as: admin.email });
    expect(pipelines.body.items).toHaveLength(1);
    expect(pipelines.body.items[0].stages[0]).toEqual({
      key: 'new',
      label: 'Fresh',
      kind: 'open',
      probability: 50,
      rotting_days: null,
    });
  });
});

/**
 * Migration PipelineNames names again the pipelines an earlier edit left without a name (null,
 * or none at all): the default pipeline 'Sales', another its key.
 */
describe('Migration PipelineNames', () => {
  const t = useTestApp();

  it('names again a pipeline an earlier edit left without one', async () => {
    const admin = await signUp(t, { premium: true });
    const renewals = await call(t, 'POST', '/pipelines', {
      as: admin.email,
      body: {
        key: 'renewals',
        name: 'Renewals',
        stages: [
          { key: 'renewal-due', label: 'Due', kind: 'open' },
          { key: 'renewed', label: 'Renewed', kind: 'won' },
          { key: 'churned', label: 'Churned', kind: 'lost' },
        ],
      },
    });
    expect(renewals.status).toBe(201);
    // Names stored as such an edit left them, as the migration finds them.
    await t.db.query(
      `UPDATE workspaces SET pipelines = jsonb_build_array(
         (pipelines -> 0) - 'name', jsonb_set(pipelines -> 1, '{name}', 'null'))
        WHERE id = $1`,
      [admin.workspaceId],
    );
    // Undone back to before PipelineNames, the migrations after it with it, then run again.
    await undoMigrationsThrough(t.db, 'PipelineNames1795877000000');
    await t.db.runMigrations();
    const list = await call(t, 'GET', '/pipelines', { as: admin.email });
    expect(list.body.items.map((p: { key: string; name: string }) => [p.key, p.name])).toEqual([
      ['default', 'Sales'],
      ['renewals', 'renewals'],
    ]);
  });
});
