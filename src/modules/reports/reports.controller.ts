import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { FollowupsReportQuery, ReportRangeQuery } from './dto/report.query.js';
import {
  ActivityReportResponse,
  FollowupsReportResponse,
  PipelineReportResponse,
} from './dto/report.response.js';
import { ReportsService } from './reports.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Reports')
@ApiBearerAuth()
@ApiKeyScope('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('pipeline')
  @ApiOperation({
    operationId: 'getPipelineReport',
    summary: 'Per stage: contacts and value now, entries in the period; totals and win rate',
    description:
      'Open on every tier: a free workspace reports its demo data, a premium one its real data. ' +
      'Stages in workspace order with `count` and `value_cents` of the contacts in them now, and ' +
      '`entered`: contacts that moved into each stage between `from` and `to` (default: the last ' +
      '30 days; a new contact enters its first stage). `totals` overall and per kind. `win_rate` ' +
      '= won / (won + lost) over the contacts now in won- and lost-kind stages, 4 decimals, ' +
      'null when none is closed (no data is not 0 %). Periods: `from=2026-03-01&to=2026-03-31` ' +
      'is March in the workspace time zone; `to` before `from` is 422; the answer carries the ' +
      'resolved instants and the `timezone`.',
  })
  @ApiOkResponse({ type: PipelineReportResponse })
  pipeline(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: ReportRangeQuery) {
    return this.reports.pipeline(scope, query);
  }

  @Get('activity')
  @ApiOperation({
    operationId: 'getActivityReport',
    summary: 'Interactions per day and type, and per author, between `from` and `to`',
    description:
      'Interactions that happened in the period, per calendar day in the workspace time zone ' +
      '(every day listed, zeros included) with `by_type` counts, per `owner_id` = who logged ' +
      "them (the rep's own activity, whoever owns the contact), busiest first, and `totals`. " +
      'Default period: the last 30 calendar days including today; at most 366 days, else 422. ' +
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
