import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { sharingCustomValueWrites } from '../custom-fields/custom-fields.queries.js';
import { membersAmongSql } from '../workspaces/workspaces.queries.js';
import type { RoutingStrategy } from './routing.rules.js';

/** A routing rule as the API shows it: members who have left are not in `member_ids`. */
export interface RoutingRuleRow {
  strategy: RoutingStrategy;
  member_ids: string[];
  /** Whose turn is next under round robin; null under manual routing or with nobody left. */
  next_member_id: string | null;
  updated_at: Date | null;
}

/**
 * The rotation rule as SQL, written once: the member whose turn `turn` (a bigint, 0 = the first
 * turn ever taken) is among `members` (a uuid[] of those still in the rotation); NULL when there
 * is nobody to pick. Taking turns modulo the current list keeps the split even whatever the count.
 * Arguments are SQL expressions; each is evaluated more than once, so pass columns or placeholders.
 */
export function memberForTurnSql(members: string, turn: string): string {
  return `CASE WHEN cardinality(${members}) > 0 AND ${turn} >= 0
               THEN (${members})[(${turn} % cardinality(${members}))::int + 1] END`;
}

/**
 * A rule (alias `r`) as the API shows it, after SELECT with FROM `r` and
 * `PRESENTED_RULE_MEMBERS`: its rotation without members who have left, and whose turn is next.
 */
const PRESENTED_RULE = `r.strategy, m.ids AS member_ids, r.updated_at,
  CASE WHEN r.strategy = 'round_robin' THEN ${memberForTurnSql('m.ids', 'r.next_index')} END
    AS next_member_id`;

/** The members of the rule `r` still in its workspace, as `m.ids`, in rotation order. */
const PRESENTED_RULE_MEMBERS = `CROSS JOIN LATERAL
  (SELECT ${membersAmongSql('r.member_ids', 'r.workspace_id', 'r.is_demo')} AS ids) m`;

