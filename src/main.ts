import 'reflect-metadata';
import { applyHeapGrowth } from './config/heap-growth.js';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { nestLogLevels } from './config/log-levels.js';
import { closeWithin } from './core/shutdown.js';
import { ConfigurationError, parseEnvironment } from './config/environment.js';
import { resolve } from 'node:path';
import {
  EmbeddedDatabaseError,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from './database/embedded-database.mjs';

// The heap policy, before the service starts serving: see heap-growth.ts.
applyHeapGrowth();

async function bootstrap(): Promise<void> {
  const logger = new Logger('Bootstrap');
  const env = parseEnvironment(process.env);
  const levels = nestLogLevels(env.LOG_LEVEL);
  Logger.overrideLogger(levels === false ? [] : levels);

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

  const app = await createApp({ env, databaseUrl });
  await app.listen({ host: env.HOST, port: env.PORT });
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const baseUrl = `http://${shownHost}:${env.PORT}`;
  logger.log(`Pipeline CRM listening on ${baseUrl} (API docs: ${baseUrl}/docs)`);
  // The one line a new user looks for, whatever the log level.
  console.log(`Pipeline CRM ready: ${baseUrl}  docs: ${baseUrl}/docs`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal}: finishing in-flight requests`);
    // Fastify stops accepting, lets in-flight requests finish, then Nest closes the pool; past
    // SHUTDOWN_TIMEOUT_MS the process exits anyway, naming what it abandoned.
    const outcome = await closeWithin(app, env.SHUTDOWN_TIMEOUT_MS, (m) => logger.error(m));
    await embedded?.stop();
    process.exit(outcome === 'closed' ? 0 : 1);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal));
  }
}

bootstrap().catch((error: unknown) => {
  // What the operator must change, in one line; a stack trace only for the unexpected.
  if (error instanceof ConfigurationError || error instanceof EmbeddedDatabaseError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
