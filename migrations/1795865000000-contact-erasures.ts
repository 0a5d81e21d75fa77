import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The record an erasure leaves (`POST /contacts/{id}/erase`): which contact, when, by whom, and
 * nothing of its data.
 */
export class ContactErasures1795865000000 implements MigrationInterface {
  name = 'ContactErasures1795865000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_erasures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "contact_id" uuid NOT NULL, "erased_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "erased_by" uuid, CONSTRAINT "PK_99e787ac08e3eec555a387ebded" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "contact_erasures_erased_by_idx" ON "contact_erasures"  ("erased_by") ',
    );
    await queryRunner.query(
      'CREATE INDEX "contact_erasures_list_idx" ON "contact_erasures"  ("workspace_id", "is_demo", "erased_at", "id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_erasures" ADD CONSTRAINT "FK_26987c5cdc8210a01199801c2a1" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_erasures" ADD CONSTRAINT "FK_3abb912dc72927873839b8a410c" FOREIGN KEY ("erased_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "contact_erasures" DROP CONSTRAINT "FK_3abb912dc72927873839b8a410c"',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_erasures" DROP CONSTRAINT "FK_26987c5cdc8210a01199801c2a1"',
    );
    await queryRunner.query('DROP INDEX "public"."contact_erasures_list_idx"');
    await queryRunner.query('DROP INDEX "public"."contact_erasures_erased_by_idx"');
    await queryRunner.query('DROP TABLE "contact_erasures"');
  }
}
