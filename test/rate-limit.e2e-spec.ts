import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { SignJWT } from 'jose';
import { ConfigurationError, parseEnvironment } from '../src/config/environment.js';
import { TokenVerifier } from '../src/core/auth/token-verifier.js';
import { devToken, limitedDetail, send, statuses } from './support/rate-limit-calls.js';
import { startApp, uniqueEmail, useTestApp } from './support/test-app.js';

const SECRET = 'test-shared-secret-at-least-32-characters-long';

describe('rate limit', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers the RateLimit headers, then 429 with Retry-After and a problem body', async () => {
    const authorization = devToken(uniqueEmail('headers'));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send(t, '/me', { authorization }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.headers['ratelimit-limit'])).toEqual(['3', '3', '3']);
    expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0']);
    for (const answer of answers) {
      expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
      expect(answer.headers).not.toHaveProperty('x-ratelimit-limit');
      expect(answer.headers).not.toHaveProperty('retry-after');
    }

    const limited = await send(t, '/me', { authorization });
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers['ratelimit-limit']).toBe('3');
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect(limited.headers['ratelimit-reset']).toBe(String(retryAfter));
    expect(limited.headers).not.toHaveProperty('x-ratelimit-remaining');
    expect(JSON.parse(limited.text)).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: limitedDetail(retryAfter),
      code: 'rate_limited',
    });
  });

  it('gives one budget to one user however the development token is spelt', async () => {
    const email = uniqueEmail('spelt');
    const spellings = [
      `Bearer dev:${email}`,
      `Bearer dev:${email.toUpperCase()}`,
      `bearer dev:${email}`,
      `Bearer  dev:${email}`,
      `BEARER dev:${email} `,
    ];
    expect(
      await statuses(
        t,
        '/me',
        spellings.map((authorization) => ({ authorization })),
      ),
    ).toEqual([200, 200, 200, 429, 429]);
    // Another user is unaffected.
    expect((await send(t, '/me', { authorization: devToken(uniqueEmail()) })).status).toBe(200);
  });

  it('counts a path no route has and a method its path does not take in the same budget', async () => {
    const authorization = devToken(uniqueEmail('unrouted'));
    const answers = [
      await send(t, '/no-such-path', { authorization }),
      await send(t, '/contacts', { authorization, method: 'PUT' }),
      await send(t, '/me', { authorization }),
      await send(t, '/no-such-path', { authorization }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 405, 200, 429]);
    expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers[3].headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(Number(answers[3].headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts refused credentials and anonymous calls by client address', async () => {
    const from = '198.51.100.10';
    const garbage = Array.from({ length: 5 }, (_, i) => ({
      authorization: `Bearer junk-${i}`,
      from,
    }));
    expect(await statuses(t, '/me', garbage)).toEqual([401, 401, 401, 429, 429]);
    // The address's budget is spent for callers without a credential too ...
    expect((await send(t, '/me', { from })).status).toBe(429);
    // ... but not for a user signing in from it, nor for other addresses.
    expect((await send(t, '/me', { from, authorization: devToken(uniqueEmail()) })).status).toBe(
      200,
    );
    expect((await send(t, '/me', { from: '198.51.100.11' })).status).toBe(401);
  });

  it('verifies a token once per request, for the limiter and the guard together', async () => {
    const verify = jest.spyOn(t.app.get(TokenVerifier), 'verify');
    expect((await send(t, '/me', { authorization: devToken(uniqueEmail()) })).status).toBe(200);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(
      (await send(t, '/me', { authorization: 'Bearer junk', from: '198.51.100.12' })).status,
    ).toBe(401);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never limits health probes or the payment webhook', async () => {
    const from = '198.51.100.13';
    for (let i = 0; i < 5; i++) {
      const health = await send(t, `/health?n=${i}`, { from, authorization: 'Bearer junk' });
      expect(health.status).toBe(200);
      expect(health.headers).not.toHaveProperty('ratelimit-limit');
      const webhook = await send(t, '/webhooks/payments', { from, method: 'POST' });
      expect(webhook.status).not.toBe(429);
      expect(webhook.headers).not.toHaveProperty('ratelimit-limit');
    }
  });

  it('documents the headers and the 429 in the OpenAPI document', async () => {
    const document = JSON.parse((await send(t, '/openapi.json')).text);
    const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
    const requestId = { 'X-Request-Id': ref('X-Request-Id') };
    const budget = {
      ...requestId,
      'RateLimit-Limit': ref('RateLimit-Limit'),
      'RateLimit-Remaining': ref('RateLimit-Remaining'),
      'RateLimit-Reset': ref('RateLimit-Reset'),
    };
    expect(Object.keys(document.components.headers).sort()).toEqual([
      'Idempotent-Replayed',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
      'X-Request-Id',
    ]);
    const listContacts = document.paths['/contacts'].get.responses;
    expect(listContacts['200'].headers).toEqual(budget);
    expect(listContacts['401'].headers).toEqual(budget);
    expect(listContacts['429'].headers).toEqual({ ...budget, 'Retry-After': ref('Retry-After') });
    expect(listContacts['429'].content['application/problem+json'].example).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many requests: the limit is 3 a minute; retry after 42 seconds',
      code: 'rate_limited',
    });
    for (const [path, method] of [
      ['/health', 'get'],
      ['/webhooks/payments', 'post'],
    ]) {
      const responses = document.paths[path][method].responses;
      expect([path, responses['429']]).toEqual([path, undefined]);
      for (const response of Object.values<{ headers?: object }>(responses)) {
        expect([path, response.headers]).toEqual([path, expect.objectContaining(requestId)]);
        expect([
          path,
          Object.keys(response.headers ?? {}).filter((h) => h.startsWith('RateLimit')),
        ]).toEqual([path, []]);
      }
    }
  });
});

