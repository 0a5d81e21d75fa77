import type { OpenAPIObject } from '@nestjs/swagger';
import type { RouteInfo } from '../guards/route-inventory.js';
import type { Problem } from '../http/problem.js';
import { problemExample } from '../http/problem-details.filter.js';
import {
  ErasedAnswerProblem,
  IDEMPOTENCY_KEY_REUSED_BODY_DETAIL,
  IdempotencyKeyInUseProblem,
  IdempotencyKeyReusedProblem,
  InvalidIdempotencyKeyProblem,
} from './idempotency.problems.js';
import { IDEMPOTENT_METHODS } from './idempotency.rules.js';

const KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, ' +
    'method, path and body) answers the stored status and body with `Idempotent-Replayed: ' +
    'true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed ' +
    '(400 otherwise); the same key on another request is 422; while the first request with ' +
    'the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their ' +
    'retry runs; 4xx answers are. A random UUID per operation serves.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
  // No `example`: Swagger UI would fill it into every write tried out, and the second write
  // sending the same key is refused (422).
};

const REPLAYED_HEADER = {
  description: 'Present on a replay of a stored outcome of the same Idempotency-Key',
  schema: { type: 'string', enum: ['true'] },
};

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };

type Response = { description?: string; headers?: Record<string, unknown>; content?: unknown };

/** The request parameter and the response header the writes below refer to. */
export function declareIdempotencyComponents(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.parameters = {
    ...document.components.parameters,
    'Idempotency-Key': KEY_PARAMETER,
  } as NonNullable<typeof document.components.parameters>;
  document.components.headers = {
    ...document.components.headers,
    'Idempotent-Replayed': REPLAYED_HEADER,
  };
}

/**
 * Documents the Idempotency-Key of a write a caller signs (POST, PUT, PATCH, DELETE; public
 * routes ignore the header): the request header, the Idempotent-Replayed header on success, and
 * the 400, 409, 410 and 422 it can answer, added to what the route already documents under them.
 */
export function documentIdempotentWrite(
  operation: Record<string, unknown>,
  route: RouteInfo,
): void {
  if (route.isPublic || route.readOnly || !IDEMPOTENT_METHODS.has(route.method)) return;
  operation.parameters = [
    ...((operation.parameters as unknown[] | undefined) ?? []),
    { $ref: '#/components/parameters/Idempotency-Key' },
  ];
  const responses = (operation.responses ??= {}) as Record<string, Response>;
  for (const [status, response] of Object.entries(responses)) {
    if (status.startsWith('2')) {
      response.headers = {
        ...response.headers,
        'Idempotent-Replayed': { $ref: '#/components/headers/Idempotent-Replayed' },
      };
    }
  }
  addProblem(responses, 'Unusable Idempotency-Key', new InvalidIdempotencyKeyProblem());
  addProblem(
    responses,
    'A request with this Idempotency-Key is still running; retry after Retry-After seconds',
    new IdempotencyKeyInUseProblem(),
    { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
  );
  addProblem(
    responses,
    'The Idempotency-Key was used for another request (method, path or body)',
    new IdempotencyKeyReusedProblem(IDEMPOTENCY_KEY_REUSED_BODY_DETAIL),
  );
  addProblem(
    responses,
    'A repeat with the Idempotency-Key of an answer that held a contact erased since ' +
      '(`code: erased`): the stored answer is gone with its values',
    new ErasedAnswerProblem(),
  );
}

/** Adds the problem, or, when the route documents that status already, adds to its description. */
function addProblem(
  responses: Record<string, Response>,
  description: string,
  problem: Problem,
  headers: Record<string, unknown> = {},
): void {
  const status = String(problem.getStatus());
  const existing = responses[status];
  if (existing) {
    existing.description = `${existing.description ?? ''}; or: ${description}`;
    if (Object.keys(headers).length > 0) existing.headers = { ...existing.headers, ...headers };
    return;
  }
  responses[status] = {
    description,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    content: {
      'application/problem+json': {
        schema: PROBLEM_REF,
        example: problemExample(problem),
      },
    },
  };
}
