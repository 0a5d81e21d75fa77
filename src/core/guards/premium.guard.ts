import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { CrmRequest } from '../auth/request-context.js';
import { ALLOW_ON_FREE_WORKSPACE, IS_PUBLIC } from '../decorators/route-policy.decorators.js';
import { PremiumRequiredProblem } from '../http/problem.js';
import { requiresPremium } from './premium-policy.js';

/**
 * Third global guard. Checks the workspace, not the user: a write on a free workspace is 402.
 * It is also what hands the workspace to the handler (`@CurrentWorkspace()`), scoped to the rows
 * the tier may see: demo rows for free, real rows for premium.
 */
@Injectable()
export class PremiumGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<CrmRequest>();
    const workspace = request.workspace;
    const policy = {
      isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false,
      allowOnFreeWorkspace:
        this.reflector.getAllAndOverride<boolean>(ALLOW_ON_FREE_WORKSPACE, targets) ?? false,
    };
    if (!workspace) {
      if (policy.isPublic) return true;
      throw new Error('PremiumGuard ran without an authenticated workspace');
    }
    if (requiresPremium(request.method, policy) && !workspace.is_premium) {
      throw new PremiumRequiredProblem();
    }
    request.scope = { workspace, demo: !workspace.is_premium };
    return true;
  }
}
