/** Everything the benchmark reads from the environment, with the defaults it is documented with. */
function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

/** A plain identifier: it is interpolated into CREATE/DROP DATABASE. */
function databaseNameFromEnv(): string {
  const name = process.env.BENCH_DATABASE || 'crm_bench';
  if (!/^[a-z_][a-z0-9_]{0,49}$/.test(name)) {
    throw new Error('BENCH_DATABASE must be lower-case letters, digits and _ (at most 50)');
  }
  return name;
}

const databaseName = databaseNameFromEnv();

/** `BENCH_SCALES=1,10`: the scales one run measures in turn; else `BENCH_SCALE` alone. */
function scalesFromEnv(): number[] {
  const raw = process.env.BENCH_SCALES;
  if (raw === undefined || raw.trim() === '') return [Math.max(1, intFromEnv('BENCH_SCALE', 1))];
  const scales = raw.split(',').map((part) => Number(part.trim()));
  if (scales.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('BENCH_SCALES must be comma-separated whole numbers >= 1, e.g. 1,10');
  }
  return [...new Set(scales)].sort((a, b) => a - b);
}

/** The stored data set of a scale: `<name>_template` at 1, `<name>_x10_template` at 10. */
export function templateNameFor(scale: number): string {
  return scale === 1 ? `${databaseName}_template` : `${databaseName}_x${scale}_template`;
}

export const config = {
  /** Seconds of measured load per scenario. */
  duration: intFromEnv('BENCH_DURATION', 10),
  /** Seconds of load before each measurement, discarded (JIT, pool, caches). */
  warmup: intFromEnv('BENCH_WARMUP', 3),
  connections: intFromEnv('BENCH_CONNECTIONS', 50),
  /** Service/baseline pairs per scenario; the median ratio is reported. */
  rounds: Math.max(1, intFromEnv('BENCH_ROUNDS', 1)),
  /** Same pool size for the service and the baseline. */
  poolSize: intFromEnv('DATABASE_POOL_SIZE', 20),
  bootRuns: intFromEnv('BENCH_BOOT_RUNS', 5),
  /** A data set older than this is seeded again: dormancy and agenda buckets are relative to now. */
  maxDatasetAgeHours: intFromEnv('BENCH_DATASET_MAX_AGE_HOURS', 24),
  reseed: process.env.BENCH_RESEED === 'true',
  /** Multipliers of the large workspace (`BENCH_SCALE`, or several with `BENCH_SCALES`). */
  scales: scalesFromEnv(),
  /**
   * Comma-separated scenario names to run, each a part of a name or, after `=`, a whole one
   * (`wanted`); empty runs them all.
   */
  only: scenarioList(process.env.BENCH_SCENARIOS ?? ''),
  /** Extra node flags for the service under load, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
  serviceNodeArgs: (process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean),
  /** The same for the baseline under load, to profile both sides of a comparison. */
  baselineNodeArgs: (process.env.BENCH_BASELINE_NODE_ARGS ?? '').split(' ').filter(Boolean),
  /** New contacts the data operations' import uploads; 0 leaves export and import out. */
  importRows: intFromEnv('BENCH_IMPORT_ROWS', 20_000),
  /** Free text stored with the results, e.g. what else ran on the machine. */
  note: process.env.BENCH_NOTE ?? '',
  databaseUrl: process.env.DATABASE_URL || undefined,
  /** The bench database; each scale's seeded data set is kept apart (`templateNameFor`). */
  databaseName,
  embeddedDir: process.env.BENCH_EMBEDDED_DB_DIR ?? './bench/data/postgres',
  embeddedPort: intFromEnv('BENCH_EMBEDDED_DB_PORT', 29139),
  // Below Linux's ephemeral range (32768+), where outgoing connections could hold the port.
  servicePort: intFromEnv('BENCH_PORT', 29100),
  baselinePort: intFromEnv('BENCH_BASELINE_PORT', 29101),
  probePort: intFromEnv('BENCH_PROBE_PORT', 29102),
  /** Where the results are written (`BENCH_RESULTS`), e.g. a run kept apart from latest.json. */
  resultsFile: process.env.BENCH_RESULTS || 'bench/results/latest.json',
};

/**
 * BENCH_SCENARIOS's entries: split at each comma not followed by a space, as a scenario's name
 * has one (`GET /board, group visibility`).
 */
export function scenarioList(value: string): string[] {
  return value
    .split(/,(?! )/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Whether `only` (BENCH_SCENARIOS's entries) asks for the scenario `name`: an entry names the
 * scenarios it is a part of, or after `=` the one it equals (`=GET /board` leaves out
 * `GET /board, group visibility`).
 */
export function wanted(name: string, only: readonly string[]): boolean {
  return (
    only.length === 0 ||
    only.some((o) => (o.startsWith('=') ? name === o.slice(1) : name.includes(o)))
  );
}
