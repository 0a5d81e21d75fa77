import { addDays, type CalendarDate, dateAt, formatDate } from '../../calendar/calendar.js';
import type { Stage, StageKind } from '../../tenancy/stages.js';
import type {
  ForecastRow,
  LostReasonRow,
  VelocityRow,
  WinRateRow,
} from './deal-reports.queries.js';
import type { WinRatePeriod } from './dto/deal-report.query.js';
import { rate } from './pipeline-report.js';

/*
 * The deal reports' figures from their rows: every period of the range listed (zeros included),
 * amounts per currency and never converted, rates to 4 decimals (null when nothing closed).
 */

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

export interface CurrencyAmounts {
  currency: string;
  count: number;
  value_cents: number;
  weighted_value_cents: number;
}

function amounts(row: ForecastRow): CurrencyAmounts {
  return {
    currency: row.currency,
    count: row.count,
    value_cents: Number(row.value),
    weighted_value_cents: Number(row.weighted),
  };
}

/** The forecast: per month of the range, per currency; and per currency over the range. */
export function forecast(days: readonly string[], rows: readonly ForecastRow[]) {
  const byMonth = new Map<string, CurrencyAmounts[]>(
    periodsOf(days, 'month').map((month) => [month, []]),
  );
  const totals: CurrencyAmounts[] = [];
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
    { reason: string | null; count: number; values: { currency: string; value_cents: number }[] }
  >();
  for (const row of rows) {
    const entry = reasons.get(row.reason) ?? { reason: row.reason, count: 0, values: [] };
    reasons.set(row.reason, entry);
    if (row.currency === null) entry.count = row.count;
    else entry.values.push({ currency: row.currency, value_cents: Number(row.value) });
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
