import { type ExecutionContext, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { RouteApiKeyScope } from '../auth/api-key-scopes.js';
import type { RequiredRole } from '../decorators/route-policy.decorators.js';
import { scanRoutes } from './route-inventory.js';
import {
  IDEMPOTENCY_BODY,
  type IdempotencyBodyReader,
  SHOWN_ONCE,
  type ShownOnceReplay,
} from '../decorators/idempotency-body.decorator.js';

/** What a route's decorators declare for the guards and the request pipeline. */
export interface RoutePolicy {
  isPublic: boolean;
  requiredRole: RequiredRole | null;
  /** A write a free workspace may not make (402), from the method and the route's opt-outs. */
  premium: boolean;
  /** A route that changes nothing: no Idempotency-Key is stored for it. */
  readOnly: boolean;
  apiKeyScope: RouteApiKeyScope;
  /** What stands for the body in an Idempotency-Key fingerprint, for a route that reads its own. */
  idempotencyBody: Type<IdempotencyBodyReader> | null;
  /** For a success that shows a secret once: what an Idempotency-Key stores and replays instead. */
  shownOnce: ShownOnceReplay | null;
  /** An event stream, which also takes a ticket (`?ticket=`) as its credential. */
  stream: boolean;
  /** Whether the handler reads a body; one that reads none refuses a body with fields (422). */
  readsBody: boolean;
  /** Whether the handler reads `filter[...]`; one that reads none refuses them (422). */
  readsFilters: boolean;
}

/**
 * Every route's policy, resolved once at start-up from the same scan as the route inventory
 * (so the guards, the OpenAPI document and the permission snapshot read one answer). The guards
 * and the idempotency interceptor look a request's policy up by its handler instead of reading
 * decorator metadata per request.
 * The scan also refuses a route without a camelCase operationId, so such a route stops the start.
 */
@Injectable()
export class RoutePolicies implements OnModuleInit {
  private readonly byHandler = new Map<object, RoutePolicy>();

  constructor(
    private readonly modules: ModulesContainer,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const route of scanRoutes(this.modules, this.reflector)) {
      const { isPublic, requiredRole, premium, readOnly, apiKeyScope, stream } = route;
      const { readsBody, readsFilters } = route;
      const idempotencyBody =
        this.reflector.get<Type<IdempotencyBodyReader> | undefined>(
          IDEMPOTENCY_BODY,
          route.handler,
        ) ?? null;
      const shownOnce =
        this.reflector.get<ShownOnceReplay | undefined>(SHOWN_ONCE, route.handler) ?? null;
      this.byHandler.set(route.handler, {
        isPublic,
        requiredRole,
        premium,
        readOnly,
        apiKeyScope,
        idempotencyBody,
        shownOnce,
        stream,
        readsBody,
        readsFilters,
      });
    }
  }

  /** The policy of the route `context` runs; a handler the scan did not see fails closed. */
  of(context: ExecutionContext): RoutePolicy {
    const policy = this.byHandler.get(context.getHandler());
    if (!policy) {
      throw new Error(
        `No route policy for ${context.getClass().name}.${context.getHandler().name}`,
      );
    }
    return policy;
  }
}