/** The scope's rule; no row when none was ever saved (manual routing). */
export function routingRule(scope: TenantScope): Statement<RoutingRuleRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${PRESENTED_RULE} FROM routing_rules r ${PRESENTED_RULE_MEMBERS}
        WHERE ${tenantScope(p, scope, 'r')}`,
    p.values,
  );
}

/**
 * Saves the scope's rule and answers it as presented. The rotation starts over at its first
 * member when the strategy or the list changes; the same rule saved again keeps its turn.
 */
export function replaceRoutingRule(
  scope: TenantScope,
  rule: { strategy: RoutingStrategy; memberIds: readonly string[]; updatedBy: string },
): Statement<RoutingRuleRow> {
  const p = new SqlParams();
  return statement(
    `WITH r AS (
         INSERT INTO routing_rules AS r (workspace_id, is_demo, strategy, member_ids, next_index, updated_by)
         VALUES (${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(rule.strategy)},
                 ${p.add(rule.memberIds)}::uuid[], 0, ${p.add(rule.updatedBy)})
         ON CONFLICT (workspace_id, is_demo) DO UPDATE
           SET strategy = EXCLUDED.strategy,
               member_ids = EXCLUDED.member_ids,
               next_index = CASE WHEN r.strategy = EXCLUDED.strategy AND r.member_ids = EXCLUDED.member_ids
                                 THEN r.next_index ELSE 0 END,
               updated_by = EXCLUDED.updated_by,
               updated_at = now()
         RETURNING *
       )
       SELECT ${PRESENTED_RULE} FROM r ${PRESENTED_RULE_MEMBERS}`,
    p.values,
  );
}

/**
 * What a creation's turn waits for (a CTE and the condition naming it): the CTE named `when`
 * yielding a row (the creation goes ahead), and, when the statement stores custom values
 * (`storesCustom`), the shared lock their writes take (`sharingCustomValueWrites`), taken here
 * before the rule's row rather than by the insert's trigger after it, as an import's batch holds
 * it from its edits when its creations take their turns. A member's removal takes it alone, then
 * the rule (`releaseFromRotations`): taken after the rule, a creation held the rule while it
 * waited for the removal's lock, and the removal waited for the rule.
 */
function turnTaken(
  p: SqlParams,
  scope: TenantScope,
  when: string,
  storesCustom: boolean,
): { ctes: string; condition: string } {
  if (!storesCustom) return { ctes: '', condition: `EXISTS (SELECT 1 FROM ${when})` };
  return {
    ctes: `custom_writes AS MATERIALIZED (
         SELECT ${sharingCustomValueWrites(p, scope.workspace.id)} FROM ${when}
       ), `,
    condition: 'EXISTS (SELECT 1 FROM custom_writes)',
  };
}

/**
 * Round-robin routing for the `WITH` of the statement that creates a contact: two CTEs, `turn`
 * takes the next turn (only when the CTE named `when` yields a row, i.e. the creation goes ahead:
 * `turnTaken`) and `routed` yields its owner (`owner_id`): the member whose turn it is, skipping
 * members who have left, NULL with nobody left. No row under manual routing. The UPDATE's row
 * lock serialises concurrent creations, so each gets its own turn; a creation that fails gives its
 * turn back with the rest of the statement.
 */
export function routedOwnerCtes(
  p: SqlParams,
  scope: TenantScope,
  when: string,
  storesCustom: boolean,
): string {
  const taken = turnTaken(p, scope, when, storesCustom);
  return `${taken.ctes}turn AS (
         UPDATE routing_rules r SET next_index = r.next_index + 1
          WHERE ${tenantScope(p, scope, 'r')}
            AND r.strategy = 'round_robin' AND ${taken.condition}
         RETURNING r.workspace_id, r.is_demo, r.member_ids, r.next_index - 1 AS taken
       ), routed AS (
         SELECT ${memberForTurnSql('m.ids', 'turn.taken')} AS owner_id
           FROM turn CROSS JOIN LATERAL
                (SELECT ${membersAmongSql('turn.member_ids', 'turn.workspace_id', 'turn.is_demo')} AS ids) m
       )`;
}

/**
 * `routedOwnerCtes` for a statement that creates `count` contacts (an SQL expression, evaluated
 * more than once): `turn` takes `count` turns at once, and `routed` yields the owner of each,
 * `(turn, owner_id)` with turn 1 to `count`, in the order the turns are taken.
 */
export function routedOwnersCtes(
  p: SqlParams,
  scope: TenantScope,
  when: string,
  count: string,
  storesCustom: boolean,
): string {
  const taken = turnTaken(p, scope, when, storesCustom);
  return `${taken.ctes}turn AS (
         UPDATE routing_rules r SET next_index = r.next_index + ${count}
          WHERE ${tenantScope(p, scope, 'r')}
            AND r.strategy = 'round_robin' AND ${taken.condition}
         RETURNING r.workspace_id, r.is_demo, r.member_ids, r.next_index - ${count} AS first_taken
       ), routed AS (
         SELECT g.turn, ${memberForTurnSql('m.ids', '(turn.first_taken + g.turn - 1)')} AS owner_id
           FROM turn CROSS JOIN LATERAL
                (SELECT ${membersAmongSql('turn.member_ids', 'turn.workspace_id', 'turn.is_demo')} AS ids
                  -- Kept a subquery (OFFSET 0), so the members are read once, not once per turn.
                  OFFSET 0) m
                CROSS JOIN generate_series(1, ${count}::int) AS g(turn)
       )`;
}

/**
 * Takes member `userId`, who is leaving, out of the workspace's rotations (its own and its demo
 * one), keeping whose turn is next: the members after the leaver move up a place, so the turn
 * index moves back one when the leaver came before it; the leaver's own turn passes to the next.
 * Run before the member goes: the row lock it takes makes a creation routed meanwhile either
 * pick before the change (and have its contact released with the rest) or after it.
 */
export function releaseFromRotations(workspaceId: string, userId: string): Statement {
  const p = new SqlParams();
  const leaver = `${p.add(userId)}::uuid`;
  return statement(
    `UPDATE routing_rules r
        SET (member_ids, next_index) = (
          SELECT array_remove(m.ids, ${leaver}),
                 CASE WHEN cardinality(m.ids) = 0 THEN 0
                      WHEN array_position(m.ids, ${leaver}) - 1 < r.next_index % cardinality(m.ids)
                      THEN r.next_index % cardinality(m.ids) - 1
                      ELSE r.next_index % cardinality(m.ids) END
            FROM (SELECT ${membersAmongSql('r.member_ids', 'r.workspace_id', 'r.is_demo')} AS ids) m)
      WHERE r.workspace_id = ${p.add(workspaceId)} AND ${leaver} = ANY (r.member_ids)`,
    p.values,
  );
}

/** A workspace's demo rule: round robin over `memberIds`, from the first of them. */
export function upsertDemoRoutingRule(
  workspaceId: string,
  memberIds: readonly string[],
): Statement {
  const p = new SqlParams();
  return statement(
    `INSERT INTO routing_rules (workspace_id, is_demo, strategy, member_ids)
       VALUES (${p.add(workspaceId)}, true, 'round_robin', ${p.add(memberIds)}::uuid[])
       ON CONFLICT (workspace_id, is_demo) DO UPDATE
         SET strategy = EXCLUDED.strategy, member_ids = EXCLUDED.member_ids, next_index = 0`,
    p.values,
  );
}

/** Removes every workspace's demo rule. */
export function deleteDemoRoutingRules(): Statement {
  return statement(`DELETE FROM routing_rules WHERE is_demo`);
}
