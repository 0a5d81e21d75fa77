import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberVisibility1795867000000 implements MigrationInterface {
  name = 'MemberVisibility1795867000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "groups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL DEFAULT false, "name" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_659d1483316afb28afd3a90646e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "groups_list_idx" ON "groups"  ("workspace_id", "is_demo", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "group_members" ("group_id" uuid NOT NULL, "user_id" uuid NOT NULL, CONSTRAINT "PK_f5939ee0ad233ad35e03f5c65c1" PRIMARY KEY ("group_id", "user_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "group_members_user_idx" ON "group_members"  ("user_id", "group_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "workspaces" ADD "member_visibility" text NOT NULL DEFAULT \'all\'',
    );
    await queryRunner.query(
      'ALTER TABLE "workspaces" ADD "unassigned_visible" boolean NOT NULL DEFAULT true',
    );
    await queryRunner.query(
      "ALTER TABLE \"workspaces\" ADD CONSTRAINT \"workspaces_member_visibility_check\" CHECK (member_visibility IN ('all', 'group', 'own'))",
    );
    await queryRunner.query(
      'ALTER TABLE "groups" ADD CONSTRAINT "FK_b249fc0de77c1575349389dcf57" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "group_members" ADD CONSTRAINT "FK_2c840df5db52dc6b4a1b0b69c6e" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "group_members" ADD CONSTRAINT "FK_20a555b299f75843aa53ff8b0ee" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "group_members" DROP CONSTRAINT "FK_20a555b299f75843aa53ff8b0ee"',
    );
    await queryRunner.query(
      'ALTER TABLE "group_members" DROP CONSTRAINT "FK_2c840df5db52dc6b4a1b0b69c6e"',
    );
    await queryRunner.query(
      'ALTER TABLE "groups" DROP CONSTRAINT "FK_b249fc0de77c1575349389dcf57"',
    );
    await queryRunner.query(
      'ALTER TABLE "workspaces" DROP CONSTRAINT "workspaces_member_visibility_check"',
    );
    await queryRunner.query('ALTER TABLE "workspaces" DROP COLUMN "unassigned_visible"');
    await queryRunner.query('ALTER TABLE "workspaces" DROP COLUMN "member_visibility"');
    await queryRunner.query('DROP INDEX "public"."group_members_user_idx"');
    await queryRunner.query('DROP TABLE "group_members"');
    await queryRunner.query('DROP INDEX "public"."groups_list_idx"');
    await queryRunner.query('DROP TABLE "groups"');
  }
}
