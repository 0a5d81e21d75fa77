import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedViews1795850504105 implements MigrationInterface {
  name = 'SavedViews1795850504105';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "saved_views" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "name" text NOT NULL, "filter" jsonb NOT NULL, "sort" text, "columns" text array NOT NULL DEFAULT \'{}\', "private_to" uuid, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_30acd4fbe2058d97631ab9bb2b6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "saved_views_created_by_idx" ON "saved_views"  ("created_by") WHERE created_by IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "saved_views_private_to_idx" ON "saved_views"  ("private_to") WHERE private_to IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "saved_views_list_idx" ON "saved_views"  ("workspace_id", "created_at", "id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "saved_views" ADD CONSTRAINT "FK_c6c7522203a6b3e227ba058d915" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "saved_views" ADD CONSTRAINT "FK_355df92588962f3a688e3e77b1a" FOREIGN KEY ("private_to") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "saved_views" ADD CONSTRAINT "FK_ec9ef09d14ffc7c9dd721472a89" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "saved_views" DROP CONSTRAINT "FK_ec9ef09d14ffc7c9dd721472a89"',
    );
    await queryRunner.query(
      'ALTER TABLE "saved_views" DROP CONSTRAINT "FK_355df92588962f3a688e3e77b1a"',
    );
    await queryRunner.query(
      'ALTER TABLE "saved_views" DROP CONSTRAINT "FK_c6c7522203a6b3e227ba058d915"',
    );
    await queryRunner.query('DROP INDEX "public"."saved_views_list_idx"');
    await queryRunner.query('DROP INDEX "public"."saved_views_private_to_idx"');
    await queryRunner.query('DROP INDEX "public"."saved_views_created_by_idx"');
    await queryRunner.query('DROP TABLE "saved_views"');
  }
}
