import { WEBHOOK_EVENT_TYPES } from '../src/modules/webhooks/webhooks.queries.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebhookSender } from '../src/modules/webhooks/webhook-delivery.sender.js';
import { Webhook } from 'standardwebhooks';
import {
  HTTPS_REQUIRED,
  NO_CREDENTIALS,
  privateAddressMessage,
  UNRESOLVABLE,
  webhookTargetProblem,
} from '../src/modules/webhooks/webhook-target.js';
import { PING_INACTIVE_DETAIL } from '../src/modules/webhooks/webhook-endpoints.service.js';
import { createKey, withKey } from './support/api-keys.js';
import { addMember, type Member, signUp } from './support/factories.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { dispatchEvents, newSecret, turnOffUndeliverableEndpoints } from './support/webhooks.js';

const PUBLIC_URL = 'https://93.184.216.34/hooks/crm';
const SECRET_FORMAT = /^whsec_[A-Za-z0-9+/]{43}=$/;

function invalid(field: string, message: string) {
  return {
    type: 'about:blank',
    title: 'Unprocessable Entity',
    status: 422,
    detail: `Validation failed: ${message}`,
    code: 'validation_failed',
    errors: [{ field, message }],
  };
}

async function createEndpoint(
  t: TestApp,
  as: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string; secret: string }> {
  const res = await call(t, 'POST', '/webhook-endpoints', {
    as,
    body: { url: PUBLIC_URL, events: ['contact.created'], ...body },
  });
  if (res.status !== 200) throw new Error(`create endpoint failed: ${res.status} ${res.text}`);
  return res.body;
}

async function storedSecrets(t: TestApp, id: string) {
  const [row] = await t.db.query<
    {
      secret: string;
      previous_secret: string | null;
      grace: number | null;
    }[]
  >(
    `SELECT secret, previous_secret,
            extract(epoch FROM previous_secret_expires_at - updated_at)::int AS grace
       FROM webhook_endpoints WHERE id = $1`,
    [id],
  );
  return row;
}

