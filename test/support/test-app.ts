import 'reflect-metadata';
import { afterAll, beforeAll } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { parseEnvironment } from '../../src/config/environment.js';

export interface TestApp {
  app: NestFastifyApplication;
  db: DataSource;
  close(): Promise<void>;
}

/**
 * The real application (same factory as production) on the run's fresh database (or over
 * `databaseUrl`, such as a pooler in front of it), silent, in development auth mode unless `env`
 * says otherwise. Drive it with `app.inject`.
 */
export async function startApp(
  env: Record<string, string> = {},
  databaseUrl = process.env.TEST_DATABASE_URL,
): Promise<TestApp> {
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is set by the global setup');
  const app = await createApp({
    env: parseEnvironment({
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
    }),
    databaseUrl,
    migrate: true,
  });
  return { app, db: app.get(DataSource), close: () => app.close() };
}

/**
 * The prologue of a spec: the app started before the block's tests (`startApp(env)`) and closed
 * after them. Call it in a `describe`; the object it returns is filled in once the app is up.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startApp(env));
  });
  afterAll(async () => {
    await t.close?.();
  });
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
