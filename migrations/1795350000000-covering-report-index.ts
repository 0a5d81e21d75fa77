import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pipeline report counts, per stage, the distinct contacts that entered it in a period
 * (STAGE_ENTRIES_SQL). With the stage and the contact in the period index, those moves come from
 * an index-only scan instead of one heap page per few moves (thousands of pages for a month of a
 * large workspace).
 *
 * An index-only scan skips the heap only for pages the visibility map marks all-visible, and the
 * report reads the newest moves. Stage moves are only ever inserted (or deleted with their
 * contact), so a vacuum after every 1 % of new rows, instead of the default 20 %, keeps the
 * recent pages marked at little cost.
 */
export class CoveringReportIndex1795350000000 implements MigrationInterface {
  name = 'CoveringReportIndex1795350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."stage_moves_report_idx"');
    await queryRunner.query(
      'CREATE INDEX "stage_moves_report_idx" ON "stage_moves" ("workspace_id", "is_demo", "moved_at", "to_stage", "contact_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "stage_moves" SET (autovacuum_vacuum_insert_scale_factor = 0.01)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "stage_moves" RESET (autovacuum_vacuum_insert_scale_factor)',
    );
    await queryRunner.query('DROP INDEX "public"."stage_moves_report_idx"');
    await queryRunner.query(
      'CREATE INDEX "stage_moves_report_idx" ON "stage_moves" ("workspace_id", "is_demo", "moved_at") ',
    );
  }
}
