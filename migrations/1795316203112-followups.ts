import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Followups1795316203112 implements MigrationInterface {
  name = 'Followups1795316203112';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "followups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "contact_id" uuid NOT NULL, "owner_id" uuid, "title" text NOT NULL, "scheduled_for" TIMESTAMP WITH TIME ZONE NOT NULL, "completed_at" TIMESTAMP WITH TIME ZONE, "completed_by" uuid, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c785b2c7a30e47dbe4a994748b3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "followups_report_idx" ON "followups"  ("workspace_id", "is_demo", "scheduled_for") ',
    );
    await queryRunner.query(
      'CREATE INDEX "followups_contact_idx" ON "followups"  ("workspace_id", "contact_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "followups_open_owner_idx" ON "followups"  ("workspace_id", "is_demo", "owner_id", "scheduled_for") WHERE completed_at IS NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "followups_open_idx" ON "followups"  ("workspace_id", "is_demo", "scheduled_for", "id") WHERE completed_at IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" ADD CONSTRAINT "FK_e3106bf76445df7c695711a391f" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" ADD CONSTRAINT "FK_c5e91d5f97adc53dfb5c3939fef" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" ADD CONSTRAINT "FK_2d7b2d971b7a3b698e0f22caf43" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" ADD CONSTRAINT "FK_e9383257e5e77a12f0926f5ee58" FOREIGN KEY ("completed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" ADD CONSTRAINT "FK_7e4df1842b1ce3d1b8bb2b3260d" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "followups" DROP CONSTRAINT "FK_7e4df1842b1ce3d1b8bb2b3260d"',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" DROP CONSTRAINT "FK_e9383257e5e77a12f0926f5ee58"',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" DROP CONSTRAINT "FK_2d7b2d971b7a3b698e0f22caf43"',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" DROP CONSTRAINT "FK_c5e91d5f97adc53dfb5c3939fef"',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" DROP CONSTRAINT "FK_e3106bf76445df7c695711a391f"',
    );
    await queryRunner.query('DROP INDEX "public"."followups_open_idx"');
    await queryRunner.query('DROP INDEX "public"."followups_open_owner_idx"');
    await queryRunner.query('DROP INDEX "public"."followups_contact_idx"');
    await queryRunner.query('DROP INDEX "public"."followups_report_idx"');
    await queryRunner.query('DROP TABLE "followups"');
  }
}
