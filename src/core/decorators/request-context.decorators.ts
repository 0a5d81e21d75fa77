import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { type CrmRequest, originOf } from '../auth/request-context.js';
import type { RequestOrigin } from '../auth/request-origin.js';
import { InvalidIdempotencyKeyProblem } from '../idempotency/idempotency.problems.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf } from '../idempotency/idempotency.rules.js';
import type { RequestLogger } from '../logging/logger.js';

/** The signed-in user, set by the AuthGuard. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const user = ctx.switchToHttp().getRequest<CrmRequest>().user;
  if (!user) throw new Error('CurrentUser used on a route without authentication');
  return user;
});

/**
 * The workspace scope handed over by the PremiumGuard: writes only get one after the premium
 * check passed, so a handler cannot obtain its workspace around the gate.
 */
export const CurrentWorkspace = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const scope = ctx.switchToHttp().getRequest<CrmRequest>().scope;
  if (!scope) throw new Error('CurrentWorkspace used on a route the PremiumGuard did not scope');
  return scope;
});

/**
 * Who is asking, for the events a change records: the scope's origin, or on a public route (the
 * payment webhook) the request's id with the service as the actor.
 */
export const CurrentOrigin = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): RequestOrigin => {
    const request = ctx.switchToHttp().getRequest<CrmRequest>();
    return request.scope?.origin ?? originOf(request);
  },
);

/** The request's logger: what a service logs through it carries the request id. */
export const RequestLog = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): RequestLogger =>
    ctx.switchToHttp().getRequest<CrmRequest>().log,
);

/**
 * The request's `Idempotency-Key` as the idempotency layer reads it (trimmed), or undefined when
 * none was sent; an unusable one is 400. Unlike `@Headers()`, it adds nothing to the OpenAPI
 * document, where the shared optional parameter already stands on every signed write.
 */
export const IdempotencyKeyHeader = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string | undefined => {
    const header = ctx.switchToHttp().getRequest<CrmRequest>().headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return undefined;
    const key = idempotencyKeyOf(header);
    if (key === null) throw new InvalidIdempotencyKeyProblem();
    return key;
  },
);
