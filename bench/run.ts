import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { stageEntries } from '../src/modules/reports/reports.queries.js';
import type { CustomFieldDefinition } from '../src/tenancy/custom-field-definition.js';
import { resolveRange } from '../src/modules/reports/report-range.js';
import { REPORT_LIMITS } from '../src/modules/reports/reports.rules.js';
import {
  type IdentityRow,
  identityByEmail,
  workspaceCustomFields,
} from '../src/tenancy/tenancy.queries.js';
import { type Scope, scopeOf } from './baseline/scope.js';
import { config, wanted } from './config.js';
import {
  countsAt,
  CUSTOM_FIELDS_MEMBER_EMAILS,
  CUSTOM_FIELDS_WORKSPACE_ID,
  LARGE_WORKSPACE_ID,
  MEMBER_EMAILS,
  TRASH_MEMBER_EMAILS,
} from './dataset.js';
import { BenchDatabase, withClient } from './database.js';
import { type DataOperationsReport, measureExport, measureImport } from './data-operations.js';
import { explainQueries, type ExplainedWorkspace } from './explain.js';
import { loadInChild, type LoadSpec } from './load.js';
import {
  cpuSeconds,
  loadAverage,
  machineCpuSeconds,
  send,
  ServerProcess,
  serviceEnv,
  baselineEnv,
  busiestOtherProcesses,
  descendsFrom,
  processCpuSnapshot,
} from './processes.js';
import {
  type BenchResults,
  comparisonTarget,
  cpuTable,
  evaluateTargets,
  type Measured,
  medianRound,
  planText,
  type RoundResult,
  scenarioTable,
  type ScenarioReport,
  targetList,
  TARGETS,
  writeResults,
} from './report.js';
import {
  compareScales,
  growthTargets,
  type ReportWindow,
  scaleTable,
  type ScaleRun,
} from './scale-report.js';
import {
  bodyOf,
  credentials,
  plainForm,
  type Scenario,
  type ScenarioContext,
  SCENARIOS,
  tokenOf,
} from './scenarios.js';
import { productionStart } from './production-start.js';
import { seed, staleReason } from './seed.js';
import { HistorySwitch } from './history-switch.js';
import { VisibilitySwitch } from './visibility-switch.js';
import {
  EventStreamSwitch,
  type IdleStreamsReport,
  measureIdleStreams,
  type StreamRun,
} from './event-streams.js';
import { WebhookEndpointSwitch } from './webhook-endpoint.js';

const PRODUCTION = productionStart();
const SERVICE_SCRIPT = PRODUCTION.script;
const MIGRATE_SCRIPT = 'dist/src/database/migrate.command.js';
const BASELINE_SCRIPT = 'dist-bench/bench/baseline/server.js';
const TOKENS = MEMBER_EMAILS.map(tokenOf);

const log = (line = '') => console.log(line);

/** What a scenario with `webhookSubscriber` is compared with. */
const WITHOUT_ENDPOINTS = { reference: 'the service without webhook endpoints', min_ratio: 0.9 };

/** What a scenario with `historyRecorded` is compared with: the route before the history. */
const WITHOUT_HISTORY = { reference: 'the same route without the history', min_ratio: 0.85 };

/** What a scenario with `groupVisibility` is compared with: the same members seeing every contact. */
const WITH_ALL_VISIBLE = {
  reference: 'the same route with member_visibility all',
  min_ratio: 0.9,
};

/** What a scenario with `eventStreams` is compared with: the same write with no stream open. */
const WITHOUT_STREAMS = { reference: 'the service with no event stream', min_ratio: 0.9 };

/**
 * A change of the service's data that makes a scenario's reference of the service itself (an
 * endpoint on or off, the history's triggers off or on): `turn(false)` for the reference, `true`
 * for the scenario, and `resting` between scenarios.
 */
interface ReferenceSwitch {
  compared_with: { reference: string; min_ratio: number };
  /** The reference's name in the log. */
  label: string;
  resting: boolean;
  turn(serviceUrl: string, on: boolean): Promise<void>;
  /** For a switch that observes the measured run (the event streams): its measured part began. */
  measuring?(): void;
  /** What it observed, once the measured run ended. */
  measured?(): Promise<StreamRun>;
}

/** The switches of the scenarios measured against the service with something turned off. */
interface Switches {
  endpoint: WebhookEndpointSwitch | null;
  history: HistorySwitch;
  visibility: VisibilitySwitch;
  streams: EventStreamSwitch | null;
}

