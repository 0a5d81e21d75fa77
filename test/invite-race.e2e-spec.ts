import { describe, expect, it } from '@jest/globals';
import { signUp } from './support/factories.js';
import { call, uniqueEmail, useTestApp } from './support/test-app.js';

describe('an invite racing its invitee’s first sign-in', () => {
  const t = useTestApp();

  it('never lets an invite move someone who signed up elsewhere meanwhile', async () => {
    const admin = await signUp(t, { premium: true });
    for (let round = 0; round < 8; round++) {
      const invitee = uniqueEmail('racer');
      const [invite, signIn] = await Promise.all([
        call(t, 'POST', '/team/invites', {
          as: admin.email,
          body: { email: invitee, role: 'member' },
        }),
        call(t, 'GET', '/me', { as: invitee }),
      ]);
      expect(signIn.status).toBe(200);
      // Either way the invite is answered 201: the answer never tells whether the address
      // already has an account elsewhere.
      expect(invite.status).toBe(201);
      const [pending] = await t.db.query(
        `SELECT count(*)::int AS n FROM invites WHERE email = $1 AND accepted_at IS NULL`,
        [invitee],
      );
      const [user] = await t.db.query(`SELECT workspace_id FROM users WHERE email = $1`, [invitee]);
      expect(user.workspace_id).toBe(signIn.body.workspace.id);
      if (signIn.body.workspace.id === admin.workspaceId) {
        // The invite came first: the sign-in joined the inviting workspace.
        expect(pending.n).toBe(0);
      } else {
        // The sign-in came first: the invitee keeps their own workspace; the invite stays
        // pending and never takes effect.
        expect(pending.n).toBe(1);
        const again = await call(t, 'GET', '/me', { as: invitee });
        expect(again.body.workspace.id).toBe(signIn.body.workspace.id);
      }
    }
  });
});
