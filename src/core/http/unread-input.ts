import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { CrmRequest } from '../auth/request-context.js';
import { RoutePolicies } from '../guards/route-policies.js';
import { isFilterParam } from './filter-params.decorator.js';
import { ValidationProblem } from './problem.js';

/** Why a route that reads no body refuses a property of one, as the validation pipe words it. */
export const unknownPropertyMessage = (name: string) => `property ${name} should not exist`;
export const NO_BODY_MESSAGE = 'this route takes no body';
export const NO_FILTER_MESSAGE = 'this route takes no filter';

/**
 * Input a route's handler does not read is refused rather than ignored, as a DTO refuses a
 * property it does not declare. A route that reads no body (no `@Body()`) refuses one that
 * carries anything: `{"workspace_id": ...}` sent to `POST /admin/demo/reset` was ignored, and
 * every workspace reset by a caller who thought they had named one. No body, an empty one and
 * `{}` (or `null`) pass. A route that reads no `filter[...]` (no `@FilterParams()`) refuses
 * them: `GET /followups?filter[stage][eq]=lead` answered every follow-up. Other unknown query
 * parameters are dropped (cache-busters). Runs inside idempotency, where the validation pipe
 * runs, so its 422 is stored like the pipe's.
 */
@Injectable()
export class UnreadInputInterceptor implements NestInterceptor {
  constructor(private readonly policies: RoutePolicies) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const policy = this.policies.of(context);
    const request = context.switchToHttp().getRequest<CrmRequest>();
    if (!policy.readsBody) assertNoBody(request.body);
    if (!policy.readsFilters) assertNoFilter(request.query);
    return next.handle() as Observable<unknown>;
  }
}

function assertNoFilter(query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  const names = Object.keys(query).filter(isFilterParam);
  if (names.length === 0) return;
  throw new ValidationProblem(names.map((name) => ({ field: name, message: NO_FILTER_MESSAGE })));
}

function assertNoBody(body: unknown): void {
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw ValidationProblem.of('body', NO_BODY_MESSAGE);
  }
  const names = Object.keys(body);
  if (names.length === 0) return;
  throw new ValidationProblem(
    names.map((name) => ({ field: name, message: unknownPropertyMessage(name) })),
  );
}
