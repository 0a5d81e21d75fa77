import { expect } from '@jest/globals';
import {
  DATABASE_LOCK_TIMEOUT_DETAIL,
  DATABASE_UNAVAILABLE_DETAIL,
  DATABASE_UNAVAILABLE_RETRY_AFTER,
  type DatabaseFault,
} from '../../src/core/http/database-faults.js';

type Answer = { status: number; headers: Record<string, unknown>; body?: unknown };

/** The answer is the 503 of `fault`: problem details with its Retry-After, and `extra` members. */
function expectFault(res: Answer, fault: DatabaseFault, extra: Record<string, unknown>): void {
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(res.headers['retry-after']).toBe(String(fault.retryAfter));
  expect(res.body).toEqual({
    type: 'about:blank',
    title: 'Service Unavailable',
    status: 503,
    detail: fault.detail,
    code: fault.code,
    ...extra,
  });
}

/**
 * The answer is the 503 of a database that is down or out of connections, with `extra` members
 * where the route adds its own (the health report's).
 */
export function expectDatabaseUnavailable(res: Answer, extra: Record<string, unknown> = {}): void {
  expectFault(
    res,
    {
      detail: DATABASE_UNAVAILABLE_DETAIL,
      code: 'database_unavailable',
      retryAfter: DATABASE_UNAVAILABLE_RETRY_AFTER,
    },
    extra,
  );
}

/**
 * The answer is the 503 of a write that lost its wait on locks (a lock timeout, a deadlock, a
 * write whose locks kept moving), retried after a second.
 */
export function expectLockWaitLost(res: Answer): void {
  expectFault(
    res,
    { detail: DATABASE_LOCK_TIMEOUT_DETAIL, code: 'database_busy', retryAfter: 1 },
    {},
  );
}
