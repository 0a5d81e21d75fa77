import type { Stage } from '../../tenancy/stages.js';
import type { PipelineReportResponse } from './dto/report.response.js';

/** A share with 4 decimals, or null when there is nothing to divide. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}

/**
 * The pipeline report from its two aggregates: every stage in workspace order with its count and
 * value now and its entries in the period, totals per stage kind, and the win rate
 * won / (won + lost), null while nothing is won or lost.
 */
export function pipelineReport(
  stageList: readonly Stage[],
  totals: ReadonlyMap<string, { count: number; value_cents: number }>,
  entered: ReadonlyMap<string, number>,
  range: { from: Date; to: Date; timezone: string },
): PipelineReportResponse {
  const stages = stageList.map((stage) => ({
    key: stage.key,
    label: stage.label,
    kind: stage.kind,
    count: totals.get(stage.key)?.count ?? 0,
    value_cents: totals.get(stage.key)?.value_cents ?? 0,
    entered: entered.get(stage.key) ?? 0,
  }));
  const byKind = (kind?: string) => {
    const of = stages.filter((s) => kind === undefined || s.kind === kind);
    return {
      count: of.reduce((n, s) => n + s.count, 0),
      value_cents: of.reduce((n, s) => n + s.value_cents, 0),
    };
  };
  const won = byKind('won');
  const lost = byKind('lost');
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    timezone: range.timezone,
    stages,
    totals: { ...byKind(), open: byKind('open'), won, lost },
    win_rate: rate(won.count, won.count + lost.count),
  };
}
