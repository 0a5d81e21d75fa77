import 'reflect-metadata';
import { afterAll, beforeAll } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { parseEnvironment } from '../../src/config/environment.js';
import { createLogger, type LogDestination } from '../../src/core/logging/logger.js';

export interface TestApp {
  app: NestFastifyApplication;
  db: DataSource;
  close(): Promise<void>;
}

/**
 * The real application (same factory as production) on the run's fresh database (or over
 * `databaseUrl`, such as a pooler in front of it), silent (or logging into `logs` at its
 * LOG_LEVEL), in development auth mode unless `env` says otherwise. Drive it with `app.inject`.
 */
export async function startApp(
  env: Record<string, string> = {},
  databaseUrl = process.env.TEST_DATABASE_URL,
  logs?: LogDestination,
): Promise<TestApp> {
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is set by the global setup');
  const parsed = parseEnvironment({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: '10',
    // Five places a workspace, as the default pool of 20 gives with the default share.
    DATABASE_POOL_SHARE: '0.5',
    // Only the specs about delivery work the webhook queue (they pass `inline`).
    JOB_WORKER: 'off',
    // Specs sign up many workspaces from one address; test/provisioning.e2e-spec.ts sets it.
    WORKSPACES_PER_ADDRESS_PER_HOUR: '0',
    ...env,
  });
  const app = await createApp({
    env: parsed,
    databaseUrl,
    migrate: true,
    ...(logs ? { logger: createLogger(parsed, logs) } : {}),
  });
  return { app, db: app.get(DataSource), close: () => app.close() };
}

export interface TestAppOptions {
  /** The database the app runs over, when not the run's own: read as the app starts. */
  databaseUrl?: () => string;
  /** Where the app's log lines go (at its LOG_LEVEL), instead of nowhere. */
  logs?: LogDestination;
}

/**
 * Longer than an application takes to close at worst: pg-boss lets running jobs finish (12 s),
 * requests in flight end within their statement and lock timeouts, then the pools end.
 */
const CLOSE_TIMEOUT_MS = 60_000;

/**
 * The prologue of a spec: the app started before the block's tests (`startApp(env)`) and closed
 * after them. Call it in a `describe`; the object it returns is filled in once the app is up.
 *
 * The close is awaited whatever happened before it: after a test that timed out (its requests
 * may still be finishing), and after a start that outlived its hook (the app is closed once it is
 * up). An application left running keeps its pg-boss loops going in this Jest worker, where they
 * would work the next spec file's jobs in the same database.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  const t = {} as TestApp;
  let starting: Promise<TestApp> | undefined;
  beforeAll(async () => {
    starting = startApp(
      env,
      options.databaseUrl?.() ?? process.env.TEST_DATABASE_URL,
      options.logs,
    );
    Object.assign(t, await starting);
  });
  afterAll(async () => {
    const started = await starting?.catch(() => undefined);
    await started?.close();
  }, CLOSE_TIMEOUT_MS);
  return t;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export function bearer(email: string): Record<string, string> {
  return { authorization: `Bearer dev:${email}` };
}

export interface RequestOptions {
  as?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/** One HTTP call through Fastify's inject; `as` signs it with a development token. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS',
  url: string,
  options: RequestOptions = {},
) {
  const response = await t.app.inject({
    method,
    url,
    query: options.query,
    headers: { ...(options.as ? bearer(options.as) : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    text: response.body,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
    body: (response.body ? safeJson(response.body) : undefined) as any,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
