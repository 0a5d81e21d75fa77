import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config.js';
import { documentIdempotency } from '../idempotency/idempotency.openapi.js';
import { APP_OWNER_ONLY_DETAIL, MANAGERS_ONLY_DETAIL, PREMIUM_REQUIRED_DETAIL } from './problem.js';
import { isRateLimitedPath, rateLimitedDetail } from './rate-limit.js';
import { listRoutes, type RouteInfo } from './route-inventory.js';

const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'RFC 9457 problem details',
  required: ['detail', 'status'],
  properties: {
    type: { type: 'string', example: 'about:blank' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const INTEGER = { type: 'integer', minimum: 0 };
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: "The caller's requests a minute", schema: INTEGER },
  'RateLimit-Remaining': { description: 'Requests left in this minute', schema: INTEGER },
  'RateLimit-Reset': { description: 'Seconds until the minute is over', schema: INTEGER },
};
const RETRY_AFTER_HEADER = {
  'Retry-After': { description: 'Seconds to wait before the next request', schema: INTEGER },
};

function headerRefs(names: string[]) {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

/** Every answer of a limited route carries the budget; past it, 429 says when to come back. */
function withRateLimitHeaders(responses: Record<string, Record<string, unknown>>, limit: number) {
  const budget = headerRefs(Object.keys(RATE_LIMIT_HEADERS));
  const limited = {
    '429': {
      ...problem(
        429,
        `More than ${limit} requests in a minute from this caller (its user, or its address without a valid token)`,
        rateLimitedDetail(limit, 42),
      ),
      headers: { ...budget, ...headerRefs(Object.keys(RETRY_AFTER_HEADER)) },
    },
  };
  return Object.fromEntries(
    Object.entries({ ...responses, ...limited }).map(([status, response]) => [
      status,
      { ...response, headers: { ...budget, ...(response.headers as object | undefined) } },
    ]),
  );
}

/** A problem response; its example, when the detail is known, carries every required member. */
function problem(status: number, description: string, detail?: string) {
  return {
    description,
    content: {
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/Problem' },
        ...(detail ? { example: { status, detail } } : {}),
      },
    },
  };
}

/** The error responses a route can give, derived from the same policies the guards apply. */
function errorResponses(route: RouteInfo, hasInput: boolean) {
  const responses: Record<string, unknown> = {};
  if (!route.isPublic) {
    responses['401'] = problem(401, 'Missing or unacceptable bearer token');
  }
  if (route.requiredRole === 'admin')
    responses['403'] = problem(403, 'Admin-level role required', MANAGERS_ONLY_DETAIL);
  if (route.requiredRole === 'super_admin')
    responses['403'] = problem(403, 'App owner only', APP_OWNER_ONLY_DETAIL);
  if (route.premium)
    responses['402'] = problem(402, 'The workspace is on the free plan', PREMIUM_REQUIRED_DETAIL);
  if (route.path.includes('{')) responses['404'] = problem(404, 'No such record in this workspace');
  // Public routes (health, the signed webhook) validate nothing the caller could correct.
  if (hasInput && !route.isPublic) responses['422'] = problem(422, 'Validation failed');
  return responses;
}

export function buildOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Pipeline CRM API')
    .setDescription(
      'Sales-pipeline CRM backend. Free workspaces read demo data; writes need a premium workspace (402 otherwise). ' +
        'Errors are RFC 9457 problem details with a human `detail`. Datetimes are ISO 8601 UTC.',
    )
    .setVersion(version)
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description: '`dev:<email>` in development mode, a JWT otherwise',
    })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.Problem = PROBLEM_SCHEMA;
  const rateLimit = app.get(AppConfig).env.RATE_LIMIT_PER_MINUTE;
  if (rateLimit > 0) {
    document.components.headers = {
      ...document.components.headers,
      ...RATE_LIMIT_HEADERS,
      ...RETRY_AFTER_HEADER,
    };
  }

  const routes = new Map(listRoutes(app).map((r) => [r.operationId, r]));
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const operation of Object.values(pathItem) as Array<Record<string, unknown>>) {
      if (!operation || typeof operation !== 'object' || !('operationId' in operation)) continue;
      const route = routes.get(String(operation.operationId));
      if (!route) continue;
      const parameters = (operation.parameters as unknown[] | undefined) ?? [];
      const hasInput = 'requestBody' in operation || parameters.length > 0;
      operation.responses = {
        ...errorResponses(route, hasInput),
        ...(operation.responses as object),
      };
      if (rateLimit > 0 && isRateLimitedPath(path)) {
        operation.responses = withRateLimitHeaders(
          operation.responses as Record<string, Record<string, unknown>>,
          rateLimit,
        );
      }
      if (route.isPublic) operation.security = [];
      else operation.security = [{ bearer: [] }];
    }
  }
  documentIdempotency(document, listRoutes(app));
  return document;
}