function switchOf(scenario: Scenario, switches: Switches): ReferenceSwitch | null {
  const { endpoint, history, visibility, streams } = switches;
  if (scenario.eventStreams && streams) {
    return {
      compared_with: WITHOUT_STREAMS,
      label: 'no event stream',
      resting: false,
      turn: (url, on) => streams.turn(url, on),
      measuring: () => streams.measuring(),
      measured: () => streams.measured(),
    };
  }
  if (scenario.webhookSubscriber && endpoint) {
    return {
      compared_with: WITHOUT_ENDPOINTS,
      label: 'without endpoints',
      resting: false,
      turn: (url, on) => endpoint.turn(url, on),
    };
  }
  if (scenario.historyRecorded) {
    return {
      compared_with: WITHOUT_HISTORY,
      label: 'without history',
      resting: true,
      turn: (_url, on) => history.turn(on),
    };
  }
  if (scenario.groupVisibility) {
    return {
      compared_with: WITH_ALL_VISIBLE,
      label: 'visibility all',
      resting: false,
      turn: (_url, on) => visibility.turn(on),
    };
  }
  return null;
}

async function main(): Promise<void> {
  for (const script of [SERVICE_SCRIPT, MIGRATE_SCRIPT, BASELINE_SCRIPT]) {
    if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run bench\``);
  }
  const loadBefore = loadAverage();
  const db = await BenchDatabase.open();
  const servers: ServerProcess[] = [];
  // Helper processes of the switches (the event streams' clients), stopped whatever happens.
  const helpers: { stop(): Promise<void> }[] = [];
  try {
    const scenarios = SCENARIOS.filter((s) => wanted(s.name, config.only));
    let boot: BenchResults['boot_ms'] | undefined;
    const runs: ScaleRun[] = [];
    let dataOperations: DataOperationsReport | null = null;
    let idleStreams: IdleStreamsReport | undefined;
    // The machine's other work, over every scale's load.
    let othersBefore: ReturnType<typeof processCpuSnapshot> | undefined;
    const loadStarted = performance.now();
    // Each scale on its own data set, the smallest first; the servers start afresh for each.
    for (const scale of config.scales) {
      if (config.scales.length > 1) log(`\n=== Scale ${scale} ===`);
      const dataset = await prepareDataset(db, scale);
      const { context, scopes } = await scenarioContext(db.url);
      boot ??= await measureBoot(db.url);

      const { reports, switches } = await probeScenarios(servers, db.url, scenarios, context);
      if (switches.streams) helpers.push(switches.streams);

      log('\nEXPLAIN (ANALYZE, BUFFERS) on the large workspace and its twins');
      const missing = new Set(
        reports.filter((r) => r.status === 'missing route').map((r) => r.name),
      );
      const selected = new Set(scenarios.map((s) => s.name));
      const plans = await explainQueries(db.url, scopes, selected, missing);
      const window = await reportWindow(db.url, scopes.large);

      const baseline = await start(
        servers,
        'baseline',
        BASELINE_SCRIPT,
        config.baselinePort,
        baselineEnv(db.url, false),
        [...PRODUCTION.nodeFlags, ...config.baselineNodeArgs],
      );
      const service = await start(
        servers,
        'service',
        SERVICE_SCRIPT,
        config.servicePort,
        serviceEnv(db.url, false),
        [...PRODUCTION.nodeFlags, ...config.serviceNodeArgs],
      );
      othersBefore ??= processCpuSnapshot();
      await loadScenarios(db, service, baseline, scenarios, reports, context, switches);
      const rssAfterLoad = service.rssMb();
      // Export and import once, on the smallest scale's data set, after its load.
      if (runs.length === 0) dataOperations = await dataOperationsOf(servers, db.url, service);
      runs.push({
        scale,
        large_workspace_contacts: countsAt(scale).largeContacts,
        dataset,
        report_window: window,
        rss_after_load_mb: rssAfterLoad,
        scenarios: reports,
        plans,
      });
      await stop(servers, service);
      await stop(servers, baseline);
      await switches.streams?.stop();
      // Idle streams' memory once, on the smallest scale's data set, with the others stopped.
      if (runs.length === 1 && scenarios.some((s) => s.eventStreams)) {
        idleStreams = await idleStreamsOf(servers, db.url);
      }
    }
    const othersAfter = processCpuSnapshot();
    const otherProcesses = busiestOtherProcesses(
      othersBefore ?? othersAfter,
      othersAfter,
      (performance.now() - loadStarted) / 1000,
      (pid, label) =>
        descendsFrom(othersAfter, pid, String(process.pid)) ||
        label.split(' ').includes(config.databaseName),
    );
    // The smallest scale's run is the report's main one, as a single-scale run.
    const { dataset, rss_after_load_mb: rss, scenarios: reports, plans } = runs[0];
    const comparison = runs.length > 1 ? compareScales(runs) : undefined;

    const partial: Omit<BenchResults, 'targets' | 'generated_at'> = {
      commit: commit(),
      machine: {
        cpus: os.cpus().length,
        cpu_model: os.cpus()[0]?.model ?? 'unknown',
        memory_gb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        postgres: await db.serverVersion(),
        database: db.isEmbedded ? 'embedded' : 'DATABASE_URL server',
        load_average_before: loadBefore,
        load_average_after: loadAverage(),
        other_work_avg_pct: otherWorkAverage(reports),
        other_processes: otherProcesses,
        note: config.note,
      },
      settings: {
        duration_s: config.duration,
        warmup_s: config.warmup,
        connections: config.connections,
        pool_size: config.poolSize,
        node_flags: PRODUCTION.nodeFlags,
      },
      scale: runs[0].scale,
      dataset,
      boot_ms: boot!,
      rss_after_load_mb: rss,
      scenarios: reports,
      data_operations: dataOperations,
      ...(idleStreams ? { event_streams_idle: idleStreams } : {}),
      plans,
      ...(comparison ? { scales: runs, scale_comparison: comparison } : {}),
    };
    const results: BenchResults = {
      generated_at: new Date().toISOString(),
      ...partial,
      targets: [
        ...evaluateTargets(partial),
        ...runs.slice(1).flatMap((run) => scaleRunTargets(run)),
        ...(comparison ? growthTargets(comparison, runs) : []),
      ],
    };
    printResults(results);
    writeResults(config.resultsFile, results);
    log(`\nWrote ${config.resultsFile}`);
  } finally {
    for (const helper of helpers) await helper.stop();
    for (const server of servers) await server.stop();
    await db.close();
  }
}

