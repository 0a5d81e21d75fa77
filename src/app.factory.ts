import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { AppConfig } from './config/app-config.js';
import type { Environment } from './config/environment.js';
import { trustProxyOption } from './config/trust-proxy.js';
import { APP_VERSION } from './config/version.js';
import { closeConnectionsWhileDraining, Draining } from './core/draining.js';
import {
  acceptJsonBodies,
  guardRequestBodies,
  readJsonAsUtf8,
} from './core/http/body-media-types.js';
import { answerClientError } from './core/http/client-errors.js';
import { corsOptions, setCorsHeaders } from './core/http/cors.js';
import { keepRouteMethods } from './core/http/method-not-allowed.js';
import { RequestLogController } from './core/http/request-log.js';
import { refuseQueriesNotUtf8 } from './core/http/query-encoding.js';
import { refuseRepeatedHeaders } from './core/http/repeated-headers.js';
import { serializeBody } from './core/http/raw-json.js';
import { createLogger, fastifyLogging, type Logger } from './core/logging/logger.js';
import { PinoNestLogger } from './core/logging/pino-nest-logger.js';
import { trackInFlight } from './core/http/in-flight.js';
import { sendProblem } from './core/http/problem-details.filter.js';
import {
  installResponseHeaders,
  requestIdOf,
  setResponseHeaders,
} from './core/http/response-headers.js';
import { buildOpenApiDocument } from './core/openapi/openapi.js';
import { installRateLimit } from './core/http/rate-limit.js';
import { applyMigrations } from './database/migrate.js';
import { SqlStatementCounter } from './database/sql-statement-counter.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  env: Environment;
  databaseUrl: string;
  /** Apply pending migrations before serving (the service does; tests migrate once up front). */
  migrate?: boolean;
  /** The process's logger (main.ts makes it before the app); made from `env` when not given. */
  logger?: Logger;
}

/**
 * Builds the fully configured application without listening: `main.ts` listens on it, the tests
 * drive it with `inject`. One construction path, so tests exercise what production runs.
 */
export async function createApp({
  env,
  databaseUrl,
  migrate = true,
  logger = createLogger(env),
}: CreateAppOptions): Promise<NestFastifyApplication> {
  const statementCounter = env.SQL_STATEMENT_COUNTER ? new SqlStatementCounter() : undefined;
  // Read once the configuration is (below); the router's errors come only after the start.
  let corsOrigins: ReadonlySet<string> = new Set();
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Which proxies' X-Forwarded-For sets request.ip, the address anonymous callers are counted by.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // The caller's X-Request-Id is checked by requestIdOf, never taken as it comes.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A request that reaches the server while it closes is served, not refused: see shutdown.ts.
    return503OnClosing: false,
    // The router's own 400 (malformed URL) and 414 (over-long parameter), as problem details.
    // They come before any hook, so they get the headers every answer carries here.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      setResponseHeaders(request, reply);
      setCorsHeaders(corsOrigins, request, reply);
      sendProblem(reply, request, error);
    },
    // Bytes Node's parser refuses before any request exists (431, 408, 400), as problem details.
    clientErrorHandler: answerClientError,
    logController: new RequestLogController(logger),
    ...fastifyLogging(logger),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(env, databaseUrl, statementCounter?.logger),
    adapter,
    {
      rawBody: true,
      logger: new PinoNestLogger(logger),
      abortOnError: false,
    },
  );
  const config = app.get(AppConfig);
  statementCounter?.install(app.getHttpAdapter().getInstance());

  const fastify = app.getHttpAdapter().getInstance();
  // JSON.stringify, with the raw JSON a body holds (a page's custom values) spliced in as it is.
  fastify.setReplySerializer(serializeBody);
  installResponseHeaders(fastify);
  refuseRepeatedHeaders(fastify);
  refuseQueriesNotUtf8(fastify);
  trackInFlight(fastify);
  keepRouteMethods(fastify);
  guardRequestBodies(fastify);
  readJsonAsUtf8(app, BODY_LIMIT_BYTES);
  closeConnectionsWhileDraining(fastify, app.get(Draining));

  await installRateLimit(app, env);
  // multipart/form-data for the routes that take a file (imports), read by the route itself
  // with its own limits; the plugin's own are those of a small form. JSON stays at 1 MiB.
  await app.register(fastifyMultipart, {
    limits: { fileSize: BODY_LIMIT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11 },
  });
  // Only the configured origins get CORS headers; any other origin is refused by the browser.
  // With none configured there is nothing to answer, so no per-request hook at all.
  corsOrigins = new Set(config.corsOrigins);
  if (corsOrigins.size > 0) app.enableCors(corsOptions(corsOrigins));

  if (migrate) await applyMigrations(app.get(DataSource), env.DATABASE_MIGRATION_URL);

  // Every route names its operation (generated clients call it by that name): RoutePolicies
  // scans the routes during init, so a route without a camelCase operationId stops the start
  // here, not the first request for the document.
  await app.init();
  acceptJsonBodies(fastify);
  // Built on the first request for it, once: nothing at boot pays for scanning every route.
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app, APP_VERSION), {
    jsonDocumentUrl: 'openapi.json',
    yamlDocumentUrl: 'openapi.yaml',
  });
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