describe('Webhook endpoints', () => {
  let t: TestApp;
  let admin: Member;

  beforeAll(async () => {
    t = await startApp();
    admin = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await turnOffUndeliverableEndpoints(t);
    await t.close();
  });

  it('creates an endpoint and answers its whsec_ secret once, which a Standard Webhooks library takes', async () => {
    const res = await call(t, 'POST', '/webhook-endpoints', {
      as: admin.email,
      body: { url: PUBLIC_URL, events: ['contact.created', '*'], description: 'Warehouse' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: PUBLIC_URL,
      description: 'Warehouse',
      events: ['contact.created', '*'],
      active: true,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
      created_by: admin.userId,
      previous_secret_expires_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      secret: expect.stringMatching(SECRET_FORMAT),
    });
    expect(Buffer.from(res.body.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    const webhook = new Webhook(res.body.secret);
    const signature = webhook.sign('msg_1', new Date(), '{}');
    expect(
      webhook.verify('{}', {
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': signature,
      }),
    ).toEqual({});
    expect((await storedSecrets(t, res.body.id)).secret).toBe(res.body.secret);

    const one = await call(t, 'GET', `/webhook-endpoints/${res.body.id}`, { as: admin.email });
    expect(one.status).toBe(200);
    const { secret: _secret, ...shown } = res.body;
    expect(one.body).toEqual(shown);
    expect(one.text).not.toContain(res.body.secret);

    const list = await call(t, 'GET', '/webhook-endpoints', { as: admin.email });
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual(shown);
    expect(list.text).not.toContain('whsec_');
  });

  it('answers a repeat with the same Idempotency-Key as first answered, secret included, creating one endpoint', async () => {
    const owner = await signUp(t, { premium: true });
    const send = () =>
      call(t, 'POST', '/webhook-endpoints', {
        as: owner.email,
        headers: { 'idempotency-key': 'subscribe-once' },
        body: { url: PUBLIC_URL, events: ['*'] },
      });
    const first = await send();
    const again = await send();
    expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([
      200,
      200,
      'true',
    ]);
    expect(again.body).toEqual(first.body);
    expect(again.body.secret).toMatch(SECRET_FORMAT);
    const [{ n }] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM webhook_endpoints WHERE workspace_id = $1`,
      [owner.workspaceId],
    );
    expect(n).toBe(1);
  });

  it('lists newest first, keyset paginated', async () => {
    const owner = await signUp(t, { premium: true });
    const a = await createEndpoint(t, owner.email);
    const b = await createEndpoint(t, owner.email);
    const first = await call(t, 'GET', '/webhook-endpoints', {
      as: owner.email,
      query: { limit: '1' },
    });
    expect(first.body.items.map((e: { id: string }) => e.id)).toEqual([b.id]);
    const second = await call(t, 'GET', '/webhook-endpoints', {
      as: owner.email,
      query: { limit: '1', cursor: first.body.next_cursor },
    });
    expect(second.body.items.map((e: { id: string }) => e.id)).toEqual([a.id]);
    expect(second.body.next_cursor).toBeNull();
  });

  it('is for managers: a member gets 403 on reads and writes', async () => {
    const member = await addMember(t, admin.workspaceId, 'member');
    const endpoint = await createEndpoint(t, admin.email);
    const managersOnly = { status: 403, detail: 'Managers only', code: 'forbidden' };
    for (const [method, url] of [
      ['GET', '/webhook-endpoints'],
      ['GET', `/webhook-endpoints/${endpoint.id}`],
      ['POST', '/webhook-endpoints'],
      ['POST', `/webhook-endpoints/${endpoint.id}/rotate-secret`],
    ] as const) {
      const res = await call(t, method, url, {
        as: member.email,
        ...(url === '/webhook-endpoints' && method === 'POST'
          ? { body: { url: PUBLIC_URL, events: ['*'] } }
          : {}),
      });
      expect({ method, url, status: res.status, body: res.body }).toEqual({
        method,
        url,
        status: 403,
        body: expect.objectContaining(managersOnly),
      });
    }
  });

  it('takes an API key with webhooks:manage for reads and writes, and refuses other keys', async () => {
    const manage = await createKey(t, admin.email, ['webhooks:manage']);
    const created = await withKey(t, manage.key, 'POST', '/webhook-endpoints', {
      body: { url: PUBLIC_URL, events: ['*'] },
    });
    expect(created.status).toBe(200);
    expect(created.body.secret).toMatch(SECRET_FORMAT);
    expect((await withKey(t, manage.key, 'GET', '/webhook-endpoints')).status).toBe(200);

    const other = await createKey(t, admin.email, ['contacts:read', 'contacts:write']);
    const refused = await withKey(t, other.key, 'GET', '/webhook-endpoints');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('webhooks:manage');
  });

  it('needs premium to write; a free workspace reads its empty list', async () => {
    const free = await signUp(t);
    const list = await call(t, 'GET', '/webhook-endpoints', { as: free.email });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ items: [], next_cursor: null });
    const create = await call(t, 'POST', '/webhook-endpoints', {
      as: free.email,
      body: { url: PUBLIC_URL, events: ['*'] },
    });
    expect(create.status).toBe(402);
    expect(create.body.code).toBe('premium_required');
  });

  it('validates events: a non-empty, unique list of known types or *', async () => {
    const cases: [unknown, string][] = [
      [[], 'events must name at least one event type'],
      ['contact.created', 'events must be a list of event types'],
      [['contact.created', 'contact.created'], 'events must not repeat an event type'],
      [
        ['contact.exploded'],
        `each event must be one of: ${[...WEBHOOK_EVENT_TYPES, '*'].join(', ')}`,
      ],
    ];
    for (const [events, message] of cases) {
      const res = await call(t, 'POST', '/webhook-endpoints', {
        as: admin.email,
        body: { url: PUBLIC_URL, events },
      });
      expect({ events, status: res.status, body: res.body }).toEqual({
        events,
        status: 422,
        body: invalid('events', message),
      });
    }
  });

  it('refuses http, credentials, over-long URLs and private, loopback, link-local and metadata addresses', async () => {
    const cases: [string, string][] = [
      ['http://93.184.216.34/hook', HTTPS_REQUIRED],
      ['https://user:pw@93.184.216.34/hook', NO_CREDENTIALS],
      [
        `https://93.184.216.34/${'a'.repeat(2049 - 'https://93.184.216.34/'.length)}`,
        'url must be at most 2048 characters',
      ],
      ['not a url', 'url must be an absolute http or https URL'],
      ['ftp://93.184.216.34/hook', 'url must be an absolute http or https URL'],
      ['https://127.0.0.1/hook', privateAddressMessage('127.0.0.1')],
      ['https://10.1.2.3/hook', privateAddressMessage('10.1.2.3')],
      ['https://192.168.1.10/hook', privateAddressMessage('192.168.1.10')],
      ['https://169.254.169.254/latest/meta-data', privateAddressMessage('169.254.169.254')],
      ['https://100.64.0.1/hook', privateAddressMessage('100.64.0.1')],
      ['https://0.0.0.0/hook', privateAddressMessage('0.0.0.0')],
      ['https://224.0.0.1/hook', privateAddressMessage('224.0.0.1')],
      ['https://[::1]/hook', privateAddressMessage('::1')],
      ['https://[fd00:ec2::254]/hook', privateAddressMessage('fd00:ec2::254')],
      ['https://[fe80::1]/hook', privateAddressMessage('fe80::1')],
      ['https://[::ffff:127.0.0.1]/hook', privateAddressMessage('::ffff:7f00:1')],
    ];
    for (const [url, message] of cases) {
      const res = await call(t, 'POST', '/webhook-endpoints', {
        as: admin.email,
        body: { url, events: ['*'] },
      });
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 422,
        body: invalid('url', message),
      });
    }
    // A name is resolved: localhost is loopback whichever address comes first.
    const named = await call(t, 'POST', '/webhook-endpoints', {
      as: admin.email,
      body: { url: 'https://localhost/hook', events: ['*'] },
    });
    expect(named.status).toBe(422);
    expect(named.body.errors[0].message).toMatch(/^url resolves to (127\.0\.0\.1|::1), /);
    // The same rules hold for an edit.
    const endpoint = await createEndpoint(t, admin.email);
    const edit = await call(t, 'PATCH', `/webhook-endpoints/${endpoint.id}`, {
      as: admin.email,
      body: { url: 'https://10.0.0.1/hook' },
    });
    expect(edit.status).toBe(422);
    expect(edit.body).toEqual(invalid('url', privateAddressMessage('10.0.0.1')));
  });

  it('judges every address a name resolves to', async () => {
    const resolveTo = (addresses: string[]) => () => Promise.resolve(addresses);
    const check = (addresses: string[]) =>
      webhookTargetProblem('https://hooks.example.com/x', {
        allowPrivate: false,
        resolve: resolveTo(addresses),
      });
    expect(await check(['93.184.216.34', '2606:2800:220:1::1'])).toBeNull();
    expect(await check(['93.184.216.34', '10.0.0.7'])).toBe(privateAddressMessage('10.0.0.7'));
    expect(await check([])).toBe(UNRESOLVABLE);
    expect(
      await webhookTargetProblem('https://hooks.example.com/x', {
        allowPrivate: false,
        resolve: () => Promise.reject(new Error('ENOTFOUND')),
      }),
    ).toBe(UNRESOLVABLE);
  });

  it('edits url, events, description and active; turning it on clears why it was off', async () => {
    const endpoint = await createEndpoint(t, admin.email, { description: 'Old' });
    const off = await call(t, 'PATCH', `/webhook-endpoints/${endpoint.id}`, {
      as: admin.email,
      body: { active: false, events: ['*'], description: null },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      active: false,
      events: ['*'],
      description: null,
      disabled_reason: null,
      disabled_at: expect.any(String),
    });
    await t.db.query(
      `UPDATE webhook_endpoints SET disabled_reason = 'Failing for 3 days',
              failing_since = now() - interval '3 days' WHERE id = $1`,
      [endpoint.id],
    );
    const seen = await call(t, 'GET', `/webhook-endpoints/${endpoint.id}`, { as: admin.email });
    expect(seen.body).toMatchObject({
      active: false,
      disabled_reason: 'Failing for 3 days',
      failing_since: expect.any(String),
    });
    const on = await call(t, 'PATCH', `/webhook-endpoints/${endpoint.id}`, {
      as: admin.email,
      body: { active: true, url: 'https://93.184.216.34/v2' },
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      active: true,
      url: 'https://93.184.216.34/v2',
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
    });
    expect(on.text).not.toContain('whsec_');
    // `active: true` on one already on, still failing, leaves its failure clock running.
    await t.db.query(
      `UPDATE webhook_endpoints SET failing_since = '2026-01-02T03:04:05.678Z' WHERE id = $1`,
      [endpoint.id],
    );
    const again = await call(t, 'PATCH', `/webhook-endpoints/${endpoint.id}`, {
      as: admin.email,
      body: { active: true, description: 'whole endpoint sent back' },
    });
    expect([again.status, again.body.active, again.body.failing_since]).toEqual([
      200,
      true,
      '2026-01-02T03:04:05.678Z',
    ]);
    const empty = await call(t, 'PATCH', `/webhook-endpoints/${endpoint.id}`, {
      as: admin.email,
      body: { events: [] },
    });
    expect(empty.body).toEqual(invalid('events', 'events must name at least one event type'));
    // Only the description clears with null; the others refuse it and the endpoint stays.
    for (const [name, message] of [
      ['url', 'url must be a string'],
      ['events', 'events must be a list of event types'],
      ['active', 'active must be true or false'],
    ]) {
      const nulled = await call(t, 'PATCH', `/webhook-endpoints/${endpoint.id}`, {
        as: admin.email,
        body: { [name]: null },
      });
      expect([name, nulled.body]).toEqual([name, invalid(name, message)]);
    }
    const kept = await call(t, 'GET', `/webhook-endpoints/${endpoint.id}`, { as: admin.email });
    expect(kept.body).toMatchObject({
      active: true,
      url: 'https://93.184.216.34/v2',
      events: ['*'],
    });
  });

  it('deletes with 204, then it is 404', async () => {
    const endpoint = await createEndpoint(t, admin.email);
    const res = await call(t, 'DELETE', `/webhook-endpoints/${endpoint.id}`, { as: admin.email });
    expect(res.status).toBe(204);
    const again = await call(t, 'GET', `/webhook-endpoints/${endpoint.id}`, { as: admin.email });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Webhook endpoint not found');
  });

  it("answers 404 for another workspace's endpoint on every route", async () => {
    const endpoint = await createEndpoint(t, admin.email);
    const stranger = await signUp(t, { premium: true });
    const notFound = {
      status: 404,
      detail: 'Webhook endpoint not found',
      code: 'not_found',
    };
    for (const [method, url, body] of [
      ['GET', `/webhook-endpoints/${endpoint.id}`, undefined],
      ['PATCH', `/webhook-endpoints/${endpoint.id}`, { active: false }],
      ['DELETE', `/webhook-endpoints/${endpoint.id}`, undefined],
      ['POST', `/webhook-endpoints/${endpoint.id}/rotate-secret`, undefined],
      ['POST', `/webhook-endpoints/${endpoint.id}/test`, undefined],
      ['GET', `/webhook-endpoints/${randomUUID()}`, undefined],
    ] as const) {
      const res = await call(t, method, url, { as: stranger.email, body });
      expect({ method, url, status: res.status, body: res.body }).toEqual({
        method,
        url,
        status: 404,
        body: expect.objectContaining(notFound),
      });
    }
    expect((await storedSecrets(t, endpoint.id)).secret).toBe(endpoint.secret);
  });

  it('rotates the secret: the new one shown once, the old one kept for 24 hours', async () => {
    const endpoint = await createEndpoint(t, admin.email);
    const res = await call(t, 'POST', `/webhook-endpoints/${endpoint.id}/rotate-secret`, {
      as: admin.email,
    });
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(SECRET_FORMAT);
    expect(res.body.secret).not.toBe(endpoint.secret);
    expect(res.body.previous_secret_expires_at).toEqual(expect.any(String));
    expect(await storedSecrets(t, endpoint.id)).toEqual({
      secret: res.body.secret,
      previous_secret: endpoint.secret,
      grace: 24 * 60 * 60,
    });
    const one = await call(t, 'GET', `/webhook-endpoints/${endpoint.id}`, { as: admin.email });
    expect(one.text).not.toContain('whsec_');
    expect(one.body.previous_secret_expires_at).toBe(res.body.previous_secret_expires_at);
  });

  it('records a ping for that endpoint alone and answers 202 with its id', async () => {
    const owner = await signUp(t, { premium: true });
    const endpoint = await createEndpoint(t, owner.email, { events: ['contact.deleted'] });
    const res = await call(t, 'POST', `/webhook-endpoints/${endpoint.id}/test`, {
      as: owner.email,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ event_id: expect.any(String) });
    await dispatchEvents(t, owner.workspaceId);
    const rows = await t.db.query<{ id: string; seq: string; type: string; payload: unknown }[]>(
      `SELECT id, seq, type, payload FROM webhook_events WHERE workspace_id = $1`,
      [owner.workspaceId],
    );
    expect(rows).toEqual([
      {
        id: res.body.event_id,
        seq: '1',
        type: 'ping',
        payload: {
          type: 'ping',
          timestamp: expect.any(String),
          data: {
            event_id: res.body.event_id,
            sequence: 1,
            workspace_id: owner.workspaceId,
            request_id: res.headers['x-request-id'],
            actor: { type: 'user', user_id: owner.userId, api_key_id: null },
          },
        },
      },
    ]);
  });

  it('refuses a ping to an endpoint that is off with 409, and records nothing', async () => {
    const owner = await signUp(t, { premium: true });
    const endpoint = await createEndpoint(t, owner.email, { events: ['*'] });
    const off = await call(t, 'PATCH', `/webhook-endpoints/${endpoint.id}`, {
      as: owner.email,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    const res = await call(t, 'POST', `/webhook-endpoints/${endpoint.id}/test`, {
      as: owner.email,
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(PING_INACTIVE_DETAIL);
    const [{ n }] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM webhook_events WHERE workspace_id = $1`,
      [owner.workspaceId],
    );
    expect(n).toBe(0);
  });
});

describe('Webhook endpoints with WEBHOOK_ALLOW_PRIVATE_URLS=true', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
  });
  afterAll(async () => {
    await turnOffUndeliverableEndpoints(t);
    await t.close();
  });

  it('accepts http and private addresses, still refusing credentials', async () => {
    const admin = await signUp(t, { premium: true });
    for (const url of [
      'http://127.0.0.1:8123/hook',
      'https://10.0.0.5/hook',
      'http://localhost/x',
    ]) {
      const res = await call(t, 'POST', '/webhook-endpoints', {
        as: admin.email,
        body: { url, events: ['*'] },
      });
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
    }
    const res = await call(t, 'POST', '/webhook-endpoints', {
      as: admin.email,
      body: { url: 'http://u:p@127.0.0.1/hook', events: ['*'] },
    });
    expect(res.body).toEqual(invalid('url', NO_CREDENTIALS));
  });

  it('still refuses a cloud metadata address, which the sender would never reach', async () => {
    const admin = await signUp(t, { premium: true });
    for (const [url, address] of [
      ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
      // The URL parser writes an IPv4-mapped address in hex.
      ['http://[::ffff:169.254.169.254]/x', '::ffff:a9fe:a9fe'],
      ['http://[fd00:ec2::254]/x', 'fd00:ec2::254'],
    ]) {
      const res = await call(t, 'POST', '/webhook-endpoints', {
        as: admin.email,
        body: { url, events: ['*'] },
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual(invalid('url', privateAddressMessage(address)));
    }
    expect(
      await t.db.query(`SELECT 1 FROM webhook_endpoints WHERE workspace_id = $1`, [
        admin.workspaceId,
      ]),
    ).toEqual([]);
  });

  it('sends nothing to a metadata address at connect time, as a name resolving there would', async () => {
    const sender = t.app.get(WebhookSender);
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:169.254.169.254]/x',
      'http://[fd00:ec2::254]/x',
    ]) {
      const outcome = await sender.send({
        url,
        eventId: 'msg_1',
        body: '{}',
        secrets: [newSecret()],
      });
      expect({ url, outcome }).toEqual({
        url,
        outcome: expect.objectContaining({
          kind: 'unanswered',
          refused: true,
          error: expect.stringContaining(
            'is not allowed. Because It is defined in denyIPAddressList',
          ),
        }),
      });
    }
  });

  it('keeps one connection to a receiver for its deliveries, not one a delivery', async () => {
    const sockets = new Set<Socket>();
    let opened = 0;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    server.keepAliveTimeout = 60_000;
    server.on('connection', (socket: Socket) => {
      opened++;
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const sender = t.app.get(WebhookSender);
    for (let i = 0; i < 5; i++) {
      const outcome = await sender.send({
        url,
        eventId: `msg_${i}`,
        body: '{}',
        secrets: [newSecret()],
      });
      expect(outcome).toMatchObject({ kind: 'answered', status: 204 });
    }
    expect([opened, sockets.size]).toEqual([1, 1]);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
