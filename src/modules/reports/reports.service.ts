import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { type FollowupOutcomes, FollowupsService } from '../followups/followups.service.js';
import { INTERACTION_TYPES } from '../interactions/interactions.rules.js';
import { InteractionsService } from '../interactions/interactions.service.js';
import type { FollowupsReportQuery, ReportRangeQuery } from './dto/report.query.js';
import type {
  ActivityCounts,
  ActivityReportResponse,
  FollowupCounts,
  FollowupsReportResponse,
  InteractionTypeCounts,
} from './dto/report.response.js';
import { rate } from './pipeline-report.js';
import { resolveBounds, resolveRange } from './report-range.js';
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
 * The activity and follow-up reports, over the rows the caller's tier sees (demo rows on a free
 * workspace). Each figure is a SQL aggregate taken by the module that owns the rows; this service
 * only shapes them. The reports on deals are DealReportsService's.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly interactions: InteractionsService,
    private readonly followups: FollowupsService,
  ) {}

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
