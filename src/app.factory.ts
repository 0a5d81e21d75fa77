import helmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { AppConfig } from './config/app-config.js';
import type { Environment } from './config/environment.js';
import { APP_VERSION } from './config/version.js';
import { buildOpenApiDocument } from './core/http/openapi.js';
import { runMigrations } from './database/migrate.js';
import { SqlStatementCounter } from './database/sql-statement-counter.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  env: Environment;
  databaseUrl: string;
  /** Apply pending migrations before serving (the service does; tests migrate once up front). */
  migrate?: boolean;
}

/**
 * Builds the fully configured application without listening: `main.ts` listens on it, the tests
 * drive it with `inject`. One construction path, so tests exercise what production runs.
 */
export async function createApp({
  env,
  databaseUrl,
  migrate = true,
}: CreateAppOptions): Promise<NestFastifyApplication> {
  const silent = env.LOG_LEVEL === 'silent';
  const statementCounter = env.SQL_STATEMENT_COUNTER ? new SqlStatementCounter() : undefined;
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logger: silent
      ? false
      : {
          level: env.LOG_LEVEL,
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers["stripe-signature"]',
              'req.headers.cookie',
            ],
            censor: '[masked]',
          },
        },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(env, databaseUrl, statementCounter?.logger),
    adapter,
    {
      rawBody: true,
      logger: silent
        ? false
        : [
            'error',
            'warn',
            ...(env.LOG_LEVEL === 'info' || env.LOG_LEVEL === 'debug' ? (['log'] as const) : []),
          ],
      abortOnError: false,
    },
  );
  const config = app.get(AppConfig);
  statementCounter?.install(app.getHttpAdapter().getInstance());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
        scriptSrc: ["'self'", "'unsafe-inline'"],
      },
    },
  });
  app.enableCors({
    // Only the configured origins get CORS headers; any other origin is refused by the browser.
    origin: config.corsOrigins.length > 0 ? [...config.corsOrigins] : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });

  if (migrate) await runMigrations(app.get(DataSource));

  await app.init();
  const document = buildOpenApiDocument(app, APP_VERSION);
  SwaggerModule.setup('docs', app, document, {
    jsonDocumentUrl: 'openapi.json',
    yamlDocumentUrl: 'openapi.yaml',
  });
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
