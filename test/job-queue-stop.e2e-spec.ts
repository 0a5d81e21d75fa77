import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { AppConfig } from '../src/config/app-config.js';
import { Db } from '../src/database/db.js';
import { JOB_POOL_SIZE, JOB_SCHEMA, JobQueue } from '../src/jobs/job-queue.js';

const QUEUES = ['test-stop-a', 'test-stop-b', 'test-stop-c'];

/** Timers pending in this process: a worker loop of pg-boss's left running keeps one. */
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/**
 * A stop while the queue's connections are all busy. Three queues, two workers each (and the
 * scheduler's), share the queue's four connections: with the fetches held up by a lock, two workers wait for a connection
 * when the stop begins. A pool that ends before they get one never serves them, so their workers
 * never stop and pg-boss's loop that takes stopped workers off looks for them forever, past the
 * process's end of the application (in a test run, past the end of the spec file).
 */
describe('job queue stopping while its fetches wait for a connection', () => {
  it('waits until every worker has stopped, then leaves nothing of the queue running', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await monitor.connect();
    const config = {
      env: {
        JOB_MAINTENANCE_INTERVAL_SECONDS: 300,
        JOB_WORKER: 'inline',
        WEBHOOK_POLL_INTERVAL_MS: 500,
        SHUTDOWN_TIMEOUT_MS: 10_000,
      },
    } as unknown as AppConfig;
    const before = timers();
    const queue = new JobQueue(process.env.TEST_DATABASE_URL!, config);
    for (const name of QUEUES) queue.register(name, () => Promise.resolve());
    let stopped: Promise<void> | undefined;
    try {
      await queue.onApplicationBootstrap();
      const { rows } = await admin.query<{ partition_name: string }>(
        `SELECT partition_name FROM ${JOB_SCHEMA}.queue WHERE name = ANY($1)`,
        [QUEUES],
      );
      expect(rows).toHaveLength(QUEUES.length);
      const partitions = rows.map((r) => `${JOB_SCHEMA}.${r.partition_name}`);
      await admin.query('BEGIN');
      await admin.query(`LOCK TABLE ${partitions.join(', ')} IN ACCESS EXCLUSIVE MODE`);
      // Every connection of the queue busy (most of them waiting on the lock), so the other
      // workers wait for one.
      // Read from another session: one in a transaction sees the activity as it first read it.
      const busy = async () => {
        const [{ active, locked }] = (
          await monitor.query<{ active: number; locked: number }>(
            `SELECT count(*)::int AS active,
                    count(*) FILTER (WHERE EXISTS (
                      SELECT 1 FROM pg_locks l WHERE l.pid = a.pid AND NOT l.granted
                         AND l.relation = ANY($1::regclass[])))::int AS locked
               FROM pg_stat_activity a
              WHERE a.datname = current_database() AND a.application_name = 'pipeline-crm-jobs'
                AND a.state = 'active'`,
            [partitions],
          )
        ).rows;
        return { active, locked };
      };
      for (let i = 0; i < 200 && (await busy()).active < JOB_POOL_SIZE; i++) await sleep(50);
      const held = await busy();
      expect(held.active).toBe(JOB_POOL_SIZE);
      expect(held.locked).toBeGreaterThan(0);
      stopped = queue.onModuleDestroy();
      // The stop begins with every connection held; then the lock goes.
      await sleep(1_000);
      await admin.query('ROLLBACK');
    } finally {
      await admin.query('ROLLBACK').catch(() => undefined);
      await (stopped ?? queue.onModuleDestroy());
      await admin.end();
      await monitor.end();
    }
    expect(timers()).toBe(before);
  }, 60_000);
});

const HANDED_BACK = 'test-stop-handback';

/**
 * A stop while a job's handler runs on past the shutdown's budget (SHUTDOWN_TIMEOUT_MS): a
 * webhook delivery waiting on a slow receiver, an import between two of its steps.
 */
describe('job queue stopping while a job runs on past the shutdown budget', () => {
  it('stops within the budget, handing the job back to the queue, which runs it again later: nothing is lost', async () => {
    // A budget the old stop (12 s for the jobs, then up to 12 s for their handlers) overran by
    // far: the race below allows the process's whole budget again, so a loaded machine's delays
    // do not decide it.
    const budget = 5_000;
    const config = {
      env: {
        JOB_MAINTENANCE_INTERVAL_SECONDS: 300,
        JOB_WORKER: 'inline',
        WEBHOOK_POLL_INTERVAL_MS: 500,
        SHUTDOWN_TIMEOUT_MS: budget,
      },
    } as unknown as AppConfig;
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    const db = new Db(pool, { logQuery: () => undefined });
    // The first handler's completion, sent once its queue has closed, is logged and let go.
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const run = randomUUID();
    const ran: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let again!: () => void;
    const ranAgain = new Promise<void>((resolve) => (again = resolve));
    const first = new JobQueue(process.env.TEST_DATABASE_URL!, config);
    first.register<{ run: string }>(HANDED_BACK, async (jobs) => {
      if (!jobs.some((job) => job.data.run === run)) return;
      ran.push('first');
      started();
      await held;
    });
    const second = new JobQueue(process.env.TEST_DATABASE_URL!, config);
    second.register<{ run: string }>(HANDED_BACK, (jobs) => {
      if (jobs.some((job) => job.data.run === run)) {
        ran.push('second');
        again();
      }
      return Promise.resolve();
    });
    const job = async () => {
      const { rows } = await pool.query<{ state: string; retry_count: number; output: unknown }>(
        `SELECT state, retry_count, output FROM ${JOB_SCHEMA}.job WHERE name = $1 AND data->>'run' = $2`,
        [HANDED_BACK, run],
      );
      return rows;
    };
    let stopped: Promise<void> | undefined;
    try {
      await first.onApplicationBootstrap();
      await db.transaction((tx) => first.send(tx, HANDED_BACK, { run }, { retryDelaySeconds: 1 }));
      await running;
      // The stop is raced against the budget, as the process's shutdown races its close.
      stopped = first.onModuleDestroy();
      const outcome = await Promise.race([
        stopped.then(() => 'stopped'),
        sleep(2 * budget, 'past the budget', { ref: false }),
      ]);
      expect(outcome).toBe('stopped');
      // The handler still runs; its job is back in the queue, to be retried.
      expect(ran).toEqual(['first']);
      expect(await job()).toEqual([
        {
          state: 'retry',
          retry_count: 0,
          output: { value: 'pg-boss shut down while active' },
        },
      ]);
      release();
      // Another process (or this one restarted) takes it.
      await second.onApplicationBootstrap();
      await ranAgain;
      let rows = await job();
      while (rows[0]?.state !== 'completed') {
        await sleep(50);
        rows = await job();
      }
      expect(ran).toEqual(['first', 'second']);
      expect(rows).toEqual([expect.objectContaining({ state: 'completed', retry_count: 1 })]);
    } finally {
      release();
      await (stopped ?? first.onModuleDestroy());
      await second.onModuleDestroy();
      await pool.end();
      logged.mockRestore();
    }
  }, 90_000);
});