/**
 * Export and import rows a second, after the load (the import adds contacts): the export on the
 * measured service, the import on an instance that works the job queue itself, as the measured
 * one (an API replica) does not. Run when every scenario is, or when BENCH_SCENARIOS names
 * `export` or `import`; BENCH_IMPORT_ROWS=0 leaves them out.
 */
async function dataOperationsOf(
  servers: ServerProcess[],
  url: string,
  service: ServerProcess,
): Promise<DataOperationsReport | null> {
  const wanted =
    config.only.length === 0 || config.only.some((o) => o === 'export' || o === 'import');
  if (!wanted || config.importRows === 0) return null;
  log('\nData operations');
  const report: DataOperationsReport = { export: null, import: null };
  // A failed measurement is reported, with what the server said, and the run goes on.
  const failed = (what: string, server: ServerProcess, error: unknown) => {
    report.failure = `${what}: ${(error as Error).message}\n${server.recentOutput()}`;
    log(`  ${what} failed: ${report.failure}`);
  };
  try {
    report.export = await measureExport(service.url, TOKENS[0]);
    log(
      `  export: ${report.export.rows} rows in ${report.export.seconds} s, ${report.export.rows_per_second} rows/s`,
    );
  } catch (error) {
    failed('export', service, error);
    return report;
  }
  const worker = await start(
    servers,
    'service (working the queue)',
    SERVICE_SCRIPT,
    config.probePort,
    { ...serviceEnv(url, false), JOB_WORKER: 'inline' },
    PRODUCTION.nodeFlags,
  );
  try {
    const imported = await measureImport(worker.url, TOKENS[0], config.importRows);
    report.import = imported;
    log(
      `  import: ${imported.rows} rows ${imported.status} in ${imported.seconds} s, ${imported.rows_per_second} rows/s`,
    );
  } catch (error) {
    failed('import', worker, error);
  } finally {
    await stop(servers, worker);
  }
  return report;
}

/** The memory of idle event streams, on an instance of its own with its inspector open. */
async function idleStreamsOf(servers: ServerProcess[], url: string): Promise<IdleStreamsReport> {
  log('\nEvent streams: memory of idle streams on one instance');
  const report = await measureIdleStreams(
    (nodeArgs) =>
      start(
        servers,
        'service (streams)',
        SERVICE_SCRIPT,
        config.probePort,
        serviceEnv(url, false),
        [...PRODUCTION.nodeFlags, ...nodeArgs],
      ),
    (server) => stop(servers, server),
  );
  log(`  ${idleStreamsLine(report)}`);
  return report;
}

function idleStreamsLine(r: IdleStreamsReport): string {
  const { before_mb: before, after_mb: after, per_stream_kb: each } = r;
  return (
    `${r.opened} of ${r.streams} idle streams: RSS ${before.rss} -> ${after.rss} MB, ` +
    `heap used ${before.heapUsed} -> ${after.heapUsed} MB; a stream ${each.rss} KB RSS, ` +
    `${each.heapUsed} KB heap, ${each.external} KB external; idle CPU ${r.idle_cpu_pct ?? '?'} % of a core`
  );
}

/**
 * A fresh copy of the scale's stored data set, migrated, with whatever parts are missing seeded.
 */
