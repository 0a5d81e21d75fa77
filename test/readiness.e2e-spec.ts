import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DatabasePool } from '../src/database/database-pool.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { expectDatabaseUnavailable } from './support/unavailable.js';

describe('GET /health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 200 ready without credentials, and is never rate limited', async () => {
    for (let i = 0; i < 6; i++) {
      for (const url of ['/health/ready', `/health/ready?probe=${i}`]) {
        const res = await call(t, 'GET', url);
        expect([url, res.status, res.body]).toEqual([url, 200, { status: 'ready' }]);
      }
    }
    // The same caller is limited elsewhere: the exemption is this route's, not the caller's.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t, 'GET', '/contacts')).status);
    expect(statuses).toContain(429);
  });
});

describe('GET /health/ready in the OpenAPI document', () => {
  it('is public, with its 503 (and the 400 of a repeated header, as every route)', async () => {
    const t = await startApp();
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    await t.close();
    const operation = doc.paths['/health/ready'].get;
    expect(operation.security).toEqual([]);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '503']);
    // /health's 503 comes with Retry-After too.
    expect(Object.keys(doc.paths['/health'].get.responses['503'].headers)).toContain('Retry-After');
  });
});

describe('GET /health/ready when the database is gone', () => {
  it('answers 503 database_unavailable with Retry-After', async () => {
    const t = await startApp();
    await t.app.get(DatabasePool).close();
    const res = await call(t, 'GET', '/health/ready');
    expectDatabaseUnavailable(res);
    await t.close().catch(() => undefined);
  });
});
