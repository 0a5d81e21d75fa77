import { Injectable } from '@nestjs/common';
import { shorthandFilters } from '../contacts/dto/list-contacts.query.js';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { Db } from '../../database/db.js';
import { DEFAULT_PIPELINE_KEY } from '../../tenancy/stages.js';
import { ContactQueryService } from '../contacts/query/contact-query.service.js';
import type { FilterParamValues } from '../../core/http/filter-params.decorator.js';
import {
  type DealReading,
  dealScope,
  forecast,
  forecastBounds,
  forecastStatement,
  lostReasons,
  lostReasonStatement,
  periodOf,
  velocity,
  velocityStatement,
  winRate,
  winRateBounds,
  winRateStatement,
} from './deal-reports.js';
import { withoutParallelWorkers } from './deal-reports.queries.js';
import type { PipelineReportResponse } from './dto/report.response.js';
import { pipelineReport } from './pipeline-report.js';
import { stageEntries } from './reports.queries.js';
import { ContactReadsService } from '../contacts/contact-reads.service.js';
import type {
  DealReportQuery,
  ForecastQuery,
  PipelineReportQuery,
  VelocityQuery,
  WinRateQuery,
} from './dto/deal-report.query.js';

/**
 * The reports on deals: the pipeline report, the forecast, the win rate, the lost reasons and the
 * velocity. Each takes a period, a pipeline, an owner, a view and the contact query's filters,
 * which choose its deals as they choose the list's.
 */
@Injectable()
export class DealReportsService {
  constructor(
    private readonly db: Db,
    private readonly queries: ContactQueryService,
    private readonly contacts: ContactReadsService,
  ) {}

  /**
   * Every stage of a pipeline (the default one unless `pipeline`) in its order with the count and
   * value of its deals now, and the deals that entered it in the period.
   */
  async pipeline(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: PipelineReportQuery,
    filters: FilterParamValues,
  ): Promise<PipelineReportResponse> {
    const pipeline = query.pipeline ?? DEFAULT_PIPELINE_KEY;
    const reading = await this.reading(
      scope,
      user,
      { ...query, pipeline },
      filters,
      query,
      new Date(),
    );
    const [totals, entries] = await Promise.all([
      this.contacts.stageTotals(scope, reading.filter),
      this.db.rows(stageEntries(scope, reading.range, reading.stages, reading.filter)),
    ]);
    const entered = new Map(entries.map((e) => [e.stage, e.contacts]));
    return pipelineReport(pipeline, reading.stages, totals, entered, reading.range);
  }

  /**
   * Open deals by the month of their expected close date, per currency. The period bounds
   * `expected_close_date`; by default this month and the next eleven.
   */
  async forecast(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: ForecastQuery,
    filters: FilterParamValues,
  ) {
    const now = new Date();
    const bounds = forecastBounds(query, now, scope.workspace.timezone);
    const reading = await this.reading(scope, user, query, filters, bounds, now);
    const statement = forecastStatement(scope, reading);
    const rows = statement ? await this.db.rows(statement) : [];
    return { ...periodOf(reading), ...forecast(reading.range.days, rows) };
  }

  /**
   * Won / (won + lost) of the deals closed in the period, per calendar month or quarter of
   * `closed_at` in the workspace time zone, per owner and overall; by default the last twelve
   * months, this one included.
   */
  async winRate(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: WinRateQuery,
    filters: FilterParamValues,
  ) {
    const now = new Date();
    const bounds = winRateBounds(query, now, scope.workspace.timezone);
    const reading = await this.reading(scope, user, query, filters, bounds, now);
    const statement = winRateStatement(scope, reading, query.period);
    const rows = statement ? await this.db.rows(statement) : [];
    return {
      ...periodOf(reading),
      period: query.period,
      ...winRate(reading.range.days, query.period, rows),
    };
  }

  /** Deals lost in the period (by `closed_at`; by default the last 30 days), per reason. */
  async lostReasons(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: DealReportQuery,
    filters: FilterParamValues,
  ) {
    const reading = await this.reading(scope, user, query, filters, query, new Date());
    const statement = lostReasonStatement(scope, reading);
    const rows = statement ? await this.db.rows(statement) : [];
    return { ...periodOf(reading), reasons: lostReasons(rows) };
  }

  /**
   * Days spent in each stage of a pipeline (the default one unless `pipeline`), from the stays
   * that ended in the period (default: the last 30 days), and days from entry to won. Read on
   * one backend (`withoutParallelWorkers`).
   */
  async velocity(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: VelocityQuery,
    filters: FilterParamValues,
  ) {
    const pipeline = { ...query, pipeline: query.pipeline ?? DEFAULT_PIPELINE_KEY };
    const reading = await this.reading(scope, user, pipeline, filters, query, new Date());
    const rows = await this.db.transaction(async (tx) => {
      await tx.exec(withoutParallelWorkers());
      return tx.rows(velocityStatement(scope, reading));
    });
    return { ...periodOf(reading), ...velocity(reading.stages, rows) };
  }

  /** The report's stages and period (dealScope), and its deals' filter: the conditions and owner. */
  private async reading(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: DealReportQuery,
    filters: FilterParamValues,
    bounds: { from?: string; to?: string },
    now: Date,
  ): Promise<DealReading> {
    const scoped = dealScope(scope.workspace, query, bounds, now);
    const { where } = await this.queries.read(
      scope,
      user,
      { list: shorthandFilters(query), params: filters, view: query.view },
      now,
    );
    return { ...scoped, filter: { where, ownerId: query.owner_id } };
  }
}
