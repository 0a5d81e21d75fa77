import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboundWebhooks1795619039647 implements MigrationInterface {
  name = 'OutboundWebhooks1795619039647';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "created_by" uuid, "url" text NOT NULL, "description" text, "events" text array NOT NULL, "active" boolean NOT NULL DEFAULT true, "disabled_reason" text, "disabled_at" TIMESTAMP WITH TIME ZONE, "failing_since" TIMESTAMP WITH TIME ZONE, "secret" text NOT NULL, "previous_secret" text, "previous_secret_expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "webhook_endpoints_workspace_idx" ON "webhook_endpoints"  ("workspace_id", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "seq" bigint NOT NULL, "type" text NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_events_workspace_seq_key" UNIQUE ("workspace_id", "seq"), CONSTRAINT "PK_4cba37e6a0acb5e1fc49c34ebfd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" uuid NOT NULL, "endpoint_id" uuid NOT NULL, "event_id" uuid NOT NULL, "attempt" integer NOT NULL, "status" text NOT NULL DEFAULT \'pending\', "response_status" integer, "duration_ms" integer, "error" text, "response_body" text, "next_attempt_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN (\'pending\', \'succeeded\', \'failed\')), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries"  ("event_id", "endpoint_id", "attempt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries"  ("endpoint_id", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_sequences" ("workspace_id" uuid NOT NULL, "last_seq" bigint NOT NULL DEFAULT \'0\', CONSTRAINT "PK_54b8373248516711d032ce93f24" PRIMARY KEY ("workspace_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_a37f51d7045b4f19721c6813c63" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_32d6f53e9bba5f1ae847c082edc" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_events" ADD CONSTRAINT "FK_e6784c9ffb2d56c7788f171d5de" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f" FOREIGN KEY ("event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_sequences" ADD CONSTRAINT "FK_54b8373248516711d032ce93f24" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "webhook_sequences" DROP CONSTRAINT "FK_54b8373248516711d032ce93f24"',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f"',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_events" DROP CONSTRAINT "FK_e6784c9ffb2d56c7788f171d5de"',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_32d6f53e9bba5f1ae847c082edc"',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_a37f51d7045b4f19721c6813c63"',
    );
    await queryRunner.query('DROP TABLE "webhook_sequences"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_endpoint_idx"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_event_idx"');
    await queryRunner.query('DROP TABLE "webhook_deliveries"');
    await queryRunner.query('DROP TABLE "webhook_events"');
    await queryRunner.query('DROP INDEX "public"."webhook_endpoints_workspace_idx"');
    await queryRunner.query('DROP TABLE "webhook_endpoints"');
  }
}
