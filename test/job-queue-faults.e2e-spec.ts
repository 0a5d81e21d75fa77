import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { AppConfig } from '../src/config/app-config.js';
import { JOB_SCHEMA, JobQueue } from '../src/jobs/job-queue.js';
import { CuttableProxy } from './support/cuttable-proxy.js';
import { eventually } from './support/webhooks.js';

const QUEUE = 'test-settlement';
const SILENT_QUEUE = 'test-silent-connections';
const STOP_QUEUE = 'test-silent-stop';

/** Timers pending in this process: a worker loop of pg-boss's left running keeps one. */
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/**
 * The database going away between a job's handler and pg-boss's completion of it, which pg-boss
 * 10 sends without awaiting (src/jobs/pg-boss-settlement.ts). The queue connects as a role of
 * its own, so the test can refuse that role's connections while the rest of the run goes on.
 */
describe('job queue with the database lost as a job finishes', () => {
  const role = `crm_jobs_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  // A password, as a server with password authentication (the embedded one) asks for one.
  const password = randomUUID();
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN SUPERUSER PASSWORD '${password}'`);
  });
  afterAll(async () => {
    // What the role created (pg-boss's schema, if it was first here, and the queue) stays.
    await admin.query(`REASSIGN OWNED BY ${role} TO CURRENT_USER`);
    await admin.query(`DROP OWNED BY ${role}`);
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('logs the completion it could not record and keeps the process up; the job stays active for its retry', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.username = role;
    url.password = password;
    const config = {
      env: {
        JOB_MAINTENANCE_INTERVAL_SECONDS: 300,
        JOB_WORKER: 'inline',
        WEBHOOK_POLL_INTERVAL_MS: 500,
        SHUTDOWN_TIMEOUT_MS: 10_000,
      },
    } as unknown as AppConfig;
    const queue = new JobQueue(url.toString(), config);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    let handled!: () => void;
    const ran = new Promise<void>((resolve) => (handled = resolve));
    queue.register(QUEUE, async () => {
      // The database refuses the queue's connections from here on, and drops the open ones.
      await admin.query(`ALTER ROLE ${role} NOLOGIN`);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1`,
        [role],
      );
      handled();
    });
    try {
      await queue.onApplicationBootstrap();
      await queue.sendDetached(QUEUE, { test: true });
      await ran;
      // pg-boss completes the job once the handler returns; that statement cannot be sent.
      for (let i = 0; i < 100 && unhandled.length === 0; i++) {
        const messages = logged.mock.calls.map((call) => String(call[0]));
        if (messages.some((m) => /^job queue: .*(terminat|not permitted to log in)/.test(m))) break;
        await sleep(100);
      }
      await sleep(300);
      expect(unhandled).toEqual([]);
      expect(logged.mock.calls.map((call) => String(call[0]))).toEqual(
        expect.arrayContaining([expect.stringMatching(/^job queue: /)]),
      );
      const { rows } = await admin.query<{ state: string }>(
        `SELECT state FROM ${JOB_SCHEMA}.job WHERE name = $1`,
        [QUEUE],
      );
      expect(rows.map((r) => r.state)).toEqual(['active']);
    } finally {
      await admin.query(`ALTER ROLE ${role} LOGIN`);
      await queue.onModuleDestroy();
      await admin.query(`DELETE FROM ${JOB_SCHEMA}.job WHERE name = $1`, [QUEUE]);
      process.off('unhandledRejection', onUnhandled);
      logged.mockRestore();
    }
  });
});

/**
 * A failover, or a network that drops connections without a word: the connections the queue
 * holds stop being answered while new ones get through. pg-boss's workers await each fetch
 * without a limit of their own, so only the queue's connections can end such a wait.
 */
describe('job queue with its connections gone silent', () => {
  const proxy = new CuttableProxy();
  let admin: pg.Client;
  beforeAll(async () => {
    await proxy.open();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await proxy.cut();
    await admin.query(`DELETE FROM ${JOB_SCHEMA}.job WHERE name = ANY($1)`, [
      [SILENT_QUEUE, STOP_QUEUE],
    ]);
    await admin.end();
  });

  const queueOn = (statementTimeoutMs: number, shutdownTimeoutMs = 10_000) =>
    new JobQueue(proxy.url(), {
      env: {
        JOB_MAINTENANCE_INTERVAL_SECONDS: 300,
        JOB_WORKER: 'inline',
        WEBHOOK_POLL_INTERVAL_MS: 500,
        SHUTDOWN_TIMEOUT_MS: shutdownTimeoutMs,
        DATABASE_STATEMENT_TIMEOUT_MS: statementTimeoutMs,
      },
    } as unknown as AppConfig);

  const completed = async (n: number) => {
    const { rows } = await admin.query<{ state: string }>(
      `SELECT state FROM ${JOB_SCHEMA}.job WHERE name = $1 AND (data->>'n')::int = $2`,
      [SILENT_QUEUE, n],
    );
    return rows.length === 1 && rows[0].state === 'completed';
  };

  it('works its jobs again on new connections once the watchdog has ended the silent ones', async () => {
    const queue = queueOn(300);
    const worked: number[] = [];
    queue.register<{ n: number }>(SILENT_QUEUE, (jobs) => {
      for (const job of jobs) worked.push(job.data.n);
      return Promise.resolve();
    });
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await queue.onApplicationBootstrap();
      await queue.sendDetached(SILENT_QUEUE, { n: 1 });
      await eventually(() => completed(1));

      proxy.strand();
      // A send on a silent connection fails once the watchdog ends it (1.3 s: the statement
      // timeout plus 1 s), one waiting for a connection after the pool's acquire timeout.
      await eventually(() =>
        queue.sendDetached(SILENT_QUEUE, { n: 2 }).then(
          () => true,
          () => false,
        ),
      );
      // The workers' fetches stranded with their connections failed too, and they fetch again.
      await eventually(() => completed(2));
      expect(worked).toEqual([1, 2]);
    } finally {
      await queue.onModuleDestroy();
      logged.mockRestore();
    }
  }, 30_000);

  it('closes with statements still unanswered once the stop has waited for them', async () => {
    // No statement timeout, so no watchdog: nothing ends the stranded fetches but the close.
    const before = timers();
    const queue = queueOn(0, 3_000);
    queue.register(STOP_QUEUE, () => Promise.resolve());
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await queue.onApplicationBootstrap();
      const lost = proxy.lostChunks;
      proxy.strand();
      // A worker's fetch has gone out on a silent connection: it will never be answered.
      await eventually(() => proxy.lostChunks > lost);
    } finally {
      await queue.onModuleDestroy();
      logged.mockRestore();
    }
    // Its fetch failed with its connection, so the worker stops, and pg-boss's loop that takes
    // stopped workers off (once a second) ends: nothing of the queue runs on.
    await eventually(() => timers() <= before);
  }, 30_000);
});
