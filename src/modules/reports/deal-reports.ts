import {
  addDays,
  type CalendarDate,
  dateAt,
  formatDate,
  parseCalendarDate,
} from '../../calendar/calendar.js';
import { exactInteger, type ExactInteger } from '../../core/http/raw-json.js';
import { type Stage, type StageKind, stagesOfPipeline } from '../../tenancy/stages.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import { requirePipeline } from '../contacts/contacts.rules.js';
import type { CurrencyTotal } from '../contacts/stage-totals.js';
import type { TenantScope } from '../../database/sql.js';
import type { Statement } from '../../database/statement.js';
import {
  type DealFilter,
  type ForecastRow,
  forecastRows,
  type LostReasonRow,
  lostReasonRows,
  type VelocityRow,
  velocityRows,
  type WinRateRow,
  winRateRows,
} from './deal-reports.queries.js';
import type { WinRatePeriod } from './dto/deal-report.query.js';
import { rate } from './pipeline-report.js';
import {
  noEarlierThanHeld,
  noLaterThanHeld,
  type ReportRange,
  resolveRange,
} from './report-range.js';
import { REPORT_LIMITS } from './reports.rules.js';

/*
 * The deal reports' figures from their rows: every period of the range listed (zeros included),
 * amounts per currency and never converted, rates to 4 decimals (null when nothing closed).
 */

/** What every deal report reads: its deals' filter, its stages, its period. */
export interface DealReading {
  pipeline: string | null;
  stages: readonly Stage[];
  filter: Omit<DealFilter, 'stages'>;
  range: ReportRange;
}

/**
 * A deal report's pipeline and stages (every pipeline's without one; 422 for an unknown one) and
 * its period in the workspace time zone (`bounds`, its limits checked).
 */
export function dealScope(
  workspace: Pick<Workspace, 'pipelines' | 'stages' | 'timezone'>,
  query: { pipeline?: string },
  bounds: { from?: string; to?: string },
  now: Date,
): Omit<DealReading, 'filter'> {
  const { stages, timezone } = workspace;
  if (query.pipeline !== undefined) requirePipeline(workspace, query.pipeline);
  return {
    pipeline: query.pipeline ?? null,
    stages: query.pipeline === undefined ? stages : stagesOfPipeline(stages, query.pipeline),
    range: resolveRange(bounds, now, timezone, REPORT_LIMITS),
  };
}

/*
 * Each report's statement for its reading (the service, the benchmark's baseline and its plans
 * build them here alike); null when no deal can match, and nothing is read.
 */

/** The open deals of the reading's stages expected to close on one of its days. */
export function forecastStatement(
  scope: TenantScope,
  reading: DealReading,
): Statement<ForecastRow> | null {
  const open = reading.stages.filter((s) => s.kind === 'open');
  const { days } = reading.range;
  if (days.length === 0 || open.length === 0) return null;
  return forecastRows(scope, {
    ...reading.filter,
    stages: open.map((s) => s.key),
    probabilities: open.map((s) => s.probability),
    from: days[0],
    to: formatDate(addDays(parseCalendarDate(days[days.length - 1])!, 1)),
  });
}

/** The deals of the reading's won and lost stages closed in its period, per `unit`. */
export function winRateStatement(
  scope: TenantScope,
  reading: DealReading,
  unit: WinRatePeriod,
): Statement<WinRateRow> | null {
  const closed = keysOfKind(reading.stages, 'won', 'lost');
  if (closed.length === 0) return null;
  return winRateRows(scope, {
    ...reading.filter,
    stages: closed,
    won: keysOfKind(reading.stages, 'won'),
    unit,
    timezone: reading.range.timezone,
    from: reading.range.from,
    to: reading.range.to,
  });
}

/** The deals of the reading's lost stages closed in its period. */
export function lostReasonStatement(
  scope: TenantScope,
  reading: DealReading,
): Statement<LostReasonRow> | null {
  const lost = keysOfKind(reading.stages, 'lost');
  if (lost.length === 0) return null;
  return lostReasonRows(scope, {
    ...reading.filter,
    stages: lost,
    from: reading.range.from,
    to: reading.range.to,
  });
}

