import rateLimit from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { AppConfig } from './config/app-config.js';
import type { Environment } from './config/environment.js';
import { nestLogLevels } from './config/log-levels.js';
import { APP_VERSION } from './config/version.js';
import { RequestLogController } from './core/http/request-log.js';
import { trackInFlight } from './core/http/in-flight.js';
import { sendProblem } from './core/http/problem-details.filter.js';
import { installResponseHeaders, requestIdOf } from './core/http/response-headers.js';
import { buildOpenApiDocument } from './core/http/openapi.js';
import { applyMigrations } from './database/migrate.js';
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
    // The caller's X-Request-Id is checked by requestIdOf, never taken as it comes.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The router's own 400 (malformed URL) and 414 (over-long parameter), as problem details.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) =>
      sendProblem(reply, request, error),
    logController: new RequestLogController(['trace', 'debug', 'info'].includes(env.LOG_LEVEL)),
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
      logger: nestLogLevels(env.LOG_LEVEL),
      abortOnError: false,
    },
  );
  const config = app.get(AppConfig);
  statementCounter?.install(app.getHttpAdapter().getInstance());

  const fastify = app.getHttpAdapter().getInstance();
  // Graceful shutdown: once closing, every response (in-flight ones included) tells the client
  // to drop its keep-alive connection, so the server can finish as soon as they are answered
  // instead of waiting out idle keep-alive sockets.
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  installResponseHeaders(fastify);
  trackInFlight(fastify);
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });

  if (env.RATE_LIMIT_PER_MINUTE > 0) {
    await app.register(rateLimit, {
      max: env.RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      // Per caller: the bearer token when there is one (so users behind one NAT do not share a
      // budget), else the client address. The token is hashed so it is never held in memory.
      keyGenerator: (request) => {
        const authorization = request.headers.authorization;
        return authorization
          ? `t:${createHash('sha256').update(authorization).digest('base64url')}`
          : `ip:${request.ip}`;
      },
      // Health probes and signed payment webhooks (retried by the provider) are not throttled.
      // By route path: a query string (`/health?probe=1`) must not change the answer.
      allowList: (request) => {
        const path = request.routeOptions.url;
        return path === '/health' || (path?.startsWith('/webhooks/') ?? false);
      },
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'FST_ERR_RATE_LIMITED',
        message: `Too many requests: the limit is ${context.max} a minute; retry in ${context.after}`,
      }),
    });
  }
  // Only the configured origins get CORS headers; any other origin is refused by the browser.
  // With none configured there is nothing to answer, so no per-request hook at all.
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: [...config.corsOrigins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key'],
      exposedHeaders: ['X-Request-Id'],
      maxAge: 600,
    });
  }

  if (migrate) await applyMigrations(app.get(DataSource), env.DATABASE_MIGRATION_URL);

  await app.init();
  // Built on the first request for it, once: nothing at boot pays for scanning every route.
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app, APP_VERSION), {
    jsonDocumentUrl: 'openapi.json',
    yamlDocumentUrl: 'openapi.yaml',
  });
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
