import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each owner's contacts of a stage, most recently active first, along an index: a member who sees
 * only some owners' contacts reads a board column owner by owner (`visibleColumnRows`), no
 * further than its cards, where the stage index read past the other owners' rows. The contacts
 * of nobody are keyed by an id no user has, so that they too are an equality that orders the
 * scan by the columns after it.
 */
export class OwnerStageIndex1795871000000 implements MigrationInterface {
  name = 'OwnerStageIndex1795871000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX contacts_owner_stage_idx ON contacts_all
         (coalesce(owner_id, '00000000-0000-0000-0000-000000000000'::uuid), workspace_id, is_demo,
          stage, last_activity_at, id)
         WHERE deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX contacts_owner_stage_idx');
  }
}
