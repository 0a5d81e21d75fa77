import { describe, expect, it } from '@jest/globals';
import { addMember, createContact, signUp } from './support/factories.js';
import { undoMigrationsThrough } from './support/migrations.js';
import { useOwnDatabase } from './support/own-database.js';
import { call, useTestApp } from './support/test-app.js';

useOwnDatabase();

/**
 * The migration that has a removal clear `user` custom values (CustomUserCheck1795887000000), run
 * over contacts whose values name members removed before it: those values are dropped, a
 * member's stay, and the write check it brings holds once it has run again.
 */
describe('Migration to user values cleared on removal', () => {
  const t = useTestApp();

  it('drops the values of members removed before it, keeping the members’ values', async () => {
    const admin = await signUp(t, { premium: true });
    for (const key of ['rep', 'old_rep']) {
      const res = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: { key, label: key, type: 'user' },
      });
      expect(res.status).toBe(201);
    }
    const [gone, stays] = [
      await addMember(t, admin.workspaceId),
      await addMember(t, admin.workspaceId),
    ];
    const named = await createContact(t, admin.email, {
      custom: { rep: gone.userId, old_rep: stays.userId },
    });
    const kept = await createContact(t, admin.email, { custom: { rep: stays.userId } });
    const archived = await call(t, 'POST', '/custom-fields/old_rep/archive', { as: admin.email });
    expect(archived.status).toBe(200);

    await undoMigrationsThrough(t.db, 'CustomUserCheck1795887000000');
    // Removed as a removal did before the migration: the values stay behind.
    await t.db.query('DELETE FROM users WHERE id = $1', [gone.userId]);
    /** Each contact's stored values, by id. */
    const stored = async () =>
      Object.fromEntries(
        (
          await t.db.query<{ id: string; custom: Record<string, string> }[]>(
            `SELECT id, custom FROM contacts_all WHERE id = ANY($1)`,
            [[named.id, kept.id]],
          )
        ).map((r) => [r.id, r.custom]),
      );
    expect(await stored()).toEqual({
      [named.id]: { rep: gone.userId, old_rep: stays.userId },
      [kept.id]: { rep: stays.userId },
    });

    await t.db.runMigrations();
    expect(await stored()).toEqual({
      [named.id]: { old_rep: stays.userId },
      [kept.id]: { rep: stays.userId },
    });
    // The check is back: a user who is not a member is refused in the statement.
    await expect(
      t.db.query(
        `UPDATE contacts SET custom = custom || jsonb_build_object('rep', $2::text) WHERE id = $1`,
        [kept.id, gone.userId],
      ),
    ).rejects.toMatchObject({
      code: '40001',
      message: 'custom.rep names a user who is not a member of the workspace',
    });
  });
});
