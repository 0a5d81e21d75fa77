import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, type Subscriber, type Subscription } from 'rxjs';
import { PoolShares } from './pool-share.js';
import { RequestPlace } from './request-place.js';

/** What the guards leave on a request: its workspace, on routes that have one. */
interface ScopedRequest {
  scope?: { workspace: { id: string } };
}

/**
 * Runs a request as its workspace's once the guards have settled the workspace: every connection
 * the door checks out for it (idempotency's and the handler's, a streamed body's included) takes
 * a place in the workspace's share of the pool while it is out (`PoolShares`,
 * request-place.ts). Routes without a workspace (health, sign-in's own
 * look-ups, the payment webhook), the guards' look-ups and background jobs take no place; nor
 * does anything when the share is the whole pool.
 */
@Injectable()
export class PoolShareInterceptor implements NestInterceptor {
  constructor(private readonly shares: PoolShares) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const workspaceId = context.switchToHttp().getRequest<ScopedRequest>().scope?.workspace.id;
    if (workspaceId === undefined || !this.shares.binds) {
      return next.handle() as Observable<unknown>;
    }
    const place = new RequestPlace(this.shares, workspaceId);
    // Subscribed in the request's context, so what runs at subscription (idempotency's
    // transaction) and after is the request's too.
    return new Observable<unknown>((subscriber) => {
      const subscription = place.run(subscribeTo, next, subscriber);
      return () => {
        subscription.unsubscribe();
        place.end();
      };
    });
  }
}

function subscribeTo(next: CallHandler, subscriber: Subscriber<unknown>): Subscription {
  return (next.handle() as Observable<unknown>).subscribe(subscriber);
}
