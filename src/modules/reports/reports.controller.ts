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

@ApiTags('Reports')
@ApiBearerAuth()
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('pipeline')
  @ApiOperation({
    summary: 'Per stage: contacts and value now, entries in the period; totals and win rate',
    description:
      'Stages in workspace order. win_rate = won / (won + lost) over the contacts now in won- and lost-kind stages; null when there are none. `entered` counts contacts that moved into each stage between `from` and `to` (default: the last 30 days).',
  })
  @ApiOkResponse({ type: PipelineReportResponse })
  pipeline(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: ReportRangeQuery) {
    return this.reports.pipeline(scope, query);
  }

  @Get('activity')
  @ApiOperation({
    summary: 'Interactions per day and type, and per author, between `from` and `to`',
    description:
      'Days are calendar days in the workspace time zone; every day of the period is listed. Default period: the last 30 days including today; at most 366 days. An interaction counts for who logged it.',
  })
  @ApiOkResponse({ type: ActivityReportResponse })
  activity(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: ReportRangeQuery) {
    return this.reports.activity(scope, query);
  }

  @Get('followups')
  @ApiOperation({
    summary: 'Follow-ups done on time, done late, overdue and upcoming, per assignee',
    description:
      'On time: completed_at <= scheduled_for. Overdue: open and scheduled_for before now. `from`/`to` bound scheduled_for; without them every follow-up counts.',
  })
  @ApiOkResponse({ type: FollowupsReportResponse })
  followups(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: FollowupsReportQuery) {
    return this.reports.followupsReport(scope, query);
  }
}
