import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventStreams1795870000000 implements MigrationInterface {
  name = 'EventStreams1795870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "event_tickets" ("ticket_hash" bytea NOT NULL, "user_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_3856cc1b523b891ee7af3471ed2" PRIMARY KEY ("ticket_hash"))',
    );
    await queryRunner.query(
      'CREATE INDEX "event_tickets_expiry_idx" ON "event_tickets"  ("expires_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "event_stream_leases" ("workspace_id" uuid NOT NULL, "renewed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "recorded_since" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_261dc9c002c3ec09cbe2ef75f34" PRIMARY KEY ("workspace_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "event_tickets" ADD CONSTRAINT "FK_24b12f15b4968a29e145ab3518b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_stream_leases" ADD CONSTRAINT "FK_261dc9c002c3ec09cbe2ef75f34" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "event_stream_leases" DROP CONSTRAINT "FK_261dc9c002c3ec09cbe2ef75f34"',
    );
    await queryRunner.query(
      'ALTER TABLE "event_tickets" DROP CONSTRAINT "FK_24b12f15b4968a29e145ab3518b"',
    );
    await queryRunner.query('DROP TABLE "event_stream_leases"');
    await queryRunner.query('DROP INDEX "public"."event_tickets_expiry_idx"');
    await queryRunner.query('DROP TABLE "event_tickets"');
  }
}
