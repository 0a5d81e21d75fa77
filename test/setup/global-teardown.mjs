import pg from 'pg';

export default async function globalTeardown() {
  const db = globalThis.__testDatabase;
  if (db && !process.env.KEEP_TEST_DATABASE) {
    const admin = new pg.Client({ connectionString: db.adminUrl });
    await admin.connect();
    for (const name of db.names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  await globalThis.__embeddedDatabase?.stop();
}
