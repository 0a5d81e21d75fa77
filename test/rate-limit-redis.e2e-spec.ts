import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { devToken, eventually, send, statuses } from './support/rate-limit-calls.js';
import { startRedis, type PrivateRedis } from './support/redis-server.js';
import { bearer, startApp, type TestApp, uniqueEmail } from './support/test-app.js';

/** The limiter's counters in a Redis of this file's own, through an outage, a hang and back. */
describe('rate limit with Redis', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    t = await startApp({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lets requests through while Redis is down, says so once, and limits again once it is back', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const outages = () => warn.mock.calls.filter(([m]) => String(m).includes('unreachable'));
    const returns = () => log.mock.calls.filter(([m]) => String(m).includes('answers again'));
    const authorization = devToken(uniqueEmail('outage'));
    expect(await statuses(t, '/me', [{ authorization }, { authorization }])).toEqual([200, 200]);

    await redis.kill();
    expect(await statuses(t, '/me', Array(6).fill({ authorization }))).toEqual(Array(6).fill(200));
    await eventually(() => outages().length > 0, 'the outage to be logged');
    expect(await statuses(t, '/me', Array(6).fill({ authorization }))).toEqual(Array(6).fill(200));
    expect(outages()).toHaveLength(1);

    // Back, empty (as after a crash): counting starts again from this caller's next request.
    await redis.restart();
    await eventually(async () => {
      const answer = await send(t, '/me', { authorization });
      return answer.headers['ratelimit-remaining'] === '2';
    }, 'requests to be counted again');
    expect(
      await statuses(t, '/me', [{ authorization }, { authorization }, { authorization }]),
    ).toEqual([200, 200, 429]);
    expect(outages()).toHaveLength(1);
    expect(returns()).toHaveLength(1);
  });

  it('lets requests through while Redis hangs', async () => {
    redis.pause();
    try {
      const answer = await send(t, '/me', { authorization: devToken(uniqueEmail('hang')) });
      expect(answer.status).toBe(200);
    } finally {
      redis.resume();
    }
  });

  it('holds one Redis connection per instance and lets it go when the instance closes', async () => {
    const probe = new Redis(redis.url);
    try {
      const clients = async () =>
        String(await probe.client('LIST'))
          .trim()
          .split('\n').length;
      const before = await clients();
      const other = await startApp({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redis.url });
      expect(await clients()).toBe(before + 1);
      await other.close();
      await eventually(async () => (await clients()) === before, 'the connection to close');
    } finally {
      probe.disconnect();
    }
  });

  it('counts the workspaces first sign-ins create per address in Redis, across instances', async () => {
    const env = {
      RATE_LIMIT_PER_MINUTE: '0',
      WORKSPACES_PER_ADDRESS_PER_HOUR: '2',
      REDIS_URL: redis.url,
    };
    const [a, b] = await Promise.all([startApp(env), startApp(env)]);
    try {
      const firstSignIn = async (instance: TestApp, remoteAddress: string) =>
        (
          await instance.app.inject({
            method: 'GET',
            url: '/me',
            headers: bearer(uniqueEmail('new')),
            remoteAddress,
          })
        ).statusCode;
      const address = '203.0.113.21';
      expect([
        await firstSignIn(a, address),
        await firstSignIn(b, address),
        await firstSignIn(a, address),
        await firstSignIn(b, address),
      ]).toEqual([200, 200, 429, 429]);
      expect(await firstSignIn(b, '203.0.113.22')).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('starts and serves with Redis down', async () => {
    const down = await startRedis();
    await down.stop();
    const app = await startApp({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: down.url });
    try {
      const authorization = devToken(uniqueEmail('no-redis'));
      expect(await statuses(t, '/me', [{ authorization }])).toEqual([200]);
      expect(await statuses(app, '/me', Array(5).fill({ authorization }))).toEqual(
        Array(5).fill(200),
      );
    } finally {
      await app.close();
    }
  });
});
