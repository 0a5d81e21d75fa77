import { describe, expect, it } from '@jest/globals';
import { addMember, createContact, signUp } from './support/factories.js';
import { undoMigrationsThrough } from './support/migrations.js';
import { useOwnDatabase } from './support/own-database.js';
import { call, useTestApp } from './support/test-app.js';

useOwnDatabase();

/**
 * The migration that takes members who left out of the routing rules still listing them
 * (RotationsWithoutLeavers1795897000000): the rule shown was not the rule stored, so saving it
 * back restarted the rotation.
 */
describe('Migration taking members who left out of routing rules', () => {
  const t = useTestApp();

  it('stores the rule as it was shown, the next turn unchanged', async () => {
    const admin = await signUp(t, { premium: true });
    const [a, b, c] = [
      await addMember(t, admin.workspaceId),
      await addMember(t, admin.workspaceId),
      await addMember(t, admin.workspaceId),
    ];
    const members = [a, b, c].map((m) => m.userId);
    await call(t, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: members },
    });
    await createContact(t, admin.email);
    await createContact(t, admin.email);

    await undoMigrationsThrough(t.db, 'RotationsWithoutLeavers1795897000000');
    // As a removal left it before: the leaver still listed.
    await t.db.query(`DELETE FROM users WHERE id = $1`, [a.userId]);
    const shown = await call(t, 'GET', '/routing', { as: admin.email });
    expect(shown.body).toMatchObject({ member_ids: [b.userId, c.userId] });

    await t.db.runMigrations();
    const [rule] = await t.db.query<{ member_ids: string[]; next_index: number }[]>(
      `SELECT member_ids, next_index::int FROM routing_rules WHERE workspace_id = $1 AND NOT is_demo`,
      [admin.workspaceId],
    );
    expect(rule).toEqual({ member_ids: [b.userId, c.userId], next_index: 0 });
    expect((await call(t, 'GET', '/routing', { as: admin.email })).body).toEqual(shown.body);
    const saved = await call(t, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: [b.userId, c.userId] },
    });
    expect(saved.body.next_member_id).toBe(shown.body.next_member_id);
  });
});
