import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { DEFAULT_STAGES, DEFAULT_WORKSPACE_STAGES } from '../src/tenancy/stages.js';
import {
  createContact,
  createSequence,
  scheduleFollowup,
  signUp,
  type Member,
} from './support/factories.js';
import { checkoutCompletedEvent, sign, WEBHOOK_SECRET } from './support/stripe-events.js';
import { call, startApp, type TestApp, useTestApp } from './support/test-app.js';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

function invalidText(field: string): string {
  return `Validation failed: ${field} must not contain NUL characters or unpaired surrogates`;
}

/** `[[[...]]]` nested `depth` times. */
function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

describe('Odd input is a 422 naming the field, never a 500', () => {
  let t: TestApp;
  let admin: Member;
  let owner: Member;

  beforeAll(async () => {
    t = await startApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    admin = await signUp(t, { premium: true });
    owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function contactCount(): Promise<number> {
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    return row.n;
  }

  function expectInvalidText(res: Awaited<ReturnType<typeof call>>, field: string) {
    expect({ status: res.status, detail: res.body?.detail }).toEqual({
      status: 422,
      detail: invalidText(field),
    });
    expect(res.body.errors).toEqual([
      { field, message: `${field} must not contain NUL characters or unpaired surrogates` },
    ]);
  }

  describe('NUL characters and unpaired surrogates', () => {
    it('in a query string: GET /contacts?q=a%00b and /admin/companies?q=%00', async () => {
      expectInvalidText(await call(t, 'GET', '/contacts?q=a%00b', { as: admin.email }), 'q');
      expectInvalidText(await call(t, 'GET', '/admin/companies?q=%00', { as: owner.email }), 'q');
    });

    it.each(['first_name', 'last_name', 'company', 'title', 'phone'])(
      'in the contact field %s, created or edited; nothing is stored',
      async (field) => {
        const before = await contactCount();
        for (const text of [NUL, LONE]) {
          const body = { first_name: 'Ada', [field]: text };
          expectInvalidText(await call(t, 'POST', '/contacts', { as: admin.email, body }), field);
        }
        expect(await contactCount()).toBe(before);
        const contact = await createContact(t, admin.email, { first_name: 'Kept' });
        const res = await call(t, 'PATCH', `/contacts/${contact.id}`, {
          as: admin.email,
          body: { [field]: NUL },
        });
        expectInvalidText(res, field);
        const [row] = await t.db.query(`SELECT first_name FROM contacts WHERE id = $1`, [
          contact.id,
        ]);
        expect(row.first_name).toBe('Kept');
      },
    );

    it('in a tag, named by its position', async () => {
      const body = { first_name: 'Ada', tags: ['vip', NUL] };
      expectInvalidText(await call(t, 'POST', '/contacts', { as: admin.email, body }), 'tags.1');
    });

    it('in a contact e-mail or an invite e-mail: the e-mail validator never sees it', async () => {
      const email = 'a\ud800@x.test';
      expectInvalidText(
        await call(t, 'POST', '/contacts', { as: admin.email, body: { first_name: 'A', email } }),
        'email',
      );
      expectInvalidText(
        await call(t, 'POST', '/team/invites', {
          as: admin.email,
          body: { email, role: 'member' },
        }),
        'email',
      );
      const [row] = await t.db.query(
        `SELECT count(*)::int AS n FROM invites WHERE workspace_id = $1`,
        [admin.workspaceId],
      );
      expect(row.n).toBe(0);
    });

    it('in an interaction summary and a follow-up title', async () => {
      const contact = await createContact(t, admin.email);
      expectInvalidText(
        await call(t, 'POST', `/contacts/${contact.id}/interactions`, {
          as: admin.email,
          body: { type: 'call', summary: NUL },
        }),
        'summary',
      );
      expectInvalidText(
        await call(t, 'POST', `/contacts/${contact.id}/followups`, {
          as: admin.email,
          body: { title: LONE, scheduled_for: new Date(Date.now() + 86_400_000).toISOString() },
        }),
        'title',
      );
      const followup = await scheduleFollowup(t, admin.email, contact.id);
      expectInvalidText(
        await call(t, 'PATCH', `/followups/${followup.id}`, {
          as: admin.email,
          body: { title: NUL },
        }),
        'title',
      );
      const [row] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM interactions WHERE contact_id = $1) AS interactions,
                (SELECT title FROM followups WHERE id = $2) AS title`,
        [contact.id, followup.id],
      );
      expect(row).toEqual({ interactions: 0, title: 'Call back' });
    });

    it('in a sequence name or step title', async () => {
      const steps = [{ day_offset: 0, title: LONE, channel: 'call' }];
      expectInvalidText(
        await call(t, 'POST', '/sequences', { as: admin.email, body: { name: NUL, steps } }),
        'name',
      );
      expectInvalidText(
        await call(t, 'POST', '/sequences', { as: admin.email, body: { name: 'N', steps } }),
        'steps.0.title',
      );
      const sequence = await createSequence(t, admin.email);
      expectInvalidText(
        await call(t, 'PATCH', `/sequences/${sequence.id}`, {
          as: admin.email,
          body: { name: NUL },
        }),
        'name',
      );
    });

    it('in the settings time zone or a stage label; the settings are unchanged', async () => {
      const body = (overrides: Record<string, unknown>) => ({
        dormancy_days: 14,
        timezone: 'UTC',
        stages: DEFAULT_STAGES,
        ...overrides,
      });
      expectInvalidText(
        await call(t, 'PUT', '/settings', { as: admin.email, body: body({ timezone: NUL }) }),
        'timezone',
      );
      const stages = DEFAULT_STAGES.map((s, i) => (i === 1 ? { ...s, label: LONE } : s));
      expectInvalidText(
        await call(t, 'PUT', '/settings', { as: admin.email, body: body({ stages }) }),
        'stages.1.label',
      );
      const [row] = await t.db.query(`SELECT timezone, stages FROM workspaces WHERE id = $1`, [
        admin.workspaceId,
      ]);
      expect(row).toEqual({ timezone: 'UTC', stages: DEFAULT_WORKSPACE_STAGES });
    });
  });

  describe('deep nesting', () => {
    const detail = (field: string) =>
      `Validation failed: ${field} must not nest arrays or objects more than 32 levels deep`;

    it('a 5,000-deep array in POST /contacts is a 422; nothing is stored', async () => {
      const before = await contactCount();
      const res = await t.app.inject({
        method: 'POST',
        url: '/contacts',
        headers: { authorization: `Bearer dev:${admin.email}`, 'content-type': 'application/json' },
        payload: `{"first_name":"Ada","tags":${nested(5000)}}`,
      });
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
        status: 422,
        detail: detail('tags'),
      });
      expect(await contactCount()).toBe(before);
    });

    it('a 5,000-deep array in PUT /settings is a 422', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/settings',
        headers: { authorization: `Bearer dev:${admin.email}`, 'content-type': 'application/json' },
        payload: `{"dormancy_days":14,"timezone":"UTC","stages":${nested(5000)}}`,
      });
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
        status: 422,
        detail: detail('stages'),
      });
    });

    it('a whole body nested 5,000 deep is a 422 on the body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/contacts',
        headers: { authorization: `Bearer dev:${admin.email}`, 'content-type': 'application/json' },
        payload: `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      });
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
        status: 422,
        detail: detail('a'),
      });
    });
  });

  describe('forged cursors', () => {
    const forged = (key: string[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const FORGED = [
      ['9999-99-99 99:99:99', '00000000-0000-0000-0000-000000000000'],
      ['2026-02-30 10:00:00+00', '00000000-0000-0000-0000-000000000000'],
      ['0000-01-01 00:00:00+00', '00000000-0000-0000-0000-000000000000'],
      ['2026-01-01 10:00:00+99', '00000000-0000-0000-0000-000000000000'],
    ];
    let lists: [string, string, () => Member][];

    beforeAll(async () => {
      const contact = await createContact(t, admin.email);
      const sequence = await createSequence(t, admin.email);
      const asAdmin = () => admin;
      const asOwner = () => owner;
      lists = [
        ['contacts', '/contacts', asAdmin],
        ['dormant contacts', '/contacts/dormant', asAdmin],
        ['companies', '/admin/companies', asOwner],
        ['audit', '/admin/audit', asOwner],
        ['team', '/team', asAdmin],
        ['invites', '/team/invites', asAdmin],
        ['follow-ups', '/followups', asAdmin],
        ['sequences', '/sequences', asAdmin],
        ['groups', '/groups', asAdmin],
        ['enrollments', `/sequences/${sequence.id}/enrollments`, asAdmin],
        ['interactions', `/contacts/${contact.id}/interactions`, asAdmin],
        ['board column', '/board/stages/lead/contacts', asAdmin],
        ['pipelines', '/pipelines', asAdmin],
        ['custom fields', '/custom-fields', asAdmin],
      ];
    });

    it('is a 422 on every keyset list, before any SQL', async () => {
      expect(lists).toHaveLength(14);
      const answers: string[] = [];
      for (const [name, url, who] of lists) {
        for (const key of FORGED) {
          const res = await call(t, 'GET', url, {
            as: who().email,
            query: { cursor: forged(key) },
          });
          answers.push(`${name} ${key[0]}: ${res.status} ${res.body?.detail}`);
        }
      }
      expect(answers).toEqual(
        lists.flatMap(([name]) =>
          FORGED.map(
            ([at]) =>
              `${name} ${at}: 422 Validation failed: cursor is not a next_cursor returned by this list`,
          ),
        ),
      );
    });

    it('a text part of a cursor with a NUL is refused too (timeline)', async () => {
      const contact = await createContact(t, admin.email);
      const res = await call(t, 'GET', `/contacts/${contact.id}/timeline`, {
        as: admin.email,
        query: {
          cursor: forged([
            '2026-01-01 10:00:00+00',
            '00000000-0000-0000-0000-000000000000',
            'a\u0000b',
          ]),
        },
      });
      // The whole answer, to the byte: the door refuses the cursor, the HTTP layer words the 422.
      expect({
        status: res.status,
        type: res.headers['content-type'],
        text: res.text,
      }).toEqual({
        status: 422,
        type: 'application/problem+json; charset=utf-8',
        text: JSON.stringify({
          type: 'about:blank',
          title: 'Unprocessable Entity',
          status: 422,
          detail: 'Validation failed: cursor is not a next_cursor returned by this list',
          code: 'validation_failed',
          errors: [
            { field: 'cursor', message: 'cursor is not a next_cursor returned by this list' },
          ],
        }),
      });
    });
  });

  describe('signed payment webhooks of odd shapes', () => {
    async function deliver(event: Record<string, unknown>) {
      const payload = JSON.stringify(event);
      const res = await t.app.inject({
        method: 'POST',
        url: '/webhooks/payments',
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
        payload,
      });
      return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    }

    async function freeWorkspace() {
      const member = await signUp(t);
      return {
        member,
        state: async () => {
          const [row] = await t.db.query(
            `SELECT is_premium, subscription_status, payment_customer_id,
                    (SELECT count(*)::int FROM payment_events WHERE workspace_id = w.id) AS events
               FROM workspaces w WHERE id = $1`,
            [member.workspaceId],
          );
          return row;
        },
      };
    }
    const UNCHANGED = {
      is_premium: false,
      subscription_status: null,
      payment_customer_id: null,
      events: 0,
    };

    it.each([
      ['null', null],
      ['a string', 'cs_test_123'],
      ['an array', []],
      ['a number', 7],
    ])(
      'a checkout.session.completed whose data.object is %s is acknowledged as ignored',
      async (_name, object) => {
        const event = checkoutCompletedEvent(null);
        const res = await deliver({ ...event, data: { object } });
        expect(res).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
        const [row] = await t.db.query(
          `SELECT count(*)::int AS n FROM payment_events WHERE event_id = $1`,
          [event.id],
        );
        expect(row.n).toBe(0);
      },
    );

    it('metadata that is not an object, or a company_id that is not a string, matches no workspace', async () => {
      const { member, state } = await freeWorkspace();
      for (const metadata of ['x', null, [member.workspaceId], { company_id: 42 }]) {
        const res = await deliver(checkoutCompletedEvent(member.workspaceId, { metadata }));
        expect(res).toEqual({ status: 200, body: { received: true, outcome: 'unknown_company' } });
      }
      expect(await state()).toEqual(UNCHANGED);
    });

    it.each([
      ['no data', (e: Record<string, unknown>) => ({ ...e, data: undefined })],
      ['data: null', (e: Record<string, unknown>) => ({ ...e, data: null })],
      ['data a string', (e: Record<string, unknown>) => ({ ...e, data: 'x' })],
      [
        'an id of 5,000 characters',
        (e: Record<string, unknown>) => ({ ...e, id: 'e'.repeat(5000) }),
      ],
      ['an id with a NUL', (e: Record<string, unknown>) => ({ ...e, id: 'evt_\u0000' })],
      ['a numeric id', (e: Record<string, unknown>) => ({ ...e, id: 12 })],
    ])('an event with %s is refused as not a Stripe event; nothing changes', async (_n, make) => {
      const { member, state } = await freeWorkspace();
      const res = await deliver(make(checkoutCompletedEvent(member.workspaceId)));
      expect({ status: res.status, detail: res.body.detail }).toEqual({
        status: 400,
        detail: 'Signed payload is not a Stripe event',
      });
      expect(await state()).toEqual(UNCHANGED);
    });

    it('a customer id that is not a Stripe id upgrades the workspace without storing it', async () => {
      const { member, state } = await freeWorkspace();
      for (const customer of ['cus_\u0000', 'c'.repeat(5000)]) {
        const res = await deliver(checkoutCompletedEvent(member.workspaceId, { customer }));
        expect(res).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
      }
      expect(await state()).toEqual({
        is_premium: true,
        subscription_status: 'active',
        payment_customer_id: null,
        events: 2,
      });
    });
  });
});

