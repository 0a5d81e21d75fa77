import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { CrmRequest } from '../auth/request-context.js';
import type { RequiredRole } from '../decorators/route-policy.decorators.js';
import { APP_OWNER_ONLY_DETAIL, ForbiddenProblem, MANAGERS_ONLY_DETAIL } from '../http/problem.js';
import type { Role } from '../../tenancy/user.entity.js';
import { RoutePolicies } from './route-policies.js';

/** Whether `role` passes the gate `required`; the one place the role hierarchy is written. */
export function roleSatisfies(role: Role, required: RequiredRole): boolean {
  return required === 'super_admin'
    ? role === 'super_admin'
    : role === 'admin' || role === 'super_admin';
}

/** Third global guard: `@Roles('admin')` and `@Roles('super_admin')`, 403 with the exact details. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly policies: RoutePolicies) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.policies.of(context).requiredRole;
    if (!required) return true;
    const user = context.switchToHttp().getRequest<CrmRequest>().user;
    if (user && roleSatisfies(user.role, required)) return true;
    throw new ForbiddenProblem(
      required === 'super_admin' ? APP_OWNER_ONLY_DETAIL : MANAGERS_ONLY_DETAIL,
    );
  }
}
