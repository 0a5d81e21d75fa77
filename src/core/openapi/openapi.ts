import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config.js';
import {
  declareIdempotencyComponents,
  documentIdempotentWrite,
} from '../idempotency/idempotency.openapi.js';
import { carriesBudget, RATE_LIMIT_HEADERS, type RateLimits } from '../http/rate-limit.openapi.js';
import { listRoutes, type RouteInfo } from '../guards/route-inventory.js';
import {
  API_KEY_SECURITY_SCHEME,
  documentApiKeyAccess,
  STREAM_TICKET,
  STREAM_TICKET_SCHEME,
} from '../auth/api-key.openapi.js';
import {
  bodyPropertiesOf,
  errorResponses,
  headerRefs,
  type Json,
  mergeResponses,
  type Responses,
} from './error-responses.js';

/** Every member an error answer can carry: RFC 9457's, then this service's extensions. */
const PROBLEM_SCHEMA = {
  type: 'object',
  description:
    'RFC 9457 problem details. `detail` is a sentence for people; `code` is stable for code ' +
    'that branches on the kind of error. Members other than `type`, `title`, `status`, ' +
    '`detail` and `code` appear only on the errors that carry them.',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', example: 'about:blank' },
    title: { type: 'string', description: 'The HTTP reason phrase', example: 'Not Found' },
    status: { type: 'integer', minimum: 400, maximum: 599, example: 404 },
    detail: { type: 'string', example: 'Contact not found' },
    code: {
      type: 'string',
      description:
        'The kind of error, e.g. `unauthenticated`, `premium_required`, `forbidden`, ' +
        '`not_found`, `conflict`, `validation_failed`, `rate_limited`, `payments_disabled`, ' +
        '`database_unavailable`, `database_busy`, `malformed_json`. An error of no narrower ' +
        "kind has its status's reason phrase in snake case (`unsupported_media_type`)",
      example: 'not_found',
    },
    errors: {
      type: 'array',
      description: 'On 422: each field refused and why',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: {
          field: { type: 'string', example: 'first_name' },
          message: { type: 'string', example: 'first_name should not be empty' },
        },
      },
    },
    contact_ids: {
      type: 'array',
      description:
        'On 409 of an enrollment: the contacts already enrolled; on 404 of a bulk action: the ' +
        'contacts not found',
      items: { type: 'string', format: 'uuid' },
    },
    completed_at: {
      type: 'string',
      format: 'date-time',
      description: 'On 409 of a completed follow-up: when it was completed',
    },
    stages_in_use: {
      type: 'array',
      description: 'On 409 of a stage or pipeline removal: the stages that still hold contacts',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string', example: 'proposal' },
          contacts: { type: 'integer', minimum: 1, example: 3 },
        },
      },
    },
    options_in_use: {
      type: 'array',
      description: 'On 409 of a custom field edit: the removed options contacts still hold',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', example: 'retail' },
          contacts: { type: 'integer', minimum: 1, example: 3 },
        },
      },
    },
    simulate_path: {
      type: 'string',
      description: 'On 409 while payments are disabled: the route that upgrades instead',
      example: '/billing/simulate-payment',
    },
    checkout_path: {
      type: 'string',
      description: 'On 409 while payments are enabled: the route that upgrades',
      example: '/billing/checkout',
    },
    status_now: {
      type: 'string',
      description:
        'On 409 of cancelling an import or a bulk operation that has finished: its status now',
      example: 'completed',
    },
    field: {
      type: 'string',
      description:
        'On 409 of a filter or sort naming a custom field whose filter index is being built: ' +
        'the field',
      example: 'custom.arr',
    },
    filter_index: {
      type: 'string',
      enum: ['building'],
      description: 'On 409 beside `field`: the state of its filter index',
    },
    api_key_id: {
      type: 'string',
      format: 'uuid',
      description:
        'On 410 of a replayed API key creation: the key the first request created, not shown again',
    },
    auth_mode: {
      type: 'string',
      enum: ['development', 'identity_provider'],
      description: 'On 503 of GET /health, with `payments`, `database` and `version`: its report',
    },
    payments: {
      type: 'string',
      enum: ['enabled', 'disabled'],
      description: 'On 503 of GET /health: payment integration status',
    },
    database: {
      type: 'string',
      enum: ['down'],
      description: 'On 503 of GET /health: the database does not answer',
    },
    version: { type: 'string', description: 'On 503 of GET /health: the running version' },
  },
};

