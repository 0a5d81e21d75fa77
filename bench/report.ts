import type { DataOperationsReport } from './data-operations.js';
import type { IdleStreamsReport, StreamRun } from './event-streams.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PlanReport } from './explain.js';
import type { LoadResult } from './load.js';
import type { ScaleComparison, ScaleRun } from './scale-report.js';
import type { DatasetReport } from './seed.js';

/** CPU used during a measured run, in % of one core (the machine has `cores` x 100 %). */
export interface CpuShare {
  server: number | null;
  postgres: number | null;
  load_generator: number;
  machine: number;
  /** What the machine spent beyond this run's processes: other work on a shared machine. */
  other: number | null;
}

export interface Measured {
  requests: number;
  requests_per_second: number;
  latency_ms: LoadResult['latencyMs'];
  non_2xx: number;
  errors: number;
  timeouts: number;
  status_codes: Record<string, number>;
  cpu_pct: CpuShare;
  /** A run with event streams open (`Scenario.eventStreams`): what their clients received. */
  event_streams?: StreamRun;
}

export interface ScenarioReport {
  name: string;
  kind: 'read' | 'write';
  status: 'measured' | 'missing route';
  /** One request to a service with SQL_STATEMENT_COUNTER=true before the load. */
  probe: { status: number; statements: number | null; detail?: string };
  service?: Measured;
  baseline?: Measured;
  baseline_status: 'measured' | 'not mirrored';
  /**
   * What `baseline` is when it is not the bare server: the same route on the service in another
   * state (`the service without webhook endpoints`), and the least ratio it must reach.
   */
  compared_with?: { reference: string; min_ratio: number };
  baseline_statements: number | null;
  ratio: number | null;
  /** Every service/baseline pair, when BENCH_ROUNDS asked for more than one. */
  rounds?: RoundResult[];
  /** A write held to the growth target as the reads are (`Scenario.growthTarget`). */
  growth_target?: true;
  /** A read whose matches grow with the data, not held to the growth target (`Scenario.matchesGrow`). */
  matches_grow?: true;
}

/** One measured pair: the service and the baseline under the same load, one after the other. */
export interface RoundResult {
  service: Measured;
  baseline: Measured;
  ratio: number;
}

/**
 * The round whose ratio is the median (the lower of the two middle ones for an even count): the
 * scenario reports that round's figures as they were measured, rather than a mix of rounds.
 */
