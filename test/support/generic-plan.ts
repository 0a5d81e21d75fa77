import type { Statement } from '../../src/database/statement.js';
import type { TestApp } from './test-app.js';

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`, with the fields the plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** The node and every node under it. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** A value as a literal of EXECUTE: the prepared statement's parameter types read it. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `'{${value.join(',')}}'`;
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  return String(value);
}

/**
 * The plan PostgreSQL keeps for `statement` once prepared: the generic one, blind to the values,
 * run with them.
 */
export async function genericPlan(t: TestApp, statement: Statement<unknown>): Promise<PlanNode> {
  return t.db.transaction(async (manager) => {
    await manager.query('SET LOCAL plan_cache_mode = force_generic_plan');
    await manager.query(`PREPARE generic_plan AS ${statement.text}`);
    try {
      const [row] = await manager.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
        `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE generic_plan(${statement.values.map(literal).join(', ')})`,
      );
      return row['QUERY PLAN'][0].Plan;
    } finally {
      await manager.query('DEALLOCATE generic_plan');
    }
  });
}
