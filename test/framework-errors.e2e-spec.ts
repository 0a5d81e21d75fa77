import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { type IncomingMessage, type OutgoingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import { signUp } from './support/factories.js';
import { bearer, call, startApp, type TestApp } from './support/test-app.js';

/** Fastify's router answers these before any route runs; they still come as problem details. */
describe("the router's own 4xx", () => {
  let t: TestApp;
  let email: string;

  beforeAll(async () => {
    t = await startApp();
    email = (await signUp(t, { premium: true })).email;
  });
  afterAll(() => t.close());

  it('answers a malformed percent-encoding with a 400 problem', async () => {
    const res = await call(t, 'GET', '/contacts/%E0%A4%A', { as: email });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.body).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The URL is malformed (an invalid percent-encoded sequence)',
      code: 'malformed_url',
    });
  });

  it('answers an over-long path parameter with a 414 problem', async () => {
    const res = await call(t, 'GET', `/contacts/${'a'.repeat(200)}`, { as: email });
    expect(res.status).toBe(414);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.body).toEqual({
      type: 'about:blank',
      title: 'URI Too Long',
      status: 414,
      detail: 'A path segment is longer than 100 characters',
      code: 'uri_too_long',
    });
  });

  it('gives them the X-Request-Id and security headers every other answer carries', async () => {
    for (const url of ['/contacts/%E0%A4%A', `/contacts/${'a'.repeat(200)}`]) {
      const res = await call(t, 'GET', url, {
        as: email,
        headers: { 'x-request-id': 'support-ticket-42' },
      });
      expect([url, res.headers['x-request-id'], res.headers['x-content-type-options']]).toEqual([
        url,
        'support-ticket-42',
        'nosniff',
      ]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers an unknown route with a 404 problem', async () => {
    const res = await call(t, 'GET', '/nowhere', { as: email });
    expect([res.status, res.headers['content-type']]).toEqual([
      404,
      'application/problem+json; charset=utf-8',
    ]);
    expect(res.body).toMatchObject({
      status: 404,
      detail: 'Cannot GET /nowhere',
      code: 'not_found',
    });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers a path with an empty parameter 404, whatever the method, as the routes read it', async () => {
    for (const [method, url] of [
      ['GET', '/groups/'],
      ['DELETE', '/groups/'],
      ['POST', '/contacts//stage'],
      ['GET', '/contacts//stage'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(email) });
      expect([method, url, res.statusCode, res.headers.allow]).toEqual([
        method,
        url,
        404,
        undefined,
      ]);
    }
  });

  // Without CORS configured nothing answers OPTIONS: it is a method the path does not take.
  it('answers a method a known path does not take with 405 and Allow', async () => {
    for (const [method, url, allow] of [
      ['PUT', '/contacts', 'GET, HEAD, POST'],
      ['OPTIONS', '/contacts', 'GET, HEAD, POST'],
      ['POST', '/docs', 'GET, HEAD'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(email) });
      expect([url, res.statusCode, res.headers.allow, res.headers['content-type']]).toEqual([
        url,
        405,
        allow,
        'application/problem+json; charset=utf-8',
      ]);
      expect(res.json()).toMatchObject({
        detail: `${method} is not allowed on ${url}; it takes ${allow}`,
        code: 'method_not_allowed',
      });
    }
  });

  it('serves success bodies as application/json', async () => {
    const res = await call(t, 'GET', '/contacts', { as: email });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

/** Node's HTTP parser refuses these before any request exists; they are problem details too. */
describe("the HTTP parser's own 4xx, over a real socket", () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => t.close());

  /** Sends `bytes` as they are and reads the answer until the server closes the connection. */
  async function exchange(bytes: string): Promise<{ head: string[]; body: unknown }> {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.write(bytes);
    await once(socket, 'close');
    const [head, body] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
    return { head: head.split('\r\n'), body: JSON.parse(body) };
  }

  it('answers headers past 16 KiB with a 431 problem, the URL counted', async () => {
    for (const request of [
      `GET /contacts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /contacts?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const answer = await exchange(request);
      expect(answer.head.slice(0, 2)).toEqual([
        'HTTP/1.1 431 Request Header Fields Too Large',
        'Content-Type: application/problem+json; charset=utf-8',
      ]);
      expect(answer.body).toEqual({
        type: 'about:blank',
        title: 'Request Header Fields Too Large',
        status: 431,
        detail: 'The request line and headers are larger than 16 KiB',
        code: 'header_fields_too_large',
      });
    }
  });

  it('answers bytes that are not HTTP with a 400 problem', async () => {
    const answer = await exchange('HELLO THERE\r\n\r\n');
    expect(answer.head[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The request is not valid HTTP',
      code: 'malformed_request',
    });
  });
});

/**
 * Node keeps the first of a repeated Authorization or Content-Type and joins other repeated
 * headers with ", "; a header the service reads as one value is refused when it comes twice.
 * Over a real socket: an injected request cannot repeat a header line.
 */
describe('a header read as one value, repeated', () => {
  let t: TestApp;
  let port: number;
  let member: { email: string; workspaceId: string };

  beforeAll(async () => {
    t = await startApp();
    member = await signUp(t, { premium: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => t.close());

  /**
   * Sends the request with `headers` as given: an array value is one header line each, and a
   * flat array (name, value, name, value…) is sent as it is, names' case included.
   */
  async function send(
    method: string,
    path: string,
    headers: OutgoingHttpHeaders | readonly string[],
    body?: string,
  ): Promise<{ status: number; type: string | undefined; body: unknown }> {
    const req = request({ host: '127.0.0.1', port, method, path, headers });
    req.end(body);
    const [res] = (await once(req, 'response')) as [IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return {
      status: res.statusCode ?? 0,
      type: res.headers['content-type'],
      body: JSON.parse(text),
    };
  }

  const contactCount = async () =>
    (
      await t.db.query(`SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`, [
        member.workspaceId,
      ])
    )[0].n as number;

  const json = { 'content-type': 'application/json' };
  const create = JSON.stringify({ first_name: 'Twice' });

  it.each([
    ['Idempotency-Key', { ...json, 'Idempotency-Key': ['sync-1', 'sync-2'] }],
    ['Idempotency-Key', { ...json, 'idempotency-key': ['sync-1', 'sync-1'] }],
    ['Content-Type', { 'Content-Type': ['application/json', 'text/plain'] }],
    ['X-Api-Key', { ...json, 'X-Api-Key': ['crm_a', 'crm_b'] }],
  ])('refuses a repeated %s with a 400 naming it, and creates nothing', async (name, headers) => {
    const before = await contactCount();
    const res = await send('POST', '/contacts', { ...bearer(member.email), ...headers }, create);
    expect(res).toEqual({
      status: 400,
      type: 'application/problem+json; charset=utf-8',
      body: {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: `The ${name} header is given more than once`,
        code: 'repeated_header',
      },
    });
    expect(await contactCount()).toBe(before);
  });

  it('refuses a repeated Authorization or Last-Event-ID on a read, whatever the names’ case', async () => {
    const mine = bearer(member.email).authorization;
    for (const [name, headers] of [
      [
        'Authorization',
        ['Host', 'x', 'authorization', mine, 'AUTHORIZATION', 'Bearer dev:other@example.com'],
      ],
      [
        'Last-Event-ID',
        ['Host', 'x', 'Authorization', mine, 'Last-Event-ID', '1', 'last-event-id', '2'],
      ],
    ] as const) {
      const res = await send('GET', name === 'Authorization' ? '/contacts' : '/events', headers);
      expect([res.status, res.body]).toEqual([
        400,
        expect.objectContaining({ detail: `The ${name} header is given more than once` }),
      ]);
    }
  });

  it('serves a request that repeats a header it does not read as one value', async () => {
    const before = await contactCount();
    const res = await send(
      'POST',
      '/contacts',
      {
        ...bearer(member.email),
        ...json,
        Accept: ['application/json', '*/*'],
        'X-Trace': ['a', 'b'],
      },
      create,
    );
    expect([res.status, (res.body as { first_name: string }).first_name]).toEqual([200, 'Twice']);
    expect(await contactCount()).toBe(before + 1);
  });
});
