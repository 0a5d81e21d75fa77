import type { PlanReport } from './explain.js';
import type { DatasetReport } from './seed.js';
import type { Measured, ScenarioReport, Target } from './report.js';

/*
 * How each route's cost grows with the data: the same scenarios measured on the data set at
 * several scales (`BENCH_SCALES=1,10`), side by side, with the PostgreSQL CPU a request at the
 * largest scale against the smallest.
 */

/** PostgreSQL CPU a request at the largest scale may be at most this many times the smallest's. */
export const GROWTH_TARGET = 1.25;

/** The report whose cost follows the activity in its period, which the data set holds equal. */
export const WINDOWED_SCENARIO = 'GET /reports/pipeline';

/** What the pipeline report's period holds on the data set of one scale. */
export interface ReportWindow {
  from: string;
  to: string;
  /** Stage moves of the large workspace in the period: what the report's entries scan. */
  moves: number;
  /** Distinct (stage, contact) entries in the period: the report's `entered`, summed. */
  entries: number;
}

/** Everything measured on the data set of one scale. */
export interface ScaleRun {
  scale: number;
  large_workspace_contacts: number;
  dataset: DatasetReport & { restored_from: 'template' | 'empty'; restore_seconds: number };
  report_window: ReportWindow;
  rss_after_load_mb: number | null;
  scenarios: ScenarioReport[];
  plans: PlanReport[];
}

export interface ScaleFigures {
  scale: number;
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  /** CPU milliseconds a request, null when not measured (database on another machine). */
  server_cpu_ms: number | null;
  postgres_cpu_ms: number | null;
}

export interface ScaleComparison {
  scenario: string;
  kind: 'read' | 'write';
  /**
   * Held to GROWTH_TARGET: every read but those whose matches grow with the data
   * (`matches_grow`), and the writes that say so (`growth_target`).
   */
  judged: boolean;
  /** A read that reads every match (a count) of a set that grows with the data. */
  matches_grow: boolean;
  /** The service's figures at each scale, smallest first; a scale it was not measured at is absent. */
  scales: ScaleFigures[];
  /** PostgreSQL CPU a request, largest scale / smallest; null without both figures. */
  postgres_cpu_ratio: number | null;
}

/** CPU milliseconds a request of a share of one core (%) over a run. */
export function cpuMsPerRequest(sharePct: number | null, m: Measured): number | null {
  if (sharePct === null || m.requests_per_second === 0) return null;
  return round((sharePct * 10) / m.requests_per_second, 3);
}

/** Every scenario measured at any scale, in the order of the first run that has it. */
export function compareScales(runs: readonly ScaleRun[]): ScaleComparison[] {
  const sorted = [...runs].sort((a, b) => a.scale - b.scale);
  const names: string[] = [];
  for (const run of sorted) {
    for (const s of run.scenarios) if (!names.includes(s.name)) names.push(s.name);
  }
  return names.map((name) => {
    let kind: 'read' | 'write' = 'read';
    let judged = false;
    let matchesGrow = false;
    const scales: ScaleFigures[] = [];
    for (const run of sorted) {
      const report = run.scenarios.find((s) => s.name === name);
      if (!report?.service) continue;
      kind = report.kind;
      matchesGrow = report.matches_grow === true;
      judged = (report.kind === 'read' && !matchesGrow) || report.growth_target === true;
      const m = report.service;
      scales.push({
        scale: run.scale,
        requests_per_second: m.requests_per_second,
        p50_ms: m.latency_ms.p50,
        p99_ms: m.latency_ms.p99,
        server_cpu_ms: cpuMsPerRequest(m.cpu_pct.server, m),
        postgres_cpu_ms: cpuMsPerRequest(m.cpu_pct.postgres, m),
      });
    }
    const first = scales[0];
    const last = scales[scales.length - 1];
    const ratio =
      scales.length > 1 && first.postgres_cpu_ms && last.postgres_cpu_ms !== null
        ? round(last.postgres_cpu_ms / first.postgres_cpu_ms, 2)
        : null;
    return {
      scenario: name,
      kind,
      judged,
      matches_grow: matchesGrow,
      scales,
      postgres_cpu_ratio: ratio,
    };
  });
}

