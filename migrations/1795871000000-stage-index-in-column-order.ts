import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stage index in a board column's order, (stage, last_activity_at, id), so that any plan of
 * a column reads it backward and stops at its cards, with nothing to sort: a plan prepared for
 * every member, blind to how many of a stage's contacts a member sees, then still stops early
 * (a generic plan guessing one match sorted a whole stage). `value_cents` is carried (INCLUDE),
 * so the per-stage counts and sums over a value still read the index alone.
 */
export class StageIndexInColumnOrder1795871000000 implements MigrationInterface {
  name = 'StageIndexInColumnOrder1795871000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX contacts_stage_idx');
    await queryRunner.query(
      `CREATE INDEX contacts_stage_idx ON contacts_all
         (workspace_id, is_demo, stage, last_activity_at, id) INCLUDE (value_cents)
         WHERE deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX contacts_stage_idx');
    await queryRunner.query(
      `CREATE INDEX contacts_stage_idx ON contacts_all
         (workspace_id, is_demo, stage, last_activity_at, value_cents) WHERE deleted_at IS NULL`,
    );
  }
}
