import { EXPLAINED_QUERIES, type Scope } from './baseline/queries.js';
import { withClient } from './database.js';

/** Tables that must never be read by a sequential scan in a list or report plan. */
const WATCHED_TABLES = ['contacts', 'interactions', 'followups', 'stage_moves'];

export interface PlanReport {
  name: string;
  scenario: string;
  status: 'explained' | 'missing route' | 'not mirrored in bench/baseline/queries.ts';
  execution_ms: number | null;
  seq_scans: string[];
  /** The index the plan must read (ExplainedQuery.index), and whether it does. */
  expected_index: string | null;
  reads_expected_index: boolean | null;
  plan: string[];
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the report's queries for the large workspace. Each runs twice and
 * the second, warm run is kept: the load measures a warm cache too.
 */
export async function explainQueries(
  url: string,
  scope: Scope,
  missingScenarios: ReadonlySet<string>,
): Promise<PlanReport[]> {
  return withClient(url, async (client) => {
    const reports: PlanReport[] = [];
    for (const query of EXPLAINED_QUERIES) {
      const base = {
        name: query.name,
        scenario: query.scenario,
        execution_ms: null,
        seq_scans: [],
        expected_index: query.index ?? null,
        reads_expected_index: null,
      };
      if (missingScenarios.has(query.scenario)) {
        reports.push({ ...base, status: 'missing route', plan: [] });
        continue;
      }
      if (!query.statement) {
        reports.push({ ...base, status: 'not mirrored in bench/baseline/queries.ts', plan: [] });
        continue;
      }
      const statement = query.statement(scope);
      const explain = `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`;
      await client.query(explain, [...statement.values]);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(explain, [...statement.values]);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const executionMs = Number(
        /Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? Number.NaN,
      );
      const seqScans = plan
        .map((line) => /Seq Scan on (\w+)/.exec(line)?.[1])
        .filter((table): table is string => table !== undefined && WATCHED_TABLES.includes(table));
      reports.push({
        ...base,
        status: 'explained',
        execution_ms: executionMs,
        seq_scans: seqScans,
        reads_expected_index: query.index
          ? plan.some((line) => new RegExp(`(?:on|using) ${query.index}\\b`).test(line))
          : null,
        plan,
      });
    }
    return reports;
  });
}
