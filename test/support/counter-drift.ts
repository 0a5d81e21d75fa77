import type { TestApp } from './test-app.js';

/** No owner as a zero uuid: a join never matches NULL with NULL. */
const OWNER = `coalesce(owner_id, '00000000-0000-0000-0000-000000000000') AS owner`;

/**
 * Every (workspace, demo, stage, owner, currency) whose kept stage totals differ from a count of
 * the contacts themselves; of one workspace when `workspaceId` is given, else of all.
 */
export function stageTotalsDrift(t: TestApp, workspaceId?: string): Promise<unknown[]> {
  const key = `workspace_id, is_demo, stage, ${OWNER}, currency`;
  const of = workspaceId === undefined ? '' : 'WHERE workspace_id = $1';
  return t.db.query(
    `WITH kept AS (
       SELECT ${key}, sum(contacts) AS n, sum(value_cents) AS v,
              sum(stage_probability_value_cents) AS sv, sum(own_probability_weighted) AS ow
         FROM contact_stage_totals ${of} GROUP BY 1, 2, 3, 4, 5
       HAVING sum(contacts) <> 0 OR sum(value_cents) <> 0
           OR sum(stage_probability_value_cents) <> 0 OR sum(own_probability_weighted) <> 0),
     actual AS (
       SELECT ${key}, count(*) AS n, sum(value_cents) AS v,
              sum(value_cents) FILTER (WHERE probability IS NULL) AS sv,
              coalesce(sum(value_cents * probability), 0) AS ow
         FROM contacts ${of} GROUP BY 1, 2, 3, 4, 5)
     SELECT * FROM kept FULL JOIN actual USING (workspace_id, is_demo, stage, owner, currency)
      WHERE kept.n IS DISTINCT FROM actual.n OR kept.v IS DISTINCT FROM actual.v
         OR kept.sv IS DISTINCT FROM coalesce(actual.sv, 0)
         OR kept.ow IS DISTINCT FROM actual.ow`,
    workspaceId === undefined ? [] : [workspaceId],
  );
}

/** Every key of a workspace whose open follow-up counters differ from a count of its follow-ups. */
export function openCountsDrift(t: TestApp, workspaceId: string): Promise<unknown[]> {
  return t.db.query(
    `WITH kept AS (
       SELECT is_demo, hour, ${OWNER}, sum(open)::int AS n
         FROM followup_open_counts WHERE workspace_id = $1 GROUP BY 1, 2, 3
       HAVING sum(open) <> 0),
     actual AS (
       SELECT is_demo, date_trunc('hour', scheduled_for, 'UTC') AS hour, ${OWNER}, count(*)::int AS n
         FROM followups WHERE workspace_id = $1 AND completed_at IS NULL GROUP BY 1, 2, 3)
     SELECT is_demo, hour, owner, kept.n AS counted, actual.n AS open
       FROM kept FULL JOIN actual USING (is_demo, hour, owner)
      WHERE kept.n IS DISTINCT FROM actual.n`,
    [workspaceId],
  );
}
