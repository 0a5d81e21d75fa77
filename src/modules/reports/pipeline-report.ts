import { exactInteger } from '../../core/http/raw-json.js';
import type { Stage } from '../../tenancy/stages.js';
import {
  type CurrencySum,
  type CurrencyTotal,
  currencyTotal,
  type StageTotal,
  stageHead,
} from '../contacts/stage-totals.js';
import type { PipelineReportResponse } from './dto/report.response.js';

/** A share with 4 decimals, or null when there is nothing to divide. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}

/**
 * Per currency, in code order, the sums of the stages' own per-currency totals; the weighted
 * value summed exact and rounded once, so it is the deals' weighted value, as the forecast's is,
 * not the sum of each stage's rounding.
 */
function sumCurrencies(of: readonly (StageTotal | undefined)[]): CurrencyTotal[] {
  const sums = new Map<string, CurrencySum>();
  for (const stage of of) {
    for (const c of stage?.currencies ?? []) {
      const sum = sums.get(c.currency);
      if (sum) {
        sum.count += c.count;
        sum.value += c.value;
        sum.weighted += c.weighted;
      } else {
        sums.set(c.currency, { ...c });
      }
    }
  }
  return [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency)).map(currencyTotal);
}

/**
 * The pipeline report of one pipeline from its two aggregates: its stages in order with their
 * count and value now (over every currency, and per currency, never converted) and their entries
 * in the period, totals per stage kind, and the win rate won / (won + lost), null while nothing is
 * won or lost.
 */
export function pipelineReport(
  pipeline: string,
  stageList: readonly Stage[],
  totals: ReadonlyMap<string, StageTotal>,
  entered: ReadonlyMap<string, number>,
  range: { from: Date; to: Date; timezone: string },
): PipelineReportResponse {
  const stages = stageList.map((stage) => ({
    ...stageHead(stage, totals.get(stage.key)),
    entered: entered.get(stage.key) ?? 0,
  }));
  const byKind = (kind?: string) => {
    const of = stageList.filter((s) => kind === undefined || s.kind === kind);
    const stageTotals = of.map((s) => totals.get(s.key));
    return {
      count: stageTotals.reduce((n, t) => n + (t?.count ?? 0), 0),
      value_cents: exactInteger(stageTotals.reduce((n, t) => n + (t?.value ?? 0n), 0n)),
      currencies: sumCurrencies(stageTotals),
    };
  };
  const won = byKind('won');
  const lost = byKind('lost');
  return {
    pipeline,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    timezone: range.timezone,
    stages,
    totals: { ...byKind(), open: byKind('open'), won, lost },
    win_rate: rate(won.count, won.count + lost.count),
  };
}
