import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../src/database/db.js';
import { allOf } from '../../src/modules/contacts/query/contact-query.tree.js';
import {
  type DealReading,
  dealScope,
  forecast,
  forecastBounds,
  forecastStatement,
  periodOf,
  velocity,
  velocityStatement,
  winRate,
  winRateBounds,
  winRateStatement,
} from '../../src/modules/reports/deal-reports.js';
import { isReportBound } from '../../src/modules/reports/report-range.js';
import { DEFAULT_PIPELINE_KEY } from '../../src/tenancy/stages.js';
import { HttpError, uuidParam } from './requests.js';
import type { Scope } from './scope.js';

/*
 * The baseline's deal reports (src/modules/reports/deal-reports.service.ts): the same reading of
 * stages and period, the same statements, the same assembly. The scenarios send no filter, view
 * or owner, so the conditions are an empty AND, as ContactQueryService.read makes of none.
 */

type Route = (
  handler: (request: FastifyRequest, db: Db) => Promise<unknown>,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type Identify = (request: FastifyRequest, db: Db) => Promise<{ scope: Scope }>;

export interface ReportParams {
  from?: string;
  to?: string;
  pipeline?: string;
  owner_id?: string;
  period?: 'month' | 'quarter';
}

/** The query's bounds and owner, checked as the DTO checks them. */
function paramsOf(request: FastifyRequest): ReportParams {
  const query = request.query as ReportParams;
  for (const bound of ['from', 'to'] as const) {
    if (query[bound] !== undefined && !isReportBound(query[bound])) {
      throw new HttpError(422, bound);
    }
  }
  uuidParam(query, 'owner_id');
  if (query.period !== undefined && query.period !== 'month' && query.period !== 'quarter') {
    throw new HttpError(422, 'period');
  }
  return query;
}

/**
 * DealReportsService.reading(): the stages and period, then the (empty) conditions; also what the
 * plans explain (bench/explain.ts).
 */
export function readingOf(
  scope: Scope,
  query: ReportParams,
  bounds: { from?: string; to?: string },
  now: Date,
): DealReading {
  return {
    ...dealScope(scope.workspace, query, bounds, now),
    filter: { where: allOf(), ownerId: query.owner_id },
  };
}

export function dealReportRoutes(app: FastifyInstance, route: Route, identify: Identify): void {
  /** DealReportsService.forecast(). */
  app.get(
    '/reports/forecast',
    route(async (request, db) => {
      const { scope } = await identify(request, db);
      const query = paramsOf(request);
      const now = new Date();
      const bounds = forecastBounds(query, now, scope.workspace.timezone);
      const reading = readingOf(scope, query, bounds, now);
      const statement = forecastStatement(scope, reading);
      const rows = statement ? await db.rows(statement) : [];
      return { ...periodOf(reading), ...forecast(reading.range.days, rows) };
    }),
  );

  /** DealReportsService.winRate(). */
  app.get(
    '/reports/win-rate',
    route(async (request, db) => {
      const { scope } = await identify(request, db);
      const query = paramsOf(request);
      const unit = query.period ?? 'month';
      const now = new Date();
      const bounds = winRateBounds(query, now, scope.workspace.timezone);
      const reading = readingOf(scope, query, bounds, now);
      const statement = winRateStatement(scope, reading, unit);
      const rows = statement ? await db.rows(statement) : [];
      return { ...periodOf(reading), period: unit, ...winRate(reading.range.days, unit, rows) };
    }),
  );

  /** DealReportsService.velocity(): the default pipeline unless one is named. */
  app.get(
    '/reports/velocity',
    route(async (request, db) => {
      const { scope } = await identify(request, db);
      const query = paramsOf(request);
      const pipeline = { ...query, pipeline: query.pipeline ?? DEFAULT_PIPELINE_KEY };
      const reading = readingOf(scope, pipeline, query, new Date());
      const rows = await db.rows(velocityStatement(scope, reading));
      return { ...periodOf(reading), ...velocity(reading.stages, rows) };
    }),
  );
}
