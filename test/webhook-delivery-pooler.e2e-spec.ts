import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { signUp } from './support/factories.js';
import { PgBouncer } from './support/pgbouncer.js';
import { startApp, type TestApp } from './support/test-app.js';
import {
  deliveriesOf,
  enqueue,
  eventually,
  insertEndpoint,
  insertEvent,
  type Receiver,
  runWaitingAttemptsNow,
  startReceiver,
} from './support/webhooks.js';

/**
 * The job queue through PgBouncer in transaction mode: pg-boss takes only transaction-scoped
 * advisory locks and sends unnamed statements, so it needs no direct connection.
 */
describe('webhook delivery behind PgBouncer in transaction mode', () => {
  let bouncer: PgBouncer;
  let t: TestApp;
  let r: Receiver;

  beforeAll(async () => {
    bouncer = await PgBouncer.start({ poolSize: 2 });
    t = await startApp(
      {
        DATABASE_URL: bouncer.url(),
        DATABASE_MIGRATION_URL: process.env.TEST_DATABASE_URL!,
        DATABASE_PREPARED_STATEMENTS: 'false',
        DATABASE_POOL_SIZE: '4',
        JOB_WORKER: 'inline',
        WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
        WEBHOOK_POLL_INTERVAL_MS: '500',
      },
      bouncer.url(),
    );
    r = await startReceiver([{ status: 500 }, { status: 200 }]);
  });
  afterAll(async () => {
    await t?.close();
    await r?.close();
    await bouncer?.stop();
  });

  it('queues, fetches, retries and delivers over pooled connections', async () => {
    const owner = await signUp(t, { premium: true });
    const endpoint = await insertEndpoint(t, owner.workspaceId, { url: r.url });
    const event = await insertEvent(t, owner.workspaceId);
    await enqueue(t, event.id);
    await eventually(async () => (await deliveriesOf(t, endpoint.id)).length === 2);
    await runWaitingAttemptsNow(t);
    await eventually(async () => (await deliveriesOf(t, endpoint.id))[1].status === 'succeeded');
    expect((await deliveriesOf(t, endpoint.id)).map((d) => d.status)).toEqual([
      'failed',
      'succeeded',
    ]);
    const last = r.received[1];
    expect(
      new Webhook(endpoint.secret).verify(last.body, {
        'webhook-id': String(last.headers['webhook-id']),
        'webhook-timestamp': String(last.headers['webhook-timestamp']),
        'webhook-signature': String(last.headers['webhook-signature']),
      }),
    ).toEqual(event.payload);
  });
});
