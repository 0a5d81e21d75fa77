// Plain ESM: Jest loads global setup outside its TypeScript transform and module mapper, so this
// file imports packages and the service's plain-JavaScript embedded database only.
import pg from 'pg';
import {
  EmbeddedDatabaseError,
  startEmbeddedDatabase,
} from '../../src/database/embedded-database.mjs';

/**
 * Server parameters of the embedded PostgreSQL started for a run: connections for several
 * workers each running apps with their own pools, and no waiting on the disk for a database that
 * is thrown away at the end.
 */
const TEST_SERVER_SETTINGS = {
  max_connections: '400',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
};

/**
 * Gives the run fresh databases, one per Jest worker, so workers never see each other's rows:
 * on DATABASE_URL's server when it is set, else on an embedded PostgreSQL started for the run.
 * `worker-database.ts` points each worker's TEST_DATABASE_URL at its own; the first app a spec
 * starts on a database applies the migrations (serialised by an advisory lock).
 */
export default async function globalSetup(globalConfig) {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    try {
      const server = await startEmbeddedDatabase({
        dir: `./data/test-${process.pid}`,
        port: 0,
        persistent: false,
        database: 'postgres',
        settings: TEST_SERVER_SETTINGS,
      });
      globalThis.__embeddedDatabase = server;
      serverUrl = server.url;
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseError)) throw error;
      // The one line that says what to do, not Jest's stack trace of this file.
      console.error(`\n${error.message}`);
      process.exit(1);
    }
  }
  // Worker n (JEST_WORKER_ID, from 1) gets `${prefix}${n}`.
  const prefix = `crm_test_${Date.now()}_${process.pid}_w`;
  const names = Array.from(
    { length: Math.max(1, globalConfig.maxWorkers) },
    (_, i) => `${prefix}${i + 1}`,
  );
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${names[0]}`;
  // Read by worker-database.ts; TEST_DATABASE_URL is the first worker's until a worker sets its own.
  process.env.TEST_DATABASE_PREFIX = prefix;
  process.env.TEST_DATABASE_URL = url.toString();
  globalThis.__testDatabase = { adminUrl: serverUrl, names };
}
