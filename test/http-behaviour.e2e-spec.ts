import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { StageChangeReactions } from '../src/modules/contacts/stage-change-reactions.js';
import {
  NO_BODY_MESSAGE,
  NO_FILTER_MESSAGE,
  unknownPropertyMessage,
} from '../src/core/http/unread-input.js';
import { addMember, createContact, scheduleFollowup, signUp } from './support/factories.js';
import {
  bearer,
  call,
  startApp,
  type TestApp,
  uniqueEmail,
  useTestApp,
} from './support/test-app.js';
import { QUERY_NOT_UTF8 } from '../src/core/http/query-encoding.js';
import { randomInt } from 'node:crypto';

describe('HTTP behaviour', () => {
  let t: TestApp;
  let premium: { email: string; workspaceId: string };

  beforeAll(async () => {
    t = await startApp({ CORS_ORIGINS: 'https://app.example.com,https://admin.example.com' });
    premium = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers malformed JSON with a 400 problem and creates nothing', async () => {
    const before = await t.db.query(
      `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
      [premium.workspaceId],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: { ...bearer(premium.email), 'content-type': 'application/json' },
      payload: '{"first_name": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toMatchObject({
      status: 400,
      title: 'Bad Request',
      detail: 'Request body is not valid JSON',
      code: 'malformed_json',
    });
    const after = await t.db.query(
      `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`,
      [premium.workspaceId],
    );
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a body key every object answers (toString: 422, __proto__: 400), creating nothing', async () => {
    const count = async () =>
      (
        await t.db.query(`SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`, [
          premium.workspaceId,
        ])
      )[0].n;
    const before = await count();
    const send = (payload: string, url = '/contacts') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(premium.email), 'content-type': 'application/json' },
        payload,
      });
    // The DTOs' transformer skipped such keys, so these were written and answered 200.
    const cases: [string, string, string][] = [
      ['{"first_name":"A","hasOwnProperty":"x"}', 'hasOwnProperty', 'hasOwnProperty'],
      ['{"first_name":"A","custom":{"toString":"x"}}', 'custom.toString', 'toString'],
      ['{"first_name":"A","tags":["x"],"custom":{"valueOf":1}}', 'custom.valueOf', 'valueOf'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await send(payload);
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.json().errors).toEqual([
        { field, message: `${field} is not accepted: '${key}' is a reserved name` },
      ]);
    }
    // Refused by the JSON reader's guard; valid JSON all the same, so not "not valid JSON".
    for (const payload of [
      '{"first_name":"A","custom":{"__proto__":{"t":"x"}}}',
      '{"first_name":"A","constructor":{"prototype":{}}}',
    ]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        detail:
          "Request body has a key '__proto__', or a key 'constructor' holding 'prototype': neither is accepted",
        code: 'reserved_key',
      });
    }
    const stage = await send(
      JSON.stringify({
        key: 'p2',
        name: 'P2',
        stages: [
          { key: 'constructor', label: 'C', kind: 'open' },
          { key: 'p2-won', label: 'Won', kind: 'won' },
        ],
      }),
      '/pipelines',
    );
    expect(stage.statusCode).toBe(422);
    expect(stage.json().errors).toEqual([
      { field: 'stages.0.key', message: 'key must not be constructor: a reserved name' },
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: { ...bearer(premium.email), 'content-type': 'application/json' },
      payload: JSON.stringify({ first_name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toMatchObject({
      status: 413,
      detail: 'Request body is larger than the 1 MiB limit',
      code: 'payload_too_large',
    });
  });

  const contactCount = async () =>
    (
      await t.db.query(`SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`, [
        premium.workspaceId,
      ])
    )[0].n;

  const UNSUPPORTED = {
    status: 415,
    title: 'Unsupported Media Type',
    code: 'unsupported_media_type',
  };

  /**
   * POSTs `payload` as it is (to /contacts unless `url` says otherwise), expects the problem and
   * that no contact was created; answers the response.
   */
  async function expectRefused(
    sent: { url?: string; headers: Record<string, string>; payload: string | Buffer },
    problem: { status: number; title: string; detail: string; code: string },
  ) {
    const before = await contactCount();
    const res = await t.app.inject({
      method: 'POST',
      url: sent.url ?? '/contacts',
      headers: { ...bearer(premium.email), ...sent.headers },
      payload: sent.payload,
    });
    expect([res.statusCode, res.headers['content-type'], res.json()]).toEqual([
      problem.status,
      'application/problem+json; charset=utf-8',
      { type: 'about:blank', ...problem },
    ]);
    expect(await contactCount()).toBe(before);
    return res;
  }

  // A JSON text sent as text or as a form (curl -d labels it a form) is refused for its type,
  // not read as a string or as a form whose one key is the whole text.
  it.each([
    ['application/xml', '<contact><first_name>Ada</first_name></contact>'],
    ['text/plain', '{"first_name":"Ada"}'],
    ['text/plain; charset=utf-8', '{"first_name":"Ada"}'],
    ['application/x-www-form-urlencoded', '{"first_name":"Ada"}'],
    ['application/x-www-form-urlencoded', 'first_name=Ada'],
    [
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAda\r\n--b--\r\n',
    ],
  ])('refuses a %s body with a 415 problem and creates nothing', async (type, payload) => {
    await expectRefused(
      { headers: { 'content-type': type }, payload },
      { ...UNSUPPORTED, detail: 'Unsupported Content-Type; send application/json' },
    );
  });

  // JSON is UTF-8 (RFC 8259): a body in another charset, or bytes that are not UTF-8, were read
  // as UTF-8 and their accents stored as U+FFFD.
  it.each([
    ['application/json; charset=iso-8859-1', Buffer.from('{"first_name":"Ren\u00e9e"}', 'latin1')],
    ['application/json; Charset="UTF-16"', Buffer.from('{"first_name":"Ada"}', 'utf16le')],
  ])('refuses a %s body with a 415 problem and creates nothing', async (type, payload) => {
    await expectRefused(
      { headers: { 'content-type': type }, payload },
      { ...UNSUPPORTED, detail: 'Unsupported charset; send JSON in UTF-8' },
    );
  });

  it.each(['application/json', 'application/json; charset=utf-8'])(
    'refuses a %s body whose bytes are not UTF-8 with a 400 problem and creates nothing',
    async (type) => {
      await expectRefused(
        {
          headers: { 'content-type': type },
          payload: Buffer.from('{"first_name":"Ren\u00e9e"}', 'latin1'),
        },
        {
          status: 400,
          title: 'Bad Request',
          detail: 'The body is not valid UTF-8',
          code: 'malformed_json',
        },
      );
    },
  );

  it('reads a UTF-8 body whatever way its charset is written', async () => {
    for (const type of ['application/json; charset=UTF-8', 'application/json;charset="utf8"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/contacts',
        headers: { ...bearer(premium.email), 'content-type': type },
        payload: Buffer.from(JSON.stringify({ first_name: 'Renée' }), 'utf8'),
      });
      expect([type, res.statusCode, res.json().first_name]).toEqual([type, 200, 'Renée']);
    }
  });

  // Fastify does not decompress a body: its bytes reached the parser and were answered as bad
  // JSON (or as a file that is no CSV), which named no cause.
  it.each([
    ['/contacts', 'application/json', 'gzip'],
    ['/contacts', 'application/json', 'br'],
    ['/imports', 'multipart/form-data; boundary=b', 'gzip'],
  ])(
    'refuses a compressed body to %s (%s, %s) with 415 and creates nothing',
    async (url, type, coding) => {
      const text =
        url === '/contacts'
          ? '{"first_name":"Ada"}'
          : '--b\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\n\r\nfirst_name\nAda\n\r\n--b--\r\n';
      const res = await expectRefused(
        {
          url,
          headers: { 'content-type': type, 'content-encoding': coding },
          payload: coding === 'gzip' ? gzipSync(text) : brotliCompressSync(text),
        },
        { ...UNSUPPORTED, detail: 'Unsupported Content-Encoding; send the body uncompressed' },
      );
      expect(res.headers['accept-encoding']).toBe('identity');
    },
  );

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"first_name":', 400],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'first_name=Ada', 415],
    ['an unread type', { 'content-type': 'application/xml' }, '<first_name/>', 415],
    ['no type', {}, '{"first_name":"Ada"}', 415],
    ['a charset not UTF-8', { 'content-type': 'application/json; charset=latin1' }, '{}', 415],
    [
      'bytes not UTF-8',
      { 'content-type': 'application/json' },
      Buffer.from([0x7b, 0xff, 0x7d]),
      400,
    ],
    [
      'a compressed body',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync('{"first_name":"Ada"}'),
      415,
    ],
    [
      'a multipart body',
      { 'content-type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAda\r\n--b--\r\n',
      415,
    ],
  ] as const)(
    'answers 401, 403 and 402 before refusing a body of %s',
    async (_what, headers, payload, refusal) => {
      const send = (url: string, method: 'POST' | 'PUT', as?: string) =>
        t.app.inject({
          method,
          url,
          headers: { ...(as ? bearer(as) : {}), ...headers },
          payload,
        });
      expect((await send('/contacts', 'POST')).statusCode).toBe(401);
      const member = await addMember(t, premium.workspaceId, 'member');
      expect((await send('/settings', 'PUT', member.email)).statusCode).toBe(403);
      const free = await signUp(t);
      const unpaid = await send('/contacts', 'POST', free.email);
      expect(unpaid.statusCode).toBe(402);
      // Past the guards, the body's own refusal.
      const refused = await send('/contacts', 'POST', premium.email);
      expect(refused.statusCode).toBe(refusal);
      expect(refused.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('reads a body marked identity, and a body-less request whatever its Content-Encoding', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: {
        ...bearer(premium.email),
        'content-type': 'application/json',
        'content-encoding': 'Identity',
      },
      payload: '{"first_name":"Ada"}',
    });
    expect([plain.statusCode, plain.json().first_name]).toEqual([200, 'Ada']);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/billing/simulate-payment',
      headers: { ...bearer(premium.email), 'content-encoding': 'gzip' },
    });
    expect(empty.statusCode).toBe(200);
  });

  it('takes an empty text or form body as no body, as some clients label a body-less POST', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/billing/simulate-payment',
        headers: { ...bearer(premium.email), 'content-type': type },
        payload: '',
      });
      expect({ type, status: res.statusCode }).toEqual({ type, status: 200 });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: { ...bearer(premium.email), 'content-type': 'text/plain' },
      payload: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Validation failed: request body must be a JSON object');
  });

  it('reports validation failures as 422 with a string detail and errors[]', async () => {
    const res = await call(t, 'POST', '/contacts', { as: premium.email, body: { first_name: 42 } });
    expect(res.status).toBe(422);
    expect(typeof res.body.detail).toBe('string');
    expect(res.body.detail).toContain('first_name');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'first_name' })]),
    );
  });

  it('refuses unknown body fields with 422 (no mass assignment)', async () => {
    const res = await call(t, 'POST', '/contacts', {
      as: premium.email,
      body: { first_name: 'Ada', is_premium: true, workspace_id: premium.workspaceId },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['is_premium', 'workspace_id']),
    );
  });

  // 50,000 unknown properties took seconds of validation and answered 3 MB of errors.
  it.each([
    ['body', (wide: object) => ({ first_name: 'Ada', ...wide })],
    ['custom', (wide: object) => ({ first_name: 'Ada', custom: wide })],
  ])(
    'refuses a %s of more than 1,000 properties at once, creating nothing',
    async (field, body) => {
      const before = await contactCount();
      const wide = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]));
      const res = await call(t, 'POST', '/contacts', { as: premium.email, body: body(wide) });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        detail: `Validation failed: ${field} must not have more than 1000 properties`,
        errors: [{ field, message: `${field} must not have more than 1000 properties` }],
      });
      expect(await contactCount()).toBe(before);
    },
  );

  it('names the query when a query string has more than 1,000 parameters', async () => {
    const query = Array.from({ length: 1001 }, (_, i) => `k${i}=1`).join('&');
    const res = await call(t, 'GET', `/contacts?${query}`, { as: premium.email });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(
      'Validation failed: query must not have more than 1000 properties',
    );
  });

  it('refuses a query string whose percent-escapes are not UTF-8 with 400, writing nothing, and reads UTF-8 ones', async () => {
    const contactsNamed = async (name: string) =>
      (
        await t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND first_name = $2`,
          [premium.workspaceId, name],
        )
      )[0].n;
    const refused = { status: 400, type: 'application/problem+json', detail: QUERY_NOT_UTF8 };
    for (const [method, url] of [
      ['GET', '/contacts?q=%FF'],
      // Latin-1, and a lone surrogate's UTF-8 (CESU), which is no UTF-8 either.
      ['GET', '/contacts?filter[first_name][eq]=Ren%E9'],
      ['GET', '/contacts?filter[first_name][eq]=%ED%A0%80'],
      ['POST', '/contacts?x=%C3'],
    ] as const) {
      const res = await call(t, method, url, {
        as: premium.email,
        ...(method === 'POST' ? { body: { first_name: 'Escaped' } } : {}),
      });
      expect({
        url,
        status: res.status,
        type: String(res.headers['content-type']).split(';')[0],
        detail: res.body.detail,
      }).toEqual({ url, ...refused });
    }
    expect(await contactsNamed('Escaped')).toBe(0);
    // UTF-8 escapes, a plus and a % that starts no escape read as before.
    const u = Array.from({ length: 8 }, () => 'ghijklmnopqrstuvwxyz'[randomInt(20)]).join('');
    const named = await call(t, 'POST', '/contacts', {
      as: premium.email,
      body: { first_name: `René${u}`, company: `100% ${u}` },
    });
    expect(named.status).toBe(200);
    for (const query of [
      `filter[first_name][eq]=Ren%C3%A9${u}`,
      `q=Ren%C3%A9${u}+`,
      `q=100%+${u}`,
    ]) {
      const res = await call(t, 'GET', `/contacts?${query}`, { as: premium.email });
      expect({
        query,
        status: res.status,
        ids: res.body.items?.map((c: { id: string }) => c.id),
      }).toEqual({
        query,
        status: 200,
        ids: [named.body.id],
      });
    }
  });

  it('refuses a body on a route that takes none, naming each property, and changes nothing', async () => {
    const free = await signUp(t);
    const upgrade = await call(t, 'POST', '/billing/dev-upgrade', {
      as: free.email,
      body: { foo: 1 },
    });
    expect(upgrade.status).toBe(422);
    expect(upgrade.body).toMatchObject({
      detail: 'Validation failed: property foo should not exist',
      errors: [{ field: 'foo', message: unknownPropertyMessage('foo') }],
    });
    const [tier] = await t.db.query<{ is_premium: boolean }[]>(
      `SELECT is_premium FROM workspaces WHERE id = $1`,
      [free.workspaceId],
    );
    expect(tier.is_premium).toBe(false);

    const contact = await createContact(t, premium.email);
    const followup = await scheduleFollowup(t, premium.email, contact.id);
    const complete = await call(t, 'POST', `/followups/${followup.id}/complete`, {
      as: premium.email,
      body: { completed_at: '2020-01-01T00:00:00Z', status: 'open' },
    });
    expect(complete.status).toBe(422);
    expect(complete.body.detail).toBe(
      'Validation failed: property completed_at should not exist; property status should not exist',
    );
    const notJson = await call(t, 'POST', `/followups/${followup.id}/complete`, {
      as: premium.email,
      body: ['now'],
    });
    expect(notJson.status).toBe(422);
    expect(notJson.body.errors).toEqual([{ field: 'body', message: NO_BODY_MESSAGE }]);
    const [open] = await t.db.query<{ completed_at: Date | null }[]>(
      `SELECT completed_at FROM followups WHERE id = $1`,
      [followup.id],
    );
    expect(open.completed_at).toBeNull();

    // An empty object, like no body at all, is no body.
    const done = await call(t, 'POST', `/followups/${followup.id}/complete`, {
      as: premium.email,
      body: {},
    });
    expect(done.status).toBe(200);
    expect((await call(t, 'POST', '/billing/dev-upgrade', { as: free.email })).status).toBe(200);
  });

  it('documents that 422 on every write that takes no body', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    for (const [path, method] of [
      ['/admin/demo/reset', 'post'],
      ['/billing/dev-upgrade', 'post'],
      ['/followups/{id}/complete', 'post'],
      ['/webhook-endpoints/{id}/rotate-secret', 'post'],
    ]) {
      const refusal = doc.paths[path][method].responses['422'];
      expect([path, refusal.description]).toEqual([
        path,
        expect.stringContaining('this route takes no body'),
      ]);
    }
  });

  it('refuses filter[...] on a route that reads none, naming each, where it would have answered every record', async () => {
    const name = `Filtered${randomUUID().slice(0, 8)}`;
    const contact = await createContact(t, premium.email, { first_name: name, stage: 'won' });
    const followup = await scheduleFollowup(t, premium.email, contact.id);
    const filtered = await call(t, 'GET', '/followups?filter[stage][eq]=lead&filter=x&_=1', {
      as: premium.email,
    });
    expect(filtered.status).toBe(422);
    expect(filtered.headers['content-type']).toContain('application/problem+json');
    expect(filtered.body).toMatchObject({
      detail: `Validation failed: ${NO_FILTER_MESSAGE}; ${NO_FILTER_MESSAGE}`,
      errors: [
        { field: 'filter[stage][eq]', message: NO_FILTER_MESSAGE },
        { field: 'filter', message: NO_FILTER_MESSAGE },
      ],
    });
    // A route without parameters too; other unknown parameters are still dropped.
    const one = await call(t, 'GET', `/followups/${followup.id}?filter[stage][eq]=lead`, {
      as: premium.email,
    });
    expect(one.status).toBe(422);
    const busted = await call(t, 'GET', `/followups/${followup.id}?_=1`, { as: premium.email });
    expect(busted.status).toBe(200);
    // Routes that read filters apply them.
    const contacts = await call(
      t,
      'GET',
      `/contacts?filter[stage][eq]=won&filter[first_name][eq]=${name}`,
      {
        as: premium.email,
      },
    );
    expect(contacts.status).toBe(200);
    expect(contacts.body.items.map((c: { id: string }) => c.id)).toEqual([contact.id]);
    // Authentication comes first.
    expect((await call(t, 'GET', '/followups?filter[stage][eq]=lead')).status).toBe(401);
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    expect(doc.paths['/followups/{id}'].get.responses['422'].content).toBeDefined();
    expect(
      doc.paths['/settings'].get.responses['422'].content['application/problem+json'].example,
    ).toMatchObject({
      errors: [{ field: 'filter[stage][eq]', message: NO_FILTER_MESSAGE }],
    });
  });

  it('answers a JSON array body with 422', async () => {
    const res = await call(t, 'POST', '/contacts', {
      as: premium.email,
      body: [{ first_name: 'Ada' }],
    });
    expect(res.status).toBe(422);
  });

  it.each([
    ['PATCH', '/settings', 'GET, HEAD, PUT'],
    ['DELETE', '/contacts', 'GET, HEAD, POST'],
    ['PUT', '/contacts/01a22eee-db02-7cc2-8fe2-c90a03f4035d', 'GET, HEAD, PATCH, DELETE'],
    ['GET', '/billing/dev-upgrade', 'POST'],
  ])(
    'answers %s %s, a path that takes other methods, 405 with Allow',
    async (method, path, allow) => {
      const res = await t.app.inject({
        method: method as 'PATCH',
        url: `${path}?limit=1`,
        headers: { ...bearer(premium.email), 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.headers['x-request-id']).toBeDefined();
      expect(res.json()).toEqual({
        type: 'about:blank',
        title: 'Method Not Allowed',
        status: 405,
        detail: `${method} is not allowed on ${path}; it takes ${allow}`,
        code: 'method_not_allowed',
      });
    },
  );

  it("leaves CORS's preflight on every path and a path no route has (404) as they were", async () => {
    // CORS answers the preflight of a configured origin on every path.
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/contacts',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    const unknown = await call(t, 'GET', '/contacts/x/y/z', { as: premium.email });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });

  it('answers unknown routes with a JSON 404', async () => {
    const unknown = await call(t, 'POST', '/nope', { as: premium.email, body: {} });
    expect(unknown.body).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'Cannot POST /nope',
      code: 'not_found',
    });
    const res = await call(t, 'GET', '/nope', { as: premium.email });
    expect(res.status).toBe(404);
    expect(typeof res.body.detail).toBe('string');
  });

  it('sends CORS headers only to configured origins', async () => {
    const allowed = await call(t, 'OPTIONS', '/contacts', {
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(allowed.headers.vary).toContain('Origin');
    // Another origin, or none, gets no CORS header at all: its OPTIONS is no preflight (405).
    for (const origin of ['https://evil.example.com', undefined]) {
      const headers: Record<string, string> = origin ? { origin } : {};
      const other = await call(t, 'OPTIONS', '/contacts', {
        headers: { ...headers, 'access-control-request-method': 'POST' },
      });
      const read = await call(t, 'GET', '/me', { as: premium.email, headers });
      for (const res of [other, read]) {
        expect(
          Object.keys(res.headers).filter((name) => name.startsWith('access-control-')),
        ).toEqual([]);
      }
      expect(other.status).toBe(405);
      expect(read.status).toBe(200);
    }
  });

  it("sends the router's own 400 and 414 the CORS headers every other answer gets", async () => {
    const cors = (res: { headers: Record<string, unknown> }) =>
      Object.fromEntries(
        Object.entries(res.headers).filter(
          ([name]) => name.startsWith('access-control-') || name === 'vary',
        ),
      );
    const origin = { origin: 'https://app.example.com' };
    const found = await call(t, 'GET', `/contacts/${randomUUID()}`, {
      as: premium.email,
      headers: origin,
    });
    expect(found.status).toBe(404);
    for (const [url, status] of [
      ['/contacts/%E0%A4%A', 400],
      [`/contacts/${'x'.repeat(101)}`, 414],
    ] as const) {
      const res = await call(t, 'GET', url, { as: premium.email, headers: origin });
      expect([url, res.status, res.headers['content-type']]).toEqual([
        url,
        status,
        'application/problem+json; charset=utf-8',
      ]);
      expect(cors(res)).toEqual(cors(found));
      const other = await call(t, 'GET', url, {
        as: premium.email,
        headers: { origin: 'https://evil.example.com' },
      });
      const otherFound = await call(t, 'GET', `/contacts/${randomUUID()}`, {
        as: premium.email,
        headers: { origin: 'https://evil.example.com' },
      });
      expect(cors(other)).toEqual(cors(otherFound));
      expect(cors(other)).toEqual({ vary: 'Origin' });
    }
  });

  it('lets a configured origin send an Idempotency-Key', async () => {
    const preflight = await call(t, 'OPTIONS', '/contacts', {
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key',
      },
    });
    expect(preflight.headers['access-control-allow-headers']).toContain('Idempotency-Key');
  });

  it('lets a configured origin read the request id, the rate-limit headers and Idempotent-Replayed', async () => {
    const res = await call(t, 'GET', '/me', {
      as: premium.email,
      headers: { origin: 'https://app.example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-expose-headers']).toBe(
      'X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, Idempotent-Replayed',
    );
  });

  it("sets helmet's security headers on every response, errors included", async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data: validator.swagger.io;object-src 'none';" +
        "script-src 'self' 'unsafe-inline';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const ok = await call(t, 'GET', '/health');
    const unauthorized = await call(t, 'GET', '/me');
    expect(unauthorized.status).toBe(401);
    // The explorer's page and assets: no upgrade-insecure-requests, which over plain HTTP on any
    // host but localhost sent the browser to HTTPS for them and left the page blank.
    const docs = await call(t, 'GET', '/docs');
    const docsScript = await call(t, 'GET', '/docs/swagger-ui-bundle.js');
    expect([docs.status, docsScript.status]).toEqual([200, 200]);
    for (const res of [ok, unauthorized, docs, docsScript]) {
      expect(res.headers).toMatchObject(expected);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('marks every answer to a request with credentials Cache-Control: no-store', async () => {
    for (const path of ['/me', '/contacts', '/team', '/billing']) {
      const res = await call(t, 'GET', path, { as: premium.email });
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, 'no-store']);
    }
    const refused = await call(t, 'GET', '/contacts', {
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await call(t, 'GET', '/health')).headers['cache-control']).toBeUndefined();
  });

  it("keeps a caller's X-Request-Id only when it is short and plain, else generates one", async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const idOf = async (id: string) =>
      (await call(t, 'GET', '/health', { headers: { 'x-request-id': id } })).headers[
        'x-request-id'
      ];
    for (const kept of ['req-1', 'a.b_c:d-9', 'x'.repeat(128)]) {
      expect(await idOf(kept)).toBe(kept);
    }
    for (const refused of [
      'x'.repeat(129),
      'x'.repeat(10_240),
      '<script>alert(1)</script>',
      'two words',
      'id"; injected=1',
      '',
    ]) {
      expect(await idOf(refused)).toMatch(uuid);
    }
    const failed = await call(t, 'GET', '/contacts', {
      headers: { authorization: 'Bearer nonsense', 'x-request-id': 'y'.repeat(10_240) },
    });
    expect(failed.status).toBe(401);
    expect(failed.headers['x-request-id']).toMatch(uuid);
  });

  it('writes every datetime as ISO 8601 UTC with Z', async () => {
    const res = await call(t, 'POST', '/contacts', {
      as: premium.email,
      body: { first_name: 'Zed' },
    });
    expect(res.status).toBe(200);
    for (const key of ['last_activity_at', 'created_at', 'updated_at']) {
      expect(res.body[key]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  });
});

describe('rate limit', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 with a JSON detail once a caller exceeds the limit, per caller', async () => {
    const email = uniqueEmail('busy');
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(t, 'GET', '/contacts', { as: email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call(t, 'GET', '/contacts', { as: email });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(limited.body.detail).toBe(
      `Too many requests: the limit is 3 a minute; retry after ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}`,
    );
    expect((await call(t, 'GET', '/contacts', { as: uniqueEmail('calm') })).status).toBe(200);
    expect((await call(t, 'GET', '/health')).status).toBe(200);
  });

  it('never limits /health, whatever its query string', async () => {
    for (let i = 0; i < 6; i++) {
      for (const url of ['/health', '/health?probe=1', `/health?n=${i}`]) {
        expect([url, (await call(t, 'GET', url)).status]).toEqual([url, 200]);
      }
    }
    // Other routes without credentials still share the caller's budget.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t, 'GET', '/contacts')).status);
    expect(statuses).toContain(429);
  });
});

describe('unexpected errors', () => {
  const t = useTestApp();

  it('answers 500 with a generic detail naming the request id, never the error or a stack', async () => {
    const rep = await signUp(t, { premium: true });
    const contact = await createContact(t, rep.email);
    t.app.get(StageChangeReactions).add({
      onStageChange: (_manager, _scope, change) =>
        change.contact_id === contact.id
          ? Promise.reject(new Error('secret internals at /srv/app.js:42'))
          : Promise.resolve(undefined),
    });
    const res = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: rep.email,
      body: { stage: 'won' },
    });
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const requestId = res.headers['x-request-id'];
    expect(res.body).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: `Internal server error (request id ${String(requestId)})`,
      code: 'internal_server_error',
    });
    expect(res.text).not.toContain('secret internals');
    expect(res.text).not.toContain('.js:');
  });
});
