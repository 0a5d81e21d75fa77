import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { routeApiKeyScope, scopeGranted, type RouteApiKeyScope } from '../auth/api-key-scopes.js';
import type { CrmRequest } from '../auth/request-context.js';
import { ForbiddenProblem } from '../http/problem.js';

export const NO_API_KEYS_DETAIL = 'API keys cannot call this route; sign in';

export function scopeRequiredDetail(scope: string): string {
  return `Scope '${scope}' required`;
}

/**
 * Second global guard: a request made with an API key reaches only the routes its scopes cover
 * (403 otherwise), and never a route that declares no scope (billing, admin, key management).
 * Bearer-token requests pass untouched. Each route's scope is resolved on its first call.
 */
@Injectable()
export class ApiKeyScopeGuard implements CanActivate {
  private readonly scopes = new Map<object, RouteApiKeyScope>();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const key = context.switchToHttp().getRequest<CrmRequest>().apiKey;
    if (!key) return true;
    const required = this.requiredScope(context);
    if (scopeGranted(key.scopes, required)) return true;
    throw new ForbiddenProblem(
      required === null || required === 'any' ? NO_API_KEYS_DETAIL : scopeRequiredDetail(required),
    );
  }

  private requiredScope(context: ExecutionContext): RouteApiKeyScope {
    const handler = context.getHandler();
    let scope = this.scopes.get(handler);
    if (scope === undefined) {
      scope = routeApiKeyScope(this.reflector, handler, context.getClass());
      this.scopes.set(handler, scope);
    }
    return scope;
  }
}
