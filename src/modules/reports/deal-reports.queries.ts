import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import {
  type OwnedFilter,
  ownedFilterConditions,
} from '../contacts/query/contact-conditions.queries.js';
import { type StageStart, stageStarts } from './reports.queries.js';

/*
 * The deal reports' reads of contacts (aliased `c`): each keeps the contacts a report's filter
 * keeps (the contact query's conditions and an owner) in the stages it names, and reads only those
 * its period bounds, along a partial index of the bounded column.
 */

/** Which deals a report reads: the contact query's conditions, one owner's, in these stages. */
export interface DealFilter extends OwnedFilter {
  readonly stages: readonly string[];
}

function dealConditions(p: SqlParams, scope: TenantScope, filter: DealFilter): string[] {
  return [
    ...ownedFilterConditions(p, scope, filter),
    `c.stage = ANY(${p.add(filter.stages)}::text[])`,
  ];
}

/** A row per (month, currency), and per currency over the period (`month` null). */
export interface ForecastRow {
  month: string | null;
  currency: string;
  count: number;
  value: string;
  weighted: string;
}

/**
 * Open deals whose expected close date is in [from, to) (dates), by month and currency: their
 * number, value and value weighted by the deal's probability, else its stage's (`probabilities`,
 * the open stages' by key), in cents rounded once per group.
 */
export function forecastRows(
  scope: TenantScope,
  filter: DealFilter & { probabilities: readonly number[]; from: string; to: string },
): Statement<ForecastRow> {
  const p = new SqlParams();
  const where = dealConditions(p, scope, filter);
  const month = `to_char(c.expected_close_date, 'YYYY-MM')`;
  return statement(
    `SELECT ${month} AS month, c.currency, count(*)::int AS count,
            sum(c.value_cents)::text AS value,
            round(sum(c.value_cents * coalesce(c.probability, s.probability)) / 100.0)::text AS weighted
       FROM contacts c
       JOIN unnest(${p.add(filter.stages)}::text[], ${p.add(filter.probabilities)}::int[])
            AS s(key, probability) ON s.key = c.stage
      WHERE ${where.join(' AND ')}
        AND c.expected_close_date >= ${p.add(filter.from)}::date
        AND c.expected_close_date < ${p.add(filter.to)}::date
      GROUP BY GROUPING SETS ((${month}, c.currency), (c.currency))
      ORDER BY 1 NULLS LAST, 2`,
    p.values,
  );
}

/** Won and lost deals per period, per owner (`owner_id`, null: unassigned) and overall. */
export interface WinRateRow {
  period: string | null;
  by_owner: boolean;
  owner_id: string | null;
  won: number;
  lost: number;
}

/**
 * Deals closed in [from, to) in a won or lost stage (`won`, `lost`), counted per calendar period
 * of `closed_at` in `timezone` (`unit` month or quarter), per owner and overall.
 */
export function winRateRows(
  scope: TenantScope,
  filter: DealFilter & {
    won: readonly string[];
    unit: 'month' | 'quarter';
    timezone: string;
    from: Date;
    to: Date;
  },
): Statement<WinRateRow> {
  const p = new SqlParams();
  const where = dealConditions(p, scope, filter);
  const format = filter.unit === 'month' ? 'YYYY-MM' : 'YYYY-"Q"Q';
  const period = `to_char(c.closed_at AT TIME ZONE ${p.add(filter.timezone)}, '${format}')`;
  const won = `c.stage = ANY(${p.add(filter.won)}::text[])`;
  return statement(
    `SELECT ${period} AS period, GROUPING(c.owner_id) = 0 AS by_owner, c.owner_id,
            count(*) FILTER (WHERE ${won})::int AS won,
            count(*) FILTER (WHERE NOT ${won})::int AS lost
       FROM contacts c
      WHERE ${where.join(' AND ')}
        AND c.closed_at >= ${p.add(filter.from)} AND c.closed_at < ${p.add(filter.to)}
      GROUP BY GROUPING SETS ((${period}), (c.owner_id), ())
      ORDER BY 1 NULLS LAST, 3 NULLS LAST`,
    p.values,
  );
}

/** Lost deals per reason (null: none given) and currency, and per reason overall (`currency` null). */
export interface LostReasonRow {
  reason: string | null;
  currency: string | null;
  count: number;
  value: string;
}