async function prepareDataset(db: BenchDatabase, scale: number): Promise<BenchResults['dataset']> {
  log(
    `Bench database: ${redact(db.url)}${db.isEmbedded ? ' (embedded PostgreSQL)' : ''}, scale ${scale}`,
  );
  let started = performance.now();
  const restoredFrom = await db.restore(scale);
  const restoreSeconds = elapsed(started);
  log(
    restoredFrom === 'template'
      ? `Copied the stored data set in ${restoreSeconds} s`
      : 'No stored data set yet',
  );
  let migrated = await migrate(db.url);
  const stale = await staleReason(db.url, scale);
  if (stale) {
    log(`Seeding again: ${stale}`);
    await db.reset(scale);
    migrated = await migrate(db.url);
  }
  log('Seeding (parts already present are reused)');
  const dataset = await seed(db.url, scale, log);
  const firstSeeding = dataset.parts.reduce((sum, p) => sum + p.seconds, 0).toFixed(1);
  log(
    dataset.seeded
      ? `Seeding took ${dataset.seconds} s`
      : `Data set reused (anchored at ${dataset.anchor}; seeding it took ${firstSeeding} s)`,
  );
  if (dataset.seeded || migrated > 0) {
    started = performance.now();
    await db.saveTemplate(scale);
    log(`Stored the data set for the next runs in ${elapsed(started)} s`);
  }
  return { ...dataset, restored_from: restoredFrom, restore_seconds: restoreSeconds };
}

/** Process start to the first /health 200 of the production build, several times. */
async function measureBoot(url: string): Promise<BenchResults['boot_ms']> {
  log(`\nBoot time: ${config.bootRuns} starts of the service, process start to /health 200`);
  const runs: number[] = [];
  for (let i = 0; i < config.bootRuns; i++) {
    const { server, bootMs } = await ServerProcess.start(
      'service',
      SERVICE_SCRIPT,
      config.servicePort,
      serviceEnv(url, false),
      PRODUCTION.nodeFlags,
    );
    await server.stop();
    runs.push(Math.round(bootMs));
  }
  const result = { runs, median: median(runs) };
  log(`  ${runs.join(' ms, ')} ms; median ${result.median} ms`);
  return result;
}

/**
 * One request per scenario to a service and a baseline counting their SQL statements (each in its
 * own process: the loaded servers send no count). A 404 from the router ("Cannot GET /board")
 * means the route does not exist yet.
 */
async function probeScenarios(
  servers: ServerProcess[],
  url: string,
  scenarios: Scenario[],
  context: ScenarioContext,
): Promise<{ reports: ScenarioReport[]; switches: Switches }> {
  log('\nProbing each scenario once (SQL_STATEMENT_COUNTER=true)');
  const counting = await start(
    servers,
    'service (counting)',
    SERVICE_SCRIPT,
    config.probePort,
    serviceEnv(url, true),
    PRODUCTION.nodeFlags,
  );
  const baseline = await start(
    servers,
    'baseline (counting)',
    BASELINE_SCRIPT,
    config.baselinePort,
    baselineEnv(url, true),
    PRODUCTION.nodeFlags,
  );
  const reports: ScenarioReport[] = [];
  const switches: Switches = {
    endpoint: scenarios.some((s) => s.webhookSubscriber)
      ? await WebhookEndpointSwitch.create(counting.url, TOKENS[0])
      : null,
    history: new HistorySwitch(url),
    visibility: new VisibilitySwitch(url),
    streams: scenarios.some((s) => s.eventStreams)
      ? new EventStreamSwitch(url, Math.max(...scenarios.map((s) => s.eventStreams ?? 0)))
      : null,
  };
  if (scenarios.some((s) => s.apiKey)) context.apiKeys = await createApiKeys(counting.url);
  for (const scenario of scenarios) {
    if (scenario.versus) {
      // The reference is the service itself, answering the plain form of the same route.
      const reference = await probeOnce(counting.url, plainForm(scenario), context);
      // An instance reads a workspace's custom fields once, at its first request there.
      if (scenario.customFields) await probeOnce(counting.url, scenario, context);
      const probe = await probeOnce(counting.url, scenario, context);
      reports.push({
        name: scenario.name,
        kind: scenario.kind,
        status: 'measured',
        probe,
        baseline_status: 'measured',
        baseline_statements: reference.statements,
        compared_with: {
          reference: scenario.versus.reference,
          min_ratio: scenario.versus.min_ratio,
        },
        ratio: null,
      });
      log(
        `  ${scenario.name}: ${probe.status}, ${probe.statements ?? '?'} SQL statements; ${scenario.versus.reference} ${reference.statements ?? '?'}`,
      );
      continue;
    }
    const referenceSwitch = switchOf(scenario, switches);
    if (referenceSwitch) {
      // The reference is the service itself with the switch off.
      await referenceSwitch.turn(counting.url, false);
      const reference = await probeOnce(counting.url, scenario, context);
      await referenceSwitch.turn(counting.url, true);
      const probe = await probeOnce(counting.url, scenario, context);
      await referenceSwitch.turn(counting.url, referenceSwitch.resting);
      reports.push({
        name: scenario.name,
        kind: scenario.kind,
        status: 'measured',
        probe,
        baseline_status: 'measured',
        baseline_statements: reference.statements,
        compared_with: referenceSwitch.compared_with,
        ratio: null,
      });
      log(
        `  ${scenario.name}: ${probe.status}, ${probe.statements ?? '?'} SQL statements; ${referenceSwitch.label} ${reference.statements ?? '?'}`,
      );
      continue;
    }
    if (scenario.customFields) {
      // Each reads the workspace's custom fields once, at its first request there.
      await probeOnce(counting.url, scenario, context);
      await probeOnce(baseline.url, scenario, context);
    }
    const probe = await probeOnce(counting.url, scenario, context);
    const baselineProbe = await probeOnce(baseline.url, scenario, context);
    const missing = probe.status === 404 && /^Cannot [A-Z]+ /.test(probe.detail ?? '');
    const mirrored = baselineProbe.status !== 404;
    reports.push({
      name: scenario.name,
      kind: scenario.kind,
      status: missing ? 'missing route' : 'measured',
      probe,
      baseline_status: mirrored ? 'measured' : 'not mirrored',
      baseline_statements: mirrored ? baselineProbe.statements : null,
      ratio: null,
    });
    const outcome = missing
      ? 'missing route'
      : `${probe.status}, ${probe.statements ?? '?'} SQL statements`;
    log(`  ${scenario.name}: ${outcome}${mirrored ? '' : '; baseline: not mirrored'}`);
  }
  for (const [i, scenario] of scenarios.entries()) {
    if (scenario.growthTarget) reports[i].growth_target = true;
    if (scenario.matchesGrow) reports[i].matches_grow = true;
  }
  await stop(servers, counting);
  await stop(servers, baseline);
  return { reports, switches };
}

