import { exactInteger, type ExactInteger } from '../../core/http/raw-json.js';
import type { Stage } from '../../tenancy/stages.js';
import type { StageTotalRow } from './contact-lookups.queries.js';

/**
 * A stage's deals in one currency as the API shows them: never converted, never summed with another
 * currency's. Sums of cents are exact at any size (`ExactInteger`).
 */
export interface CurrencyTotal {
  currency: string;
  count: number;
  value_cents: ExactInteger;
  /** Sum of value x probability / 100 (the deal's own, else its stage's), rounded once. */
  weighted_value_cents: ExactInteger;
}

/** A stage's deals in one currency, exact: what `CurrencyTotal` shows. */
export interface CurrencySum {
  currency: string;
  count: number;
  /** Cents. */
  value: bigint;
  /**
   * The weighted value exact, in hundredths of a cent (value x percent): what
   * `weighted_value_cents` rounds. A sum over stages adds these and rounds once (`centsOfPercent`),
   * so it is the sum of the deals, not of the stages' roundings.
   */
  weighted: bigint;
}

/** A stage's contacts: how many and their value over every currency, and per currency. */
export interface StageTotal {
  count: number;
  /** Cents, over every currency. */
  value: bigint;
  /** By currency code. */
  currencies: CurrencySum[];
  /** For a member who sees some owners: the stage's contacts of every owner (StageTotalRow). */
  everyone?: number;
}

/** Rounds a non-negative n / 100 half up, as PostgreSQL's round() does (the forecast's weighting). */
export function centsOfPercent(n: bigint): bigint {
  return (n + 50n) / 100n;
}

/** A currency's sum as the API shows it. */
export function currencyTotal(sum: CurrencySum): CurrencyTotal {
  return {
    currency: sum.currency,
    count: sum.count,
    value_cents: exactInteger(sum.value),
    weighted_value_cents: exactInteger(centsOfPercent(sum.weighted)),
  };
}

/**
 * A stage as a board column and the pipeline report head it: its key, label and kind and its
 * totals, zeros for a stage without contacts.
 */
export function stageHead(stage: Stage, total: StageTotal | undefined) {
  return {
    key: stage.key,
    label: stage.label,
    kind: stage.kind,
    count: total?.count ?? 0,
    value_cents: exactInteger(total?.value ?? 0n),
    currencies: (total?.currencies ?? []).map(currencyTotal),
  };
}

/**
 * Per stage key, the totals of `rows` (a stage's rows in any order, one per currency), weighted by
 * each stage's current probability from `stages` (0 for a key no longer among them). A deal's own
 * probability is a rep's guess at an open deal: a won or lost deal weighs its stage's (by default
 * 100 and 0), whatever it was given while open.
 */
export function stageTotalsOf(
  rows: readonly StageTotalRow[],
  stages: readonly Stage[],
): Map<string, StageTotal> {
  const probability = new Map(stages.map((s) => [s.key, BigInt(s.probability)]));
  const closed = new Set(stages.filter((s) => s.kind !== 'open').map((s) => s.key));
  const totals = new Map<string, StageTotal>();
  for (const row of [...rows].sort((a, b) => a.currency.localeCompare(b.currency))) {
    let total = totals.get(row.stage);
    if (!total) {
      total = { count: 0, value: 0n, currencies: [] };
      totals.set(row.stage, total);
    }
    if (row.everyone !== undefined) total.everyone = (total.everyone ?? 0) + row.everyone;
    // Contacts of the stage and currency, none of them seen: no currency of the stage's.
    if (row.count === 0) continue;
    const stageProbability = probability.get(row.stage) ?? 0n;
    const value = BigInt(row.value);
    const weighted = closed.has(row.stage)
      ? stageProbability * value
      : BigInt(row.own_probability_weighted) +
        stageProbability * BigInt(row.stage_probability_value);
    total.count += row.count;
    total.value += value;
    total.currencies.push({ currency: row.currency, count: row.count, value, weighted });
  }
  return totals;
}
