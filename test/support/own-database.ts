import { afterAll, beforeAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function onServer(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Gives the spec file a database of its own on the run's server. For specs that leave tens of
 * thousands of rows behind (imports, bulk operations): in the run's shared database they would
 * slow the whole-database work of every later spec (a demo reset). It sets TEST_DATABASE_URL,
 * which apps, helpers and child processes read, for the file's duration. Call it at the top of
 * the file, outside any describe: its hooks then run first and last.
 */
export function useOwnDatabase(): void {
  let shared = '';
  const name = `crm_test_own_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  beforeAll(async () => {
    shared = process.env.TEST_DATABASE_URL!;
    await onServer(shared, `CREATE DATABASE ${name}`);
    const url = new URL(shared);
    url.pathname = `/${name}`;
    process.env.TEST_DATABASE_URL = url.toString();
  });
  afterAll(async () => {
    process.env.TEST_DATABASE_URL = shared;
    await onServer(shared, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
