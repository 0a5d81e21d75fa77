// Plain ESM: Jest loads global setup outside its TypeScript transform and module mapper, so this
// file imports packages and the service's plain-JavaScript embedded database only.
import pg from 'pg';
import {
  EmbeddedDatabaseError,
  startEmbeddedDatabase,
} from '../../src/database/embedded-database.mjs';

/**
 * Gives the run a fresh database: a new one on DATABASE_URL's server when it is set, else on an
 * embedded PostgreSQL started for the run. Specs read TEST_DATABASE_URL; the first app a spec
 * starts applies the migrations (serialised by an advisory lock).
 */
export default async function globalSetup() {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    try {
      const server = await startEmbeddedDatabase({
        dir: `./data/test-${process.pid}`,
        port: 0,
        persistent: false,
        database: 'postgres',
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
  const name = `crm_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  globalThis.__testDatabase = { adminUrl: serverUrl, name };
}
