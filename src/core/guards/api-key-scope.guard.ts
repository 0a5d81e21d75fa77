import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import {
  missingScope,
  NO_API_KEYS_DETAIL,
  scopeGranted,
  scopeRequiredDetail,
} from '../auth/api-key-scopes.js';
import type { CrmRequest } from '../auth/request-context.js';
import { ForbiddenProblem } from '../http/problem.js';
import { RoutePolicies } from './route-policies.js';

/**
 * Second global guard: a request made with an API key reaches only the routes its scopes cover
 * (403 naming the first scope it lacks), and never a route that declares no scope (billing, admin, key management).
 * Bearer-token requests pass untouched.
 */
@Injectable()
export class ApiKeyScopeGuard implements CanActivate {
  constructor(private readonly policies: RoutePolicies) {}

  canActivate(context: ExecutionContext): boolean {
    const key = context.switchToHttp().getRequest<CrmRequest>().apiKey;
    if (!key) return true;
    const required = this.policies.of(context).apiKeyScope;
    if (scopeGranted(key.scopes, required)) return true;
    const missing = missingScope(key.scopes, required);
    throw new ForbiddenProblem(missing ? scopeRequiredDetail(missing) : NO_API_KEYS_DETAIL);
  }
}