describe('Identity-provider tokens with odd e-mail claims', () => {
  const SECRET = 'odd-input-shared-secret-of-32-characters-or-more';
  const t = useTestApp({ AUTH_JWT_SECRET: SECRET, AUTH_PROVIDER_URL: 'http://127.0.0.1:9/auth' });

  async function signIn(email: string) {
    const token = await new SignJWT({ aud: 'authenticated', role: 'authenticated', email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    return call(t, 'GET', '/me', { headers: { authorization: `Bearer ${token}` } });
  }

  async function usersNamed(email: string): Promise<number> {
    const [row] = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [
      email,
    ]);
    return row.n;
  }

  it('an e-mail of 5,000 characters is a 401; no user is made', async () => {
    const email = `${'a'.repeat(4990)}@x.test`;
    const res = await signIn(email);
    expect({ status: res.status, detail: res.body.detail }).toEqual({
      status: 401,
      detail: 'Access token e-mail claim is longer than 254 characters',
    });
    expect(await usersNamed(email)).toBe(0);
  });

  it('an e-mail of 255 characters is refused, one of 254 signs in', async () => {
    const long = (n: number) => `${'b'.repeat(n - 7)}@x.test`;
    expect((await signIn(long(255))).status).toBe(401);
    const res = await signIn(long(254));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(long(254));
  });

  it('counts an e-mail in characters, as an invite does: 254 letters beyond the BMP sign in', async () => {
    // U+1D4B6, two UTF-16 units each: 247 of them are 494 units.
    const astral = (n: number) => `${'\u{1D4B6}'.repeat(n - 7)}@x.test`;
    expect((await signIn(astral(255))).status).toBe(401);
    const res = await signIn(astral(254));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(astral(254));
    expect(await usersNamed(astral(254))).toBe(1);
  });

  it('an e-mail with a NUL or an unpaired surrogate is a 401', async () => {
    for (const email of ['a\u0000b@x.test', 'a\ud800@x.test']) {
      const res = await signIn(email);
      expect({ status: res.status, detail: res.body.detail }).toEqual({
        status: 401,
        detail: 'Access token e-mail claim must not contain NUL characters or unpaired surrogates',
      });
    }
  });
});
