import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { CrmRequest } from '../auth/request-context.js';
import { RoutePolicies } from '../guards/route-policies.js';
import { ValidationProblem } from './problem.js';

/** Why a route that reads no body refuses a property of one, as the validation pipe words it. */
export const unknownPropertyMessage = (name: string) => `property ${name} should not exist`;
export const NO_BODY_MESSAGE = 'this route takes no body';

/**
 * A route whose handler reads no body (no `@Body()`) refuses one that carries anything, as a
 * DTO refuses a property it does not declare: `{"workspace_id": ...}` sent to
 * `POST /admin/demo/reset` was ignored, and every workspace reset by a caller who thought they had
 * named one. No body, an empty one and `{}` (or `null`) pass. Runs inside idempotency, where the
 * validation pipe runs, so its 422 is stored like the pipe's.
 */
@Injectable()
export class UnreadBodyInterceptor implements NestInterceptor {
  constructor(private readonly policies: RoutePolicies) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.policies.of(context).readsBody) {
      assertNoBody(context.switchToHttp().getRequest<CrmRequest>().body);
    }
    return next.handle() as Observable<unknown>;
  }
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
