import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RoutingRulesAndPendingInvites1795316068018 implements MigrationInterface {
  name = 'RoutingRulesAndPendingInvites1795316068018';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "routing_rules" ("workspace_id" uuid NOT NULL, "is_demo" boolean NOT NULL, "strategy" text NOT NULL DEFAULT \'manual\', "member_ids" uuid array NOT NULL DEFAULT \'{}\', "next_index" bigint NOT NULL DEFAULT \'0\', "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_62f11645a0884cb775a583fe59d" PRIMARY KEY ("workspace_id", "is_demo"))',
    );
    await queryRunner.query(
      'CREATE INDEX "invites_pending_idx" ON "invites"  ("workspace_id", "created_at", "id") WHERE "accepted_at" IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "routing_rules" ADD CONSTRAINT "FK_52867b438555e0851bd72e9ef72" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "routing_rules" ADD CONSTRAINT "FK_18bcfe2c1e440080f4c82c42ddb" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "routing_rules" DROP CONSTRAINT "FK_18bcfe2c1e440080f4c82c42ddb"',
    );
    await queryRunner.query(
      'ALTER TABLE "routing_rules" DROP CONSTRAINT "FK_52867b438555e0851bd72e9ef72"',
    );
    await queryRunner.query('DROP INDEX "public"."invites_pending_idx"');
    await queryRunner.query('DROP TABLE "routing_rules"');
  }
}
