import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { AppConfig } from '../config/app-config.js';
import { answerWithinMs, databaseSettings } from '../database/data-source-options.js';
import type { Db } from '../database/db.js';
import { preparedStatement } from '../database/statement.js';
import { JobConnections } from './job-connections.js';
import { jobStopPlan, WORKER_OFF_SETTLE_MS } from './job-stop-plan.js';
import { settlePgBossCompletions } from './pg-boss-settlement.js';

settlePgBossCompletions();

export const JOBS_DATABASE_URL = Symbol('JOBS_DATABASE_URL');

/** The schema pg-boss keeps its tables in, beside the service's own. */
export const JOB_SCHEMA = 'pgboss';

/** pg-boss's own connections: fetching, completing and its maintenance, few and short. */
export const JOB_POOL_SIZE = 4;

export interface JobOptions {
  /** Seconds from now before the job may run. */
  startAfterSeconds?: number;
  /** pg-boss retries of a job whose handler threw or whose worker died (crash recovery). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long a worker may hold the job before pg-boss takes it back and retries it. */
  expireInSeconds?: number;
  /** A queue (registered) that gets a copy of the job once its retries are used up. */
  deadLetter?: string;
}

export type JobHandler<T> = (jobs: PgBoss.Job<T>[]) => Promise<void>;

interface Registration {
  name: string;
  batchSize: number;
  handler: JobHandler<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each queue its own job type
  /** A cron expression (UTC): pg-boss's scheduler sends the queue an empty job on it. */
  cron?: string;
}

