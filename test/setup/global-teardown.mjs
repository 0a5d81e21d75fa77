import pg from 'pg';

export default async function globalTeardown() {
  const db = globalThis.__testDatabase;
  if (db && !process.env.KEEP_TEST_DATABASE) {
    const admin = new pg.Client({ connectionString: db.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    await admin.end();
  }
  await globalThis.__embeddedDatabase?.stop();
}
