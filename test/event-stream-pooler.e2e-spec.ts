import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { LISTENER_APPLICATION_NAME } from '../src/database/database-listener.js';
import { createContact, signUp } from './support/factories.js';
import { listening, listenerBackend, StreamReader } from './support/event-stream.js';
import { PgBouncer } from './support/pgbouncer.js';
import { bearer, startApp, type TestApp } from './support/test-app.js';

/** What the server shows of backend `pid`: its name and its last statement. */
async function backend(pid: number): Promise<{ application_name: string; query: string }> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ application_name: string; query: string }>(
      'SELECT application_name, query FROM pg_stat_activity WHERE pid = $1',
      [pid],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

describe('GET /events behind PgBouncer in transaction mode', () => {
  let bouncer: PgBouncer;
  let writer: TestApp;
  let streaming: TestApp;

  beforeAll(async () => {
    bouncer = await PgBouncer.start({ poolSize: 4 });
    const pooled = {
      DATABASE_URL: bouncer.url(),
      DATABASE_MIGRATION_URL: process.env.TEST_DATABASE_URL!,
      DATABASE_PREPARED_STATEMENTS: 'false',
    };
    writer = await startApp(
      { ...pooled, JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' },
      bouncer.url(),
    );
    // Its poll comes once a minute: only a notification brings the events in a test's time.
    streaming = await startApp({ ...pooled, EVENT_STREAM_POLL_MS: '60000' }, bouncer.url());
  });
  afterAll(async () => {
    await Promise.all([writer?.close(), streaming?.close()]);
    await bouncer?.stop();
  });

  it('listens on a direct connection and hears the NOTIFY a dispatch sends through the pooler', async () => {
    const admin = await signUp(writer, { premium: true });
    const reader = await StreamReader.open(
      await listening(streaming),
      '/events',
      bearer(admin.email),
    );
    try {
      await reader.until(() => reader.retries.length > 0);
      // Its poll is a minute away: the notification is the only way in within the test's time.
      const pid = await listenerBackend(streaming);
      const written = await createContact(writer, admin.email, { first_name: 'Pooled' });
      const [event] = await reader.take(1);
      expect(event.data.data?.contact).toMatchObject({ id: written.id });
      // The pooler hands a session's server connection to others: LISTEN goes past it.
      expect(await backend(pid)).toMatchObject({
        application_name: LISTENER_APPLICATION_NAME,
        query: expect.stringContaining('pg_backend_pid'),
      });
    } finally {
      reader.close();
    }
  });
});
