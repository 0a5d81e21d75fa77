import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { assertBodyAccepted } from './http/body-media-types.js';
import { PoolShareInterceptor } from '../database/pool-share.interceptor.js';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor.js';
import { UtcInterceptor } from './http/utc.interceptor.js';
import { UnreadInputInterceptor } from './http/unread-input.js';

/** An interceptor that answers its observable at once, as each of the chain's does. */
interface ChainedInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown>;
}

/**
 * The one global interceptor: marks the request as its workspace's first, so the connections
 * the door checks out for it take places in the workspace's share of the pool (only the guards'
 * look-ups reach the database before), then runs idempotency, then refuses a body sent to a route
 * that reads none (inside idempotency, as the validation pipe's 422s are), then the UTC
 * normalisation next to the handler, so what idempotency stores is the body the UTC interceptor
 * finished. Composed here, each one's `next` being the one inside it, rather than
 * registered one by one: Nest wraps every global interceptor in a deferred observable, a bound
 * async scope and a merge on every request, so each one registered is paid by every request
 * (bench/README.md, "The request path"). Idempotency lets reads straight through.
 */
@Injectable()
export class RequestPipelineInterceptor implements NestInterceptor {
  private readonly chain: readonly ChainedInterceptor[];

  constructor(
    share: PoolShareInterceptor,
    idempotency: IdempotencyInterceptor,
    unreadInput: UnreadInputInterceptor,
    utc: UtcInterceptor,
  ) {
    this.chain = [share, idempotency, unreadInput, utc];
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // A refused body is answered here, after the guards' 401, 403 and 402.
    assertBodyAccepted(context.switchToHttp().getRequest<FastifyRequest>());
    return new ChainLink(this.chain, 0, context, next).handle();
  }
}

/**
 * The `next` an interceptor of the chain gets: the rest of the chain, then the handler. An object
 * rather than a closure made per request: the bundle names every function our code creates.
 */
class ChainLink implements CallHandler {
  constructor(
    private readonly chain: readonly ChainedInterceptor[],
    private readonly at: number,
    private readonly context: ExecutionContext,
    private readonly last: CallHandler,
  ) {}

  handle(): Observable<unknown> {
    const interceptor = this.chain[this.at];
    if (!interceptor) return this.last.handle() as Observable<unknown>;
    return interceptor.intercept(
      this.context,
      new ChainLink(this.chain, this.at + 1, this.context, this.last),
    );
  }
}
