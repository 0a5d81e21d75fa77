import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BulkOperations1795770233215 implements MigrationInterface {
  name = 'BulkOperations1795770233215';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "bulk_operations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "created_by" uuid NOT NULL, "origin" jsonb NOT NULL, "status" text NOT NULL DEFAULT \'queued\', "action" text NOT NULL, "params" jsonb NOT NULL DEFAULT \'{}\', "filter" jsonb NOT NULL, "contact_ids" uuid array, "matched" integer, "processed" integer NOT NULL DEFAULT \'0\', "affected" integer NOT NULL DEFAULT \'0\', "skipped" integer NOT NULL DEFAULT \'0\', "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_1809d3916de887ac1c2db1eb157" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "bulk_operations_list_idx" ON "bulk_operations"  ("workspace_id", "is_demo", "created_at", "id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "bulk_operations" ADD CONSTRAINT "FK_1bc215bdc620cf92045637ac864" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bulk_operations" ADD CONSTRAINT "FK_f5f695837519e98fc3c6bd80a28" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "bulk_operations" DROP CONSTRAINT "FK_f5f695837519e98fc3c6bd80a28"',
    );
    await queryRunner.query(
      'ALTER TABLE "bulk_operations" DROP CONSTRAINT "FK_1bc215bdc620cf92045637ac864"',
    );
    await queryRunner.query('DROP INDEX "public"."bulk_operations_list_idx"');
    await queryRunner.query('DROP TABLE "bulk_operations"');
  }
}
