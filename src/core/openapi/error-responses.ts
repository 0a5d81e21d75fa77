import type { OpenAPIObject } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { MISSING_JWT_DETAIL } from '../auth/token-verifier.js';
import type { RouteInfo } from '../guards/route-inventory.js';
import { DATABASE_UNAVAILABLE_DETAIL } from '../http/database-faults.js';
import { INVALID_TEXT_MESSAGE } from '../http/input-guard.js';
import {
  HEADER_GIVEN_MORE_THAN_ONCE,
  REPEATED_HEADER_CAUSE,
  REPEATED_HEADER_CODE,
} from '../http/repeated-headers.js';
import { FASTIFY_PROBLEMS, problemExample } from '../http/problem-details.filter.js';
import {
  APP_OWNER_ONLY_DETAIL,
  ConflictProblem,
  ForbiddenProblem,
  MANAGERS_ONLY_DETAIL,
  NotFoundProblem,
  PremiumRequiredProblem,
  Problem,
  UnauthorizedProblem,
  ValidationProblem,
} from '../http/problem.js';
import { type RateLimits, tooManyRequests } from '../http/rate-limit.openapi.js';
import { NO_FILTER_MESSAGE, unknownPropertyMessage } from '../http/unread-input.js';
import { QUERY_NOT_UTF8_CAUSE } from '../http/query-encoding.js';

// The error answers of each operation: derived from its route's policies and from its shape,
// then merged with those its decorators declare.

export type Json = Record<string, unknown>;
export type Responses = Record<string, Json>;

const PROBLEM_REF = '#/components/schemas/Problem';
const PROBLEM_MEDIA = 'application/problem+json';

