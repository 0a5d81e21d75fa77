import { describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { signUp } from './support/factories.js';
import { closeWithin } from '../src/core/shutdown.js';
import { holdWorkspaceRow, release } from './support/row-lock.js';
import { startApp } from './support/test-app.js';

describe('graceful shutdown', () => {
  it('finishes an in-flight request on a keep-alive connection, then closes', async () => {
    const t = await startApp();
    const rep = await signUp(t, { premium: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;

    // Hold the workspace row so the creation below waits inside its transaction.
    const blocker = await holdWorkspaceRow(rep.workspaceId);

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

    await release(blocker, 'COMMIT');
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

  it('gives up after the shutdown deadline with a request stuck in the database, naming it', async () => {
    // No database timeouts: the request waits on the held row for as long as it is held.
    const t = await startApp({ DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_LOCK_TIMEOUT_MS: '0' });
    const rep = await signUp(t, { premium: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;

    const blocker = await holdWorkspaceRow(rep.workspaceId);
    const stuck = fetch(`http://127.0.0.1:${port}/contacts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer dev:${rep.email}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ first_name: 'Stuck' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));

    const logged: string[] = [];
    const started = Date.now();
    const outcome = await closeWithin(t.app, 300, (m) => logged.push(m));
    expect(outcome).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^shutdown deadline of 300 ms passed; abandoning 1 request\(s\) in flight\n {2}POST \/contacts \(request id [0-9a-f-]{36}, \d+ ms\)$/,
    );

    // Let the stuck request end so the test leaves nothing behind.
    await release(blocker);
    await stuck;
    await t.close();
  });
});
