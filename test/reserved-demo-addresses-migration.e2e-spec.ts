import { describe, expect, it } from '@jest/globals';
import { createContact, signUp } from './support/factories.js';
import { undoMigrationsThrough } from './support/migrations.js';
import { useOwnDatabase } from './support/own-database.js';
import { call, useTestApp } from './support/test-app.js';

useOwnDatabase();

/**
 * The migration that moves real users off the sample teammates' domain
 * (ReservedDemoAddresses1795898000000): one holding a workspace's teammate address kept that
 * workspace's demo data from being seeded again.
 */
describe("Migration moving real users off the sample teammates' domain", () => {
  const t = useTestApp();

  it('gives each an address no one holds, keeping their workspace and records', async () => {
    const owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
    const victim = await signUp(t);
    const holder = await signUp(t, { premium: true });
    const contact = await createContact(t, holder.email);
    const bystander = await signUp(t);
    const address = `demo.rep+${victim.workspaceId}@demo.invalid`;
    expect((await call(t, 'POST', '/admin/demo/reset', { as: owner.email })).status).toBe(200);

    await undoMigrationsThrough(t.db, 'ReservedDemoAddresses1795898000000');
    // As a sign-in in the gap after the reset made one, before the domain was reserved.
    await t.db.query(`UPDATE users SET email = $2 WHERE id = $1`, [holder.userId, address]);
    expect((await call(t, 'GET', '/me', { as: victim.email })).status).toBe(500);

    await t.db.runMigrations();
    const [moved] = await t.db.query(`SELECT email, workspace_id, role FROM users WHERE id = $1`, [
      holder.userId,
    ]);
    expect(moved).toEqual({
      email: `released+${holder.userId}@reserved.invalid`,
      workspace_id: holder.workspaceId,
      role: 'admin',
    });
    const [kept] = await t.db.query(`SELECT owner_id FROM contacts WHERE id = $1`, [contact.id]);
    expect(kept.owner_id).toBe(holder.userId);
    const [untouched] = await t.db.query(`SELECT email FROM users WHERE id = $1`, [
      bystander.userId,
    ]);
    expect(untouched.email).toBe(bystander.email);
    // The workspace's demo data is seeded again, its teammate holding the address.
    expect((await call(t, 'GET', '/me', { as: victim.email })).status).toBe(200);
    const [teammate] = await t.db.query(
      `SELECT workspace_id, is_demo FROM users WHERE email = $1`,
      [address],
    );
    expect(teammate).toEqual({ workspace_id: victim.workspaceId, is_demo: true });
  });
});
