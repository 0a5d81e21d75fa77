import { describe, expect, it } from '@jest/globals';
import { signUp } from './support/factories.js';
import { call, startApp, uniqueEmail, useTestApp } from './support/test-app.js';

describe('first sign-in provisioning', () => {
  const owner = uniqueEmail('owner');
  const t = useTestApp({ OWNER_EMAILS: ` ${owner.toUpperCase()} , someone@else.example ` });

  it('creates a free workspace with the user as its admin', async () => {
    const email = uniqueEmail();
    const res = await call(t, 'GET', '/me', { as: email });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, role: 'admin' });
    expect(res.body.workspace).toMatchObject({
      is_premium: false,
      dormancy_days: 14,
      timezone: 'UTC',
    });
    expect(res.body.workspace.stages.map((s: { key: string }) => s.key)).toEqual([
      'lead',
      'contacted',
      'qualified',
      'proposal',
      'negotiation',
      'won',
      'lost',
    ]);
    expect(res.body.demo).toBe(true);
  });

  it('creates one user and one workspace for concurrent first requests of one identity', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t, 'GET', i % 2 ? '/me' : '/contacts', { as: email }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
    const users = await t.db.query(`SELECT workspace_id FROM users WHERE email = $1`, [email]);
    expect(users).toHaveLength(1);
    const workspaces = await t.db.query(
      `SELECT count(*)::int AS n FROM workspaces w WHERE w.name = $1`,
      [`${email.split('@')[0]}'s workspace`],
    );
    expect(workspaces[0].n).toBe(1);
  });

  it('joins the inviting workspace with the invited role when an invite is pending', async () => {
    const inviter = await signUp(t, { premium: true });
    const invitee = uniqueEmail('invitee');
    await t.db.query(
      `INSERT INTO invites (workspace_id, email, role, invited_by) VALUES ($1, $2, 'member', $3)`,
      [inviter.workspaceId, invitee, inviter.userId],
    );
    const res = await call(t, 'GET', '/me', { as: invitee });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'member', workspace_id: inviter.workspaceId });
    expect(res.body.workspace.is_premium).toBe(true);
    const [invite] = await t.db.query(`SELECT accepted_at FROM invites WHERE email = $1`, [
      invitee,
    ]);
    expect(invite.accepted_at).not.toBeNull();
  });

  it('makes the e-mails of OWNER_EMAILS super_admin, case-insensitively', async () => {
    const res = await call(t, 'GET', '/me', { as: owner });
    expect(res.body.user.role).toBe('super_admin');
  });

  it('promotes an existing user once their e-mail is listed in OWNER_EMAILS', async () => {
    const email = uniqueEmail('later-owner');
    expect((await call(t, 'GET', '/me', { as: email })).body.user.role).toBe('admin');
    const other = await startApp({ OWNER_EMAILS: email });
    try {
      expect((await call(other, 'GET', '/me', { as: email })).body.user.role).toBe('super_admin');
    } finally {
      await other.close();
    }
  });
});
