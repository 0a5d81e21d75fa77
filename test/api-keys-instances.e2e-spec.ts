import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INVALID_API_KEY_DETAIL } from '../src/core/auth/api-key-verifier.js';
import { createKey } from './support/api-keys.js';
import { signUp } from './support/factories.js';
import { httpRequest } from './support/http-client.js';
import { startApp, type TestApp, useTestApp } from './support/test-app.js';

const LIMIT = 3;

describe('an API key has its own rate-limit budget', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });

  async function send(headers: Record<string, string>, remoteAddress = '127.0.0.1') {
    const res = await t.app.inject({ method: 'GET', url: '/me', headers, remoteAddress });
    return { status: res.statusCode, remaining: res.headers['ratelimit-remaining'] };
  }

  it("spends the key's budget, not its member's nor another key's", async () => {
    // Sign-up and two key creations: the member's bearer budget is spent.
    const admin = await signUp(t);
    const first = await createKey(t, admin.email, ['contacts:read']);
    const second = await createKey(t, admin.email, ['contacts:read']);
    expect((await send({ authorization: `Bearer dev:${admin.email}` })).status).toBe(429);

    const answers = [];
    for (let i = 0; i <= LIMIT; i++) answers.push(await send({ 'x-api-key': first.key }));
    expect(answers).toEqual([
      { status: 200, remaining: '2' },
      { status: 200, remaining: '1' },
      { status: 200, remaining: '0' },
      { status: 429, remaining: '0' },
    ]);
    expect(await send({ 'x-api-key': second.key })).toEqual({ status: 200, remaining: '2' });
  });

  it('counts a key it cannot verify by the client address, as a refused token', async () => {
    const admin = await signUp(t);
    const { key } = await createKey(t, admin.email, ['contacts:read']);
    const from = '198.51.100.33';
    const unknown = `crm_zzzzzzzz_${key.split('_')[2]}`;
    const statuses = [];
    for (const sent of ['junk', unknown, `${key}0`]) {
      statuses.push((await send({ 'x-api-key': sent }, from)).status);
    }
    statuses.push((await send({}, from)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The valid key from that address still has its own budget.
    expect((await send({ 'x-api-key': key }, from)).status).toBe(200);
  });
});

/** Two instances on one database, on real sockets, as behind a load balancer. */
describe('API keys on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  const ports: number[] = [];
  const agent = new http.Agent({ keepAlive: true });

  beforeAll(async () => {
    [a, b] = await Promise.all([
      startApp({ RATE_LIMIT_PER_MINUTE: '0' }),
      startApp({ RATE_LIMIT_PER_MINUTE: '0' }),
    ]);
    for (const t of [a, b]) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      ports.push((t.app.getHttpServer().address() as AddressInfo).port);
    }
  });
  afterAll(async () => {
    agent.destroy();
    await Promise.all([a?.close(), b?.close()]);
  });

  const [onA, onB] = [0, 1];
  function withKey(instance: number, key: string, path = '/contacts') {
    return httpRequest(agent, ports[instance], 'GET', path, { headers: { 'x-api-key': key } });
  }
  function revoke(instance: number, email: string, id: string) {
    return httpRequest(agent, ports[instance], 'DELETE', `/api-keys/${id}`, {
      headers: { authorization: `Bearer dev:${email}` },
    });
  }

  it('refuses on instance B, at its next request, a key revoked on instance A', async () => {
    const admin = await signUp(a, { premium: true });
    const { id, key } = await createKey(a, admin.email, ['contacts:read']);
    expect((await withKey(onA, key)).status).toBe(200);
    expect((await withKey(onB, key)).status).toBe(200);
    expect((await revoke(onA, admin.email, id)).status).toBe(204);
    const next = await withKey(onB, key);
    expect([next.status, next.body.detail]).toEqual([401, INVALID_API_KEY_DETAIL]);
  });

  it('answers no success to a request sent after the DELETE was answered, while in use on both', async () => {
    const admin = await signUp(b, { premium: true });
    const { id, key } = await createKey(b, admin.email, ['contacts:read']);
    let revoked = false;
    let successes = 0;
    const outcomes: Array<{ sentAfterRevoke: boolean; status: number; detail?: string }> = [];

    // Four loops, two per instance, each until it has seen ten answers to requests sent after
    // the revocation was answered.
    const loop = async (instance: number) => {
      let afterRevoke = 0;
      while (afterRevoke < 10) {
        const sentAfterRevoke = revoked;
        const res = await withKey(instance, key);
        outcomes.push({ sentAfterRevoke, status: res.status, detail: res.body?.detail });
        if (res.status === 200) successes++;
        if (sentAfterRevoke) afterRevoke++;
      }
    };
    const loops = [onA, onB, onA, onB].map(loop);
    while (successes < 20) await new Promise((resolve) => setImmediate(resolve));
    const answer = await revoke(onA, admin.email, id);
    revoked = true;
    expect(answer.status).toBe(204);
    await Promise.all(loops);

    const before = outcomes.filter((o) => !o.sentAfterRevoke);
    const after = outcomes.filter((o) => o.sentAfterRevoke);
    expect(before.filter((o) => o.status === 200).length).toBeGreaterThanOrEqual(20);
    expect(after).toHaveLength(40);
    expect(new Set(after.map((o) => `${o.status} ${o.detail}`))).toEqual(
      new Set([`401 ${INVALID_API_KEY_DETAIL}`]),
    );
    // Requests in flight while it landed were either served or refused, nothing else.
    expect(before.every((o) => o.status === 200 || o.status === 401)).toBe(true);
  });
});