/** Each existing route under load, on the service and then on the baseline. */
async function loadScenarios(
  db: BenchDatabase,
  service: ServerProcess,
  baseline: ServerProcess,
  scenarios: Scenario[],
  reports: ScenarioReport[],
  context: ScenarioContext,
  switches: Switches,
): Promise<void> {
  const rounds = config.rounds;
  log(
    `\nLoad: ${config.connections} connections, ${config.warmup} s warm-up + ${config.duration} s per run` +
      (rounds > 1
        ? `, ${rounds} service/baseline pairs per scenario (median ratio reported)`
        : '') +
      `; both servers on node ${PRODUCTION.nodeFlags.join(' ') || '(no flags)'}`,
  );
  const localDatabase = db.isEmbedded || isLocal(db.url);
  await withClient(db.url, async (client) => {
    const metrics = localDatabase ? client : null;
    // CHECKPOINT needs a superuser or pg_checkpoint: a role without either runs without it.
    let checkpoints = metrics !== null;
    const checkpoint = async () => {
      if (!checkpoints) return;
      await metrics!.query('CHECKPOINT').catch((error: Error) => {
        checkpoints = false;
        log(`  (runs not started at a checkpoint: ${error.message})`);
      });
    };
    // A scenario with a switch pairs the service with itself, the switch on and off.
    const run = async (server: ServerProcess, scenario: Scenario, label: string) => {
      const asMeasured = label.startsWith('service');
      const referenceSwitch = switchOf(scenario, switches);
      await referenceSwitch?.turn(service.url, asMeasured);
      const form = scenario.versus && !asMeasured ? plainForm(scenario) : scenario;
      const observer = asMeasured ? referenceSwitch : undefined;
      // Each write run starts at a checkpoint, so none falls inside one side of a pair only
      // (the next is minutes away): after one, each page a write changes first is logged whole,
      // which cost one side of a pair up to three tenths of its rate.
      if (scenario.kind === 'write') await checkpoint();
      const measured = await measure(server, form, context, metrics, () => observer?.measuring?.());
      const observed = await observer?.measured?.();
      if (observed) {
        measured.event_streams = observed;
        // The stream clients are the bench's, not other work on the machine.
        const { other } = measured.cpu_pct;
        if (other !== null && observed.client_cpu_pct !== null) {
          measured.cpu_pct.other = round(Math.max(0, other - observed.client_cpu_pct), 1);
        }
      }
      log(`  ${scenario.name}: ${label} ${summary(measured)}`);
      if (observed) log(`    ${streamRunLine(observed)}`);
      return measured;
    };
    for (const [i, scenario] of scenarios.entries()) {
      const report = reports[i];
      if (report.status !== 'measured') continue;
      if (report.baseline_status !== 'measured') {
        report.service = await run(service, scenario, 'service');
        continue;
      }
      const referenceSwitch = switchOf(scenario, switches);
      const againstItself = referenceSwitch || scenario.versus;
      const reference = againstItself ? service : baseline;
      const referenceLabel = referenceSwitch
        ? referenceSwitch.label
        : scenario.versus
          ? 'plain form'
          : 'baseline';
      const pairs: RoundResult[] = [];
      for (let r = 0; r < rounds; r++) {
        const tag = rounds > 1 ? ` (round ${r + 1})` : '';
        // Every other pair starts with the baseline: a machine that speeds up or slows down
        // during a pair then favours each server equally often.
        const serviceFirst = r % 2 === 0;
        const first = await run(
          serviceFirst ? service : reference,
          scenario,
          (serviceFirst ? 'service' : referenceLabel) + tag,
        );
        const second = await run(
          serviceFirst ? reference : service,
          scenario,
          (serviceFirst ? referenceLabel : 'service') + tag,
        );
        const [s, b] = serviceFirst ? [first, second] : [second, first];
        pairs.push({
          service: s,
          baseline: b,
          ratio: round(s.requests_per_second / b.requests_per_second, 3),
        });
      }
      await referenceSwitch?.turn(service.url, referenceSwitch.resting);
      const chosen = medianRound(pairs);
      report.service = chosen.service;
      report.baseline = chosen.baseline;
      report.ratio = chosen.ratio;
      if (pairs.length > 1) {
        report.rounds = pairs;
        log(`  ${scenario.name}: ratios ${pairs.map((p) => `${p.ratio.toFixed(2)}x`).join(', ')}`);
      }
    }
  });
}

