import { describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { signUp } from './support/factories.js';
import { startApp } from './support/test-app.js';

describe('graceful shutdown', () => {
  it('finishes an in-flight request on a keep-alive connection, then closes', async () => {
    const t = await startApp();
    const rep = await signUp(t, { premium: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;

    // Hold the workspace row so the creation below waits inside its transaction.
    const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM workspaces WHERE id = $1 FOR UPDATE', [rep.workspaceId]);

    const inFlight = fetch(`http://127.0.0.1:${port}/contacts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer dev:${rep.email}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ first_name: 'Finished' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    let closed = false;
    const closing = t.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);

    await blocker.query('COMMIT');
    await blocker.end();
    const res = await inFlight;
    expect(res.status).toBe(200);
    await closing;
    expect(closed).toBe(true);

    const check = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await check.connect();
    const { rows } = await check.query(
      'SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND first_name = $2',
      [rep.workspaceId, 'Finished'],
    );
    await check.end();
    expect(rows[0].n).toBe(1);
  });
});
