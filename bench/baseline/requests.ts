import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Problem } from '../../src/core/http/problem.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/core/pagination/pagination.js';
import { Db, type StatementObserver } from '../../src/database/db.js';
import { findStage, type Stage } from '../../src/tenancy/stages.js';
import type { Scope } from './scope.js';

/*
 * How the baseline's routes run a request, and what they check of it in place of the service's
 * guards, pipes and DTOs: only what the scenarios send, each failure an HttpError (or a Problem
 * of the service's code it calls, such as the contact query parser's 422s) answered as a problem.
 */

/** SQL_STATEMENT_COUNTER=true: answer each request's statement count, as the service does. */
const COUNT_STATEMENTS = process.env.SQL_STATEMENT_COUNTER === 'true';

/** The statements one request sends through its door, answered in x-sql-statements. */
class StatementTally implements StatementObserver {
  count = 0;

  logQuery(): void {
    this.count += 1;
  }
}

type Handler = (request: FastifyRequest, db: Db) => Promise<unknown>;

/**
 * Wraps handlers over `pool`: each gets a door over the pool that counts its statements
 * (transaction control included, as the service's counter does), and its errors are answered as
 * problem details.
 */
export function routesOn(
  pool: pg.Pool,
): (handler: Handler) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return (handler) => async (request, reply) => {
    const tally = new StatementTally();
    const db = new Db(pool, tally);
    try {
      const body = await handler(request, db);
      if (COUNT_STATEMENTS) void reply.header('x-sql-statements', String(tally.count));
      return body;
    } catch (error) {
      const problem =
        error instanceof Problem ? new HttpError(error.getStatus(), error.detail) : error;
      if (!(problem instanceof HttpError)) throw error;
      if (COUNT_STATEMENTS) void reply.header('x-sql-statements', String(tally.count));
      return reply.code(problem.status).send({ status: problem.status, detail: problem.detail });
    }
  };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** PremiumGuard: every non-GET route of a free workspace. */
export function requirePremium(scope: Scope): void {
  if (scope.demo) throw new HttpError(402, 'Upgrade to a premium plan');
}

/** A whole number parameter in [1, max], or its default. */
export function intParam(query: unknown, name: string, fallback: number, max: number): number {
  const raw = (query as Record<string, unknown>)[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new HttpError(422, name);
  return value;
}

export function uuidParam(query: unknown, name: string): string | undefined {
  const raw = (query as Record<string, string | undefined>)[name];
  if (raw !== undefined && !UUID.test(raw)) throw new HttpError(422, name);
  return raw;
}

/** `?limit=` of a list, or a search body's `limit`. */
export function pageSize(query: unknown): number {
  return intParam(query, 'limit', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
}

export function trimmed(value: unknown, field: string, max: number): string {
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (!text || text.length > max) throw new HttpError(422, field);
  return text;
}

export function requireStage(stages: readonly Stage[], key: string): void {
  if (!findStage(stages, key)) throw new HttpError(422, 'stage');
}
