import { SqlParams, type TenantScope } from '../../database/sql.js';
import { contactScope } from '../../database/visibility.js';
import { type Statement, statement } from '../../database/statement.js';
import type { Stage } from '../../tenancy/stages.js';
import { CONTACTS_TABLE } from '../contacts/contact-columns.js';
import {
  isUnfiltered,
  type OwnedFilter,
  ownedFilterConditions,
} from '../contacts/query/contact-conditions.queries.js';

/**
 * Per stage of `stages`, how many distinct contacts moved into it in [from, to) (entries into
 * the pipeline included, `from_stage` null) since the stage was added (`since`: a key a removed
 * stage had starts afresh), of those `filter` keeps: the pipeline report's `entered`. Stages
 * nobody entered are absent.
 *
 * The (stage, contact) pairs are made distinct first and then counted: both steps hash, where
 * `count(DISTINCT contact_id) ... GROUP BY to_stage` sorts every move of the period. The columns
 * it reads are all in stage_moves_report_idx, so the moves come from an index-only scan
 * (migration CoveringReportIndex), a member who sees only some owners' contacts included: each
 * move carries its contact's owner (migration StageMoveOwners).
 */
export function stageEntries(
  scope: TenantScope,
  range: { from: Date; to: Date },
  stages: readonly StageStart[],
  filter: OwnedFilter = { where: { op: 'and', nodes: [] } },
): Statement<{ stage: string; contacts: number }> {
  const p = new SqlParams();
  const where = [
    contactScope(p, scope, 'm'),
    `m.moved_at >= ${p.add(range.from)}`,
    `m.moved_at < ${p.add(range.to)}`,
    `m.moved_at >= s.since`,
  ];
  // A filter keeps the moves of the contacts it keeps, as they are now.
  if (!isUnfiltered(filter)) {
    where.push(`EXISTS (SELECT 1 FROM ${CONTACTS_TABLE}
                 WHERE c.id = m.contact_id AND ${ownedFilterConditions(p, scope, filter).join(' AND ')})`);
  }
  return statement(
    `SELECT entries.stage, count(*)::int AS contacts
     FROM (SELECT DISTINCT m.to_stage AS stage, m.contact_id
             FROM stage_moves m JOIN ${stageStarts(p, stages, 's')} ON s.key = m.to_stage
            WHERE ${where.join(' AND ')}
          ) AS entries
    GROUP BY entries.stage`,
    p.values,
  );
}

/** A stage as the reports bound its moves: its key, and when it was added (`Stage.since`). */
export type StageStart = Pick<Stage, 'key' | 'since'>;

/**
 * `stages` as rows `alias(key, since)` to join moves to: a stage's moves count from its `since`,
 * and from the start of time without one.
 */
export function stageStarts(p: SqlParams, stages: readonly StageStart[], alias: string): string {
  const keys = p.add(stages.map((s) => s.key));
  const since = p.add(stages.map((s) => s.since ?? '-infinity'));
  return `unnest(${keys}::text[], ${since}::timestamptz[]) AS ${alias}(key, since)`;
}
