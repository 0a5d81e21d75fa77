import { describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { AppConfig } from '../src/config/app-config.js';
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