/** The stage moves of the reading's period out of its stages, and into its won ones. */
export function velocityStatement(
  scope: TenantScope,
  reading: DealReading,
): Statement<VelocityRow> {
  return velocityRows(scope, {
    ...reading.filter,
    stages: reading.stages,
    won: reading.stages.filter((s) => s.kind === 'won'),
    from: reading.range.from,
    to: reading.range.to,
  });
}

/**
 * The forecast's period: the one asked for, else this month and the next eleven; a date given
 * alone bounds a year (`yearOf`).
 */
export function forecastBounds(
  query: { from?: string; to?: string },
  now: Date,
  timezone: string,
): { from?: string; to?: string } {
  return unbounded(query) ? defaultMonths(now, timezone, 0, 12) : yearOf(query, timezone);
}

/**
 * The win rate's period: the one asked for, else the last twelve months, this one included; a
 * date given alone bounds a year (`yearOf`).
 */
export function winRateBounds(
  query: { from?: string; to?: string },
  now: Date,
  timezone: string,
): { from?: string; to?: string } {
  return unbounded(query) ? defaultMonths(now, timezone, -11, 12) : yearOf(query, timezone);
}

function unbounded(query: { from?: string; to?: string }): boolean {
  return query.from === undefined && query.to === undefined;
}

/**
 * A deal report's period when one bound is a date and the other is left out: the year from it
 * (`from=2027-01-01`: to 2027-12-31) or up to it (`to=2027-01-31`: from 2026-02-01; `to=2024-02-29`:
 * from 2023-03-01), as its default is twelve months. A datetime alone is left to `resolveRange`.
 * The year stops at the first or last date the zone holds in the years 0001 to 9999, so a bound
 * the caller did not send is never the one refused.
 */
function yearOf(
  query: { from?: string; to?: string },
  timezone: string,
): { from?: string; to?: string } {
  // A year cut short before the date given (9999-12-31 itself, in UTC) is left to `resolveRange`.
  if (query.to === undefined && query.from !== undefined) {
    const from = parseCalendarDate(query.from);
    if (from) {
      const to = formatDate(
        noLaterThanHeld(addDays(firstOf(from.y + 1, from.m), from.d - 2), timezone),
      );
      return to < query.from ? query : { from: query.from, to };
    }
  }
  if (query.from === undefined && query.to !== undefined) {
    const to = parseCalendarDate(query.to);
    if (to) {
      const from = formatDate(noEarlierThanHeld(addDays(sameDayAYearBefore(to), 1), timezone));
      return from > query.to ? query : { from, to: query.to };
    }
  }
  return query;
}

/** The same day of the month a year before, or the month's last when it has none (29 February). */
function sameDayAYearBefore(date: CalendarDate): CalendarDate {
  const last = addDays(firstOf(date.y - 1, date.m + 1), -1);
  return { y: date.y - 1, m: date.m, d: Math.min(date.d, last.d) };
}

function firstOf(y: number, m: number): CalendarDate {
  return { y, m, d: 1 };
}

/** The head every deal report answers with: its pipeline and its period. */
export function periodOf(reading: Omit<DealReading, 'filter'>) {
  const { from, to, timezone } = reading.range;
  return { pipeline: reading.pipeline, from, to, timezone };
}

/** The first day of the month `months` after the month of `date`. */
function monthStart(date: CalendarDate, months: number): CalendarDate {
  const index = date.y * 12 + (date.m - 1) + months;
  return { y: Math.floor(index / 12), m: (index % 12) + 1, d: 1 };
}

/**
 * A deal report's default bounds as dates in the workspace time zone: `months` whole months,
 * starting with the month `offset` months after today's.
 */
export function defaultMonths(
  now: Date,
  timezone: string,
  offset: number,
  months: number,
): { from: string; to: string } {
  const today = dateAt(now, timezone);
  const first = monthStart(today, offset);
  const last = addDays(monthStart(today, offset + months), -1);
  return { from: formatDate(first), to: formatDate(last) };
}

