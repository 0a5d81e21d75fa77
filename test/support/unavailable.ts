import { expect } from '@jest/globals';
import {
  DATABASE_LOCK_TIMEOUT_DETAIL,
  DATABASE_UNAVAILABLE_DETAIL,
} from '../../src/core/http/database-faults.js';

/**
 * The answer is the 503 of a database that is down or out of connections: problem details with
 * Retry-After, and `extra` members where the route adds its own (the health report's).
 */
export function expectDatabaseUnavailable(
  res: { status: number; headers: Record<string, unknown>; body?: unknown },
  extra: Record<string, unknown> = {},
): void {
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).toEqual({
    type: 'about:blank',
    title: 'Service Unavailable',
    status: 503,
    detail: DATABASE_UNAVAILABLE_DETAIL,
    code: 'database_unavailable',
    ...extra,
  });
}

/**
 * The answer is the 503 of a write that lost its wait on locks (a lock timeout, a deadlock, a
 * write whose locks kept moving): problem details with Retry-After of a second.
 */
export function expectLockWaitLost(res: {
  status: number;
  headers: Record<string, unknown>;
  body?: unknown;
}): void {
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(res.headers['retry-after']).toBe('1');
  expect(res.body).toEqual({
    type: 'about:blank',
    title: 'Service Unavailable',
    status: 503,
    detail: DATABASE_LOCK_TIMEOUT_DETAIL,
    code: 'database_busy',
  });
}
