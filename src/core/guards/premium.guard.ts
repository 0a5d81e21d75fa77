import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { type CrmRequest, originOf } from '../auth/request-context.js';
import { PremiumRequiredProblem } from '../http/problem.js';
import { withDemoPipeline } from '../../tenancy/demo-pipeline.js';
import { RoutePolicies } from './route-policies.js';
import { visibilityOf } from '../../database/visibility.js';

/**
 * Fourth global guard. Checks the workspace, not the user: a write on a free workspace is 402.
 * It is also what hands the workspace to the handler (`@CurrentWorkspace()`), scoped to the rows
 * the tier may see (demo rows and the demo pipeline for free, real rows for premium), naming
 * the request's caller and narrowed to the contacts the caller sees (settings.member_visibility).
 */
@Injectable()
export class PremiumGuard implements CanActivate {
  constructor(private readonly policies: RoutePolicies) {}

  canActivate(context: ExecutionContext): boolean {
    const policy = this.policies.of(context);
    const request = context.switchToHttp().getRequest<CrmRequest>();
    const workspace = request.workspace;
    if (!workspace) {
      if (policy.isPublic) return true;
      throw new Error('PremiumGuard ran without an authenticated workspace');
    }
    if (policy.premium && !workspace.is_premium) throw new PremiumRequiredProblem();
    const demo = !workspace.is_premium;
    request.scope = {
      workspace: demo ? withDemoPipeline(workspace) : workspace,
      demo,
      origin: originOf(request),
      visibility: request.user ? visibilityOf(workspace, request.user) : undefined,
    };
    return true;
  }
}
