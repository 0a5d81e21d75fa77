import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { parseEnvironment } from '../src/config/environment.js';
import { createLogger } from '../src/core/logging/logger.js';
import { MeService } from '../src/modules/me/me.service.js';
import { signUp } from './support/factories.js';
import { LogCapture } from './support/log-capture.js';
import { holdWorkspaceRow, release } from './support/row-lock.js';
import { otherEvent, sign, WEBHOOK_SECRET } from './support/stripe-events.js';
import { bearer, call, type TestApp, uniqueEmail } from './support/test-app.js';

/** The real application, logging into `capture` instead of stdout. */
async function startLogged(env: Record<string, string>, capture: LogCapture): Promise<TestApp> {
  const parsed = parseEnvironment({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '4', ...env });
  const app = await createApp({
    env: parsed,
    databaseUrl: process.env.TEST_DATABASE_URL!,
    migrate: true,
    logger: createLogger(parsed, capture),
  });
  return { app, db: app.get(DataSource), close: () => app.close() };
}

const ANSI_ESCAPE = '\u001b[';
/** A JWT-shaped string (header {"alg":"HS256"}, payload {"sub":"1"}). */
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('LOG_FORMAT=json at info', () => {
  const capture = new LogCapture();
  let t: TestApp;
  let startLines: string[];

  beforeAll(async () => {
    t = await startLogged(
      {
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        DATABASE_LOCK_TIMEOUT_MS: '200',
      },
      capture,
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    // What main.ts writes once listening, through Nest's Logger like any service would.
    new Logger('Bootstrap').log('Pipeline CRM ready');
    startLines = capture.lines;
  });
  afterAll(() => t.close());

  it('starts with a handful of JSON lines: no colours, no route mapping, the ready line', () => {
    expect(startLines.length).toBeLessThanOrEqual(5);
    expect(capture.text).not.toContain(ANSI_ESCAPE);
    const entries = startLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) {
      expect(entry).toEqual(
        expect.objectContaining({
          level: expect.any(Number),
          time: expect.any(Number),
          msg: expect.any(String),
          context: expect.any(String),
        }),
      );
    }
    expect(entries.map((entry) => entry.context)).not.toContain('RouterExplorer');
    expect(entries.map((entry) => entry.context)).not.toContain('InstanceLoader');
    expect(entries.at(-1)).toMatchObject({
      level: 30,
      context: 'Bootstrap',
      msg: 'Pipeline CRM ready',
    });
  });

  it("writes a request's line with the X-Request-Id as reqId", async () => {
    const email = uniqueEmail('log');
    const res = await call(t, 'GET', '/me?q=secret-search', {
      as: email,
      headers: { 'x-request-id': 'log-json-me' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('log-json-me');
    expect(capture.of('log-json-me')).toEqual([
      expect.objectContaining({
        level: 30,
        context: 'Request',
        msg: 'request',
        method: 'GET',
        path: '/me',
        status: 200,
      }),
    ]);
    expect(capture.text).not.toContain('secret-search');
  });

  it('logs a 500 with the request id, the error and its stack, masking passwords and tokens', async () => {
    const email = uniqueEmail('log');
    expect((await call(t, 'GET', '/me', { as: email })).status).toBe(200);
    const signIn = jest.spyOn(t.app.get(MeService), 'signIn').mockImplementationOnce(() => {
      throw new Error(`could not reach postgres://crm:hunter2@db:5432/crm with ${JWT}`);
    });
    try {
      const res = await call(t, 'GET', '/me', {
        as: email,
        headers: { 'x-request-id': 'log-json-500' },
      });
      expect(res.status).toBe(500);
      expect(res.body.detail).toBe('Internal server error (request id log-json-500)');
    } finally {
      signIn.mockRestore();
    }
    const [error, request] = capture.of('log-json-500');
    expect(error).toMatchObject({
      level: 50,
      context: 'Errors',
      msg: 'unexpected error; answered 500',
      err: {
        type: 'Error',
        message: 'could not reach postgres://crm:[masked]@db:5432/crm with [masked]',
        stack: expect.stringContaining('\n    at '),
      },
    });
    expect(request).toMatchObject({ context: 'Request', path: '/me', status: 500 });
    expect(capture.text).not.toContain('hunter2');
    expect(capture.text).not.toContain(JWT);
  });

  it('logs a database fault (503) with the request id', async () => {
    const rep = await signUp(t, { premium: true });
    const blocker = await holdWorkspaceRow(rep.workspaceId);
    try {
      const res = await call(t, 'POST', '/contacts', {
        as: rep.email,
        headers: { 'x-request-id': 'log-json-503' },
        body: { first_name: 'Waiting' },
      });
      expect(res.status).toBe(503);
    } finally {
      await release(blocker);
    }
    expect(capture.of('log-json-503')).toEqual([
      expect.objectContaining({
        level: 40,
        context: 'Errors',
        code: 'database_busy',
        msg: expect.stringMatching(/^database_busy: /),
      }),
      expect.objectContaining({ context: 'Request', status: 503 }),
    ]);
  });

  it("gives a service's lines during a request the request's reqId", async () => {
    const owner = await signUp(t);
    const event = otherEvent('customer.subscription.updated', owner.workspaceId);
    const payload = JSON.stringify(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sign(payload),
        'x-request-id': 'log-json-hook',
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(capture.of('log-json-hook')).toEqual([
      expect.objectContaining({
        level: 30,
        context: 'PaymentsWebhook',
        msg: `event ${String(event.id)} (customer.subscription.updated) acknowledged, not acted on`,
      }),
      expect.objectContaining({ context: 'Request', path: '/webhooks/payments', status: 200 }),
    ]);
    expect(capture.text).not.toContain(sign(payload).split(',')[1]);
  });
});

describe('LOG_LEVEL=trace', () => {
  const capture = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await startLogged({ LOG_LEVEL: 'trace', LOG_FORMAT: 'json' }, capture);
  });
  afterAll(() => t.close());

  it("shows Nest's route mapping, at debug", () => {
    const mapping = capture.entries().filter((entry) => entry.context === 'RouterExplorer');
    expect(mapping.length).toBeGreaterThan(20);
    expect(new Set(mapping.map((entry) => entry.level))).toEqual(new Set([20]));
    expect(mapping.map((entry) => entry.msg)).toContain('Mapped {/me, GET} route');
  });

  it('masks Authorization, Cookie and Stripe-Signature in the traced request headers', async () => {
    const email = uniqueEmail('log');
    const res = await call(t, 'GET', '/me', {
      headers: {
        ...bearer(email),
        cookie: 'session=s3cr3t',
        'stripe-signature': 't=1,v1=abcdef',
        'x-request-id': 'log-trace-me',
      },
    });
    expect(res.status).toBe(200);
    const [incoming] = capture.of('log-trace-me');
    expect(incoming).toMatchObject({
      level: 10,
      context: 'Request',
      msg: 'incoming request',
      req: { method: 'GET', path: '/me' },
      headers: {
        authorization: '[masked]',
        cookie: '[masked]',
        'stripe-signature': '[masked]',
        'x-request-id': 'log-trace-me',
      },
    });
    expect(capture.text).not.toContain(`dev:${email}`);
    expect(capture.text).not.toContain('s3cr3t');
    expect(capture.text).not.toContain('v1=abcdef');
  });
});

describe('LOG_FORMAT=pretty', () => {
  const capture = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await startLogged({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, capture);
  });
  afterAll(() => t.close());

  it('writes readable lines, not JSON, with the context, the message and the request id', async () => {
    new Logger('Bootstrap').log('Pipeline CRM ready');
    const res = await call(t, 'GET', '/me', {
      as: uniqueEmail('log'),
      headers: { 'x-request-id': 'log-pretty-me' },
    });
    expect(res.status).toBe(200);
    const lines = capture.lines;
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).toThrow();
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[Bootstrap\] Pipeline CRM ready$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[Request\] request \{"reqId":"log-pretty-me","method":"GET","path":"\/me","status":200,"ms":\d+\}$/,
      ),
    );
    // Not a terminal: no colours.
    expect(capture.text).not.toContain(ANSI_ESCAPE);
  });
});

