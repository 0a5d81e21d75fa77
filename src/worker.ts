import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { writeFileSync } from 'node:fs';
import { createApp } from './app.factory.js';
import { ConfigurationError, environmentWarnings, parseEnvironment } from './config/environment.js';
import { createLogger, type Logger as PinoLogger } from './core/logging/logger.js';
import { PinoNestLogger } from './core/logging/pino-nest-logger.js';
import { closeWithin } from './core/shutdown.js';

/**
 * A worker-only process (`npm run worker`): it works the job queue (webhook deliveries, imports,
 * bulk operations) and serves no HTTP. Run it beside instances started with JOB_WORKER=off, so
 * jobs take no CPU from requests; any number of workers and instances share the queue, each
 * attempt going to one of them. It needs DATABASE_URL: the embedded database belongs to the one
 * process that started it.
 */

let log: PinoLogger | undefined;

/**
 * Touched every few seconds while the worker runs: its container's health check reads the age
 * of this file, as the worker answers no HTTP probe.
 */
const HEARTBEAT_FILE = '/tmp/pipeline-crm-worker.alive';
const HEARTBEAT_MS = 10_000;

async function bootstrap(): Promise<void> {
  const logger = new Logger('Worker');
  // Whatever the environment says of the inline worker, working the queue is this process's job.
  const env = parseEnvironment({ ...process.env, JOB_WORKER: 'inline', WEBHOOK_WORKER: undefined });
  log = createLogger(env);
  Logger.overrideLogger(new PinoNestLogger(log));
  for (const warning of environmentWarnings(process.env)) logger.warn(warning);
  if (!env.DATABASE_URL) {
    throw new ConfigurationError(
      'The worker needs DATABASE_URL: the database the service instances use',
    );
  }
  // The same construction as the service (its migrations too, advisory-locked), never listening.
  const app = await createApp({ env, databaseUrl: env.DATABASE_URL, logger: log });
  logger.log('Pipeline CRM worker ready: working the job queue');
  const beat = () => writeFileSync(HEARTBEAT_FILE, new Date().toISOString());
  beat();
  const heartbeat = setInterval(beat, HEARTBEAT_MS);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.error(`${signal} again: exiting without waiting for running jobs`);
      process.exit(1);
    }
    stopping = true;
    clearInterval(heartbeat);
    logger.log(`${signal}: finishing running jobs`);
    // Running jobs finish within the budget or are handed back to the queue (jobStopPlan), then
    // the pools close.
    const outcome = await closeWithin(app, env.SHUTDOWN_TIMEOUT_MS, (m) => logger.error(m));
    process.exit(outcome === 'closed' ? 0 : 1);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, (s) => void stop(s));
  }
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    console.error(error.message);
  } else if (log) {
    log.fatal({ context: 'Worker', err: error }, 'failed to start');
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
