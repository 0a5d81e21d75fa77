import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Takes members who left out of the routing rules that still list them. Routing skipped them
 * when taking turns, but the turn was counted over the members still there, so a removal moved
 * the next turn past someone; and `GET /routing` left them out, so saving its rule back counted
 * as a change and restarted the rotation. A removal now takes the member out of the rule itself
 * (`releaseFromRotations`). The next turn stays with whom it was. Not undone: a leaver is gone.
 */
export class RotationsWithoutLeavers1795897000000 implements MigrationInterface {
  name = 'RotationsWithoutLeavers1795897000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const members = `ARRAY(SELECT m.id FROM unnest(r.member_ids) WITH ORDINALITY AS m(id, ord)
       WHERE EXISTS (SELECT 1 FROM users u
                      WHERE u.id = m.id AND u.workspace_id = r.workspace_id AND (NOT u.is_demo OR r.is_demo))
       ORDER BY m.ord)`;
    await queryRunner.query(
      `UPDATE routing_rules r
          SET (member_ids, next_index) = (
            SELECT m.ids, CASE WHEN cardinality(m.ids) = 0 THEN 0
                               ELSE r.next_index % cardinality(m.ids) END
              FROM (SELECT ${members} AS ids) m)
        WHERE r.member_ids <> ${members}`,
    );
  }

  async down(): Promise<void> {
    // A leaver is gone.
  }
}
