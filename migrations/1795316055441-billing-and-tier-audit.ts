import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BillingAndTierAudit1795316055441 implements MigrationInterface {
  name = 'BillingAndTierAudit1795316055441';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "tier_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "from_tier" text NOT NULL, "to_tier" text NOT NULL, "via" text NOT NULL, "actor_user_id" uuid, "event_id" text, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "tier_changes_tiers_check" CHECK ("from_tier" IN (\'free\', \'premium\') AND "to_tier" IN (\'free\', \'premium\') AND "from_tier" <> "to_tier"), CONSTRAINT "tier_changes_via_check" CHECK ("via" IN (\'webhook\', \'simulate\', \'dev\', \'admin\')), CONSTRAINT "PK_8a79bece075d2eb142670d93271" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "tier_changes_workspace_idx" ON "tier_changes"  ("workspace_id", "changed_at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "tier_changes_list_idx" ON "tier_changes"  ("changed_at", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "payment_events" ("event_id" text NOT NULL, "type" text NOT NULL, "workspace_id" uuid, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4f36a430ea944f1d250f0500d13" PRIMARY KEY ("event_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "payment_events_workspace_idx" ON "payment_events"  ("workspace_id", "received_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "workspaces_created_idx" ON "workspaces"  ("created_at", "id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "tier_changes" ADD CONSTRAINT "FK_e64145eaa5f43ee39c7716294e1" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "tier_changes" ADD CONSTRAINT "FK_6e2707fb3a51cfa20eb091a16b4" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payment_events" ADD CONSTRAINT "FK_31e7db6b7042bb198cd9883103d" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "payment_events" DROP CONSTRAINT "FK_31e7db6b7042bb198cd9883103d"',
    );
    await queryRunner.query(
      'ALTER TABLE "tier_changes" DROP CONSTRAINT "FK_6e2707fb3a51cfa20eb091a16b4"',
    );
    await queryRunner.query(
      'ALTER TABLE "tier_changes" DROP CONSTRAINT "FK_e64145eaa5f43ee39c7716294e1"',
    );
    await queryRunner.query('DROP INDEX "public"."workspaces_created_idx"');
    await queryRunner.query('DROP INDEX "public"."payment_events_workspace_idx"');
    await queryRunner.query('DROP TABLE "payment_events"');
    await queryRunner.query('DROP INDEX "public"."tier_changes_list_idx"');
    await queryRunner.query('DROP INDEX "public"."tier_changes_workspace_idx"');
    await queryRunner.query('DROP TABLE "tier_changes"');
  }
}
