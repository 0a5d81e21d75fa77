import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidCursor } from '../../database/keyset.js';
import { databaseFault } from './database-faults.js';
import { MethodNotAllowedProblem, methodNotAllowed } from './method-not-allowed.js';
import { Problem, ValidationProblem } from './problem.js';
import { removedUserProblem } from './removed-user.js';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  [extension: string]: unknown;
}

/** Fastify's own errors (body parsing, size, content type) carry a statusCode and a code. */
interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** Fastify's own errors (body parsing, size, content type, the router's), as worded here. */
export const FASTIFY_PROBLEMS: Record<string, { detail: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    detail: 'Request body is not valid JSON',
    code: 'malformed_json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    detail: 'Request body is empty but Content-Type is application/json',
    code: 'malformed_json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    detail: 'Request body is larger than the 1 MiB limit',
    code: 'payload_too_large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    detail: 'Unsupported Content-Type; send application/json',
    code: 'unsupported_media_type',
  },
  FST_ERR_BAD_URL: {
    detail: 'The URL is malformed (an invalid percent-encoded sequence)',
    code: 'malformed_url',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    detail: 'A path segment is longer than 100 characters',
    code: 'uri_too_long',
  },
};

/**
 * The `code` of an error that names no narrower kind: its status's reason phrase in snake case
 * (`not_found`, `unsupported_media_type`, `payload_too_large`), so every problem carries one.
 */
export function codeOfStatus(status: number): string {
  return (STATUS_CODES[status] ?? 'error').toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/** The problem of one of Fastify's own errors, when it is one this service words. */
function fastifyProblem(status: number, code: string | undefined): ProblemBody | undefined {
  const known = code === undefined ? undefined : FASTIFY_PROBLEMS[code];
  return known && build(status, known.detail, { code: known.code });
}

/**
 * Maps anything thrown to a problem-details body. 5xx are logged through the request's logger,
 * so the line carries its request id (`reqId`) like the request's other lines.
 */
function toProblem(error: unknown, request: FastifyRequest): ProblemBody {
  const requestId = request.id;
  if (error instanceof Problem) return problemBody(error);
  if (error instanceof HttpException) {
    const status = error.getStatus();
    // Nest wraps Fastify's own errors (body parsing, size, content type) and keeps them as cause.
    const fastify = fastifyProblem(status, (error.cause as FastifyLikeError | undefined)?.code);
    if (fastify) return fastify;
    const response = error.getResponse();
    const message =
      typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const detail = Array.isArray(message)
      ? message.map(String).join('; ')
      : typeof message === 'string'
        ? message
        : error.message;
    return build(status, status >= 500 ? genericDetail(requestId) : detail);
  }
  const fastifyError = error as FastifyLikeError;
  if (
    typeof fastifyError?.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return (
      fastifyProblem(fastifyError.statusCode, fastifyError.code) ??
      build(fastifyError.statusCode, fastifyError.message || 'Bad request')
    );
  }
  const fault = databaseFault(error);
  if (fault) {
    request.log.warn(
      { context: 'Errors', code: fault.code },
      `${fault.code}: ${(error as Error).message}`,
    );
    return build(503, fault.detail, { code: fault.code, retry_after: fault.retryAfter });
  }
  request.log.error(
    { context: 'Errors', err: error instanceof Error ? error : new Error(String(error)) },
    'unexpected error; answered 500',
  );
  return build(500, genericDetail(requestId));
}

/** A thrown problem's body as the filter writes it (the OpenAPI document's examples too). */
export function problemBody(problem: Problem): ProblemBody {
  return build(problem.getStatus(), problem.detail, { code: problem.code, ...problem.extensions });
}

/**
 * A problem the service throws as the OpenAPI document's example: its body less `retry_after`,
 * which goes out as the Retry-After header.
 */
export function problemExample(problem: Problem): Omit<ProblemBody, 'retry_after'> {
  const { retry_after: _retryAfter, ...body } = problemBody(problem);
  return body;
}

function build(
  status: number,
  detail: string,
  extensions: Record<string, unknown> = {},
): ProblemBody {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code: codeOfStatus(status),
    ...extensions,
  };
}

function genericDetail(requestId: string): string {
  return `Internal server error (request id ${requestId})`;
}

/**
 * The problem a client's error met below the HTTP layer stands for: a forged cursor (the door's
 * keyset refuses it before any SQL), a user removed while a write was in flight. Any other error
 * as it is.
 */
function asClientProblem(error: unknown, callerId: string | undefined): unknown {
  if (error instanceof InvalidCursor) return ValidationProblem.of('cursor', error.message);
  return removedUserProblem(error, callerId) ?? error;
}

/**
 * The problem body the filter answers a client error (4xx) with, or undefined when it answers
 * the error with a 5xx. Logs nothing: for stores of outcomes (idempotent replays), which must
 * hold what the filter sends. `retry_after`, when present, goes out as the Retry-After header.
 */
export function clientProblemOf(
  error: unknown,
  request: FastifyRequest & { user?: { id: string } },
): ProblemBody | undefined {
  const answered = asClientProblem(error, request.user?.id);
  const status =
    answered instanceof HttpException
      ? answered.getStatus()
      : (answered as FastifyLikeError | undefined)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  return toProblem(answered, request);
}

/**
 * Answers `error` as problem details (with Retry-After for a database fault). Also called by the
 * adapter's `frameworkErrors`: Fastify's router answers a malformed URL (400) or an over-long path
 * parameter (414) before any route, where Nest's filters never see them.
 */
export function sendProblem(reply: FastifyReply, request: FastifyRequest, error: unknown): void {
  const { retry_after: retryAfter, ...body } = toProblem(error, request);
  if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
  void reply
    .status(body.status)
    .header('content-type', 'application/problem+json; charset=utf-8')
    .send(body);
}

@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest & { user?: { id: string } }>();
    error = methodNotAllowed(request) ?? asClientProblem(error, request.user?.id);
    if (error instanceof Problem && error.getStatus() === 401) {
      void reply.header('www-authenticate', 'Bearer');
    }
    if (error instanceof MethodNotAllowedProblem) {
      void reply.header('allow', error.allowed.join(', '));
    }
    sendProblem(reply, request, error);
  }
}
