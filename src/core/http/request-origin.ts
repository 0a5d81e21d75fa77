import { AsyncLocalStorage } from 'node:async_hooks';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import type { CrmRequest } from '../auth/request-context.js';

/** Who made a change: a member with a bearer token, a member's API key, or the service itself. */
export interface Actor {
  type: 'user' | 'api_key' | 'system';
  user_id: string | null;
  api_key_id: string | null;
}

/** Where the work running now came from: the request's id and its caller. */
export interface RequestOrigin {
  request_id: string | null;
  actor: Actor;
}

const SYSTEM: RequestOrigin = {
  request_id: null,
  actor: { type: 'system', user_id: null, api_key_id: null },
};

const origins = new AsyncLocalStorage<RequestOrigin>();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin of the work running in this async context: set once per request by
 * `RequestOriginInterceptor`, so what a change records (a webhook event's actor and request id)
 * needs no parameter threaded through every service. Outside a request: the service itself.
 */
export function requestOrigin(): RequestOrigin {
  return origins.getStore() ?? SYSTEM;
}

/**
 * Runs `work` as if it came from `origin`: a job doing what a request asked for (an import)
 * records the events of its changes with that request's caller and id.
 */
export function runWithOrigin<T>(origin: RequestOrigin, work: () => Promise<T>): Promise<T> {
  return origins.run(origin, work);
}

/** The origin of a request, after the guards have settled its caller. */
export function originOf(request: CrmRequest): RequestOrigin {
  const actor: Actor = request.apiKey
    ? { type: 'api_key', user_id: request.user?.id ?? null, api_key_id: request.apiKey.id }
    : request.user
      ? { type: 'user', user_id: request.user.id, api_key_id: null }
      : SYSTEM.actor;
  return { request_id: request.id, actor };
}

/**
 * Runs each handler (and the interceptors inside this one) with its request's origin in
 * `requestOrigin()`. Registered first, so it wraps the idempotency interceptor's transaction.
 */
@Injectable()
export class RequestOriginInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<CrmRequest>();
    // Reads change nothing, so they record nothing: they skip the context (every GET is hot).
    if (READS.has(request.method)) return next.handle();
    const origin = originOf(request);
    return defer(() =>
      origins.run(origin, () => lastValueFrom(next.handle(), { defaultValue: undefined })),
    );
  }
}
