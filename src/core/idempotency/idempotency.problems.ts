import { Problem } from '../http/problem.js';
import { INVALID_IDEMPOTENCY_KEY_DETAIL } from './idempotency.rules.js';

export const IDEMPOTENCY_KEY_IN_USE_DETAIL =
  'A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)';
export const IDEMPOTENCY_KEY_REUSED_BODY_DETAIL =
  'This Idempotency-Key was already used with another request body; use a new key for a new request';

/** The detail of a key reused on another route: names the request the key belongs to. */
export function idempotencyKeyReusedDetail(method: string, path: string): string {
  return `This Idempotency-Key was already used for ${method} ${path}; use a new key for a new request`;
}

export class InvalidIdempotencyKeyProblem extends Problem {
  constructor() {
    super(400, INVALID_IDEMPOTENCY_KEY_DETAIL, 'invalid_idempotency_key');
  }
}

/** The first request with the key is still running (on any instance). Not stored: retry it. */
export class IdempotencyKeyInUseProblem extends Problem {
  constructor() {
    super(409, IDEMPOTENCY_KEY_IN_USE_DETAIL, 'idempotency_key_in_use', { retry_after: 1 });
  }
}

/** The detail of a stored answer that held a contact since erased, answered on a replay. */
export const ERASED_ANSWER_DETAIL = 'This answer held a contact that has since been erased';

/**
 * What a replay answers in place of a stored answer an erasure scrubbed (src/modules/erasure/):
 * the contact's values are gone from it, so the key's outcome is gone too.
 */
export class ErasedAnswerProblem extends Problem {
  constructor() {
    super(410, ERASED_ANSWER_DETAIL, 'erased');
  }
}

export class IdempotencyKeyReusedProblem extends Problem {
  constructor(detail: string) {
    super(422, detail, 'idempotency_key_reused');
  }
}

/** The stored members of a problem body beyond status, detail and code. */
const BASE_MEMBERS = new Set(['type', 'title', 'status', 'detail', 'code']);

/**
 * A stored 4xx answered again: the filter writes it as it wrote the first time, from the same
 * status, detail, code and extensions.
 */
export class ReplayedProblem extends Problem {
  constructor(body: Record<string, unknown>) {
    super(
      Number(body.status),
      String(body.detail),
      body.code as string,
      Object.fromEntries(Object.entries(body).filter(([member]) => !BASE_MEMBERS.has(member))),
    );
  }
}
