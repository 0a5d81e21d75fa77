import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CoveringStageIndex1795320140517 implements MigrationInterface {
  name = 'CoveringStageIndex1795320140517';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."contacts_stage_idx"');
    await queryRunner.query(
      'CREATE INDEX "contacts_stage_idx" ON "contacts"  ("workspace_id", "is_demo", "stage", "last_activity_at", "value_cents") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."contacts_stage_idx"');
    await queryRunner.query(
      'CREATE INDEX "contacts_stage_idx" ON "contacts" USING btree ("workspace_id", "is_demo", "stage", "last_activity_at") ',
    );
  }
}
