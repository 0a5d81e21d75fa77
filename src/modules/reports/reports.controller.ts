import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { FILTER_PARAM } from '../contacts/query/contact-query.openapi.js';
import { FilterParams, type FilterParamValues } from '../../core/http/filter-params.decorator.js';
import { DealReportsService } from './deal-reports.service.js';
import {
  DealReportQuery,
  PipelineReportQuery,
  ForecastQuery,
  VelocityQuery,
  WinRateQuery,
} from './dto/deal-report.query.js';
import {
  ForecastReportResponse,
  LostReasonsReportResponse,
  VelocityReportResponse,
  WinRateReportResponse,
} from './dto/deal-report.response.js';
import { FollowupsReportQuery, ReportRangeQuery } from './dto/report.query.js';
import {
  ActivityReportResponse,
  FollowupsReportResponse,
  PipelineReportResponse,
} from './dto/report.response.js';
import { ReportsService } from './reports.service.js';
import { REPORT_LIMITS } from './reports.rules.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Reports')
@ApiBearerAuth()
@ApiKeyScope('reports')
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly deals: DealReportsService,
  ) {}

  @Get('pipeline')
  @ApiOperation({
    operationId: 'getPipelineReport',
    summary: 'Per stage: contacts and value now, entries in the period; totals and win rate',
    description:
      'Open on every tier: a free workspace reports its demo data, a premium one its real data. ' +
      'The stages of `pipeline` (default: the default pipeline; an unknown key is 422) in order ' +
      'with `count` and `value_cents` of the contacts in them now (`value_cents` adds every ' +
      'currency; `currencies` sums each apart, never converted, with its weighted value), and ' +
      '`entered`: contacts that moved into each stage between `from` and `to` (default: the last ' +
      '30 days; a new contact enters its first stage). `totals` overall and per kind. `win_rate` ' +
      '= won / (won + lost) over the contacts now in won- and lost-kind stages, 4 decimals, ' +
      'null when none is closed (no data is not 0 %). Periods: `from=2026-03-01&to=2026-03-31` ' +
      'is March in the workspace time zone; `to` before `from` is 422; the answer carries the ' +
      'resolved instants and the `timezone`. `owner_id`, `view` and `filter` choose the deals ' +
      'as `GET /contacts` does: then the counts, values and entries are those of the deals they ' +
      'keep (the entries of the deals kept as they are now), and the win rate theirs.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: PipelineReportResponse })
  pipeline(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: PipelineReportQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.deals.pipeline(scope, user, query, filters);
  }

  @Get('forecast')
  @ApiOperation({
    operationId: 'getForecastReport',
    summary: 'Open deals by expected close month: count, value and weighted value per currency',
    description:
      'Open deals (in open stages) whose `expected_close_date` falls in the period (default: ' +
      'this month and the next eleven in the workspace time zone; dates bound the close date, ' +
      'and a date given alone the year from or up to it), ' +
      'by month and per currency, never converted: `count`, `value_cents` and ' +
      "`weighted_value_cents` (value x the deal's `probability`, else its stage's, / 100). " +
      'Every month of the period is listed. `pipeline`, `owner_id`, `view` and `filter` choose ' +
      'the deals as `GET /contacts` does; an unknown pipeline is 422.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: ForecastReportResponse })
  forecast(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ForecastQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.deals.forecast(scope, user, query, filters);
  }

  @Get('win-rate')
  @ApiOperation({
    operationId: 'getWinRateReport',
    summary: 'Won / (won + lost) by the period deals closed in, overall and per owner',
    description:
      'Deals whose `closed_at` (when they entered the won or lost stage they are in) falls in ' +
      'the period (default: the last twelve calendar months, this one included; a date given ' +
      'alone bounds the year from or up to it), counted per ' +
      '`period` (`month`, default, or `quarter`, in the workspace time zone; every period ' +
      'listed), per owner and in `totals`; `win_rate` has 4 decimals, null when none closed. ' +
      '`pipeline`, `owner_id`, `view` and `filter` choose the deals as `GET /contacts` does.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: WinRateReportResponse })
  winRate(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: WinRateQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.deals.winRate(scope, user, query, filters);
  }

  @Get('velocity')
  @ApiOperation({
    operationId: 'getVelocityReport',
    summary: 'Days deals spend in each stage of a pipeline, and from entry to won',
    description:
      'From the recorded stage moves: each move out of a stage in the period (default: the ' +
      'last 30 days) ends a stay there, from the move into it; per stage of the pipeline ' +
      '(`pipeline`, default the default one, every stage listed) the stays, their mean and ' +
      'median days (2 decimals, null without any). `won`: the moves into a won stage from one ' +
      "that is not (or a deal created won) in the period, in days from the deal's first move; " +
      'stages count by their kind now, so a move into a stage made won since is a win as of ' +
      'the move. ' +
      'A renamed stage keeps its moves; a stage given the key of a removed one, by a rename ' +
      'too, counts only those since it was given it. `owner_id`, `view` and `filter` choose the deals as ' +
      '`GET /contacts` does.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: VelocityReportResponse })
  velocity(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: VelocityQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.deals.velocity(scope, user, query, filters);
  }

  @Get('lost-reasons')
  @ApiOperation({
    operationId: 'getLostReasonsReport',
    summary: 'Deals lost in the period, by reason',
    description:
      'Deals in a lost stage whose `closed_at` falls in the period (default: the last 30 days), ' +
      'per `lost_reason` (null: none given, listed last), most first, with their value per ' +
      'currency. `pipeline`, `owner_id`, `view` and `filter` choose the deals as `GET /contacts` ' +
      'does.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: LostReasonsReportResponse })
  lostReasons(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: DealReportQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.deals.lostReasons(scope, user, query, filters);
  }

  @Get('activity')
  @ApiOperation({
    operationId: 'getActivityReport',
    summary: 'Interactions per day and type, and per author, between `from` and `to`',
    description:
      'Interactions that happened in the period, per calendar day in the workspace time zone ' +
      '(every day listed, zeros included) with `by_type` counts, per `owner_id` = who logged ' +
      "them (the rep's own activity, whoever owns the contact), busiest first, and `totals`. " +
      'Default period: the last 30 calendar days including today; at most ' +
      `${REPORT_LIMITS.maxDays} days, else 422. ` +
      'Free workspaces report their demo data; an empty workspace answers zeros.',
  })
  @ApiOkResponse({ type: ActivityReportResponse })
  activity(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: ReportRangeQuery) {
    return this.reports.activity(scope, query);
  }

  @Get('followups')
  @ApiOperation({
    operationId: 'getFollowupsReport',
    summary: 'Follow-ups done on time, done late, overdue and upcoming, per assignee',
    description:
      'Per assignee (`owner_id`) and in `totals`: `on_time` (completed_at <= scheduled_for), ' +
      '`late`, `overdue` (open, scheduled_for before now), `upcoming` (open, due later), ' +
      '`completed`, `open`, `total` and `on_time_rate` (on time / completed; null without ' +
      'completions). `from`/`to` bound scheduled_for and are optional: without them every ' +
      'follow-up counts. `as_of` is the "now" used. Free workspaces report their demo data.',
  })
  @ApiOkResponse({ type: FollowupsReportResponse })
  followups(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: FollowupsReportQuery) {
    return this.reports.followupsReport(scope, query);
  }
}
