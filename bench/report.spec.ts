import { describe, expect, it } from '@jest/globals';
import { medianRound, type Measured, type RoundResult, type ScenarioReport } from './report.js';
import {
  compareScales,
  cpuMsPerRequest,
  growthTargets,
  scaleTable,
  type ScaleRun,
} from './scale-report.js';

const measured = (rps: number) => ({ requests_per_second: rps }) as Measured;
const pair = (service: number, baseline: number): RoundResult => ({
  service: measured(service),
  baseline: measured(baseline),
  ratio: service / baseline,
});

describe('bench rounds', () => {
  it("reports the round with the median ratio, with that round's own figures", () => {
    const slow = pair(600, 1000);
    const middle = pair(850, 1000);
    const fast = pair(900, 800);
    expect(medianRound([fast, slow, middle])).toBe(middle);
  });

  it('takes the lower middle round of an even count, and the only round of one', () => {
    const low = pair(700, 1000);
    const high = pair(900, 1000);
    expect(medianRound([high, low])).toBe(low);
    expect(medianRound([high])).toBe(high);
    expect(() => medianRound([])).toThrow('no rounds');
  });
});

const run = (rps: number, postgresPct: number | null, serverPct = 50) =>
  ({
    requests_per_second: rps,
    latency_ms: { p50: 10, p99: 20 },
    cpu_pct: { server: serverPct, postgres: postgresPct },
  }) as Measured;

const scenario = (name: string, kind: 'read' | 'write', service?: Measured) =>
  ({ name, kind, status: 'measured', service }) as ScenarioReport;

const scaleRun = (
  scale: number,
  scenarios: ScenarioReport[],
  window = { moves: 100, entries: 90 },
): ScaleRun =>
  ({
    scale,
    scenarios,
    report_window: { from: '2026-10-28T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', ...window },
  }) as ScaleRun;

describe('bench scales side by side', () => {
  it('gives CPU milliseconds a request from a share of one core', () => {
    // 50 % of a core is 500 ms a second; over 1,000 requests a second, 0.5 ms each.
    expect(cpuMsPerRequest(50, run(1000, 50))).toBe(0.5);
    expect(cpuMsPerRequest(null, run(1000, null))).toBeNull();
    expect(cpuMsPerRequest(50, run(0, 50))).toBeNull();
  });

  it('puts each scenario of every scale in one row, smallest scale first, with the PG CPU ratio', () => {
    const large = scaleRun(10, [
      scenario('GET /me', 'read', run(1000, 20)),
      scenario('GET /agenda', 'read', run(400, 40)),
    ]);
    const small = scaleRun(1, [
      scenario('GET /me', 'read', run(1000, 16)),
      scenario('GET /agenda', 'read', run(500, 10)),
      scenario('GET /board', 'read'),
    ]);
    const rows = compareScales([large, small]);
    expect(rows.map((r) => r.scenario)).toEqual(['GET /me', 'GET /agenda', 'GET /board']);
    expect(rows[0].scales.map((s) => s.scale)).toEqual([1, 10]);
    expect(rows[0].postgres_cpu_ratio).toBe(1.25);
    // 0.2 ms at scale 1, 1 ms at scale 10.
    expect(rows[1].scales.map((s) => s.postgres_cpu_ms)).toEqual([0.2, 1]);
    expect(rows[1].postgres_cpu_ratio).toBe(5);
    // Not measured at any scale (a missing route): no figures, no ratio.
    expect(rows[2]).toMatchObject({ scales: [], postgres_cpu_ratio: null });
  });

  it('holds reads to 1.25x, skips writes, and judges the report by the activity in its period', () => {
    const reads = (reportPct: number, agendaPct: number) => [
      scenario('GET /me', 'read', run(1000, 16)),
      scenario('GET /agenda', 'read', run(1000, agendaPct)),
      scenario('GET /reports/pipeline', 'read', run(1000, reportPct)),
      scenario('POST /contacts', 'write', run(1000, 90)),
    ];
    const small = scaleRun(1, reads(30, 16));
    const runs = [small, scaleRun(10, reads(60, 21))];
    const targets = growthTargets(compareScales(runs), runs);
    expect(targets.map((t) => [t.target, t.met])).toEqual([
      ['GET /me: PostgreSQL CPU a request at scale 10 <= 1.25x scale 1', true],
      ['GET /agenda: PostgreSQL CPU a request at scale 10 <= 1.25x scale 1', false],
      ['GET /reports/pipeline: the same activity in its period at scale 1 and 10', true],
    ]);
    expect(targets[1].value).toBe('1.31x');
    expect(targets[2].value).toContain('2x');

    const busier = [small, scaleRun(10, reads(30, 16), { moves: 1000, entries: 900 })];
    expect(growthTargets(compareScales(busier), busier)[2].met).toBe(false);
    expect(growthTargets(compareScales([small]), [small])).toEqual([]);
  });

  it('holds a write to 1.25x when it asks for it', () => {
    const write = (postgresPct: number) => ({
      ...scenario('POST /contacts, 20 custom fields', 'write', run(1000, postgresPct)),
      growth_target: true as const,
    });
    const runs = [scaleRun(1, [write(40)]), scaleRun(10, [write(60)])];
    const comparison = compareScales(runs);
    expect(comparison[0].judged).toBe(true);
    expect(growthTargets(comparison, runs)).toEqual([
      {
        target:
          'POST /contacts, 20 custom fields: PostgreSQL CPU a request at scale 10 <= 1.25x scale 1',
        value: '1.5x',
        met: false,
      },
    ]);
    expect(scaleTable(comparison, [1, 10]).split('\n')[2]).toContain('1.50x (over)');
  });

  it('shows a read whose matches grow with the data, without judging it', () => {
    const count = (postgresPct: number) => ({
      ...scenario('GET /contacts/count, 2 filters', 'read', run(1000, postgresPct)),
      matches_grow: true as const,
    });
    const runs = [scaleRun(1, [count(20)]), scaleRun(10, [count(200)])];
    const comparison = compareScales(runs);
    expect(comparison[0]).toMatchObject({ judged: false, matches_grow: true });
    expect(growthTargets(comparison, runs)).toEqual([
      {
        target:
          'GET /contacts/count, 2 filters: its matches grow with the data, PostgreSQL CPU a request at scale 10 against scale 1 shown, not judged',
        value: '10x',
        met: null,
      },
    ]);
    expect(scaleTable(comparison, [1, 10]).split('\n')[2]).toContain('10.00x (matches grow)');
  });

  it('prints one row a scenario, each scale in its own columns', () => {
    const runs = [
      scaleRun(1, [scenario('GET /me', 'read', run(2000, 20))]),
      scaleRun(10, [scenario('GET /me', 'read', run(1000, 20))]),
    ];
    const table = scaleTable(compareScales(runs), [10, 1]).split('\n');
    expect(table[0]).toContain('| x1 req/s |');
    expect(table[0].indexOf('x1 req/s')).toBeLessThan(table[0].indexOf('x10 req/s'));
    expect(table[2]).toBe(
      '| `GET /me` | 2,000 | 10 | 20 | 0.10 | 1,000 | 10 | 20 | 0.20 | 2.00x (over) |',
    );
  });
});
