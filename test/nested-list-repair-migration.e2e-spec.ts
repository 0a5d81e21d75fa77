import { describe, expect, it } from '@jest/globals';
import { createContact, signUp } from './support/factories.js';
import { undoMigrationsThrough } from './support/migrations.js';
import { useOwnDatabase } from './support/own-database.js';
import { call, useTestApp } from './support/test-app.js';

useOwnDatabase();

/**
 * The migration that drops what list elements that were no object left stored
 * (NestedListRepair1795895000000): a stage without a key, which broke the board, and a sequence
 * step without a day, which broke its enrollments.
 */
describe('Migration dropping stages and steps stored from elements that were no object', () => {
  const t = useTestApp();

  it('drops them, keeping the rest in order: the board and enrollments answer again', async () => {
    const admin = await signUp(t, { premium: true });
    const contact = await createContact(t, admin.email);
    const created = await call(t, 'POST', '/sequences', {
      as: admin.email,
      body: {
        name: 'Repaired',
        steps: [
          { day_offset: 0, title: 'Call', channel: 'call' },
          { day_offset: 2, title: 'Mail', channel: 'email' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const settings = await call(t, 'GET', '/settings', { as: admin.email });

    await undoMigrationsThrough(t.db, 'NestedListRepair1795895000000');
    // As such a write stored them.
    await t.db.query(
      `UPDATE workspaces SET stages = jsonb_insert(stages, '{1}', '{"pipeline": "default", "rotting_days": null}')
        WHERE id = $1`,
      [admin.workspaceId],
    );
    await t.db.query(
      `UPDATE sequences SET steps = jsonb_insert(steps, '{1}', '{}') WHERE id = $1`,
      [created.body.id],
    );
    expect((await call(t, 'GET', '/board', { as: admin.email })).status).toBe(500);

    await t.db.runMigrations();
    expect((await call(t, 'GET', '/settings', { as: admin.email })).body).toEqual(settings.body);
    expect((await call(t, 'GET', '/board', { as: admin.email })).status).toBe(200);
    const sequence = await call(t, 'GET', `/sequences/${created.body.id}`, { as: admin.email });
    expect(sequence.body.steps).toEqual(created.body.steps);
    const enrolled = await call(t, 'POST', `/sequences/${created.body.id}/enrollments`, {
      as: admin.email,
      body: { contact_ids: [contact.id] },
    });
    expect(enrolled.status).toBe(200);
  });
});