/** Deals closed in [from, to) in a lost stage (the filter's stages), by reason and currency. */
export function lostReasonRows(
  scope: TenantScope,
  filter: DealFilter & { from: Date; to: Date },
): Statement<LostReasonRow> {
  const p = new SqlParams();
  const where = dealConditions(p, scope, filter);
  return statement(
    `SELECT c.lost_reason AS reason, c.currency, count(*)::int AS count,
            sum(c.value_cents)::text AS value
       FROM contacts c
      WHERE ${where.join(' AND ')}
        AND c.closed_at >= ${p.add(filter.from)} AND c.closed_at < ${p.add(filter.to)}
      GROUP BY GROUPING SETS ((c.lost_reason, c.currency), (c.lost_reason))
      ORDER BY 1 NULLS LAST, 2 NULLS FIRST`,
    p.values,
  );
}

/** Per stage left (`stage`), or for the wins (`stage` null): how many, and their days' mean and median. */
/**
 * Runs the rest of the transaction's statements on its own backend, without parallel workers: a
 * report over a period's moves, planned as a parallel scan on a large tenant, would take further
 * cores beyond the connection its workspace's pool share gave it, at the cost of every other
 * request on a busy server (bench/README.md, "Deal reports and the board of a second pipeline").
 */
export function withoutParallelWorkers(): Statement<never> {
  return statement('SET LOCAL max_parallel_workers_per_gather = 0');
}

export interface VelocityRow {
  stage: string | null;
  count: number;
  average_days: number | null;
  median_days: number | null;
}

/**
 * The moves of the period [from, to) of the contacts the filter keeps, each within its deal's
 * own moves (a merge gives the kept contact the moves of another deal, `merged_from`, which
 * interleave with its own): each move out of one of `stages` ends a stay there, which began with
 * the deal's last move into that stage; each move into one of `won` from a stage that is not
 * (or from none, a deal created won) ends a deal's way from its first move (its entry) to the
 * win. Per stage, and for the wins, how many with the mean and median of their days. The period's moves are read along the tenant's
 * index of moves by time (its tenant given as values: a join condition would leave the planner
 * hashing every contact of the tenant), their contacts by key, and each move's previous and first
 * moves along the contact's index of moves, so the work follows the period's moves.
 */
export function velocityRows(
  scope: TenantScope,
  filter: Omit<DealFilter, 'stages'> & {
    stages: readonly StageStart[];
    won: readonly StageStart[];
    from: Date;
    to: Date;
  },
): Statement<VelocityRow> {
  const p = new SqlParams();
  const where = ownedFilterConditions(p, scope, filter);
  const stages = `${p.add(filter.stages.map((s) => s.key))}::text[]`;
  const won = `${p.add(filter.won.map((s) => s.key))}::text[]`;
  const stageSince = stageStarts(p, filter.stages, 'st');
  const wonSince = stageStarts(p, filter.won, 'ws');
  const days = (since: string) => `extract(epoch FROM pm.moved_at - ${since}) / 86400`;
  const figures = `count(*)::int AS count, avg(days)::float8 AS average_days,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::float8 AS median_days`;
  return statement(
    `WITH period_moves AS (
       SELECT m.contact_id, m.merged_from, m.from_stage, m.to_stage, m.moved_at
         FROM stage_moves m JOIN contacts c ON c.id = m.contact_id
        WHERE ${tenantScope(p, scope, 'm')} AND ${where.join(' AND ')}
          AND m.moved_at >= ${p.add(filter.from)} AND m.moved_at < ${p.add(filter.to)}
          AND (m.from_stage = ANY(${stages}) OR m.to_stage = ANY(${won}))
     ), stays AS (
       SELECT pm.from_stage AS stage, ${days('prev.moved_at')} AS days
         FROM period_moves pm JOIN ${stageSince} ON st.key = pm.from_stage
         CROSS JOIN LATERAL (
           SELECT p.moved_at FROM stage_moves p
            WHERE p.contact_id = pm.contact_id AND p.moved_at < pm.moved_at
              AND p.to_stage = pm.from_stage AND p.merged_from IS NOT DISTINCT FROM pm.merged_from
            ORDER BY p.moved_at DESC LIMIT 1) prev
        -- A stay that began before the stage was added was in a removed stage of that key.
        WHERE prev.moved_at >= st.since
     ), wins AS (
       SELECT ${days('entry.moved_at')} AS days
         FROM period_moves pm JOIN ${wonSince} ON ws.key = pm.to_stage AND pm.moved_at >= ws.since
              -- A move between won stages wins nothing more.
              AND (pm.from_stage IS NULL OR pm.from_stage <> ALL(${won}))
         CROSS JOIN LATERAL (
           SELECT p.moved_at FROM stage_moves p
            WHERE p.contact_id = pm.contact_id AND p.merged_from IS NOT DISTINCT FROM pm.merged_from
            ORDER BY p.moved_at LIMIT 1) entry
     )
     SELECT stage, ${figures} FROM stays GROUP BY stage
     UNION ALL
     SELECT NULL, ${figures} FROM wins`,
    p.values,
  );
}
