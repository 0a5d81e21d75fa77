import { HttpException } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * An error answered as RFC 9457 problem details. `detail` is always a human sentence; `code` is
 * stable for clients that branch on the kind of error.
 */
export class Problem extends HttpException {
  constructor(
    status: number,
    readonly detail: string,
    readonly code: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail, status);
  }
}

export const PREMIUM_REQUIRED_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";
export const MANAGERS_ONLY_DETAIL = 'Managers only';
export const APP_OWNER_ONLY_DETAIL = 'App owner only';

export class UnauthorizedProblem extends Problem {
  constructor(detail: string) {
    super(401, detail, 'unauthenticated');
  }
}
export class PremiumRequiredProblem extends Problem {
  constructor() {
    super(402, PREMIUM_REQUIRED_DETAIL, 'premium_required');
  }
}
export class ForbiddenProblem extends Problem {
  constructor(detail: string) {
    super(403, detail, 'forbidden');
  }
}
export class NotFoundProblem extends Problem {
  /** `what` is the resource name, e.g. `Contact` gives `Contact not found`. */
  constructor(what: string) {
    super(404, `${what} not found`, 'not_found');
  }
}
export class ConflictProblem extends Problem {
  constructor(detail: string, extensions: Record<string, unknown> = {}) {
    super(409, detail, 'conflict', extensions);
  }
}
export class ValidationProblem extends Problem {
  constructor(readonly errors: FieldError[]) {
    super(422, validationDetail(errors), 'validation_failed', { errors });
  }
  static of(field: string, message: string): ValidationProblem {
    return new ValidationProblem([{ field, message }]);
  }
}
/** Seconds a 503 of a provider that is busy or out of reach asks a client to wait. */
export const UPSTREAM_RETRY_AFTER_SECONDS = 5;

/**
 * A provider's failure. A 503 (busy, out of reach) is passing: it carries Retry-After, as every
 * 503 does (like every 5xx it is not stored for an Idempotency-Key: the retry runs).
 */
export class UpstreamProblem extends Problem {
  constructor(detail: string, status = 502) {
    super(
      status,
      detail,
      'upstream_unavailable',
      status === 503 ? { retry_after: UPSTREAM_RETRY_AFTER_SECONDS } : {},
    );
  }
}

function validationDetail(errors: FieldError[]): string {
  const shown = errors.slice(0, 3).map((e) => e.message);
  const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
  return `Validation failed: ${shown.join('; ')}${more}`;
}