describe('LOG_LEVEL=silent', () => {
  const capture = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await startLogged({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json' }, capture);
  });
  afterAll(() => t.close());

  it('writes nothing: not the start, not a request, not a 500', async () => {
    const email = uniqueEmail('log');
    expect((await call(t, 'GET', '/me', { as: email })).status).toBe(200);
    const signIn = jest.spyOn(t.app.get(MeService), 'signIn').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    try {
      expect((await call(t, 'GET', '/me', { as: email })).status).toBe(500);
    } finally {
      signIn.mockRestore();
    }
    new Logger('Bootstrap').error('not written');
    expect(capture.text).toBe('');
  });
});

describe('LOG_FORMAT', () => {
  it('defaults to json in production and pretty elsewhere, and takes nothing else', () => {
    expect(parseEnvironment({ NODE_ENV: 'production', ALLOW_DEV_AUTH: 'true' }).LOG_FORMAT).toBe(
      'json',
    );
    expect(parseEnvironment({ NODE_ENV: 'development' }).LOG_FORMAT).toBe('pretty');
    expect(parseEnvironment({ NODE_ENV: 'test' }).LOG_FORMAT).toBe('pretty');
    expect(
      parseEnvironment({ NODE_ENV: 'production', LOG_FORMAT: 'pretty', ALLOW_DEV_AUTH: 'true' })
        .LOG_FORMAT,
    ).toBe('pretty');
    expect(() => parseEnvironment({ LOG_FORMAT: 'xml' })).toThrow(
      'LOG_FORMAT: LOG_FORMAT must be one of the following values: json, pretty',
    );
  });
});