/**
 * The growth targets: the PostgreSQL CPU a request of each read (and of each write that asks for
 * it) at the largest scale at most GROWTH_TARGET times the smallest's; the pipeline report instead
 * reads the same activity in its period at every scale (its cost follows that activity), shown
 * with its ratio. A read whose matches grow with the data is shown with its ratio, not judged.
 */
export function growthTargets(
  comparisons: readonly ScaleComparison[],
  runs: readonly ScaleRun[],
): Target[] {
  if (runs.length < 2) return [];
  const sorted = [...runs].sort((a, b) => a.scale - b.scale);
  const [low, high] = [sorted[0].scale, sorted[sorted.length - 1].scale];
  const targets: Target[] = [];
  for (const c of comparisons) {
    const ratio = c.postgres_cpu_ratio === null ? 'not measured' : `${c.postgres_cpu_ratio}x`;
    if (c.matches_grow) {
      targets.push({
        target: `${c.scenario}: its matches grow with the data, PostgreSQL CPU a request at scale ${high} against scale ${low} shown, not judged`,
        value: ratio,
        met: null,
      });
      continue;
    }
    if (!c.judged) continue;
    if (c.scenario === WINDOWED_SCENARIO) {
      const windows = sorted.map((r) => r.report_window);
      const equal = windows.every(
        (w) => w.moves === windows[0].moves && w.entries === windows[0].entries,
      );
      targets.push({
        target: `${c.scenario}: the same activity in its period at scale ${low} and ${high}`,
        value: `${windows.map((w) => `${w.moves} moves, ${w.entries} entries`).join(' / ')}; PostgreSQL CPU a request ${ratio}`,
        met: equal,
      });
      continue;
    }
    targets.push({
      target: `${c.scenario}: PostgreSQL CPU a request at scale ${high} <= ${GROWTH_TARGET}x scale ${low}`,
      value: ratio,
      met: c.postgres_cpu_ratio === null ? null : c.postgres_cpu_ratio <= GROWTH_TARGET,
    });
  }
  return targets;
}

const fixed = (value: number | null, digits: number) =>
  value === null ? '?' : value.toFixed(digits);
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** The side-by-side table, in Markdown: one row per scenario, the figures of each scale. */
export function scaleTable(comparisons: readonly ScaleComparison[], scales: number[]): string {
  const sorted = [...scales].sort((a, b) => a - b);
  const columns = ['req/s', 'p50 ms', 'p99 ms', 'PG CPU ms/req'];
  const header = ['Scenario', ...sorted.flatMap((n) => columns.map((c) => `x${n} ${c}`))];
  const rows = [
    `| ${header.join(' | ')} | PG CPU x${sorted[sorted.length - 1]}/x${sorted[0]} |`,
    `|---|${'--:|'.repeat(sorted.length * columns.length + 1)}`,
  ];
  for (const c of comparisons) {
    const cells = sorted.flatMap((n) => {
      const f = c.scales.find((s) => s.scale === n);
      return f
        ? [
            whole(f.requests_per_second),
            String(f.p50_ms),
            String(f.p99_ms),
            fixed(f.postgres_cpu_ms, 2),
          ]
        : ['', '', '', ''];
    });
    let ratio = c.postgres_cpu_ratio === null ? '' : `${c.postgres_cpu_ratio.toFixed(2)}x`;
    if (ratio && c.judged && c.scenario !== WINDOWED_SCENARIO) {
      ratio += c.postgres_cpu_ratio! <= GROWTH_TARGET ? '' : ' (over)';
    } else if (ratio && c.scenario === WINDOWED_SCENARIO) {
      ratio += ' (period held equal)';
    } else if (ratio && c.matches_grow) {
      ratio += ' (matches grow)';
    }
    rows.push(`| \`${c.scenario}\` | ${cells.join(' | ')} | ${ratio} |`);
  }
  return rows.join('\n');
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
