import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import pg from 'pg';
import { signUp } from './support/factories.js';
import { AppConfig } from '../src/config/app-config.js';
import { parseEnvironment } from '../src/config/environment.js';
import { describeInFlight } from '../src/core/http/in-flight.js';
import { closeWithin, drainAndClose } from '../src/core/shutdown.js';
import { httpRequest, until } from './support/http-client.js';
import { holdWorkspaceRow, release } from './support/row-lock.js';
import { startApp, type TestApp } from './support/test-app.js';

describe('graceful shutdown', () => {
  it('finishes an in-flight request on a keep-alive connection, then closes', async () => {
    const t = await startApp();
    const rep = await signUp(t, { premium: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;

    // Hold the workspace row so the creation below waits inside its transaction.
    const blocker = await holdWorkspaceRow(rep.workspaceId);

    const inFlight = fetch(`http://127.0.0.1:${port}/contacts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer dev:${rep.email}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ first_name: 'Finished' }),
    });
    await until(() => describeInFlight(t.app.getHttpAdapter().getInstance()).length === 1);
    let closed = false;
    const closing = t.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);

    await release(blocker, 'COMMIT');
    const res = await inFlight;
    expect(res.status).toBe(200);
    await closing;
    expect(closed).toBe(true);

    const check = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await check.connect();
    const { rows } = await check.query(
      'SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND first_name = $2',
      [rep.workspaceId, 'Finished'],
    );
    await check.end();
    expect(rows[0].n).toBe(1);
  }, 60_000);

  it('gives up after the shutdown deadline with a request stuck in the database, naming it', async () => {
    // No database timeouts: the request waits on the held row for as long as it is held.
    const t = await startApp({ DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_LOCK_TIMEOUT_MS: '0' });
    const rep = await signUp(t, { premium: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;

    const blocker = await holdWorkspaceRow(rep.workspaceId);
    const stuck = fetch(`http://127.0.0.1:${port}/contacts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer dev:${rep.email}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ first_name: 'Stuck' }),
    });
    await until(() => describeInFlight(t.app.getHttpAdapter().getInstance()).length === 1);

    const logged: string[] = [];
    // 'deadline': the close gave up at its deadline rather than waiting for the stuck request.
    const outcome = await closeWithin(t.app, 300, (m) => logged.push(m));
    expect(outcome).toBe('deadline');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^shutdown deadline of 300 ms passed; abandoning 1 request\(s\) in flight\n {2}POST \/contacts \(request id [0-9a-f-]{36}, \d+ ms\)$/,
    );

    // Let the stuck request end so the test leaves nothing behind.
    await release(blocker);
    await stuck;
    await t.close();
  }, 60_000);
});

describe('SHUTDOWN_GRACE_MS', () => {
  const graceOf = (raw: Record<string, string>) =>
    new AppConfig(parseEnvironment(raw)).shutdownGraceMs;

  it('defaults to 5 s in production and to none elsewhere, and takes a value in ms', () => {
    expect(graceOf({ NODE_ENV: 'production', ALLOW_DEV_AUTH: 'true' })).toBe(5_000);
    expect(graceOf({ NODE_ENV: 'development' })).toBe(0);
    expect(graceOf({ NODE_ENV: 'test' })).toBe(0);
    expect(graceOf({})).toBe(0);
    expect(
      graceOf({ NODE_ENV: 'production', ALLOW_DEV_AUTH: 'true', SHUTDOWN_GRACE_MS: '0' }),
    ).toBe(0);
    expect(graceOf({ SHUTDOWN_GRACE_MS: '10000' })).toBe(10_000);
  });

  it('refuses a value that is not a whole number of ms from 0 to 10 minutes', () => {
    for (const [value, problem] of [
      ['-1', 'SHUTDOWN_GRACE_MS must not be less than 0'],
      ['600001', 'SHUTDOWN_GRACE_MS must not be greater than 600000'],
      ['5s', 'SHUTDOWN_GRACE_MS must be an integer number'],
    ]) {
      expect(() => parseEnvironment({ SHUTDOWN_GRACE_MS: value })).toThrow(
        `SHUTDOWN_GRACE_MS: ${problem}`,
      );
    }
  });
});

/** Listens on a free port of 127.0.0.1 and answers the port. */
async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.getHttpServer().address() as AddressInfo).port;
}

/** A grace that only the test ends (the timer is a safety net), so no step races a clock. */
const HELD_GRACE_MS = 60_000;

