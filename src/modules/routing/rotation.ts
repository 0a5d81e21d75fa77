import { membersAmongSql } from '../workspaces/workspaces.queries.js';

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
 * Round-robin routing for the `WITH` of the statement that creates a contact: two CTEs, `turn`
 * takes the next turn (only when the CTE named `when` yields a row, i.e. the creation goes ahead)
 * and `routed` yields its owner (`owner_id`): the member whose turn it is, skipping members who
 * have left, NULL with nobody left. No row under manual routing. `workspace` and `demo` are the
 * scope's placeholders. The UPDATE's row lock serialises concurrent creations, so each gets its
 * own turn; a creation that fails gives its turn back with the rest of the statement.
 */
export function routedOwnerCtes(workspace: string, demo: string, when: string): string {
  return `turn AS (
         UPDATE routing_rules r SET next_index = r.next_index + 1
          WHERE r.workspace_id = ${workspace} AND r.is_demo = ${demo}
            AND r.strategy = 'round_robin' AND EXISTS (SELECT 1 FROM ${when})
         RETURNING r.member_ids, r.next_index - 1 AS taken
       ), routed AS (
         SELECT ${memberForTurnSql('m.ids', 'turn.taken')} AS owner_id
           FROM turn CROSS JOIN LATERAL
                (SELECT ${membersAmongSql('turn.member_ids', workspace, demo)} AS ids) m
       )`;
}
