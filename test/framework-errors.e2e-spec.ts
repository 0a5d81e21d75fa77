import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp } from './support/factories.js';
import { call, startApp, type TestApp } from './support/test-app.js';

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

  it('answers an unknown route or method with a 404 problem', async () => {
    for (const [method, url] of [
      ['GET', '/nowhere'],
      ['PUT', '/contacts'],
    ] as const) {
      const res = await call(t, method, url, { as: email });
      expect([url, res.status, res.headers['content-type']]).toEqual([
        url,
        404,
        'application/problem+json; charset=utf-8',
      ]);
      expect(res.body).toMatchObject({ status: 404, detail: `Cannot ${method} ${url}` });
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    }
  });

  it('serves success bodies as application/json', async () => {
    const res = await call(t, 'GET', '/contacts', { as: email });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
