import { SqlParams, type TenantScope } from '../../database/sql.js';
import { contactScope } from '../../database/visibility.js';
import { type Statement, statement } from '../../database/statement.js';

/**
 * Per target stage, how many distinct contacts moved into it in [from, to) (entries into the
 * pipeline included, `from_stage` null): the pipeline report's `entered`. Stages nobody entered
 * are absent.
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
): Statement<{ stage: string; contacts: number }> {
  const p = new SqlParams();
  return statement(
    `SELECT entries.stage, count(*)::int AS contacts
     FROM (SELECT DISTINCT m.to_stage AS stage, m.contact_id
             FROM stage_moves m
            WHERE ${contactScope(p, scope, 'm')} AND m.moved_at >= ${p.add(range.from)} AND m.moved_at < ${p.add(range.to)}
          ) AS entries
    GROUP BY entries.stage`,
    p.values,
  );
}
