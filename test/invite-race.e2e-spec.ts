import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp } from './support/factories.js';
import { call, startApp, type TestApp, uniqueEmail } from './support/test-app.js';

describe('an invite racing its invitee’s first sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never leaves a pending invite for someone who signed up elsewhere meanwhile', async () => {
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
      const [pending] = await t.db.query(
        `SELECT count(*)::int AS n FROM invites WHERE email = $1 AND accepted_at IS NULL`,
        [invitee],
      );
      if (invite.status === 201) {
        // The invite came first: the sign-in joined the inviting workspace.
        expect(signIn.body.workspace.id).toBe(admin.workspaceId);
        expect(pending.n).toBe(0);
      } else {
        // The sign-in came first: the invite is refused, nothing is left pending.
        expect(invite.status).toBe(409);
        expect(invite.body.detail).toBe(`${invitee} already belongs to another workspace`);
        expect(pending.n).toBe(0);
      }
    }
  });
});
