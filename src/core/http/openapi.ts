import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { PREMIUM_REQUIRED_DETAIL } from './problem.js';
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

function problem(description: string, detail?: string) {
  return {
    description,
    content: {
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/Problem' },
        ...(detail ? { example: { detail } } : {}),
      },
    },
  };
}

/** The error responses a route can give, derived from the same policies the guards apply. */
function errorResponses(route: RouteInfo, hasInput: boolean) {
  const responses: Record<string, unknown> = {};
  if (!route.isPublic) {
    responses['401'] = problem('Missing or unacceptable bearer token');
  }
  if (route.requiredRole === 'admin')
    responses['403'] = problem('Admin-level role required', 'Managers only');
  if (route.requiredRole === 'super_admin')
    responses['403'] = problem('App owner only', 'App owner only');
  if (route.premium)
    responses['402'] = problem('The workspace is on the free plan', PREMIUM_REQUIRED_DETAIL);
  if (route.path.includes('{')) responses['404'] = problem('No such record in this workspace');
  // Public routes (health, the signed webhook) validate nothing the caller could correct.
  if (hasInput && !route.isPublic) responses['422'] = problem('Validation failed');
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

  const routes = new Map(listRoutes(app).map((r) => [r.operationId, r]));
  for (const pathItem of Object.values(document.paths)) {
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
      if (route.isPublic) operation.security = [];
      else operation.security = [{ bearer: [] }];
    }
  }
  return document;
}
