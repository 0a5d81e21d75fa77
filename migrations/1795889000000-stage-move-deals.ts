import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stage move a merge gave its kept contact keeps the contact it was made for (`merged_from`,
 * null for the contact's own moves): the kept contact's timeline shows every move, and the
 * reports that follow a deal's moves one after another (the velocity's stays and its days to a
 * win) follow each deal's own, where the two deals' moves interleaved. The view is written again
 * for its new column (ContactTrash1795864000000). Moves merged before this keep null: nothing
 * says which contact they were made for.
 */
export class StageMoveDeals1795889000000 implements MigrationInterface {
  name = 'StageMoveDeals1795889000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE stage_moves_all ADD merged_from uuid');
    await queryRunner.query(
      'CREATE OR REPLACE VIEW stage_moves AS SELECT * FROM stage_moves_all WHERE NOT in_trash',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP VIEW stage_moves');
    await queryRunner.query('ALTER TABLE stage_moves_all DROP COLUMN merged_from');
    await queryRunner.query(
      'CREATE VIEW stage_moves AS SELECT * FROM stage_moves_all WHERE NOT in_trash',
    );
  }
}