/**
 * The pipeline report's default period now, and the activity it holds in the large workspace: the
 * moves its entries read, and the entries (distinct stage and contact) it counts.
 */
async function reportWindow(url: string, scope: Scope): Promise<ReportWindow> {
  const range = resolveRange({}, new Date(), scope.workspace.timezone, REPORT_LIMITS);
  const entries = stageEntries(scope, range, scope.workspace.stages);
  return withClient(url, async (client) => {
    const counted = await client.query<{ contacts: number }>(entries.text, [...entries.values]);
    const moves = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stage_moves
        WHERE workspace_id = $1 AND NOT is_demo AND moved_at >= $2 AND moved_at < $3`,
      [LARGE_WORKSPACE_ID, range.from, range.to],
    );
    return {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      moves: moves.rows[0].n,
      entries: counted.rows.reduce((sum, row) => sum + row.contacts, 0),
    };
  });
}

/** The targets of a larger scale's own run that the growth targets do not cover. */
function scaleRunTargets(run: ScaleRun): BenchResults['targets'] {
  const rss = run.rss_after_load_mb;
  return [
    // A form of a route costs its share at every scale.
    ...run.scenarios
      .map(comparisonTarget)
      .filter((t) => t !== null)
      .map((t) => ({ ...t, target: `scale ${run.scale}: ${t.target}` })),
    {
      target: `scale ${run.scale}: RSS after load <= ${TARGETS.rssMb} MB`,
      value: rss === null ? 'unknown' : `${rss} MB`,
      met: rss === null ? null : rss <= TARGETS.rssMb,
    },
    ...run.plans
      .filter((plan) => plan.status === 'explained')
      .map((plan) => ({
        target: `scale ${run.scale}: ${plan.name} plan: no sequential scan of the large tables`,
        value: plan.seq_scans.length === 0 ? 'none' : `Seq Scan on ${plan.seq_scans.join(', ')}`,
        met: plan.seq_scans.length === 0,
      })),
  ];
}

function printResults(results: BenchResults): void {
  const { scenarios, boot_ms: boot, machine } = results;
  if (results.scales && results.scale_comparison) {
    for (const run of results.scales) {
      log(
        `\nScale ${run.scale} (${run.large_workspace_contacts.toLocaleString('en-US')} contacts):`,
      );
      log(scenarioTable(run.scenarios));
      log(`\nCPU during each run, % of one core:\n${cpuTable(run.scenarios, machine.cpus)}`);
      log(`\n${planText(run.plans)}`);
      const w = run.report_window;
      log(`\nReport period ${w.from} to ${w.to}: ${w.moves} stage moves, ${w.entries} entries`);
      log(`RSS after load: ${run.rss_after_load_mb ?? '?'} MB`);
    }
    const scales = results.scales.map((r) => r.scale);
    log(`\nSide by side (the service):\n${scaleTable(results.scale_comparison, scales)}`);
    log(`\nBoot (median of ${boot.runs.length}): ${boot.median} ms`);
    log(`\nTargets:\n${targetList(results.targets)}`);
    return;
  }
  log(`\n${scenarioTable(scenarios)}`);
  log(
    `\nBoot (median of ${boot.runs.length}): ${boot.median} ms    RSS after load: ${results.rss_after_load_mb ?? '?'} MB`,
  );
  log(`\nCPU during each run, % of one core:\n${cpuTable(scenarios, machine.cpus)}`);
  const data = results.data_operations;
  if (data?.export && data.import) {
    log(
      `\nRows a second: export ${data.export.rows_per_second} (${data.export.rows} rows), ` +
        `import ${data.import.rows_per_second} (${data.import.rows} rows, ${data.import.status})`,
    );
  }
  for (const s of scenarios) {
    const streamed = s.service?.event_streams;
    if (streamed) log(`\n${s.name}, the measured pair: ${streamRunLine(streamed)}`);
  }
  if (results.event_streams_idle)
    log(`Event streams: ${idleStreamsLine(results.event_streams_idle)}`);
  if (machine.other_work_avg_pct !== null && machine.other_work_avg_pct > 10) {
    log(
      `Note: other processes used ${machine.other_work_avg_pct} % of one core on average during the runs; the machine was shared and the figures are noisy.`,
    );
  }
  if (machine.other_processes.length > 0) {
    const busiest = machine.other_processes.map((p) => `${p.command} ${p.cpu_pct} %`);
    log(`Busiest other processes during the load (% of one core): ${busiest.join(', ')}`);
  }
  log(`\n${planText(results.plans)}`);
  log(`\nTargets:\n${targetList(results.targets)}`);
}

/** Mean CPU of everything outside the run, over all measured runs. */
function otherWorkAverage(reports: ScenarioReport[]): number | null {
  const others = reports
    .flatMap((r) => [r.service, r.baseline])
    .map((m) => m?.cpu_pct.other)
    .filter((v): v is number => typeof v === 'number');
  return others.length ? round(others.reduce((a, b) => a + b, 0) / others.length, 1) : null;
}

/** Applies pending migrations with the service's own command; returns how many it applied. */
async function migrate(url: string): Promise<number> {
  const before = await appliedMigrations(url);
  const run = spawnSync(process.execPath, [MIGRATE_SCRIPT], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`migrations failed:\n${run.stdout}\n${run.stderr}`);
  return (await appliedMigrations(url)) - before;
}

function appliedMigrations(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ present: boolean }>(
      `SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`,
    );
    if (!rows[0].present) return 0;
    const counted = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM schema_migrations`,
    );
    return counted.rows[0].n;
  });
}

