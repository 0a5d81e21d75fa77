import { Injectable } from '@nestjs/common';
import { DEFAULT_PIPELINE_KEY, stagesOfPipeline } from '../../tenancy/stages.js';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { Db } from '../../database/db.js';
import { ContactReadsService } from '../contacts/contact-reads.service.js';
import { requirePipeline } from '../contacts/contacts.rules.js';
import { type FollowupOutcomes, FollowupsService } from '../followups/followups.service.js';
import { INTERACTION_TYPES } from '../interactions/interactions.rules.js';
import { InteractionsService } from '../interactions/interactions.service.js';
import type {
  FollowupsReportQuery,
  PipelineReportQuery,
  ReportRangeQuery,
} from './dto/report.query.js';
import type {
  ActivityCounts,
  ActivityReportResponse,
  FollowupCounts,
  FollowupsReportResponse,
  InteractionTypeCounts,
  PipelineReportResponse,
} from './dto/report.response.js';
import { pipelineReport, rate } from './pipeline-report.js';
import { resolveBounds, resolveRange } from './report-range.js';
import { stageEntries } from './reports.queries.js';
import { REPORT_LIMITS } from './reports.rules.js';

function emptyActivity(): ActivityCounts {
  const by_type = Object.fromEntries(INTERACTION_TYPES.map((t) => [t, 0]));
  return { total: 0, by_type: by_type as unknown as InteractionTypeCounts };
}

function followupCounts(rows: readonly Omit<FollowupOutcomes, 'owner_id'>[]): FollowupCounts {
  const sum = (key: 'on_time' | 'late' | 'overdue' | 'upcoming') =>
    rows.reduce((n, r) => n + r[key], 0);
  const [on_time, late, overdue, upcoming] = [
    sum('on_time'),
    sum('late'),
    sum('overdue'),
    sum('upcoming'),
  ];
  const completed = on_time + late;
  const open = overdue + upcoming;
  return {
    on_time,
    late,
    overdue,
    upcoming,
    completed,
    open,
    total: completed + open,
    on_time_rate: rate(on_time, completed),
  };
}

/**
 * Reports over the rows the caller's tier sees (demo rows on a free workspace). Each figure is a
 * SQL aggregate: the stage entries are this module's read of the stage moves, the others are
 * taken by the module that owns the rows; this service only shapes them.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactReadsService,
    private readonly interactions: InteractionsService,
    private readonly followups: FollowupsService,
  ) {}

  /**
   * Every stage of a pipeline (the default one unless `pipeline`) in its order with its count and
   * value now, and entries in the period.
   */
  async pipeline(
    scope: WorkspaceScope,
    query: PipelineReportQuery,
  ): Promise<PipelineReportResponse> {
    const pipeline = query.pipeline ?? DEFAULT_PIPELINE_KEY;
    requirePipeline(scope.workspace, pipeline);
    const range = resolveRange(query, new Date(), scope.workspace.timezone, REPORT_LIMITS);
    const [totals, entries] = await Promise.all([
      this.contacts.stageTotals(scope),
      this.db.rows(stageEntries(scope, range)),
    ]);
    const entered = new Map(entries.map((e) => [e.stage, e.contacts]));
    const stages = stagesOfPipeline(scope.workspace.stages, pipeline);
    return pipelineReport(pipeline, stages, totals, entered, range);
  }

  /**
   * Interactions that happened in the period, per day (every day listed, zeros included) and
   * type, and per author and type.
   */
  async activity(scope: WorkspaceScope, query: ReportRangeQuery): Promise<ActivityReportResponse> {
    const range = resolveRange(query, new Date(), scope.workspace.timezone, REPORT_LIMITS);
    const counts = await this.interactions.activityCounts(scope, range);
    const totals = emptyActivity();
    const days = new Map(range.days.map((date) => [date, { date, ...emptyActivity() }]));
    const owners = new Map<string | null, ActivityCounts & { owner_id: string | null }>();
    for (const row of counts) {
      let target: ActivityCounts | undefined;
      if (row.per_day) {
        target = days.get(row.day ?? '');
        totals.total += row.count;
        totals.by_type[row.type] += row.count;
      } else {
        let owner = owners.get(row.author_id);
        if (!owner) {
          owner = { owner_id: row.author_id, ...emptyActivity() };
          owners.set(row.author_id, owner);
        }
        target = owner;
      }
      if (!target) continue;
      target.total += row.count;
      target.by_type[row.type] += row.count;
    }
    return {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      timezone: range.timezone,
      totals,
      days: [...days.values()],
      owners: [...owners.values()].sort(
        (a, b) => b.total - a.total || compareIds(a.owner_id, b.owner_id),
      ),
    };
  }

  /** Follow-ups done on time, done late, overdue and upcoming, per assignee and in all. */
  async followupsReport(
    scope: WorkspaceScope,
    query: FollowupsReportQuery,
  ): Promise<FollowupsReportResponse> {
    const now = new Date();
    const bounds = resolveBounds(query, scope.workspace.timezone);
    const rows = await this.followups.outcomeCounts(scope, { ...bounds, now });
    return {
      from: bounds.from?.toISOString() ?? null,
      to: bounds.to?.toISOString() ?? null,
      timezone: bounds.timezone,
      as_of: now.toISOString(),
      totals: followupCounts(rows),
      owners: rows
        .map((row) => ({ owner_id: row.owner_id, ...followupCounts([row]) }))
        .sort((a, b) => b.total - a.total || compareIds(a.owner_id, b.owner_id)),
    };
  }
}

/** Stable order for ties: by id, members since removed (null) last. */
function compareIds(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
