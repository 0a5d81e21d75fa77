import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A move between two stages that a pipeline change made one (merged, or renamed into each
 * other's key) was rewritten into a move from that stage to itself, which the velocity report
 * counted as a stay ended and the timeline showed. The rename now drops such a move
 * (`renameStageMoves`); this drops those stored before. Nothing else writes one: moving a
 * contact to its own stage changes nothing. Not undone: the moves carried no stage of their own.
 */
export class MergedStageMoves1795893000000 implements MigrationInterface {
  name = 'MergedStageMoves1795893000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM stage_moves_all WHERE from_stage = to_stage');
  }

  async down(): Promise<void> {
    // The dropped moves said nothing a stay does not.
  }
}
