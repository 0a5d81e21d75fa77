import { LocksKeptMoving } from '../../database/db.js';
import { StatementNotAnswered } from '../../database/statement-watchdog.js';

/**
 * Database faults a client can retry: the database unreachable, or too busy to answer in time.
 * They are answered 503 with Retry-After, never 500: nothing is wrong with the request.
 */
export interface DatabaseFault {
  detail: string;
  code: 'database_unavailable' | 'database_busy';
  /** Seconds, for the Retry-After header. */
  retryAfter: number;
}

export const DATABASE_UNAVAILABLE_DETAIL = 'Database unavailable; retry shortly';
export const DATABASE_LOCK_TIMEOUT_DETAIL =
  'The record is being changed by another request; retry shortly';
export const DATABASE_STATEMENT_TIMEOUT_DETAIL = 'Database did not answer in time; retry shortly';
/** Retry-After, in seconds, of every answer while the database is unavailable (/health's too). */
export const DATABASE_UNAVAILABLE_RETRY_AFTER = 5;

const UNAVAILABLE: DatabaseFault = {
  detail: DATABASE_UNAVAILABLE_DETAIL,
  code: 'database_unavailable',
  retryAfter: DATABASE_UNAVAILABLE_RETRY_AFTER,
};

/** SQLSTATEs of a server that is going away, starting, or refusing connections. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/** SQLSTATEs of a transaction that lost a wait on rows or locks another one holds. */
const CONFLICT_SQLSTATES = new Set([
  '55P03', // lock_not_available (lock_timeout)
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

/** Node's socket errors when the database host does not answer. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own messages: the pool's acquire timeout and a connection lost under a query. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/** The fault `error` stands for, or undefined when it is not a database fault. */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  // Duck-typed: errors made by Node's own modules need not be this realm's Error.
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  // A write that took its locks again as often as it may, rows tied to it each time: a lost
  // wait on locks, as a deadlock is.
  if (error instanceof LocksKeptMoving) {
    return { detail: DATABASE_LOCK_TIMEOUT_DETAIL, code: 'database_busy', retryAfter: 1 };
  }
  if (typeof code === 'string') {
    // Past the lock timeout, or chosen by the server to end a deadlock or a serialization
    // conflict: the transaction rolled back whole, so the same request may simply be sent again.
    if (CONFLICT_SQLSTATES.has(code)) {
      return { detail: DATABASE_LOCK_TIMEOUT_DETAIL, code: 'database_busy', retryAfter: 1 };
    }
    if (code === '57014') {
      return { detail: DATABASE_STATEMENT_TIMEOUT_DETAIL, code: 'database_busy', retryAfter: 1 };
    }
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return UNAVAILABLE;
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return UNAVAILABLE;
  }
  // The door's watchdog, or pg's client-side read timeout: the server did not answer at all.
  if (error instanceof StatementNotAnswered || message === 'Query read timeout') {
    return { detail: DATABASE_STATEMENT_TIMEOUT_DETAIL, code: 'database_busy', retryAfter: 1 };
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) {
    return UNAVAILABLE;
  }
  // Node reports a refused connection to every address of a host as one AggregateError.
  if (Array.isArray(errors) && errors.some((e) => databaseFault(e) !== undefined)) {
    return UNAVAILABLE;
  }
  return undefined;
}