const TAGS: [name: string, description: string][] = [
  ['Session', 'Sign-in: the caller, their workspace and its plan'],
  ['Contacts', 'Leads and customers, their stage, activity and timeline'],
  ['Trash', 'Deleted contacts, restorable until they are purged'],
  ['Views', 'Saved filters, sorts and columns of contacts, private or shared with the workspace'],
  ['Pipelines', 'Sales processes side by side, each with its stages and their probabilities'],
  ['Imports', 'CSV imports of contacts, run as jobs with their counts and row errors'],
  ['Bulk operations', 'Bulk actions over the contacts a filter matches, run as counted jobs'],
  ['Interactions', 'Calls, e-mails, meetings, notes and messages logged on a contact'],
  ['Follow-ups', 'Scheduled next steps on contacts, and the agenda of open ones'],
  ['Board', 'The pipeline as columns of contacts per stage'],
  ['Sequences', 'Cadences of follow-ups that contacts are enrolled in'],
  ['Reports', 'Pipeline, activity and follow-up figures over a period'],
  ['Team', 'Members, roles and invites'],
  ['Groups', "Named sets of members, by which members may see one another's contacts"],
  ['Routing', 'Who gets contacts created without an owner'],
  ['Settings', 'Dormancy threshold, time zone and pipeline stages'],
  [
    'Custom fields',
    "The workspace's own contact fields: definitions and the contact body's JSON Schema",
  ],
  ['Billing', 'The plan, upgrading to premium, and the payment webhook'],
  ['Admin', "The app owner's view of every workspace"],
  ['API keys', 'Personal keys for server-to-server integrations, sent in X-Api-Key'],
  ['Webhooks', 'Endpoints that receive signed events as they happen, and their delivery attempts'],
  ['Events', "The workspace's events as a live, resumable stream for the web app"],
  ['Health', 'Liveness and readiness probes for load balancers'],
];

const INTEGER = { type: 'integer', minimum: 0 };
const REQUEST_ID_HEADER = {
  'X-Request-Id': {
    description:
      "The request's id, also in the server's log lines: the caller's own X-Request-Id when it " +
      'is 1-128 letters, digits or `._:-`, else a generated UUID. Quote it when reporting a problem.',
    schema: { type: 'string', maxLength: 128, example: '3f2c1e9a-8d4b-4c1e-9f0a-2b6d7e8c9a10' },
  },
};
const RETRY_AFTER_HEADER = {
  'Retry-After': { description: 'Seconds to wait before the next request', schema: INTEGER },
};

/** Every answer carries the request id; every answer of a limited route, the caller's budget. */
function withHeaders(responses: Responses, rateLimited: boolean): Responses {
  const common = headerRefs([
    'X-Request-Id',
    ...(rateLimited ? Object.keys(RATE_LIMIT_HEADERS) : []),
  ]);
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      { ...response, headers: { ...common, ...(response.headers as Json | undefined) } },
    ]),
  );
}

/** `@IdParam` path parameters are UUIDs (anything else is the same 404 as an unknown id). */
function describeIdParams(operation: Json, route: RouteInfo): void {
  for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
    const id = route.idParams.find((p) => p.name === parameter.name);
    if (parameter.in !== 'path' || !id) continue;
    parameter.description ??= `The ${id.what.toLowerCase()}'s id`;
    parameter.schema = { type: 'string', format: 'uuid' };
  }
}

export function buildOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Pipeline CRM API')
    .setDescription(
      'Sales-pipeline CRM backend. Free workspaces read demo data; writes need a premium workspace (402 otherwise). ' +
        'Errors are RFC 9457 problem details (`application/problem+json`) with a human `detail` and a stable `code`. ' +
        'Every answer carries `X-Request-Id`. Datetimes are ISO 8601 UTC. Lists are keyset-paginated: pass ' +
        '`next_cursor` back as `cursor` until it is null.',
    )
    .setVersion(version)
    // The explorer calls the origin that served it, whatever its host name.
    .addServer('/')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description: '`dev:<email>` in development mode, a JWT otherwise',
    })
    .addApiKey(API_KEY_SECURITY_SCHEME, 'apiKey')
    .addSecurity(STREAM_TICKET, STREAM_TICKET_SCHEME);
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build());
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.Problem = PROBLEM_SCHEMA;
  const limits: RateLimits = app.get(AppConfig).env;
  document.components.headers = {
    ...document.components.headers,
    ...REQUEST_ID_HEADER,
    ...RETRY_AFTER_HEADER,
    ...(limits.RATE_LIMIT_PER_MINUTE > 0 ? RATE_LIMIT_HEADERS : {}),
  };
  declareIdempotencyComponents(document);
  // A tag a route uses but TAGS does not describe is still declared (the linters then ask for
  // its description).
  const declared = new Set(TAGS.map(([name]) => name));
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Json[]) {
      for (const tag of (operation?.tags as string[] | undefined) ?? []) {
        if (declared.has(tag)) continue;
        declared.add(tag);
        document.tags = [...(document.tags ?? []), { name: tag }];
      }
    }
  }

  const routes = new Map(listRoutes(app).map((r) => [`${r.method.toLowerCase()} ${r.path}`, r]));
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [string, Json][]) {
      const route = routes.get(`${method} ${path}`);
      if (!route || !operation || typeof operation !== 'object') continue;
      describeIdParams(operation, route);
      operation.responses = mergeResponses(
        errorResponses(route, operation, bodyPropertiesOf(document, operation), limits),
        operation.responses as Responses,
      );
      if (route.isPublic) operation.security = [];
      else operation.security = [{ bearer: [] }];
      documentApiKeyAccess(operation, route);
      // A stream also takes a ticket in its query, in place of a credential header.
      if (route.stream) {
        operation.security = [...(operation.security as Json[]), { [STREAM_TICKET]: [] }];
      }
      documentIdempotentWrite(operation, route);
      operation.responses = withHeaders(
        operation.responses as Responses,
        carriesBudget(limits, path),
      );
    }
  }
  return document;
}