describe('rate limit in identity-provider mode', () => {
  it('gives one budget to one JWT however the scheme is spelt', async () => {
    const t = await startApp({
      RATE_LIMIT_PER_MINUTE: '3',
      AUTH_JWT_SECRET: SECRET,
      AUTH_PROVIDER_URL: 'http://127.0.0.1:9/auth/v1',
    });
    try {
      const token = await new SignJWT({ aud: 'authenticated', email: uniqueEmail('jwt') })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(SECRET));
      const spellings = [
        `Bearer ${token}`,
        `bearer ${token}`,
        `Bearer  ${token}`,
        `BEARER ${token}`,
      ];
      expect(
        await statuses(
          t,
          '/me',
          spellings.map((authorization) => ({ authorization })),
        ),
      ).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const balancer = '10.0.0.2';
  const forwarded = (client: string, from = balancer) => ({ from, forwardedFor: client });
  /** Three requests from one client, then one from another, all through `from`. */
  const threeEach = (from?: string, clients = ['203.0.113.1', '203.0.113.2']) => [
    ...Array.from({ length: 3 }, () => forwarded(clients[0], from)),
    forwarded(clients[1], from),
  ];

  it('unset: X-Forwarded-For is ignored, every caller behind the balancer shares its budget', async () => {
    const t = await startApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      expect(await statuses(t, '/me', threeEach())).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('a hop count: each forwarded client has its own budget', async () => {
    const t = await startApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
    try {
      expect(await statuses(t, '/me', threeEach())).toEqual([401, 401, 401, 401]);
      expect((await send(t, '/me', forwarded('203.0.113.1'))).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('an address list: only the listed proxies are believed', async () => {
    const t = await startApp({
      RATE_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: `${balancer}, 10.1.0.0/16`,
    });
    try {
      expect(await statuses(t, '/me', threeEach())).toEqual([401, 401, 401, 401]);
      expect(
        await statuses(t, '/me', threeEach('10.1.7.7', ['203.0.113.3', '203.0.113.4'])),
      ).toEqual([401, 401, 401, 401]);
      // A caller reaching the instance directly cannot pick its address.
      expect(await statuses(t, '/me', threeEach('192.0.2.50'))).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('is validated at boot, naming the variable', () => {
    for (const good of ['1', '0', '10.0.0.2', '10.0.0.0/8, 127.0.0.1', 'fd00::/8,loopback']) {
      expect(() => parseEnvironment({ TRUST_PROXY: good })).not.toThrow();
    }
    for (const bad of ['yes', '10.0.0.0/33', '-1', '10.0.0.1,nope', 'true']) {
      expect(() => parseEnvironment({ TRUST_PROXY: bad })).toThrow(ConfigurationError);
    }
    expect(() => parseEnvironment({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/33' })).toThrow(
      'TRUST_PROXY: expected a hop count or comma-separated proxy addresses/CIDRs (e.g. 1, or 10.0.0.0/8,127.0.0.1); "10.0.0.0/33" is neither',
    );
  });
});

describe('REDIS_URL', () => {
  it('is validated at boot, naming the variable', () => {
    for (const good of ['redis://127.0.0.1:6379/3', 'rediss://:secret@redis.internal:6380/0']) {
      expect(() => parseEnvironment({ REDIS_URL: good })).not.toThrow();
    }
    for (const bad of ['127.0.0.1:6379', 'http://redis:6379', 'redis']) {
      expect(() => parseEnvironment({ REDIS_URL: bad })).toThrow(/REDIS_URL: /);
    }
  });
});
