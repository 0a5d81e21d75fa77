import 'reflect-metadata';
import { applyHeapGrowth } from './config/heap-growth.js';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { createLogger, type Logger as PinoLogger } from './core/logging/logger.js';
import { PinoNestLogger } from './core/logging/pino-nest-logger.js';
import { drainAndClose } from './core/shutdown.js';
import { AppConfig } from './config/app-config.js';
import { ConfigurationError, environmentWarnings, parseEnvironment } from './config/environment.js';
import { resolve } from 'node:path';
import {
  EmbeddedDatabaseError,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from './database/embedded-database.mjs';

// The heap policy, before the service starts serving: see heap-growth.ts.
applyHeapGrowth();

/** The process's logger, once the environment is read: a failed start is told through it. */
let log: PinoLogger | undefined;

async function bootstrap(): Promise<void> {
  const logger = new Logger('Bootstrap');
  const env = parseEnvironment(process.env);
  // The process's one log stream, in place before anything logs, the app included.
  log = createLogger(env);
  Logger.overrideLogger(new PinoNestLogger(log));
  for (const warning of environmentWarnings(process.env)) logger.warn(warning);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    logger.log(`DATABASE_URL not set: starting the embedded PostgreSQL in ${env.EMBEDDED_DB_DIR}`);
    embedded = await startEmbeddedDatabase({
      dir: env.EMBEDDED_DB_DIR,
      port: env.EMBEDDED_DB_PORT,
    });
    const requestedDir = resolve(env.EMBEDDED_DB_DIR);
    if (embedded.dataDir !== requestedDir) {
      logger.warn(
        `The embedded PostgreSQL keeps its data in ${embedded.dataDir}: the unprivileged user it runs as cannot reach ${requestedDir}`,
      );
    }
    databaseUrl = embedded.url;
  }

  const app = await createApp({ env, databaseUrl, logger: log });
  await app.listen({ host: env.HOST, port: env.PORT });
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const baseUrl = `http://${shownHost}:${env.PORT}`;
  // The one line a new user looks for.
  logger.log(`Pipeline CRM ready: ${baseUrl}  docs: ${baseUrl}/docs`);

  // First signal: the shutdown sequence (shutdown.ts). Another one during the grace ends it;
  // one after the grace exits without waiting for in-flight requests.
  const graceMs = app.get(AppConfig).shutdownGraceMs;
  const endGrace = new AbortController();
  let graceEndsAt: number | undefined;
  const shutdown = async (signal: string) => {
    graceEndsAt = Date.now() + graceMs;
    logger.log(
      `${signal}: reporting not ready, serving ${graceMs} ms more, then finishing in-flight requests`,
    );
    // Past SHUTDOWN_TIMEOUT_MS the process exits anyway, naming what it abandoned.
    const outcome = await drainAndClose(app, {
      graceMs,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      log: (m) => logger.error(m),
      endGrace: endGrace.signal,
    });
    await embedded?.stop();
    process.exit(outcome === 'closed' ? 0 : 1);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (graceEndsAt === undefined) {
      void shutdown(signal);
    } else if (Date.now() < graceEndsAt && !endGrace.signal.aborted) {
      logger.log(`${signal} again: ending the grace period`);
      endGrace.abort();
    } else {
      logger.error(`${signal} again: exiting without waiting for in-flight requests`);
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, onSignal);
}

bootstrap().catch((error: unknown) => {
  // What the operator must change, in one line; a stack trace only for the unexpected.
  if (error instanceof ConfigurationError || error instanceof EmbeddedDatabaseError) {
    console.error(error.message);
  } else if (log) {
    log.fatal({ context: 'Bootstrap', err: error }, 'failed to start');
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
