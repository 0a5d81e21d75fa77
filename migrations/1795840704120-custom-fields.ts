import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CustomFields1795840704120 implements MigrationInterface {
  name = 'CustomFields1795840704120';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "custom_fields" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "key" text NOT NULL, "label" text NOT NULL, "description" text, "type" text NOT NULL, "options" jsonb NOT NULL DEFAULT \'[]\', "required" boolean NOT NULL DEFAULT false, "filterable" boolean NOT NULL DEFAULT false, "position" integer NOT NULL, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_35ab958a0baec2e0b2b2b875fdb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "custom_fields_key_idx" ON "custom_fields"  ("workspace_id", "key") ',
    );
    await queryRunner.query(
      'ALTER TABLE "workspaces" ADD "custom_fields_version" integer NOT NULL DEFAULT \'0\'',
    );
    await queryRunner.query('ALTER TABLE "contacts" ADD "custom" jsonb NOT NULL DEFAULT \'{}\'');
    // NOT VALID, then validated: the scan of existing rows does not hold off writes meanwhile.
    await queryRunner.query(
      'ALTER TABLE "contacts" ADD CONSTRAINT "contacts_custom_size_check" CHECK (octet_length(custom::text) <= 65536) NOT VALID',
    );
    await queryRunner.query(
      'ALTER TABLE "contacts" VALIDATE CONSTRAINT "contacts_custom_size_check"',
    );
    await queryRunner.query(
      'ALTER TABLE "custom_fields" ADD CONSTRAINT "FK_a5731255bc0ee08d97122afb545" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "custom_fields" DROP CONSTRAINT "FK_a5731255bc0ee08d97122afb545"',
    );
    await queryRunner.query('ALTER TABLE "contacts" DROP CONSTRAINT "contacts_custom_size_check"');
    await queryRunner.query('ALTER TABLE "contacts" DROP COLUMN "custom"');
    await queryRunner.query('ALTER TABLE "workspaces" DROP COLUMN "custom_fields_version"');
    await queryRunner.query('DROP INDEX "public"."custom_fields_key_idx"');
    await queryRunner.query('DROP TABLE "custom_fields"');
  }
}