export function headerRefs(names: string[]): Json {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

/** A problem response whose example is `thrown`'s body, as the problem filter writes it. */
function problem(description: string, thrown: Problem): Json {
  return {
    description,
    content: {
      [PROBLEM_MEDIA]: { schema: { $ref: PROBLEM_REF }, example: problemExample(thrown) },
    },
  };
}

/** The answer to one of Fastify's own errors, as the problem filter words it. */
function fastifyResponse(status: number, description: string, error: string): Json {
  const { detail, code } = FASTIFY_PROBLEMS[error];
  return problem(description, new Problem(status, detail, code));
}

/** A 422 as the validation pipe writes it, naming one field and why. */
function validationProblem(field: string, message: string): Json {
  return problem(
    'Validation failed: `errors` names each field',
    ValidationProblem.of(field, message),
  );
}

/**
 * Query parameters and body properties that name a record by its id, and the record: one the
 * caller may not see is 404 like a path's id (`?view=` of another member's private view).
 */
const REFERENCES: Readonly<Record<string, string>> = {
  view: 'View',
  contact_id: 'Contact',
  contact_ids: 'Contact',
};

/** The 409 of `filter[custom.arr][gte]` while the field's index is built, as the route words it. */
const INDEX_BUILDING_EXAMPLE =
  'filter.custom.arr: custom.arr is being indexed for filters and sorts; try again once its ' +
  'filter_index is ready (GET /custom-fields)';

/**
 * The error responses a route can give, derived from the same policies the guards apply and
 * from the shape of the operation (`bodyProperties`: its JSON body's top-level properties), so a
 * new route gets them without a list to keep.
 */
export function errorResponses(
  route: RouteInfo,
  operation: Json,
  bodyProperties: readonly string[],
  limits: RateLimits,
): Responses {
  const responses: Responses = {};
  // Headers are read by the handlers themselves; the input guard checks path and query values.
  const parameters = ((operation.parameters as Json[] | undefined) ?? []).filter(
    (p) => p.in === 'path' || p.in === 'query',
  );
  const inPath = parameters.some((p) => p.in === 'path');
  const hasBody = 'requestBody' in operation;
  // Every route reads its headers and its query string through the same checks
  // (refuseRepeatedHeaders, refuseQueriesNotUtf8).
  responses['400'] = hasBody
    ? fastifyResponse(
        400,
        'The body is not valid JSON or not UTF-8, or is empty with Content-Type application/json; ' +
          `or ${REPEATED_HEADER_CAUSE}; or ${QUERY_NOT_UTF8_CAUSE}`,
        'FST_ERR_CTP_INVALID_JSON_BODY',
      )
    : problem(
        `${REPEATED_HEADER_CAUSE.replace(/^a/, 'A')}; or ${QUERY_NOT_UTF8_CAUSE}`,
        new Problem(400, HEADER_GIVEN_MORE_THAN_ONCE('Authorization'), REPEATED_HEADER_CODE),
      );
  if (!route.isPublic) {
    responses['401'] = problem(
      'Missing or unacceptable bearer token',
      new UnauthorizedProblem(MISSING_JWT_DETAIL),
    );
  }
  if (route.premium) {
    responses['402'] = problem('The workspace is on the free plan', new PremiumRequiredProblem());
  }
  if (route.requiredRole === 'admin') {
    responses['403'] = problem(
      'Admin-level role required',
      new ForbiddenProblem(MANAGERS_ONLY_DETAIL),
    );
  }
  if (route.requiredRole === 'super_admin') {
    responses['403'] = problem('App owner only', new ForbiddenProblem(APP_OWNER_ONLY_DETAIL));
  }
  // Each id of the path, in its order, names a record the route answers 404 for.
  const ids = [...route.idParams].sort(
    (a, b) => route.path.indexOf(`{${a.name}}`) - route.path.indexOf(`{${b.name}}`),
  );
  const names = [
    ...parameters.filter((p) => p.in === 'query').map((p) => String(p.name)),
    ...bodyProperties,
  ];
  // The records its query or body names by id; a list of ids (`contact_ids`) names several.
  const referenced = new Map<string, string>();
  for (const name of names) {
    const what = REFERENCES[name];
    if (!what || referenced.has(what)) continue;
    const which = name.endsWith('_ids') ? 'a' : 'the';
    referenced.set(what, `${which} ${what.toLowerCase()} it names is not one the caller may see`);
  }
  // What a route documents of its own 404 adds to these (mergeResponses).
  const missing = [
    ...ids.map((id) => ({
      what: id.what,
      cause:
        id.name === 'id'
          ? `no ${id.what.toLowerCase()} with this id, or not one the caller may see`
          : `no ${id.what.toLowerCase()} with this \`${id.name}\`, or not one the caller may see`,
    })),
    ...[...referenced].map(([what, cause]) => ({ what, cause })),
  ];
  if (missing.length > 0) {
    responses['404'] = problem(
      missing
        .map(({ cause }) => cause)
        .join('; or: ')
        .replace(/^./, (first) => first.toUpperCase()),
      new NotFoundProblem(missing[0].what),
    );
  }
  // A route that reads contacts by a filter (its `filter[...]`, or a saved view's) refuses one
  // naming a custom field whose filter index a job is still building.
  // Only a route that takes `sort` reads a sort, the view's included.
  if (route.readsFilters || referenced.has('View')) {
    const read = names.includes('sort') ? 'filter or sort' : 'filter';
    responses['409'] = problem(
      `A ${read} (the view's included) names a custom field whose \`filter_index\` is ` +
        '`building`: `field` names it and `filter_index` says `building`; try again once ' +
        '`GET /custom-fields` shows it `ready`',
      new ConflictProblem(INDEX_BUILDING_EXAMPLE, {
        field: 'custom.arr',
        filter_index: 'building',
      }),
    );
  }
  // The router refuses a path segment it would not route (before any hook runs).
  if (inPath) {
    responses['414'] = fastifyResponse(
      414,
      'A path segment is longer than 100 characters',
      'FST_ERR_MAX_PARAM_LENGTH',
    );
  }
  // A write that reads no body refuses one with fields (UnreadInputInterceptor), after Fastify
  // has parsed it as any other: so its size and media type are checked too.
  const refusesBody = !route.readsBody && !route.readOnly;
  if (hasBody || refusesBody) {
    responses['413'] = fastifyResponse(
      413,
      'The body is larger than 1 MiB',
      'FST_ERR_CTP_BODY_TOO_LARGE',
    );
    responses['415'] = fastifyResponse(
      415,
      'The body is not JSON, its charset is not UTF-8, or it is compressed (Content-Encoding)',
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    );
  }
  // Public routes (health, the signed webhook) validate nothing the caller could correct. Every
  // other route refuses `filter[...]` unless it reads them (UnreadInputInterceptor).
  if (!route.isPublic) {
    responses['422'] = hasBody
      ? validationProblem('role', unknownPropertyMessage('role'))
      : refusesBody
        ? problem(
            'Validation failed: `errors` names each field; this route takes no body, and each ' +
              'property of one sent is refused',
            ValidationProblem.of('workspace_id', unknownPropertyMessage('workspace_id')),
          )
        : parameters.length > 0
          ? validationProblem(
              String(parameters[0].name),
              `${String(parameters[0].name)} ${INVALID_TEXT_MESSAGE}`,
            )
          : problem(
              'Validation failed: this route takes no `filter[...]`, and each one sent is refused',
              ValidationProblem.of('filter[stage][eq]', NO_FILTER_MESSAGE),
            );
  }
  const limited = tooManyRequests(route, limits);
  if (limited) responses['429'] = limited;
  // Every route but the liveness probe reads the database; one that takes a bearer token may
  // need the identity provider's key set to verify it.
  if (route.path !== '/health') {
    const causes = route.isPublic
      ? 'The database is unavailable or too busy'
      : 'The database is unavailable or too busy; or, in identity-provider mode, the ' +
        "provider's key set that verifies an RS256 or ES256 token could not be fetched " +
        '(`code: upstream_unavailable`)';
    responses['503'] = {
      ...problem(
        `${causes}: retry after Retry-After seconds`,
        new Problem(503, DATABASE_UNAVAILABLE_DETAIL, 'database_unavailable'),
      ),
      headers: headerRefs(['Retry-After']),
    };
  }
  return responses;
}

/** Statuses whose cause on a route adds to the service-wide one rather than replacing it. */
const CAUSES_ADD_UP = new Set(['400', '404', '409', '429', '503']);

/**
 * The route's own documented responses over the derived ones. An error a decorator declares as
 * `application/json` with the Problem schema is served as problem details, so it is moved there;
 * its example gains the members every problem has (type, title, status) when it lacks them.
 */
export function mergeResponses(derived: Responses, declared: Responses): Responses {
  const merged: Responses = { ...derived };
  for (const [status, response] of Object.entries(declared)) {
    const base = derived[status];
    const content = response.content as Record<string, Json> | undefined;
    const json = content?.['application/json'];
    const isProblem =
      Number(status) >= 400 && (json?.schema as Json | undefined)?.$ref === PROBLEM_REF;
    if (!isProblem) {
      // A response needs a description; a success declared without one reads as its reason phrase.
      merged[status] = { ...response, description: response.description || STATUS_CODES[status] };
      continue;
    }
    const declaredExample = json?.example as Json | undefined;
    const baseMedia = (base?.content as Record<string, Json> | undefined)?.[PROBLEM_MEDIA];
    const example = declaredExample
      ? {
          type: 'about:blank',
          title: STATUS_CODES[status],
          status: Number(status),
          ...declaredExample,
        }
      : baseMedia?.example;
    const description =
      base && CAUSES_ADD_UP.has(status)
        ? `${String(response.description)}; or: ${String(base.description)}`
        : response.description;
    merged[status] = {
      ...base,
      description,
      ...(response.headers ? { headers: { ...(base?.headers as Json), ...response.headers } } : {}),
      content: {
        [PROBLEM_MEDIA]: { schema: { $ref: PROBLEM_REF }, ...(example ? { example } : {}) },
      },
    };
  }
  // Ascending, so the document reads 2xx, 4xx, 5xx.
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
}

/** The top-level properties of the operation's JSON body, its schema read through a `$ref`. */
export function bodyPropertiesOf(document: OpenAPIObject, operation: Json): string[] {
  const content = (operation.requestBody as Json | undefined)?.content as Json | undefined;
  let schema = (content?.['application/json'] as Json | undefined)?.schema as Json | undefined;
  const ref = schema?.$ref as string | undefined;
  if (ref) schema = document.components?.schemas?.[ref.split('/').pop()!] as Json | undefined;
  return Object.keys((schema?.properties as Json | undefined) ?? {});
}
