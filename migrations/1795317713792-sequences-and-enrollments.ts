import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SequencesAndEnrollments1795317713792 implements MigrationInterface {
  name = 'SequencesAndEnrollments1795317713792';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "sequences" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "name" text NOT NULL, "steps" jsonb NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7c7f5d8c822411196242b89bc76" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "sequences_list_idx" ON "sequences"  ("workspace_id", "is_demo", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "sequence_enrollments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "sequence_id" uuid NOT NULL, "contact_id" uuid NOT NULL, "status" text NOT NULL DEFAULT \'active\', "steps_scheduled" integer NOT NULL, "enrolled_by" uuid, "enrolled_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "sequence_enrollments_status_check" CHECK (status IN (\'active\', \'cancelled\', \'finished\')), CONSTRAINT "PK_8dc3d240dd44d86a12fc1957708" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "sequence_enrollments_contact_idx" ON "sequence_enrollments"  ("workspace_id", "contact_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "sequence_enrollments_list_idx" ON "sequence_enrollments"  ("workspace_id", "sequence_id", "enrolled_at", "id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "sequence_enrollments_active_key" ON "sequence_enrollments"  ("sequence_id", "contact_id") WHERE status = \'active\'',
    );
    await queryRunner.query('ALTER TABLE "followups" ADD "enrollment_id" uuid');
    await queryRunner.query(
      'CREATE INDEX "followups_enrollment_idx" ON "followups"  ("enrollment_id") WHERE enrollment_id IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "sequences" ADD CONSTRAINT "FK_8c67974d1cd50d1f126df92c88e" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "sequences" ADD CONSTRAINT "FK_3e18ed330a4b6571cb4f3dd26d4" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "FK_bc995388d54bc3ff564c8a1f8c0" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "FK_bdfab34adf29c4886384295c38d" FOREIGN KEY ("sequence_id") REFERENCES "sequences"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "FK_990c2ff1a3383c8a32c84c2b5cc" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "FK_acb9b70853a3c1efb4d8ec60b53" FOREIGN KEY ("enrolled_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "followups" ADD CONSTRAINT "FK_6f6e840f60d2f7b82cba66aff5c" FOREIGN KEY ("enrollment_id") REFERENCES "sequence_enrollments"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "followups" DROP CONSTRAINT "FK_6f6e840f60d2f7b82cba66aff5c"',
    );
    await queryRunner.query(
      'ALTER TABLE "sequence_enrollments" DROP CONSTRAINT "FK_acb9b70853a3c1efb4d8ec60b53"',
    );
    await queryRunner.query(
      'ALTER TABLE "sequence_enrollments" DROP CONSTRAINT "FK_990c2ff1a3383c8a32c84c2b5cc"',
    );
    await queryRunner.query(
      'ALTER TABLE "sequence_enrollments" DROP CONSTRAINT "FK_bdfab34adf29c4886384295c38d"',
    );
    await queryRunner.query(
      'ALTER TABLE "sequence_enrollments" DROP CONSTRAINT "FK_bc995388d54bc3ff564c8a1f8c0"',
    );
    await queryRunner.query(
      'ALTER TABLE "sequences" DROP CONSTRAINT "FK_3e18ed330a4b6571cb4f3dd26d4"',
    );
    await queryRunner.query(
      'ALTER TABLE "sequences" DROP CONSTRAINT "FK_8c67974d1cd50d1f126df92c88e"',
    );
    await queryRunner.query('DROP INDEX "public"."followups_enrollment_idx"');
    await queryRunner.query('ALTER TABLE "followups" DROP COLUMN "enrollment_id"');
    await queryRunner.query('DROP INDEX "public"."sequence_enrollments_active_key"');
    await queryRunner.query('DROP INDEX "public"."sequence_enrollments_list_idx"');
    await queryRunner.query('DROP INDEX "public"."sequence_enrollments_contact_idx"');
    await queryRunner.query('DROP TABLE "sequence_enrollments"');
    await queryRunner.query('DROP INDEX "public"."sequences_list_idx"');
    await queryRunner.query('DROP TABLE "sequences"');
  }
}
