import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Imports1795766555533 implements MigrationInterface {
  name = 'Imports1795766555533';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "imports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "created_by" uuid NOT NULL, "origin" jsonb NOT NULL, "status" text NOT NULL DEFAULT \'queued\', "dry_run" boolean NOT NULL DEFAULT false, "mapping" jsonb NOT NULL, "match_on" text NOT NULL, "on_match" text NOT NULL, "file" bytea, "rows" integer, "processed" integer NOT NULL DEFAULT \'0\', "created" integer NOT NULL DEFAULT \'0\', "updated" integer NOT NULL DEFAULT \'0\', "skipped" integer NOT NULL DEFAULT \'0\', "failed" integer NOT NULL DEFAULT \'0\', "errors" jsonb NOT NULL DEFAULT \'[]\', "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ea10c62f5eb1d75e83d8b5225db" PRIMARY KEY ("id"))',
    );
    // Uncompressed, so the worker's reads of the file slice by slice fetch only their slice.
    await queryRunner.query('ALTER TABLE "imports" ALTER COLUMN "file" SET STORAGE EXTERNAL');
    await queryRunner.query(
      'CREATE INDEX "imports_list_idx" ON "imports"  ("workspace_id", "is_demo", "created_at", "id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "imports" ADD CONSTRAINT "FK_900e337fc9668d187ea4dc58fb2" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "imports" ADD CONSTRAINT "FK_5d85a92631b0fad5d76b1ddd3be" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "imports" DROP CONSTRAINT "FK_5d85a92631b0fad5d76b1ddd3be"',
    );
    await queryRunner.query(
      'ALTER TABLE "imports" DROP CONSTRAINT "FK_900e337fc9668d187ea4dc58fb2"',
    );
    await queryRunner.query('DROP INDEX "public"."imports_list_idx"');
    await queryRunner.query('DROP TABLE "imports"');
  }
}
