import { describe, expect, it } from '@jest/globals';
import { PREMIUM_REQUIRED_DETAIL } from '../src/core/http/problem.js';
import { createContact, setPremium, signUp } from './support/factories.js';
import { call, uniqueEmail, useTestApp } from './support/test-app.js';

const EXACT_402 =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";

describe('premium gate', () => {
  const t = useTestApp();

  async function contactCount(workspaceId: string): Promise<number> {
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row.n;
  }

  it('uses the exact 402 detail with a straight apostrophe', () => {
    expect(PREMIUM_REQUIRED_DETAIL).toBe(EXACT_402);
  });

  it('answers 402 to every contact write on a free workspace and changes nothing', async () => {
    const free = await signUp(t);
    const demoContacts = await call(t, 'GET', '/contacts', { as: free.email });
    const demoId = demoContacts.body.items[0].id as string;
    const [before] = await t.db.query(
      `SELECT stage, first_name, last_activity_at FROM contacts WHERE id = $1`,
      [demoId],
    );
    const total = await contactCount(free.workspaceId);

    const writes = [
      call(t, 'POST', '/contacts', { as: free.email, body: { first_name: 'Ada' } }),
      call(t, 'PATCH', `/contacts/${demoId}`, { as: free.email, body: { first_name: 'Changed' } }),
      call(t, 'POST', `/contacts/${demoId}/stage`, { as: free.email, body: { stage: 'won' } }),
      call(t, 'DELETE', `/contacts/${demoId}`, { as: free.email }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(402);
      expect(res.body.detail).toBe(EXACT_402);
    }
    expect(await contactCount(free.workspaceId)).toBe(total);
    const [after] = await t.db.query(
      `SELECT stage, first_name, last_activity_at FROM contacts WHERE id = $1`,
      [demoId],
    );
    expect(after).toEqual(before);
  });

  it('never answers 402 to a read on a free workspace', async () => {
    const free = await signUp(t);
    const list = await call(t, 'GET', '/contacts', { as: free.email });
    for (const path of [
      '/me',
      '/contacts',
      '/contacts/dormant',
      `/contacts/${list.body.items[0].id}`,
    ]) {
      const res = await call(t, 'GET', path, { as: free.email });
      expect(res.status).toBe(200);
    }
  });

  it('checks 401 before 402, and 402 before 404 and 422', async () => {
    const free = await signUp(t);
    const noToken = await call(t, 'POST', '/contacts', { body: { first_name: 'Ada' } });
    expect(noToken.status).toBe(401);
    const unknownId = await call(t, 'PATCH', '/contacts/00000000-0000-4000-8000-000000000000', {
      as: free.email,
      body: { first_name: 'x' },
    });
    expect(unknownId.status).toBe(402);
    const invalid = await call(t, 'POST', '/contacts', { as: free.email, body: { nope: true } });
    expect(invalid.status).toBe(402);
  });

  it('lets a workspace write on the very next request after it turns premium, without a new sign-in', async () => {
    const member = await signUp(t);
    expect(
      (await call(t, 'POST', '/contacts', { as: member.email, body: { first_name: 'Ada' } }))
        .status,
    ).toBe(402);
    await setPremium(t, member.workspaceId, true);
    const res = await call(t, 'POST', '/contacts', {
      as: member.email,
      body: { first_name: 'Ada' },
    });
    expect(res.status).toBe(200);
    expect(res.body.first_name).toBe('Ada');
  });

  it('checks the workspace, not the user: every member of a premium workspace may write', async () => {
    const owner = await signUp(t, { premium: true });
    const colleague = uniqueEmail('colleague');
    await t.db.query(`INSERT INTO users (workspace_id, email, role) VALUES ($1, $2, 'member')`, [
      owner.workspaceId,
      colleague,
    ]);
    expect((await createContact(t, colleague)).first_name).toBe('Test');
  });
});