/** The calendar periods (`2026-11`, `2026-Q4`) the days of a range touch, in order. */
export function periodsOf(days: readonly string[], unit: WinRatePeriod): string[] {
  const periods = days.map((day) =>
    unit === 'month'
      ? day.slice(0, 7)
      : `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`,
  );
  return [...new Set(periods)];
}

/** The stages of a kind among `stages`, by key. */
export function keysOfKind(stages: readonly Stage[], ...kinds: StageKind[]): string[] {
  return stages.filter((s) => kinds.includes(s.kind)).map((s) => s.key);
}

function amounts(row: ForecastRow): CurrencyTotal {
  return {
    currency: row.currency,
    count: row.count,
    value_cents: exactInteger(row.value),
    weighted_value_cents: exactInteger(row.weighted),
  };
}

/** The forecast: per month of the range, per currency; and per currency over the range. */
export function forecast(days: readonly string[], rows: readonly ForecastRow[]) {
  const byMonth = new Map<string, CurrencyTotal[]>(
    periodsOf(days, 'month').map((month) => [month, []]),
  );
  const totals: CurrencyTotal[] = [];
  for (const row of rows) {
    if (row.month === null) totals.push(amounts(row));
    else byMonth.get(row.month)?.push(amounts(row));
  }
  return {
    months: [...byMonth].map(([month, currencies]) => ({ month, currencies })),
    totals,
  };
}

function wonLost(won: number, lost: number) {
  return { won, lost, win_rate: rate(won, won + lost) };
}

/** The win rate: per period of the range, per owner, and overall. */
export function winRate(days: readonly string[], unit: WinRatePeriod, rows: readonly WinRateRow[]) {
  const periods = new Map(periodsOf(days, unit).map((period) => [period, wonLost(0, 0)]));
  const owners: (ReturnType<typeof wonLost> & { owner_id: string | null })[] = [];
  let totals = wonLost(0, 0);
  for (const row of rows) {
    if (row.period !== null) periods.set(row.period, wonLost(row.won, row.lost));
    else if (row.by_owner) owners.push({ owner_id: row.owner_id, ...wonLost(row.won, row.lost) });
    else totals = wonLost(row.won, row.lost);
  }
  return {
    periods: [...periods].map(([period, figures]) => ({ period, ...figures })),
    owners,
    totals,
  };
}

/** Lost deals per reason, most first (none given last): their number and value per currency. */
export function lostReasons(rows: readonly LostReasonRow[]) {
  const reasons = new Map<
    string | null,
    {
      reason: string | null;
      count: number;
      values: { currency: string; value_cents: ExactInteger }[];
    }
  >();
  for (const row of rows) {
    const entry = reasons.get(row.reason) ?? { reason: row.reason, count: 0, values: [] };
    reasons.set(row.reason, entry);
    if (row.currency === null) entry.count = row.count;
    else entry.values.push({ currency: row.currency, value_cents: exactInteger(row.value) });
  }
  return [...reasons.values()].sort(
    (a, b) =>
      Number(a.reason === null) - Number(b.reason === null) ||
      b.count - a.count ||
      String(a.reason).localeCompare(String(b.reason)),
  );
}

/** Days to 2 decimals; null without any. */
function days(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

/**
 * The velocity: per stage of the pipeline (in its order, every stage listed), the stays that
 * ended in the period and their mean and median days; and the wins of the period, from entry.
 */
export function velocity(stages: readonly Stage[], rows: readonly VelocityRow[]) {
  const byStage = new Map(rows.filter((r) => r.stage !== null).map((r) => [r.stage, r]));
  const figures = (row: VelocityRow | undefined) => ({
    count: row?.count ?? 0,
    average_days: days(row?.average_days ?? null),
    median_days: days(row?.median_days ?? null),
  });
  return {
    stages: stages.map((s) => ({ key: s.key, label: s.label, ...figures(byStage.get(s.key)) })),
    won: figures(rows.find((r) => r.stage === null)),
  };
}