/**
 * The job queue: pg-boss on the service's own database, in its own schema. Chosen over a
 * home-made poller because what a poller must get right is already there and tested: SKIP LOCKED
 * fetching (one job, one worker, across any number of processes), expiry and retry of jobs whose
 * worker died, deferred jobs, archiving and purging of finished ones, all advisory-locked
 * maintenance; and its `send` takes the caller's connection, so a job is inserted in the writer's
 * transaction (graphile-worker can too, but brings its own migrations runner and LISTEN/NOTIFY,
 * which a transaction-mode pooler breaks). pg-boss 10 polls (no LISTEN), takes only
 * transaction-scoped advisory locks and sends no named prepared statements, so it works through
 * PgBouncer in transaction mode on DATABASE_URL.
 *
 * pg-boss creates and migrates its schema itself at start, in one transaction under its own
 * advisory lock (instances starting together wait for each other): its schema version belongs to
 * the installed package, so an upgrade brings its own migration with it and ours never copy its
 * plans.
 *
 * Every instance starts it (an instance with JOB_WORKER=off still needs the queues to exist
 * and runs maintenance); handlers are registered by the features and only run where workers are
 * on.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private readonly connections: JobConnections;
  private readonly registrations: Registration[] = [];
  private readonly queues = new Set<string>();
  private started = false;
  private stopped: Promise<void> | undefined;
  private readonly stop = new AbortController();
  /** Handlers running now: a worker stops only once its handler has returned. */
  private handling = 0;
  /** Handlers started so far: a stop sees whether one started while it waited. */
  private handled = 0;

  constructor(
    @Inject(JOBS_DATABASE_URL) databaseUrl: string,
    private readonly config: AppConfig,
  ) {
    const settings = databaseSettings(config.env);
    this.connections = new JobConnections(
      databaseUrl,
      JOB_POOL_SIZE,
      answerWithinMs(settings.timeouts),
      (error) => this.logger.error(`job queue: ${error.message}`),
      settings.preparedStatements,
    );
    this.boss = new PgBoss({
      db: this.connections,
      schema: JOB_SCHEMA,
      migrate: true,
      supervise: true,
      maintenanceIntervalSeconds: config.env.JOB_MAINTENANCE_INTERVAL_SECONDS,
      // pg-boss's scheduler (its cron jobs, sent once across instances) where queues are worked.
      schedule: config.env.JOB_WORKER === 'inline',
    });
    this.boss.on('error', (error) => this.logger.error(`job queue: ${error.message}`));
  }

  /**
   * Aborted when this process begins to stop: a long job (an import) hands the rest of its work
   * over to a new job between two of its steps, rather than keep the stop waiting.
   */
  get stopping(): AbortSignal {
    return this.stop.signal;
  }

  /** Whether this process works the queues (JOB_WORKER=inline, or the worker process). */
  get working(): boolean {
    return this.config.env.JOB_WORKER === 'inline';
  }

  /**
   * Declares a queue; `handler` runs its jobs where this process works queues. With `cron`,
   * pg-boss's scheduler also sends it an empty job on that schedule (UTC), once across instances.
   */
  register<T>(name: string, handler: JobHandler<T>, batchSize = 10, cron?: string): void {
    this.queues.add(name);
    this.registrations.push({ name, batchSize, handler, cron });
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.boss.start();
      this.started = true;
      for (const name of this.queues) await this.createQueue(name);
      this.connections.watch();
      if (this.working) await this.startWorkers();
    } catch (error) {
      // A start that fails leaves nothing polling or holding connections behind it.
      await this.onModuleDestroy();
      throw error;
    }
  }

  private async startWorkers(): Promise<void> {
    const pollingIntervalSeconds = this.config.env.WEBHOOK_POLL_INTERVAL_MS / 1000;
    for (const { name, cron } of this.registrations) {
      if (cron) await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
    }
    for (const { name, batchSize, handler } of this.registrations) {
      // Two workers per queue: one waits on a slow receiver while the other fetches on.
      for (let i = 0; i < 2; i++) {
        let id = '';
        id = await this.boss.work<never>(
          name,
          { batchSize, pollingIntervalSeconds },
          async (jobs) => {
            this.handling++;
            this.handled++;
            try {
              await handler(jobs);
            } finally {
              this.handling--;
            }
            // A full batch means more are waiting: fetch again at once, not after the interval.
            if (jobs.length === batchSize && id) this.boss.notifyWorker(id);
          },
        );
      }
    }
  }

  /**
   * pg-boss 10's own createQueue takes no lock: two instances creating the same queue at once
   * deadlock on its partition DDL. Under a transaction-scoped advisory lock the second waits and
   * then finds the queue there. One simple-protocol round trip (so no parameters: the name is
   * one of ours, quoted), which a transaction-mode pooler keeps on one connection.
   */
  private async createQueue(name: string): Promise<void> {
    if (!/^[a-z-]+$/.test(name)) throw new Error(`queue name ${name}: lowercase letters and -`);
    await this.connections.executeSql(
      `BEGIN;
       SELECT pg_advisory_xact_lock(hashtext('${JOB_SCHEMA}.create_queue'));
       SELECT ${JOB_SCHEMA}.create_queue('${name}', '{"policy": "standard"}'::json);
       COMMIT;`,
      [],
    );
  }

  /** One stop however often it is asked for: a second call waits for the first. */
  onModuleDestroy(): Promise<void> {
    this.stopped ??= this.started ? this.stopWorking() : this.connections.close();
    return this.stopped;
  }

  private async stopWorking(): Promise<void> {
    const plan = jobStopPlan(this.config.env.SHUTDOWN_TIMEOUT_MS);
    const until = Date.now() + plan.closeWithinMs;
    this.started = false;
    this.stop.abort();
    // Running jobs finish within the shutdown's time, or are handed back to the queue, before
    // the pool the handlers use closes.
    await this.boss.stop(plan.boss);
    // pg-boss 10 takes its workers off in a detached loop that looks once a second whether they
    // have stopped, which a worker is once its fetch and the handler of what it fetched have
    // returned: outlive that loop, so nothing of the queue runs after the application has
    // closed. Quiet means no handler and no query of pg-boss's under way, and none begun
    // through a whole settle.
    // Where no worker ran, the pool closes once its last query (maintenance) has returned. A
    // handler still running at the plan's end had its jobs handed back: it is not waited for.
    let handled: number;
    let begun: number;
    do {
      while (!this.quiet && Date.now() < until) await sleep(50);
      if (!this.working || !this.quiet) break;
      handled = this.handled;
      begun = this.connections.begun;
      await sleep(Math.min(WORKER_OFF_SETTLE_MS, Math.max(0, until - Date.now())));
    } while (
      (!this.quiet || this.handled !== handled || this.connections.begun !== begun) &&
      Date.now() < until
    );
    await this.connections.close();
  }

  private get quiet(): boolean {
    return this.handling === 0 && this.connections.inFlight === 0;
  }

  /**
   * Inserts a job on the queue's own connections, outside any transaction of the caller's: for
   * hints sent after a commit (see `Db.afterCommit`), whose loss something else makes good.
   */
  async sendDetached(name: string, data: object): Promise<void> {
    if (!this.started) return;
    await this.boss.send(name, data, { retryLimit: 3, retryDelay: 5, retryBackoff: true });
  }

  /**
   * Inserts a job through `tx`, the caller's transaction on the door: it exists exactly when that
   * transaction commits, and the statement counter sees the insert.
   */
  async send(tx: Db, name: string, data: object, options: JobOptions = {}): Promise<void> {
    await this.boss.send(name, data, {
      db: {
        executeSql: async (text, values) => ({ rows: await tx.rows(jobStatement(text, values)) }),
      },
      ...(options.startAfterSeconds !== undefined
        ? { startAfter: Math.max(0, Math.round(options.startAfterSeconds)) }
        : {}),
      retryLimit: options.retryLimit ?? 3,
      retryDelay: options.retryDelaySeconds ?? 30,
      retryBackoff: true,
      ...(options.expireInSeconds !== undefined
        ? { expireInSeconds: options.expireInSeconds }
        : {}),
      ...(options.deadLetter !== undefined ? { deadLetter: options.deadLetter } : {}),
    });
  }
  /**
   * `send` for several jobs of one queue at once: one insert through `tx` (pg-boss's batch
   * insert), for a fan-out that queues hundreds in one transaction.
   */
  async sendMany(
    tx: Db,
    name: string,
    datas: readonly object[],
    options: JobOptions = {},
  ): Promise<void> {
    if (datas.length === 0) return;
    await this.boss.insert(
      datas.map((data) => ({
        name,
        data,
        retryLimit: options.retryLimit ?? 3,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        // Seconds as text: the batch insert casts it to an interval.
        ...(options.startAfterSeconds !== undefined
          ? { startAfter: String(Math.max(0, Math.round(options.startAfterSeconds))) }
          : {}),
        ...(options.expireInSeconds !== undefined
          ? { expireInSeconds: options.expireInSeconds }
          : {}),
      })),
      {
        db: {
          executeSql: async (text, values) => ({ rows: await tx.rows(jobStatement(text, values)) }),
        },
      },
    );
  }
}

/**
 * pg-boss's own statement, sent through the door as it wrote it: prepared, since its one insert
 * (a job row from its values and its queue's defaults) has one plan whatever the values, and
 * planning it on every write costs more than running it.
 */
function jobStatement(text: string, values: unknown[]) {
  return preparedStatement<Record<string, unknown>>(
    "pg-boss's insert of one job: one plan fits every value",
    text,
    values,
  );
}