export function medianRound(rounds: readonly RoundResult[]): RoundResult {
  if (rounds.length === 0) throw new Error('no rounds to choose from');
  const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export interface Target {
  target: string;
  value: string;
  /** null: cannot be judged yet (route missing, no baseline). */
  met: boolean | null;
}

export interface BenchResults {
  generated_at: string;
  commit: string;
  machine: {
    cpus: number;
    cpu_model: string;
    memory_gb: number;
    node: string;
    postgres: string;
    database: 'DATABASE_URL server' | 'embedded';
    load_average_before: number[];
    load_average_after: number[];
    /** Mean CPU of processes outside the run during the measured runs, % of one core. */
    other_work_avg_pct: number | null;
    /** The busiest commands outside the run during the load, % of one core (from /proc). */
    other_processes: { command: string; cpu_pct: number }[];
    note: string;
  };
  settings: {
    duration_s: number;
    warmup_s: number;
    connections: number;
    pool_size: number;
    /** Node's flags for both servers: those production starts the service with. */
    node_flags: string[];
  };
  /** The scale (`BENCH_SCALE`) of the figures at the top level: the smallest one measured. */
  scale: number;
  dataset: DatasetReport & { restored_from: 'template' | 'empty'; restore_seconds: number };
  boot_ms: { runs: number[]; median: number };
  rss_after_load_mb: number | null;
  scenarios: ScenarioReport[];
  /** Export and import rows a second; null when the run left them out. */
  data_operations: DataOperationsReport | null;
  /**
   * The memory of 1,000 idle event streams on one instance; absent when no event-stream
   * scenario ran.
   */
  event_streams_idle?: IdleStreamsReport;
  plans: PlanReport[];
  /** With `BENCH_SCALES`: every scale's run (the first is the one above), and side by side. */
  scales?: ScaleRun[];
  scale_comparison?: ScaleComparison[];
  targets: Target[];
}

export const TARGETS = {
  readRatio: 0.8,
  readP99Ms: 25,
  writeRps: 1500,
  writeP99Ms: 40,
  /** A write with one subscribed webhook endpoint against the same write with none. */
  outboxRatio: 0.9,
  bootMs: 1500,
  rssMb: 250,
  /** CSV import, upload to the job's end (docs/data-operations.md). */
  importRowsPerSecond: 2000,
};

export function evaluateTargets(results: Omit<BenchResults, 'targets' | 'generated_at'>): Target[] {
  const targets: Target[] = [];
  for (const s of results.scenarios) {
    if (!s.service) {
      targets.push({ target: `${s.name}: measured`, value: s.status, met: null });
      continue;
    }
    const p99 = s.service.latency_ms.p99;
    const comparison = comparisonTarget(s);
    if (comparison) {
      targets.push(comparison);
      continue;
    }
    if (s.kind === 'read') {
      targets.push({
        target: `${s.name}: >= ${TARGETS.readRatio}x baseline`,
        value: s.ratio === null ? 'no baseline' : `${s.ratio.toFixed(2)}x`,
        met: s.ratio === null ? null : s.ratio >= TARGETS.readRatio,
      });
      targets.push({
        target: `${s.name}: p99 <= ${TARGETS.readP99Ms} ms`,
        value: `${p99} ms`,
        met: p99 <= TARGETS.readP99Ms,
      });
    } else {
      const rps = s.service.requests_per_second;
      targets.push({
        target: `${s.name}: >= ${TARGETS.writeRps} req/s`,
        value: `${Math.round(rps)} req/s`,
        met: rps >= TARGETS.writeRps,
      });
      targets.push({
        target: `${s.name}: p99 <= ${TARGETS.writeP99Ms} ms`,
        value: `${p99} ms`,
        met: p99 <= TARGETS.writeP99Ms,
      });
    }
  }
  targets.push({
    target: `boot <= ${TARGETS.bootMs} ms (median)`,
    value: `${results.boot_ms.median} ms`,
    met: results.boot_ms.median <= TARGETS.bootMs,
  });
  targets.push({
    target: `RSS after load <= ${TARGETS.rssMb} MB`,
    value: results.rss_after_load_mb === null ? 'unknown' : `${results.rss_after_load_mb} MB`,
    met: results.rss_after_load_mb === null ? null : results.rss_after_load_mb <= TARGETS.rssMb,
  });
  const failure = results.data_operations?.failure;
  if (failure) {
    targets.push({ target: 'export and import measured', value: failure, met: false });
  }
  const imported = results.data_operations?.import;
  if (imported) {
    targets.push({
      target: `import >= ${TARGETS.importRowsPerSecond} rows/s`,
      value: `${imported.rows_per_second} rows/s (${imported.status})`,
      met:
        imported.status === 'succeeded' && imported.rows_per_second >= TARGETS.importRowsPerSecond,
    });
  }
  for (const plan of results.plans) {
    targets.push({
      target: `${plan.name} plan: no sequential scan of contacts/interactions/follow-ups/stage moves`,
      value:
        plan.status !== 'explained'
          ? plan.status
          : plan.seq_scans.length === 0
            ? 'none'
            : `Seq Scan on ${plan.seq_scans.join(', ')}`,
      met: plan.status !== 'explained' ? null : plan.seq_scans.length === 0,
    });
    if (plan.expected_index && plan.status === 'explained') {
      targets.push({
        target: `${plan.name} plan: reads ${plan.expected_index}`,
        value: plan.reads_expected_index ? 'yes' : 'no',
        met: plan.reads_expected_index,
      });
    }
  }
  return targets;
}

/** The target of a scenario measured against the service itself, or null for any other. */
export function comparisonTarget(s: ScenarioReport): Target | null {
  if (!s.compared_with || !s.service) return null;
  return {
    target: `${s.name}: >= ${s.compared_with.min_ratio}x ${s.compared_with.reference}`,
    value: s.ratio === null ? 'not compared' : `${s.ratio.toFixed(2)}x`,
    met: s.ratio === null ? null : s.ratio >= s.compared_with.min_ratio,
  };
}

const num = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const pct = (value: number | null) => (value === null ? '?' : `${Math.round(value)} %`);

/** The results table, in Markdown (bench/README.md's "Latest results" shows the same table). */
export function scenarioTable(scenarios: ScenarioReport[]): string {
  const rows = [
    '| Scenario | req/s | p50 ms | p99 ms | baseline req/s | ratio | SQL statements/request | non-2xx |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const s of scenarios) {
    if (!s.service) {
      rows.push(`| \`${s.name}\` | missing route | | | | | | |`);
      continue;
    }
    let baseline = s.baseline ? num(s.baseline.requests_per_second) : s.baseline_status;
    if (s.baseline && s.compared_with) baseline += ` (${s.compared_with.reference})`;
    const ratio = s.ratio === null ? '' : `${s.ratio.toFixed(2)}x`;
    let statements = s.probe.statements === null ? '?' : String(s.probe.statements);
    if (s.compared_with) {
      statements += ` (${s.baseline_statements ?? '?'} without)`;
    } else if (s.baseline_statements !== null && s.baseline_statements !== s.probe.statements) {
      statements += ` (baseline ${s.baseline_statements}!)`;
    }
    const failures = s.service.non_2xx + s.service.errors;
    rows.push(
      `| \`${s.name}\` | ${num(s.service.requests_per_second)} | ${ms(s.service.latency_ms.p50)} | ${ms(s.service.latency_ms.p99)} | ${baseline} | ${ratio} | ${statements} | ${failures} |`,
    );
  }
  return rows.join('\n');
}

/**
 * Where the CPU went during each measured run, in % of one core, and the CPU milliseconds the
 * server and its database backends spent per request (steadier than req/s on a shared machine).
 */
export function cpuTable(scenarios: ScenarioReport[], cores: number): string {
  const rows = [
    `| Scenario | run | server | postgres | load generator | machine busy (of ${cores * 100} %) | other work | server CPU ms/req | postgres CPU ms/req |`,
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  const perRequest = (share: number | null, m: Measured) =>
    share === null || m.requests_per_second === 0
      ? '?'
      : ((share * 10) / m.requests_per_second).toFixed(2);
  for (const s of scenarios) {
    for (const [run, m] of [
      ['service', s.service],
      [s.compared_with ? s.compared_with.reference : 'baseline', s.baseline],
    ] as const) {
      if (!m) continue;
      rows.push(
        `| \`${s.name}\` | ${run} | ${pct(m.cpu_pct.server)} | ${pct(m.cpu_pct.postgres)} | ${pct(m.cpu_pct.load_generator)} | ${pct(m.cpu_pct.machine)} | ${pct(m.cpu_pct.other)} | ${perRequest(m.cpu_pct.server, m)} | ${perRequest(m.cpu_pct.postgres, m)} |`,
      );
    }
  }
  return rows.join('\n');
}

export function targetList(targets: Target[]): string {
  const mark = (met: boolean | null) => (met === null ? 'n/a ' : met ? 'met ' : 'MISS');
  return targets.map((t) => `  ${mark(t.met)}  ${t.target}: ${t.value}`).join('\n');
}

export function planText(plans: PlanReport[]): string {
  return plans
    .map((p) =>
      p.status === 'explained'
        ? `-- ${p.name} (${p.scenario})\n${p.plan.join('\n')}`
        : `-- ${p.name} (${p.scenario}): ${p.status}`,
    )
    .join('\n\n');
}

export function writeResults(file: string, results: BenchResults): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
