import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Interactions1795316203111 implements MigrationInterface {
  name = 'Interactions1795316203111';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "interactions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "contact_id" uuid NOT NULL, "type" text NOT NULL, "summary" text NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "interactions_type_check" CHECK (type IN (\'call\', \'email\', \'meeting\', \'note\', \'message\')), CONSTRAINT "PK_911b7416a6671b4148b18c18ecb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "interactions_report_idx" ON "interactions"  ("workspace_id", "is_demo", "occurred_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "interactions_contact_idx" ON "interactions"  ("workspace_id", "contact_id", "occurred_at", "id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "interactions" ADD CONSTRAINT "FK_1c40400ddc65a82bdbef185104a" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "interactions" ADD CONSTRAINT "FK_95b8c949b2851f87e2e4d48c891" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "interactions" ADD CONSTRAINT "FK_518b8d50df28e88c1c0b516993e" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "interactions" DROP CONSTRAINT "FK_518b8d50df28e88c1c0b516993e"',
    );
    await queryRunner.query(
      'ALTER TABLE "interactions" DROP CONSTRAINT "FK_95b8c949b2851f87e2e4d48c891"',
    );
    await queryRunner.query(
      'ALTER TABLE "interactions" DROP CONSTRAINT "FK_1c40400ddc65a82bdbef185104a"',
    );
    await queryRunner.query('DROP INDEX "public"."interactions_contact_idx"');
    await queryRunner.query('DROP INDEX "public"."interactions_report_idx"');
    await queryRunner.query('DROP TABLE "interactions"');
  }
}