describe('the shutdown sequence (drainAndClose, as SIGTERM runs it)', () => {
  it('reports not ready at once, and during the grace serves everything else with Connection: close', async () => {
    const t = await startApp();
    const rep = await signUp(t, { premium: true });
    const port = await listen(t);
    const agent = new http.Agent({ keepAlive: true });
    const as = { authorization: `Bearer dev:${rep.email}` };

    const before = await httpRequest(agent, port, 'GET', '/health/ready');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ status: 'ready' });
    expect(before.headers.connection).toBe('keep-alive');
    expect((await httpRequest(agent, port, 'GET', '/me', { headers: as })).reusedSocket).toBe(true);

    const endGrace = new AbortController();
    const logged: string[] = [];
    const drained = drainAndClose(t.app, {
      graceMs: HELD_GRACE_MS,
      timeoutMs: 10_000,
      log: (m) => logged.push(m),
      endGrace: endGrace.signal,
    });

    const ready = await httpRequest(agent, port, 'GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(ready.headers['retry-after']).toBeUndefined();
    expect(ready.headers.connection).toBe('close');
    expect(ready.body).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'This instance is shutting down',
      code: 'shutting_down',
    });
    // /health keeps its body and code: the process is alive and its database answers.
    const health = await httpRequest(agent, port, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'up' });
    expect(health.headers.connection).toBe('close');

    for (const [method, path, body] of [
      ['GET', '/me', undefined],
      ['POST', '/contacts', { first_name: 'During grace' }],
      ['GET', '/contacts', undefined],
    ] as const) {
      const res = await httpRequest(agent, port, method, path, { headers: as, body });
      expect([method, path, res.status, res.headers.connection]).toEqual([
        method,
        path,
        200,
        'close',
      ]);
      // The previous answer closed its connection, so each request needed a new one.
      expect(res.reusedSocket).toBe(false);
    }
    expect(t.app.getHttpServer().listening).toBe(true);

    endGrace.abort();
    await expect(drained).resolves.toBe('closed');
    expect(logged).toEqual([]);
    agent.destroy();
  }, 60_000);

  it('after the grace refuses new connections, and a request in flight then still completes', async () => {
    const t = await startApp();
    const rep = await signUp(t, { premium: true });
    const port = await listen(t);
    const agent = new http.Agent({ keepAlive: true });
    const fastify = t.app.getHttpAdapter().getInstance();

    // Hold the workspace row so the creation below waits inside its transaction.
    const blocker = await holdWorkspaceRow(rep.workspaceId);
    const inFlight = httpRequest(agent, port, 'POST', '/contacts', {
      headers: { authorization: `Bearer dev:${rep.email}` },
      body: { first_name: 'Across the grace' },
    });
    await until(() => describeInFlight(fastify).length === 1);

    const endGrace = new AbortController();
    const drained = drainAndClose(t.app, {
      graceMs: HELD_GRACE_MS,
      timeoutMs: 30_000,
      log: () => undefined,
      endGrace: endGrace.signal,
    });
    endGrace.abort();
    await until(() => !t.app.getHttpServer().listening);

    await expect(connectTo(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    await release(blocker, 'COMMIT');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.headers.connection).toBe('close');
    await expect(drained).resolves.toBe('closed');
    const rows = await countContacts(rep.workspaceId, 'Across the grace');
    expect(rows).toBe(1);
    agent.destroy();
  }, 60_000);

  it('closes idle keep-alive connections when the grace ends, but serves a request whose first bytes had arrived', async () => {
    const t = await startApp();
    const rep = await signUp(t, { premium: true });
    const port = await listen(t);

    // An idle keep-alive connection: one request answered, nothing sent since.
    const idle = await connectTo(port);
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    const idleAnswers = collect(idle);
    idle.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await until(() => idleAnswers().includes('"version"'));
    expect(idleAnswers()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(idleAnswers()).toMatch(/\r\nConnection: keep-alive\r\n/i);

    // A connection whose request is half sent when the listener closes.
    const halfSent = await connectTo(port);
    const halfSentAnswer = collect(halfSent);
    halfSent.write(`POST /contacts HTTP/1.1\r\nHost: localhost\r\n`);
    // The server reads both connections in order: once it has answered a request sent after the
    // first bytes, it has read them too.
    expect((await httpRequest(false, port, 'GET', '/health')).status).toBe(200);

    const drained = drainAndClose(t.app, { graceMs: 0, timeoutMs: 30_000, log: () => undefined });
    await idleClosed;
    await until(() => !t.app.getHttpServer().listening);

    const body = JSON.stringify({ first_name: 'Half sent' });
    halfSent.write(
      `Authorization: Bearer dev:${rep.email}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await new Promise((resolve) => halfSent.once('close', resolve));
    // Served, not Fastify's 503 for requests reaching a closing server.
    expect(halfSentAnswer()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(halfSentAnswer()).toMatch(/\r\nConnection: close\r\n/i);
    await expect(drained).resolves.toBe('closed');
    expect(await countContacts(rep.workspaceId, 'Half sent')).toBe(1);
  }, 60_000);
});

function connectTo(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the socket receives so far, as text. */
function collect(socket: net.Socket): () => string {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return () => text;
}

async function countContacts(workspaceId: string, firstName: string): Promise<number> {
  const check = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await check.connect();
  const { rows } = await check.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND first_name = $2',
    [workspaceId, firstName],
  );
  await check.end();
  return rows[0].n;
}
