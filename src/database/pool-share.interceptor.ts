import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import { finalize, from, mergeMap, type Observable } from 'rxjs';
import { PoolShares } from './pool-share.js';

/** What the guards leave on a request: its workspace, on routes that have one. */
interface ScopedRequest {
  scope?: { workspace: { id: string } };
}

/**
 * Runs a request in a place of its workspace's share of the pool (`PoolShares`), taken once the
 * guards have settled the workspace, before idempotency and the handler send anything. The place
 * is given back once the handler is done and the response has closed, whichever comes last: a
 * streamed body reads the database until it ends, and a caller that hangs up does not end the
 * work it started. Routes without a workspace (health, sign-in's own look-ups, the payment
 * webhook) and background jobs take no place.
 */
@Injectable()
export class PoolShareInterceptor implements NestInterceptor {
  constructor(private readonly shares: PoolShares) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const workspaceId = http.getRequest<ScopedRequest>().scope?.workspace.id;
    if (workspaceId === undefined) return next.handle() as Observable<unknown>;
    const place = new Place(this.shares, workspaceId, http.getResponse<FastifyReply>().raw);
    const waiting = this.shares.acquire(workspaceId);
    if (!waiting) return place.run(next);
    return from(waiting).pipe(mergeMap(() => place.run(next)));
  }
}

/** A place taken: given back when both the handler and the response are over. */
class Place {
  private open = 2;

  constructor(
    private readonly shares: PoolShares,
    private readonly workspaceId: string,
    private readonly response: ServerResponse,
  ) {}

  run(next: CallHandler): Observable<unknown> {
    if (this.response.closed) this.over();
    else this.response.once('close', this.over);
    let handled: Observable<unknown>;
    try {
      handled = next.handle() as Observable<unknown>;
    } catch (error) {
      // An interceptor inside refused the request before answering an observable (a 400).
      this.over();
      throw error;
    }
    return handled.pipe(finalize(this.over));
  }

  private readonly over = (): void => {
    if (--this.open === 0) this.shares.release(this.workspaceId);
  };
}
