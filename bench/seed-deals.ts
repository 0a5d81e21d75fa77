import type pg from 'pg';
import type { Counts } from './dataset.js';
import {
  CUSTOM_FIELDS_WORKSPACE_ID,
  LARGE_WORKSPACE_ID,
  REPORT_WINDOW_GUARD_DAYS,
} from './dataset.js';
import { DEFAULT_STAGES, type StageDefinition, type StageKind } from '../src/tenancy/stages.js';

/*
 * The deals part: the large workspace and its custom-field twin as a team with two pipelines
 * forecasts with. A second pipeline (SECOND_PIPELINE) takes one contact in ten, its stage moves
 * renamed alike; one deal in five is in dollars, one open deal in eight has a probability of its
 * own, lost deals have a reason, won and lost ones close at their move into that stage, and open
 * deals created in the last REPORT_WINDOW_GUARD_DAYS expect to close within 90 days of their
 * creation. The contacts beyond the scale-1 count are all older than that, and closed before it,
 * so the forecast and a win rate over the last 30 days read the same deals at every scale, as the
 * pipeline report does. A part of its own: a data set stored before it gains it alone.
 */

/** The large workspace's second pipeline (`GET /board?pipeline=renewals`). */
export const SECOND_PIPELINE = { key: 'renewals', name: 'Renewals' };

export const SECOND_PIPELINE_STAGES: readonly StageDefinition[] = [
  { key: 'renewal-due', label: 'Renewal due', kind: 'open', probability: 50, rotting_days: null },
  { key: 'renewal-talks', label: 'In talks', kind: 'open', probability: 75, rotting_days: null },
  { key: 'renewed', label: 'Renewed', kind: 'won', probability: 100, rotting_days: null },
  { key: 'churned', label: 'Churned', kind: 'lost', probability: 0, rotting_days: null },
];

/** Where a contact of the default pipeline goes in the second one. */
export const MOVED_TO: Record<string, string> = {
  lead: 'renewal-due',
  contacted: 'renewal-talks',
  qualified: 'renewal-talks',
  proposal: 'renewal-talks',
  negotiation: 'renewal-talks',
  won: 'renewed',
  lost: 'churned',
};

/** A byte of the contact's random id: a stable draw per contact, whatever the seed. */
const draw = (byte: number) => `get_byte(uuid_send(c.id), ${byte})`;

/** Seeds the part in the caller's transaction; returns the rows written. */
export async function seedDeals(client: pg.Client, anchor: Date, _counts: Counts): Promise<number> {
  const workspaces = [LARGE_WORKSPACE_ID, CUSTOM_FIELDS_WORKSPACE_ID];
  let rows = 0;
  const count = async (sql: string, params: unknown[] = []) => {
    rows += (await client.query(sql, params)).rowCount ?? 0;
  };
  await count(
    `UPDATE workspaces
        SET pipelines = pipelines || jsonb_build_array(jsonb_build_object(
              'id', gen_random_uuid(), 'key', $2::text, 'name', $3::text)),
            stages = stages || $4::jsonb
      WHERE id = ANY($1::uuid[])`,
    [
      workspaces,
      SECOND_PIPELINE.key,
      SECOND_PIPELINE.name,
      JSON.stringify(SECOND_PIPELINE_STAGES.map((s) => ({ ...s, pipeline: SECOND_PIPELINE.key }))),
    ],
  );
  /** The stage map as a relation `m`, from the parameters $first and the next. */
  const map = (first: number) =>
    `unnest($${first}::text[], $${first + 1}::text[]) AS m(from_stage, to_stage)`;
  const mapParams = [Object.keys(MOVED_TO), Object.values(MOVED_TO)];
  await client.query(
    `CREATE TEMP TABLE bench_moved ON COMMIT DROP AS
     SELECT c.id FROM contacts c WHERE c.workspace_id = ANY($1::uuid[]) AND ${draw(15)} % 10 = 0`,
    [workspaces],
  );
  await client.query('CREATE INDEX ON bench_moved (id)');
  await count(
    `UPDATE contacts c SET stage = m.to_stage FROM bench_moved b, ${map(1)}
      WHERE c.id = b.id AND c.stage = m.from_stage`,
    mapParams,
  );
  for (const column of ['from_stage', 'to_stage']) {
    await count(
      `UPDATE stage_moves s SET ${column} = m.to_stage FROM bench_moved b, ${map(2)}
        WHERE s.contact_id = b.id AND s.workspace_id = ANY($1::uuid[]) AND s.${column} = m.from_stage`,
      [workspaces, ...mapParams],
    );
  }
  const stages = [...DEFAULT_STAGES, ...SECOND_PIPELINE_STAGES];
  const ofKind = (...kinds: StageKind[]) =>
    stages.filter((s) => kinds.includes(s.kind)).map((s) => s.key);
  await count(
    `UPDATE contacts c
        SET currency = CASE WHEN ${draw(14)} % 5 = 0 THEN 'USD' ELSE 'EUR' END,
            probability = CASE WHEN c.stage = ANY($2::text[]) AND ${draw(14)} % 8 = 1
                               THEN 30 + ${draw(13)} % 60 END,
            expected_close_date = CASE
              WHEN c.stage = ANY($2::text[])
               AND c.created_at > $3::timestamptz - $4::int * interval '1 day'
              THEN (c.created_at + (${draw(13)} % 90) * interval '1 day')::date END
      WHERE c.workspace_id = ANY($1::uuid[])`,
    [workspaces, ofKind('open'), anchor, REPORT_WINDOW_GUARD_DAYS],
  );
  // Closed at the move into their stage (the twin has no moves: at its creation), as the
  // migration DealFields closed the deals it found.
  await count(
    `UPDATE contacts c
        SET closed_at = coalesce((SELECT max(m.moved_at) FROM stage_moves m
                                   WHERE m.contact_id = c.id AND m.to_stage = c.stage), c.created_at)
      WHERE c.workspace_id = ANY($1::uuid[]) AND c.stage = ANY($2::text[])`,
    [workspaces, ofKind('won', 'lost')],
  );
  // A reason on four lost deals in five; after the stages, as the closing trigger keeps a reason
  // only in a lost stage.
  await count(
    `UPDATE contacts c SET lost_reason = (w.lost_reasons)[1 + ${draw(12)} % 5]
       FROM workspaces w
      WHERE w.id = c.workspace_id AND c.workspace_id = ANY($1::uuid[]) AND c.stage = ANY($2::text[])`,
    [workspaces, ofKind('lost')],
  );
  // The earliest open follow-up, which the follow-ups' triggers keep (off while a superuser seeds).
  await count(
    `UPDATE contacts c SET next_followup_at = f.at
       FROM (SELECT contact_id, min(scheduled_for) AS at FROM followups
              WHERE workspace_id = ANY($1::uuid[]) AND completed_at IS NULL GROUP BY contact_id) f
      WHERE c.id = f.contact_id`,
    [workspaces],
  );
  // The board's counters, as after the core's load (its triggers may have been off).
  await client.query('SELECT contact_stage_totals_rebuild()');
  return rows;
}
