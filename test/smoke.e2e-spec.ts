import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, startApp, type TestApp, uniqueEmail } from './support/test-app.js';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('health and me', async () => {
    const health = await call(t, 'GET', '/health');
    expect(health.status).toBe(200);
    const me = await call(t, 'GET', '/me', { as: uniqueEmail() });
    expect(me.status).toBe(200);
    const contacts = await call(t, 'GET', '/contacts', { as: uniqueEmail() });
    expect(contacts.status).toBe(200);
    console.log(JSON.stringify(health.body), JSON.stringify(me.body).slice(0, 300));
  });
});
