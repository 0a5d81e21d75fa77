import { describe, expect, it } from '@jest/globals';
import { addMember, signUp } from './support/factories.js';
import { undoMigrationsThrough } from './support/migrations.js';
import { useOwnDatabase } from './support/own-database.js';
import { useTestApp } from './support/test-app.js';

useOwnDatabase();

/**
 * The migration that keeps when each user's checkout window started
 * (CheckoutWindows1795899000000): undone and run again, and its rows going with their user and
 * with their workspace.
 */
describe('Migration to checkout windows counted from the first click', () => {
  const t = useTestApp();

  /** The users holding a checkout window, in the workspace. */
  const holders = async (workspaceId: string) =>
    (
      await t.db.query<{ user_id: string }[]>(
        `SELECT user_id FROM checkout_windows WHERE workspace_id = $1 ORDER BY user_id`,
        [workspaceId],
      )
    ).map((r) => r.user_id);

  it('creates the windows, which go with their user and with their workspace', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner.workspaceId);
    await undoMigrationsThrough(t.db, 'CheckoutWindows1795899000000');
    const [before] = await t.db.query(`SELECT to_regclass('checkout_windows') AS name`);
    expect(before.name).toBeNull();

    await t.db.runMigrations();
    await t.db.query(
      `INSERT INTO checkout_windows (user_id, workspace_id, params_digest, started_at)
       SELECT id, workspace_id, 'digest', now() FROM users WHERE id = ANY($1)`,
      [[owner.userId, member.userId]],
    );
    expect(await holders(owner.workspaceId)).toEqual([owner.userId, member.userId].sort());
    await t.db.query('DELETE FROM users WHERE id = $1', [member.userId]);
    expect(await holders(owner.workspaceId)).toEqual([owner.userId]);
    await t.db.query('DELETE FROM workspaces WHERE id = $1', [owner.workspaceId]);
    expect(await holders(owner.workspaceId)).toEqual([]);
  });
});
