import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnvironment } from '../src/config/environment.js';
import {
  DEV_TOKEN_DETAIL,
  PROVIDER_KEYS_UNAVAILABLE_DETAIL,
} from '../src/core/auth/token-verifier.js';
import { DEMO_ADDRESS_DETAIL } from '../src/tenancy/identity.js';
import { call, startApp, type TestApp, uniqueEmail, useTestApp } from './support/test-app.js';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const SECRET = 'test-shared-secret-at-least-32-characters-long';

describe('development auth mode', () => {
  const t = useTestApp();

  it('reports auth_mode development on /health', async () => {
    const res = await call(t, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      auth_mode: 'development',
      payments: 'disabled',
      database: 'up',
      version: expect.any(String),
    });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a non-bearer scheme', 'Basic abc'],
    ['a bearer token without the dev: prefix', 'Bearer ada@example.com'],
    ['a real-looking JWT', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.c2ln'],
    ['dev: with no e-mail', 'Bearer dev:'],
    ['dev: with something that is not an e-mail', 'Bearer dev:not-an-email'],
    // U+0085: an address that would display as admin@example.com.
    ['dev: with a control character in the e-mail', 'Bearer dev:ad\x85min@example.com'],
  ])('answers 401 naming the dev: prefix for %s', async (_case, header) => {
    const res = await call(t, 'GET', '/contacts', {
      headers: header ? { authorization: header } : {},
    });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(DEV_TOKEN_DETAIL);
    expect(res.body.detail).toContain('dev:');
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('identifies the user by e-mail, case-insensitively', async () => {
    const email = uniqueEmail('Case');
    const first = await call(t, 'GET', '/me', { as: email.toUpperCase() });
    const second = await call(t, 'GET', '/me', { as: email.toLowerCase() });
    expect(first.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(second.body.user.email).toBe(email.toLowerCase());
  });
});

describe('configuration', () => {
  it('refuses exactly one of AUTH_JWT_SECRET and AUTH_PROVIDER_URL', () => {
    expect(() => parseEnvironment({ AUTH_JWT_SECRET: SECRET })).toThrow(/must be set together/);
    expect(() => parseEnvironment({ AUTH_PROVIDER_URL: 'https://id.example.com/auth/v1' })).toThrow(
      /must be set together/,
    );
  });

  it('refuses an HS256 secret shorter than 32 bytes, naming its length', () => {
    const provider = { AUTH_PROVIDER_URL: 'https://id.example.com/auth/v1' };
    for (const [secret, bytes] of [
      ['x', 1],
      ['a'.repeat(31), 31],
      ['é'.repeat(15), 30],
    ] as const) {
      expect(() => parseEnvironment({ ...provider, AUTH_JWT_SECRET: secret })).toThrow(
        `AUTH_JWT_SECRET: an HS256 secret must be at least 32 bytes long (this one has ${bytes}); a shorter one can be brute-forced to forge tokens`,
      );
    }
    expect(() => parseEnvironment({ ...provider, AUTH_JWT_SECRET: 'a'.repeat(32) })).not.toThrow();
    expect(() => parseEnvironment({ ...provider, AUTH_JWT_SECRET: 'é'.repeat(16) })).not.toThrow();
  });

  it('refuses development auth in production unless ALLOW_DEV_AUTH=true', () => {
    expect(() => parseEnvironment({ NODE_ENV: 'production' })).toThrow(/ALLOW_DEV_AUTH/);
    expect(() =>
      parseEnvironment({ NODE_ENV: 'production', ALLOW_DEV_AUTH: 'true' }),
    ).not.toThrow();
    expect(() =>
      parseEnvironment({
        NODE_ENV: 'production',
        AUTH_JWT_SECRET: SECRET,
        AUTH_PROVIDER_URL: 'https://id.example.com',
      }),
    ).not.toThrow();
  });
});

describe('identity-provider auth mode', () => {
  let t: TestApp;
  let jwks: Server;
  let providerUrl: string;
  let rsaPrivate: PrivateKey;
  let ecPrivate: PrivateKey;
  let jwksRequests = 0;

  beforeAll(async () => {
    const rsa = await generateKeyPair('RS256');
    const ec = await generateKeyPair('ES256');
    rsaPrivate = rsa.privateKey;
    ecPrivate = ec.privateKey;
    const keys: JWK[] = [
      { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
    ];
    jwks = createServer((req, res) => {
      if (req.url === '/auth/v1/.well-known/jwks.json') {
        jwksRequests++;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/auth/v1`;
    t = await startApp({ AUTH_JWT_SECRET: SECRET, AUTH_PROVIDER_URL: providerUrl });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  function hs256(
    claims: Record<string, unknown>,
    options: { exp?: string | number | null; secret?: string } = {},
  ) {
    let jwt = new SignJWT({
      aud: 'authenticated',
      iss: providerUrl,
      role: 'authenticated',
      ...claims,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt();
    if (options.exp !== null) jwt = jwt.setExpirationTime(options.exp ?? '1h');
    return jwt.sign(new TextEncoder().encode(options.secret ?? SECRET));
  }

  async function status(token: string) {
    return call(t, 'GET', '/me', { headers: { authorization: `Bearer ${token}` } });
  }

  it('reports auth_mode identity_provider', async () => {
    const res = await call(t, 'GET', '/health');
    expect(res.body.auth_mode).toBe('identity_provider');
  });

  it('accepts an HS256 token and identifies the user by its e-mail claim', async () => {
    const email = uniqueEmail('jwt');
    const res = await status(await hs256({ sub: 'provider-user-1', email: email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    const [row] = await t.db.query(`SELECT provider_subject FROM users WHERE email = $1`, [email]);
    expect(row.provider_subject).toBe('provider-user-1');
  });

  it('refuses a dev: token with 401', async () => {
    const res = await call(t, 'GET', '/me', { as: uniqueEmail() });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Invalid or expired access token');
  });

  it('refuses a missing token', async () => {
    const res = await call(t, 'GET', '/me');
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Missing bearer access token');
  });

  it.each([
    [
      'an expired token',
      () => hs256({ email: uniqueEmail() }, { exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['a token without exp', () => hs256({ email: uniqueEmail() }, { exp: null })],
    [
      'a token signed with another secret',
      () => hs256({ email: uniqueEmail() }, { secret: 'another-secret-another-secret-xx' }),
    ],
    ['a token for another audience', () => hs256({ email: uniqueEmail(), aud: 'someone-else' })],
    [
      'a token from another issuer',
      () => hs256({ email: uniqueEmail(), iss: 'https://evil.example.com/auth/v1' }),
    ],
    ['a token whose iss is a number', () => hs256({ email: uniqueEmail(), iss: 123 })],
    ['a token whose iss is null', () => hs256({ email: uniqueEmail(), iss: null })],
    ['a token whose iss is a list', () => hs256({ email: uniqueEmail(), iss: [providerUrl] })],
    ['the anon key', () => hs256({ role: 'anon', email: uniqueEmail() })],
    [
      'alg none',
      () =>
        Promise.resolve(
          `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ email: uniqueEmail(), aud: 'authenticated', exp: 9999999999 })).toString('base64url')}.`,
        ),
    ],
  ])('refuses %s with 401', async (_case, make) => {
    const res = await status(await make());
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Invalid or expired access token');
  });

  it('refuses a valid token without an e-mail claim', async () => {
    const res = await status(await hs256({ sub: 'x' }));
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Access token carries no e-mail claim');
  });

  it.each([
    ['a right-to-left override', 'ad\u202emin@example.com'],
    ['a left-to-right isolate', 'admin\u2066@example.com'],
    ['a zero-width space', 'ad\u200bmin@example.com'],
    ['a control character', 'ad\u0007min@example.com'],
    ['a C1 control character', 'ad\u0085min@example.com'],
  ])('refuses an e-mail claim with %s with 401, provisioning nothing', async (_case, email) => {
    const res = await status(await hs256({ email }));
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(
      'Access token e-mail claim contains control or bidirectional formatting characters',
    );
    const rows = await t.db.query(`SELECT 1 FROM users WHERE email = $1`, [email]);
    expect(rows).toEqual([]);
  });

  it("refuses an e-mail claim at the sample teammates' domain with 401, provisioning nothing", async () => {
    const email = `demo.rep+${randomUUID()}@demo.invalid`;
    const res = await status(await hs256({ email }));
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(DEMO_ADDRESS_DETAIL);
    expect(res.body.detail).toBe(
      "Addresses at demo.invalid are reserved for the demo data's sample teammates; they cannot sign in",
    );
    expect(await t.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
  });

  it('refuses a sub claim that cannot be stored with 401, provisioning nothing', async () => {
    const email = uniqueEmail('sub');
    const res = await status(await hs256({ email, sub: 'provider\u0000user' }));
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(
      'Access token sub claim must not contain NUL characters or unpaired surrogates',
    );
    expect(await t.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
  });

  it('accepts an e-mail claim with letters beyond ASCII', async () => {
    const email = `jos\u00e9.${uniqueEmail('intl')}`;
    const res = await status(await hs256({ email }));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
  });

  it('accepts a token without iss (the claim is checked only when present)', async () => {
    const token = await new SignJWT({ aud: 'authenticated', email: uniqueEmail() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect((await status(token)).status).toBe(200);
  });

  it('verifies RS256 and ES256 tokens with the provider JWKS, fetched once and cached', async () => {
    const before = jwksRequests;
    for (const [alg, key, kid] of [
      ['RS256', rsaPrivate, 'rsa-1'],
      ['ES256', ecPrivate, 'ec-1'],
    ] as const) {
      const token = await new SignJWT({
        aud: 'authenticated',
        iss: providerUrl,
        email: uniqueEmail(alg),
      })
        .setProtectedHeader({ alg, kid })
        .setExpirationTime('1h')
        .sign(key);
      expect((await status(token)).status).toBe(200);
    }
    expect(jwksRequests - before).toBeLessThanOrEqual(1);
  });

  it('refuses an RS256 token signed by a key the provider does not publish', async () => {
    const stranger = await generateKeyPair('RS256');
    const token = await new SignJWT({ aud: 'authenticated', email: uniqueEmail() })
      .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
      .setExpirationTime('1h')
      .sign(stranger.privateKey);
    expect((await status(token)).status).toBe(401);
  });
});

/** The answer to a token the service could not verify for want of the provider's key set. */
const KEYS_UNAVAILABLE = {
  type: 'about:blank',
  title: 'Service Unavailable',
  status: 503,
  detail: PROVIDER_KEYS_UNAVAILABLE_DETAIL,
  code: 'upstream_unavailable',
};

/** An RS256 token of a new user, signed by `key` and naming `kid`. */
function rs256(key: PrivateKey, kid: string, issuer?: string): Promise<string> {
  return new SignJWT({
    aud: 'authenticated',
    email: uniqueEmail('rs'),
    ...(issuer ? { iss: issuer } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setExpirationTime('1h')
    .sign(key);
}

describe('identity-provider mode with an unreachable provider', () => {
  const t = useTestApp({
    AUTH_JWT_SECRET: SECRET,
    AUTH_PROVIDER_URL: 'http://127.0.0.1:9/auth/v1',
  });

  it('still starts and serves HS256 tokens', async () => {
    const token = await new SignJWT({ aud: 'authenticated', email: uniqueEmail() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    const res = await call(t, 'GET', '/me', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
  });

  it('answers an RS256 token 503 with Retry-After, not 401: its key set is out of reach', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const res = await call(t, 'GET', '/me', {
      headers: { authorization: `Bearer ${await rs256(privateKey, 'rsa-1')}` },
    });
    expect([res.status, res.body]).toEqual([503, KEYS_UNAVAILABLE]);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers).not.toHaveProperty('www-authenticate');
  });
});

describe("identity-provider mode while the provider's key set cannot be fetched", () => {
  let jwks: Server;
  let providerUrl: string;
  let key: PrivateKey;
  /** How the key set answers: its keys, 503, or never. */
  let answer: 'keys' | 'unavailable' | 'silent' = 'keys';
  const silent: ServerResponse[] = [];
  /** The keys it publishes, and how many times it was asked for them. */
  let keys: JWK[];
  let fetches = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    keys = [{ ...(await exportJWK(pair.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' }];
    jwks = createServer((_req, res) => {
      fetches++;
      if (answer === 'silent') silent.push(res);
      else if (answer === 'unavailable') res.writeHead(503).end('down for maintenance');
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/auth/v1`;
  });
  afterAll(async () => {
    for (const res of silent) res.destroy();
    await new Promise((resolve) => jwks.close(resolve));
  });

  /**
   * A correctly signed token sent, to an instance that has not fetched the key set yet, while the
   * key set answers `during`, then again once it answers its keys.
   */
  async function duringAndAfter(during: typeof answer) {
    const t = await startApp({ AUTH_JWT_SECRET: SECRET, AUTH_PROVIDER_URL: providerUrl });
    const me = (token: string) =>
      call(t, 'GET', '/me', { headers: { authorization: `Bearer ${token}` } });
    try {
      const token = await rs256(key, 'rsa-1', providerUrl);
      answer = during;
      const res = await me(token).finally(() => {
        answer = 'keys';
      });
      return { during: res, after: await me(token) };
    } finally {
      await t.close();
    }
  }

  it('answers 503 with Retry-After, not 401, while the key set answers 503, and 200 once it is back', async () => {
    const { during, after } = await duringAndAfter('unavailable');
    expect([during.status, during.body]).toEqual([503, KEYS_UNAVAILABLE]);
    expect(during.headers['retry-after']).toBe('5');
    expect(after.status).toBe(200);
  });

  it('answers 503 while the key set does not answer within 5 s, and 200 once it does', async () => {
    const { during, after } = await duringAndAfter('silent');
    expect([during.status, during.body]).toEqual([503, KEYS_UNAVAILABLE]);
    expect(after.status).toBe(200);
  });

  it('verifies with the key set fetched last while the provider is down past its age, asking again after that age', async () => {
    const t = await startApp({
      AUTH_JWT_SECRET: SECRET,
      AUTH_PROVIDER_URL: providerUrl,
      AUTH_JWKS_MAX_AGE_SECONDS: '2',
    });
    const me = async (signing: PrivateKey, kid: string) =>
      call(t, 'GET', '/me', {
        headers: { authorization: `Bearer ${await rs256(signing, kid, providerUrl)}` },
      });
    const published = keys;
    const stranger = await generateKeyPair('RS256');
    try {
      expect((await me(key, 'rsa-1')).status).toBe(200);
      const fetched = fetches;
      answer = 'unavailable';
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      // Past its age: fetched again, in vain, and verified with the set fetched last.
      expect((await me(key, 'rsa-1')).status).toBe(200);
      expect(fetches).toBe(fetched + 1);
      // Not asked again within the age: no request waits on a provider known to be down.
      expect((await me(key, 'rsa-1')).status).toBe(200);
      // Still a check of the signature: another key under its kid.
      const forged = await me(stranger.privateKey, 'rsa-1');
      expect([forged.status, forged.body.detail]).toEqual([401, 'Invalid or expired access token']);
      // A key the provider may have published since cannot be known: 503, not 401.
      const unknown = await me(stranger.privateKey, 'rsa-2');
      expect([unknown.status, unknown.body]).toEqual([503, KEYS_UNAVAILABLE]);
      expect(fetches).toBe(fetched + 1);
      // Back, with a new key: asked again once the age has passed, and the new key verifies.
      keys = [
        ...published,
        { ...(await exportJWK(stranger.publicKey)), kid: 'rsa-2', alg: 'RS256', use: 'sig' },
      ];
      answer = 'keys';
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await me(stranger.privateKey, 'rsa-2')).status).toBe(200);
      expect(fetches).toBe(fetched + 2);
    } finally {
      answer = 'keys';
      keys = published;
      await t.close();
    }
  });

  it.each([
    ['1', 'past its age by AUTH_JWKS_STALE_SECONDS', [200, 503]],
    ['0', 'as soon as it is past its age with AUTH_JWKS_STALE_SECONDS=0', [503, 503]],
  ])(
    'answers 503 once the key set fetched last is too old (stale for %s s): %s',
    async (stale, _case, expected) => {
      const t = await startApp({
        AUTH_JWT_SECRET: SECRET,
        AUTH_PROVIDER_URL: providerUrl,
        AUTH_JWKS_MAX_AGE_SECONDS: '1',
        AUTH_JWKS_STALE_SECONDS: stale,
      });
      const me = async () =>
        call(t, 'GET', '/me', {
          headers: { authorization: `Bearer ${await rs256(key, 'rsa-1', providerUrl)}` },
        });
      try {
        expect((await me()).status).toBe(200);
        answer = 'unavailable';
        // Past its age, then past that by the stale window of 1 s.
        const statuses = [];
        for (const wait of [1_100, 1_000]) {
          await new Promise((resolve) => setTimeout(resolve, wait));
          const res = await me();
          statuses.push(res.status);
          if (res.status === 503) expect(res.body).toEqual(KEYS_UNAVAILABLE);
        }
        expect(statuses).toEqual(expected);
      } finally {
        answer = 'keys';
        await t.close();
      }
    },
  );

  it('still refuses with 401 a token signed by a key the provider does not publish, under its kid or another', async () => {
    const t = await startApp({ AUTH_JWT_SECRET: SECRET, AUTH_PROVIDER_URL: providerUrl });
    try {
      const stranger = await generateKeyPair('RS256');
      for (const kid of ['rsa-1', 'rsa-unknown']) {
        const res = await call(t, 'GET', '/me', {
          headers: {
            authorization: `Bearer ${await rs256(stranger.privateKey, kid, providerUrl)}`,
          },
        });
        expect([kid, res.status, res.body.detail]).toEqual([
          kid,
          401,
          'Invalid or expired access token',
        ]);
      }
    } finally {
      await t.close();
    }
  });
});