async function scenarioContext(
  url: string,
): Promise<{ context: ScenarioContext; scopes: Record<ExplainedWorkspace, Scope> }> {
  return withClient(url, async (client) => {
    const ids = await client.query<{ id: string }>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND NOT is_demo ORDER BY id LIMIT 2000`,
      [LARGE_WORKSPACE_ID],
    );
    const members = await client.query<{ id: string }>(
      `SELECT id FROM users WHERE workspace_id = $1 ORDER BY email`,
      [CUSTOM_FIELDS_WORKSPACE_ID],
    );
    // The member's scope as the guards hand it on, the workspace's custom fields attached.
    const scopeOfMember = async (email: string) => {
      const lookup = identityByEmail(email);
      const row = (await client.query<IdentityRow>(lookup.text, [...lookup.values])).rows[0];
      const scope = scopeOf(row);
      const fields = workspaceCustomFields(row.workspace_id);
      const defined = await client.query<{ fields: CustomFieldDefinition[] }>(fields.text, [
        ...fields.values,
      ]);
      scope.workspace.custom_fields = defined.rows[0].fields;
      return scope;
    };
    return {
      context: {
        contactIds: ids.rows.map((r) => r.id),
        apiKeys: [],
        customFieldMembers: members.rows.map((r) => r.id),
      },
      scopes: {
        large: await scopeOfMember(MEMBER_EMAILS[0]),
        customFields: await scopeOfMember(CUSTOM_FIELDS_MEMBER_EMAILS[0]),
        trash: await scopeOfMember(TRASH_MEMBER_EMAILS[0]),
      },
    };
  });
}

async function start(
  servers: ServerProcess[],
  name: string,
  script: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const { server } = await ServerProcess.start(name, script, port, env, nodeArgs);
  servers.push(server);
  return server;
}

async function stop(servers: ServerProcess[], server: ServerProcess): Promise<void> {
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
}

async function probeOnce(
  url: string,
  scenario: Scenario,
  context: ScenarioContext,
): Promise<ScenarioReport['probe']> {
  const tag = `probe-${randomBytes(4).toString('hex')}`;
  const body = bodyOf(scenario, context)?.replaceAll('{n}', tag);
  const headers = Object.fromEntries(
    Object.entries(scenario.headers ?? {}).map(([name, value]) => [
      name,
      value.replaceAll('{n}', tag),
    ]),
  );
  const res = await send(
    scenario.method,
    `${url}${scenario.paths(context)[0]}`,
    {
      ...credentials(scenario, context)[0],
      ...headers,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  );
  const header = res.headers['x-sql-statements'];
  let detail: string | undefined;
  if (res.status >= 300) {
    try {
      const parsed = JSON.parse(res.body) as { detail?: unknown };
      detail = typeof parsed.detail === 'string' ? parsed.detail : res.body.slice(0, 200);
    } catch {
      detail = res.body.slice(0, 200);
    }
  }
  return {
    status: res.status,
    statements: typeof header === 'string' ? Number(header) : null,
    ...(detail !== undefined ? { detail } : {}),
  };
}

/** One personal API key per member of the large workspace, through the service's own route. */
async function createApiKeys(serviceUrl: string): Promise<string[]> {
  const keys: string[] = [];
  for (const token of TOKENS) {
    const res = await send(
      'POST',
      `${serviceUrl}/api-keys`,
      { authorization: token, 'content-type': 'application/json' },
      JSON.stringify({ name: 'bench', scopes: ['contacts:read', 'contacts:write'] }),
    );
    if (res.status !== 200) throw new Error(`creating a bench API key: ${res.status} ${res.body}`);
    keys.push((JSON.parse(res.body) as { key: string }).key);
  }
  return keys;
}

interface CpuSample {
  at: number;
  server: number | null;
  postgres: Map<number, number> | null;
  machine: number;
}

async function measure(
  server: ServerProcess,
  scenario: Scenario,
  context: ScenarioContext,
  metrics: pg.Client | null,
  onStart?: () => void,
): Promise<Measured> {
  const spec: LoadSpec = {
    url: server.url,
    method: scenario.method,
    paths: scenario.paths(context),
    credentials: credentials(scenario, context),
    headers: scenario.headers,
    body: bodyOf(scenario, context),
    connections: config.connections,
    warmup: config.warmup,
    duration: config.duration,
  };
  const sample = async (): Promise<CpuSample> => ({
    at: performance.now(),
    server: cpuSeconds(server.pid),
    postgres: metrics ? await backendCpu(metrics) : null,
    machine: machineCpuSeconds().busy,
  });
  let begin: Promise<CpuSample> | undefined;
  const result = await loadInChild(spec, () => {
    begin = sample();
    onStart?.();
  });
  const end = await sample();
  const first = await begin!;
  const wall = (end.at - first.at) / 1000;
  const share = (seconds: number) => round((seconds / wall) * 100, 1);
  const server_ =
    end.server !== null && first.server !== null ? share(end.server - first.server) : null;
  let postgres: number | null = null;
  if (end.postgres && first.postgres) {
    let seconds = 0;
    for (const [pid, cpu] of end.postgres) seconds += cpu - (first.postgres.get(pid) ?? 0);
    postgres = share(seconds);
  }
  const machine = share(end.machine - first.machine);
  const loadGenerator = share(result.cpuSeconds);
  const other =
    server_ !== null && postgres !== null
      ? Math.max(0, machine - server_ - postgres - loadGenerator)
      : null;
  return {
    requests: result.requests,
    requests_per_second: result.requestsPerSecond,
    latency_ms: result.latencyMs,
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    status_codes: result.statusCodes,
    cpu_pct: {
      server: server_,
      postgres,
      load_generator: loadGenerator,
      machine,
      other: other === null ? null : round(other, 1),
    },
  };
}

/** CPU seconds used so far by each backend of the bench database (same machine only). */
async function backendCpu(metrics: pg.Client): Promise<Map<number, number>> {
  const { rows } = await metrics.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const seconds = cpuSeconds(pid);
    if (seconds !== null) cpu.set(pid, seconds);
  }
  return cpu;
}

function streamRunLine(r: StreamRun): string {
  const at = (p: StreamRun['commit_to_client_ms']) =>
    p ? `p50 ${p.p50} ms, p99 ${p.p99} ms` : '?';
  return (
    `${r.streams} streams: ${r.events} events, ${r.deliveries} of ${r.expected_deliveries} deliveries; commit to client ` +
    `${at(r.commit_to_client_ms)}; timestamp to client ${at(r.timestamp_to_client_ms)}; ` +
    `${r.streams_ended} ended, ${r.resets} resets; clients ${r.client_cpu_pct ?? '?'} % of a core`
  );
}

function summary(m: Measured): string {
  return `${Math.round(m.requests_per_second)} req/s, p50 ${m.latency_ms.p50} ms, p99 ${m.latency_ms.p99} ms, non-2xx ${m.non_2xx}, errors ${m.errors}`;
}

function isLocal(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'migrations', 'bench'])
      .toString()
      .split('\n')
      .some((line) => line.trim() !== '' && !line.includes('bench/results/'));
    return dirty ? `${sha}+uncommitted` : sha;
  } catch {
    return 'unknown';
  }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

function elapsed(since: number): number {
  return Math.round(performance.now() - since) / 1000;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
