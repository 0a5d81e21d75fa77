import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { APP_OWNER_ONLY_DETAIL } from '../src/core/http/problem.js';
import { DEV_TOKEN_DETAIL } from '../src/core/auth/token-verifier.js';
import { DEMO_ADDRESS_DETAIL } from '../src/tenancy/identity.js';
import { createKey, withKey } from './support/api-keys.js';
import { addMember, signUp } from './support/factories.js';
import {
  bearer,
  call,
  startApp,
  type TestApp,
  uniqueEmail,
  useTestApp,
} from './support/test-app.js';

describe('first sign-in provisioning', () => {
  const owner = uniqueEmail('owner');
  const t = useTestApp({ OWNER_EMAILS: ` ${owner.toUpperCase()} , someone@else.example ` });

  /** The role stored for `email`, and the role it had before OWNER_EMAILS listed it. */
  const stored = async (email: string) => {
    const [row] = await t.db.query<{ role: string; role_before_owner: string | null }[]>(
      `SELECT role, role_before_owner FROM users WHERE email = $1`,
      [email],
    );
    return row;
  };

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

  /** The 401 of an address at the sample teammates' domain, with nothing provisioned for it. */
  async function expectDemoAddressRefused(email: string) {
    const res = await call(t, 'GET', '/me', { as: email });
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    // Every 401 of development mode says first that a dev: token was expected.
    expect(res.body).toMatchObject({
      detail: `${DEV_TOKEN_DETAIL}. ${DEMO_ADDRESS_DETAIL}`,
      code: 'unauthenticated',
    });
    const [workspaces] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM workspaces WHERE name = $1`,
      [`${email.toLowerCase().split('@')[0]}'s workspace`],
    );
    expect(workspaces.n).toBe(0);
  }

  it("refuses a demo teammate's address with 401, creating nothing", async () => {
    const free = await signUp(t);
    const [teammate] = await t.db.query<{ email: string }[]>(
      `SELECT email FROM users WHERE workspace_id = $1 AND is_demo`,
      [free.workspaceId],
    );
    expect(teammate.email).toBe(`demo.rep+${free.workspaceId}@demo.invalid`);
    await expectDemoAddressRefused(teammate.email);
    const users = await t.db.query(`SELECT is_demo FROM users WHERE email = $1`, [teammate.email]);
    expect(users).toEqual([{ is_demo: true }]);
  });

  it.each([
    [
      'a teammate address no teammate holds (a reset wiped it)',
      () => `demo.rep+${randomUUID()}@demo.invalid`,
    ],
    [
      'any other address there',
      () => uniqueEmail('someone').replace('@example.com', '@demo.invalid'),
    ],
    ['one in capitals', () => uniqueEmail('caps').replace('@example.com', '@DEMO.INVALID')],
    [
      'one with the final dot of the domain',
      () => uniqueEmail('dot').replace('@example.com', '@demo.invalid.'),
    ],
  ])(
    "refuses %s at the sample teammates' domain with 401, creating nothing",
    async (_case, make) => {
      const email = make();
      await expectDemoAddressRefused(email);
      const users = await t.db.query(`SELECT 1 FROM users WHERE email = $1`, [email.toLowerCase()]);
      expect(users).toEqual([]);
    },
  );

  it("refuses a real user already holding an address at the sample teammates' domain", async () => {
    const admin = await signUp(t);
    const email = uniqueEmail('before').replace('@example.com', '@demo.invalid');
    await t.db.query(`INSERT INTO users (workspace_id, email, role) VALUES ($1, $2, 'member')`, [
      admin.workspaceId,
      email,
    ]);
    await expectDemoAddressRefused(email);
  });

  it('makes the e-mails of OWNER_EMAILS super_admin, case-insensitively', async () => {
    const res = await call(t, 'GET', '/me', { as: owner });
    expect(res.body.user.role).toBe('super_admin');
    // The role of their new workspace is kept for when they leave the list.
    expect(await stored(owner)).toEqual({ role: 'super_admin', role_before_owner: 'admin' });
  });

  describe('the owner role, as OWNER_EMAILS says on every request', () => {
    const later = uniqueEmail('later-owner');
    const former = uniqueEmail('former-owner');
    const keyed = uniqueEmail('keyed-owner');
    // The same database with these e-mails added to OWNER_EMAILS, as after a restart with them.
    let listed: TestApp;

    beforeAll(async () => {
      listed = await startApp({ OWNER_EMAILS: `${owner},${later},${former},${keyed}` });
    });
    afterAll(async () => {
      await listed?.close();
    });

    it('promotes an existing user once their e-mail is listed, remembering their role', async () => {
      expect((await call(t, 'GET', '/me', { as: later })).body.user.role).toBe('admin');
      const me = await call(listed, 'GET', '/me', { as: later });
      expect(me.body.user.role).toBe('super_admin');
      expect(await stored(later)).toEqual({ role: 'super_admin', role_before_owner: 'admin' });
      expect((await call(listed, 'GET', '/admin/companies', { as: later })).status).toBe(200);
    });

    it('gives a user no longer listed the role they had back, and the admin area answers 403', async () => {
      const admin = await signUp(t);
      const rep = await addMember(t, admin.workspaceId, 'member');
      await t.db.query(`UPDATE users SET email = $1 WHERE id = $2`, [former, rep.userId]);
      expect((await call(listed, 'GET', '/me', { as: former })).body.user.role).toBe('super_admin');
      expect(await stored(former)).toEqual({ role: 'super_admin', role_before_owner: 'member' });

      const me = await call(t, 'GET', '/me', { as: former });
      expect(me.status).toBe(200);
      expect(me.body.user.role).toBe('member');
      expect(await stored(former)).toEqual({ role: 'member', role_before_owner: null });
      const refused = await call(t, 'GET', '/admin/companies', { as: former });
      expect([refused.status, refused.body.detail]).toEqual([403, APP_OWNER_ONLY_DETAIL]);
    });

    it('makes a super_admin no longer listed, with no role remembered, a member', async () => {
      const legacy = await signUp(t, { prefix: 'legacy-owner' });
      await t.db.query(`UPDATE users SET role = 'super_admin' WHERE id = $1`, [legacy.userId]);
      const me = await call(t, 'GET', '/me', { as: legacy.email });
      expect(me.body.user.role).toBe('member');
      expect(await stored(legacy.email)).toEqual({ role: 'member', role_before_owner: null });
      const refused = await call(t, 'GET', '/admin/companies', { as: legacy.email });
      expect([refused.status, refused.body.detail]).toEqual([403, APP_OWNER_ONLY_DETAIL]);
    });

    it('follows the list for a request signed with an API key too', async () => {
      const member = await signUp(t, { premium: true });
      await t.db.query(`UPDATE users SET email = $1 WHERE id = $2`, [keyed, member.userId]);
      const { key } = await createKey(t, keyed, ['settings:read']);
      expect((await withKey(listed, key, 'GET', '/me')).body.user.role).toBe('super_admin');
      expect(await stored(keyed)).toEqual({ role: 'super_admin', role_before_owner: 'admin' });
      expect((await withKey(t, key, 'GET', '/me')).body.user.role).toBe('admin');
      expect(await stored(keyed)).toEqual({ role: 'admin', role_before_owner: null });
    });
  });

  describe('new workspaces per client address', () => {
    const LIMIT = 3;
    let limited: TestApp;

    beforeAll(async () => {
      // No limit a minute: this one stands on its own, in its answers and in the document.
      limited = await startApp({
        WORKSPACES_PER_ADDRESS_PER_HOUR: String(LIMIT),
        RATE_LIMIT_PER_MINUTE: '0',
      });
    });
    afterAll(async () => {
      await limited?.close();
    });

    /** A first request of a new identity, from `address`. */
    async function firstSignIn(address: string, email = uniqueEmail('new')) {
      const res = await limited.app.inject({
        method: 'GET',
        url: '/me',
        headers: bearer(email),
        remoteAddress: address,
      });
      return { email, status: res.statusCode, headers: res.headers, body: res.json() };
    }

    async function usersAndWorkspaces(email: string) {
      const [row] = await limited.db.query(
        `SELECT (SELECT count(*)::int FROM users WHERE email = $1) AS users,
                (SELECT count(*)::int FROM workspaces WHERE name = $2) AS workspaces`,
        [email, `${email.split('@')[0]}'s workspace`],
      );
      return row as { users: number; workspaces: number };
    }

    it('refuses the next one from the same address with 429 and Retry-After, creating nothing', async () => {
      const address = '203.0.113.7';
      for (let i = 0; i < LIMIT; i++) {
        const admitted = await firstSignIn(address);
        expect(admitted.status).toBe(200);
        expect(await usersAndWorkspaces(admitted.email)).toEqual({ users: 1, workspaces: 1 });
        // Signing in again provisions nothing, so it spends nothing.
        expect((await firstSignIn(address, admitted.email)).status).toBe(200);
      }

      const refused = await firstSignIn(address);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.body).toEqual({
        type: 'about:blank',
        title: 'Too Many Requests',
        status: 429,
        detail:
          `Too many new workspaces from this address: the limit is ${LIMIT} an hour; ` +
          `retry after ${retryAfter} seconds`,
        code: 'rate_limited',
      });
      expect(await usersAndWorkspaces(refused.email)).toEqual({ users: 0, workspaces: 0 });

      const elsewhere = await firstSignIn('198.51.100.9');
      expect(elsewhere.status).toBe(200);
      expect(await usersAndWorkspaces(elsewhere.email)).toEqual({ users: 1, workspaces: 1 });
    });

    it('is documented as the 429 of every signed route, whatever it calls, and of no other', async () => {
      const document = (await limited.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const ref = (to: string) => ({ $ref: `#/components/${to}` });
      const refused = {
        description:
          "A new identity's first request that would create a workspace past 3 new workspaces " +
          'an hour from its address (joining on an invite creates none)',
        content: {
          'application/problem+json': {
            schema: ref('schemas/Problem'),
            example: {
              type: 'about:blank',
              title: 'Too Many Requests',
              status: 429,
              detail:
                'Too many new workspaces from this address: the limit is 3 an hour; ' +
                'retry after 1260 seconds',
              code: 'rate_limited',
            },
          },
        },
        headers: {
          'X-Request-Id': ref('headers/X-Request-Id'),
          'Retry-After': ref('headers/Retry-After'),
        },
      };
      const unrefused: string[] = [];
      let signed = 0;
      type Operation = { security: unknown[]; responses: Record<string, unknown> };
      const paths = document.paths as Record<string, Record<string, Operation>>;
      for (const [path, item] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(item)) {
          const tooMany = operation.responses['429'];
          if (operation.security.length === 0) {
            unrefused.push(`${method} ${path}`);
            expect([path, tooMany]).toEqual([path, undefined]);
          } else if (path === '/events') {
            // The stream's own limits come first; the provisioning one still applies after them.
            signed++;
            const own = tooMany as typeof refused;
            expect(own.description).toMatch(/^Too many streams open .*; or: /);
            expect(own.description.endsWith(`; or: ${refused.description}`)).toBe(true);
            expect(own.headers).toEqual(refused.headers);
          } else {
            signed++;
            expect([path, tooMany]).toEqual([path, refused]);
          }
        }
      }
      expect(unrefused).toEqual(['get /health', 'get /health/ready', 'post /webhooks/payments']);
      expect(signed).toBeGreaterThan(60);
    });

    it('lets an invitee join from an address past the limit: joining creates no workspace', async () => {
      const address = '203.0.113.8';
      for (let i = 0; i < LIMIT; i++) expect((await firstSignIn(address)).status).toBe(200);
      expect((await firstSignIn(address)).status).toBe(429);

      const inviter = await signUp(limited, { premium: true });
      const invitee = uniqueEmail('invitee');
      await limited.db.query(
        `INSERT INTO invites (workspace_id, email, role, invited_by) VALUES ($1, $2, 'member', $3)`,
        [inviter.workspaceId, invitee, inviter.userId],
      );
      const joined = await firstSignIn(address, invitee);
      expect(joined.status).toBe(200);
      expect(joined.body.user).toMatchObject({ role: 'member', workspace_id: inviter.workspaceId });
    });
  });
});
