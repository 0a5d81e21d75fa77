import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import {
  BOTH_CREDENTIALS_DETAIL,
  INVALID_API_KEY_DETAIL,
  MALFORMED_API_KEY_DETAIL,
} from '../src/core/auth/api-key-verifier.js';
import { API_KEY_SCOPES } from '../src/core/auth/api-key-scopes.js';
import { API_KEY_SHOWN_ONCE_DETAIL } from '../src/modules/api-keys/api-keys.problems.js';
import { DEV_TOKEN_DETAIL } from '../src/core/auth/token-verifier.js';
import { SQL_STATEMENTS_HEADER } from '../src/database/sql-statement-counter.js';
import { createKey, withKey } from './support/api-keys.js';
import { addMember, scheduleFollowup, signUp } from './support/factories.js';
import { call, startApp, type TestApp, uniqueEmail, useTestApp } from './support/test-app.js';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";
const NO_KEYS = 'API keys cannot call this route; sign in';
const KEY_SHAPE = /^crm_[0-9a-z]{8}_[0-9a-z]{50}$/;

describe('Personal API keys', () => {
  const appOwner = uniqueEmail('owner');
  const t = useTestApp({ OWNER_EMAILS: appOwner });

  async function keyRows(userId: string) {
    return t.db.query<
      {
        id: string;
        name: string;
        prefix: string;
        secret_hash: Buffer;
        scopes: string[];
        last_used_at: Date | null;
      }[]
    >(
      `SELECT id, name, prefix, secret_hash, scopes, last_used_at FROM api_keys
        WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
  }

  async function lastUsedAt(keyId: string): Promise<string | null> {
    const [row] = await t.db.query<{ at: string | null }[]>(
      `SELECT last_used_at::text AS at FROM api_keys WHERE id = $1`,
      [keyId],
    );
    return row.at;
  }

  describe('POST /api-keys', () => {
    it('answers the key once (200, as contacts and sequences do) and stores only its SHA-256', async () => {
      const admin = await signUp(t, { premium: true });
      const res = await call(t, 'POST', '/api-keys', {
        as: admin.email,
        body: {
          name: '  Website form  ',
          scopes: ['contacts:write', 'activities:read', 'contacts:read'],
          expires_at: '2099-01-01T10:00:00+02:00',
        },
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(
        ['created_at', 'expires_at', 'id', 'key', 'name', 'prefix', 'scopes'].sort(),
      );
      expect(res.body).toMatchObject({
        name: 'Website form',
        // In the list's order, whatever order they were asked in.
        scopes: ['contacts:read', 'contacts:write', 'activities:read'],
        expires_at: '2099-01-01T08:00:00.000Z',
      });
      expect(res.body.key).toMatch(KEY_SHAPE);
      expect(res.body.key.split('_')[1]).toBe(res.body.prefix);
      expect(res.body.created_at).toMatch(/Z$/);

      const rows = await keyRows(admin.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0].id).toBe(res.body.id);
      expect(rows[0].secret_hash.equals(createHash('sha256').update(res.body.key).digest())).toBe(
        true,
      );
      // The key itself is in no column.
      const [stored] = await t.db.query<{ row: string }[]>(
        `SELECT row_to_json(k)::text AS row FROM api_keys k WHERE id = $1`,
        [res.body.id],
      );
      expect(stored.row).not.toContain(res.body.key.split('_')[2]);
    });

    it('keeps no key with an Idempotency-Key: the first answer shows it, a replay is 410 naming it', async () => {
      const admin = await signUp(t);
      const send = () =>
        call(t, 'POST', '/api-keys', {
          as: admin.email,
          headers: { 'idempotency-key': 'new-key-1' },
          body: { name: 'Sync', scopes: ['contacts:read'] },
        });
      const first = await send();
      expect(first.status).toBe(200);
      expect(first.body.key).toMatch(KEY_SHAPE);
      const secret = first.body.key.split('_')[2];

      const [outcome] = await t.db.query<{ row: string }[]>(
        `SELECT row_to_json(k)::text AS row FROM idempotency_keys k WHERE caller_id = $1`,
        [admin.userId],
      );
      expect(outcome.row).not.toContain(secret);

      const replay = await send();
      expect(replay.status).toBe(410);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(replay.body).toMatchObject({
        status: 410,
        detail: API_KEY_SHOWN_ONCE_DETAIL,
        code: 'api_key_shown_once',
        api_key_id: first.body.id,
      });
      expect(replay.text).not.toContain(secret);
      expect((await keyRows(admin.userId)).map((row) => row.id)).toEqual([first.body.id]);
      // The key it names still works, and its maker can revoke it.
      expect((await withKey(t, first.body.key, 'GET', '/contacts')).status).toBe(200);
    });

    it('refuses bad input with 422 and the exact details', async () => {
      const admin = await signUp(t, { premium: true });
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ name: '', scopes: ['contacts:read'] }, 'name', 'name must be 1 to 100 characters'],
        [{ name: '   ', scopes: ['contacts:read'] }, 'name', 'name must be 1 to 100 characters'],
        [
          { name: 'x'.repeat(101), scopes: ['contacts:read'] },
          'name',
          'name must be 1 to 100 characters',
        ],
        [{ scopes: ['contacts:read'] }, 'name', 'name must be a string'],
        // Control characters (C0, DEL, C1, a line break), bidirectional overrides and isolates.
        ...['Web\u0001form', 'Web\u0007form', 'Web\u007fform', 'Web\u0085form', 'Web\u009fform']
          .concat(['\u202Emrof beW', 'Web \u202Aform', 'Web \u2066form\u2069', 'Web\nform'])
          .map((name): [Record<string, unknown>, string, string] => [
            { name, scopes: ['contacts:read'] },
            'name',
            'name must not contain control or bidirectional formatting characters',
          ]),
        // Spaces and format characters alone (a zero-width space, a word joiner) show as nothing.
        [
          { name: '\u200B', scopes: ['contacts:read'] },
          'name',
          'name must contain a visible character',
        ],
        [
          { name: '\u200B \u2060\u200D', scopes: ['contacts:read'] },
          'name',
          'name must contain a visible character',
        ],
        [{ name: 'k' }, 'scopes', 'scopes must be a list of scopes'],
        [{ name: 'k', scopes: 'contacts:read' }, 'scopes', 'scopes must be a list of scopes'],
        [{ name: 'k', scopes: [] }, 'scopes', 'scopes must name at least one scope'],
        [
          { name: 'k', scopes: Array(API_KEY_SCOPES.length + 1).fill('contacts:read') },
          'scopes',
          `scopes must list at most ${API_KEY_SCOPES.length} scopes`,
        ],
        [
          { name: 'k', scopes: ['contacts:read', 'contacts:read'] },
          'scopes',
          'scopes must not repeat a scope',
        ],
        [
          { name: 'k', scopes: ['contacts:delete'] },
          'scopes',
          'each scope must be one of: contacts:read, contacts:write, activities:read, ' +
            'activities:write, sequences:read, sequences:write, reports:read, settings:read, ' +
            'settings:write, webhooks:manage, events:read',
        ],
        [
          { name: 'k', scopes: ['contacts:read'], expires_at: '2020-01-01T00:00:00Z' },
          'expires_at',
          'expires_at must be in the future',
        ],
        [
          { name: 'k', scopes: ['contacts:read'], expires_at: 'next week' },
          'expires_at',
          'expires_at must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z',
        ],
      ];
      for (const [body, field, message] of cases) {
        const res = await call(t, 'POST', '/api-keys', { as: admin.email, body });
        expect([res.status, res.body.detail, res.body.errors]).toEqual([
          422,
          `Validation failed: ${message}`,
          [{ field, message }],
        ]);
      }
      const unknown = await call(t, 'POST', '/api-keys', {
        as: admin.email,
        body: { name: 'k', scopes: ['contacts:read'], user_id: randomUUID() },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual([
        { field: 'user_id', message: 'property user_id should not exist' },
      ]);
      expect(await keyRows(admin.userId)).toEqual([]);
    });

    it.each([
      'Formulaire — עברית 😀 é',
      // The joiners and marks scripts and emoji need: a non-joiner in Persian, a joined family, a
      // right-to-left mark, a space of no width between Thai words.
      'فرم\u200Cها',
      'Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
      'Web\u200Fform',
      'แบบ\u200Bฟอร์ม',
    ])('accepts a name in any script, with emoji and marks, as it was sent: %s', async (name) => {
      const admin = await signUp(t, { premium: true });
      const res = await call(t, 'POST', '/api-keys', {
        as: admin.email,
        body: { name, scopes: ['contacts:read'] },
      });
      expect([res.status, res.body.name]).toEqual([200, name]);
    });

    it('accepts webhooks:manage and a key that never expires (null)', async () => {
      const admin = await signUp(t, { premium: true });
      const res = await call(t, 'POST', '/api-keys', {
        as: admin.email,
        body: { name: 'Hooks', scopes: ['webhooks:manage'], expires_at: null },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ scopes: ['webhooks:manage'], expires_at: null });
    });

    it('works on a free workspace, whose key reads the demo data and gets 402 on writes', async () => {
      const admin = await signUp(t);
      const { key } = await createKey(t, admin.email, ['contacts:read', 'contacts:write']);
      const list = await withKey(t, key, 'GET', '/contacts');
      expect(list.status).toBe(200);
      expect(list.body.items.length).toBeGreaterThan(0);
      const [{ demo }] = await t.db.query<{ demo: number }[]>(
        `SELECT count(*)::int AS demo FROM contacts WHERE workspace_id = $1 AND is_demo`,
        [admin.workspaceId],
      );
      expect(list.body.items.length).toBe(Math.min(demo, 50));
      const write = await withKey(t, key, 'POST', '/contacts', { body: { first_name: 'Ada' } });
      expect([write.status, write.body.detail]).toEqual([402, PREMIUM_DETAIL]);
    });
  });

  describe('authentication with X-Api-Key', () => {
    it('acts as the member who made the key', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const { key } = await createKey(t, rep.email, ['contacts:write']);
      const me = await withKey(t, key, 'GET', '/me');
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ id: rep.userId, email: rep.email, role: 'member' });
      expect(me.headers['cache-control']).toBe('no-store');

      const created = await withKey(t, key, 'POST', '/contacts', { body: { first_name: 'Ada' } });
      expect(created.status).toBe(200);
      const [row] = await t.db.query(`SELECT workspace_id, owner_id FROM contacts WHERE id = $1`, [
        created.body.id,
      ]);
      expect(row).toEqual({ workspace_id: admin.workspaceId, owner_id: rep.userId });
    });

    it('refuses malformed, unknown, wrong-secret and expired keys with 401', async () => {
      const admin = await signUp(t, { premium: true });
      const { id, key, prefix } = await createKey(t, admin.email, ['contacts:read']);
      const otherSecret = `crm_${prefix}_${'0'.repeat(50)}`;
      const unknownPrefix = `crm_zzzzzzzz_${key.split('_')[2]}`;
      const answers: Array<[string, number, string]> = [];
      for (const sent of ['', 'nonsense', `${key}x`, key.toUpperCase(), `Bearer ${key}`]) {
        const res = await withKey(t, key, 'GET', '/contacts', { headers: { 'x-api-key': sent } });
        answers.push([sent, res.status, res.body.detail]);
      }
      for (const sent of [otherSecret, unknownPrefix]) {
        const res = await withKey(t, sent, 'GET', '/contacts');
        answers.push([sent, res.status, res.body.detail]);
      }
      expect(answers).toEqual([
        ['', 401, MALFORMED_API_KEY_DETAIL],
        ['nonsense', 401, MALFORMED_API_KEY_DETAIL],
        [`${key}x`, 401, MALFORMED_API_KEY_DETAIL],
        [key.toUpperCase(), 401, MALFORMED_API_KEY_DETAIL],
        [`Bearer ${key}`, 401, MALFORMED_API_KEY_DETAIL],
        [otherSecret, 401, INVALID_API_KEY_DETAIL],
        [unknownPrefix, 401, INVALID_API_KEY_DETAIL],
      ]);

      expect((await withKey(t, key, 'GET', '/contacts')).status).toBe(200);
      await t.db.query(`UPDATE api_keys SET expires_at = '2026-01-02T03:04:05Z' WHERE id = $1`, [
        id,
      ]);
      const expired = await withKey(t, key, 'GET', '/contacts');
      expect([expired.status, expired.body.detail]).toEqual([
        401,
        'API key expired at 2026-01-02T03:04:05.000Z',
      ]);
    });

    it('refuses a request carrying both credentials with 400, valid or not', async () => {
      const admin = await signUp(t, { premium: true });
      const { key } = await createKey(t, admin.email, ['contacts:read']);
      for (const authorization of [`Bearer dev:${admin.email}`, 'Bearer junk']) {
        const res = await withKey(t, key, 'GET', '/contacts', { headers: { authorization } });
        expect([res.status, res.body.detail, res.body.code]).toEqual([
          400,
          BOTH_CREDENTIALS_DETAIL,
          'conflicting_credentials',
        ]);
      }
    });

    it('leaves the Authorization rules as they were: a key there is not a bearer token', async () => {
      const admin = await signUp(t, { premium: true });
      const { key } = await createKey(t, admin.email, ['contacts:read']);
      const res = await call(t, 'GET', '/contacts', {
        headers: { authorization: `Bearer ${key}` },
      });
      expect([res.status, res.body.detail]).toEqual([401, DEV_TOKEN_DETAIL]);
      expect((await call(t, 'GET', '/health', { headers: { 'x-api-key': 'junk' } })).status).toBe(
        200,
      );
    });
  });

  describe('scopes', () => {
    it('lets a key call only the routes its scopes cover', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Grace' },
      });
      const { key } = await createKey(t, admin.email, ['contacts:read']);
      const reads = [
        '/contacts',
        '/contacts/dormant',
        `/contacts/${contact.body.id}`,
        '/board',
        '/me',
      ];
      for (const url of reads) {
        expect([url, (await withKey(t, key, 'GET', url)).status]).toEqual([url, 200]);
      }
      const refused: Array<[string, string, string]> = [
        ['POST', '/contacts', "Scope 'contacts:write' required"],
        ['PATCH', `/contacts/${contact.body.id}`, "Scope 'contacts:write' required"],
        ['GET', '/agenda', "Scope 'activities:read' required"],
        ['GET', `/contacts/${contact.body.id}/interactions`, "Scope 'activities:read' required"],
        ['GET', `/contacts/${contact.body.id}/timeline`, "Scope 'activities:read' required"],
        ['GET', '/sequences', "Scope 'sequences:read' required"],
        ['GET', '/reports/pipeline', "Scope 'reports:read' required"],
        ['GET', '/settings', "Scope 'settings:read' required"],
        ['GET', '/team', "Scope 'settings:read' required"],
        ['GET', '/routing', "Scope 'settings:read' required"],
      ];
      for (const [method, url, detail] of refused) {
        const res = await withKey(t, key, method as 'GET', url, { body: {} });
        expect([method, url, res.status, res.body.detail]).toEqual([method, url, 403, detail]);
      }
    });

    it('needs every family a read shows: the timeline, the history, the agenda and the data export of a contact', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Grace', company: 'Renewal Works' },
      });
      await call(t, 'POST', `/contacts/${contact.body.id}/interactions`, {
        as: admin.email,
        body: { type: 'call', summary: 'Talked about the renewal' },
      });
      await scheduleFollowup(t, admin.email, contact.body.id, {
        title: 'Call back',
        scheduled_for: new Date(Date.now() - 3_600_000).toISOString(),
      });
      const timeline = `/contacts/${contact.body.id}/timeline`;
      const dataExport = `/contacts/${contact.body.id}/data-export`;
      // The history holds the follow-up's entries (its title): a read of both families too.
      const history = `/contacts/${contact.body.id}/history`;
      const refused: Array<[string[], string, string]> = [
        [['contacts:read'], timeline, "Scope 'activities:read' required"],
        [['activities:read'], timeline, "Scope 'contacts:read' required"],
        [['contacts:read'], history, "Scope 'activities:read' required"],
        [['activities:read'], history, "Scope 'contacts:read' required"],
        [['contacts:read'], '/agenda', "Scope 'activities:read' required"],
        [['activities:read'], '/agenda', "Scope 'contacts:read' required"],
        [['contacts:read'], dataExport, "Scope 'activities:read' required"],
        [['contacts:read', 'activities:read'], dataExport, "Scope 'sequences:read' required"],
      ];
      for (const [scopes, url, detail] of refused) {
        const { key } = await createKey(t, admin.email, scopes);
        const res = await withKey(t, key, 'GET', url);
        expect([scopes, url, res.status, res.body.detail]).toEqual([scopes, url, 403, detail]);
        expect(res.text).not.toContain('renewal');
      }
      const both = await createKey(t, admin.email, ['contacts:read', 'activities:read']);
      const shown = await withKey(t, both.key, 'GET', timeline);
      expect(shown.status).toBe(200);
      expect(shown.body.items.map((e: { kind: string }) => e.kind)).toContain('interaction');
      const entries = await withKey(t, both.key, 'GET', history);
      expect(entries.status).toBe(200);
      expect(entries.body.items[0].changes['followup.title']).toEqual({
        from: null,
        to: 'Call back',
      });
      const agenda = await withKey(t, both.key, 'GET', '/agenda');
      expect(agenda.status).toBe(200);
      expect(agenda.body.overdue).toMatchObject([
        { title: 'Call back', contact: { name: 'Grace' } },
      ]);
      const all = await createKey(t, admin.email, [
        'contacts:read',
        'activities:read',
        'sequences:read',
      ]);
      const exported = await withKey(t, all.key, 'GET', dataExport);
      expect(exported.status).toBe(200);
      expect(exported.body.interactions).toHaveLength(1);
    });

    it("needs contacts:read for a sequence's enrollments, which name their contacts", async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Grace', company: 'Renewal Works' },
      });
      const sequence = await call(t, 'POST', '/sequences', {
        as: admin.email,
        body: { name: 'Onboarding', steps: [{ day_offset: 0, title: 'Call', channel: 'call' }] },
      });
      const enrollments = `/sequences/${sequence.body.id}/enrollments`;
      const enroll = { contact_ids: [contact.body.id] };
      const sequencesOnly = await createKey(t, admin.email, ['sequences:read', 'sequences:write']);
      const refusedEnroll = await withKey(t, sequencesOnly.key, 'POST', enrollments, {
        body: enroll,
      });
      expect([refusedEnroll.status, refusedEnroll.body.detail]).toEqual([
        403,
        "Scope 'contacts:read' required",
      ]);
      expect(
        await t.db.query(`SELECT 1 FROM sequence_enrollments WHERE contact_id = $1`, [
          contact.body.id,
        ]),
      ).toEqual([]);
      const both = await createKey(t, admin.email, [
        'sequences:read',
        'sequences:write',
        'contacts:read',
      ]);
      const enrolled = await withKey(t, both.key, 'POST', enrollments, { body: enroll });
      expect(enrolled.status).toBe(200);
      expect(enrolled.body.enrollments).toMatchObject([{ contact: { name: 'Grace' } }]);
      const refusedList = await withKey(t, sequencesOnly.key, 'GET', enrollments);
      expect([refusedList.status, refusedList.body.detail]).toEqual([
        403,
        "Scope 'contacts:read' required",
      ]);
      expect(refusedList.text).not.toContain('Grace');
      const listed = await withKey(t, both.key, 'GET', enrollments);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toMatchObject([{ contact: { name: 'Grace' } }]);
    });

    it('never lets a key reach billing, admin or key management, whatever its scopes', async () => {
      const owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
      const { id, key } = await createKey(t, owner.email, [
        'contacts:read',
        'contacts:write',
        'activities:read',
        'activities:write',
        'sequences:read',
        'sequences:write',
        'reports:read',
        'settings:read',
        'settings:write',
        'webhooks:manage',
      ]);
      const closed: Array<[string, string]> = [
        ['GET', '/billing'],
        ['POST', '/billing/checkout'],
        ['POST', '/billing/simulate-payment'],
        ['POST', '/billing/dev-upgrade'],
        ['GET', '/admin/companies'],
        ['GET', '/admin/audit'],
        ['POST', `/admin/companies/${owner.workspaceId}/toggle-premium`],
        ['GET', '/api-keys'],
        ['POST', '/api-keys'],
        ['DELETE', `/api-keys/${id}`],
      ];
      for (const [method, url] of closed) {
        const res = await withKey(t, key, method as 'GET', url, {
          body: { name: 'k', scopes: ['contacts:read'] },
        });
        expect([method, url, res.status, res.body.detail]).toEqual([method, url, 403, NO_KEYS]);
      }
      const [row] = await t.db.query(`SELECT is_premium FROM workspaces WHERE id = $1`, [
        owner.workspaceId,
      ]);
      expect(row.is_premium).toBe(false);
      expect(await keyRows(owner.userId)).toHaveLength(1);
    });

    it('checks 401, then the scope (403), then premium (402), then the body (422)', async () => {
      const admin = await signUp(t);
      const reader = await createKey(t, admin.email, ['contacts:read']);
      const writer = await createKey(t, admin.email, ['contacts:write']);
      const bad = { body: { first_name: '' } };
      const scope = await withKey(t, reader.key, 'POST', '/contacts', bad);
      expect([scope.status, scope.body.detail]).toEqual([403, "Scope 'contacts:write' required"]);
      const premium = await withKey(t, writer.key, 'POST', '/contacts', bad);
      expect([premium.status, premium.body.detail]).toEqual([402, PREMIUM_DETAIL]);
      await t.db.query(`UPDATE workspaces SET is_premium = true WHERE id = $1`, [
        admin.workspaceId,
      ]);
      expect((await withKey(t, writer.key, 'POST', '/contacts', bad)).status).toBe(422);
    });

    it("takes the member's role at each request: a demoted manager's key loses manager routes", async () => {
      const admin = await signUp(t, { premium: true });
      const lead = await addMember(t, admin.workspaceId, 'admin');
      const { key } = await createKey(t, lead.email, ['settings:read', 'settings:write']);
      const routing = { body: { strategy: 'manual', member_ids: [] } };
      expect((await withKey(t, key, 'PUT', '/routing', routing)).status).toBe(200);

      const demote = await call(t, 'PATCH', `/team/${lead.userId}`, {
        as: admin.email,
        body: { role: 'member' },
      });
      expect(demote.status).toBe(200);
      const refused = await withKey(t, key, 'PUT', '/routing', routing);
      expect([refused.status, refused.body.detail]).toEqual([403, 'Managers only']);
      expect((await withKey(t, key, 'GET', '/routing')).status).toBe(200);
    });
  });

  describe('GET /api-keys', () => {
    it("lists the caller's keys newest first, with last_used_at and never the secret", async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const first = await createKey(t, rep.email, ['contacts:read'], { name: 'First' });
      const second = await createKey(t, rep.email, ['reports:read'], { name: 'Second' });
      await createKey(t, admin.email, ['contacts:read'], { name: 'Admin key' });
      expect((await withKey(t, first.key, 'GET', '/me')).status).toBe(200);

      const res = await call(t, 'GET', '/api-keys', { as: rep.email });
      expect(res.status).toBe(200);
      expect(res.body.next_cursor).toBeNull();
      expect(res.body.items.map((k: { id: string }) => k.id)).toEqual([second.id, first.id]);
      expect(Object.keys(res.body.items[0]).sort()).toEqual(
        [
          'created_at',
          'expires_at',
          'id',
          'last_used_at',
          'name',
          'prefix',
          'scopes',
          'user_id',
        ].sort(),
      );
      expect(res.body.items[0]).toMatchObject({
        name: 'Second',
        prefix: second.prefix,
        user_id: rep.userId,
        scopes: ['reports:read'],
        last_used_at: null,
      });
      expect(res.body.items[1].last_used_at).toMatch(/Z$/);
      expect(res.text).not.toContain(first.key.split('_')[2]);

      const page = await call(t, 'GET', '/api-keys', { as: rep.email, query: { limit: '1' } });
      expect(page.body.items.map((k: { id: string }) => k.id)).toEqual([second.id]);
      const next = await call(t, 'GET', '/api-keys', {
        as: rep.email,
        query: { limit: '1', cursor: page.body.next_cursor },
      });
      expect(next.body.items.map((k: { id: string }) => k.id)).toEqual([first.id]);
    });

    it("lists the workspace's keys for managers with all=true; 403 for anyone else", async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const repKey = await createKey(t, rep.email, ['contacts:read']);
      const adminKey = await createKey(t, admin.email, ['contacts:read']);
      const elsewhere = await signUp(t, { premium: true });
      await createKey(t, elsewhere.email, ['contacts:read']);

      const all = await call(t, 'GET', '/api-keys', { as: admin.email, query: { all: 'true' } });
      expect(all.status).toBe(200);
      expect(all.body.items.map((k: { id: string }) => k.id)).toEqual([adminKey.id, repKey.id]);

      const refused = await call(t, 'GET', '/api-keys', { as: rep.email, query: { all: 'true' } });
      expect([refused.status, refused.body.detail]).toEqual([403, 'Managers only']);
      const own = await call(t, 'GET', '/api-keys', { as: rep.email, query: { all: 'false' } });
      expect(own.body.items.map((k: { id: string }) => k.id)).toEqual([repKey.id]);
    });

    it('writes last_used_at at most once a minute per key', async () => {
      const admin = await signUp(t, { premium: true });
      const { id, key } = await createKey(t, admin.email, ['contacts:read']);
      expect(await lastUsedAt(id)).toBeNull();
      expect((await withKey(t, key, 'GET', '/contacts')).status).toBe(200);
      const firstUse = await lastUsedAt(id);
      expect(firstUse).not.toBeNull();
      for (let i = 0; i < 3; i++) expect((await withKey(t, key, 'GET', '/me')).status).toBe(200);
      expect(await lastUsedAt(id)).toBe(firstUse);

      // Over a minute old: the next request writes it again.
      await t.db.query(
        `UPDATE api_keys SET last_used_at = now() - interval '61 seconds' WHERE id = $1`,
        [id],
      );
      const stale = await lastUsedAt(id);
      expect((await withKey(t, key, 'GET', '/me')).status).toBe(200);
      const [{ fresh }] = await t.db.query<{ fresh: boolean }[]>(
        `SELECT last_used_at > $2::timestamptz + interval '60 seconds' AS fresh
           FROM api_keys WHERE id = $1`,
        [id, stale],
      );
      expect(fresh).toBe(true);
      // 59 seconds old: still recent, nothing is written.
      await t.db.query(
        `UPDATE api_keys SET last_used_at = now() - interval '59 seconds' WHERE id = $1`,
        [id],
      );
      const recent = await lastUsedAt(id);
      expect((await withKey(t, key, 'GET', '/me')).status).toBe(200);
      expect(await lastUsedAt(id)).toBe(recent);
    });
  });

  describe('DELETE /api-keys/{id}', () => {
    it('revokes at once: the next request with the key is 401', async () => {
      const admin = await signUp(t, { premium: true });
      const { id, key } = await createKey(t, admin.email, ['contacts:read']);
      expect((await withKey(t, key, 'GET', '/contacts')).status).toBe(200);
      const revoke = await call(t, 'DELETE', `/api-keys/${id}`, { as: admin.email });
      expect([revoke.status, revoke.text]).toEqual([204, '']);
      const after = await withKey(t, key, 'GET', '/contacts');
      expect([after.status, after.body.detail]).toEqual([401, INVALID_API_KEY_DETAIL]);
      expect(await keyRows(admin.userId)).toEqual([]);
      const again = await call(t, 'DELETE', `/api-keys/${id}`, { as: admin.email });
      expect([again.status, again.body.detail]).toEqual([404, 'API key not found']);
    });

    it('lets a manager revoke any key of the workspace; a member only their own (403)', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const colleague = await addMember(t, admin.workspaceId, 'member');
      const repKey = await createKey(t, rep.email, ['contacts:read']);
      const colleagueKey = await createKey(t, colleague.email, ['contacts:read']);

      const refused = await call(t, 'DELETE', `/api-keys/${colleagueKey.id}`, { as: rep.email });
      expect([refused.status, refused.body.detail]).toEqual([403, 'Managers only']);
      expect(await keyRows(colleague.userId)).toHaveLength(1);

      expect((await call(t, 'DELETE', `/api-keys/${repKey.id}`, { as: rep.email })).status).toBe(
        204,
      );
      const byManager = await call(t, 'DELETE', `/api-keys/${colleagueKey.id}`, {
        as: admin.email,
      });
      expect(byManager.status).toBe(204);
      expect(await keyRows(colleague.userId)).toEqual([]);
      expect((await withKey(t, colleagueKey.key, 'GET', '/me')).status).toBe(401);
    });

    it("answers 404 for another workspace's key, an unknown id and a malformed id", async () => {
      const admin = await signUp(t, { premium: true });
      const stranger = await signUp(t, { premium: true });
      const theirs = await createKey(t, stranger.email, ['contacts:read']);
      for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
        const res = await call(t, 'DELETE', `/api-keys/${id}`, { as: admin.email });
        expect([res.status, res.body.detail]).toEqual([404, 'API key not found']);
      }
      expect(await keyRows(stranger.userId)).toHaveLength(1);
      expect((await withKey(t, theirs.key, 'GET', '/me')).status).toBe(200);
    });

    it('revokes the keys of a removed member, in the same transaction as the removal', async () => {
      const admin = await signUp(t, { premium: true });
      const rep = await addMember(t, admin.workspaceId, 'member');
      const { key } = await createKey(t, rep.email, ['contacts:read']);
      expect((await withKey(t, key, 'GET', '/me')).status).toBe(200);
      const removed = await call(t, 'DELETE', `/team/${rep.userId}`, { as: admin.email });
      expect(removed.status).toBe(204);
      expect(await keyRows(rep.userId)).toEqual([]);
      const after = await withKey(t, key, 'GET', '/me');
      expect([after.status, after.body.detail]).toEqual([401, INVALID_API_KEY_DETAIL]);
    });

    it('is allowed on a free workspace', async () => {
      const admin = await signUp(t);
      const { id } = await createKey(t, admin.email, ['contacts:read']);
      expect((await call(t, 'DELETE', `/api-keys/${id}`, { as: admin.email })).status).toBe(204);
    });
  });

  describe('OpenAPI', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document
    let doc: any;
    beforeAll(async () => {
      doc = (await call(t, 'GET', '/openapi.json')).body;
    });

    it('declares the apiKey scheme and offers it on the operations keys may call', () => {
      expect(doc.components.securitySchemes.apiKey).toMatchObject({
        type: 'apiKey',
        in: 'header',
        name: 'X-Api-Key',
      });
      const listContacts = doc.paths['/contacts'].get;
      expect(listContacts.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
      expect(listContacts['x-required-scope']).toBe('contacts:read');
      expect(listContacts.description).toMatch(/API keys: needs scope `contacts:read`\.$/);
      expect(listContacts.responses['403'].content['application/problem+json'].example).toEqual({
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        detail: "Scope 'contacts:read' required",
        code: 'forbidden',
      });
      expect(listContacts.responses['400'].description).toBe(
        'A header read as one value (`Authorization`, `X-Api-Key`, `Idempotency-Key`, ' +
          "`Last-Event-ID`, `Content-Type`) is given more than once; or the query string's " +
          'percent-escapes are not UTF-8; or both `Authorization` and `X-Api-Key` sent',
      );
      expect(listContacts.responses['401'].description).toContain('revoked or expired API key');
      expect(doc.paths['/contacts'].post['x-required-scope']).toBe('contacts:write');
      expect(doc.paths['/me'].get['x-required-scope']).toBe('any');
      expect(doc.paths['/settings'].put.responses['403'].description).toContain(
        "Scope 'settings:write' required",
      );
    });

    it('names every scope a route needs when it needs several', () => {
      const timeline = doc.paths['/contacts/{id}/timeline'].get;
      expect(timeline['x-required-scope']).toEqual(['contacts:read', 'activities:read']);
      expect(timeline.description).toMatch(
        /API keys: needs scopes `contacts:read` and `activities:read`\.$/,
      );
      expect(timeline.responses['403'].description).toBe(
        'An API key without scope `contacts:read` or without `activities:read` (the detail ' +
          'names the first missing)',
      );
      const dataExport = doc.paths['/contacts/{id}/data-export'].get;
      expect(dataExport['x-required-scope']).toEqual([
        'contacts:read',
        'activities:read',
        'sequences:read',
      ]);
      expect(dataExport.responses['403'].description).toBe(
        "Admin-level role required; or, with an API key: Scope 'contacts:read' required or " +
          "Scope 'activities:read' required or Scope 'sequences:read' required",
      );
    });

    it('documents the 403 a key gets on every route keys cannot call', () => {
      for (const [path, method] of [
        ['/billing', 'get'],
        ['/billing/checkout', 'post'],
        ['/billing/simulate-payment', 'post'],
        ['/api-keys', 'post'],
        ['/api-keys', 'get'],
        ['/admin/companies', 'get'],
      ]) {
        const refusal = doc.paths[path][method].responses['403'];
        const text = `${refusal.description} ${JSON.stringify(refusal.content)}`;
        expect([path, method, text]).toEqual([path, method, expect.stringContaining(NO_KEYS)]);
      }
      const billing = doc.paths['/billing'].get.responses['403'];
      expect(billing.content['application/problem+json'].example.detail).toBe(NO_KEYS);
    });

    it('keeps the bearer token alone where keys cannot go', () => {
      for (const [path, method] of [
        ['/billing/checkout', 'post'],
        ['/admin/companies', 'get'],
        ['/api-keys', 'post'],
        ['/api-keys', 'get'],
        ['/api-keys/{id}', 'delete'],
      ]) {
        const operation = doc.paths[path][method];
        expect([path, operation.security]).toEqual([path, [{ bearer: [] }]]);
        expect(operation).not.toHaveProperty('x-required-scope');
      }
      expect(doc.paths['/health'].get.security).toEqual([]);
    });

    it('documents the key routes with their operation ids and examples that pass validation', async () => {
      expect(doc.paths['/api-keys'].post.operationId).toBe('createApiKey');
      expect(doc.paths['/api-keys'].get.operationId).toBe('listApiKeys');
      expect(doc.paths['/api-keys/{id}'].delete.operationId).toBe('revokeApiKey');
      const ref: string =
        doc.paths['/api-keys'].post.requestBody.content['application/json'].schema.$ref;
      const schema = doc.components.schemas[ref.split('/').pop()!];
      const example = Object.fromEntries(
        Object.entries(schema.properties as Record<string, { example: unknown }>).map(
          ([name, property]) => [name, property.example],
        ),
      );
      const admin = await signUp(t);
      const res = await call(t, 'POST', '/api-keys', { as: admin.email, body: example });
      expect(res.status).toBe(200);
      const created = doc.components.schemas.CreatedApiKeyResponse.properties;
      expect(created.key.example).toMatch(KEY_SHAPE);
    });
  });

  describe('statements per request', () => {
    let counted: TestApp;
    beforeAll(async () => {
      // No rate limit: its hook verifies the key before the counter starts counting.
      counted = await startApp({ SQL_STATEMENT_COUNTER: 'true', RATE_LIMIT_PER_MINUTE: '0' });
    });
    afterAll(async () => {
      await counted.close();
    });
    const statements = (res: { headers: Record<string, unknown> }) =>
      Number(res.headers[SQL_STATEMENTS_HEADER]);

    it('verifies a key with one statement, plus the last_used_at write once a minute', async () => {
      const admin = await signUp(counted, { premium: true });
      const { key } = await createKey(counted, admin.email, ['contacts:read']);
      // GET /me of a premium workspace sends nothing beyond authentication.
      const first = await withKey(counted, key, 'GET', '/me');
      expect([first.status, statements(first)]).toEqual([200, 2]);
      const next = await withKey(counted, key, 'GET', '/me');
      expect([next.status, statements(next)]).toEqual([200, 1]);
      const bearer = await call(counted, 'GET', '/me', { as: admin.email });
      expect(statements(bearer)).toBe(1);
    });

    it('lists keys with one statement whatever the page size', async () => {
      const admin = await signUp(counted, { premium: true });
      for (let i = 0; i < 4; i++) await createKey(counted, admin.email, ['contacts:read']);
      for (const limit of ['1', '4']) {
        const res = await call(counted, 'GET', '/api-keys', { as: admin.email, query: { limit } });
        expect([res.body.items.length, statements(res)]).toEqual([Number(limit), 2]);
      }
    });
  });
});
