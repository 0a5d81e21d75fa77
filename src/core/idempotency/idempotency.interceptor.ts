import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import { Db } from '../../database/db.js';
import type { CrmRequest } from '../auth/request-context.js';
import { clientProblemOf, type ProblemBody } from '../http/problem-details.filter.js';
import { serializeBody } from '../http/raw-json.js';
import {
  IdempotencyKeyInUseProblem,
  idempotencyKeyReusedDetail,
  IdempotencyKeyReusedProblem,
  IDEMPOTENCY_KEY_REUSED_BODY_DETAIL,
  InvalidIdempotencyKeyProblem,
  ReplayedProblem,
} from './idempotency.problems.js';
import type {
  IdempotencyBodyReader,
  ShownOnceReplay,
} from '../decorators/idempotency-body.decorator.js';
import { RoutePolicies } from '../guards/route-policies.js';
import {
  findIdempotentOutcome,
  type IdempotencyScope,
  type OutcomeToStore,
  type StoredOutcome,
  storeIdempotentOutcome,
  tryLockIdempotencyKey,
} from '../../database/idempotency.queries.js';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_METHODS,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeyOf,
  requestFingerprint,
} from './idempotency.rules.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** What the request's transaction ends with: a value to send, or an error to rethrow. */
type Ending = { replay: StoredOutcome } | { value: unknown } | { error: unknown };

/**
 * `Idempotency-Key` on POST, PUT, PATCH and DELETE of signed-in callers: the request runs in one
 * transaction that also stores its outcome, so a repeat within 24 hours answers that outcome
 * again (`Idempotent-Replayed: true`) and changes nothing. While the first is still running a
 * repeat is 409 (an advisory lock on the key, so on every instance); the key on another request
 * is 422. A 5xx stores nothing (the write rolled back); a 4xx of the handler or the validation
 * pipe is stored, with what it wrote rolled back. Guards run before, so their 401/402/403 are
 * never stored. Registered before the UTC interceptor, so it wraps it and stores the body as
 * sent. Requests without the header pass straight through. A route that reads its body itself
 * (a multipart upload) says with `@IdempotencyBody` what stands for it in the fingerprint; one
 * whose success shows a secret once (a new API key) says with `@ShownOnce` what to store instead.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly db: Db,
    private readonly policies: RoutePolicies,
    private readonly moduleRef: ModuleRef,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<CrmRequest>();
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    // Public routes (health, the payment webhook) have no caller to scope a key to; a read
    // sent as a POST (a search) has nothing to keep from happening twice.
    if (
      header === undefined ||
      !request.user ||
      !IDEMPOTENT_METHODS.has(request.method) ||
      this.policies.of(context).readOnly
    ) {
      return next.handle();
    }
    const key = idempotencyKeyOf(header);
    if (key === null) throw new InvalidIdempotencyKeyProblem();
    const scope: IdempotencyScope = {
      workspaceId: request.user.workspace_id,
      callerId: request.apiKey?.id ?? request.user.id,
      key,
    };
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const { idempotencyBody: bodyReader, shownOnce } = this.policies.of(context);
    const readBody = bodyReader ? this.moduleRef.get(bodyReader, { strict: false }) : undefined;
    return defer(() => this.run(scope, request, reply, next, readBody, shownOnce));
  }

  private async run(
    scope: IdempotencyScope,
    request: CrmRequest,
    reply: FastifyReply,
    next: CallHandler,
    readBody: IdempotencyBodyReader | undefined,
    shownOnce: ShownOnceReplay | null,
  ): Promise<unknown> {
    const body = readBody ? await readBody.fingerprintBody(request, reply) : request.body;
    const shape = { method: request.method, path: request.url, body };
    const fingerprint = requestFingerprint(shape);
    // The look-up follows the lock in the opening round trip, so it sees an outcome committed
    // by the key's previous holder; while another holds it, what it found is not used.
    const guards = [tryLockIdempotencyKey(scope), findIdempotentOutcome(scope)] as const;
    const ending = await this.db.requestTransaction(
      guards,
      async (tx, [[{ locked }], [stored]]): Promise<Ending> => {
        if (!locked) throw new IdempotencyKeyInUseProblem();
        if (stored) {
          if (stored.fingerprint === fingerprint) return { replay: stored };
          throw new IdempotencyKeyReusedProblem(
            stored.method === shape.method && stored.path === shape.path
              ? IDEMPOTENCY_KEY_REUSED_BODY_DETAIL
              : idempotencyKeyReusedDetail(stored.method, stored.path),
          );
        }
        let ending: Ending;
        let outcome: OutcomeToStore;
        try {
          const value = await tx.asRequestTransaction(() =>
            lastValueFrom<unknown, undefined>(next.handle(), { defaultValue: undefined }),
          );
          ending = { value };
          // A secret shown once is not kept: its replay answers the route's problem instead.
          const stored = shownOnce ? clientProblemOf(shownOnce(value), request) : undefined;
          outcome = stored
            ? { ...shape, fingerprint, ...problemOutcome(stored) }
            : { ...shape, fingerprint, status: reply.statusCode, ...serialised(value) };
        } catch (error) {
          const problem = clientProblemOf(error, request);
          // A 5xx, or a problem that asks for a retry, is not an outcome: the retry must run.
          if (!problem || problem.retry_after !== undefined) throw error;
          ending = { error };
          outcome = { ...shape, fingerprint, ...problemOutcome(problem) };
        }
        // The store goes with the COMMIT (`commitWith`). It cannot find the key taken while
        // the lock is held and the look-up found it free; if it ever did, the write has
        // committed all the same, so its answer stands and the defect is logged.
        const written = await tx.commitWith(storeIdempotentOutcome(scope, outcome));
        if (written !== 1) this.logger.error('idempotency key taken though it was locked and free');
        return ending;
      },
    );
    if ('error' in ending) throw ending.error;
    if ('value' in ending) return ending.value;
    return replay(ending.replay, reply);
  }
}

/** A problem as the filter sends it: its status, its body, the problem content type. */
function problemOutcome(
  problem: ProblemBody,
): Pick<OutcomeToStore, 'status' | 'body' | 'contentType'> {
  return { status: problem.status, body: JSON.stringify(problem), contentType: PROBLEM_TYPE };
}

/** The body as Fastify will send it: JSON for objects, text for strings, nothing for undefined. */
function serialised(value: unknown): { body: string | null; contentType: string | null } {
  if (value === undefined) return { body: null, contentType: null };
  if (typeof value === 'string') return { body: value, contentType: TEXT_TYPE };
  return { body: serializeBody(value), contentType: JSON_TYPE };
}

/** Answers a stored outcome again: the same status, body and content type. */
function replay(stored: StoredOutcome, reply: FastifyReply): unknown {
  void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (stored.status >= 400) {
    // Errors leave through the filter, which sets the status; it writes the stored problem again.
    throw new ReplayedProblem(JSON.parse(stored.body ?? '{}') as Record<string, unknown>);
  }
  // A route that picks its status as it answers (200 done, 202 queued) is not there to pick it.
  void reply.status(stored.status);
  if (stored.content_type) void reply.header('content-type', stored.content_type);
  return stored.body ?? undefined;
}
